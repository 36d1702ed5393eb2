/**
 * Iran's official holidays. Solar (Jalali-fixed) ones are computed for any year; lunar (Hijri) ones are hard-coded
 * for 2026-01 … 2028-06, computed from the Umm al-Qura tables (Iran's official calendar, set by its calendar
 * council, can differ by a day; replace these with the official table before relying on them).
 * Fridays are not listed (the weekly holiday).
 */
import type { Holiday } from '../../schemas/content';
import { jalaliString, jalaliToIso, jalaliYearOf } from '../time';

const SOLAR: readonly (readonly [number, number, string])[] = [
  [1, 1, 'جشن نوروز'],
  [1, 2, 'عید نوروز'],
  [1, 3, 'عید نوروز'],
  [1, 4, 'عید نوروز'],
  [1, 12, 'روز جمهوری اسلامی'],
  [1, 13, 'روز طبیعت'],
  [3, 14, 'رحلت امام خمینی'],
  [3, 15, 'قیام ۱۵ خرداد'],
  [11, 22, 'پیروزی انقلاب اسلامی'],
  [12, 29, 'روز ملی شدن صنعت نفت'],
];

/** `[date, title]`, Gregorian dates. */
const LUNAR: readonly (readonly [string, string])[] = [
  ['2026-01-02', 'ولادت امام علی (ع) و روز پدر'],
  ['2026-01-16', 'مبعث رسول اکرم (ص)'],
  ['2026-02-03', 'ولادت حضرت قائم (عج)'],
  ['2026-03-10', 'شهادت حضرت علی (ع)'],
  ['2026-03-20', 'عید سعید فطر'],
  ['2026-03-21', 'تعطیل به مناسبت عید سعید فطر'],
  ['2026-04-13', 'شهادت امام جعفر صادق (ع)'],
  ['2026-05-27', 'عید سعید قربان'],
  ['2026-06-04', 'عید سعید غدیر خم'],
  ['2026-06-24', 'تاسوعای حسینی'],
  ['2026-06-25', 'عاشورای حسینی'],
  ['2026-08-03', 'اربعین حسینی'],
  ['2026-08-11', 'رحلت رسول اکرم (ص) و شهادت امام حسن مجتبی (ع)'],
  ['2026-08-13', 'شهادت امام رضا (ع)'],
  ['2026-08-21', 'شهادت امام حسن عسکری (ع)'],
  ['2026-08-30', 'میلاد رسول اکرم (ص) و امام جعفر صادق (ع)'],
  ['2026-11-13', 'شهادت حضرت فاطمه زهرا (س)'],
  ['2026-12-22', 'ولادت امام علی (ع) و روز پدر'],
  ['2027-01-05', 'مبعث رسول اکرم (ص)'],
  ['2027-01-23', 'ولادت حضرت قائم (عج)'],
  ['2027-02-28', 'شهادت حضرت علی (ع)'],
  ['2027-03-09', 'عید سعید فطر'],
  ['2027-03-10', 'تعطیل به مناسبت عید سعید فطر'],
  ['2027-04-02', 'شهادت امام جعفر صادق (ع)'],
  ['2027-05-16', 'عید سعید قربان'],
  ['2027-05-24', 'عید سعید غدیر خم'],
  ['2027-06-14', 'تاسوعای حسینی'],
  ['2027-06-15', 'عاشورای حسینی'],
  ['2027-07-24', 'اربعین حسینی'],
  ['2027-08-01', 'رحلت رسول اکرم (ص) و شهادت امام حسن مجتبی (ع)'],
  ['2027-08-02', 'شهادت امام رضا (ع)'],
  ['2027-08-10', 'شهادت امام حسن عسکری (ع)'],
  ['2027-08-19', 'میلاد رسول اکرم (ص) و امام جعفر صادق (ع)'],
  ['2027-11-02', 'شهادت حضرت فاطمه زهرا (س)'],
  ['2027-12-11', 'ولادت امام علی (ع) و روز پدر'],
  ['2027-12-25', 'مبعث رسول اکرم (ص)'],
  ['2028-01-12', 'ولادت حضرت قائم (عج)'],
  ['2028-02-17', 'شهادت حضرت علی (ع)'],
  ['2028-02-26', 'عید سعید فطر'],
  ['2028-02-27', 'تعطیل به مناسبت عید سعید فطر'],
  ['2028-03-21', 'شهادت امام جعفر صادق (ع)'],
  ['2028-05-05', 'عید سعید قربان'],
  ['2028-05-13', 'عید سعید غدیر خم'],
  ['2028-06-02', 'تاسوعای حسینی'],
  ['2028-06-03', 'عاشورای حسینی'],
];
export const LUNAR_TABLE_END = '2028-06-30';

/** Holidays with `from <= date <= to`, sorted by date (a date with two events appears twice). */
export function holidays(from: string, to: string): Holiday[] {
  const out: Holiday[] = [];
  for (let jy = jalaliYearOf(from); jy <= jalaliYearOf(to); jy++) {
    for (const [jm, jd, title] of SOLAR) {
      const date = jalaliToIso(jy, jm, jd);
      if (date >= from && date <= to) out.push({ date, jalaliDate: jalaliString(date), title, kind: 'solar' });
    }
  }
  for (const [date, title] of LUNAR) {
    if (date >= from && date <= to) out.push({ date, jalaliDate: jalaliString(date), title, kind: 'lunar' });
  }
  return out.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : a.kind < b.kind ? -1 : 1));
}
