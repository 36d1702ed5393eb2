/**
 * Cities of the sandbox. The ids of the spec's lead cities are fixed (spec 001 §9); the others are the sandbox's own.
 * `hotels` is how many hotels the city gets; hotel ids are `cityId * 1000 + n` (n from 1), independent of the seed.
 */

export type CityKind = 'coastal' | 'pilgrim' | 'metro' | 'historic' | 'nature';

export interface CityDef {
  id: number;
  fa: string;
  en: string;
  countryCode: string;
  countryFa: string;
  countryEn: string;
  provinceFa: string | null;
  provinceEn: string | null;
  iata: string;
  icao: string;
  lat: number;
  lng: number;
  /** Degrees of latitude around the centre inside which hotels are placed. */
  radius: number;
  altitude: number;
  timeZone: string;
  priority: number;
  hotels: number;
  kind: CityKind;
  /** Alternative spellings for the location search. */
  keywords: string;
  /** Neighbourhoods `[fa, en]` used in hotel names (abroad) and addresses. */
  districts: readonly (readonly [string, string])[];
  /** Persian street names for addresses. */
  streets: readonly string[];
  /** Has a city-group (type 5) entry: several airports. */
  airportGroup: boolean;
}

const IR = { countryCode: 'IR', countryFa: 'ایران', countryEn: 'Iran', timeZone: 'Asia/Tehran' } as const;
const COMMON_STREETS = ['امام خمینی', 'آزادی', 'فردوسی', 'حافظ', 'جمهوری اسلامی', 'شهید بهشتی', 'مطهری', 'طالقانی', 'چمران', 'انقلاب', 'ولیعصر', 'سعدی'] as const;

function ir(
  id: number, fa: string, en: string, provinceFa: string, provinceEn: string, iata: string, icao: string,
  lat: number, lng: number, radius: number, altitude: number, priority: number, hotels: number, kind: CityKind,
  keywords: string, streets: readonly string[], districts: readonly (readonly [string, string])[] = [],
): CityDef {
  return {
    id, fa, en, ...IR, provinceFa, provinceEn, iata, icao, lat, lng, radius, altitude, priority, hotels, kind, keywords,
    districts, streets: [...streets, ...COMMON_STREETS], airportGroup: iata === 'THR',
  };
}

function abroad(
  id: number, fa: string, en: string, countryCode: string, countryFa: string, countryEn: string, timeZone: string,
  iata: string, icao: string, lat: number, lng: number, radius: number, altitude: number, priority: number,
  hotels: number, kind: CityKind, keywords: string, districts: readonly (readonly [string, string])[],
  airportGroup = false,
): CityDef {
  return {
    id, fa, en, countryCode, countryFa, countryEn, provinceFa: null, provinceEn: null, timeZone, iata, icao, lat, lng,
    radius, altitude, priority, hotels, kind, keywords, districts, streets: [], airportGroup,
  };
}

export const CITIES: readonly CityDef[] = [
  // Domestic
  ir(402, 'کیش', 'Kish', 'هرمزگان', 'Hormozgan', 'KIH', 'OIBK', 26.5333, 53.98, 0.045, 30, 3000007, 140, 'coastal', 'kish jazire جزیره کیش',
    ['بلوار ساحل', 'بلوار مرجان', 'بلوار ایران', 'میدان امیرکبیر', 'بلوار صدف', 'بلوار خلیج فارس', 'بلوار پارس', 'بلوار میرمهنا']),
  ir(401, 'مشهد', 'Mashhad', 'خراسان رضوی', 'Razavi Khorasan', 'MHD', 'OIMM', 36.297, 59.6062, 0.06, 995, 3000006, 160, 'pilgrim', 'mashad mashhad مشهد مقدس',
    ['خیابان امام رضا', 'بلوار وکیل‌آباد', 'خیابان شیرازی', 'خیابان طبرسی', 'خیابان نواب صفوی', 'بلوار سجاد', 'بلوار هاشمیه', 'خیابان خسروی']),
  ir(397, 'تهران', 'Tehran', 'تهران', 'Tehran', 'THR', 'OIII', 35.6892, 51.389, 0.09, 1190, 3000005, 120, 'metro', 'tehran teheran طهران',
    ['خیابان ولیعصر', 'بزرگراه چمران', 'خیابان شریعتی', 'میدان ونک', 'خیابان سپهبد قرنی', 'خیابان مطهری', 'بلوار کشاورز', 'خیابان فاطمی']),
  ir(412, 'شیراز', 'Shiraz', 'فارس', 'Fars', 'SYZ', 'OISS', 29.5918, 52.5837, 0.05, 1500, 3000004, 60, 'historic', 'shiraz شیرار',
    ['خیابان زند', 'بلوار چمران', 'خیابان کریمخان زند', 'بلوار ارم', 'خیابان حافظیه', 'بلوار معالی‌آباد']),
  ir(399, 'اصفهان', 'Isfahan', 'اصفهان', 'Isfahan', 'IFN', 'OIFM', 32.6546, 51.668, 0.05, 1574, 3000003, 70, 'historic', 'isfahan esfahan اصفهان',
    ['خیابان چهارباغ عباسی', 'میدان نقش جهان', 'خیابان سی‌وسه پل', 'خیابان آمادگاه', 'بلوار آینه خانه', 'خیابان حکیم نظامی']),
  ir(448, 'قشم', 'Qeshm', 'هرمزگان', 'Hormozgan', 'GSM', 'OIKQ', 26.9581, 56.2719, 0.035, 10, 3000002, 40, 'coastal', 'qeshm gheshm قشم',
    ['بلوار ساحلی', 'بلوار امام قلی خان', 'میدان سلمان', 'خیابان درگهان']),
  ir(439, 'تبریز', 'Tabriz', 'آذربایجان شرقی', 'East Azerbaijan', 'TBZ', 'OITT', 38.08, 46.2919, 0.05, 1351, 3000001, 40, 'historic', 'tabriz تبریز',
    ['خیابان امام', 'خیابان ارتش', 'بلوار ولیعصر', 'خیابان شهناز', 'میدان ساعت']),
  ir(433, 'اهواز', 'Ahvaz', 'خوزستان', 'Khuzestan', 'AWZ', 'OIAW', 31.3183, 48.6706, 0.05, 18, 2000010, 25, 'metro', 'ahvaz ahwaz اهواز',
    ['کیان‌پارس', 'خیابان نادری', 'بلوار ساحلی', 'زیتون کارمندی']),
  ir(451, 'یزد', 'Yazd', 'یزد', 'Yazd', 'AZD', 'OIYY', 31.8974, 54.3569, 0.04, 1216, 2000009, 35, 'historic', 'yazd yezd یزد',
    ['بافت تاریخی فهادان', 'خیابان قیام', 'میدان امیرچقماق', 'خیابان کاشانی']),
  ir(416, 'کرمان', 'Kerman', 'کرمان', 'Kerman', 'KER', 'OIKK', 30.2839, 57.0834, 0.04, 1755, 2000008, 20, 'historic', 'kerman کرمان',
    ['خیابان شریعتی', 'بلوار جمهوری', 'میدان آزادی']),
  ir(423, 'رشت', 'Rasht', 'گیلان', 'Gilan', 'RAS', 'OIGG', 37.2808, 49.5832, 0.04, -7, 2000007, 25, 'nature', 'rasht رشت',
    ['میدان شهرداری', 'خیابان لاکانی', 'بلوار گیلان', 'خیابان سعدی']),
  ir(427, 'رامسر', 'Ramsar', 'مازندران', 'Mazandaran', 'RZR', 'OINR', 36.9031, 50.6583, 0.03, -20, 2000006, 20, 'nature', 'ramsar رامسر',
    ['خیابان مطهری', 'بلوار ساحلی', 'جاده جنت‌رودبار']),
  ir(411, 'بندرعباس', 'Bandar Abbas', 'هرمزگان', 'Hormozgan', 'BND', 'OIKB', 27.1832, 56.2666, 0.04, 10, 2000005, 20, 'coastal', 'bandar abbas بندر عباس',
    ['بلوار ساحلی', 'بلوار امام خمینی', 'خیابان سید جمال‌الدین']),
  ir(419, 'کرمانشاه', 'Kermanshah', 'کرمانشاه', 'Kermanshah', 'KSH', 'OICC', 34.3142, 47.065, 0.04, 1350, 2000004, 15, 'historic', 'kermanshah کرمانشاه',
    ['بلوار طاق‌بستان', 'خیابان مدرس', 'بلوار شهید بهشتی']),
  ir(430, 'ساری', 'Sari', 'مازندران', 'Mazandaran', 'SRY', 'OINZ', 36.5633, 53.0601, 0.03, 23, 2000003, 15, 'nature', 'sari ساری',
    ['میدان ساعت', 'خیابان فرهنگ', 'بلوار خزر']),
  ir(418, 'همدان', 'Hamadan', 'همدان', 'Hamadan', 'HDM', 'OIHH', 34.7983, 48.5146, 0.03, 1850, 2000002, 15, 'historic', 'hamadan hamedan همدان',
    ['میدان امام', 'بلوار بوعلی', 'خیابان اکباتان']),
  ir(425, 'چابهار', 'Chabahar', 'سیستان و بلوچستان', 'Sistan and Baluchestan', 'ZBR', 'OIZC', 25.2919, 60.643, 0.03, 8, 2000001, 12, 'coastal', 'chabahar چاه بهار',
    ['بلوار ساحلی', 'بلوار امام خمینی', 'میدان آزادی']),
  // International
  abroad(46082, 'دبی', 'Dubai', 'AE', 'امارات', 'United Arab Emirates', 'Asia/Dubai', 'DXB', 'OMDB', 25.2048, 55.2708, 0.08, 5, 3000009, 180, 'metro', 'dubai dubay دوبی',
    [['دیره', 'Deira'], ['مارینا', 'Marina'], ['جمیرا', 'Jumeirah'], ['داون‌تاون', 'Downtown'], ['البرشا', 'Al Barsha'], ['بر دبی', 'Bur Dubai'], ['پالم', 'Palm'], ['بیزنس بی', 'Business Bay']]),
  abroad(5847, 'استانبول', 'Istanbul', 'TR', 'ترکیه', 'Turkey', 'Europe/Istanbul', 'IST', 'LTFM', 41.0082, 28.9784, 0.08, 39, 3000008, 170, 'metro', 'istanbul estanbul اسلامبول',
    [['تکسیم', 'Taksim'], ['سلطان احمد', 'Sultanahmet'], ['شیشلی', 'Sisli'], ['بی‌اوغلو', 'Beyoglu'], ['لاله‌لی', 'Laleli'], ['بشیکتاش', 'Besiktas'], ['کادیکوی', 'Kadikoy'], ['عثمان بی', 'Osmanbey']], true),
  abroad(46134, 'لندن', 'London', 'GB', 'انگلستان', 'United Kingdom', 'Europe/London', 'LON', 'EGLL', 51.5072, -0.1276, 0.07, 11, 2000100, 40, 'metro', 'london landan',
    [['کنزینگتون', 'Kensington'], ['پدینگتون', 'Paddington'], ['وست‌مینستر', 'Westminster'], ['کمدن', 'Camden'], ['مِی‌فر', 'Mayfair']], true),
  abroad(46149, 'پاریس', 'Paris', 'FR', 'فرانسه', 'France', 'Europe/Paris', 'PAR', 'LFPG', 48.8566, 2.3522, 0.05, 35, 2000099, 40, 'metro', 'paris pariss',
    [['مون‌مارتر', 'Montmartre'], ['شانزه‌لیزه', 'Champs Elysees'], ['اپرا', 'Opera'], ['لوور', 'Louvre'], ['مونپارناس', 'Montparnasse']], true),
  abroad(46155, 'رم', 'Rome', 'IT', 'ایتالیا', 'Italy', 'Europe/Rome', 'ROM', 'LIRF', 41.9028, 12.4964, 0.05, 21, 2000098, 30, 'historic', 'rome roma',
    [['ترمینی', 'Termini'], ['تراستوره', 'Trastevere'], ['واتیکان', 'Vatican'], ['کولوسئوم', 'Colosseo']]),
  abroad(47539, 'فرانکفورت', 'Frankfurt', 'DE', 'آلمان', 'Germany', 'Europe/Berlin', 'FRA', 'EDDF', 50.1109, 8.6821, 0.04, 112, 2000097, 25, 'metro', 'frankfurt frankfort',
    [['زاکسن‌هاوزن', 'Sachsenhausen'], ['وست‌اند', 'Westend'], ['بانهوف', 'Bahnhof'], ['مسه', 'Messe']]),
  abroad(46319, 'آمستردام', 'Amsterdam', 'NL', 'هلند', 'Netherlands', 'Europe/Amsterdam', 'AMS', 'EHAM', 52.3676, 4.9041, 0.04, -2, 2000096, 25, 'historic', 'amsterdam',
    [['سنترال', 'Centrum'], ['یوردان', 'Jordaan'], ['زاودآس', 'Zuidas'], ['د پیپ', 'De Pijp']]),
  abroad(46178, 'تورنتو', 'Toronto', 'CA', 'کانادا', 'Canada', 'America/Toronto', 'YTO', 'CYYZ', 43.6532, -79.3832, 0.06, 76, 2000095, 25, 'metro', 'toronto torento',
    [['داون‌تاون', 'Downtown'], ['یورک‌ویل', 'Yorkville'], ['هاربرفرانت', 'Harbourfront'], ['نورث یورک', 'North York']], true),
  abroad(50997, 'ونکوور', 'Vancouver', 'CA', 'کانادا', 'Canada', 'America/Vancouver', 'YVR', 'CYVR', 49.2827, -123.1207, 0.05, 70, 2000094, 20, 'nature', 'vancouver vankuver ونکوور',
    [['داون‌تاون', 'Downtown'], ['گستاون', 'Gastown'], ['کیتسیلانو', 'Kitsilano'], ['ریچموند', 'Richmond']]),
  abroad(5851, 'آنتالیا', 'Antalya', 'TR', 'ترکیه', 'Turkey', 'Europe/Istanbul', 'AYT', 'LTAI', 36.8969, 30.7133, 0.06, 39, 2000093, 25, 'coastal', 'antalya antaliya',
    [['لارا', 'Lara'], ['کونیالتی', 'Konyaalti'], ['بلک', 'Belek'], ['کالیچی', 'Kaleici']]),
  abroad(46250, 'باکو', 'Baku', 'AZ', 'آذربایجان', 'Azerbaijan', 'Asia/Baku', 'BAK', 'UBBB', 40.4093, 49.8671, 0.04, -28, 2000092, 20, 'historic', 'baku bakou',
    [['ایچری‌شهر', 'Icheri Sheher'], ['نسیمی', 'Nasimi'], ['صابیل', 'Sabail']], true),
  abroad(46230, 'تفلیس', 'Tbilisi', 'GE', 'گرجستان', 'Georgia', 'Asia/Tbilisi', 'TBS', 'UGTB', 41.7151, 44.8271, 0.04, 490, 2000091, 20, 'historic', 'tbilisi teflis',
    [['روستاولی', 'Rustaveli'], ['سولولاکی', 'Sololaki'], ['وکه', 'Vake']]),
  abroad(46240, 'ایروان', 'Yerevan', 'AM', 'ارمنستان', 'Armenia', 'Asia/Yerevan', 'EVN', 'UDYZ', 40.1872, 44.5152, 0.04, 990, 2000090, 15, 'historic', 'yerevan erevan',
    [['کنترون', 'Kentron'], ['آرابکیر', 'Arabkir']]),
];

const BY_ID = new Map(CITIES.map((c) => [c.id, c]));

export function getCity(id: number): CityDef | undefined {
  return BY_ID.get(id);
}

export function isLocalCity(city: CityDef): boolean {
  return city.countryCode === 'IR';
}

/** `ir-kish`, `ae-dubai`, `tr-istanbul`, `ir-bandar-abbas` */
export function citySlug(city: CityDef): string {
  return `${city.countryCode.toLowerCase()}-${city.en.toLowerCase().replace(/\s+/g, '-')}`;
}

/** Ids of the derived location entries: city group (type 5) and flight+hotel destination (type 7). */
export const CITY_GROUP_ID_OFFSET = 500_000;
export const FLIGHT_HOTEL_ID_OFFSET = 700_000;

/** The city of a city location id or of its type-5/7 entries (hotel ids: see resolveLocation in hotels.ts). */
export function cityOfLocationId(id: number): CityDef | undefined {
  return BY_ID.get(id) ?? BY_ID.get(id - CITY_GROUP_ID_OFFSET) ?? BY_ID.get(id - FLIGHT_HOTEL_ID_OFFSET);
}

export function totalHotelCount(): number {
  return CITIES.reduce((n, c) => n + c.hotels, 0);
}
