/** The sandbox's date parsing: Gregorian and Jalali input, invalid dates, and the same answers from its cache. */
import { describe, expect, it } from 'vitest';
import { addDays, daysBetween, parseDate } from '@/server/sandbox/time';

describe('parseDate', () => {
  it.each([
    ['2026-11-27', Date.UTC(2026, 10, 27)],
    ['2026/1/5', Date.UTC(2026, 0, 5)],
    ['۲۰۲۶-۱۱-۲۷', Date.UTC(2026, 10, 27)],
    ['1405/09/06', Date.UTC(2026, 10, 27)],
    [' 2028-02-29 ', Date.UTC(2028, 1, 29)],
    ['2027-02-29', null],
    ['1405/12/31', null],
    ['2026-13-01', null],
    ['tomorrow', null],
  ])('%s → %s, the same on every call', (input, expected) => {
    expect(parseDate(input)).toBe(expected);
    expect(parseDate(input)).toBe(expected);
    expect(parseDate(input)).toBe(expected);
  });

  it('stays correct past its cache bound (a flood of distinct strings empties it, never answers wrongly)', () => {
    for (let i = 0; i < 10_000; i++) expect(parseDate(`junk-${i}`)).toBeNull();
    const day = Date.UTC(2026, 10, 27);
    for (let i = 0; i < 5_000; i++) {
      const iso = new Date(day + i * 86_400_000).toISOString().slice(0, 10);
      expect(parseDate(iso)).toBe(day + i * 86_400_000);
    }
    expect(parseDate('2026-11-27')).toBe(day);
    expect(addDays('2026-11-27', 3)).toBe('2026-11-30');
    expect(daysBetween('2026-11-27', '2027-03-21')).toBe(114);
  });
});
