/**
 * Dates for display in Persian. Composed from our own name tables rather than Intl's `dateStyle`, which renders
 * oddly for fa and can differ between the server and the browser (a hydration mismatch).
 */
import { type CalendarKind, type IsoDate, dateParts, weekdayIndex } from './dates';
import { type Digits, withDigits } from './text';

export const JALALI_MONTHS = [
  'فروردین',
  'اردیبهشت',
  'خرداد',
  'تیر',
  'مرداد',
  'شهریور',
  'مهر',
  'آبان',
  'آذر',
  'دی',
  'بهمن',
  'اسفند',
] as const;

/** Gregorian month names as written in Persian. */
export const GREGORIAN_MONTHS_FA = [
  'ژانویه',
  'فوریه',
  'مارس',
  'آوریل',
  'مه',
  'ژوئن',
  'ژوئیه',
  'اوت',
  'سپتامبر',
  'اکتبر',
  'نوامبر',
  'دسامبر',
] as const;

/** Saturday first, as the Iranian week. */
export const WEEKDAYS_FA = ['شنبه', 'یک‌شنبه', 'دوشنبه', 'سه‌شنبه', 'چهارشنبه', 'پنج‌شنبه', 'جمعه'] as const;
/** One-letter headers of a calendar grid, Saturday first. */
export const WEEKDAYS_SHORT_FA = ['ش', 'ی', 'د', 'س', 'چ', 'پ', 'ج'] as const;

export interface DateFormatOptions {
  /** Prefix the weekday name. Default false. */
  weekday?: boolean;
  /** Append the year. Default true. */
  year?: boolean;
  /** Default 'fa'. */
  digits?: Digits;
}

export function monthName(month: number, calendar: CalendarKind): string {
  const names = calendar === 'jalali' ? JALALI_MONTHS : GREGORIAN_MONTHS_FA;
  const name = names[month - 1];
  if (name === undefined) throw new RangeError(`No month ${month}`);
  return name;
}

export function weekdayName(iso: IsoDate): string {
  return WEEKDAYS_FA[weekdayIndex(iso)] ?? '';
}

/** «شنبه ۱ آذر ۱۴۰۵» (Jalali) or «شنبه ۲۱ نوامبر ۲۰۲۶» (Gregorian). */
export function formatDate(iso: IsoDate, calendar: CalendarKind = 'jalali', options: DateFormatOptions = {}): string {
  const { weekday = false, year = true, digits = 'fa' } = options;
  const p = dateParts(iso, calendar);
  const words = [String(p.day), monthName(p.month, calendar)];
  if (year) words.push(String(p.year));
  if (weekday) words.unshift(weekdayName(iso));
  return withDigits(words.join(' '), digits);
}

export const formatJalali = (iso: IsoDate, options?: DateFormatOptions) => formatDate(iso, 'jalali', options);
export const formatGregorianFa = (iso: IsoDate, options?: DateFormatOptions) => formatDate(iso, 'gregorian', options);

/** «۱۴۰۵/۰۸/۳۰»: year/month/day in the chosen calendar. */
export function formatNumericDate(iso: IsoDate, calendar: CalendarKind = 'jalali', digits: Digits = 'fa'): string {
  const p = dateParts(iso, calendar);
  const text = `${p.year}/${String(p.month).padStart(2, '0')}/${String(p.day).padStart(2, '0')}`;
  return withDigits(text, digits);
}

/** «آذر ۱۴۰۵»: the title of a month in a calendar grid. */
export function monthTitle(year: number, month: number, calendar: CalendarKind, digits: Digits = 'fa'): string {
  return `${monthName(month, calendar)} ${withDigits(year, digits)}`;
}
