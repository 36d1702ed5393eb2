/** Name parts for generated Persian and English content. */
import type { CityDef } from './cities';
import type { Rng } from './prng';

/** Persian word + its English transliteration, for domestic hotel names. */
const DOMESTIC_CORES: readonly (readonly [string, string])[] = [
  ['پارسیان', 'Parsian'],
  ['آسمان', 'Aseman'],
  ['مروارید', 'Morvarid'],
  ['ستاره', 'Setareh'],
  ['نگین', 'Negin'],
  ['آریان', 'Arian'],
  ['کوروش', 'Kourosh'],
  ['داریوش', 'Dariush'],
  ['سپهر', 'Sepehr'],
  ['الماس', 'Almas'],
  ['قصر', 'Ghasr'],
  ['ارم', 'Eram'],
  ['صدف', 'Sadaf'],
  ['ترنج', 'Toranj'],
  ['شایان', 'Shayan'],
  ['مهر', 'Mehr'],
  ['پردیس', 'Pardis'],
  ['آرامیس', 'Aramis'],
  ['هما', 'Homa'],
  ['بهار', 'Bahar'],
  ['آفتاب', 'Aftab'],
  ['فرشته', 'Fereshteh'],
  ['کیمیا', 'Kimia'],
  ['رویال', 'Royal'],
  ['پرستو', 'Parastoo'],
  ['شهریار', 'Shahriar'],
  ['زاگرس', 'Zagros'],
  ['البرز', 'Alborz'],
  ['پارس', 'Pars'],
  ['سیمرغ', 'Simorgh'],
  ['آپادانا', 'Apadana'],
  ['کاوه', 'Kaveh'],
  ['نارنجستان', 'Narenjestan'],
  ['گلستان', 'Golestan'],
  ['یاس', 'Yas'],
  ['نیلوفر', 'Niloofar'],
  ['سارینا', 'Sarina'],
  ['آرمان', 'Arman'],
  ['جام جم', 'Jam-e Jam'],
  ['ارغوان', 'Arghavan'],
  ['درسا', 'Dorsa'],
  ['تارا', 'Tara'],
  ['پامچال', 'Pamchal'],
  ['ونوس', 'Venus'],
  ['لوتوس', 'Lotus'],
  ['تیسفون', 'Tisfoon'],
  ['امیرکبیر', 'Amir Kabir'],
  ['فردوسی', 'Ferdowsi'],
  ['حافظ', 'Hafez'],
  ['سعدی', 'Saadi'],
  ['خیام', 'Khayyam'],
  ['مولوی', 'Molavi'],
  ['هلیا', 'Helia'],
  ['شاهدیس', 'Shahdis'],
  ['ایرانیان', 'Iranian'],
  ['اطلس', 'Atlas'],
  ['آناهیتا', 'Anahita'],
  ['بامداد', 'Bamdad'],
  ['رخشید', 'Rakhshid'],
  ['پاسارگاد', 'Pasargad'],
];

/** Prefix patterns: [Persian prefix, English suffix/prefix form]. */
const DOMESTIC_FORMS: readonly (readonly [string, (core: string, city: string) => string, boolean])[] = [
  ['هتل', (core) => `${core} Hotel`, false],
  ['هتل', (core, city) => `${core} ${city} Hotel`, true],
  ['هتل بین‌المللی', (core) => `${core} International Hotel`, false],
  ['هتل بوتیک', (core) => `${core} Boutique Hotel`, false],
  ['هتل آپارتمان', (core) => `${core} Apartment Hotel`, false],
  ['هتل بزرگ', (core) => `Grand ${core} Hotel`, false],
];
const TRADITIONAL_FORMS: readonly (readonly [string, (core: string, city: string) => string, boolean])[] = [
  ['اقامتگاه سنتی', (core) => `${core} Traditional House`, false],
  ['هتل سنتی', (core) => `${core} Traditional Hotel`, false],
];

/** English word + Persian transliteration, for hotels abroad. */
const INTL_FIRST: readonly (readonly [string, string])[] = [
  ['Grand', 'گرند'],
  ['Royal', 'رویال'],
  ['Golden', 'گلدن'],
  ['Crystal', 'کریستال'],
  ['Blue', 'بلو'],
  ['Emerald', 'امرالد'],
  ['Silver', 'سیلور'],
  ['Imperial', 'ایمپریال'],
  ['Majestic', 'مجستیک'],
  ['City', 'سیتی'],
  ['Central', 'سنترال'],
  ['Pearl', 'پرل'],
  ['Ocean', 'اوشن'],
  ['Sunrise', 'سانرایز'],
  ['Palm', 'پالم'],
  ['Harbor', 'هاربر'],
  ['Sapphire', 'سافایر'],
  ['Crown', 'کراون'],
  ['Regal', 'ریگال'],
  ['Amber', 'امبر'],
  ['Jasmine', 'جاسمین'],
  ['Orchid', 'ارکید'],
  ['Lotus', 'لوتوس'],
  ['Olive', 'الیو'],
  ['Star', 'استار'],
  ['Diamond', 'دایموند'],
  ['Rose', 'رز'],
  ['Vista', 'ویستا'],
  ['Elite', 'الیت'],
  ['Park', 'پارک'],
];
const INTL_SECOND: readonly (readonly [string, string])[] = [
  ['Palace', 'پالاس'],
  ['Plaza', 'پلازا'],
  ['Tower', 'تاور'],
  ['Suites', 'سوئیتس'],
  ['Residence', 'رزیدنس'],
  ['Inn', 'این'],
  ['Resort', 'ریزورت'],
  ['House', 'هاوس'],
  ['Gate', 'گیت'],
  ['Garden', 'گاردن'],
  ['View', 'ویو'],
  ['Court', 'کورت'],
  ['Square', 'اسکوئر'],
  ['Boutique', 'بوتیک'],
  ['Hotel', ''],
];

export interface HotelName {
  fa: string;
  en: string;
}

/** `count` distinct names for a city. */
export function hotelNames(rng: Rng, city: CityDef, count: number): HotelName[] {
  const seen = new Set<string>();
  const out: HotelName[] = [];
  const local = city.countryCode === 'IR';
  let guard = 0;
  while (out.length < count && guard++ < count * 50) {
    let name: HotelName;
    if (local) {
      const [coreFa, coreEn] = rng.pick(DOMESTIC_CORES);
      const forms = city.kind === 'historic' && rng.chance(0.2) ? TRADITIONAL_FORMS : DOMESTIC_FORMS;
      const [prefix, en, withCity] = rng.pick(forms);
      name = { fa: `${prefix} ${coreFa}${withCity ? ` ${city.fa}` : ''}`, en: en(coreEn, city.en) };
    } else {
      const [aEn, aFa] = rng.pick(INTL_FIRST);
      const [bEn, bFa] = rng.pick(INTL_SECOND);
      const district = city.districts.length > 0 && rng.chance(0.45) ? rng.pick(city.districts) : null;
      const enParts = [aEn, bEn === 'Hotel' ? '' : bEn, district ? district[1] : '', 'Hotel'].filter(Boolean);
      const faParts = ['هتل', aFa, bFa, district ? district[0] : ''].filter(Boolean);
      name = { fa: faParts.join(' '), en: enParts.join(' ') };
    }
    if (seen.has(name.en)) continue;
    seen.add(name.en);
    out.push(name);
  }
  // Very small name spaces cannot happen with the lists above, but never return fewer than asked.
  for (let i = out.length; i < count; i++) out.push({ fa: `هتل شماره ${i + 1} ${city.fa}`, en: `${city.en} Hotel No. ${i + 1}` });
  return out;
}

export const PROVIDERS_LOCAL = ['رزرو مستقیم هتل', 'سفرینه', 'پارس رزرو', 'هتل‌یار', 'کاروان سفر'] as const;
export const PROVIDERS_INTL = ['GlobalBeds', 'RoomLink', 'TravelBridge', 'رزرو مستقیم هتل', 'EastWest Rooms'] as const;

/** Airlines `[code, fa, en]` (fictional codes avoided: real IATA codes of Iranian and regional carriers). */
export const AIRLINES: readonly (readonly [string, string, string])[] = [
  ['IR', 'ایران ایر', 'Iran Air'],
  ['W5', 'ماهان', 'Mahan Air'],
  ['EP', 'آسمان', 'Iran Aseman'],
  ['QB', 'قشم ایر', 'Qeshm Air'],
  ['ZV', 'زاگرس', 'Zagros Airlines'],
  ['Y9', 'کیش ایر', 'Kish Air'],
  ['I3', 'آتا', 'ATA Airlines'],
  ['JI', 'معراج', 'Meraj Airlines'],
  ['TK', 'ترکیش', 'Turkish Airlines'],
  ['FZ', 'فلای دبی', 'flydubai'],
  ['EK', 'امارات', 'Emirates'],
];
