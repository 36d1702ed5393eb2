import { basket, common } from '@/lib/messages';
import { persianNumber as fa } from '@/lib/text';

const supportPhone = common.supportPhone;

/** The hotel search form (destination, dates, rooms menu) and its results list's counters and states. */
export const hotelSearch = {
  /** "please select your destination!" */
  selectDestination: 'لطفاً مقصد خود را انتخاب کنید!',
  /** "please select your check-in date!" */
  selectCheckIn: 'لطفاً تاریخ ورود را انتخاب کنید!',
  /** "please select your check-out date!" */
  selectCheckOut: 'لطفاً تاریخ خروج را انتخاب کنید!',
  submit: 'جستجو',
  checkIn: 'تاریخ ورود',
  checkOut: 'تاریخ خروج',
  /** "show hotels on map" */
  showOnMap: 'نمایش هتل‌ها روی نقشه',
  panelAddress: 'نشانی',
  panelFacilities: 'امکانات',
  /** "N hotels of M" */
  resultsCount: (shown: number, total: number) => `${fa(shown)} هتل از ${fa(total)}`,
  /** "N hotels found so far" */
  foundSoFar: (count: number) => `تاکنون ${fa(count)} هتل پیدا شده است`,
  /** Empty state: the hotel is not on the site; call the support line to book. */
  noHotels: `این هتل در سایت موجود نیست؛ برای رزرو با پشتیبانی ${supportPhone} تماس بگیرید`,
  economyTours: 'تورهای اقتصادی پیشنهادی',
  /** "We are saving your basket!" */
  savingBasket: basket.saving,
  /** "Your profile includes a price discount. Please select again" */
  counterDiscount: 'پروفایل شما شامل تخفیف قیمت است. لطفاً دوباره انتخاب کنید',
  backToHome: common.goHome,
  hotelTitle: 'رزرو هتل',
  dates: 'تاریخ ورود و خروج',
  /** The picker's title on the hotel form. */
  pickDates: 'تاریخ ورود و خروج را انتخاب کنید',
} as const;

/** Hotel results page, list and map views: titles, cards, offers and dialogs (the shared results texts are `results`). */
export const hotelResults = {
  title: 'نتایج جستجوی هتل',
  pageTitle: (city: string) => `رزرو هتل در ${city}`,
  mapTitle: (city: string) => `هتل‌های ${city} روی نقشه`,
  description: 'نتایج جستجوی هتل با قیمت به تومان',
  summary: (city: string, from: string, to: string, nights: number, rooms: string) =>
    `${city}، ${from} تا ${to} (${fa(nights)} شب)، ${rooms}`,
  searchFormSlot: 'جستجوی هتل',
  /** Shown when filters hide every hotel. */
  noneMatch: 'هیچ هتلی با این فیلترها پیدا نشد',
  loadingMore: 'در حال بارگذاری هتل‌های بیشتر...',
  showMore: 'نمایش هتل‌های بیشتر',
  details: 'مشاهده و رزرو',
  images: (hotel: string) => `تصاویر ${hotel}`,
  choose: 'انتخاب هتل',
  stars: (count: number) => `هتل ${fa(count)} ستاره`,
  rating: (rate: number) => `امتیاز ${fa(rate)}`,
  priceFrom: 'شروع قیمت',
  perStay: (nights: number) => `برای ${fa(nights)} شب`,
  /** Slider value text: «از … تا … تومان». */
  priceRange: (from: string, to: string, unit = 'تومان') => `از ${from} تا ${to} ${unit}`,
  offersTitle: 'تورهای اقتصادی پیشنهادی',
  offerNights: (nights: number) => `${fa(nights)} شب`,
  offerPrice: (price: string) => `از ${price} برای هر نفر`,
  offerWent: (airline: string) => `رفت: ${airline}`,
  offerReturn: (airline: string) => `برگشت: ${airline}`,
  banner: 'بنر تبلیغاتی',
  bannerPart: (n: number, of: number) => `بخش ${fa(n)} از ${fa(of)}`,
  bannerNext: 'بنر بعدی',
  bannerPrevious: 'بنر قبلی',
  /** The banner's countdown: «۲ روز و ۰۳:۱۵:۰۹ تا پایان». */
  bannerCountdown: (days: number, clock: string) => (days > 0 ? `${fa(days)} روز و ${clock} تا پایان` : `${clock} تا پایان`),
  mapUnavailable: 'نقشه بارگذاری نشد؛ فهرست هتل‌ها در دسترس است',
  backToList: 'بازگشت به فهرست هتل‌ها',
  mapList: 'فهرست هتل‌های روی نقشه',
  expiredTitle: 'نتایج منقضی شده است',
  leadTitle: 'مشاورهٔ رایگان رزرو هتل',
  loadingDates: (from: string, to: string) => `از ${from} تا ${to}`,
  /** The card's expandable detail panel (desktop). */
  moreInfo: 'اطلاعات بیشتر',
  lessInfo: 'بستن اطلاعات',
  detailPanel: (hotel: string) => `اطلاعات بیشتر ${hotel}`,
  reviews: (count: number) => `${fa(count)} نظر`,
  showOnMap: 'نمایش هتل‌ها روی نقشه',
  panelAddress: 'نشانی',
  panelFacilities: 'امکانات',
  perks: { featured: 'هتل منتخب', dubaiSelection: 'منتخب دبی', perk: 'امتیاز ویژه', freeTransfer: 'ترانسفر رایگان' },
  /** Why the login dialog opened when choosing a hotel. */
  loginToReserve: 'برای رزرو هتل وارد حساب کاربری خود شوید',
} as const;

/** The hotel filters' groups (the panel's own title and reset are `filters`). */
export const hotelFilters = {
  hotelName: 'نام هتل',
  hotelNamePlaceholder: 'جستجوی نام هتل',
  price: 'محدوده قیمت',
  stars: 'ستاره هتل',
  star: (count: number) => `${fa(count)} ستاره`,
  /** The refund-terms group and its one checkbox. */
  cancellation: 'شرایط کنسلی',
  freeCancellation: 'لغو رایگان',
  area: 'منطقه',
  type: 'نوع اقامتگاه',
  provider: 'تأمین‌کننده',
  /** A mandatory list's last checked item: why it cannot be unchecked. */
  mandatoryNote: 'دست‌کم یک گزینه باید انتخاب بماند',
} as const;

/** The hotel results' sorts. */
export const sort = {
  product: 'نرخ ویژه',
  priceAsc: 'کمترین قیمت',
  priceDes: 'بیشترین قیمت',
  bestRates: 'بهترین امتیاز هتل',
} as const;

/** The hotel journey's honest states (issue 15): an outage is never shown as "no hotels". */
export const hotelJourney = {
  /** The guests step: more guests (or rooms) than the chosen rooms hold. */
  guestsExceedRooms: 'تعداد مسافران هر اتاق باید با اتاق‌های انتخاب‌شده یکی باشد؛ مسافران اضافه را حذف کنید',
  /** The search could not start or run (a token failure, the supplier down): not the same as finding nothing. */
  outageTitle: 'جستجوی هتل در حال حاضر انجام نشد',
  /** The heart's name; pressed (aria-pressed) means the hotel is a favourite. */
  favorite: (hotel: string) => `${hotel} در علاقه‌مندی‌ها`,
  /** Beside the stay's total on a result card. */
  /** `price` with its unit («۱٬۲۰۰٬۰۰۰ تومان», «۱۲٫۶۳ یورو»). */
  perNight: (price: string) => `هر شب ${price}`,
  outage: `ارتباط با سامانهٔ رزرو هتل برقرار نشد؛ چند لحظهٔ دیگر دوباره جستجو کنید یا با پشتیبانی ${supportPhone} تماس بگیرید`,
} as const;

/** A hotel's package (room) cards and their labels. */
export const packages = {
  reserveRoom: 'رزرو اتاق',
  /** "capacity full" (sold out) */
  capacityFull: 'ظرفیت تکمیل',
  cancellationRules: 'قوانین کنسلی',
  /** "free cancellation until {Jalali date}" (the date already formatted, e.g. «۱۴ آذر ۱۴۰۵»). */
  freeCancellationUntil: (date: string) => `لغو رایگان تا ${date}`,
  specialRate: 'نرخ ویژه',
  newHotel: 'هتل جدید',
  /** "luxury": the most luxurious hotel in Kish */
  luxury: 'لوکس‌ترین هتل کیش',
  /** No packages once the search is finished. */
  noPackages: `برای رزرو این هتل با پشتیبانی ${supportPhone} تماس بگیرید`,
} as const;

/** The package-type panel of a dynamic tour's package (spec 001 "Package-type panel"). */
export const packageType = {
  panelTitle: 'نوع پکیج',
  /** Column headers of the panel (visually hidden labels). */
  room: 'اتاق',
  roomName: 'نوع اتاق',
  mealCode: 'کد وعده',
  mealTitle: 'وعدهٔ غذایی',
} as const;

/** A package's cancellation-rules table. */
export const cancellation = {
  roomType: 'نوع اتاق',
  fromDate: 'از تاریخ',
  toDate: 'تا تاریخ',
  penalty: 'مبلغ جریمه',
  /** "no penalty" */
  noPenalty: 'بدون جریمه',
  /** No cancellation data: contact support. */
  noData: `برای اطلاع از قوانین کنسلی با پشتیبانی ${supportPhone} تماس بگیرید`,
  /** "read the hotel rules on the hotel site!" */
  readHotelRules: 'قوانین هتل را در سایت هتل مطالعه کنید!',
} as const;

/** The search-loading dialog (spec 001 §2): "searching for the cheapest …" and the slogans typed one character at a time. */
export const hotelLoading = {
  title: 'در حال جستجوی ارزان‌ترین هتل',
  slogans: ['بهترین قیمت هتل‌ها را برای شما پیدا می‌کنیم', 'رزرو مطمئن با پشتیبانی ۲۴ ساعته', 'مقایسهٔ قیمت صدها هتل در چند ثانیه'],
} as const;

/** The hotel's name in the dashboard's orders lists (its definition's `name`). */
export const hotelNames = {
  product: 'هتل',
} as const;

/**
 * The hotel's voucher (spec 000 §7 "Reports and tickets"): its title, its number's label, the stay's labels and its
 * rule, as server/ticket-pages.ts and server/ticket.ts print them. The document's shared labels (order number, city,
 * guests, amounts, rules title…) are messages.tickets'.
 */
export const hotelDocument = {
  title: 'واچر اقامت هتل',
  number: 'شمارهٔ واچر',
  hotel: 'هتل',
  checkIn: 'تاریخ ورود',
  checkOut: 'تاریخ خروج',
  nights: 'مدت اقامت',
  nightsValue: (n: number) => `${fa(n)} شب`,
  room: 'اتاق',
  guestsValue: (n: number) => `${fa(n)} نفر`,
  roomValue: (name: string, adults: number, children: number) =>
    children > 0 ? `${name}، ${fa(adults)} بزرگسال و ${fa(children)} کودک` : `${name}، ${fa(adults)} بزرگسال`,
  atDesk: 'این واچر را هنگام پذیرش به هتل ارائه دهید.',
  address: 'نشانی',
  meal: 'وعدهٔ غذایی',
  confirmation: 'شمارهٔ تأیید هتل',
  cancellation: 'قوانین لغو',
  cancellationLabel: 'لغو رزرو',
} as const;

export const hotelInvoice = {
  title: 'صورت‌حساب رزرو هتل',
  notFound: 'سفارش هتل با این شماره در حساب شما پیدا نشد',
} as const;

/** /hotel: the suggested hotels of popular cities (hotel suggestions, issue 49 point 9). */
export const hotelSuggestions = {
  title: (city: string) => `هتل‌های پیشنهادی ${city}`,
  stars: (n: number) => `هتل ${fa(n)} ستاره`,
  /** `price` with its unit (the viewer's currency). */
  from: (price: string) => `هر شب از ${price}`,
} as const;
