/**
 * Travel insurance's own Persian texts: the search form and its summary, and the model's (zones, age bands, trip
 * length and age refusals, the comparison table). Persian ی/ک, every number through `fa`.
 */
import { auth, travellers } from '@/lib/messages';
import { formatNumber, persianNumber as fa } from '@/lib/text';

export const insuranceForm = {
  /** The product's Persian name, as the lead box and the summary say it. */
  name: 'بیمهٔ مسافرتی',
  title: 'جستجوی بیمهٔ مسافرتی',
  dates: 'تاریخ شروع و پایان سفر',
  start: 'شروع سفر',
  end: 'پایان سفر',
  tripLength: 'مدت سفر',
  insured: 'بیمه‌شدگان',
  summaryTitle: (city: string) => `بیمهٔ مسافرتی ${city}`,
} as const;

/** The insurance model's texts: zones, age bands, trip-length and age refusals, the comparison table. */
export const insuranceModel = {
  zones: {
    SCHENGEN: 'کشورهای شنگن',
    WORLD_EXCL_US_CA: 'همهٔ کشورها به‌جز آمریکا و کانادا',
    WORLDWIDE: 'همهٔ کشورها',
  },
  bands: {
    '0-12': 'تا ۱۲ سال',
    '13-65': '۱۳ تا ۶۵ سال',
    '66-75': '۶۶ تا ۷۵ سال',
    '76-80': '۷۶ تا ۸۰ سال',
    '81+': '۸۱ سال و بیشتر',
  },
  tripTooShort: 'مدت سفر باید دست‌کم یک روز باشد',
  tripTooLong: (maxDays: number) => `مدت سفر بیش از حداکثر مدت این بیمه‌نامه (${fa(maxDays)} روز) است`,
  overAge: (age: number) => `سن این مسافر در روز شروع سفر (${fa(age)} سال) از حداکثر سن پوشش همهٔ بیمه‌نامه‌ها بیشتر است`,
  compareTooMany: (max: number) => `حداکثر ${fa(max)} طرح را می‌توان با هم مقایسه کرد`,
  compareRows: {
    insurer: 'بیمه‌گر',
    zone: 'محدودهٔ پوشش',
    ceiling: 'سقف تعهدات (یورو)',
    medical: 'هزینه‌های پزشکی (یورو)',
    evacuation: 'انتقال پزشکی (یورو)',
    baggage: 'گم‌شدن چمدان (یورو)',
    flightDelay: 'تأخیر پرواز (یورو)',
    covid: 'پوشش کووید-۱۹ (یورو)',
    deductible: 'فرانشیز (یورو)',
    sports: 'اضافه‌نرخ ورزش‌های پرخطر (درصد)',
    maxTripDays: 'حداکثر مدت سفر (روز)',
    maxAge: 'حداکثر سن',
    total: 'قیمت کل (ریال)',
  },
} as const;

/** The product as the registry and the dashboard name it, and its issued document. */
export const insuranceNames = { product: 'بیمهٔ مسافرتی' } as const;

/** The results page: the plan card, filters, comparison, age notes and the search's refusals. */
export const insuranceResults = {
  heading: 'بیمهٔ مسافرتی',
  pageTitle: (place: string) => `بیمهٔ مسافرتی ${place}`,
  description: 'مقایسه و خرید آنلاین بیمهٔ مسافرتی',
  newSearch: 'جستجوی دوباره',
  loadingTitle: 'در حال یافتن طرح‌های بیمه',
  slogans: ['مقایسهٔ طرح‌های بیمه‌گران', 'قیمت هر مسافر به سن او بستگی دارد'],
  summary: (days: number, travellers: number) => `${fa(days)} روز سفر، ${fa(travellers)} مسافر`,
  /** The link carries only passenger counts: the price shown is an estimate until birth dates are given. */
  agesNote:
    'قیمت‌ها برای بزرگسال ۱۳ تا ۶۵ سال و کودک زیر ۱۲ سال برآورد شده است؛ قیمت نهایی هر مسافر با تاریخ تولد او در مرحلهٔ مشخصات مسافران محاسبه می‌شود.',
  count: (shown: number, total: number) => (shown === total ? `${fa(shown)} طرح` : `${fa(shown)} طرح از ${fa(total)} طرح`),
  zone: 'محدودهٔ پوشش',
  ceiling: 'سقف تعهدات',
  medical: 'هزینه‌های پزشکی',
  evacuation: 'انتقال پزشکی',
  baggage: 'چمدان',
  covid: 'کووید-۱۹',
  covidCovered: 'پوشش دارد',
  covidNot: 'پوشش ندارد',
  deductible: 'فرانشیز',
  noDeductible: 'بدون فرانشیز',
  euro: (n: number) => `${formatNumber(Number(n))} یورو`,
  perTraveller: 'هر مسافر',
  total: 'مبلغ کل',
  maxDays: (n: number) => `تا ${fa(n)} روز`,
  choose: 'انتخاب این طرح',
  choosing: 'در حال انتخاب…',
  compareAdd: 'افزودن به مقایسه',
  compareRemove: 'حذف از مقایسه',
  compareOpen: (n: number) => `مقایسهٔ ${fa(n)} طرح`,
  compareHint: 'برای مقایسه دو یا سه طرح را انتخاب کنید.',
  compareTitle: 'مقایسهٔ طرح‌ها',
  compareOnlyDiff: 'فقط تفاوت‌ها',
  compareBest: 'بهترین',
  notCovered: 'ندارد',
  filters: 'فیلترها',
  insurers: 'بیمه‌گر',
  zones: 'محدودهٔ پوشش',
  minCeiling: 'کمترین سقف تعهدات',
  anyCeiling: 'همه',
  covidOnly: 'فقط طرح‌های دارای پوشش کووید-۱۹',
  clearFilters: 'حذف فیلترها',
  sort: 'مرتب‌سازی',
  sorts: { price: 'ارزان‌ترین', ceiling: 'بیشترین سقف تعهدات' },
  empty: 'طرحی برای این سفر پیدا نشد.',
  emptyFiltered: 'هیچ طرحی با این فیلترها پیدا نشد.',
  outage: 'دریافت طرح‌های بیمه ممکن نشد. لطفاً چند دقیقهٔ دیگر دوباره جستجو کنید.',
  partial: (covered: number, all: number) => `این طرح ${fa(covered)} مسافر از ${fa(all)} مسافر را پوشش می‌دهد`,
  overAgeCovered: (age: number, plans: string) => `مسافر ${fa(age)} ساله را فقط این طرح‌ها پوشش می‌دهند: ${plans}`,
  chooseFailed: 'این طرح دیگر در دسترس نیست؛ لطفاً طرح دیگری انتخاب کنید.',
  badAges: 'سن مسافران درست نیست.',
  /** The plan's optional sports cover, chosen before the travellers step (the search is made again with it). */
  sportsOption: 'پوشش ورزش‌های پرخطر (اسکی، غواصی، کوه‌نوردی و …)',
  sportsHint: 'فقط طرح‌هایی نشان داده می‌شوند که این پوشش را دارند؛ اضافه‌نرخ آن روی حق بیمهٔ هر مسافر حساب می‌شود.',
  sports: 'ورزش‌های پرخطر',
  sportsIncluded: (percent: number) => `پوشش دارد (${fa(percent)}٪ اضافه‌نرخ در قیمت)`,
  sportsAvailable: (percent: number) => `قابل افزودن (${fa(percent)}٪ اضافه‌نرخ)`,
  sportsNot: 'پوشش ندارد',
} as const;

/** The travellers step (`/insurance/Passengers`). */
export const insuranceTravellers = {
  title: 'مشخصات بیمه‌شدگان',
  traveller: (n: number) => `بیمه‌شدهٔ ${fa(n)}`,
  firstNameEn: 'نام (لاتین، مطابق گذرنامه)',
  lastNameEn: 'نام خانوادگی (لاتین، مطابق گذرنامه)',
  passportNumber: 'شمارهٔ گذرنامه',
  passportExpiry: 'تاریخ انقضای گذرنامه',
  birthDate: 'تاریخ تولد',
  dateHint: 'مثلاً ۱۳۷۵/۰۶/۳۱ یا ۱۹۹۶/۰۹/۲۱',
  nationality: 'تابعیت',
  iranian: 'ایرانی',
  foreign: 'غیرایرانی',
  nationalCode: 'کد ملی',
  gender: 'جنسیت',
  male: 'مرد',
  female: 'زن',
  contact: 'اطلاعات تماس',
  price: 'حق بیمهٔ این مسافر',
  priceUnknown: 'پس از ورود تاریخ تولد محاسبه می‌شود',
  /** The traveller's age on the first day of the trip, from the birth date. */
  ageOnStart: (age: number) => `سن در روز شروع سفر: ${fa(age)} سال`,
  total: 'مبلغ کل',
  submit: 'ادامه و پرداخت',
  submitting: 'در حال ثبت…',
  // The shared traveller rules' messages (src/lib/travellers.ts), under the insurance's names.
  latinOnly: auth.nameInvalidLatin,
  badDate: travellers.birthDateInvalid,
  birthAfterStart: travellers.birthDateAfterTravel,
  passportExpired: travellers.passportExpired,
  overAge: (age: number, maxAge: number) =>
    `سن این مسافر در روز شروع سفر ${fa(age)} سال است و این طرح تا ${fa(maxAge)} سال را بیمه می‌کند؛ طرح دیگری انتخاب کنید.`,
  wrongCount: 'تعداد بیمه‌شدگان با طرح انتخاب‌شده یکی نیست',
  noPlan: 'طرحی برای بیمه در سبد نیست',
  failed: 'ثبت مشخصات ممکن نشد. دوباره تلاش کنید.',
} as const;

/** The contract document (the PDF and the ticket page print it through the shared printer). */
export const insuranceDocument = {
  title: 'بیمه‌نامهٔ مسافرتی',
  /** The paid order's result heading. */
  issued: 'بیمه‌نامهٔ شما صادر شد',
  number: 'شمارهٔ بیمه‌نامه',
  plan: 'طرح بیمه',
  insurer: 'بیمه‌گر',
  planTitle: 'عنوان طرح',
  zone: 'محدودهٔ پوشش',
  trip: 'سفر',
  destination: 'مقصد',
  start: 'شروع پوشش',
  end: 'پایان پوشش',
  days: 'مدت',
  daysValue: (n: number) => `${fa(n)} روز`,
  insured: 'بیمه‌شده',
  nameEn: 'نام (لاتین)',
  passport: 'شمارهٔ گذرنامه',
  nationalCode: 'کد ملی',
  birthDate: 'تاریخ تولد',
  coverage: 'جدول تعهدات (یورو)',
  premium: 'حق بیمه',
  sports: 'پوشش ورزش‌های پرخطر',
  sportsIncluded: (percent: number | undefined) => (percent === undefined ? 'دارد' : `دارد (اضافه‌نرخ ${fa(percent)}٪ در حق بیمه)`),
  sportsNot: 'ندارد',
  verify: 'استعلام بیمه‌نامه',
  verifyQr: 'کد QR بالای صفحه را بخوانید یا به صفحهٔ سفارش بروید',
  status: 'وضعیت',
  cancelled: 'ابطال‌شده',
  inForce: 'معتبر',
  rule: 'این بیمه‌نامه را در سفر همراه داشته باشید؛ در صورت نیاز به درمان پیش از هر اقدامی با مرکز کمک‌رسان تماس بگیرید.',
  cancelRule: 'ابطال بیمه‌نامه فقط پیش از روز شروع سفر ممکن است.',
} as const;

/** `/invoice/insurance` (components/InsuranceInvoice.tsx). */
export const insuranceInvoice = {
  title: 'صورت‌حساب بیمهٔ مسافرتی',
  notFound: 'سفارش بیمه‌ای با این شماره در حساب شما پیدا نشد',
} as const;

/** Cancelling an insurance order from the dashboard (server/checkout-definition.ts `cancel`). */
export const insuranceCancel = {
  started: 'پوشش این بیمه‌نامه از روز شروع سفر آغاز شده است؛ لغو آن دیگر ممکن نیست.',
  notIssued: 'این بیمه‌نامه صادر نشده یا پیش‌تر لغو شده است.',
} as const;

/** The insurance offered at the review for a trip abroad in the basket (server/checkout-definition.ts `offer`). */
export const insuranceCrossSell = {
  title: (city: string) => `بیمهٔ مسافرتی سفر ${city}`,
  text: (start: string, end: string, travellers: number) =>
    `برای ${fa(travellers)} مسافر، از ${start} تا ${end}؛ بیشتر کشورها برای ویزا و ورود بیمهٔ مسافرتی می‌خواهند. با همین سبد و یک پرداخت.`,
  action: 'مشاهدهٔ طرح‌های بیمه',
} as const;
