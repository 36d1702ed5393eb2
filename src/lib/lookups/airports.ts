/**
 * Built-in airport table: Iranian airports (the fallback list of Iranian and nearby cities) and the main foreign
 * ones. `lookupAirport(code)` gives the city; `{ record: true }` the whole record; unknown codes come back unchanged.
 */
import { createLookup } from './lookup';

export interface AirportRecord {
  /** IATA airport (or city) code. */
  iata: string;
  /** City, in Persian. */
  city: string;
  cityEn: string;
  /** Country, in Persian. */
  country: string;
  /** ISO 3166 alpha-2. */
  countryCode: string;
  /** Airport name, in Persian. */
  name: string;
}

type Row = [iata: string, city: string, cityEn: string, name: string];

const COUNTRIES: Record<string, string> = {
  IR: 'ایران',
  AE: 'امارات متحده عربی',
  TR: 'ترکیه',
  GB: 'انگلستان',
  FR: 'فرانسه',
  IT: 'ایتالیا',
  DE: 'آلمان',
  NL: 'هلند',
  AT: 'اتریش',
  CH: 'سوئیس',
  ES: 'اسپانیا',
  GR: 'یونان',
  DK: 'دانمارک',
  SE: 'سوئد',
  CA: 'کانادا',
  US: 'ایالات متحده آمریکا',
  AU: 'استرالیا',
  QA: 'قطر',
  IQ: 'عراق',
  AZ: 'آذربایجان',
  GE: 'گرجستان',
  AM: 'ارمنستان',
  OM: 'عمان',
  BH: 'بحرین',
  KW: 'کویت',
  SA: 'عربستان سعودی',
  LB: 'لبنان',
  SY: 'سوریه',
  EG: 'مصر',
  MY: 'مالزی',
  TH: 'تایلند',
  SG: 'سنگاپور',
  IN: 'هند',
  CN: 'چین',
  RU: 'روسیه',
  KZ: 'قزاقستان',
  UZ: 'ازبکستان',
  MV: 'مالدیو',
  LK: 'سری‌لانکا',
  CY: 'قبرس',
  AF: 'افغانستان',
  PK: 'پاکستان',
};

const BY_COUNTRY: Record<string, Row[]> = {
  IR: [
    ['THR', 'تهران', 'Tehran', 'فرودگاه مهرآباد'],
    ['IKA', 'تهران', 'Tehran', 'فرودگاه بین‌المللی امام خمینی'],
    ['MHD', 'مشهد', 'Mashhad', 'فرودگاه بین‌المللی شهید هاشمی‌نژاد'],
    ['KIH', 'کیش', 'Kish', 'فرودگاه بین‌المللی کیش'],
    ['SYZ', 'شیراز', 'Shiraz', 'فرودگاه بین‌المللی شهید دستغیب'],
    ['IFN', 'اصفهان', 'Isfahan', 'فرودگاه بین‌المللی شهید بهشتی'],
    ['TBZ', 'تبریز', 'Tabriz', 'فرودگاه بین‌المللی شهید مدنی'],
    ['AWZ', 'اهواز', 'Ahvaz', 'فرودگاه بین‌المللی اهواز'],
    ['GSM', 'قشم', 'Qeshm', 'فرودگاه بین‌المللی قشم'],
    ['BND', 'بندرعباس', 'Bandar Abbas', 'فرودگاه بین‌المللی بندرعباس'],
    ['KSH', 'کرمانشاه', 'Kermanshah', 'فرودگاه شهید اشرفی اصفهانی'],
    ['RAS', 'رشت', 'Rasht', 'فرودگاه سردار جنگل'],
    ['ZAH', 'زاهدان', 'Zahedan', 'فرودگاه بین‌المللی زاهدان'],
    ['AZD', 'یزد', 'Yazd', 'فرودگاه شهید صدوقی'],
    ['KER', 'کرمان', 'Kerman', 'فرودگاه کرمان'],
    ['BUZ', 'بوشهر', 'Bushehr', 'فرودگاه بوشهر'],
    ['OMH', 'ارومیه', 'Urmia', 'فرودگاه ارومیه'],
    ['ADU', 'اردبیل', 'Ardabil', 'فرودگاه اردبیل'],
    ['ABD', 'آبادان', 'Abadan', 'فرودگاه آبادان'],
    ['SRY', 'ساری', 'Sari', 'فرودگاه دشت ناز'],
    ['GBT', 'گرگان', 'Gorgan', 'فرودگاه گرگان'],
    ['HDM', 'همدان', 'Hamadan', 'فرودگاه همدان'],
    ['ZBR', 'چابهار', 'Chabahar', 'فرودگاه کنارک'],
    ['LRR', 'لار', 'Lar', 'فرودگاه لار'],
    ['AJK', 'اراک', 'Arak', 'فرودگاه اراک'],
    ['KHD', 'خرم‌آباد', 'Khorramabad', 'فرودگاه خرم‌آباد'],
    ['BJB', 'بجنورد', 'Bojnord', 'فرودگاه بجنورد'],
    ['PGU', 'عسلویه', 'Asaluyeh', 'فرودگاه خلیج فارس'],
    ['IIL', 'ایلام', 'Ilam', 'فرودگاه ایلام'],
    ['SDG', 'سنندج', 'Sanandaj', 'فرودگاه سنندج'],
    ['NSH', 'نوشهر', 'Nowshahr', 'فرودگاه نوشهر'],
    ['RZR', 'رامسر', 'Ramsar', 'فرودگاه رامسر'],
    ['YES', 'یاسوج', 'Yasuj', 'فرودگاه یاسوج'],
    ['BDH', 'بندر لنگه', 'Bandar Lengeh', 'فرودگاه بندر لنگه'],
    ['JWN', 'زنجان', 'Zanjan', 'فرودگاه زنجان'],
    ['MRX', 'ماهشهر', 'Mahshahr', 'فرودگاه ماهشهر'],
    ['CQD', 'شهرکرد', 'Shahrekord', 'فرودگاه شهرکرد'],
    ['XBJ', 'بیرجند', 'Birjand', 'فرودگاه بیرجند'],
    ['SYJ', 'سیرجان', 'Sirjan', 'فرودگاه سیرجان'],
    ['JYR', 'جیرفت', 'Jiroft', 'فرودگاه جیرفت'],
    ['BXR', 'بم', 'Bam', 'فرودگاه بم'],
    ['DEF', 'دزفول', 'Dezful', 'فرودگاه دزفول'],
    ['AFZ', 'سبزوار', 'Sabzevar', 'فرودگاه سبزوار'],
    ['RJN', 'رفسنجان', 'Rafsanjan', 'فرودگاه رفسنجان'],
    ['KHY', 'خوی', 'Khoy', 'فرودگاه خوی'],
    ['ACZ', 'زابل', 'Zabol', 'فرودگاه زابل'],
    ['GCH', 'گچساران', 'Gachsaran', 'فرودگاه گچساران'],
    ['LFM', 'لامرد', 'Lamerd', 'فرودگاه لامرد'],
    ['TCX', 'طبس', 'Tabas', 'فرودگاه طبس'],
  ],
  AE: [
    ['DXB', 'دبی', 'Dubai', 'فرودگاه بین‌المللی دبی'],
    ['DWC', 'دبی', 'Dubai', 'فرودگاه آل مکتوم'],
    ['SHJ', 'شارجه', 'Sharjah', 'فرودگاه بین‌المللی شارجه'],
    ['AUH', 'ابوظبی', 'Abu Dhabi', 'فرودگاه بین‌المللی ابوظبی'],
  ],
  TR: [
    ['IST', 'استانبول', 'Istanbul', 'فرودگاه استانبول'],
    ['SAW', 'استانبول', 'Istanbul', 'فرودگاه صبیحه گوکچن'],
    ['AYT', 'آنتالیا', 'Antalya', 'فرودگاه آنتالیا'],
    ['ESB', 'آنکارا', 'Ankara', 'فرودگاه اسنبوغا'],
    ['ADB', 'ازمیر', 'Izmir', 'فرودگاه عدنان مندرس'],
    ['VAN', 'وان', 'Van', 'فرودگاه وان'],
  ],
  GB: [
    ['LHR', 'لندن', 'London', 'فرودگاه هیترو'],
    ['LGW', 'لندن', 'London', 'فرودگاه گتویک'],
  ],
  FR: [['CDG', 'پاریس', 'Paris', 'فرودگاه شارل دوگل']],
  IT: [
    ['FCO', 'رم', 'Rome', 'فرودگاه فیومیچینو'],
    ['MXP', 'میلان', 'Milan', 'فرودگاه مالپنسا'],
  ],
  DE: [
    ['FRA', 'فرانکفورت', 'Frankfurt', 'فرودگاه فرانکفورت'],
    ['MUC', 'مونیخ', 'Munich', 'فرودگاه مونیخ'],
    ['HAM', 'هامبورگ', 'Hamburg', 'فرودگاه هامبورگ'],
    ['BER', 'برلین', 'Berlin', 'فرودگاه برلین براندنبورگ'],
  ],
  NL: [['AMS', 'آمستردام', 'Amsterdam', 'فرودگاه اسخیپول']],
  AT: [['VIE', 'وین', 'Vienna', 'فرودگاه وین']],
  CH: [['ZRH', 'زوریخ', 'Zurich', 'فرودگاه زوریخ']],
  ES: [
    ['BCN', 'بارسلونا', 'Barcelona', 'فرودگاه بارسلونا'],
    ['MAD', 'مادرید', 'Madrid', 'فرودگاه باراخاس'],
  ],
  GR: [['ATH', 'آتن', 'Athens', 'فرودگاه بین‌المللی آتن']],
  DK: [['CPH', 'کپنهاگ', 'Copenhagen', 'فرودگاه کپنهاگ']],
  SE: [['ARN', 'استکهلم', 'Stockholm', 'فرودگاه آرلاندا']],
  CA: [
    ['YYZ', 'تورنتو', 'Toronto', 'فرودگاه پیرسون'],
    ['YVR', 'ونکوور', 'Vancouver', 'فرودگاه بین‌المللی ونکوور'],
    ['YUL', 'مونترال', 'Montreal', 'فرودگاه ترودو'],
  ],
  US: [
    ['JFK', 'نیویورک', 'New York', 'فرودگاه جان اف. کندی'],
    ['LAX', 'لس‌آنجلس', 'Los Angeles', 'فرودگاه بین‌المللی لس‌آنجلس'],
  ],
  AU: [['SYD', 'سیدنی', 'Sydney', 'فرودگاه سیدنی']],
  QA: [['DOH', 'دوحه', 'Doha', 'فرودگاه بین‌المللی حمد']],
  IQ: [
    ['NJF', 'نجف', 'Najaf', 'فرودگاه بین‌المللی نجف'],
    ['BGW', 'بغداد', 'Baghdad', 'فرودگاه بین‌المللی بغداد'],
    ['EBL', 'اربیل', 'Erbil', 'فرودگاه بین‌المللی اربیل'],
    ['BSR', 'بصره', 'Basra', 'فرودگاه بین‌المللی بصره'],
  ],
  AZ: [
    ['BAK', 'باکو', 'Baku', 'همه فرودگاه‌های باکو'],
    ['GYD', 'باکو', 'Baku', 'فرودگاه حیدر علی‌اف'],
  ],
  GE: [
    ['TBS', 'تفلیس', 'Tbilisi', 'فرودگاه بین‌المللی تفلیس'],
    ['BUS', 'باتومی', 'Batumi', 'فرودگاه باتومی'],
  ],
  AM: [['EVN', 'ایروان', 'Yerevan', 'فرودگاه زوارتنوتس']],
  OM: [['MCT', 'مسقط', 'Muscat', 'فرودگاه بین‌المللی مسقط']],
  BH: [['BAH', 'منامه', 'Manama', 'فرودگاه بین‌المللی بحرین']],
  KW: [['KWI', 'کویت', 'Kuwait City', 'فرودگاه بین‌المللی کویت']],
  SA: [
    ['JED', 'جده', 'Jeddah', 'فرودگاه ملک عبدالعزیز'],
    ['MED', 'مدینه', 'Medina', 'فرودگاه مدینه'],
  ],
  LB: [['BEY', 'بیروت', 'Beirut', 'فرودگاه رفیق حریری']],
  SY: [['DAM', 'دمشق', 'Damascus', 'فرودگاه بین‌المللی دمشق']],
  EG: [['CAI', 'قاهره', 'Cairo', 'فرودگاه بین‌المللی قاهره']],
  MY: [['KUL', 'کوالالامپور', 'Kuala Lumpur', 'فرودگاه بین‌المللی کوالالامپور']],
  TH: [
    ['BKK', 'بانکوک', 'Bangkok', 'فرودگاه سووارنابومی'],
    ['HKT', 'پوکت', 'Phuket', 'فرودگاه بین‌المللی پوکت'],
  ],
  SG: [['SIN', 'سنگاپور', 'Singapore', 'فرودگاه چانگی']],
  IN: [
    ['DEL', 'دهلی', 'Delhi', 'فرودگاه ایندیرا گاندی'],
    ['BOM', 'بمبئی', 'Mumbai', 'فرودگاه چاتراپاتی شیواجی'],
  ],
  CN: [
    ['PEK', 'پکن', 'Beijing', 'فرودگاه بین‌المللی پکن'],
    ['CAN', 'گوانگژو', 'Guangzhou', 'فرودگاه بایون'],
  ],
  RU: [
    ['SVO', 'مسکو', 'Moscow', 'فرودگاه شرمتیوو'],
    ['VKO', 'مسکو', 'Moscow', 'فرودگاه ونوکووو'],
    ['DME', 'مسکو', 'Moscow', 'فرودگاه دوموددوو'],
    ['LED', 'سن‌پترزبورگ', 'Saint Petersburg', 'فرودگاه پولکوو'],
    ['KZN', 'قازان', 'Kazan', 'فرودگاه بین‌المللی قازان'],
  ],
  KZ: [['ALA', 'آلماتی', 'Almaty', 'فرودگاه بین‌المللی آلماتی']],
  UZ: [['TAS', 'تاشکند', 'Tashkent', 'فرودگاه بین‌المللی تاشکند']],
  MV: [['MLE', 'ماله', 'Male', 'فرودگاه بین‌المللی ولانا']],
  LK: [['CMB', 'کلمبو', 'Colombo', 'فرودگاه بندرانایکه']],
  CY: [['LCA', 'لارناکا', 'Larnaca', 'فرودگاه بین‌المللی لارناکا']],
  AF: [['KBL', 'کابل', 'Kabul', 'فرودگاه بین‌المللی کابل']],
  PK: [
    ['ISB', 'اسلام‌آباد', 'Islamabad', 'فرودگاه بین‌المللی اسلام‌آباد'],
    ['KHI', 'کراچی', 'Karachi', 'فرودگاه جناح'],
  ],
};

export const AIRPORTS: readonly AirportRecord[] = Object.entries(BY_COUNTRY).flatMap(([countryCode, rows]) =>
  rows.map(([iata, city, cityEn, name]) => ({
    iata,
    city,
    cityEn,
    country: COUNTRIES[countryCode] ?? countryCode,
    countryCode,
    name,
  })),
);

/** Iranian airports: the fallback list used when the location service is unavailable. */
export const IRANIAN_AIRPORTS: readonly AirportRecord[] = AIRPORTS.filter((a) => a.countryCode === 'IR');

const table = createLookup(
  AIRPORTS,
  (a) => a.iata,
  (a) => a.city,
);
export const findAirport = table.find;
export const lookupAirport = table.lookup;

/** The airport's Persian name (not its city), or the code. */
export function airportName(code: string | null | undefined): string {
  return findAirport(code)?.name ?? code ?? '';
}
