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
