import { describe, expect, it } from 'vitest';
import {
  GREGORIAN_MONTHS_FA,
  JALALI_MONTHS,
  WEEKDAYS_FA,
  formatDate,
  formatGregorianFa,
  formatJalali,
  formatNumericDate,
  monthName,
  monthTitle,
  weekdayName,
} from '@/lib/date-format';
import { addDays } from '@/lib/dates';

describe('name tables', () => {
  it('has the 12 Jalali months in order', () => {
    expect(JALALI_MONTHS).toHaveLength(12);
    expect(JALALI_MONTHS[0]).toBe('فروردین');
    expect(JALALI_MONTHS[7]).toBe('آبان');
    expect(JALALI_MONTHS[11]).toBe('اسفند');
  });

  it('agrees with ICU on Jalali and Gregorian month names', () => {
    const jalali = new Intl.DateTimeFormat('fa-IR', { month: 'long', timeZone: 'UTC' });
    const gregorian = new Intl.DateTimeFormat('fa-IR-u-ca-gregory', { month: 'long', timeZone: 'UTC' });
    // 1405/m/5 for m = 1…12
    const jalaliDays = [
      '2026-03-25',
      '2026-04-25',
      '2026-05-26',
      '2026-06-26',
      '2026-07-27',
      '2026-08-27',
      '2026-09-27',
      '2026-10-27',
      '2026-11-26',
      '2026-12-26',
      '2027-01-25',
      '2027-02-24',
    ];
    for (const [i, iso] of jalaliDays.entries()) expect(jalali.format(new Date(`${iso}T12:00:00Z`))).toBe(JALALI_MONTHS[i]);
    for (const [i, name] of GREGORIAN_MONTHS_FA.entries()) expect(gregorian.format(new Date(Date.UTC(2026, i, 5)))).toBe(name);
  });

  it('starts the week on Saturday', () => {
    expect(WEEKDAYS_FA[0]).toBe('شنبه');
    expect(WEEKDAYS_FA[6]).toBe('جمعه');
    const names = Array.from({ length: 7 }, (_, i) => weekdayName(addDays('2026-11-21', i)));
    expect(names).toEqual([...WEEKDAYS_FA]);
  });

  it('writes compound weekday names with ZWNJ', () => {
    expect(WEEKDAYS_FA[1]).toBe('یک\u200cشنبه');
    expect(WEEKDAYS_FA[3]).toBe('سه\u200cشنبه');
    expect(WEEKDAYS_FA[5]).toBe('پنج\u200cشنبه');
  });

  it('throws on a month that does not exist', () => {
    expect(() => monthName(13, 'jalali')).toThrow(RangeError);
    expect(monthName(10, 'jalali')).toBe('دی');
    expect(monthName(1, 'gregorian')).toBe('ژانویه');
  });
});

describe('formatDate', () => {
  it.each([
    ['2026-11-21', 'jalali', {}, '۳۰ آبان ۱۴۰۵'],
    ['2026-11-21', 'jalali', { weekday: true }, 'شنبه ۳۰ آبان ۱۴۰۵'],
    ['2026-11-21', 'jalali', { year: false }, '۳۰ آبان'],
    ['2026-11-21', 'jalali', { digits: 'latn' }, '30 آبان 1405'],
    ['2026-03-21', 'jalali', {}, '۱ فروردین ۱۴۰۵'],
    ['2026-11-21', 'gregorian', {}, '۲۱ نوامبر ۲۰۲۶'],
    ['2026-11-27', 'gregorian', { weekday: true, year: false }, 'جمعه ۲۷ نوامبر'],
  ] as const)('%s %s %j → %s', (iso, calendar, options, expected) => {
    expect(formatDate(iso, calendar, options)).toBe(expected);
  });

  it('has shorthands', () => {
    expect(formatJalali('2026-11-22', { weekday: true })).toBe('یک\u200cشنبه ۱ آذر ۱۴۰۵');
    expect(formatGregorianFa('2027-01-01')).toBe('۱ ژانویه ۲۰۲۷');
  });

  it('formats numeric dates and month titles', () => {
    expect(formatNumericDate('2026-11-21')).toBe('۱۴۰۵/۰۸/۳۰');
    expect(formatNumericDate('2026-11-21', 'gregorian', 'latn')).toBe('2026/11/21');
    expect(monthTitle(1405, 9, 'jalali')).toBe('آذر ۱۴۰۵');
    expect(monthTitle(2026, 12, 'gregorian', 'latn')).toBe('دسامبر 2026');
  });
});
