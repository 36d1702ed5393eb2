/** Tours: the search form and the summary texts. */
import { productForms } from '@/lib/messages';

export const tourForm = {
  /** The product's Persian name, as the lead box and the problem page say it. */
  name: 'تور',
  title: 'جستجوی تور',
  dates: productForms.dates,
  start: productForms.departure,
  end: productForms.return,
} as const;

/** Tours: bands, room types, transport and the booking's refusals. */
export const tourTexts = {
  roomTypes: { single: 'اتاق یک‌تخته', double: 'اتاق دوتخته', triple: 'اتاق سه‌تخته' },
  bands: {
    single: 'بزرگسال (یک‌تخته)',
    double: 'بزرگسال (دوتخته)',
    triple: 'بزرگسال (سه‌تخته)',
    childWithBed: 'کودک با تخت',
    childNoBed: 'کودک بدون تخت',
    infant: 'نوزاد',
  },
  transport: { flight: 'هواپیما', bus: 'اتوبوس' },
  noRooms: 'دست‌کم یک اتاق انتخاب کنید',
  tooManyRooms: (max: string) => `حداکثر ${max} اتاق در هر رزرو`,
  roomFull: 'در هر اتاق حداکثر سه تخت است؛ کودک با تخت یک تخت می‌گیرد',
  tooManyInfants: 'هر نوزاد باید با یک بزرگسال باشد',
  notEnoughSeats: (left: string) => `برای این تاریخ فقط ${left} صندلی باقی مانده است`,
  soldOut: 'ظرفیت این تاریخ حرکت تکمیل شده است',
  departurePast: 'این تاریخ حرکت گذشته است',
  unknownDeparture: 'این تاریخ حرکت برای این تور وجود ندارد',
  unknown: 'تور موردنظر یافت نشد',
  badId: 'شناسهٔ تور معتبر نیست',
  badDestination: 'مقصد تور معتبر نیست',
  invalid: 'اطلاعات رزرو تور معتبر نیست',
  travellersMismatch: 'تعداد مسافران با اتاق‌های انتخاب‌شده یکی نیست',
  passportNeeded: 'برای تور خارجی شمارهٔ گذرنامه و تاریخ انقضای آن برای همهٔ مسافران لازم است',
  passportExpiry: 'گذرنامه باید دست‌کم شش ماه پس از تاریخ برگشت اعتبار داشته باشد',
} as const;

/** The tour voucher's wording. */
export const tourDocument = {
  title: 'واچر تور',
  number: 'شمارهٔ واچر',
  tour: 'تور',
  operator: 'برگزارکننده',
  dates: 'تاریخ رفت و برگشت',
  datesValue: (from: string, to: string, nights: string) => `${from} تا ${to} (${nights} شب)`,
  outbound: 'رفت',
  back: 'برگشت',
  legValue: (carrier: string, number: string, time: string) => `${carrier} ${number}، ساعت ${time}`,
  hotel: (city: string) => `هتل ${city}`,
  hotelValue: (name: string, stars: string, meal: string, nights: string) => `${name} (${stars} ستاره)، ${meal}، ${nights} شب`,
  room: (n: string) => `اتاق ${n}`,
  passengers: 'مسافران',
  atAirport: 'دو ساعت پیش از پرواز (یا نیم ساعت پیش از حرکت اتوبوس) با این واچر و مدارک شناسایی حاضر شوید.',
} as const;

/** The destination's tour list (`/tour/{destination}`, `/tours/{destination}`): titles, card, filters, states. */
export const tourResults = {
  pageTitle: (place: string) => `تورهای ${place}`,
  description: (place: string) => `تورهای ${place} با تاریخ حرکت، ظرفیت باقی‌مانده و قیمت برای هر نفر: هتل، پرواز یا اتوبوس، برنامهٔ سفر`,
  summary: (count: string) => `${count} تور`,
  loadingTitle: 'در حال جستجوی تورها',
  slogans: ['تورهای داخلی و خارجی', 'تاریخ حرکت و ظرفیت لحظه‌ای', 'قیمت برای هر نفر در اتاق دوتخته'],
  filtersTitle: 'فیلترها',
  price: 'محدودهٔ قیمت (هر نفر)',
  nights: 'مدت اقامت',
  nightsValue: (n: string) => `${n} شب`,
  stars: 'ستارهٔ هتل',
  starsValue: (n: string) => `${n} ستاره`,
  transport: 'وسیلهٔ سفر / ایرلاین',
  month: 'ماه حرکت',
  sort: 'مرتب‌سازی',
  sorts: { default: 'پیشنهاد ما', priceAsc: 'ارزان‌ترین', priceDes: 'گران‌ترین', departure: 'نزدیک‌ترین تاریخ حرکت' },
  apply: 'اعمال فیلترها',
  clear: 'حذف فیلترها',
  priceFrom: 'قیمت از (هر نفر)',
  soldOut: 'ظرفیت همهٔ تاریخ‌ها تکمیل است',
  departures: 'تاریخ‌های حرکت',
  seatsLeft: (n: string) => `${n} صندلی`,
  moreDates: (n: string) => `و ${n} تاریخ دیگر`,
  view: 'مشاهده و رزرو',
  empty: 'توری برای این مقصد یافت نشد.',
  emptyFiltered: 'توری با این فیلترها یافت نشد.',
  outageTitle: 'دریافت فهرست تورها ممکن نشد',
  outage: 'ارتباط با سرویس تور برقرار نشد؛ چند دقیقهٔ دیگر دوباره تلاش کنید.',
  tryAgain: 'تلاش دوباره',
  operator: 'برگزارکننده',
} as const;

/** The package page (`/package/{id}`, `/package/pdp?packageId=`). */
export const tourDetail = {
  notFound: 'تور موردنظر یافت نشد',
  backToList: 'بازگشت به فهرست تورها',
  facts: (nights: string, days: string, source: string) => `${nights} شب و ${days} روز، حرکت از ${source}`,
  itinerary: 'برنامهٔ سفر',
  dayTitle: (n: string) => `روز ${n}`,
  hotels: 'هتل‌ها',
  services: 'خدمات',
  included: 'خدمات شامل تور',
  excluded: 'خدمات خارج از تور',
  transport: 'حمل‌ونقل',
  outbound: 'رفت',
  back: 'برگشت',
  legLine: (number: string, from: string, to: string, depart: string, arrive: string, nextDay: boolean) =>
    `${number}: ${from} ساعت ${depart} ← ${to} ساعت ${arrive}${nextDay ? ' (روز بعد)' : ''}`,
  visa: 'ویزا و مدارک',
  prices: (unit: string) => `جدول قیمت (هر نفر، ${unit})`,
  departure: 'تاریخ حرکت',
  chooseDeparture: 'تاریخ حرکت را انتخاب کنید',
  seatsLeft: (n: string) => `${n} صندلی باقی‌مانده`,
  soldOut: 'تکمیل ظرفیت',
  childBands: (infant: string, noBed: string, child: string) =>
    `نوزاد: تا ${infant} سال؛ کودک بدون تخت: تا ${noBed} سال؛ کودک با تخت: تا ${child} سال؛ از آن پس بزرگسال`,
  faq: 'پرسش‌های متداول',
  cancellation: 'قوانین استرداد',
  salesLine: 'مشاوره و فروش تور در واتس‌اپ',
  reserve: 'انتخاب تاریخ و اتاق',
  operator: 'برگزارکننده',
} as const;

/** Reserving: the date and rooms (`/package/reserve`), the travellers (`/package/{id}/passengers`), the review line. */
export const tourReserve = {
  title: 'انتخاب تاریخ حرکت و اتاق‌ها',
  departure: 'تاریخ حرکت',
  room: (n: string) => `اتاق ${n}`,
  adults: 'بزرگسال (۱۲ سال به بالا)',
  children: 'تعداد کودک',
  childAge: (n: string) => `سن کودک ${n} در روز حرکت`,
  ageValue: (n: string) => `${n} سال`,
  infantAge: 'زیر ۲ سال (نوزاد)',
  addRoom: 'افزودن اتاق',
  removeRoom: 'حذف این اتاق',
  total: 'مبلغ کل',
  totalNote: 'قیمت نهایی هنگام ثبت دوباره از سرویس‌دهنده گرفته می‌شود.',
  submit: 'ادامه: مشخصات مسافران',
  saving: 'در حال بررسی ظرفیت و قیمت...',
  failed: 'ثبت انتخاب ممکن نشد؛ دوباره تلاش کنید.',
  priceChanged: (before: string, now: string) =>
    `قیمت این تور از ${before} به ${now} تغییر کرد؛ مبلغ جدید را بررسی کنید و دوباره ادامه دهید.`,
  chooseAnother: 'لطفاً تاریخ دیگری انتخاب کنید.',
  backToPackage: 'بازگشت به صفحهٔ تور',
  noDeparture: 'تاریخ حرکتی برای رزرو انتخاب نشده است',
} as const;

export const tourTravellers = {
  title: 'مشخصات مسافران تور',
  passenger: (n: string, type: string) => `مسافر ${n} (${type})`,
  types: { adult: 'بزرگسال', child: 'کودک', infant: 'نوزاد' },
  fnameFa: 'نام (فارسی)',
  lnameFa: 'نام خانوادگی (فارسی)',
  fnameEn: 'نام (لاتین، مطابق گذرنامه)',
  lnameEn: 'نام خانوادگی (لاتین، مطابق گذرنامه)',
  passportExpiry: 'تاریخ انقضای گذرنامه',
  dateHint: 'مثلاً ۱۴۰۸/۰۵/۲۰ یا ۲۰۲۹/۰۸/۱۱',
  badDate: 'تاریخ معتبر نیست',
  lead: 'اطلاعات تماس سرپرست',
  leadNote: 'واچر و پیامک‌های سفر به این شماره فرستاده می‌شود.',
  submit: 'ادامه: بازبینی و پرداخت',
  saving: 'در حال ثبت...',
  failed: 'ثبت مسافران ممکن نشد؛ دوباره تلاش کنید.',
  wrongCount: 'تعداد مسافران با اتاق‌های انتخاب‌شده یکی نیست',
  roomsLine: (rooms: string, people: string) => `${rooms} اتاق، ${people} مسافر`,
  datesLine: (from: string, to: string) => `رفت ${from}، برگشت ${to}`,
  counts: (n: string) => `${n} مسافر`,
} as const;

/** `/invoice/package?factorId=`: a tour order's invoice. */
export const tourInvoice = {
  title: 'فاکتور تور',
  notFound: 'سفارش توری با این شماره در حساب شما یافت نشد.',
} as const;
