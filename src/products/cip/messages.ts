/** Airport CIP services: the search form and the summary texts. */
export const cipForm = {
  /** The product's Persian name, as the lead box and the summary say it. */
  name: 'خدمات تشریفات فرودگاهی (CIP)',
  title: 'جستجوی خدمات CIP',
  date: 'تاریخ پرواز',
  airport: 'فرودگاه',
  summaryTitle: (city: string) => `خدمات CIP فرودگاه ${city}`,
} as const;

/** Airport CIP services: kinds, services, pricing lines and the booking's refusals. */
export const cipTexts = {
  kinds: { arrival: 'ورودی (استقبال)', departure: 'خروجی (بدرقه)' },
  services: {
    lounge: 'سالن تشریفات (CIP)',
    fastTrack: 'مسیر سریع (فست ترک)',
    porter: 'حمل بار (پورتر)',
    parking: 'پارکینگ اختصاصی',
    meetAndGreet: 'استقبال و همراهی',
  },
  passengerTypes: { adult: 'بزرگسال', child: 'کودک', infant: 'نوزاد' },
  extraGuest: 'همراه (بدون پرواز)',
  outsideHours: (from: string, to: string) => `ساعت پرواز خارج از ساعات ارائهٔ این خدمت (${from} تا ${to}) است`,
  noPassengers: 'دست‌کم یک مسافر لازم است',
  adultNeeded: 'دست‌کم یک مسافر بزرگسال لازم است',
  tooManyPassengers: (max: string) => `حداکثر ${max} مسافر برای این خدمت مجاز است`,
  tooManyGuests: (max: string) => `حداکثر ${max} همراه برای این خدمت مجاز است`,
  unknownExtra: 'خدمت اضافه انتخاب‌شده برای این بسته ارائه نمی‌شود',
  noPackage: 'دست‌کم یکی از خدمات ورودی یا خروجی را انتخاب کنید',
  wrongKind: 'بستهٔ انتخاب‌شده با نوع خدمت (ورودی یا خروجی) هم‌خوانی ندارد',
  datePast: 'تاریخ پرواز گذشته است',
  dateTooFar: 'خدمات CIP را حداکثر ۹۰ روز پیش از پرواز می‌توان رزرو کرد',
  unknown: 'خدمت CIP موردنظر یافت نشد',
  badAirport: 'کد فرودگاه معتبر نیست',
  badId: 'شناسه خدمت CIP معتبر نیست',
  invalid: 'اطلاعات خدمت CIP معتبر نیست',
} as const;

/** The CIP voucher's wording. */
export const cipDocument = {
  title: 'واچر خدمات CIP فرودگاهی',
  number: 'شمارهٔ واچر',
  service: 'خدمت',
  airport: 'فرودگاه',
  flight: 'پرواز',
  flightValue: (number: string, date: string, time: string) => `${number}، ${date} ساعت ${time}`,
  extraGuests: 'همراهان',
  extras: 'خدمات اضافه',
  passengers: 'مسافران',
  atDesk: '۹۰ دقیقه پیش از پرواز (یا هنگام فرود) با این واچر به پیشخوان CIP فرودگاه مراجعه کنید.',
} as const;

/** The CIP results page (`/cip/{airport}/search`): titles, the card, the filters, the states. */
export const cipResults = {
  pageTitle: (place: string) => `خدمات CIP ${place}`,
  description: 'خدمات تشریفات فرودگاهی ورودی و خروجی: سالن CIP، فست ترک، پورتر، پارکینگ و استقبال',
  summary: (date: string, travellers: string) => `پرواز ${date}، ${travellers} مسافر`,
  loadingTitle: 'در حال جستجوی خدمات CIP فرودگاه',
  slogans: ['سالن‌های تشریفات فرودگاه', 'استقبال و بدرقهٔ مسافران', 'بدون صف، بدون معطلی'],
  counter: (shown: string, total: string) => `${shown} خدمت از ${total} خدمت`,
  soFar: (n: string) => `${n} خدمت تا این لحظه`,
  none: 'برای این فرودگاه خدمت CIP ارائه نمی‌شود',
  noneHint: 'فرودگاه دیگری را جستجو کنید یا با پشتیبانی تماس بگیرید.',
  noneMatch: 'هیچ خدمتی با فیلترهای انتخاب‌شده پیدا نشد',
  outageTitle: 'جستجوی خدمات CIP انجام نشد',
  outage: 'ارتباط با سامانهٔ خدمات فرودگاهی برقرار نشد. چند لحظه بعد دوباره جستجو کنید.',
  perPassenger: 'قیمت برای هر مسافر بزرگسال',
  terminal: 'ترمینال',
  hours: 'ساعات ارائه',
  roundTheClock: 'شبانه‌روزی',
  hoursRange: (from: string, to: string) => `${from} تا ${to}`,
  includes: 'شامل',
  choose: 'مشاهده و رزرو',
  chooseLabel: (name: string) => `مشاهده و رزرو ${name}`,
  kindFilter: 'نوع خدمت',
  serviceFilter: 'خدمات',
  sorts: { cheapest: 'ارزان‌ترین', dearest: 'گران‌ترین' },
  more: 'خدمات بیشتر',
  loadingMore: 'در حال دریافت…',
  newSearch: 'جستجوی دوباره',
} as const;

/** The CIP detail page (`/cip/{airport}-{id}`) and its booking form. */
export const cipDetail = {
  includes: 'این خدمت شامل',
  extras: 'خدمات اضافه (برای هر مسافر)',
  noExtras: 'این خدمت خدمات اضافه ندارد.',
  hours: 'ساعات ارائهٔ خدمت',
  rules: 'قوانین و شرایط',
  prices: 'قیمت‌ها',
  pricePer: (type: string, price: string) => `${type}: ${price}`,
  guestPrice: (price: string) => `هر همراه (بدون پرواز): ${price}`,
  flight: 'پرواز شما',
  flightNumber: 'شماره پرواز',
  flightNumberHint: 'کد شرکت هواپیمایی و شمارهٔ پرواز، مثلاً IR ۷۱۲',
  flightDate: 'تاریخ پرواز',
  flightTime: (kind: string) => (kind === 'arrival' ? 'ساعت فرود' : 'ساعت پرواز'),
  flightSide: (kind: string) => (kind === 'arrival' ? 'پرواز ورودی (فرود در این فرودگاه)' : 'پرواز خروجی (پرواز از این فرودگاه)'),
  passengers: 'مسافران',
  counts: { adult: 'بزرگسال', child: 'کودک (۲ تا ۱۲ سال)', infant: 'نوزاد (زیر ۲ سال)' },
  extraGuests: 'همراهان بدون پرواز',
  extraGuestsHint: (max: string) => `حداکثر ${max} همراه`,
  noGuests: 'این خدمت همراه بدون پرواز نمی‌پذیرد.',
  passengerExtras: (n: string, type: string) => `مسافر ${n} (${type})`,
  total: 'مبلغ کل',
  totalLines: { passengers: 'مسافران', extras: 'خدمات اضافه', guests: 'همراهان' },
  continue: 'ادامه',
  saving: 'در حال ثبت…',
  badFlightNumber: 'شمارهٔ پرواز را به شکل IR ۷۱۲ وارد کنید',
  badDate: 'تاریخ پرواز را انتخاب کنید',
  badTime: 'ساعت پرواز را وارد کنید',
  failed: 'ثبت خدمت انجام نشد؛ دوباره تلاش کنید',
  notFound: 'این خدمت CIP یافت نشد یا دیگر ارائه نمی‌شود',
  backToSearch: 'بازگشت به جستجو',
} as const;

/** The CIP travellers step and the checkout's words. */
export const cipTravellers = {
  title: 'مشخصات مسافران خدمات CIP',
  passenger: (n: string, type: string) => `مسافر ${n} (${type})`,
  lead: 'سرپرست و اطلاعات تماس',
  leadNote: 'واچر و پیامک خدمت به این شماره ارسال می‌شود.',
  submit: 'ادامه و بازبینی سفارش',
  saving: 'در حال ثبت…',
  wrongCount: 'تعداد مسافران با خدمت انتخاب‌شده هم‌خوانی ندارد',
  failed: 'ثبت مسافران انجام نشد؛ دوباره تلاش کنید',
  flightLine: (number: string, date: string, time: string) => `پرواز ${number}، ${date} ساعت ${time}`,
  guestsLine: (n: string) => `${n} همراه`,
  counts: (n: string) => `${n} مسافر`,
} as const;

/** The review's offer of CIP for the flight in the basket. */
export const cipCrossSell = {
  title: 'خدمات CIP برای پرواز شما',
  text: (flight: string, travellers: string, sides: string) =>
    `برای پرواز ${flight} و ${travellers} مسافر: ${sides}. خدمت انتخابی به همین سبد اضافه می‌شود و یک‌جا پرداخت می‌کنید.`,
  side: (kind: 'departure' | 'arrival', airport: string, date: string, time: string) =>
    kind === 'departure' ? `بدرقه در ${airport}، ${date} ساعت ${time}` : `استقبال در ${airport}، ${date} ساعت ${time}`,
  action: (kind: 'departure' | 'arrival', airport: string) => (kind === 'departure' ? `CIP خروجی ${airport}` : `CIP ورودی ${airport}`),
} as const;

/** `/invoice/cip`: one of the viewer's CIP orders. */
export const cipInvoice = {
  title: 'صورت‌حساب خدمات CIP فرودگاهی',
  notFound: 'سفارش خدمات CIP با این شماره در حساب شما پیدا نشد',
} as const;

/** Cancelling a CIP order from the dashboard (the supplier's rule: before the flight's day, less its fee). */
export const cipCancel = {
  started: 'روز پرواز رسیده است؛ لغو این خدمت CIP دیگر ممکن نیست.',
  notIssued: 'این خدمت CIP صادر نشده یا پیش‌تر لغو شده است.',
} as const;
