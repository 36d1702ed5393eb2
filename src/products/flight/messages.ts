/**
 * The flight product's own Persian texts: its search form, results page (cards, details, filters, sorts, return
 * flow), time bands and durations, and the passengers step. Only code under src/products/flight reads them (and the
 * thin flight pages in src/pages); a text that shared code shows (route and passenger checks of src/lib, the results
 * shell, the checkout) lives in a neutral namespace of src/lib/messages.ts instead, so no engine names the flight.
 * Same rules as that file: Persian ی/ک, ZWNJ, every number through `fa` (src/lib/text.ts `persianNumber`), one export
 * per area so the browser build ships a page only the areas it reads (scripts/vite/split-exports.ts).
 */
import { travellers } from '@/lib/messages';
import { persianNumber as fa } from '@/lib/text';
import { FLIGHT_PASSENGER_RULES, TICKET_ARRIVE_EARLY_HOURS } from './model/constants';

/** The flight search form (origin and destination airports, trip type, cabin); the shared fields are productForms'. */
export const flightSearch = {
  flightTitle: 'جستجوی بلیت هواپیما',
  swap: 'جابه‌جایی مبدأ و مقصد',
  oneWay: 'یک‌طرفه',
  roundTrip: 'رفت و برگشت',
  tripType: 'نوع سفر',
  pickDeparture: 'تاریخ پرواز را انتخاب کنید',
  cabinClass: 'کلاس پرواز',
  /** "want return ticket" */
  wantReturn: 'بلیت برگشت می‌خواهم',
} as const;

/** Flight results page (/flight/{SRC-DST}/search): bad input, loading, counter, states, card, filters, sorts, return flow. */
export const flightResults = {
  tooFar: 'تاریخ پرواز حداکثر تا یک سال آینده قابل انتخاب است',
  newSearch: 'جستجوی دوباره',
  heading: 'بلیت هواپیما',
  dateStrip: 'قیمت پرواز در روزهای نزدیک',
  pageTitle: (from: string, to: string) => `بلیت هواپیما ${from} به ${to}`,
  description: 'نتایج جستجوی بلیت هواپیما با قیمت به تومان',
  oneWay: 'یک‌طرفه',
  roundTrip: 'رفت و برگشت',
  passengers: (n: number) => `${fa(n)} مسافر`,
  /** The search-in-progress dialog. */
  loadingRoute: (from: string, to: string) => `${from} به ${to}`,
  counter: (shown: number, total: number) => (shown === total ? `${fa(total)} پرواز` : `${fa(shown)} از ${fa(total)} پرواز`),
  soFar: (received: number) => `${fa(received)} پرواز تا این لحظه`,
  noResult: 'نتیجه‌ای یافت نشد!',
  noResultHint: 'پروازی برای این مسیر و تاریخ پیدا نشد؛ تاریخ دیگری را امتحان کنید.',
  noneMatch: 'هیچ پروازی با این فیلترها پیدا نشد',
  outageTitle: 'جستجوی پرواز انجام نشد',
  outage: 'ارتباط با تأمین‌کنندگان پرواز برقرار نشد؛ این به معنای نبودن پرواز نیست. لطفاً چند لحظه بعد دوباره جستجو کنید.',
  showMore: 'نمایش پروازهای بیشتر',
  loadingMore: 'در حال بارگذاری پروازهای بیشتر...',
  outboundTitle: 'انتخاب پرواز رفت',
  returnTitle: 'انتخاب پرواز برگشت',
  chosenOutbound: 'پرواز رفت انتخاب‌شده',
  change: 'تغییر',
  select: 'انتخاب',
  /** A flight (or this outbound's return) that answered «sold out» when chosen: marked and not offered again in this search. */
  soldOut: 'ظرفیت تکمیل شده',
  soldOutLabel: (flight: string) => `ظرفیت پرواز ${flight} تکمیل شده است و قابل انتخاب نیست`,
  selected: 'سفر شما انتخاب شد',
  tripTotal: (price: string) => `مجموع: ${price}`,
  charter: 'چارتری',
  systemic: 'سیستمی',
  nonStop: 'بدون توقف',
  stops: (n: number) => `${fa(n)} توقف`,
  via: (cities: string) => `از طریق ${cities}`,
  seatsLeft: (n: number) => `${fa(n)} صندلی باقی مانده`,
  baggage: (kg: number) => (kg > 0 ? `بار مجاز ${fa(kg)} کیلوگرم` : 'بدون بار مجاز'),
  refundable: 'قابل استرداد',
  nonRefundable: 'غیرقابل استرداد',
  perAdult: 'قیمت هر بزرگسال',
  /** `price` with its unit. */
  total: (price: string, n: number) => `${price} برای ${fa(n)} مسافر`,
  toman: 'تومان',
  nextDay: (n: number) => `+${fa(n)} روز`,
  details: 'جزئیات و قوانین',
  hideDetails: 'بستن جزئیات',
  fareRules: 'قوانین نرخ',
  baggageRules: 'بار مجاز',
  /** A connecting flight's legs and layovers. */
  legs: 'مسیر پرواز و توقف‌ها',
  /** A return that leaves from (or lands at) another airport of the same city than the outbound. */
  airportChange: {
    departure: (was: string, now: string) => `پرواز برگشت از فرودگاه ${now} است، نه ${was} که پرواز رفت در آن می‌نشیند.`,
    arrival: (was: string, now: string) => `پرواز برگشت در فرودگاه ${now} می‌نشیند، نه ${was} که پرواز رفت از آن برخاست.`,
  },
  legRow: (from: string, to: string) => `${from} به ${to}`,
  layover: (at: string, wait: string) => `توقف در ${at}: ${wait}`,
  cancellation: 'جریمهٔ استرداد',
  charterRule: 'قوانین پرواز چارتری',
  detailsFailed: 'دریافت جزئیات ممکن نشد؛ لطفاً دوباره تلاش کنید',
  loadingDetails: 'در حال دریافت...',
  penaltyWhen: 'زمان استرداد',
  penalty: 'جریمه',
  percent: (n: number) => `${fa(n)}٪`,
  /** A penalty row's percent is of the base fare (taxes refunded whole). */
  penaltyOfBase: 'از نرخ پایه',
  passengerTypes: { adult: 'بزرگسال', child: 'کودک', infant: 'نوزاد' },
  baggageRow: (pieces: number, kg: number, cabinKg: number) => `${fa(pieces)} چمدان، ${fa(kg)} کیلوگرم؛ بار دستی ${fa(cabinKg)} کیلوگرم`,
  /** Sorts: cheapest, earliest, latest, shortest. */
  sorts: { priceAsc: 'ارزان‌ترین', timeAsc: 'زودترین', timeDes: 'دیرترین', durationAsc: 'کوتاه‌ترین', sale: 'بیشترین تخفیف' },
  /** The card's discount chip. */
  discount: (percent: number) => `${fa(percent)}٪ تخفیف`,
  filters: {
    stops: 'تعداد توقف',
    stop: { '0': 'بدون توقف', '1': 'یک توقف', '2': 'دو توقف و بیشتر' },
    forcedStop: 'برای این مقصد فقط پروازهای بدون توقف نمایش داده می‌شود',
    airlines: 'ایرلاین‌ها',
    returnAirlines: 'ایرلاین‌های برگشت',
    time: 'ساعت حرکت',
    returnTime: 'ساعت حرکت برگشت',
    airports: 'فرودگاه‌ها',
    fromAirport: (airport: string) => `از ${airport}`,
    toAirport: (airport: string) => `به ${airport}`,
    price: 'محدودهٔ قیمت (هر بزرگسال)',
    duration: 'حداکثر مدت پرواز',
    number: 'شمارهٔ پرواز',
    numberPlaceholder: 'مثلاً ۱۰۶۱',
    providers: 'فروشنده',
    type: 'نوع پرواز',
    cabin: 'کلاس پرواز',
    any: 'همه',
  },
} as const;

/** Flight result rules (src/products/flight/model): departure time bands and durations. */
export const flightRules = {
  timeBands: {
    early: 'بامداد (۰۰:۰۰ تا ۰۶:۰۰)',
    morning: 'صبح (۰۶:۰۰ تا ۱۲:۰۰)',
    afternoon: 'بعدازظهر (۱۲:۰۰ تا ۱۸:۰۰)',
    evening: 'شب (۱۸:۰۰ تا ۲۴:۰۰)',
  },
  hours: (n: number) => `${fa(n)} ساعت`,
  minutes: (n: number) => `${fa(n)} دقیقه`,
  and: 'و',
} as const;

/**
 * The flight passengers step (issue 14, src/products/flight/model/passengers.ts and src/products/flight/components/passengers): field
 * labels and every field's message, in the order of spec 001's flight passenger fields.
 */
/** The flight's lines on the one checkout's review. */
export const flightReview = {
  /** A traveller on the review with their own baggage: «سارا احمدی (بار ۱۰ کیلو، بدون بار دستی)». */
  travellerWithBaggage: (name: string, checked: number, cabin: number) =>
    `${name} (${checked > 0 ? `بار ${fa(checked)} کیلو` : 'بدون بار'}، ${cabin > 0 ? `دستی ${fa(cabin)} کیلو` : 'بدون بار دستی'})`,
  /** The remove confirm step of a round trip's leg: the basket holds one trip, its two legs go together. */
  removesTrip: 'پرواز رفت و برگشت یک سفرند: با حذف این پرواز، پرواز دیگر این سفر هم از سبد خرید حذف می‌شود.',
} as const;

export const flightPassengers = {
  types: { adult: 'بزرگسال', child: 'کودک', infant: 'نوزاد' },
  /** A fieldset's heading: «بزرگسال ۱», «نوزاد ۱» */
  heading: (type: string, n: number) => `${type} ${fa(n)}`,
  ageHint: {
    adult: `${fa(FLIGHT_PASSENGER_RULES.adultMinAge)} سال و بیشتر`,
    child: `${fa(FLIGHT_PASSENGER_RULES.childMinAge)} تا ${fa(FLIGHT_PASSENGER_RULES.adultMinAge - 1)} سال`,
    infant: `کمتر از ${fa(FLIGHT_PASSENGER_RULES.childMinAge)} سال`,
  },
  labels: {
    nationality: 'ملیت',
    /** A foreign passenger's country of citizenship. */
    nationalityCountry: 'کشور محل تابعیت',
    iranian: 'ایرانی',
    foreign: 'غیرایرانی',
    birthDate: travellers.birthDate,
    nationalNumber: travellers.nationalCode,
    fnameFa: 'نام (فارسی)',
    lnameFa: 'نام خانوادگی (فارسی)',
    fnameEn: 'نام (لاتین)',
    lnameEn: 'نام خانوادگی (لاتین)',
    gender: 'جنسیت',
    male: 'مرد',
    female: 'زن',
    passportNumber: travellers.passportNumber,
    passportOrigin: 'کشور صادرکنندهٔ گذرنامه',
    passportExpireDate: 'تاریخ انقضای گذرنامه',
    leader: 'سرپرست',
    leaderOf: (name: string) => `${name} سرپرست سفر است`,
    save: 'ذخیرهٔ این مسافر در فهرست مسافران من',
    savedPick: 'انتخاب از مسافران ذخیره‌شده',
    savedNone: 'مسافر جدید',
    contact: travellers.contact,
    mobile: travellers.mobile,
    email: travellers.emailOptional,
    submit: 'ادامه و بررسی سفارش',
    submitting: 'در حال ثبت اطلاعات مسافران...',
    dateHint: 'سال/ماه/روز، شمسی یا میلادی؛ مثلاً ۱۳۷۰/۰۵/۲۰',
    choose: travellers.choose,
    passengersTitle: 'مشخصات مسافران',
    /** Above the fieldsets: which names the trip needs. */
    namesLocal: 'نام مسافران ایرانی را به فارسی و مطابق کارت ملی وارد کنید.',
    namesInternational: 'نام مسافران را به حروف لاتین و دقیقاً مطابق گذرنامه وارد کنید.',
    leaderHint: 'اطلاعات سفر و بلیت برای سرپرست ارسال می‌شود.',
  },
  // The shared traveller rules' messages (src/lib/travellers.ts, messages.travellers), under the flight's names.
  birthDateInvalid: travellers.birthDateInvalid,
  birthDateAfterFlight: travellers.birthDateAfterTravel,
  ageAdult: travellers.ageAdult(FLIGHT_PASSENGER_RULES.adultMinAge),
  ageChild: travellers.ageChild(FLIGHT_PASSENGER_RULES.childMinAge, FLIGHT_PASSENGER_RULES.adultMinAge),
  ageInfant: travellers.ageInfant(FLIGHT_PASSENGER_RULES.childMinAge),
  nationalNumberDuplicate: travellers.nationalCodeDuplicate,
  nationalityRequired: travellers.nationalityRequired,
  nationalityBlocked: travellers.nationalityBlocked,
  nationalityIranian: travellers.nationalityIranian,
  passportNumberDuplicate: travellers.passportNumberDuplicate,
  passportOriginRequired: travellers.passportOriginRequired,
  passportExpiryInvalid: travellers.passportExpiryInvalid,
  /** International: the passport must be valid six months past the return (or the only) flight (the flight's words). */
  passportExpiryTooSoon: (returnTrip: boolean) =>
    `گذرنامه باید دست‌کم تا ${fa(FLIGHT_PASSENGER_RULES.passportValidityMonths)} ماه پس از تاریخ ${returnTrip ? 'پرواز برگشت' : 'پرواز'} اعتبار داشته باشد`,
  passportExpired: travellers.passportExpired,
  /** "The leader must be an adult" */
  leaderAdult: 'سرپرست سفر باید بزرگسال باشد',
  /** The form's passengers do not match the searched adult/child/infant counts. */
  countsMismatch: 'تعداد مسافران با تعداد جستجوشده یکسان نیست؛ لطفاً دوباره جستجو کنید',
} as const;

/** The search-loading dialog (spec 001 §2): "searching for the cheapest …" and the slogans typed one character at a time. */
export const flightLoading = {
  title: 'در حال جستجوی ارزان‌ترین بلیت',
  slogans: ['ارزان‌ترین پروازها را برای شما پیدا می‌کنیم', 'صدور آنی بلیت با پشتیبانی ۲۴ ساعته', 'مقایسهٔ قیمت همهٔ ایرلاین‌ها در چند ثانیه'],
} as const;

/** Choosing a flight from the results (src/products/flight/edge/choose-route.ts): the flight has left the search. */
export const flightChoice = {
  /** The flight is no longer in the search. */
  gone: 'این پرواز دیگر در نتایج جستجو نیست؛ لطفاً دوباره جستجو کنید',
  /** Check-in has closed (2 hours before a domestic departure, 3 abroad): the flight is no longer sold. */
  saleClosed: 'فروش این پرواز به پایان رسیده است (کمتر از زمان لازم تا پرواز باقی مانده)؛ لطفاً پرواز دیگری انتخاب کنید',
} as const;

/** The home page's popular routes (issue 48). */
export const flightHome = {
  popularTitle: 'مسیرهای پرطرفدار پرواز',
  route: (from: string, to: string) => `${from} به ${to}`,
  lowest: (price: string) => `از ${price}`,
  lowestOn: (date: string) => `ارزان‌ترین روز: ${date}`,
  noPrice: 'قیمت را با جستجو ببینید',
  /** /flight: the suggested flights (SuggestionFlight) and the routes most searched lately (GetSuggestedPopularFlight). */
  suggestedTitle: 'پروازهای پیشنهادی ارزان',
  suggestedOn: (date: string) => `در ${date}`,
  mostSearchedTitle: 'پرجستجوترین مسیرهای این هفته',
  searches: (n: number) => `${fa(n)} جستجو`,
} as const;

/** The dashboard's schedule-change alerts of the traveller's upcoming flights (AlertFlightChange). */
export const flightAlerts = {
  title: 'تغییر در پروازهای شما',
  order: (official: string) => `سفارش ${official}`,
  delay: (minutes: number) => `${fa(minutes)} دقیقه تأخیر`,
  advance: (minutes: number) => `${fa(minutes)} دقیقه تعجیل`,
  cancel: 'لغو پرواز',
  was: (time: string) => `ساعت قبلی: ${time}`,
  now: (time: string) => `ساعت جدید: ${time}`,
  sms: (mobile: string) => `این تغییر با پیامک به ${mobile} هم اطلاع داده شد.`,
  help: 'برای استرداد یا تغییر بلیت با پشتیبانی تماس بگیرید.',
} as const;

/** The flight's name in the dashboard's orders lists (its definition's `name`). */
export const flightNames = {
  product: 'پرواز',
} as const;

/**
 * The flight's e-ticket (spec 000 §7 "Reports and tickets"): its title, its leg's labels and its rules, as
 * server/ticket-pages.ts and server/ticket.ts print them. The document's shared labels (order number, passenger,
 * amounts, rules title…) are messages.tickets'.
 */
export const flightDocument = {
  title: 'بلیت الکترونیکی هواپیما',
  flight: 'پرواز',
  airline: 'ایرلاین',
  flightNumber: 'شمارهٔ پرواز',
  cabin: 'کلاس پرواز',
  aircraft: 'هواپیما',
  baggage: 'بار مجاز',
  baggageValue: (checked: number, cabin: number) =>
    `${checked > 0 ? `${fa(checked)} کیلو` : 'بدون بار'}، ${cabin > 0 ? `دستی ${fa(cabin)} کیلو` : 'بدون بار دستی'}`,
  charter: 'چارتری',
  systemic: 'سیستمی',
  kind: 'نوع پرواز',
  refundable: 'این بلیت طبق قوانین استرداد ایرلاین قابل استرداد است.',
  nonRefundable: 'این بلیت قابل استرداد نیست.',
  arriveEarly: (international: boolean) =>
    `مسافران پروازهای ${international ? 'خارجی' : 'داخلی'} دست‌کم ${fa(international ? TICKET_ARRIVE_EARLY_HOURS.international : TICKET_ARRIVE_EARLY_HOURS.domestic)} ساعت پیش از پرواز در فرودگاه حاضر باشند.`,
} as const;

export const flightInvoice = {
  title: 'صورت‌حساب بلیت هواپیما',
  notFound: 'سفارش بلیت هواپیما با این شماره در حساب شما پیدا نشد',
} as const;

/** /flight-confirm/{uid} when the order is not one this viewer can confirm. */
export const flightConfirm = {
  title: 'تأیید سفارش پرواز',
  notFound:
    'سفارش پروازی با این شناسه برای شما پیدا نشد. اگر با موبایل دیگری خرید کرده‌اید، آن را با شمارهٔ سفارش و موبایل خریدار پیگیری کنید.',
} as const;
