/**
 * The sandbox's attractions (issue 47): a fixed catalogue per city (names, category, duration, map point, base price,
 * the weekdays it runs) and, from the seed, each offered day of the coming 60: price per ticket type and capacity.
 * - Ids are `cityId × 100 + n`, slugs the English name; both independent of the seed.
 * - Days: today … today + 60 (Tehran's today, the sandbox clock); today only while its last start has not passed
 *   (issue 48: same-day tickets until the venue's last start, products/attraction/model/sale-cutoff.ts); an attraction
 *   runs daily or on its weekdays only.
 * - Price: the base × a per-day factor (0.95–1.08) × weekend +15 % (Thu/Fri at home, Fri/Sat abroad), rounded to
 *   10 000 rial; a child pays 50–80 % of an adult (fixed per attraction), an infant nothing or 10 %.
 * - Capacity: 40–400 a day by attraction; about 12 % of the days are sold out from the start (fixed per seed), the
 *   others 0–85 % sold. Bookings take more (booking/attraction.ts: orders holding or owning tickets).
 */
import { type CityDef, getCity } from './cities';
import { createRng, roundTo } from './prng';
import { attractionDayOnSale } from '@/products/attraction/model/sale-cutoff';
import { addDays, weekday } from '../time';

export type AttractionCategoryCode = 'museum' | 'park' | 'tour' | 'show' | 'waterPark';

/** 0 = Sunday … 6 = Saturday; `daily` is every day. */
type Days = 'daily' | readonly number[];

export interface AttractionDef {
  id: number;
  slug: string;
  cityId: number;
  en: string;
  fa: string;
  category: AttractionCategoryCode;
  durationMinutes: number;
  /** An adult ticket on a weekday, rial, before the per-day factor. */
  basePrice: number;
  days: Days;
  lat: number;
  lng: number;
  address: string;
  summary: string;
  hours: string;
}

type Row = [
  en: string,
  fa: string,
  category: AttractionCategoryCode,
  minutes: number,
  priceRial: number,
  days: Days,
  lat: number,
  lng: number,
  address: string,
  summary: string,
  hours: string,
];

const M = 1_000_000;
const WEEKEND_SHOWS = [3, 4, 5, 6] as const;

const CATALOGUE: Readonly<Record<number, readonly Row[]>> = {
  // Dubai
  46082: [
    [
      'Burj Khalifa At the Top',
      'برج خلیفه (طبقات ۱۲۴ و ۱۲۵)',
      'tour',
      90,
      48 * M,
      'daily',
      25.1972,
      55.2744,
      'داون‌تاون دبی، بلوار شیخ محمد بن راشد',
      'تماشای دبی از بلندترین برج جهان',
      '۰۸:۳۰ تا ۲۳:۰۰',
    ],
    [
      'Dubai Aquarium and Underwater Zoo',
      'آکواریوم و باغ‌وحش زیرآبی دبی',
      'museum',
      120,
      42 * M,
      'daily',
      25.1975,
      55.279,
      'دبی مال، طبقهٔ همکف',
      'تونل شیشه‌ای زیر آب با کوسه‌ها و سفره‌ماهی‌ها',
      '۱۰:۰۰ تا ۲۳:۰۰',
    ],
    [
      'Aquaventure Waterpark',
      'پارک آبی آکوانچر',
      'waterPark',
      360,
      95 * M,
      'daily',
      25.1304,
      55.1171,
      'جزیرهٔ نخل جمیرا، آتلانتیس',
      'بزرگ‌ترین پارک آبی جهان با سرسره‌های رکوردشکن',
      '۰۹:۴۵ تا ۱۸:۱۵',
    ],
    [
      'Desert Safari with BBQ Dinner',
      'سافاری صحرا با شام باربیکیو',
      'tour',
      360,
      38 * M,
      'daily',
      24.9857,
      55.6,
      'صحرای لهباب (ترانسفر از هتل)',
      'تپه‌نوردی با خودروی شاسی‌بلند، شترسواری و شام در کمپ',
      '۱۵:۰۰ تا ۲۱:۰۰',
    ],
    [
      'Dhow Cruise Dubai Marina',
      'کشتی تفریحی داو در مارینا',
      'tour',
      120,
      27 * M,
      'daily',
      25.0805,
      55.1403,
      'اسکلهٔ مارینای دبی',
      'شام روی قایق سنتی داو در میان برج‌های مارینا',
      '۲۰:۰۰ تا ۲۲:۰۰',
    ],
    [
      'Dubai Frame',
      'قاب دبی',
      'museum',
      60,
      16 * M,
      'daily',
      25.235,
      55.3003,
      'پارک زعبیل',
      'پل شیشه‌ای در ارتفاع ۱۵۰ متری میان دبی قدیم و جدید',
      '۰۹:۰۰ تا ۲۱:۰۰',
    ],
    [
      'La Perle by Dragone',
      'نمایش لاپرل',
      'show',
      90,
      70 * M,
      WEEKEND_SHOWS,
      25.2048,
      55.262,
      'الحبتور سیتی، شیخ زاید',
      'نمایش آبی و آکروباتیک روی صحنه‌ای از آب',
      '۱۸:۳۰ و ۲۱:۳۰',
    ],
    [
      'Dubai Miracle Garden',
      'باغ معجزه دبی',
      'park',
      120,
      21 * M,
      [0, 1, 2, 3, 4, 5, 6],
      25.06,
      55.244,
      'دبی‌لند، البرشاء جنوبی',
      'بزرگ‌ترین باغ گل طبیعی جهان',
      '۰۹:۰۰ تا ۲۱:۰۰',
    ],
  ],
  // Istanbul
  5847: [
    [
      'Topkapi Palace Museum',
      'کاخ موزهٔ توپکاپی',
      'museum',
      180,
      33 * M,
      [0, 1, 3, 4, 5, 6],
      41.0115,
      28.9834,
      'سلطان‌احمد، فاتح',
      'کاخ سلاطین عثمانی با حرم‌سرا و گنجینه',
      '۰۹:۰۰ تا ۱۸:۰۰',
    ],
    [
      'Bosphorus Sunset Cruise',
      'کروز بسفر هنگام غروب',
      'tour',
      150,
      24 * M,
      'daily',
      41.0176,
      28.9769,
      'اسکلهٔ امین‌اونو',
      'قایق‌سواری میان اروپا و آسیا تا پل‌های بسفر',
      '۱۷:۰۰ تا ۱۹:۳۰',
    ],
    [
      'Basilica Cistern',
      'آب‌انبار باسیلیکا (یره‌باتان)',
      'museum',
      45,
      19 * M,
      'daily',
      41.0084,
      28.9779,
      'سلطان‌احمد، خیابان یره‌باتان',
      'آب‌انبار زیرزمینی رومی با ستون‌های سر مدوسا',
      '۰۹:۰۰ تا ۲۲:۰۰',
    ],
    [
      'Galata Tower',
      'برج گالاتا',
      'museum',
      60,
      17 * M,
      'daily',
      41.0256,
      28.9741,
      'بی‌اوغلو، میدان گالاتا',
      'چشم‌انداز شاخ طلایی از برج سنگی قرن چهاردهم',
      '۰۸:۳۰ تا ۲۳:۰۰',
    ],
    [
      'Vialand Theme Park',
      'شهربازی ویالند',
      'park',
      300,
      29 * M,
      [0, 3, 4, 5, 6],
      41.0636,
      28.913,
      'ایوپ سلطان، کمرالتی',
      'ترن هوایی و بازی‌های هیجانی برای همهٔ سنین',
      '۱۱:۰۰ تا ۱۹:۰۰',
    ],
    [
      'Whirling Dervishes Ceremony',
      'مراسم سماع درویشان',
      'show',
      60,
      14 * M,
      WEEKEND_SHOWS,
      41.0104,
      28.9705,
      'سیرکجی، سالن هوجاپاشا',
      'سماع مولوی همراه موسیقی زنده',
      '۱۹:۰۰ تا ۲۰:۰۰',
    ],
  ],
  // Antalya
  5851: [
    [
      'Aqualand Antalya',
      'پارک آبی آکوالند آنتالیا',
      'waterPark',
      360,
      26 * M,
      'daily',
      36.8555,
      30.7361,
      'کنیالتی، ساحل کنیالتی',
      'سرسره‌های آبی و نمایش دلفین کنار دریا',
      '۰۹:۳۰ تا ۱۸:۰۰',
    ],
    [
      'The Land of Legends',
      'سرزمین افسانه‌ها',
      'park',
      480,
      55 * M,
      'daily',
      36.844,
      31.113,
      'بلک، کادریه',
      'شهربازی و پارک آبی با رژهٔ شبانه و نورافشانی',
      '۱۰:۰۰ تا ۲۲:۰۰',
    ],
    [
      'Duden Waterfalls Boat Tour',
      'تور قایق آبشار دودن',
      'tour',
      240,
      18 * M,
      [0, 2, 4, 6],
      36.85,
      30.783,
      'اسکلهٔ قدیم کالئیچی',
      'قایق‌رانی تا آبشاری که مستقیم به دریا می‌ریزد',
      '۱۰:۰۰ تا ۱۴:۰۰',
    ],
    [
      'Antalya Aquarium',
      'آکواریوم آنتالیا',
      'park',
      150,
      30 * M,
      'daily',
      36.8803,
      30.657,
      'کنیالتی، خیابان دومللوپینار',
      'یکی از بزرگ‌ترین تونل‌های آکواریوم جهان',
      '۰۹:۰۰ تا ۲۱:۰۰',
    ],
    [
      'Aspendos Ancient Theatre',
      'تئاتر باستانی آسپندوس',
      'museum',
      120,
      12 * M,
      [1, 2, 3, 4, 5, 6],
      36.939,
      31.172,
      'سرک، روستای بلکیس',
      'سالم‌ترین تماشاخانهٔ رومی جهان',
      '۰۸:۰۰ تا ۱۹:۰۰',
    ],
  ],
  // Kish
  402: [
    [
      'Kish Dolphin Park',
      'پارک دلفین‌های کیش',
      'park',
      150,
      3.5 * M,
      'daily',
      26.531,
      53.94,
      'کیش، بلوار ایران',
      'نمایش دلفین‌ها و فوک‌ها، باغ پرندگان و باغ گیاهان',
      '۰۹:۰۰ تا ۲۱:۰۰',
    ],
    [
      'Ocean Water Park Kish',
      'پارک آبی اوشن کیش',
      'waterPark',
      240,
      4.8 * M,
      'daily',
      26.523,
      54.012,
      'کیش، مجموعهٔ تفریحی اوشن',
      'پارک آبی سرپوشیده با سرسره و استخر موج',
      '۱۰:۰۰ تا ۲۲:۰۰',
    ],
    [
      'Kariz Underground City',
      'شهر زیرزمینی کاریز',
      'museum',
      60,
      1.2 * M,
      'daily',
      26.56,
      53.958,
      'کیش، میدان سفین',
      'قنات دوهزارساله با تالارهای زیر زمین',
      '۰۹:۰۰ تا ۲۳:۰۰',
    ],
    [
      'Kish Scuba Diving and Coral Reef',
      'غواصی و تماشای مرجان‌های کیش',
      'tour',
      120,
      6.5 * M,
      [0, 1, 2, 3, 4, 5],
      26.565,
      54.027,
      'کیش، اسکلهٔ تفریحی مرجان',
      'غواصی تفریحی با مربی در آب‌های مرجانی',
      '۰۸:۰۰ تا ۱۶:۰۰',
    ],
    [
      'Greek Ship Sunset Tour',
      'تور غروب کشتی یونانی',
      'tour',
      90,
      2.2 * M,
      'daily',
      26.577,
      53.897,
      'کیش، ساحل غربی',
      'دوچرخه‌سواری ساحلی و غروب کنار کشتی یونانی',
      '۱۶:۳۰ تا ۱۸:۳۰',
    ],
    [
      'Kish Dolphin Show Night',
      'نمایش شبانهٔ دلفین‌ها',
      'show',
      60,
      2.8 * M,
      WEEKEND_SHOWS,
      26.531,
      53.94,
      'کیش، پارک دلفین‌ها',
      'نمایش نور و موسیقی با دلفین‌ها',
      '۲۰:۰۰ تا ۲۱:۰۰',
    ],
  ],
  // Tehran
  397: [
    [
      'Milad Tower',
      'برج میلاد',
      'tour',
      120,
      3 * M,
      'daily',
      35.7448,
      51.3753,
      'تهران، بزرگراه شهید همت، ورودی برج میلاد',
      'عرشهٔ رو باز و گنبد آسمان‌نما با چشم‌انداز تهران',
      '۰۹:۰۰ تا ۲۳:۰۰',
    ],
    [
      'Golestan Palace',
      'کاخ گلستان',
      'museum',
      120,
      1.5 * M,
      [0, 1, 2, 3, 4, 6],
      35.6797,
      51.4205,
      'تهران، میدان پانزده خرداد، خیابان داور',
      'کاخ قاجاری ثبت‌شده در میراث جهانی یونسکو',
      '۰۹:۰۰ تا ۱۷:۰۰',
    ],
    [
      'National Jewelry Treasury',
      'موزهٔ جواهرات ملی',
      'museum',
      60,
      2 * M,
      [0, 1, 2, 6],
      35.6864,
      51.42,
      'تهران، خیابان فردوسی، بانک مرکزی',
      'دریای نور و تخت طاووس در خزانهٔ بانک مرکزی',
      '۱۴:۰۰ تا ۱۶:۳۰',
    ],
    [
      "Sa'dabad Complex",
      'مجموعهٔ فرهنگی تاریخی سعدآباد',
      'museum',
      180,
      1.8 * M,
      'daily',
      35.8194,
      51.4225,
      'تهران، تجریش، میدان دربند',
      'کاخ‌موزه‌های پهلوی در باغی کوهپایه‌ای',
      '۰۹:۰۰ تا ۱۸:۰۰',
    ],
    [
      'Tochal Telecabin',
      'تله‌کابین توچال',
      'park',
      240,
      4.5 * M,
      [0, 1, 2, 3, 4, 5],
      35.806,
      51.409,
      'تهران، ولنجک، انتهای خیابان یکم',
      'تله‌کابین تا ایستگاه هفتم و قلهٔ توچال',
      '۰۸:۰۰ تا ۱۵:۳۰',
    ],
    [
      'Opark Water Park',
      'پارک آبی اوپارک',
      'waterPark',
      240,
      5.5 * M,
      'daily',
      35.768,
      51.198,
      'تهران، کیلومتر ۷ جادهٔ شهریار، ایران مال',
      'پارک آبی سرپوشیده با سرسره‌ها و رودخانهٔ آرام',
      '۱۰:۰۰ تا ۲۲:۰۰',
    ],
  ],
  // Isfahan
  399: [
    [
      'Naqsh-e Jahan Walking Tour',
      'تور پیاده میدان نقش جهان',
      'tour',
      180,
      2.4 * M,
      'daily',
      32.6575,
      51.6777,
      'اصفهان، میدان امام (نقش جهان)',
      'مسجد شیخ لطف‌الله، عالی‌قاپو و بازار قیصریه با راهنما',
      '۰۹:۰۰ تا ۱۲:۰۰',
    ],
    [
      'Chehel Sotoun Palace',
      'کاخ چهلستون',
      'museum',
      60,
      1.2 * M,
      'daily',
      32.6574,
      51.6725,
      'اصفهان، خیابان استانداری',
      'کاخ صفوی با نقاشی‌های دیواری و حوض بلند',
      '۰۹:۰۰ تا ۱۷:۰۰',
    ],
    [
      'Ali Qapu Palace',
      'کاخ عالی‌قاپو',
      'museum',
      60,
      1.2 * M,
      [0, 1, 2, 3, 4, 6],
      32.6575,
      51.6766,
      'اصفهان، ضلع غربی میدان نقش جهان',
      'تالار موسیقی و ایوان رو به میدان',
      '۰۹:۰۰ تا ۱۷:۰۰',
    ],
    [
      'Vank Cathedral',
      'کلیسای وانک',
      'museum',
      60,
      1 * M,
      [0, 1, 2, 3, 4, 6],
      32.635,
      51.656,
      'اصفهان، جلفا، کوچهٔ کلیسا',
      'کلیسای ارمنی با نقاشی‌های طلاکاری و موزه',
      '۰۸:۳۰ تا ۱۷:۳۰',
    ],
    [
      'Isfahan Birds Garden',
      'باغ پرندگان اصفهان',
      'park',
      90,
      0.9 * M,
      'daily',
      32.628,
      51.686,
      'اصفهان، بزرگراه شهید خرازی',
      'پرندگان بومی و مهاجر در باغی با تور بزرگ',
      '۰۸:۰۰ تا ۲۰:۰۰',
    ],
  ],
  // Shiraz
  412: [
    [
      'Persepolis Day Tour',
      'تور یک‌روزهٔ تخت جمشید',
      'tour',
      420,
      4.2 * M,
      'daily',
      29.9355,
      52.8916,
      'حرکت از شیراز، میدان ارم',
      'تخت جمشید، نقش رستم و پاسارگاد با راهنما و ناهار',
      '۰۸:۰۰ تا ۱۵:۰۰',
    ],
    [
      'Eram Garden',
      'باغ ارم',
      'park',
      90,
      1 * M,
      'daily',
      29.6358,
      52.5253,
      'شیراز، خیابان ارم',
      'باغ ایرانی ثبت‌شده در میراث جهانی با عمارت قاجاری',
      '۰۸:۰۰ تا ۲۰:۰۰',
    ],
    [
      'Nasir al-Mulk Mosque',
      'مسجد نصیرالملک (مسجد صورتی)',
      'museum',
      60,
      1.2 * M,
      'daily',
      29.6083,
      52.5482,
      'شیراز، خیابان لطفعلی‌خان زند، محلهٔ گود عربان',
      'بازی نور صبحگاهی از پنجره‌های رنگی',
      '۰۷:۰۰ تا ۱۷:۰۰',
    ],
    [
      'Karim Khan Citadel',
      'ارگ کریم‌خان',
      'museum',
      60,
      0.8 * M,
      [0, 1, 2, 3, 4, 6],
      29.6181,
      52.5436,
      'شیراز، میدان شهدا',
      'قلعهٔ زندیه با برج کج و حیاط نارنجستان',
      '۰۸:۰۰ تا ۲۰:۰۰',
    ],
  ],
  // Qeshm
  448: [
    [
      'Stars Valley Tour',
      'تور دره ستارگان',
      'tour',
      240,
      2.5 * M,
      'daily',
      26.837,
      55.8,
      'قشم، روستای براکه',
      'دره ستارگان، تنگه چاهکوه و غار نمکدان',
      '۰۸:۰۰ تا ۱۲:۰۰',
    ],
    [
      'Hara Mangrove Forest Boat Trip',
      'قایق‌سواری جنگل حرا',
      'tour',
      120,
      1.9 * M,
      'daily',
      26.86,
      55.74,
      'قشم، اسکلهٔ طبل',
      'قایق‌رانی در جنگل حرا و تماشای پرندگان',
      '۰۹:۰۰ تا ۱۷:۰۰',
    ],
    [
      'Qeshm Geopark Museum',
      'موزهٔ ژئوپارک قشم',
      'museum',
      60,
      0.6 * M,
      [0, 1, 2, 3, 6],
      26.96,
      56.27,
      'قشم، بلوار ساحلی',
      'سنگ‌ها و فسیل‌های نخستین ژئوپارک خاورمیانه',
      '۰۹:۰۰ تا ۱۴:۰۰',
    ],
  ],
  // Mashhad
  401: [
    [
      'Ferdowsi Tomb Tour',
      'تور آرامگاه فردوسی و توس',
      'tour',
      240,
      1.8 * M,
      'daily',
      36.465,
      59.506,
      'حرکت از مشهد، میدان شهدا',
      'آرامگاه فردوسی، هارونیه و موزهٔ توس',
      '۰۹:۰۰ تا ۱۳:۰۰',
    ],
    [
      'Mashhad Water Land',
      'پارک آبی مشهد',
      'waterPark',
      240,
      3.9 * M,
      'daily',
      36.36,
      59.53,
      'مشهد، بلوار وکیل‌آباد',
      'پارک آبی سرپوشیده با سرسره‌های هیجانی',
      '۱۰:۰۰ تا ۲۲:۰۰',
    ],
    [
      'Kooh Sangi Park',
      'پارک کوه‌سنگی',
      'park',
      90,
      0.5 * M,
      'daily',
      36.28,
      59.57,
      'مشهد، بلوار کوه‌سنگی',
      'بوستان صخره‌ای با دریاچه و تله‌سی‌یژ',
      '۰۸:۰۰ تا ۲۳:۰۰',
    ],
  ],
};

const CATEGORY_FA: Readonly<Record<AttractionCategoryCode, string>> = {
  museum: 'موزه و کاخ',
  park: 'پارک و طبیعت',
  tour: 'تور و گشت',
  show: 'نمایش و سرگرمی',
  waterPark: 'پارک آبی',
};
export const categoryName = (c: AttractionCategoryCode): string => CATEGORY_FA[c];

const slug = (en: string) =>
  en
    .normalize('NFKD')
    .replace(/[\u0300-\u036F]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');

let defs: AttractionDef[] | null = null;

/** Every attraction of the catalogue (independent of the seed), in the catalogue's order. */
export function allAttractions(): readonly AttractionDef[] {
  defs ??= Object.entries(CATALOGUE).flatMap(([city, rows]) =>
    rows.map(([en, fa, category, durationMinutes, basePrice, days, lat, lng, address, summary, hours], i) => ({
      id: Number(city) * 100 + i + 1,
      slug: slug(en),
      cityId: Number(city),
      en,
      fa,
      category,
      durationMinutes,
      basePrice,
      days,
      lat,
      lng,
      address,
      summary,
      hours,
    })),
  );
  return defs;
}

export const attractionsOfCity = (cityId: number): AttractionDef[] => allAttractions().filter((a) => a.cityId === cityId);

/** By id, or by slug (the detail page's path). */
export function findAttraction(idOrSlug: string | number): AttractionDef | undefined {
  return allAttractions().find((a) => a.id === Number(idOrSlug) || a.slug === idOrSlug);
}

/** What is fixed per attraction and seed: photos, the child's share, the infant's price, the daily capacity. */
export interface AttractionTraits {
  photoCount: number;
  childShare: number;
  infantShare: number;
  capacity: number;
}

export function traitsOf(seed: number, a: AttractionDef): AttractionTraits {
  const rng = createRng(seed, 'attraction', a.id);
  return {
    photoCount: rng.int(3, 6),
    childShare: rng.pick([0.5, 0.6, 0.7, 0.75, 0.8]),
    infantShare: rng.chance(0.6) ? 0 : 0.1,
    capacity: a.category === 'show' ? rng.int(40, 120) : rng.int(80, 400),
  };
}

export const ATTRACTION_DAYS_AHEAD = 60;

/** One offered day as the seed made it, before bookings. */
export interface SeededDay {
  serviceDate: string;
  prices: { adult: number; child: number; infant: number };
  capacity: number;
  /** Tickets sold before the sandbox started: capacity − sold is what is left with no booking. */
  sold: number;
}

function runsOn(a: AttractionDef, iso: string): boolean {
  return a.days === 'daily' || a.days.includes(weekday(iso));
}

function isWeekendAt(city: CityDef | undefined, iso: string): boolean {
  const d = weekday(iso);
  return city?.countryCode === 'IR' ? d === 4 || d === 5 : d === 5 || d === 6;
}

/** The seeded day, or null when the attraction does not run that day (outside the window included). */
export function seededDay(seed: number, a: AttractionDef, iso: string, today: string): SeededDay | null {
  if (iso < today || iso > addDays(today, ATTRACTION_DAYS_AHEAD) || !runsOn(a, iso)) return null;
  const t = traitsOf(seed, a);
  const rng = createRng(seed, 'attraction-day', a.id, iso);
  const weekend = isWeekendAt(getCity(a.cityId), iso) ? 1.15 : 1;
  const adult = roundTo(a.basePrice * rng.float(0.95, 1.08) * weekend, 10_000);
  const capacity = Math.round(t.capacity * rng.float(0.8, 1.2));
  const sold = rng.chance(0.12) ? capacity : rng.int(0, Math.floor(capacity * 0.85));
  return {
    serviceDate: iso,
    prices: { adult, child: roundTo(adult * t.childShare, 10_000), infant: roundTo(adult * t.infantShare, 10_000) },
    capacity,
    sold,
  };
}

/**
 * Every offered day to today + 60, in order: from tomorrow, or from today while its last start is still ahead at
 * `nowMs` (same-day tickets; absent: from tomorrow).
 */
export function seededDays(seed: number, a: AttractionDef, today: string, nowMs?: number): SeededDay[] {
  const out: SeededDay[] = [];
  const first = nowMs !== undefined && attractionDayOnSale(today, a.hours, nowMs) ? 0 : 1;
  for (let n = first; n <= ATTRACTION_DAYS_AHEAD; n++) {
    const day = seededDay(seed, a, addDays(today, n), today);
    if (day) out.push(day);
  }
  return out;
}

const PHOTO_CAPTIONS = ['نمای اصلی', 'ورودی', 'فضای داخلی', 'چشم‌انداز', 'بازدیدکنندگان', 'شب'] as const;

export function photosOf(seed: number, a: AttractionDef, base: string): { path: string; name: string }[] {
  return Array.from({ length: traitsOf(seed, a).photoCount }, (_, i) => ({
    path: `${base}/sandbox/img/attraction/${a.id}/${i + 1}.png`,
    name: `${PHOTO_CAPTIONS[i % PHOTO_CAPTIONS.length]} ${a.fa}`,
  }));
}
