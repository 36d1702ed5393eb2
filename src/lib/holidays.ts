/**
 * Iran's official holidays for the date picker (spec 001 §2 "Date picker dialog": holidays in red), pure: the
 * weekly holiday (Friday) and the official days off of the Jalali years the picker can show (1405–1406).
 *
 * Source: the official calendar of the Islamic Republic of Iran, approved by the Public Culture Council (شورای فرهنگ
 * عمومی) and computed by the University of Tehran's Institute of Geophysics (Calendar Centre). The Jalali-fixed days
 * are the Public Culture Council's list (Nowruz 1–4 Farvardin, 12 and 13 Farvardin, 14 and 15 Khordad, 22 Bahman,
 * 29 Esfand). The lunar (Hijri) days of 1405 follow that calendar as published (ILNA, 2025-10-30: Eid al-Fitr
 * 1447 on 1–2 Farvardin 1405, Eid al-Adha 6 Khordad, Ghadir 14 Khordad, Tasua 3 Tir, 25 days off in the year); the
 * other lunar days of 1405 and all of 1406 are counted from those anchors by the lunar months (Umm al-Qura
 * lengths), so a day of 1406 may move by one when the Calendar Centre publishes 1406: replace the 1406 rows then.
 * Years outside the table have their Jalali-fixed days and Fridays only (`HOLIDAY_YEARS` says which are complete).
 */
import { type IsoDate, fromJalaliParts, toJalaliParts, weekdayIndex } from './dates';

export interface Holiday {
  date: IsoDate;
  /** The occasion, as the official calendar names it (several on one day are joined with «؛»). */
  title: string;
  kind: 'friday' | 'solar' | 'lunar';
}

/** Jalali month and day, and the occasion: the same every year. */
const SOLAR: readonly (readonly [number, number, string])[] = [
  [1, 1, 'جشن نوروز'],
  [1, 2, 'عید نوروز'],
  [1, 3, 'عید نوروز'],
  [1, 4, 'عید نوروز'],
  [1, 12, 'روز جمهوری اسلامی ایران'],
  [1, 13, 'روز طبیعت'],
  [3, 14, 'رحلت امام خمینی (ره)'],
  [3, 15, 'قیام ۱۵ خرداد'],
  [11, 22, 'پیروزی انقلاب اسلامی'],
  [12, 29, 'روز ملی شدن صنعت نفت'],
];

/** The lunar days off, by Jalali year: `[month, day, occasion]`. */
const LUNAR: Readonly<Record<number, readonly (readonly [number, number, string])[]>> = {
  1405: [
    [1, 1, 'عید سعید فطر'],
    [1, 2, 'تعطیل به مناسبت عید سعید فطر'],
    [1, 25, 'شهادت امام جعفر صادق (ع)'],
    [3, 6, 'عید سعید قربان'],
    [3, 14, 'عید سعید غدیر خم'],
    [4, 3, 'تاسوعای حسینی'],
    [4, 4, 'عاشورای حسینی'],
    [5, 12, 'اربعین حسینی'],
    [5, 20, 'رحلت رسول اکرم (ص) و شهادت امام حسن مجتبی (ع)'],
    [5, 22, 'شهادت امام رضا (ع)'],
    [5, 30, 'شهادت امام حسن عسکری (ع)'],
    [6, 8, 'میلاد رسول اکرم (ص) و امام جعفر صادق (ع)'],
    [8, 22, 'شهادت حضرت فاطمه زهرا (س)'],
    [10, 1, 'ولادت امام علی (ع) و روز پدر'],
    [10, 15, 'مبعث رسول اکرم (ص)'],
    [11, 3, 'ولادت حضرت قائم (عج)'],
    [12, 9, 'شهادت حضرت علی (ع)'],
    [12, 18, 'عید سعید فطر'],
    [12, 19, 'تعطیل به مناسبت عید سعید فطر'],
  ],
  1406: [
    [1, 13, 'شهادت امام جعفر صادق (ع)'],
    [2, 26, 'عید سعید قربان'],
    [3, 3, 'عید سعید غدیر خم'],
    [3, 24, 'تاسوعای حسینی'],
    [3, 25, 'عاشورای حسینی'],
    [5, 2, 'اربعین حسینی'],
    [5, 10, 'رحلت رسول اکرم (ص) و شهادت امام حسن مجتبی (ع)'],
    [5, 11, 'شهادت امام رضا (ع)'],
    [5, 19, 'شهادت امام حسن عسکری (ع)'],
    [5, 28, 'میلاد رسول اکرم (ص) و امام جعفر صادق (ع)'],
    [8, 11, 'شهادت حضرت فاطمه زهرا (س)'],
    [9, 20, 'ولادت امام علی (ع) و روز پدر'],
    [10, 4, 'مبعث رسول اکرم (ص)'],
    [10, 22, 'ولادت حضرت قائم (عج)'],
    [11, 28, 'شهادت حضرت علی (ع)'],
    [12, 7, 'عید سعید فطر'],
    [12, 8, 'تعطیل به مناسبت عید سعید فطر'],
  ],
};

/** The Jalali years whose lunar days off are in the table (the picker shows today … 12 months on). */
export const HOLIDAY_YEARS: readonly number[] = Object.keys(LUNAR).map(Number);

/** The weekly holiday's name. */
export const FRIDAY_TITLE = 'جمعه';

const byYear = new Map<number, ReadonlyMap<IsoDate, Holiday>>();

/** Every official day off of a Jalali year (not Fridays), by date; occasions on one day are joined. */
function officialDays(jy: number): ReadonlyMap<IsoDate, Holiday> {
  const cached = byYear.get(jy);
  if (cached) return cached;
  const out = new Map<IsoDate, Holiday>();
  const add = (jm: number, jd: number, title: string, kind: 'solar' | 'lunar') => {
    const date = fromJalaliParts(jy, jm, jd);
    if (!date) return;
    const prev = out.get(date);
    out.set(date, prev ? { ...prev, title: `${prev.title}؛ ${title}` } : { date, title, kind });
  };
  for (const [jm, jd, title] of SOLAR) add(jm, jd, title, 'solar');
  for (const [jm, jd, title] of LUNAR[jy] ?? []) add(jm, jd, title, 'lunar');
  byYear.set(jy, out);
  return out;
}

/**
 * The day's holiday, or null for a working day: an official day off (its occasion), else a Friday (the weekly
 * holiday). An official day that falls on a Friday is named by its occasion.
 */
export function holidayOf(iso: IsoDate): Holiday | null {
  const official = officialDays(toJalaliParts(iso).year).get(iso);
  if (official) return official;
  return weekdayIndex(iso) === 6 ? { date: iso, title: FRIDAY_TITLE, kind: 'friday' } : null;
}

/** Whether the day is a holiday (a Friday or an official day off). */
export const isHoliday = (iso: IsoDate): boolean => holidayOf(iso) !== null;
