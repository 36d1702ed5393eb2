/** Flight+hotel (dynamic tour): its search form and its pages (spec 000 route table `/flight-hotel/…`). */
import { persianNumber as fa } from '@/lib/text';

export const flightHotelForm = {
  /** The product's Persian name, as the lead box and the summary say it. */
  name: 'تور پرواز و هتل',
  title: 'جستجوی تور پرواز و هتل',
} as const;

/** The home page's tour offers and popular tour destinations (issue 48). */
export const flightHotelHome = {
  destinationsTitle: 'مقصدهای پرطرفدار تور',
  destination: (city: string) => `تور ${city}`,
  /** `price` with its unit. */
  lowest: (price: string) => `از ${price} برای هر نفر`,
  offersTitle: 'پیشنهادهای ویژهٔ تور',
  route: (from: string, to: string, nights: number) => `${from} به ${to}، ${fa(nights)} شب`,
  dates: (from: string, to: string) => `از ${from} تا ${to}`,
  airlines: (went: string, back: string) => `رفت: ${went}، برگشت: ${back}`,
  stars: (n: number) => `هتل ${fa(n)} ستاره`,
} as const;

/** The destination and hotel pages of a dynamic tour. */
export const flightHotelPage = {
  outbound: 'پرواز رفت',
  inbound: 'پرواز برگشت',
  flightLine: (from: string, to: string, date: string) => `${from} به ${to}، ${date}`,
  heading: (hotel: string, city: string) => `تور ${city}: پرواز و هتل ${hotel}`,
  destinationHeading: (city: string) => `تور پرواز و هتل ${city}`,
  destinationIntro: (city: string) => `پرواز رفت و برگشت و اقامت در یکی از هتل‌های ${city} را با یک قیمت بسته‌ای رزرو کنید.`,
  hotelsTitle: (city: string) => `هتل‌های ${city}`,
  noHotels: 'هتلی برای این مقصد پیدا نشد؛ با پشتیبانی تماس بگیرید.',
  viewHotel: 'مشاهدهٔ اتاق‌ها و قیمت',
  stars: (n: number) => `${fa(n)} ستاره`,
} as const;

/** The search-loading dialog (spec 001 §2): «searching for the cheapest tour». */
export const flightHotelLoading = {
  title: 'در حال جستجوی ارزان‌ترین تور',
  slogans: [
    'پرواز رفت و برگشت و هتل را یک‌جا و ارزان‌تر بخرید',
    'قیمت بسته‌ای هر هتل با پروازهایش',
    'پرواز دلخواه‌تان را در صفحهٔ هتل عوض کنید',
  ],
} as const;

/** The results page: titles, the card, the filters, the sorts, the states. */
export const flightHotelResults = {
  title: 'تور پرواز و هتل',
  pageTitle: (from: string, to: string) => `تور ${to} از ${from} (پرواز و هتل)`,
  description: 'تورهای پرواز و هتل با قیمت بسته‌ای برای هر نفر و کل مسافران، به تومان',
  summary: (from: string, to: string, out: string, back: string, nights: number, party: string) =>
    `${from} به ${to}، رفت ${out}، برگشت ${back}، ${fa(nights)} شب، ${party}`,
  loadingRoute: (from: string, to: string) => `${from} به ${to}`,
  loadingDates: (out: string, back: string) => `رفت ${out} · برگشت ${back}`,
  count: (shown: string, total: string) => `${shown} تور از ${total} تور`,
  soFar: (n: string) => `${n} تور تاکنون`,
  sortLabel: 'مرتب‌سازی',
  sorts: {
    priceAsc: 'ارزان‌ترین',
    priceDes: 'گران‌ترین',
    starDes: 'بیشترین ستاره',
    bestRates: 'بهترین امتیاز',
    departureAsc: 'زودترین پرواز رفت',
  },
  outage: 'سرویس تور در حال حاضر پاسخ نمی‌دهد؛ چند لحظه بعد دوباره جستجو کنید.',
  retry: 'جستجوی دوباره',
  none: 'برای این تاریخ‌ها توری پیدا نشد؛ تاریخ یا مقصد دیگری را امتحان کنید.',
  otherSearch: 'جستجوی دیگر',
  noneMatch: 'هیچ توری با این فیلترها پیدا نشد.',
  showMore: 'نمایش تورهای بیشتر',
  loadingMore: 'در حال بارگذاری تورهای بیشتر…',
  expiredTitle: 'نتایج منقضی شده است',
  backToHome: 'بازگشت به صفحهٔ اصلی',
  // the card
  photo: (hotel: string) => `تصویر ${hotel}`,
  stars: (n: number) => `هتل ${fa(n)} ستاره`,
  outbound: 'رفت',
  inbound: 'برگشت',
  flight: (airline: string, time: string) => `${airline}، ساعت ${time}`,
  perPerson: 'قیمت برای هر نفر',
  /** `price` with its unit. */
  total: (price: string, persons: number) => `جمع برای ${fa(persons)} نفر: ${price}`,
  nights: (n: number) => `${fa(n)} شب اقامت`,
  freeCancellation: 'لغو رایگان اتاق',
  view: 'مشاهده و رزرو',
  // the filters
  hotelName: 'نام هتل',
  hotelNamePlaceholder: 'جستجوی نام هتل',
  starsFilter: 'ستاره هتل',
  /** The price fields' legend, in the viewer's unit («تومان», «یورو»…). */
  price: (unit: string) => `قیمت برای هر نفر (${unit})`,
  priceRange: (min: string, max: string, unit: string) => `از ${min} تا ${max} ${unit}`,
  freeCancellationFilter: 'فقط با لغو رایگان',
  airlines: 'ایرلاین',
  departure: 'ساعت پرواز رفت',
  departures: { night: 'بامداد (۰ تا ۶)', morning: 'صبح (۶ تا ۱۲)', afternoon: 'بعدازظهر (۱۲ تا ۱۸)', evening: 'شب (۱۸ تا ۲۴)' },
} as const;

/** The bundle page (`/flight+hotel/{route}/{hotel}`): the hotel, its rooms, the chosen flights, other pairs, the price. */
export const bundlePage = {
  heading: (hotel: string, city: string) => `تور ${city}: پرواز و هتل ${hotel}`,
  description: (hotel: string, city: string) => `پرواز رفت و برگشت و اقامت در ${hotel} ${city} با یک قیمت بسته‌ای`,
  roomsTitle: 'اتاق‌های این تور',
  room: (ordinal: string, name: string) => `${ordinal}: ${name}`,
  meal: (code: string, title: string) => `${code} (${title})`,
  /** The package-type panel: the hotel's other room packages for the tour, each with the tour's total with it. */
  packageChoiceTitle: 'بستهٔ اتاق دیگری انتخاب کنید',
  packageChoiceIntro: 'قیمت تور با هر بسته برای همین پروازها:',
  packageTotal: (amount: string) => `جمع تور: ${amount}`,
  choosePackage: 'انتخاب این بسته',
  choosePackageLabel: (rooms: string) => `انتخاب بستهٔ اتاق: ${rooms}`,
  chosenPackage: 'بستهٔ انتخاب‌شده',
  flightsTitle: 'پروازهای انتخاب‌شده',
  outbound: 'پرواز رفت',
  inbound: 'پرواز برگشت',
  flightNumber: (airline: string, code: string, number: string) => `${airline}، پرواز ${code}${number}`,
  route: (from: string, to: string) => `${from} به ${to}`,
  times: (out: string, arrive: string) => `حرکت ${out}، رسیدن ${arrive}`,
  duration: (minutes: number) => `${fa(Math.floor(minutes / 60))} ساعت${minutes % 60 ? ` و ${fa(minutes % 60)} دقیقه` : ''}`,
  direct: 'مستقیم',
  stops: (n: number) => `${fa(n)} توقف`,
  baggage: (kg: number, cabin: number) => `بار مجاز ${fa(kg)} کیلوگرم، بار دستی ${fa(cabin)} کیلوگرم`,
  refundable: 'قابل استرداد',
  nonRefundable: 'غیرقابل استرداد',
  charter: 'چارتر',
  systemic: 'سیستمی',
  rulesTitle: 'قوانین پرواز',
  changeTitle: 'تغییر پرواز',
  changeIntro: (n: number) => `${fa(n)} ترکیب پرواز رفت و برگشت برای این تور؛ اختلاف قیمت نسبت به پرواز پیشنهادی:`,
  chosen: 'انتخاب‌شده',
  choose: 'انتخاب این پروازها',
  chooseLabel: (out: string, back: string) => `انتخاب این پروازها: رفت ${out}، برگشت ${back}`,
  sameFare: 'بدون اختلاف قیمت',
  /** `price` with its unit. */
  more: (price: string) => `${price} بیشتر`,
  less: (price: string) => `${price} کمتر`,
  showAll: (n: number) => `نمایش همهٔ ${fa(n)} ترکیب پرواز`,
  priceTitle: 'قیمت این تور',
  hotelPrice: (nights: number) => `هتل، ${fa(nights)} شب`,
  flightPrice: 'پرواز رفت و برگشت',
  discount: 'تخفیف خرید بسته‌ای',
  total: (persons: number) => `جمع برای ${fa(persons)} نفر`,
  perPerson: 'برای هر نفر',
  packagesTitle: 'سایر اتاق‌های هتل برای این تاریخ‌ها',
  none: 'این هتل برای این تاریخ‌ها تور پرواز و هتل ندارد (پرواز یا اتاق خالی پیدا نشد).',
  outage: 'سرویس تور در حال حاضر پاسخ نمی‌دهد؛ چند لحظه بعد دوباره تلاش کنید.',
  backToResults: 'بازگشت به نتایج تور',
  retry: 'تلاش دوباره',
} as const;

/** Reserving a bundle (`POST /api/basket/flight-hotel`) and its refusals. */
export const bundleReserve = {
  reserve: 'رزرو این تور',
  reserving: 'در حال بررسی ظرفیت و قیمت…',
  invalid: 'اطلاعات این تور کامل نیست؛ از نتایج جستجو دوباره انتخاب کنید.',
  soldOut: 'ظرفیت پرواز این تور تکمیل شده است؛ لطفاً پرواز دیگری انتخاب کنید.',
  saleClosed: 'فروش یکی از پروازهای این تور به پایان رسیده است (پذیرش مسافر بسته شده)؛ لطفاً پرواز دیگری انتخاب کنید.',
  expired: 'نتایج جستجو منقضی شده است؛ برای دیدن آخرین قیمت‌ها جستجو را به‌روز کنید.',
  gone: 'این هتل یا پرواز دیگر در نتایج این جستجو نیست؛ دوباره جستجو کنید.',
  priceChanged: (before: string, now: string) => `قیمت این تور از ${before} به ${now} تغییر کرد؛ برای ادامه قیمت جدید را تأیید کنید.`,
  acceptNewPrice: 'تأیید قیمت جدید و ادامه',
  failed: 'رزرو انجام نشد؛ چند لحظه بعد دوباره تلاش کنید.',
  removeNote: 'پرواز رفت، پرواز برگشت و هتل این تور با هم حذف می‌شوند.',
} as const;

/** The bundle's one travellers form: flight fields per traveller, the first adult also the rooms' lead guest. */
export const bundleTravellers = {
  title: 'مشخصات مسافران تور',
  intro: 'این مشخصات برای هر دو پرواز و اتاق‌های هتل ثبت می‌شود؛ بزرگسال اول سرپرست اتاق‌ها در هتل است.',
  types: { adult: 'بزرگسال', child: 'کودک', infant: 'نوزاد' },
  heading: (type: string, n: number) => `${type} ${fa(n)}`,
  leadGuest: 'سرپرست اتاق‌ها در هتل و سرپرست سفر',
  gender: 'جنسیت',
  male: 'مرد',
  female: 'زن',
  birthDate: 'تاریخ تولد',
  birthDateHint: 'سال/ماه/روز، شمسی یا میلادی؛ مثلاً ۱۳۷۰/۰۵/۲۰',
  passportExpiry: 'تاریخ انقضای گذرنامه',
  birthDateInvalid: 'تاریخ تولد معتبر نیست',
  birthDateAfterFlight: 'تاریخ تولد نمی‌تواند بعد از تاریخ پرواز باشد',
  ageMismatch: {
    adult: 'سن بزرگسال در روز پرواز باید ۱۲ سال یا بیشتر باشد',
    child: 'سن کودک در روز پرواز باید بین ۲ تا ۱۱ سال باشد',
    infant: 'سن نوزاد در روز پرواز باید کمتر از ۲ سال باشد',
  },
  passportExpiryInvalid: 'تاریخ انقضای گذرنامه معتبر نیست',
  passportExpiryTooSoon: 'گذرنامه باید تا شش ماه پس از پرواز برگشت اعتبار داشته باشد',
  countsMismatch: 'تعداد مسافران با اتاق‌های این تور یکسان نیست',
  submit: 'ادامه و بررسی سفارش',
  submitting: 'در حال ثبت مشخصات مسافران…',
  noBundle: 'توری در سبد خرید شما نیست؛ از نتایج جستجو توری انتخاب کنید.',
  backToSearch: 'جستجوی تور پرواز و هتل',
  counts: (n: string) => `${n} مسافر (مشخصات هنوز وارد نشده)`,
} as const;

/** The bundle in the review and on its voucher. */
export const bundleDocument = {
  title: 'واچر تور پرواز و هتل',
  number: 'شمارهٔ واچر',
  line: (city: string, hotel: string) => `تور ${city}: پرواز و هتل ${hotel}`,
  hotel: 'هتل',
  stay: 'اقامت',
  stayValue: (checkIn: string, checkOut: string, nights: string) => `ورود ${checkIn}، خروج ${checkOut} (${nights} شب)`,
  room: (n: string) => `اتاق ${n}`,
  leadGuest: 'سرپرست اتاق‌ها',
  outbound: 'پرواز رفت',
  inbound: 'پرواز برگشت',
  legValue: (airline: string, number: string, from: string, to: string, when: string) => `${airline} ${number}، ${from} به ${to}، ${when}`,
  price: 'قیمت بسته (هتل + پرواز − تخفیف)',
  passengers: 'مسافران',
  atAirport: 'بلیت پروازها جداگانه صادر شده است؛ دو ساعت پیش از پرواز در فرودگاه باشید.',
  datesLine: (out: string, back: string, nights: string) => `رفت ${out}، برگشت ${back}، ${nights} شب`,
  roomsLine: (rooms: string, people: string) => `${rooms} اتاق، ${people} مسافر`,
  flightsLine: (out: string, back: string) => `پرواز رفت ${out}، برگشت ${back}`,
} as const;

/** The bundle's flight tickets, a document of their own beside the voucher: a coupon per traveller and leg. */
export const bundleTicketsDocument = {
  title: 'بلیت الکترونیکی پروازهای تور',
  flight: 'پرواز',
  airline: 'شرکت هواپیمایی',
  flightNumber: 'شمارهٔ پرواز',
  cabin: 'کلاس پرواز',
  baggage: 'بار مجاز',
  baggageValue: (checked: string, cabin: string) => `${checked} کیلوگرم بار، ${cabin} کیلوگرم کابین`,
  kind: 'نوع پرواز',
  charter: 'چارتری',
  systemic: 'سیستمی',
  hotel: (hotel: string, city: string) => `این بلیت بخشی از تور پرواز و هتل ${hotel} در ${city} است؛ لغو آن با کل تور انجام می‌شود.`,
  refundable: 'استرداد پروازها طبق قوانین نرخ هر پرواز و همراه با کل تور انجام می‌شود.',
  nonRefundable: 'پروازهای این تور غیرقابل استرداد است.',
  atAirport: 'دو ساعت پیش از پرواز در فرودگاه باشید.',
} as const;

/** The flight+hotel offers on a destination's tour page (`/tour/{destination}`). */
export const destinationOffers = {
  title: (city: string) => `تورهای پرواز و هتل ${city}`,
  went: (airline: string) => `رفت: ${airline}`,
  back: (airline: string) => `برگشت: ${airline}`,
} as const;
