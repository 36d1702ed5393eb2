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
