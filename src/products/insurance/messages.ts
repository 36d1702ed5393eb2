/**
 * Travel insurance's own Persian texts: the search form and its summary, and the model's (zones, age bands, trip
 * length and age refusals, the comparison table). Persian ی/ک, every number through `fa`.
 */
import { persianNumber as fa } from '@/lib/text';

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
