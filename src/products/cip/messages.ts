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
