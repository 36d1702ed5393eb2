import { persianNumber } from '@/lib/text';

/** Attraction tickets: the search form and the summary texts. */
export const attractionForm = {
  /** The product's Persian name, as the lead box and the summary say it. */
  name: 'بلیت جاذبه‌های گردشگری',
  title: 'جستجوی بلیت جاذبه‌ها',
  date: 'تاریخ بازدید',
  summaryTitle: (city: string) => `بلیت جاذبه‌های ${city}`,
} as const;

/** Attraction tickets: the date list, the ticket types, the catalogue's categories and the booking's refusals. */
export const attractionTexts = {
  ticketTypes: { adult: 'بزرگسال', child: 'کودک', infant: 'نوزاد' },
  categories: { museum: 'موزه و کاخ', park: 'پارک و طبیعت', tour: 'تور و گشت', show: 'نمایش و سرگرمی', waterPark: 'پارک آبی' },
  sorts: { suggested: 'پیشنهادی', cheapest: 'ارزان‌ترین', priciest: 'گران‌ترین', shortest: 'کوتاه‌ترین', soonest: 'نزدیک‌ترین تاریخ' },
  dateNotOffered: 'این جاذبه در تاریخ انتخاب‌شده برگزار نمی‌شود؛ یکی از تاریخ‌های فهرست را انتخاب کنید',
  datePast: 'تاریخ بازدید گذشته است',
  /** The day's last start has passed (Tehran time): its tickets are no longer sold. */
  dayStarted: 'زمان بازدید در این روز گذشته است و بلیت آن دیگر فروخته نمی‌شود؛ روز دیگری انتخاب کنید',
  soldOut: 'ظرفیت این جاذبه در تاریخ انتخاب‌شده تکمیل شده است؛ تاریخ دیگری انتخاب کنید',
  notEnough: (left: string) => `برای این تاریخ فقط ${left} بلیت باقی مانده است`,
  noTickets: 'دست‌کم یک بلیت انتخاب کنید',
  adultNeeded: 'بلیت کودک و نوزاد فقط همراه بلیت بزرگسال فروخته می‌شود',
  tooMany: 'حداکثر ۲۰ بلیت از هر نوع مجاز است',
  leadNeeded: 'نام سرپرست را وارد کنید',
  unknown: 'جاذبهٔ موردنظر یافت نشد',
  badCity: 'شناسه شهر معتبر نیست',
  badDate: 'تاریخ معتبر نیست',
  badId: 'شناسه جاذبه معتبر نیست',
  invalid: 'اطلاعات بلیت جاذبه معتبر نیست',
  badCipFlag: 'مقدار isCip باید true یا false باشد',
} as const;

/** The attraction voucher's wording. */
export const attractionDocument = {
  title: 'واچر بلیت جاذبه گردشگری',
  number: 'شمارهٔ واچر',
  attraction: 'جاذبه',
  date: 'تاریخ بازدید',
  tickets: 'بلیت‌ها',
  ticketsValue: (type: string, count: string) => `${count} بلیت ${type}`,
  lead: 'سرپرست',
  address: 'نشانی',
  atGate: 'این واچر را همراه کارت شناسایی سرپرست هنگام ورود ارائه کنید.',
} as const;

/** The attraction's name in the dashboard's orders lists (its definition's `name`). */
export const attractionNames = {
  product: 'بلیت جاذبه',
} as const;

/** The search-in-progress dialog (spec 001 §2: «در حال جستجوی ارزان‌ترین تفریح»). */
export const attractionLoading = {
  title: 'در حال جستجوی ارزان‌ترین تفریح',
  slogans: ['بلیت جاذبه‌های دیدنی را بی‌صف بخرید', 'قیمت هر روز را پیش از خرید ببینید', 'واچر را همان لحظه دریافت کنید'],
} as const;

/** The results page: its titles, the card, the filters, the sorts and the empty and outage states. */
export const attractionResults = {
  title: 'بلیت جاذبه‌های گردشگری',
  pageTitle: (city: string) => `بلیت جاذبه‌های ${city}`,
  description: 'فهرست جاذبه‌های گردشگری شهر با قیمت بلیت به تومان',
  summary: (city: string, day: string | null, party: string) => (day ? `${city}، ${day}، ${party}` : `${city}، ${party}`),
  loadingDate: (day: string) => `تاریخ بازدید: ${day}`,
  count: (shown: string, total: string) => `${shown} جاذبه از ${total} جاذبه`,
  soFar: (received: string) => `${received} جاذبه تا این لحظه`,
  noneMatch: 'هیچ جاذبه‌ای با این فیلترها پیدا نشد',
  noneInCity: 'برای این شهر هنوز جاذبه‌ای برای فروش نداریم؛ شهر دیگری را جستجو کنید',
  unknownCity: 'شهر موردنظر پیدا نشد؛ شهر دیگری را جستجو کنید',
  outage: 'دریافت فهرست جاذبه‌ها ممکن نشد؛ چند دقیقهٔ دیگر دوباره تلاش کنید',
  retry: 'تلاش دوباره',
  otherCity: 'جستجوی شهر دیگر',
  showMore: 'نمایش جاذبه‌های بیشتر',
  loadingMore: 'در حال بارگذاری جاذبه‌های بیشتر...',
  priceFrom: 'شروع قیمت بزرگسال',
  soldOut: 'ظرفیت همهٔ تاریخ‌ها تکمیل شده است',
  firstDate: (day: string) => `نخستین تاریخ: ${day}`,
  duration: (text: string) => `مدت بازدید: ${text}`,
  details: 'مشاهده و خرید بلیت',
  photo: (name: string) => `تصویر ${name}`,
  categories: 'نوع جاذبه',
  /** The price fields' legend, in the viewer's unit («تومان», «یورو»…). */
  price: (unit: string) => `محدودهٔ قیمت بزرگسال (${unit})`,
  durationFilter: 'مدت بازدید',
  anyDuration: 'همه',
  sortLabel: 'مرتب‌سازی بر اساس',
  durations: { short: 'تا ۲ ساعت', medium: '۲ تا ۴ ساعت', long: 'بیش از ۴ ساعت' },
  priceRange: (from: string, to: string, unit: string) => `از ${from} تا ${to} ${unit}`,
} as const;

/** «۱ ساعت و ۳۰ دقیقه». */
export function durationText(minutes: number): string {
  const h = Math.floor(minutes / 60);
  const min = minutes % 60;
  const fa = persianNumber;
  if (h === 0) return `${fa(min)} دقیقه`;
  return min === 0 ? `${fa(h)} ساعت` : `${fa(h)} ساعت و ${fa(min)} دقیقه`;
}

/** The detail page: photos, description, map point, date, tickets and the total. */
export const attractionDetail = {
  photos: (name: string) => `تصاویر ${name}`,
  about: 'دربارهٔ این جاذبه',
  address: 'نشانی',
  openingHours: 'ساعت بازدید',
  duration: 'مدت بازدید',
  map: 'موقعیت روی نقشه',
  mapLink: 'نمایش موقعیت روی نقشه',
  mapPoint: (lat: string, lng: string) => `عرض جغرافیایی ${lat}، طول جغرافیایی ${lng}`,
  rules: 'قوانین بازدید',
  book: 'خرید بلیت',
  date: 'تاریخ بازدید',
  chooseDate: 'انتخاب تاریخ',
  noDate: 'تاریخی انتخاب نشده است',
  pickerTitle: (name: string) => `تاریخ بازدید از ${name}`,
  noDates: 'برای این جاذبه تاریخ قابل رزروی باقی نمانده است',
  left: (n: string) => `${n} بلیت باقی مانده`,
  tickets: 'تعداد بلیت',
  /** `total` with its unit. */
  lineTotal: (label: string, count: string, total: string) => `${count} × ${label}: ${total}`,
  total: 'مبلغ کل',
  add: 'افزودن به سبد و ادامه',
  adding: 'در حال افزودن به سبد...',
  increase: (label: string) => `افزودن یک بلیت ${label}`,
  decrease: (label: string) => `کم کردن یک بلیت ${label}`,
  ages: { adult: 'بالای ۱۲ سال', child: '۲ تا ۱۲ سال', infant: 'زیر ۲ سال' },
  notFound: 'این جاذبه پیدا نشد یا دیگر فروخته نمی‌شود',
  outage: 'دریافت اطلاعات جاذبه ممکن نشد؛ چند دقیقهٔ دیگر دوباره تلاش کنید',
  searchAgain: 'بازگشت به جستجوی جاذبه‌ها',
  pageTitle: (name: string) => `بلیت ${name}`,
  priceChanged: 'قیمت این تاریخ تغییر کرده است؛ مبلغ تازه را ببینید و دوباره تأیید کنید',
} as const;

/** The travellers step: the lead traveller. */
export const attractionTravellers = {
  title: 'مشخصات سرپرست',
  lead: 'سرپرست گروه',
  firstName: 'نام',
  lastName: 'نام خانوادگی',
  submit: 'ادامه و بازبینی سفارش',
  submitting: 'در حال ثبت...',
  fixErrors: 'لطفاً خطاهای فرم را برطرف کنید',
  namesNeeded: 'نام و نام خانوادگی سرپرست را وارد کنید',
  noItems: 'بلیتی در سبد خرید نیست؛ ابتدا جاذبه و تاریخ را انتخاب کنید',
  hint: 'واچر به نام سرپرست صادر و به شمارهٔ همراه او پیامک می‌شود.',
} as const;

/** `/invoice/attraction`: one of the viewer's attraction orders. */
export const attractionInvoice = {
  title: 'صورت‌حساب بلیت جاذبه',
  notFound: 'سفارش بلیت جاذبه‌ای با این شماره در حساب شما پیدا نشد',
} as const;

/** Cancelling an attraction order from the dashboard (the supplier's rule: before the visit's day, less its fee). */
export const attractionCancel = {
  started: 'روز بازدید رسیده است؛ لغو این بلیت دیگر ممکن نیست.',
  notIssued: 'این بلیت صادر نشده یا پیش‌تر لغو شده است.',
  alreadyCancelled: 'این سفارش پیش‌تر لغو شده و مبلغ آن بازگردانده شده است.',
  orderNotFound: 'سفارش بلیت جاذبه یا خدمات CIP با این شماره پیدا نشد.',
} as const;
