/**
 * The sandbox's fixed tour packages (issue 45): per destination (Kish, Mashhad, Qeshm, Shiraz, Isfahan, Dubai,
 * Istanbul, Antalya, Tbilisi, Yerevan, Baku) four packages from Tehran, each with its operator, hotels per city with
 * stars, itinerary by day, included and excluded services, transport (an airline's flights or an overnight bus, with
 * times), visa notes, FAQ items and cancellation steps.
 * - Package ids (`70000 + destination × 10 + n`), nights, hotels, transport and operator are fixed; prices (× 0.92–1.1
 *   of the destination's base, rounded to 100 000 rial) come from the seed.
 * - Departures fall on fixed days (every `every` days, by the package's offset), from today + 3 to today + 75; each
 *   departure has its seats and what was sold before (seeded per package and date, so a departure keeps its figures
 *   as days pass); about one in eight is sold out before anyone books. Seats the sandbox's own orders take are
 *   counted in booking/tour-stock.ts.
 */
import { toPersianDigits } from '@/lib/text';
import { addDays, daysBetween } from '../time';
import { type CityDef, getCity } from './cities';
import { createRng, roundTo } from './prng';

export type MealCode = 'BB' | 'HB' | 'FB';
export const MEAL_NAMES: Record<MealCode, string> = { BB: 'صبحانه', HB: 'صبحانه و شام', FB: 'سه وعده غذا' };

interface TransportDef {
  mode: 'flight' | 'bus';
  code: string;
  fa: string;
  /** Number prefix (flight: `W5 10`, bus: `ع-`). */
  prefix: string;
  depart: string;
  arrive: string;
  back: string;
  backArrive: string;
  overnight: boolean;
}

type HotelDef = readonly [fa: string, en: string, stars: number, meal: MealCode];

interface DestDef {
  no: number;
  slug: string;
  cityId: number;
  nights: readonly number[];
  every: number;
  /** Double-room adult, the shortest tour, rial. */
  base: number;
  transports: readonly TransportDef[];
  hotels: readonly HotelDef[];
  /** A second city some packages stay in: its name and hotels. */
  second?: { fa: string; hotels: readonly HotelDef[] };
  sights: readonly string[];
  visa: { required: boolean; note: string };
}

const M = 1_000_000;
const fl = (code: string, fa: string, prefix: string, depart: string, arrive: string, back: string, backArrive: string): TransportDef => ({
  mode: 'flight',
  code,
  fa,
  prefix,
  depart,
  arrive,
  back,
  backArrive,
  overnight: false,
});
const bus = (depart: string, arrive: string, back: string, backArrive: string): TransportDef => ({
  mode: 'bus',
  code: 'BUS',
  fa: 'اتوبوس VIP سیروسفر',
  prefix: 'VIP-',
  depart,
  arrive,
  back,
  backArrive,
  overnight: true,
});

const NO_VISA_DOMESTIC = { required: false, note: 'تور داخلی است؛ همراه داشتن کارت ملی یا شناسنامهٔ عکس‌دار برای همهٔ مسافران الزامی است.' };

const DESTS: readonly DestDef[] = [
  {
    no: 1,
    slug: 'kish',
    cityId: 402,
    nights: [3, 4, 5],
    every: 3,
    base: 38 * M,
    transports: [
      fl('IR', 'ایران‌ایر', 'IR 3', '08:30', '10:20', '18:40', '20:30'),
      fl('EP', 'آسمان', 'EP 5', '11:10', '13:00', '21:00', '22:50'),
    ],
    hotels: [
      ['هتل ترنج', 'Toranj Hotel', 5, 'BB'],
      ['هتل مارینا پارک', 'Marina Park Hotel', 4, 'BB'],
      ['هتل شایان', 'Shayan Hotel', 5, 'HB'],
      ['هتل آرامیس', 'Aramis Hotel', 3, 'BB'],
    ],
    sights: ['کشتی یونانی', 'شهر زیرزمینی کاریز', 'اسکله تفریحی', 'پارک دلفین‌ها', 'بازار مریم', 'ساحل مرجان'],
    visa: { required: false, note: 'برای سفر به کیش گذرنامه لازم نیست؛ کارت ملی یا شناسنامهٔ عکس‌دار کافی است.' },
  },
  {
    no: 2,
    slug: 'mashhad',
    cityId: 401,
    nights: [2, 3, 4],
    every: 2,
    base: 24 * M,
    transports: [fl('W5', 'ماهان', 'W5 10', '07:00', '08:30', '20:10', '21:40'), bus('21:00', '09:30', '20:00', '08:30')],
    hotels: [
      ['هتل درویشی', 'Darvishi Hotel', 5, 'FB'],
      ['هتل قصر طلایی', 'Ghasr Talaee Hotel', 5, 'HB'],
      ['هتل مدینة الرضا', 'Madinat al-Reza Hotel', 4, 'BB'],
      ['هتل آپارتمان الماس', 'Almas Apartment Hotel', 3, 'BB'],
    ],
    sights: ['زیارت حرم مطهر رضوی', 'آرامگاه فردوسی در توس', 'طرقبه و شاندیز', 'کوه‌سنگی', 'بازار رضا'],
    visa: NO_VISA_DOMESTIC,
  },
  {
    no: 3,
    slug: 'qeshm',
    cityId: 448,
    nights: [3, 4],
    every: 4,
    base: 30 * M,
    transports: [fl('QB', 'قشم ایر', 'QB 12', '09:15', '11:05', '16:30', '18:20')],
    hotels: [
      ['هتل ایران', 'Iran Hotel', 4, 'HB'],
      ['هتل آسو', 'Aso Hotel', 3, 'BB'],
      ['هتل دیپلمات', 'Diplomat Hotel', 4, 'BB'],
    ],
    sights: ['دره ستارگان', 'جنگل حرا', 'تنگه چاهکوه', 'جزیره هنگام', 'غار نمکدان'],
    visa: NO_VISA_DOMESTIC,
  },
  {
    no: 4,
    slug: 'shiraz',
    cityId: 412,
    nights: [2, 3, 4],
    every: 3,
    base: 26 * M,
    transports: [fl('IR', 'ایران‌ایر', 'IR 4', '06:45', '08:15', '21:30', '23:00'), bus('22:00', '09:00', '21:00', '08:00')],
    hotels: [
      ['هتل بزرگ شیراز', 'Grand Hotel Shiraz', 5, 'BB'],
      ['هتل زندیه', 'Zandiyeh Hotel', 5, 'BB'],
      ['هتل پارس', 'Pars Hotel', 4, 'BB'],
      ['هتل آریوبرزن', 'Ariobarzan Hotel', 3, 'BB'],
    ],
    sights: ['تخت جمشید و نقش رستم', 'حافظیه و سعدیه', 'باغ ارم', 'مسجد نصیرالملک', 'ارگ کریمخان و بازار وکیل'],
    visa: NO_VISA_DOMESTIC,
  },
  {
    no: 5,
    slug: 'isfahan',
    cityId: 399,
    nights: [2, 3],
    every: 4,
    base: 22 * M,
    transports: [fl('EP', 'آسمان', 'EP 36', '07:30', '08:40', '19:15', '20:25'), bus('23:00', '06:30', '23:30', '07:00')],
    hotels: [
      ['هتل عباسی', 'Abbasi Hotel', 5, 'BB'],
      ['هتل کوثر', 'Kowsar Hotel', 5, 'BB'],
      ['هتل پیروزی', 'Piroozi Hotel', 4, 'BB'],
    ],
    sights: ['میدان نقش جهان', 'سی‌وسه‌پل و پل خواجو', 'کلیسای وانک', 'کاخ چهلستون', 'منارجنبان'],
    visa: NO_VISA_DOMESTIC,
  },
  {
    no: 6,
    slug: 'dubai',
    cityId: 46082,
    nights: [4, 5, 7],
    every: 3,
    base: 210 * M,
    transports: [
      fl('EK', 'امارات', 'EK 97', '04:20', '06:40', '22:30', '01:10'),
      fl('IR', 'ایران‌ایر', 'IR 65', '09:00', '11:20', '13:10', '15:40'),
    ],
    hotels: [
      ['هتل رمادا دیره', 'Ramada by Wyndham Deira', 4, 'BB'],
      ['هتل آتلانتیس د پالم', 'Atlantis The Palm', 5, 'HB'],
      ['هتل سیتی مکس بر دبی', 'Citymax Bur Dubai', 3, 'BB'],
      ['هتل حیات ریجنسی', 'Hyatt Regency Dubai', 5, 'BB'],
    ],
    sights: ['سیتی تور دبی و برج خلیفه', 'سافاری صحرا با شام', 'دبی مال و آبنمای موزیکال', 'کروز شام در دبی مارینا', 'گلوبال ویلیج'],
    visa: {
      required: true,
      note: 'ویزای توریستی ۳۰ روزهٔ امارات توسط برگزارکننده اخذ می‌شود؛ اسکن گذرنامه با دست‌کم شش ماه اعتبار و عکس رنگی تا ۱۰ روز پیش از حرکت لازم است.',
    },
  },
  {
    no: 7,
    slug: 'istanbul',
    cityId: 5847,
    nights: [4, 5, 6],
    every: 3,
    base: 260 * M,
    transports: [
      fl('TK', 'ترکیش', 'TK 87', '06:10', '09:05', '19:30', '23:55'),
      fl('W5', 'ماهان', 'W5 11', '08:00', '10:55', '12:30', '16:50'),
    ],
    hotels: [
      ['هتل ریچموند', 'Richmond Hotel Istanbul', 4, 'BB'],
      ['هتل سوئیس‌هتل بسفر', 'Swissotel The Bosphorus', 5, 'BB'],
      ['هتل گرند هیلاریوم', 'Grand Hilarium Hotel', 4, 'BB'],
      ['هتل ایلیادا', 'Iliada Hotel', 3, 'BB'],
    ],
    sights: ['گشت شهری ایاصوفیه و مسجد آبی', 'کاخ توپکاپی', 'کشتی‌سواری در تنگه بسفر', 'خیابان استقلال و میدان تکسیم', 'گرند بازار'],
    visa: {
      required: false,
      note: 'شهروندان ایرانی برای سفر توریستی تا ۹۰ روز به ترکیه ویزا نمی‌خواهند؛ گذرنامه باید دست‌کم شش ماه اعتبار داشته باشد.',
    },
  },
  {
    no: 8,
    slug: 'antalya',
    cityId: 5851,
    nights: [5, 6, 7],
    every: 4,
    base: 290 * M,
    transports: [
      fl('W5', 'ماهان', 'W5 116', '07:30', '10:10', '11:40', '16:20'),
      fl('PC', 'پگاسوس', 'PC 51', '05:50', '08:30', '21:20', '01:55'),
    ],
    hotels: [
      ['هتل ریکسوس داونتاون', 'Rixos Downtown Antalya', 5, 'FB'],
      ['هتل لارا بارووت', 'Lara Barut Collection', 5, 'FB'],
      ['هتل کرواسان', 'Crystal Admiral Resort', 4, 'FB'],
    ],
    sights: ['گشت شهری و کالئیچی', 'آبشار دودن', 'کشتی تفریحی در ساحل لارا', 'شهر باستانی پرگه', 'پارک آبی لند آف لجند'],
    visa: { required: false, note: 'سفر توریستی به ترکیه برای ایرانیان ویزا نمی‌خواهد؛ اقامت‌ها به‌صورت همه‌چیز شامل (UALL) است.' },
  },
  {
    no: 9,
    slug: 'tbilisi',
    cityId: 46230,
    nights: [4, 5, 6],
    every: 4,
    base: 180 * M,
    transports: [
      fl('W5', 'ماهان', 'W5 118', '08:45', '10:30', '11:50', '13:40'),
      fl('QB', 'قشم ایر', 'QB 22', '06:30', '08:15', '20:10', '22:00'),
    ],
    hotels: [
      ['هتل رادیسون بلو ایوریا', 'Radisson Blu Iveria', 5, 'BB'],
      ['هتل سیتی اَوِنیو', 'City Avenue Hotel', 4, 'BB'],
      ['هتل ایبیس استایلز', 'ibis Styles Tbilisi', 3, 'BB'],
    ],
    second: {
      fa: 'باتومی',
      hotels: [
        ['هتل شرایتون باتومی', 'Sheraton Batumi', 5, 'BB'],
        ['هتل لئوگرند', 'Leogrand Hotel Batumi', 4, 'BB'],
      ],
    },
    sights: ['گشت شهری تفلیس قدیم و قلعه ناریکالا', 'متسختا و جواری', 'کازبگی', 'حمام‌های گوگردی آبانوتوبانی', 'پارک ملی بورجومی'],
    visa: { required: false, note: 'ایرانیان برای سفر توریستی تا ۴۵ روز به گرجستان ویزا نمی‌خواهند؛ بیمهٔ مسافرتی همراه تور صادر می‌شود.' },
  },
  {
    no: 10,
    slug: 'yerevan',
    cityId: 46240,
    nights: [3, 4, 5],
    every: 4,
    base: 150 * M,
    transports: [fl('W5', 'ماهان', 'W5 146', '07:10', '08:50', '10:20', '12:05'), bus('18:00', '17:00', '19:00', '18:00')],
    hotels: [
      ['هتل ماریوت ارمنستان', 'Armenia Marriott Hotel', 5, 'BB'],
      ['هتل ایبیس ایروان', 'ibis Yerevan Center', 3, 'BB'],
      ['هتل آنی پلازا', 'Ani Plaza Hotel', 4, 'BB'],
    ],
    sights: ['گشت شهری و میدان جمهوری', 'معبد گارنی و صومعه گغارد', 'دریاچه سوان', 'آبشار کاسکاد', 'صومعه خورویراپ'],
    visa: { required: false, note: 'ایرانیان تا ۱۸۰ روز در سال بدون ویزا به ارمنستان سفر می‌کنند؛ گذرنامه با شش ماه اعتبار لازم است.' },
  },
  {
    no: 11,
    slug: 'baku',
    cityId: 46250,
    nights: [3, 4, 5],
    every: 5,
    base: 170 * M,
    transports: [fl('J2', 'آزال', 'J2 32', '10:05', '11:35', '07:40', '09:15')],
    hotels: [
      ['هتل هیلتون باکو', 'Hilton Baku', 5, 'BB'],
      ['هتل پارک این', 'Park Inn by Radisson Baku', 4, 'BB'],
      ['هتل کانتیننتال', 'Continental Hotel Baku', 3, 'BB'],
    ],
    sights: ['گشت شهر قدیم (ایچری شهر)', 'برج‌های شعله', 'بلوار ساحلی', 'آتشگاه و یانار داغ', 'مرکز حیدر علی‌اف'],
    visa: {
      required: true,
      note: 'ویزای الکترونیکی آذربایجان (ASAN) با گذرنامهٔ دارای شش ماه اعتبار، تا ۷ روز پیش از حرکت توسط برگزارکننده اخذ می‌شود.',
    },
  },
];

const OPERATORS = ['آژانس مسافرتی سفرهای سپهر', 'گشت و گذار آسمان آبی', 'تور ایرانگردان', 'آژانس پرواز پارسیان', 'سیاحان سفیر'];

export const TOUR_DAYS_AHEAD = 75;
export const TOUR_FIRST_DAY = 3;
export const TOUR_MAX_ROOMS = 4;

export interface TourHotelDef {
  cityName: string;
  name: string;
  englishName: string;
  stars: number;
  nights: number;
  mealCode: MealCode;
}

export interface TourPackageDef {
  packageId: number;
  dest: DestDef;
  city: CityDef;
  domestic: boolean;
  n: number;
  nights: number;
  operator: string;
  transport: TransportDef;
  hotels: TourHotelDef[];
  /** Double-room adult before a departure's own factor (rial). */
  base: number;
  offset: number;
  seats: number;
}

export interface TourPriceRow {
  single: number;
  double: number;
  triple: number;
  childWithBed: number;
  childNoBed: number;
  infant: number;
}

export interface SeededDeparture {
  departureId: string;
  date: string;
  returnDate: string;
  seats: number;
  soldBefore: number;
  prices: TourPriceRow;
}

const STAR_FACTOR: Record<number, number> = { 3: 0.82, 4: 1, 5: 1.32 };
const cache = new Map<number, TourPackageDef[]>();

export function clearTourCache(): void {
  cache.clear();
}

function build(seed: number): TourPackageDef[] {
  const out: TourPackageDef[] = [];
  for (const dest of DESTS) {
    const city = getCity(dest.cityId);
    if (!city) throw new Error(`tour city ${dest.cityId} missing`);
    for (let n = 1; n <= 4; n++) {
      const rng = createRng(seed, 'tour', dest.slug, n);
      const nights = dest.nights[(n - 1) % dest.nights.length]!;
      const transport = dest.transports[(n - 1) % dest.transports.length]!;
      const main = dest.hotels[(n - 1) % dest.hotels.length]!;
      const twoCities = dest.second !== undefined && n === 3;
      const hotels: TourHotelDef[] = [];
      const firstNights = twoCities ? Math.ceil(nights / 2) : nights;
      hotels.push({ cityName: city.fa, name: main[0], englishName: main[1], stars: main[2], nights: firstNights, mealCode: main[3] });
      if (twoCities && dest.second) {
        const h = dest.second.hotels[n % dest.second.hotels.length]!;
        hotels.push({ cityName: dest.second.fa, name: h[0], englishName: h[1], stars: h[2], nights: nights - firstNights, mealCode: h[3] });
      }
      const stars = Math.max(...hotels.map((h) => h.stars));
      const lengthFactor = (nights / dest.nights[0]!) ** 0.85;
      const busFactor = transport.mode === 'bus' ? 0.72 : 1;
      const base = roundTo(dest.base * lengthFactor * (STAR_FACTOR[stars] ?? 1) * busFactor * rng.float(0.92, 1.1), 100_000);
      out.push({
        packageId: 70_000 + dest.no * 10 + n,
        dest,
        city,
        domestic: city.countryCode === 'IR',
        n,
        nights,
        operator: OPERATORS[(dest.no + n) % OPERATORS.length]!,
        transport,
        hotels,
        base,
        offset: rng.int(0, dest.every - 1),
        seats: transport.mode === 'bus' ? 40 : rng.pick([20, 24, 30, 36]),
      });
    }
  }
  return out;
}

export function tourPackages(seed: number): TourPackageDef[] {
  let list = cache.get(seed);
  if (!list) {
    list = build(seed);
    cache.set(seed, list);
  }
  return list;
}

export function findTourPackage(seed: number, packageId: number): TourPackageDef | undefined {
  return tourPackages(seed).find((p) => p.packageId === packageId);
}

/** A destination by slug (`kish`, or the site's `ir-kish`) or city id. */
export function findTourDestination(ref: string): DestDef | undefined {
  const text = ref.trim().toLowerCase();
  if (/^\d{1,9}$/.test(text)) return DESTS.find((d) => d.cityId === Number(text));
  const parts = text.split('-');
  const slug = parts.length > 1 && parts[0]!.length === 2 ? parts.slice(1).join('-') : text;
  return DESTS.find((d) => d.slug === slug);
}

export const tourDestinationSlugs = (): string[] => DESTS.map((d) => d.slug);

export function packagesOf(seed: number, dest: DestDef): TourPackageDef[] {
  return tourPackages(seed).filter((p) => p.dest.no === dest.no);
}

/** The price row of a departure (rial per person). */
function priceRow(p: TourPackageDef, factor: number): TourPriceRow {
  const double = roundTo(p.base * factor, 100_000);
  return {
    single: roundTo(double * 1.45, 100_000),
    double,
    triple: roundTo(double * 0.92, 100_000),
    childWithBed: roundTo(double * 0.78, 100_000),
    childNoBed: roundTo(double * (p.domestic ? 0.5 : 0.62), 100_000),
    infant: roundTo(double * (p.domestic ? 0.1 : 0.15), 100_000),
  };
}

const EPOCH = '2000-01-01';

/** The package's departures of today + 3 … today + 75 as seeded (before the sandbox's own bookings). */
export function seededDepartures(seed: number, p: TourPackageDef, today: string): SeededDeparture[] {
  const out: SeededDeparture[] = [];
  for (let i = TOUR_FIRST_DAY; i <= TOUR_DAYS_AHEAD; i++) {
    const date = addDays(today, i);
    if (daysBetween(EPOCH, date) % p.dest.every !== p.offset) continue;
    out.push(seededDeparture(seed, p, date));
  }
  return out;
}

export function seededDeparture(seed: number, p: TourPackageDef, date: string): SeededDeparture {
  const rng = createRng(seed, 'tour-departure', p.packageId, date);
  const soldOut = rng.chance(0.12);
  const soldBefore = soldOut ? p.seats : rng.int(0, Math.floor(p.seats * 0.7));
  const factor = rng.float(0.96, 1.08);
  return {
    departureId: `${p.packageId}-${date.replaceAll('-', '')}`,
    date,
    returnDate: addDays(date, p.nights),
    seats: p.seats,
    soldBefore,
    prices: priceRow(p, factor),
  };
}

/** `{packageId}-{YYYYMMDD}` → its parts, or null. */
export function parseDepartureId(id: string): { packageId: number; date: string } | null {
  const m = /^(\d{3,9})-(\d{4})(\d{2})(\d{2})$/.exec(id);
  return m ? { packageId: Number(m[1]), date: `${m[2]}-${m[3]}-${m[4]}` } : null;
}

export const tourTitle = (p: TourPackageDef): string =>
  p.hotels.length > 1
    ? `تور ${p.hotels.map((h) => h.cityName).join(' و ')} ${toPersianDigits(p.nights)} شب`
    : `تور ${p.city.fa} ${toPersianDigits(p.nights)} شب ${p.transport.mode === 'bus' ? 'زمینی' : 'هوایی'}`;

export const tourEnglishTitle = (p: TourPackageDef): string =>
  `${p.city.en} ${p.nights} nights ${p.transport.mode === 'bus' ? 'by bus' : 'by air'}`;

/** The itinerary by day: arrival, the destination's sights one a day, free days, departure. */
export function itineraryOf(p: TourPackageDef): { day: number; title: string; description: string }[] {
  const days: { day: number; title: string; description: string }[] = [];
  const t = p.transport;
  days.push({
    day: 1,
    title: `حرکت از تهران و ورود به ${p.city.fa}`,
    description: `حرکت ساعت ${toPersianDigits(t.depart)} با ${t.fa}، ترانسفر به ${p.hotels[0]!.name} و استراحت.`,
  });
  for (let d = 2; d <= p.nights; d++) {
    const sight = p.dest.sights[(d - 2) % p.dest.sights.length]!;
    const free = d === p.nights && p.nights > 3;
    days.push({
      day: d,
      title: free ? 'روز آزاد' : sight,
      description: free
        ? 'روز آزاد برای خرید و گشت‌وگذار به انتخاب مسافران.'
        : `صبحانه در هتل، ${sight} با راهنمای فارسی‌زبان و بازگشت به هتل.`,
    });
  }
  days.push({
    day: p.nights + 1,
    title: 'بازگشت به تهران',
    description: `تخلیهٔ اتاق تا ساعت ۱۲، ترانسفر و حرکت ساعت ${toPersianDigits(t.back)} به تهران.`,
  });
  return days;
}

export function includedOf(p: TourPackageDef): string[] {
  return [
    p.transport.mode === 'bus' ? 'بلیت رفت و برگشت با اتوبوس VIP' : `بلیت رفت و برگشت هواپیما (${p.transport.fa})`,
    ...p.hotels.map(
      (h) =>
        `${p.hotels.length > 1 ? `${h.cityName}: ` : ''}${toPersianDigits(h.nights)} شب اقامت در ${h.name} با ${MEAL_NAMES[h.mealCode]}`,
    ),
    'ترانسفر فرودگاهی رفت و برگشت',
    'گشت شهری با راهنمای فارسی‌زبان',
    ...(p.domestic ? [] : ['بیمهٔ مسافرتی', ...(p.dest.visa.required ? ['هزینهٔ ویزا'] : [])]),
  ];
}

export function excludedOf(p: TourPackageDef): string[] {
  return [
    'هزینهٔ گشت‌های اختیاری',
    'وعده‌های غذایی ذکرنشده',
    ...(p.domestic ? [] : ['عوارض خروج از کشور', 'بار اضافه']),
    'هزینه‌های شخصی (تلفن، لباسشویی، مینی‌بار)',
  ];
}

export function faqOf(p: TourPackageDef | null): { question: string; answer: string }[] {
  const general = [
    { question: 'تا چه زمانی می‌توانم تور را رزرو کنم؟', answer: 'تا سه روز پیش از حرکت، تا وقتی صندلی خالی باقی مانده باشد.' },
    {
      question: 'قیمت کودک چگونه حساب می‌شود؟',
      answer: 'نوزاد زیر ۲ سال بدون صندلی و تخت، کودک ۲ تا ۵ سال بدون تخت و کودک ۶ تا ۱۱ سال با تخت حساب می‌شود؛ از ۱۲ سال بزرگسال است.',
    },
    { question: 'آیا می‌توانم اتاق یک‌تخته بگیرم؟', answer: 'بله؛ مسافر تنها در اتاق یک‌تخته با نرخ یک‌تخته حساب می‌شود.' },
    { question: 'واچر تور کی صادر می‌شود؟', answer: 'بلافاصله پس از پرداخت؛ واچر در پنل کاربری و پیامک برای شما ارسال می‌شود.' },
  ];
  if (!p) return general;
  return [
    ...general,
    { question: 'مدارک لازم برای سفر چیست؟', answer: p.dest.visa.note },
    {
      question: 'میزان بار مجاز چقدر است؟',
      answer:
        p.transport.mode === 'bus'
          ? 'هر مسافر یک چمدان تا ۲۰ کیلوگرم.'
          : `طبق قوانین ${p.transport.fa}؛ معمولاً ${p.domestic ? '۲۰' : '۳۰'} کیلوگرم.`,
    },
  ];
}

/** Days before departure → penalty percent (the package's cancellation rules). */
export function cancellationOf(p: TourPackageDef): { fromDaysBefore: number; penaltyPercent: number }[] {
  return p.domestic
    ? [
        { fromDaysBefore: 15, penaltyPercent: 10 },
        { fromDaysBefore: 7, penaltyPercent: 30 },
        { fromDaysBefore: 3, penaltyPercent: 50 },
        { fromDaysBefore: 0, penaltyPercent: 100 },
      ]
    : [
        { fromDaysBefore: 21, penaltyPercent: 20 },
        { fromDaysBefore: 10, penaltyPercent: 50 },
        { fromDaysBefore: 0, penaltyPercent: 100 },
      ];
}
