import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addDays,
  compareDates,
  dateFromParts,
  dateParts,
  diffDays,
  fromEpochDay,
  fromJalaliParts,
  isIsoDate,
  isWeekend,
  maxDate,
  nightCount,
  parseDateParam,
  toEpochDay,
  toJalaliParts,
  toJalaliString,
  todayIn,
  weekdayIndex,
} from '@/lib/dates';

/** Random days 1950-01-01 … 2100-12-31 as ISO strings. */
const isoDay = fc.integer({ min: toEpochDay('1950-01-01'), max: toEpochDay('2100-12-31') }).map((d) => fromEpochDay(d));

// An independent oracle: ICU's Persian calendar agrees with jalaali-js between 1800 and 2256.
const persianIntl = new Intl.DateTimeFormat('en-US-u-ca-persian-nu-latn', {
  timeZone: 'UTC',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
});
function intlJalali(iso: string) {
  const parts = persianIntl.formatToParts(new Date(`${iso}T12:00:00Z`));
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  return { year: get('year'), month: get('month'), day: get('day') };
}

describe('todayIn (Asia/Tehran, UTC+03:30)', () => {
  it.each([
    ['2026-11-21T12:00:00Z', '2026-11-21'],
    ['2026-11-20T20:29:59.999Z', '2026-11-20'],
    ['2026-11-20T20:30:00Z', '2026-11-21'],
    ['2026-11-21T20:29:00Z', '2026-11-21'],
    ['2026-12-31T21:00:00Z', '2027-01-01'],
    // Summer: no daylight saving time any more, still +03:30.
    ['2026-06-30T20:29:00Z', '2026-06-30'],
    ['2026-06-30T20:30:00Z', '2026-07-01'],
  ])('at %s it is %s in Tehran', (instant, expected) => {
    expect(todayIn(Date.parse(instant))).toBe(expected);
  });

  it('defaults to the real clock', () => {
    expect(isIsoDate(todayIn())).toBe(true);
  });
});

describe('ISO day arithmetic', () => {
  it.each([
    ['2024-02-28', 1, '2024-02-29'],
    ['2023-02-28', 1, '2023-03-01'],
    ['2026-12-31', 1, '2027-01-01'],
    ['2026-01-01', -1, '2025-12-31'],
    ['2026-11-21', 150, '2027-04-20'],
    ['2026-11-21', 0, '2026-11-21'],
  ])('addDays(%s, %i) = %s', (iso, n, expected) => {
    expect(addDays(iso, n)).toBe(expected);
  });

  it('compares and diffs', () => {
    expect(compareDates('2026-11-21', '2026-11-22')).toBe(-1);
    expect(compareDates('2026-11-22', '2026-11-21')).toBe(1);
    expect(compareDates('2026-11-21', '2026-11-21')).toBe(0);
    expect(diffDays('2026-11-21', '2026-11-24')).toBe(3);
    expect(diffDays('2026-11-24', '2026-11-21')).toBe(-3);
    expect(diffDays('2024-01-01', '2025-01-01')).toBe(366);
    expect(maxDate('2026-01-02', '2025-12-31')).toBe('2026-01-02');
  });

  it('addDays and diffDays agree (property)', () => {
    fc.assert(
      fc.property(isoDay, fc.integer({ min: -2000, max: 2000 }), (iso, n) => {
        const later = addDays(iso, n);
        expect(isIsoDate(later)).toBe(true);
        expect(diffDays(iso, later)).toBe(n);
        expect(compareDates(iso, later)).toBe(Math.sign(n) === 0 ? 0 : (-Math.sign(n) as -1 | 1));
      }),
    );
  });

  it.each([
    ['2024-02-29', true],
    ['2026-02-29', false],
    ['2026-13-01', false],
    ['2026-04-31', false],
    ['2026-1-01', false],
    ['2026-11-21T00:00', false],
    [20261121, false],
  ])('isIsoDate(%j) = %s', (value, expected) => {
    expect(isIsoDate(value)).toBe(expected);
  });

  it('weekdays start on Saturday, Friday is the weekend', () => {
    expect(weekdayIndex('2026-11-21')).toBe(0); // Saturday
    expect(weekdayIndex('2026-11-27')).toBe(6); // Friday
    expect(weekdayIndex('1970-01-01')).toBe(5); // Thursday
    expect(weekdayIndex('1969-12-27')).toBe(0); // Saturday before the epoch
    expect(isWeekend('2026-11-27')).toBe(true);
    expect(isWeekend('2026-11-26')).toBe(false);
  });

  it('weekday matches the JS Date (property)', () => {
    fc.assert(
      fc.property(isoDay, (iso) => {
        expect(weekdayIndex(iso)).toBe((new Date(`${iso}T00:00:00Z`).getUTCDay() + 1) % 7);
      }),
    );
  });
});

describe('Jalali ↔ Gregorian', () => {
  it.each([
    ['2026-11-21', { year: 1405, month: 8, day: 30 }],
    ['2026-03-21', { year: 1405, month: 1, day: 1 }],
    ['2024-03-20', { year: 1403, month: 1, day: 1 }],
    ['2016-04-11', { year: 1395, month: 1, day: 23 }],
    ['2025-03-20', { year: 1403, month: 12, day: 30 }],
  ])('%s is %j', (iso, jalali) => {
    expect(toJalaliParts(iso)).toEqual(jalali);
    expect(fromJalaliParts(jalali.year, jalali.month, jalali.day)).toBe(iso);
  });

  it.each([
    [1404, 12, 30],
    [1405, 13, 1],
    [1405, 0, 1],
    [1405, 7, 31],
    [1405, 1, 0],
    [1405.5, 1, 1],
  ])('rejects %i/%i/%i', (y, m, d) => {
    expect(fromJalaliParts(y, m, d)).toBeNull();
  });

  it('round-trips every day 1950–2100 (property)', () => {
    fc.assert(
      fc.property(isoDay, (iso) => {
        const j = toJalaliParts(iso);
        expect(fromJalaliParts(j.year, j.month, j.day)).toBe(iso);
      }),
      { numRuns: 2000 },
    );
  });

  it('agrees with the ICU Persian calendar (property)', () => {
    fc.assert(
      fc.property(isoDay, (iso) => {
        expect(toJalaliParts(iso)).toEqual(intlJalali(iso));
      }),
      { numRuns: 500 },
    );
  });

  it('dateParts / dateFromParts in both calendars', () => {
    expect(dateParts('2026-11-21', 'gregorian')).toEqual({ year: 2026, month: 11, day: 21 });
    expect(dateParts('2026-11-21', 'jalali')).toEqual({ year: 1405, month: 8, day: 30 });
    expect(dateFromParts('gregorian', 2026, 2, 29)).toBeNull();
    expect(dateFromParts('gregorian', 2028, 2, 29)).toBe('2028-02-29');
    expect(dateFromParts('jalali', 1405, 8, 30)).toBe('2026-11-21');
    expect(toJalaliString('2026-11-21')).toBe('1405-08-30');
    expect(toJalaliString('2026-11-21', '/')).toBe('1405/08/30');
  });
});

describe('parseDateParam', () => {
  it.each([
    ['2026-11-21', '2026-11-21'],
    ['2026/11/21', '2026-11-21'],
    ['2026-1-5', '2026-01-05'],
    ['۲۰۲۶-۱۱-۲۱', '2026-11-21'],
    ['٢٠٢٦/١١/٢١', '2026-11-21'],
    ['2026-11-21T10:30:00', '2026-11-21'],
    ['2026-11-21 10:30', '2026-11-21'],
    [' 2026-11-21 ', '2026-11-21'],
    // Year below 1600 → Jalali
    ['1405-08-30', '2026-11-21'],
    ['1405/8/30', '2026-11-21'],
    ['۱۴۰۵/۰۸/۳۰', '2026-11-21'],
    ['1403-12-30', '2025-03-20'],
    ['1599-01-01', '2220-03-21'],
    // 1600 and up → Gregorian
    ['1600-01-01', '1600-01-01'],
    ['2999-12-31', '2999-12-31'],
    // Past the years the site reads: not a date (the Jalali conversion would throw from Gregorian 3799 on)
    ['3000-01-01', null],
    ['4000-01-01', null],
    ['9999-12-20', null],
    // Not real days or not dates at all
    ['1404-12-30', null],
    ['2026-02-29', null],
    ['2026-13-01', null],
    ['21-11-2026', null],
    ['20261121', null],
    ['tomorrow', null],
    ['', null],
    [null, null],
    [undefined, null],
  ])('%j → %j', (input, expected) => {
    expect(parseDateParam(input)).toBe(expected);
  });

  it('never throws, and what it reads has a Jalali date (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 9999 }), fc.integer({ min: 0, max: 13 }), fc.integer({ min: 0, max: 32 }), (y, m, d) => {
        const iso = parseDateParam(`${String(y).padStart(4, '0')}-${m}-${d}`);
        if (iso !== null) expect(toJalaliString(iso)).toMatch(/^\d{4}-\d{2}-\d{2}$/);
        expect(isIsoDate(`${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`)).toBe(
          iso !== null && y >= 1600,
        );
      }),
    );
  });

  it('reads back any ISO and Jalali rendering of a day (property)', () => {
    fc.assert(
      fc.property(isoDay, (iso) => {
        expect(parseDateParam(iso)).toBe(iso);
        expect(parseDateParam(toJalaliString(iso, '/'))).toBe(iso);
      }),
    );
  });
});

describe('nightCount', () => {
  it.each([
    ['2026-11-21', '2026-11-24', 3],
    ['2026-11-21', '2026-11-22', 1],
    ['2026-11-21', '2026-11-21', 1],
    ['2026-11-24', '2026-11-21', 1],
    ['1405-08-30', '2026-11-24', 3],
    ['1405/08/30', '1405/09/10', 10],
    [null, '2026-11-24', 1],
    ['2026-11-21', undefined, 1],
    ['', '', 1],
    ['garbage', '2026-11-24', 1],
    ['2026-12-30', '2027-01-02', 3],
  ])('nightCount(%j, %j) = %i', (start, end, expected) => {
    expect(nightCount(start, end)).toBe(expected);
  });

  it('is at least 1 and equals the positive day difference (property)', () => {
    fc.assert(
      fc.property(fc.option(isoDay), fc.option(isoDay), (a, b) => {
        const n = nightCount(a, b);
        expect(n).toBeGreaterThanOrEqual(1);
        expect(Number.isInteger(n)).toBe(true);
        if (a && b && b > a) expect(n).toBe(diffDays(a, b));
      }),
    );
  });
});
