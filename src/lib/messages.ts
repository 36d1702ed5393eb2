/**
 * The site's shared user-facing texts, in Persian, grouped by area. The English comments are the specs' glosses.
 * One rule decides where a text lives: a text that only one product's code shows lives in that product's folder
 * (src/products/hotel/messages.ts, src/products/flight/messages.ts); a text that shared code shows (the engines,
 * src/components, src/lib, src/edge) lives here, in a namespace named for what it is, not for a product (`results`,
 * `checkout`, `searchInput`…), so no engine reads a product's texts. src/lib imports only src/lib, so this file
 * never imports a product's messages.
 * Numbers that come from the rules are taken from constants.ts; every number is written by `formatNumber` (Intl fa-IR).
 * Letters: Persian ی/ک only; ZWNJ (U+200C) where Persian joins a prefix or suffix (می‌، ها، ترین …).
 *
 * Each area is its own export, and callers import the module as a namespace (`import * as messages from …`, then
 * `messages.results.streamError`): a bundle then carries only the areas its code reads, so a page does not ship every
 * product's texts (the results page carried all of them, 8 KB gzipped, before).
 */
import { APP_VERSION, BRAND_FA, ROOM_LIMITS, SUPPORT_PHONE } from './constants';
import { persianNumber as fa } from './text';

const supportPhone = fa(SUPPORT_PHONE);
// Texts used by several areas, written once.
const REQUIRED = 'این فیلد الزامی است.';
const GO_HOME = 'بازگشت به صفحهٔ اصلی';
const OPERATION_FAILED = 'عملیات ناموفق بود';
const SAVING_BASKET = 'در حال ذخیرهٔ سبد خرید شما هستیم!';

export const common = {
  search: 'جستجو',
  /** A mobile number's example, in Persian digits (the site's font has no Latin ones; ui/icons.tsx says why). */
  mobilePlaceholder: '۰۹۱۲۳۴۵۶۷۸۹',
  confirm: 'تأیید',
  close: 'بستن',
  back: 'بازگشت',
  cancel: 'انصراف',
  send: 'ارسال',
  retry: 'تلاش دوباره',
  loading: 'در حال بارگذاری...',
  goHome: GO_HOME,
  toman: 'تومان',
  supportPhone,
  /** "Unfortunately an error occurred. Try again" */
  genericError: 'متأسفانه خطایی رخ داد. دوباره تلاش کنید',
  /** "The operation failed" */
  operationFailed: OPERATION_FAILED,
  /** "this field is required." */
  required: REQUIRED,
} as const;

/** Error page (spec 001 §8): the title, and the text per status code. */
export const errorPage = {
  /** "unfortunately an error occurred" */
  title: 'متأسفانه خطایی رخ داد',
  /** "the requested page is not available" */
  notFoundTitle: 'صفحهٔ درخواستی در دسترس نیست',
  byStatus: {
    401: 'لطفاً دوباره وارد حساب کاربری خود شوید',
    403: 'شما اجازهٔ دسترسی به این صفحه را ندارید',
    404: 'صفحهٔ موردنظر یافت نشد',
    410: 'حساب کاربری شما مسدود شده است؛ لطفاً با پشتیبانی تماس بگیرید',
    500: 'متأسفانه سامانه موقتاً در دسترس نیست',
    503: 'متأسفانه سایت در حال به‌روزرسانی است',
  },
  /** Any other status without an error message. */
  default: 'متأسفانه خطایی رخ داد',
  goHome: GO_HOME,
} as const;

/** Operations: a deploy that refuses to run (src/edge/config.ts). */
export const ops = {
  /** "The site is not available right now" */
  misconfiguredTitle: 'سایت در حال حاضر در دسترس نیست',
  /** "The site's settings are incomplete; support has been told. Please try again later." */
  misconfigured: 'تنظیمات سایت کامل نیست و پشتیبانی در جریان قرار گرفته است؛ لطفاً کمی بعد دوباره تلاش کنید.',
  /** The render-fault test page (tests only): "render error test" */
  renderFaultTitle: 'آزمایش خطای نمایش',
  /** Its Suspense fallback: "loading the part that fails…" */
  renderFaultLoading: 'در حال بارگذاری بخشی که خطا می‌دهد...',
} as const;

export const http = {
  /** "This page could not be found" (404 of an unknown route) */
  notFound: 'این صفحه پیدا نشد',
  /** "Unknown middleware" (500) */
  unknownMiddleware: 'میان‌افزار ناشناخته',
  /** /server-error, after repeated time-outs */
  serverError: 'ارتباط با سرور برقرار نشد؛ لطفاً کمی بعد دوباره تلاش کنید',
} as const;

/**
 * A search URL whose input no repair redirect can fix (issue 16): the results page says why, with status 400.
 * The route and passenger checks are shared by the flight search and the other products' summaries
 * (src/lib/search-problems.ts, src/lib/passenger-mix.ts); the search engine's own refusal is `destinationInvalid`.
 */
export const searchInput = {
  /** The destination (or airport) parameter names no place. */
  badDestination: 'مقصد جستجو معتبر نیست؛ لطفاً مقصد را دوباره انتخاب کنید',
  /** A date parameter that is not a date. */
  badDate: 'تاریخ جستجو معتبر نیست؛ لطفاً تاریخ را دوباره انتخاب کنید',
  /** A start date before today (these products have no repair redirect). */
  pastDate: 'تاریخ جستجو گذشته است؛ لطفاً تاریخ دیگری انتخاب کنید',
  /** The end date is before the start date. */
  endBeforeStart: 'تاریخ پایان باید بعد از تاریخ شروع باشد',
  /** Over a year ahead: nothing is sold that far. */
  tooFar: 'تاریخ جستجو حداکثر تا یک سال آینده قابل انتخاب است',
  /** A hotel room parameter that is not «adults,child age,…» within the room limits. */
  badRooms: 'تعداد اتاق‌ها یا مسافران اتاق معتبر نیست؛ لطفاً دوباره انتخاب کنید',
  /** The link of the message: back to the product's search form. */
  searchAgain: 'جستجوی دوباره',
  /** "Your destination does not exist, please choose again" */
  destinationInvalid: 'مقصد شما وجود ندارد، لطفاً دوباره انتخاب کنید',
  badRoute: 'مسیر پرواز معتبر نیست؛ لطفاً مبدأ و مقصد را دوباره انتخاب کنید',
  unknownAirport: (code: string) => `فرودگاه ${code} شناخته نشد؛ لطفاً مبدأ و مقصد را دوباره انتخاب کنید`,
  sameRoute: 'مبدأ و مقصد نمی‌توانند یکسان باشند',
  badPassengers: 'تعداد مسافران معتبر نیست',
  tooManyPassengers: (max: number) => `حداکثر ${fa(max)} مسافر (بزرگسال و کودک) در یک رزرو مجاز است`,
  infantsPerAdult: 'تعداد نوزادان نمی‌تواند بیش از بزرگسالان باشد',
} as const;

/** The filters panel (src/components/results/FiltersPanel.tsx) and its generic words; a product's groups are its own. */
export const filters = {
  title: 'فیلترها',
  resetAll: 'حذف همهٔ فیلترها',
  showMore: 'نمایش بیشتر',
  showLess: 'نمایش کمتر',
  others: 'سایر',
  /** A price band in millions of toman: «از ۵ تا ۷٫۸۶ میلیون تومان». */
  priceBand: (from: string, to: string) => `از ${fa(from)} تا ${fa(to)} میلیون تومان`,
  priceAbove: (from: string) => `بیش از ${fa(from)} میلیون تومان`,
  /** The same band for a viewer who chose another currency: the amounts already formatted, then the unit. */
  priceBandIn: (from: string, to: string, unit: string) => `از ${from} تا ${to} ${unit}`,
  priceAboveIn: (from: string, unit: string) => `بیش از ${from} ${unit}`,
} as const;

export const location = {
  /** "wait" */
  searching: 'در حال جستجو...',
  /** "search a phrase" */
  searchPhrase: 'عبارتی را جستجو کنید',
  /** "no result found!" */
  noResult: 'نتیجه‌ای یافت نشد!',
  popularDomestic: 'شهرهای پرطرفدار داخلی',
  popularForeign: 'شهرهای پرطرفدار خارجی',
  /** The airport combobox (flight, flight+hotel and CIP forms). */
  noMatch: 'نتیجه‌ای یافت نشد!',
  /** The airport list while the supplier's answer is on its way, and its state for screen readers. */
  searchingPlaces: 'در حال جستجو...',
  allAirports: 'همهٔ فرودگاه‌ها',
  placesFound: (n: number) => `${fa(n)} نتیجه`,
  /** The location search refused the phrase (under 2 characters or too long). */
  badPlacePhrase: 'عبارت جستجو باید دست‌کم ۲ حرف و حداکثر ۶۰ حرف باشد.',
} as const;

export const rooms = {
  /** "it is not possible to add more than 14 passengers in a room" */
  maxAdults: `امکان افزودن بیش از ${fa(ROOM_LIMITS.maxAdultsPerRoom)} مسافر در یک اتاق وجود ندارد`,
  /** "children of one room cannot exceed 6" */
  maxChildren: `تعداد کودکان یک اتاق نمی‌تواند بیش از ${fa(ROOM_LIMITS.maxChildrenPerRoom)} نفر باشد`,
  /** "cannot add more than 4 rooms" */
  maxRooms: `امکان افزودن بیش از ${fa(ROOM_LIMITS.maxRooms)} اتاق وجود ندارد`,
  minRooms: 'دست‌کم یک اتاق باید انتخاب شود',
  minAdults: 'در هر اتاق دست‌کم یک بزرگسال باید باشد',
  /** "N rooms for M persons" */
  summary: (rooms: number, persons: number) => `${fa(rooms)} اتاق برای ${fa(persons)} نفر`,
  room: (ordinal: number) => `اتاق ${fa(ordinal)}`,
  /** Ordinals of the package-type panel and package cards: first … fourth. */
  ordinals: ['اتاق اول', 'اتاق دوم', 'اتاق سوم', 'اتاق چهارم'],
  adults: 'بزرگسال',
  adultsHint: `${fa(ROOM_LIMITS.maxChildAge)} سال به بالا`,
  children: 'کودک',
  childAge: 'سن کودک',
  infant: 'نوزاد',
  /** "0 to 1 year" … "11 to 12 years" */
  childAgeBand: (from: number) => `${fa(from)} تا ${fa(from + 1)} سال`,
  addRoom: 'افزودن اتاق',
  removeRoom: 'حذف اتاق',
  /** The rooms menu of every room-based form (hotel, flight+hotel, tours). */
  menuLabel: 'اتاق و مسافر',
  done: 'تأیید',
  addAdult: (room: number) => `افزودن بزرگسال به اتاق ${fa(room)}`,
  removeAdult: (room: number) => `کم کردن بزرگسال از اتاق ${fa(room)}`,
  addChild: (room: number) => `افزودن کودک به اتاق ${fa(room)}`,
  removeChild: (room: number, child: number) => `حذف کودک ${fa(child)} از اتاق ${fa(room)}`,
  childAgeOf: (room: number, child: number) => `سن کودک ${fa(child)} اتاق ${fa(room)}`,
  childrenHint: `زیر ${fa(ROOM_LIMITS.maxChildAge)} سال`,
} as const;

/** A room's board (meal plan), by its code (src/lib/lookups/meal-codes.ts): hotel and flight+hotel packages show it. */
export const meals = {
  roomOnly: 'بدون صبحانه',
  breakfast: 'با صبحانه',
  halfBoard: 'صبحانه و ناهار',
  fullBoard: 'صبحانه، ناهار و شام',
  unknown: 'نامشخص',
} as const;

export const datePicker = {
  jalali: 'شمسی',
  gregorian: 'میلادی',
  today: 'امروز',
  confirm: 'تأیید',
  nextMonth: 'ماه بعد',
  previousMonth: 'ماه قبل',
  departure: 'تاریخ رفت',
  return: 'تاریخ برگشت',
  bestSuggested: 'بهترین تاریخ پیشنهادی',
  pricesInToman: 'همهٔ قیمت‌ها به تومان است',
  cheapestDays: 'ارزان‌ترین روزها',
  holidays: 'تعطیلات',
  nonStopDays: 'روزهای پرواز مستقیم',
  nonStopNotice: 'در روزهای نارنجی پرواز مستقیم وجود دارد',
  /** A route with a non-stop flight every day: no day is coloured, this notice says so. */
  nonStopDaily: 'در این مسیر هر روز پرواز مستقیم وجود دارد',
  /** A holiday's words for screen readers: «تعطیل: جمعه», «تعطیل: عید سعید فطر». */
  holidayLabel: (title: string) => `تعطیل: ${title}`,
  /** A day's extra words for screen readers. */
  nonStopDay: 'پرواز مستقیم',
  /** The bottom bar's button that removes the return date (the search becomes one-way). */
  removeReturn: 'حذف تاریخ برگشت',
  nights: (count: number) => `${fa(count)} شب`,
} as const;

/** The search forms' shared parts: the destination field and the date picker (a product's own form texts are its own). */
export const searchForm = {
  destinationPlaceholder: 'نام شهر یا هتل را وارد کنید',
  clearDestination: 'پاک کردن مقصد',
  /** The kinds of a suggested location (the supplier's location types: a single hotel is type 4). */
  hotel: 'هتل',
  city: 'شهر',
  recentSearches: 'جستجوهای اخیر',
  pickDate: 'تاریخ را انتخاب کنید',
  notChosen: 'انتخاب نشده',
  goToToday: 'برو به امروز',
  gregorianCalendar: 'تقویم میلادی',
  calendarKind: 'نوع تقویم',
  months: 'ماه‌های تقویم',
  /** Day price in ten-thousands of toman (the cell's small print) and its accessible long form. */
  dayPriceTitle: (price: string) => `${price} هزار تومان`,
  holiday: 'تعطیل',
  cheapest: 'ارزان‌ترین',
  destination: 'مقصد',
} as const;

/** The search-loading dialog of each product (src/components/results/search-loading-products.ts): title and slogans. */
export const searchLoading = {
  /** "searching for the cheapest tour/attraction" (the hotel's and the flight's are in their messages.ts) */
  tour: 'در حال جستجوی ارزان‌ترین تور',
  attraction: 'در حال جستجوی ارزان‌ترین بلیت تفریحی',
} as const;

export const auth = {
  /** "username is required" */
  usernameRequired: 'نام کاربری الزامی است',
  /** "password not entered" (also for the new password) */
  passwordRequired: 'رمز عبور وارد نشده است',
  /** "enter your mobile number" */
  phoneRequired: 'شماره موبایل خود را وارد کنید',
  /** "enter digits only" */
  digitsOnly: 'فقط عدد وارد کنید',
  /** "entered mobile is not valid" */
  mobileInvalid: 'موبایل واردشده معتبر نیست',
  emailInvalid: 'ایمیل واردشده معتبر نیست',
  nationalCodeInvalid: 'کد ملی واردشده معتبر نیست',
  passportInvalid: 'شمارهٔ گذرنامه معتبر نیست',
  nameInvalidPersian: 'لطفاً فقط از حروف فارسی استفاده کنید',
  nameInvalidLatin: 'لطفاً فقط از حروف انگلیسی استفاده کنید',
  /** "please use agency registration" */
  useAgencyRegistration: 'لطفاً از ثبت‌نام آژانس استفاده کنید',
  /** "moving to registration page" */
  movingToRegister: 'در حال انتقال به صفحهٔ ثبت‌نام',
  /** "you have logged out" */
  loggedOut: 'با موفقیت خارج شدید',
  /** "login / register passenger" (auth layout header) */
  loginRegisterTitle: 'ورود / ثبت‌نام مسافر',
  passengerLogin: 'ورود مسافر',
  agencyLogin: 'ورود آژانس',
  /** Dashboard without login */
  loginPrompt: 'برای مشاهدهٔ این صفحه وارد شوید یا ثبت‌نام کنید',
  guest: 'کاربر مهمان',
  username: 'نام کاربری',
  mobile: 'شماره موبایل',
  password: 'رمز عبور',
  newPassword: 'رمز عبور جدید',
  code: 'کد تأیید',
  forgotPassword: 'فراموشی رمز عبور',
  login: 'ورود',
  register: 'ثبت‌نام',
  logout: 'خروج',
} as const;

export const campaign = {
  wheelTitle: 'گردونهٔ شانس',
  /** The wheel's image, for screen readers: what it holds. */
  wheelLabel: (count: number) => `گردونهٔ شانس با ${fa(count)} جایزه`,
  awardsTitle: 'جایزه‌های گردونه',
  spin: 'گردونه را بچرخان',
  spinning: 'گردونه در حال چرخش است…',
  loginFirst: 'برای چرخاندن گردونه وارد حساب کاربری خود شوید؛ هر حساب یک بار شانس دارد.',
  login: 'ورود یا ثبت‌نام',
  answerFirst: 'پیش از چرخاندن گردونه به پرسش جشنواره پاسخ دهید',
  /** The result, announced in text (aria-live) and shown in the winner's card. */
  won: (title: string) => `تبریک! شما برندهٔ «${title}» شدید.`,
  couponLabel: 'کد تخفیف شما',
  couponUse: 'این کد را هنگام پرداخت سفارش در بخش «کد تخفیف» وارد کنید.',
  expires: (date: string) => `مهلت استفاده: تا ${date}`,
  expired: 'مهلت استفاده از کد تخفیف شما به پایان رسیده است.',
  alreadyPlayed: 'شما یک بار گردونهٔ شانس را چرخانده‌اید؛ جایزهٔ شما:',
  unavailable: 'گردونهٔ شانس اکنون در دسترس نیست. کمی بعد دوباره سر بزنید.',
  failed: 'چرخاندن گردونه انجام نشد. دوباره تلاش کنید.',
} as const;

export const lead = {
  /** "this field is required." */
  required: REQUIRED,
  /** "the mobile number entered is not valid." */
  invalidMobile: 'شماره موبایل واردشده معتبر نیست.',
  /** "We will call you soon. Thank you" */
  success: 'به‌زودی با شما تماس می‌گیریم. سپاسگزاریم',
  /** "The operation failed" */
  failure: OPERATION_FAILED,
  phonePlaceholder: 'شماره موبایل',
  send: 'ارسال',
  /** The lead box text: we will call you back about the product and city. */
  callBack: (product: string, city: string) => `کارشناسان ما برای مشاوره و خرید ${product} ${city} با شما تماس می‌گیرند`,
  /** The same on the UK-visa landing page. */
  ukVisa: 'کارشناسان ما برای مشاورهٔ ویزای انگلستان با شما تماس می‌گیرند',
} as const;

export const basket = {
  /** info: ticket removed from your basket */
  ticketRemoved: 'بلیت از سبد خرید شما حذف شد',
  /** "We are saving your basket!" */
  saving: SAVING_BASKET,
  /** Log line (not shown to users) when the basket id is missing. */
  noBasketIdLog: 'no basket id found',
  /** The basket reset on the passengers step (the edge answers with basket.ticketRemoved). */
  removeFromBasket: 'حذف از سبد خرید',
} as const;

export const cashback = {
  /** "toman back to wallet" */
  backToWallet: (amount: string) => `${amount} تومان به کیف پول شما برمی‌گردد`,
} as const;

/**
 * Tickets and vouchers (spec 000 §7 "Reports and tickets"): the printed document's shared labels (its header, the
 * traveller, the amounts, the rules title, the footer), its download and print links and the refusals. A product's own
 * labels (its title, its legs or stay, its rules) are in its messages.ts (`flightDocument`, `hotelDocument`).
 */
/** Cancelling an issued order from the dashboard (a product that offers it: src/components/account/CancelOrderDialog). */
export const orderCancel = {
  button: 'لغو سفارش',
  title: 'لغو سفارش',
  confirm: (order: string) => `سفارش ${fa(order)} لغو شود؟ مبلغ پرداختی پس از کسر جریمهٔ لغو، یک بار به پرداخت‌کننده برمی‌گردد.`,
  yes: 'بله، لغو شود',
  no: 'انصراف',
  busy: 'در حال لغو…',
  doneWallet: (amount: string) => `سفارش لغو شد و ${amount} به کیف پول شما برگشت.`,
  doneCard: (amount: string) => `سفارش لغو شد؛ ${amount} به کارت پرداخت‌کننده واریز می‌شود.`,
  notOffered: 'این سفارش از پنل کاربری لغو نمی‌شود؛ با پشتیبانی تماس بگیرید.',
  notIssued: 'فقط سفارش صادرشده را می‌توان لغو کرد.',
  /** One part of the order (a service taken with a flight), cancelled on its own. */
  partButton: (part: string) => `لغو ${part}`,
  partConfirm: (part: string, order: string) =>
    `${part} از سفارش ${fa(order)} لغو شود؟ بقیهٔ سفارش معتبر می‌ماند و مبلغ این بخش پس از کسر جریمهٔ لغو، یک بار به پرداخت‌کننده برمی‌گردد.`,
  partDoneWallet: (part: string, amount: string) => `${part} لغو شد و ${amount} به کیف پول شما برگشت.`,
  partDoneCard: (part: string, amount: string) => `${part} لغو شد؛ ${amount} به کارت پرداخت‌کننده واریز می‌شود.`,
  partCancelled: (part: string) => `${part} لغو شده است.`,
} as const;

export const tickets = {
  /** The alt text of a document's QR code (what it opens is printed beside it). */
  qr: 'کد QR استعلام',
  orderNumber: 'شمارهٔ سفارش',
  ticketNumber: 'شمارهٔ بلیت',
  pnr: 'کد رزرو (PNR)',
  issuedAt: 'تاریخ صدور',
  status: 'وضعیت',
  passenger: 'مسافر',
  guests: 'میهمانان',
  persianName: 'نام و نام خانوادگی',
  latinName: 'نام لاتین',
  passengerType: 'نوع مسافر',
  nationalNumber: 'کد ملی',
  passportNumber: 'شمارهٔ گذرنامه',
  leader: 'سرپرست',
  outbound: 'رفت',
  return: 'برگشت',
  route: 'مسیر',
  routeValue: (from: string, to: string) => `${from} به ${to}`,
  departure: 'زمان حرکت',
  arrival: 'زمان رسیدن',
  city: 'شهر',
  amounts: 'مبلغ',
  fare: 'مبلغ این بلیت',
  total: 'مبلغ کل سفارش',
  /** A BUYFOROTHER order's customer (issue 48 point 7). */
  boughtFor: 'خرید برای',
  agency: 'فروشنده',
  provider: 'تأمین‌کننده',
  contact: 'تلفن تماس',
  support: `پشتیبانی: ${supportPhone}`,
  rulesTitle: 'قوانین و نکات',
  bringDocument: 'همراه داشتن کارت ملی یا گذرنامهٔ معتبر الزامی است.',
  page: (n: number, of: number) => `صفحهٔ ${fa(n)} از ${fa(of)}`,
  passengerTypes: { adult: 'بزرگسال', child: 'کودک', infant: 'نوزاد' },
  /** Links on the result page, the dashboard and the voucher page. */
  download: 'دریافت فایل PDF',
  view: (what: string) => `مشاهده و چاپ ${what}`,
  /** The documents list of a paid order (result page, order tracking, dashboard). */
  documentsTitle: 'مدارک سفر',
  documentsHint: 'هر مدرک را جداگانه دریافت و نگه دارید؛ هنگام استفاده از خدمت همراه داشته باشید.',
  downloadDocument: (title: string) => `دریافت ${title} (PDF)`,
  print: 'چاپ',
  /** 404 of the download route: no such order, or not this user's. */
  notFound: 'سفارشی با این شماره برای حساب شما پیدا نشد.',
  /** 409: the order has no ticket yet (unpaid, failed or cancelled). */
  notIssued: 'بلیت این سفارش هنوز صادر نشده است.',
  /** 409: the service was cancelled (its refund may still be on its way): its document is no longer valid. */
  cancelled: 'این سفارش لغو شده است و مدرک آن دیگر معتبر نیست.',
  /** The order's ticket cannot be printed (its booking data is missing). */
  unavailable: 'بلیت این سفارش در دسترس نیست؛ با پشتیبانی تماس بگیرید.',
  /** The supplier did not answer in time: nothing is wrong with the order. */
  outage: 'دریافت بلیت در حال حاضر ممکن نیست؛ چند دقیقهٔ دیگر دوباره تلاش کنید.',
  backToOrders: 'بازگشت به سفارش‌ها',
} as const;

/** An invoice page without an order number (issue 49): the viewer's orders, or the order found by number and mobile. */
export const invoiceFinder = {
  yourOrders: 'صورت‌حساب سفارش‌های شما',
  noOrders: 'سفارش پرداخت‌شده‌ای از این نوع در حساب شما نیست.',
  ordersUnavailable: 'فهرست سفارش‌های شما در حال حاضر در دسترس نیست؛ می‌توانید سفارش را با شماره و موبایل پیدا کنید.',
  trackTitle: 'یافتن صورت‌حساب با شمارهٔ سفارش و موبایل',
  trackHint:
    'شمارهٔ سفارش و موبایل خریدار را وارد کنید؛ پس از تأیید کد پیامکی، وضعیت سفارش و مدارک آن (صورت‌حساب، بلیت یا واچر) نمایش داده می‌شود.',
  invoiceOf: (title: string, number: string) => `صورت‌حساب ${title}، سفارش ${number}`,
} as const;

export const dashboard = {
  profile: 'حساب کاربری',
  orders: 'سفارش‌ها و استرداد',
  transactions: 'تراکنش‌ها',
  customerClub: 'باشگاه مشتریان',
  wallet: 'کیف پول',
  balance: 'موجودی',
  addCredit: 'افزایش اعتبار',
  logout: 'خروج',
} as const;

export const header = {
  /** The main nav's four links (flight, hotel, flight+hotel, tour) are site content: src/content/navigation.ts. */
  services: 'خدمات',
  insurance: 'بیمهٔ مسافرتی',
  passport: 'پاسپورت دومینیکا',
  magazine: 'مجله',
  trackOrder: 'پیگیری و استرداد',
  currency: 'ارز',
  showAllCurrencies: 'نمایش همهٔ ارزها',
} as const;

export const footer = {
  columns: { product: BRAND_FA, help: 'راهنما و پشتیبانی', more: 'اطلاعات تکمیلی' },
  support24: 'پشتیبانی ۲۴ ساعته',
  version: `نسخهٔ ${fa(APP_VERSION)}`,
  copyright: `تمامی حقوق این وب‌سایت متعلق به ${BRAND_FA} است.`,
  corporateSales: 'فروش سازمانی',
  agencyRegistration: 'ثبت‌نام همکار آژانس',
} as const;

/**
 * Every product's results page (src/components/results and the products' lists): the filter and sort controls, the
 * stream, expiry and search-again states, a card's provider line. A product's own results texts are its own.
 */
export const results = {
  /** A search route's start date had passed: the edge moved it to today (lib/query.ts PAST_DATE_KEY). */
  pastDateMoved: (searched: string, today: string) => `تاریخ ${searched} گذشته است؛ جستجو از امروز، ${today}، انجام شد.`,
  filtersButton: 'فیلترها',
  sortLabel: 'مرتب‌سازی',
  showFilters: 'نمایش فیلترها',
  applyFilters: 'مشاهدهٔ نتایج',
  priceMin: 'حداقل قیمت',
  priceMax: 'حداکثر قیمت',
  previous: 'قبلی',
  next: 'بعدی',
  streamError: 'ارتباط با جستجو قطع شد؛ نتایج تا این لحظه نمایش داده می‌شود',
  searchAgain: 'جستجوی مجدد',
  /** "your results have expired, update the search for the latest prices" */
  expired: 'نتایج جستجوی شما منقضی شده است؛ برای دیدن آخرین قیمت‌ها جستجو را به‌روز کنید',
  /** "Please search again!" (selecting after expiry) */
  searchAgainPrompt: 'لطفاً دوباره جستجو کنید!',
  changeSearch: 'تغییر جستجو',
  /** The card's provider line (counter and agent users only). */
  provider: (name: string) => `فروشنده: ${name}`,
} as const;

/** Site shell: layouts, floating buttons, alerts, idle dialog (spec 000 §2.2, spec 001 §4). */
export const shell = {
  skipToContent: 'رفتن به محتوای اصلی',
  packages: 'پکیج‌های ویژه',
  brandHome: (brand: string) => `${brand}، صفحهٔ اصلی`,
  mainNav: 'ناوبری اصلی',
  searchTabs: 'نوع جستجو',
  topBar: 'دسترسی سریع',
  home: 'صفحهٔ اصلی',
  menu: 'منو',
  openMenu: 'باز کردن منو',
  closeMenu: 'بستن منو',
  about: 'دربارهٔ ما',
  contact: 'تماس با ما',
  supportCall: 'تماس با پشتیبانی',
  callSupport: (phone: string) => `تماس با پشتیبانی: ${phone}`,
  whatsapp: 'گفتگو در واتس‌اپ',
  headphoneOpen: 'نمایش راه‌های ارتباط با پشتیبانی',
  headphoneClose: 'پنهان کردن راه‌های ارتباط با پشتیبانی',
  profile: 'حساب کاربری من',
  currencyMenu: (code: string) => `ارز نمایش: ${code}`,
  currencyChanged: 'ارز نمایش تغییر کرد',
  /** The supplier's rates could not be had: the chosen currency's prices fall back to toman (spec 001 §1). */
  ratesUnavailable: (currency: string) => `نرخ ${currency} فعلاً در دسترس نیست؛ قیمت‌ها به تومان نمایش داده می‌شوند.`,
  cashbackTitle: 'باشگاه مشتریان',
  alertClose: 'بستن پیام',
  alertKinds: { success: 'موفق', warning: 'هشدار', error: 'خطا', info: 'اطلاع' },
  idleTitle: 'هنوز این‌جا هستید؟',
  idleText: `برای راهنمایی در انتخاب سفر، کارشناسان ما به‌صورت ۲۴ ساعته پاسخگوی شما هستند. با شمارهٔ ${supportPhone} تماس بگیرید.`,
  idleContinue: 'ادامهٔ جستجو',
  errorFallbackTitle: 'متأسفانه خطایی رخ داد',
  errorFallbackText: 'نمایش این صفحه ممکن نشد.',
  chunkReloading: 'نسخهٔ تازه‌ای از سایت در دسترس است؛ صفحه دوباره بارگذاری می‌شود',
} as const;

export const footerInfo = {
  about: `${BRAND_FA}، سامانهٔ آنلاین خرید بلیت هواپیما، رزرو هتل و تور داخلی و خارجی با پشتیبانی شبانه‌روزی.`,
  kishOffice: 'دفتر کیش: جزیرهٔ کیش، بلوار ساحل، مجتمع تجاری پردیس ۲، طبقهٔ دوم',
  tehranOffice: 'دفتر پشتیبانی تهران: تهران، خیابان ولیعصر، بالاتر از پارک ساعی، ساختمان ۲۴۱۰، طبقهٔ پنجم',
  phoneLabel: 'تلفن پشتیبانی ۲۴ ساعته',
  social: 'شبکه‌های اجتماعی',
  socialNames: { telegram: 'تلگرام', instagram: 'اینستاگرام', aparat: 'آپارات', linkedin: 'لینکدین', twitter: 'ایکس (توییتر)' },
  trust: 'نمادهای اعتماد و مجوزها',
  trustNames: {
    enamad: 'نماد اعتماد الکترونیکی',
    samandehi: 'نشان ملی ثبت رسانه‌های دیجیتال',
    cao: 'مجوز سازمان هواپیمایی کشوری',
    tourism: 'مجوز بند ب وزارت میراث فرهنگی و گردشگری',
  },
  videos: 'آموزش‌های ویدیویی',
  videoPurchase: 'آموزش خرید آنلاین',
  videoRefund: 'آموزش استرداد آنلاین',
} as const;

/** Auth pages, dialog and flows (spec 000 §2.2, spec 001 §2, §4, §5). */
export const authFlow = {
  authTitle: 'ورود به حساب کاربری',
  authDescription: 'ورود مسافران و آژانس‌های همکار به حساب کاربری',
  loginTitle: 'ورود با رمز عبور',
  forgotTitle: 'بازیابی رمز عبور',
  forgotDescription: 'شمارهٔ موبایل خود را وارد کنید تا کد تأیید برایتان پیامک شود.',
  verifyTitle: 'تأیید کد و رمز عبور جدید',
  verifyDescription: (mobile: string) => `کد ۵ رقمی پیامک‌شده به ${fa(mobile)} را وارد کنید.`,
  /** The login's `verification_required` answer (issue 43 case 8): password logins from this device are paused. */
  deviceVerifyTitle: 'ورود با کد پیامکی',
  deviceVerifyText:
    'چند بار رمز عبور اشتباه وارد شده است؛ برای امنیت حساب، ورود با رمز عبور از این دستگاه فعلاً ممکن نیست. کد پیامکی بگیرید تا با آن وارد شوید و رمز عبور تازه‌ای بگذارید.',
  deviceVerifySms: 'دریافت کد پیامکی',
  registerTitle: 'ثبت‌نام مسافر',
  agencyRegisterTitle: 'ثبت‌نام همکار آژانس',
  registerDescription: 'با شمارهٔ موبایل خود ثبت‌نام کنید.',
  agencyDescription: 'آژانس‌های همکار با نام کاربری و رمز عبور آژانس وارد شوید.',
  agencyRegisterDescription: 'برای همکاری فرم زیر را پر کنید؛ کارشناسان ما پس از بررسی با شما تماس می‌گیرند.',
  usernameHint: 'شمارهٔ موبایل یا نام کاربری',
  agencyUsername: 'نام کاربری آژانس',
  name: 'نام',
  family: 'نام خانوادگی',
  email: 'ایمیل (اختیاری)',
  agencyName: 'نام آژانس',
  sendCode: 'دریافت کد تأیید',
  continue: 'ادامه',
  submitReset: 'تغییر رمز عبور',
  submitRegister: 'ثبت‌نام',
  noAccount: 'حساب کاربری ندارید؟',
  haveAccount: 'قبلاً ثبت‌نام کرده‌اید؟',
  registerAsAgency: 'ثبت‌نام همکار آژانس',
  loginSuccess: (name: string) => (name ? `${name} عزیز، خوش آمدید` : 'با موفقیت وارد شدید'),
  registerSuccess: 'ثبت‌نام شما با موفقیت انجام شد',
  resetSuccess: 'رمز عبور شما تغییر کرد و وارد شدید',
  codeSent: 'کد تأیید برای شما پیامک شد',
  /** The mobile check answered 406. */
  alreadyRegistered: 'این شماره قبلاً ثبت‌نام شده است؛ لطفاً وارد شوید',
  registerTokenMissing: 'ابتدا شمارهٔ موبایل خود را تأیید کنید',
  forgotTokenMissing: 'ابتدا کد تأیید را درخواست کنید',
  codeInvalid: `کد تأیید باید ${fa(5)} رقم باشد`,
  passwordShort: `رمز عبور باید دست‌کم ${fa(6)} کاراکتر باشد`,
  startTitle: 'ورود یا ثبت‌نام',
  startHint: 'شمارهٔ موبایل یا نام کاربری خود را وارد کنید',
  changeTitle: 'رمز عبور جدید',
  backToStart: 'بازگشت',
  back: 'بازگشت',
  supportLine: (phone: string) => `پشتیبانی: ${phone}`,
  agencyRequestSent: 'درخواست همکاری شما ثبت شد؛ به‌زودی با شما تماس می‌گیریم',
  agencyPhone: 'شمارهٔ تماس آژانس',
  showPassword: 'نمایش رمز عبور',
} as const;

/** Dashboard pages (spec 000 §2.2). */
export const dash = {
  title: 'پنل کاربری',
  sidebar: 'منوی پنل کاربری',
  passengers: 'مسافران',
  favorites: 'علاقه‌مندی‌ها',
  pending: 'سفارش‌های در انتظار پرداخت',
  walletBalance: 'موجودی کیف پول',
  profileSaved: 'اطلاعات حساب کاربری ذخیره شد',
  save: 'ذخیرهٔ تغییرات',
  mobile: 'شمارهٔ موبایل',
  email: 'ایمیل',
  nationalCode: 'کد ملی',
  birthDate: 'تاریخ تولد',
  gender: 'جنسیت',
  male: 'مرد',
  female: 'زن',
  unknown: 'انتخاب نشده',
  currency: 'ارز نمایش قیمت‌ها',
  ordersTab: 'سفارش‌ها',
  refundsTab: 'درخواست‌های استرداد',
  noOrders: 'هنوز سفارشی ثبت نکرده‌اید',
  noRefunds: 'درخواست استردادی ندارید',
  noPending: 'سفارش در انتظار پرداختی ندارید',
  /** A pending order's column and button (PayAgainForm): its basket's review. */
  pay: 'پرداخت',
  noTransactions: 'تراکنشی ثبت نشده است',
  noCashback: 'هنوز بازگشت وجهی به کیف پول شما واریز نشده است',
  noPassengers: 'هنوز مسافری ذخیره نکرده‌اید؛ مسافران سفرهای شما پس از خرید این‌جا نمایش داده می‌شوند.',
  noFavorites: 'هنوز هتلی را به علاقه‌مندی‌ها اضافه نکرده‌اید.',
  factor: 'شمارهٔ سفارش',
  product: 'محصول',
  date: 'تاریخ',
  travelDates: 'تاریخ سفر',
  amount: 'مبلغ',
  status: 'وضعیت',
  description: 'شرح',
  balanceAfter: 'مانده',
  passengersCount: (n: number) => `${fa(n)} مسافر`,
  requestRefund: 'درخواست استرداد',
  refundRequested: 'درخواست استرداد ثبت شد',
  refundAmount: 'مبلغ قابل استرداد',
  penalty: 'جریمه',
  addCreditTitle: 'افزایش اعتبار کیف پول',
  addCreditAmount: 'مبلغ (تومان)',
  addCreditSubmit: 'پرداخت و افزایش اعتبار',
  addCreditInvalid: `مبلغ باید دست‌کم ${fa('10,000')} تومان باشد`,
  cashbackPercent: (p: number) => `${fa(p)}٪ از مبلغ هر خرید به کیف پول شما برمی‌گردد`,
  cashbackTotal: 'مجموع بازگشت وجه',
  cashbackPurchases: 'مجموع خریدهای مشمول',
  cashbackList: 'فهرست بازگشت وجه',
  /** Order products without a folder yet (a product's own name is its definition's: src/products/registry.ts). */
  products: { tour: 'تور', insurance: 'بیمه' },
  transactionTypes: { deposit: 'افزایش اعتبار', purchase: 'خرید', cashback: 'بازگشت وجه', refund: 'استرداد', withdraw: 'برداشت' },
  payNow: 'پرداخت',
  leadPassenger: 'سرپرست',
  loadFailed: 'دریافت اطلاعات ممکن نشد؛ کمی بعد دوباره تلاش کنید',
} as const;

/**
 * The fields the products' search forms share (origin, destination, airport, dates, the passengers menu, submit) and
 * their prompts; each form's own title and labels live in its product's messages.ts.
 */
export const productForms = {
  origin: 'مبدأ',
  destination: 'مقصد',
  airport: 'فرودگاه',
  originPlaceholder: 'شهر یا فرودگاه مبدأ',
  destinationPlaceholder: 'شهر یا فرودگاه مقصد',
  departure: 'تاریخ رفت',
  return: 'تاریخ برگشت',
  dates: 'تاریخ رفت و برگشت',
  passengers: 'مسافران',
  passengersSummary: (n: number) => `${fa(n)} مسافر`,
  adults: 'بزرگسال',
  adultsHint: 'بالای ۱۲ سال',
  child: 'کودک',
  childHint: '۲ تا ۱۲ سال',
  infant: 'نوزاد',
  infantHint: 'زیر ۲ سال',
  add: (label: string) => `افزودن ${label}`,
  remove: (label: string) => `کم کردن ${label}`,
  done: 'تأیید',
  submit: 'جستجو',
  selectOrigin: 'لطفاً مبدأ را انتخاب کنید!',
  selectDestination: 'لطفاً مقصد را انتخاب کنید!',
  sameRoute: 'مبدأ و مقصد نمی‌تواند یکسان باشد!',
  selectDeparture: 'لطفاً تاریخ رفت را انتخاب کنید!',
  selectReturn: 'لطفاً تاریخ برگشت را انتخاب کنید!',
  selectDate: 'لطفاً تاریخ را انتخاب کنید!',
  maxPassengers: (n: number) => `حداکثر ${fa(n)} مسافر (بزرگسال و کودک) در هر جستجو مجاز است`,
  minAdults: 'حداقل یک مسافر بزرگسال لازم است',
  infantsPerAdult: 'تعداد نوزادان نمی‌تواند از تعداد بزرگسالان بیشتر باشد',
} as const;

/** The edge's JSON API refusing a request or passing on an upstream failure (src/edge: json-body, failures, proxy). */
export const edgeApi = {
  /** 415: the body is not JSON */
  notJson: 'نوع محتوای درخواست باید JSON باشد',
  /** 413: the body is over the route's limit */
  tooLarge: 'حجم اطلاعات ارسالی بیش از حد مجاز است',
  /** 400: the body is not valid JSON, or not what the route takes */
  invalidBody: 'اطلاعات ارسالی معتبر نیست',
  /** 403: an unsafe request from another origin */
  foreignOrigin: 'درخواست از مبدأ نامعتبر رد شد',
  /** 405 */
  methodNotAllowed: 'این روش درخواست پشتیبانی نمی‌شود',
  /** 400: an API path that could resolve differently upstream */
  badPath: 'مسیر درخواست نامعتبر است',
  /** 404: an API path that is not on the allow-list */
  notFound: 'مسیر درخواستی یافت نشد',
  /** The upstream refused the request without a message of its own. */
  rejected: 'درخواست انجام نشد',
  /** 502: the upstream answered something unusable. */
  upstreamFailed: 'سرویس موقتاً در دسترس نیست؛ لطفاً دوباره تلاش کنید',
} as const;

/** The checkout's answers (src/edge/checkout-routes.ts); the passengers form shows them. */
export const checkout = {
  /** "Please fix the errors of the form" */
  fixForm: 'لطفاً خطاهای فرم را برطرف کنید',
  /** 409: the session has no basket (or its item is gone): search again */
  noBasket: 'سبد خرید شما خالی است؛ لطفاً دوباره جستجو کنید',
  /**
   * 410: the session had a basket the supplier no longer gives it (the identity that owned it ended): the spec's
   * expired state ("your results have expired, update the search for the latest prices"), never "basket empty".
   */
  basketExpired: results.expired,
  /** The link of the expired state. */
  searchAgain: searchInput.searchAgain,
  /** 403: the order is not this session's basket's order */
  notYourOrder: 'این سفارش متعلق به سبد خرید شما نیست',
  /** 400: the order number in the URL is not a number */
  badOrderId: 'شمارهٔ سفارش نامعتبر است',
  /** 404: not an order of this session (a guest reads only the orders booked in the same browser session) */
  orderNotFound: 'سفارش یافت نشد',
  /** 409: the basket's order is paid: no new travellers or payment; the traveller is sent to the order's result */
  basketPaid: 'هزینهٔ این سفارش پرداخت شده است و مسافران یا پرداخت آن دیگر تغییر نمی‌کند.',
  /** 409: part of the order is paid from credit: the traveller is sent back to pay the rest of the same order */
  basketPaying: 'بخشی از هزینهٔ این سفارش از کیف پول پرداخت شده است؛ لطفاً پرداخت همین سفارش را کامل کنید.',
  /** A review line's «remove» button (its accessible name says which item). */
  remove: 'حذف',
  removeLabel: (title: string) => `حذف ${title} از سبد خرید`,
  /** The confirm step of removing one item from the basket on the review. */
  removeTitle: 'حذف از سبد خرید',
  removeConfirm: (title: string) => `«${title}» از سبد خرید حذف شود؟`,
  removeYes: 'بله، حذف شود',
  removeCancel: 'انصراف',
  removing: 'در حال حذف...',
  /** success: the item (and its group) left the basket; the rest of the basket stays. */
  removed: (title: string) => `«${title}» از سبد خرید حذف شد`,
  /** The remove failed (refused or no network): the item stays. */
  removeFailed: 'حذف از سبد خرید انجام نشد؛ لطفاً دوباره تلاش کنید',
  /** info: the last item was removed; the review of an empty basket leads home. */
  basketEmptied: 'سبد خرید شما خالی شد',
  /** The review's «empty the basket» (EmptyBasket.tsx, DELETE basket). */
  emptyBasket: 'خالی کردن سبد خرید',
  emptyConfirm: 'همهٔ موارد سبد خرید حذف شود؟',
  emptyYes: 'بله، سبد خالی شود',
  emptyFailed: 'خالی کردن سبد خرید انجام نشد؛ لطفاً دوباره تلاش کنید',
} as const;

/** The travellers step's shared fieldsets (src/components/checkout/travellers): every product's form shows these. */
export const travellers = {
  /** The shared picker of saved travellers and (for a buyer for others) customers (issue 48 point 7). */
  pickLabel: 'انتخاب از مسافران ذخیره‌شده',
  pickLabelWithCustomers: 'انتخاب مشتری یا مسافر ذخیره‌شده',
  pickNone: 'مسافر جدید (وارد کردن دستی)',
  pickSaved: 'مسافران ذخیره‌شده',
  pickCustomers: 'مشتریان من',
  pickFilled: (name: string) => `مشخصات ${name} وارد شد؛ در صورت نیاز ویرایش کنید.`,
  buyingFor: (name: string) => `این خرید برای «${name}» ثبت می‌شود.`,
  firstName: 'نام',
  lastName: 'نام خانوادگی',
  nationalCode: 'کد ملی',
  passportNumber: 'شمارهٔ گذرنامه',
  birthDate: 'تاریخ تولد',
  contact: 'اطلاعات تماس',
  mobile: 'شمارهٔ موبایل',
  emailOptional: 'ایمیل (اختیاری)',
  /** A country list's empty choice. */
  choose: 'انتخاب کنید',
  /** The same document twice in one order (every product's travellers step, src/lib/travellers.ts). */
  nationalCodeDuplicate: 'این کد ملی برای مسافر دیگری هم وارد شده است',
  passportNumberDuplicate: 'این شمارهٔ گذرنامه برای مسافر دیگری هم وارد شده است',
  // The shared traveller rules (src/lib/travellers.ts): every product's travellers step says these.
  fnameFa: 'نام (فارسی)',
  lnameFa: 'نام خانوادگی (فارسی)',
  fnameEn: 'نام (لاتین)',
  lnameEn: 'نام خانوادگی (لاتین)',
  gender: 'جنسیت',
  male: 'مرد',
  female: 'زن',
  nationality: 'ملیت',
  iranian: 'ایرانی',
  foreign: 'غیرایرانی',
  /** A foreign traveller's country of citizenship. */
  nationalityCountry: 'کشور محل تابعیت',
  passportExpiry: 'تاریخ انقضای گذرنامه',
  dateHint: 'سال/ماه/روز، شمسی یا میلادی؛ مثلاً ۱۳۷۰/۰۵/۲۰',
  /** "Birth date is not valid" */
  birthDateInvalid: 'تاریخ تولد معتبر نیست',
  /** "Birth date cannot be after the trip" */
  birthDateAfterTravel: 'تاریخ تولد نمی‌تواند بعد از تاریخ سفر باشد',
  /** The traveller's age on the travel date does not fit the type they book as (adults 12+, children 2–11, infants < 2). */
  ageAdult: (adultFrom: number) => `سن بزرگسال در تاریخ سفر باید ${fa(adultFrom)} سال یا بیشتر باشد`,
  ageChild: (childFrom: number, adultFrom: number) => `سن کودک در تاریخ سفر باید بین ${fa(childFrom)} تا ${fa(adultFrom - 1)} سال باشد`,
  ageInfant: (childFrom: number) => `سن نوزاد در تاریخ سفر باید کمتر از ${fa(childFrom)} سال باشد`,
  /** "Choose the nationality" */
  nationalityRequired: 'ملیت مسافر را انتخاب کنید',
  /** "Services cannot be sold to citizens of this country" (constants BLOCKED_COUNTRIES) */
  nationalityBlocked: 'امکان صدور بلیت برای اتباع این کشور وجود ندارد',
  /** A foreign traveller chose Iran: the Iranian option asks for the national code instead. */
  nationalityIranian: 'برای مسافر ایرانی گزینهٔ «ایرانی» را انتخاب کنید',
  /** "Choose the passport's issuing country" */
  passportOriginRequired: 'کشور صادرکنندهٔ گذرنامه را انتخاب کنید',
  /** "Passport expiry date is not valid" */
  passportExpiryInvalid: 'تاریخ انقضای گذرنامه معتبر نیست',
  /** Abroad: the passport must be valid `months` months past the trip's last day. */
  passportExpiryTooSoon: (months: number) =>
    `گذرنامه باید دست‌کم تا ${months === 6 ? 'شش' : fa(months)} ماه پس از پایان سفر اعتبار داشته باشد`,
  /** At home (a foreigner's passport): it has expired by the trip's last day. */
  passportExpired: 'گذرنامه تا پایان سفر اعتبار ندارد',
} as const;

/** A traveller's passport scan (src/lib/document-file.ts, src/edge/uploads.ts, the travellers forms). */
export const uploads = {
  passportScan: 'تصویر صفحهٔ اول گذرنامه (اختیاری)',
  passportScanHint: 'JPG، PNG یا PDF، حداکثر ۲ مگابایت',
  noFile: 'فایلی برای بارگذاری انتخاب نشده است.',
  /** The file field's own button (the browser's «Choose File» is in its own language) and its empty state. */
  choose: 'انتخاب فایل',
  chooseAnother: 'انتخاب فایل دیگر',
  noneChosen: 'فایلی انتخاب نشده است',
  tooLarge: 'حجم فایل گذرنامه باید حداکثر ۲ مگابایت باشد.',
  badType: 'فقط تصویر JPG یا PNG یا فایل PDF گذرنامه پذیرفته می‌شود.',
  mismatch: 'نوع فایل با محتوای آن یکسان نیست؛ تصویر یا PDF گذرنامه را دوباره انتخاب کنید.',
  notForm: 'فایل باید به صورت فرم چندبخشی ارسال شود.',
  uploading: 'در حال بارگذاری…',
  /** The file's name in a directional isolate (U+2068 … U+2069): a Latin name would otherwise pull the quotes apart. */
  uploaded: (name: string) => `«\u2068${name}\u2069» بارگذاری شد.`,
  remove: 'حذف فایل',
  failed: 'بارگذاری فایل انجام نشد؛ دوباره تلاش کنید.',
  badId: 'فایل گذرنامه معتبر نیست؛ آن را دوباره بارگذاری کنید.',
  busy: 'تعداد بارگذاری‌ها زیاد است؛ چند دقیقهٔ دیگر دوباره تلاش کنید.',
} as const;

/** The one checkout of every product (src/edge/flight-checkout-routes.ts, src/components/checkout). */
export const payment = {
  /** The chosen flight's price changed at provision / at the final re-check. */
  priceChangedTitle: 'قیمت تغییر کرده است',
  priceChanged: (oldToman: string, newToman: string) =>
    `قیمت این سفر از ${oldToman} تومان به ${newToman} تومان تغییر کرده است. با قیمت جدید ادامه می‌دهید؟`,
  acceptNewPrice: 'تأیید قیمت جدید و ادامه',
  goBack: 'بازگشت و انتخاب دوباره',
  /** A seat of the chosen flight sold out since the search. */
  soldOut: 'ظرفیت این پرواز تکمیل شده است؛ لطفاً پرواز دیگری انتخاب کنید',
  /** The service starts too soon to be sold (a flight whose check-in has closed); nothing was charged. */
  saleClosed: 'زمان فروش این خدمت به پایان رسیده است و مبلغی کسر نشد؛ لطفاً دوباره جستجو کنید و گزینه دیگری انتخاب کنید',
  /** The provision/search expired (spec 001 §2 expired-results dialog). */
  expired: results.expired,
  saving: 'در حال بررسی قیمت و ظرفیت...',
  /** The chosen trip's button: re-check (provision) and go to the passengers step. */
  continueToPassengers: 'ادامه و ورود مشخصات مسافران',
  reviewTitle: 'بازبینی و پرداخت',
  passengersTitle: 'مشخصات مسافران',
  items: 'اقلام سبد خرید',
  travellers: 'مسافران',
  total: 'جمع کل',
  roleDiscount: (percent: string) => `تخفیف همکار (${percent}٪)`,
  coupon: 'کد تخفیف',
  couponApply: 'اعمال کد',
  couponDiscount: 'تخفیف کد',
  couponInvalid: 'کد تخفیف وارد شده معتبر نیست',
  couponExpired: 'مهلت استفاده از این کد تخفیف به پایان رسیده است',
  payable: 'مبلغ قابل پرداخت',
  /** Beside a rial amount for a viewer who chose another currency (payment stays in rial). */
  converted: (price: string) => `معادل ${price}`,
  /** Under the payable, for that viewer. */
  paidInRial: 'پرداخت به ریال انجام می‌شود؛ مبلغ ارزی به نرخ امروز و تقریبی است.',
  balance: 'موجودی کیف پول',
  useCredit: 'پرداخت از کیف پول / اعتبار',
  creditPart: 'از کیف پول',
  creditPartAmount: 'بخشی از کیف پول، بقیه از درگاه',
  creditAmountLabel: 'مبلغ از کیف پول (تومان)',
  gatewayPart: 'از درگاه بانکی',
  creditRefused: 'موجودی کیف پول کافی نیست',
  payButton: 'پرداخت',
  paying: 'در حال انتقال به درگاه...',
  topup: 'افزایش موجودی کیف پول',
  topupAmount: 'مبلغ افزایش (تومان)',
  topupButton: 'افزایش موجودی',
  topupInvalid: 'مبلغ افزایش باید بین ۱٬۰۰۰ و ۱۰۰٬۰۰۰٬۰۰۰ تومان باشد',
  loginRequired: 'برای خرید وارد حساب کاربری خود شوید',
  resultTitle: 'بلیت شما صادر شد',
  resultPending: 'پرداخت این سفارش کامل نشده است',
  tickets: 'شماره بلیت‌ها',
  ticketPdf: 'دریافت بلیت (PDF)',
  orderNumber: 'شمارهٔ سفارش',
  trackingCode: 'کد پیگیری',
  /** The result pages (issue 43): what the server says about the session's order and payment, never the URL's words. */
  resultPaid: 'پرداخت با موفقیت انجام شد',
  resultNotPaid: 'پرداخت انجام نشد',
  resultStatus: 'وضعیت',
  resultNotFound: 'سفارشی برای نمایش یافت نشد؛ وضعیت سفارش‌های خود را در «سفارش‌های من» ببینید.',
  /** The paid order's result page: what the trip invites (an insurance for a flight abroad). */
  resultOffers: 'پیشنهاد برای سفر شما',
  /** Money taken on a gateway link that was no longer valid (the order changed, or the payment was cancelled). */
  refundedToWallet: (toman: string) =>
    `این لینک پرداخت دیگر معتبر نبود (سفارش پس از باز شدن درگاه تغییر کرده یا پرداخت لغو شده بود)؛ سفارش با آن پرداخت نشد و مبلغ ${toman} تومان همان لحظه به کیف پول شما بازگردانده شد.`,
  refundedToCard: (toman: string) =>
    `این لینک پرداخت دیگر معتبر نبود (سفارش پس از باز شدن درگاه تغییر کرده یا پرداخت لغو شده بود)؛ سفارش با آن پرداخت نشد و مبلغ ${toman} تومان به کارت پرداخت‌کننده بازگردانده می‌شود.`,
  paymentCancelled: 'پرداخت را در درگاه لغو کردید؛ مبلغی از حساب شما کسر نشده است.',
  /** The gateway link ran out of time before paying: nothing taken. */
  paymentExpired: 'مهلت پرداخت در درگاه به پایان رسید؛ مبلغی از حساب شما کسر نشده است.',
  /** Back from the gateway without a payment and without a word from it (the bank refused it, the page was closed). */
  paymentFailed: 'پرداخت در درگاه انجام نشد و این سفارش هنوز پرداخت نشده است.',
  /** An unpaid order that a wallet part was already taken for: what stays paid, and that paying again takes the rest. */
  creditKept: (toman: string) =>
    `${toman} تومان از این سفارش پیش‌تر از کیف پول شما پرداخت شده است و سر جای خود می‌ماند؛ پرداخت دوباره فقط باقی مبلغ را می‌گیرد.`,
  /** The way back: the same basket's review, which re-checks price and seats (a changed price asks first). */
  payAgain: 'پرداخت دوباره',
  payAgainHint:
    'سفارش و سبد خرید شما باقی است؛ با همان قیمت دوباره پرداخت کنید (اگر قیمت یا ظرفیت تغییر کرده باشد، پیش از پرداخت به شما گفته می‌شود).',
  /** A paid order's amount (never «payable»). */
  paidAmount: 'مبلغ پرداخت‌شده',
  /** The label of an order's amount on its result: «payable» only while it is still to be paid. */
  orderAmount: (paid: boolean) => (paid ? 'مبلغ پرداخت‌شده' : 'مبلغ قابل پرداخت'),
  myOrders: 'سفارش‌های من',
  trackOrder: 'پیگیری سفارش',
  searchAgain: 'جستجوی دوباره',
} as const;

/** Rate limits at the edge (src/edge/rate-limit.ts): 429 with Retry-After. */
export const rateLimit = {
  /** "Too many attempts; please try again in N minutes" */
  tooMany: (minutes: number) => `تعداد تلاش‌ها بیش از حد مجاز است؛ لطفاً ${fa(minutes)} دقیقهٔ دیگر دوباره تلاش کنید`,
  /** A wrong password a moment ago: the next try waits a few seconds. */
  waitSeconds: (seconds: number) => `رمز عبور اشتباه بود؛ لطفاً ${fa(seconds)} ثانیهٔ دیگر دوباره تلاش کنید`,
  /** Too many wrong passwords on the account: from a device it never used, the way in is the SMS code. */
  verificationRequired:
    'به دلیل تلاش‌های ناموفق، ورود با رمز عبور از این دستگاه فعلاً ممکن نیست؛ با «فراموشی رمز عبور» کد پیامکی بگیرید و وارد شوید',
} as const;

/** Flight and hotel refunds from the dashboard (issue 14): the quote dialog, its penalty table and the request. */
export const refunds = {
  dialogTitle: (order: string) => `استرداد سفارش ${fa(order)}`,
  quoteLoading: 'در حال محاسبهٔ جریمهٔ استرداد...',
  /** A penalty row whose percent is of the base fare (taxes refunded whole): «۳۰٪ از نرخ پایه». */
  ofBase: 'از نرخ پایه',
  penaltyTable: 'جدول جریمهٔ کنسلی',
  rulePeriod: 'بازهٔ زمانی',
  rulePercent: 'درصد جریمه',
  currentRow: 'بازهٔ فعلی',
  hoursLeft: (hours: number) => `${fa(Math.floor(hours))} ساعت تا پرواز`,
  legs: { outbound: 'رفت', return: 'برگشت' },
  passengersLegend: 'مسافرانی که استرداد می‌کنند',
  passengerTypes: { adult: 'بزرگسال', child: 'کودک', infant: 'نوزاد' },
  alreadyRefunded: 'استرداد شده',
  price: 'مبلغ بلیت',
  /** A part of an order refunded whole (a bundle's flights, its stay): what was paid for it. */
  paidForPart: 'سهم پرداختی',
  penalty: 'جریمه',
  refundAmount: 'مبلغ قابل استرداد',
  totalRefund: 'جمع مبلغ بازگشتی',
  destinationLegend: 'بازگشت وجه به',
  destinationShort: { wallet: 'کیف پول', card: 'کارت بانکی' },
  destinations: {
    wallet: 'کیف پول (فوری)',
    card: 'کارت بانکی خریدار (تا ۷۲ ساعت کاری)',
  },
  submit: 'ثبت درخواست استرداد',
  choosePassenger: 'دست‌کم یک مسافر را برای استرداد انتخاب کنید',
  infantAlone: 'نوزاد بدون همراه بزرگسال نمی‌تواند پرواز کند؛ نوزاد را هم انتخاب کنید',
  requestedWallet: (amount: string) => `استرداد انجام شد؛ ${amount} به کیف پول شما واریز شد`,
  requestedCard: 'درخواست استرداد ثبت شد؛ مبلغ به کارت بانکی شما واریز می‌شود',
  /** The part paid from the wallet/credit goes back there whatever the destination (refund-penalty creditReturn). */
  creditBack: (amount: string) => `${amount} از این مبلغ که از اعتبار پرداخت شده بود به کیف پول شما برمی‌گردد`,
  /** Why an order or a ticket cannot be refunded. */
  reasons: {
    departed: 'زمان پرواز گذشته است و بلیت قابل استرداد نیست',
    nonRefundable: 'این بلیت طبق قوانین نرخ آن غیرقابل استرداد است',
    noRule: 'قانون استردادی برای این زمان تعریف نشده است؛ با پشتیبانی تماس بگیرید',
    alreadyRequested: 'درخواست استرداد این سفارش قبلاً ثبت شده است',
    alreadyRefunded: 'استرداد این مسافران قبلاً ثبت شده است',
    notIssued: 'فقط سفارش‌های صادر شده قابل استرداد هستند',
    notRefundable: 'این سفارش طبق قوانین قابل استرداد نیست',
    pastTravel: 'تاریخ سفر گذشته است',
    unknownPassenger: 'مسافر انتخاب‌شده در این سفارش نیست',
  },
} as const;

/** Agency partner registration (/register?active=agency) and the agency's fields (spec 001 §6, CreateAgent). */
export const agency = {
  formLabel: 'فرم ثبت‌نام همکاری آژانس',
  agencyName: 'نام آژانس',
  managerFirstName: 'نام مدیر',
  managerLastName: 'نام خانوادگی مدیر',
  mobile: 'موبایل مدیر',
  phone: 'تلفن ثابت آژانس (با کد شهر)',
  city: 'شهر',
  address: 'نشانی',
  licenseNumber: 'شمارهٔ مجوز بند ب',
  nationalId: 'شناسهٔ ملی آژانس',
  email: 'ایمیل (اختیاری)',
  submit: 'ارسال درخواست همکاری',
  successTitle: 'درخواست همکاری شما ثبت شد',
  successText: (code: string) => `کد پیگیری درخواست: ${fa(code)}. کارشناسان ما پس از بررسی مدارک با شما تماس می‌گیرند.`,
  nameShort: `نام آژانس باید دست‌کم ${fa(2)} حرف باشد`,
  phoneInvalid: 'تلفن ثابت را با کد شهر و به صورت ۱۱ رقم وارد کنید (مثل ۰۲۱۱۲۳۴۵۶۷۸)',
  addressShort: `نشانی باید دست‌کم ${fa(10)} حرف باشد`,
  licenseInvalid: `شمارهٔ مجوز باید ${fa(4)} تا ${fa(12)} رقم باشد`,
  nationalIdInvalid: `شناسهٔ ملی آژانس باید ${fa(11)} رقم باشد`,
  alreadyRequested: 'برای این شناسهٔ ملی قبلاً درخواست همکاری ثبت شده است',
} as const;

/** A wallet top-up's return from the gateway (issue 48 point 7, src/lib/topup-result.ts). */
export const topupResult = {
  creditedTitle: 'کیف پول شما شارژ شد',
  credited: (amount: string) => `مبلغ ${amount} به کیف پول شما افزوده شد.`,
  newBalance: (balance: string) => `موجودی جدید: ${balance}`,
  failedTitle: 'افزایش اعتبار انجام نشد',
  cancelled: 'پرداخت را در درگاه لغو کردید؛ مبلغی از حساب شما کسر نشده و موجودی کیف پول تغییری نکرده است.',
  expired: 'مهلت پرداخت در درگاه به پایان رسید؛ مبلغی از حساب شما کسر نشده است.',
  refunded: (amount: string) => `پرداخت ناتمام ماند و مبلغ ${amount} به کارت شما بازگردانده شد؛ کیف پول شارژ نشد.`,
  pending: 'نتیجهٔ پرداخت هنوز از درگاه نرسیده است؛ چند لحظهٔ دیگر این صفحه را دوباره باز کنید.',
  unknown: 'این پرداخت یافت نشد؛ موجودی کیف پول شما در زیر آمده است.',
  tryAgain: 'افزایش اعتبار دوباره',
} as const;

/** Customers of a BUYFOROTHER user (CreateCustomer) and the saved / agent passengers (issue 14). */
export const customers = {
  title: 'مشتریان',
  description: 'مشتریانی که برایشان خرید می‌کنید',
  listCaption: 'فهرست مشتریان',
  empty: 'هنوز مشتری‌ای ثبت نکرده‌اید',
  addTitle: 'افزودن مشتری',
  firstName: 'نام',
  lastName: 'نام خانوادگی',
  mobile: 'شمارهٔ موبایل',
  nationalCode: 'کد ملی',
  email: 'ایمیل (اختیاری)',
  add: 'افزودن مشتری',
  added: 'مشتری افزوده شد',
  duplicate: 'مشتری با این کد ملی قبلاً ثبت شده است',
  notAllowed: 'فقط کاربرانی که برای دیگران خرید می‌کنند می‌توانند مشتری ثبت کنند',
  pickerLabel: 'خرید برای',
  /** The dashboard's orders and the documents: whom a BUYFOROTHER order was bought for. */
  orderFor: (name: string) => `خرید برای: ${name}`,
  /** An agent (AGENT) on the customers page: the spec gives customers to BUYFOROTHER only. */
  agentNotAllowed:
    'حساب شما حساب نماینده (کانتر) است. ثبت مشتری طبق نقش‌های سامانه فقط برای حساب‌های «خرید برای دیگران» فعال است؛ مسافرانِ سفارش‌هایتان در بخش «مسافران» فهرست شده‌اند و در فرم مسافران هر خرید قابل انتخاب‌اند.',
  agentPassengersLink: 'مشاهدهٔ مسافران',
  pickerSelf: 'خودم',
  /** The chosen customer is not one of the buyer's own (a crafted or stale id). */
  unknown: 'این مشتری در فهرست مشتریان شما نیست',
  pickerLoading: 'در حال دریافت فهرست مشتریان...',
  savedPassengers: 'مسافران ذخیره‌شده',
  passport: 'شمارهٔ گذرنامه',
  passengerSaved: 'مسافر ذخیره شد',
  passengerDuplicate: 'این مسافر قبلاً ذخیره شده است',
  passengersLimit: (n: number) => `حداکثر ${fa(n)} مسافر را می‌توان ذخیره کرد`,
} as const;

/** The home page's special offers (GetSpecialOffers, issue 49 point 9). */
export const specialOffers = {
  title: 'پیشنهادهای ویژه',
  discount: (percent: number) => `${fa(percent)}٪ تخفیف`,
  /** `price` with its unit (the viewer's currency). */
  from: (price: string) => `از ${price}`,
  until: (date: string) => `تا ${date}`,
} as const;

/** The agency's sales report of one order (ContractSalesReport, issue 49 point 9: /dashboard/sales/{factorId}). */
/** The supplier's extra services for agencies (GetAgentServicePluginList, FormBuilder; issue 49 point 9). */
export const agentServices = {
  title: 'خدمات ویژهٔ همکاران',
  description: 'خدماتی که برای آژانس‌ها و کانترها فراهم است؛ هر کدام با فرم درخواست خودش.',
  agencyOnly: 'خدمات ویژهٔ همکاران برای حساب‌های آژانس و کانتر است.',
  empty: 'در حال حاضر خدمتی برای همکاران تعریف نشده است.',
  unavailable: 'فهرست خدمات همکاران در دسترس نیست؛ کمی بعد دوباره سر بزنید.',
  answerWithin: (days: string) => `پاسخ کارشناس: تا ${days} روز کاری`,
  open: 'ثبت درخواست',
  back: 'بازگشت به خدمات همکاران',
  required: 'الزامی',
  choose: 'انتخاب کنید',
  sending: 'در حال ثبت…',
  fixErrors: 'لطفاً خطاهای فرم را برطرف کنید.',
  doneTitle: 'درخواست شما ثبت شد',
  trackingNumber: 'شمارهٔ پیگیری',
  answerBy: (date: string) => `کارشناس تا ${date} پاسخ می‌دهد.`,
  another: 'ثبت درخواست دیگر',
} as const;

/** The user's payments (GET /api/v3/payment, /api/v3/payment/{id}) and an order's payment breakdown (paymentjson). */
export const payments = {
  title: 'پرداخت‌ها',
  description: 'پرداخت‌های درگاه بانکی، کیف پول و اعتبار، افزایش اعتبار و بازگشت وجه',
  empty: 'هنوز پرداختی ثبت نشده است.',
  caption: 'فهرست پرداخت‌ها',
  date: 'تاریخ',
  what: 'شرح',
  method: 'روش',
  amount: 'مبلغ',
  status: 'وضعیت',
  details: 'جزئیات',
  detailTitle: 'جزئیات پرداخت',
  kinds: { order: 'پرداخت سفارش', topup: 'افزایش اعتبار', refund: 'بازگشت وجه' },
  methods: { gateway: 'درگاه بانکی', wallet: 'کیف پول', credit: 'اعتبار همکار' },
  bank: 'بانک',
  referenceNumber: 'شمارهٔ مرجع',
  cardMask: 'کارت',
  order: 'سفارش',
  refundTo: { wallet: 'به کیف پول بازگشت داده شد', card: 'به کارت بازگشت داده شد' },
  back: 'بازگشت به پرداخت‌ها',
  previous: 'صفحهٔ قبل',
  next: 'صفحهٔ بعد',
  breakdownTitle: 'پرداخت سفارش',
  grossPrice: 'قیمت کل',
  roleDiscount: 'تخفیف همکار',
  coupon: (code: string) => `کد تخفیف ${code}`,
  payable: 'مبلغ قابل پرداخت',
  paidByGateway: 'پرداخت با درگاه بانکی',
  paidFromWallet: 'پرداخت از کیف پول',
  paidFromCredit: 'پرداخت از اعتبار همکار',
  refunded: 'بازگشت وجه',
  remaining: 'ماندهٔ پرداخت‌نشده',
} as const;

export const salesReport = {
  title: 'گزارش فروش قرارداد',
  link: 'گزارش فروش',
  agencyOnly: 'گزارش فروش قرارداد برای حساب‌های آژانس و کانتر است.',
  order: 'سفارش',
  orderNumber: 'شمارهٔ سفارش',
  product: 'محصول',
  travelDates: 'تاریخ سفر',
  passengers: 'مسافران',
  status: 'وضعیت',
  grossPrice: 'قیمت کل',
  roleDiscount: 'تخفیف همکار',
  coupon: (code: string) => `کد تخفیف ${code}`,
  payable: 'مبلغ قابل پرداخت',
  creditPaid: 'پرداخت از اعتبار',
  cardPaid: 'پرداخت با کارت',
  noSales: 'جزئیات مالی این سفارش در گزارش فروش ثبت نشده است.',
  travellers: 'مسافران سفارش',
  traveller: 'نام',
  travellerType: 'رده',
  document: 'کد ملی / گذرنامه',
  types: { adult: 'بزرگسال', child: 'کودک', infant: 'نوزاد' },
  leader: 'سرپرست',
  back: 'بازگشت به سفارش‌ها',
} as const;

/** The payment link (issue 49 point 9): counter staff or an agent sends a customer the link to pay a basket. */
export const paymentLink = {
  send: 'ارسال لینک پرداخت به مشتری',
  sendTitle: 'پرداخت توسط مشتری',
  sendHint: 'لینک پرداخت این سبد با پیامک برای مشتری فرستاده می‌شود؛ مشتری با درگاه بانکی پرداخت می‌کند.',
  mobile: 'شمارهٔ موبایل مشتری',
  sending: 'در حال ارسال…',
  sent: (to: string, until: string) => `لینک پرداخت به ${to} پیامک شد؛ تا ${until} معتبر است.`,
  copyHint: 'اگر پیامک نرسید، این لینک را برای مشتری بفرستید:',
  notAllowed: 'ارسال لینک پرداخت فقط برای کاربران کانتر و همکاران آژانس است',
  travellersFirst: 'ابتدا مشخصات مسافران را کامل کنید، سپس لینک پرداخت را بفرستید',
  /** The /pay page (a link that cannot be used). */
  pageTitle: 'پرداخت سبد خرید',
  paid: 'این سبد پرداخت شده است',
  paidHint: 'هزینهٔ این سبد خرید قبلاً پرداخت شده است. وضعیت سفارش را با شمارهٔ سفارش و شمارهٔ موبایل پیگیری کنید.',
  orderNumber: (n: string) => `شمارهٔ سفارش: ${n}`,
  trackOrder: 'پیگیری سفارش',
  expired: 'مهلت این لینک پرداخت به پایان رسیده است',
  expiredHint: 'برای دریافت لینک تازه با کارشناس فروش یا پشتیبانی تماس بگیرید.',
  unknown: 'لینک پرداخت یافت نشد',
  unknownHint: 'نشانی لینک را بررسی کنید؛ لینک پرداخت باید کامل و بدون تغییر باز شود.',
  signedIn: 'شما با حساب کاربری خود وارد شده‌اید',
  signedInHint: 'این لینک برای پرداخت مشتری است؛ آن را در مرورگر یا دستگاه مشتری باز کنید، یا ابتدا از حساب خود خارج شوید.',
  busy: 'تعداد تلاش‌ها بیش از حد مجاز است',
  busyHint: 'چند دقیقهٔ دیگر دوباره لینک را باز کنید.',
  outage: 'سامانهٔ پرداخت موقتاً در دسترس نیست',
  outageHint: 'چند لحظهٔ دیگر دوباره لینک را باز کنید.',
  home: 'صفحهٔ اصلی',
  continueTitle: 'پرداخت سبد خرید آماده است',
  continueHint: 'برای دیدن سبد خرید و پرداخت آن، دکمهٔ زیر را بزنید.',
  continue: 'ادامه و پرداخت',
} as const;

/** Basket register (issue 49 point 9): a guest who has just paid makes an account with the mobile of the order. */
export const basketRegister = {
  title: 'ساخت حساب کاربری با همین شماره',
  hint: (mobile: string) => `با شمارهٔ ${mobile} حساب بسازید تا این سفارش و سفارش‌های بعدی در پنل کاربری شما بماند.`,
  name: 'نام و نام خانوادگی',
  password: 'رمز عبور (دست‌کم ۶ کاراکتر)',
  sendCode: 'ارسال کد تأیید',
  code: 'کد تأیید پیامک‌شده',
  submit: 'ساخت حساب کاربری',
  done: 'حساب کاربری شما ساخته شد و سفارش به آن منتقل شد.',
  myOrders: 'سفارش‌های من',
  alreadyRegistered: 'این شماره قبلاً ثبت‌نام کرده است؛ برای دیدن سفارش وارد حساب کاربری خود شوید.',
  login: 'ورود به حساب کاربری',
  notGuest: 'ساخت حساب با شمارهٔ خرید فقط پس از خرید مهمان ممکن است',
  nameRequired: 'نام الزامی است',
} as const;
