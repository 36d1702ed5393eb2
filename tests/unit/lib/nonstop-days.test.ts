import { describe, expect, it } from 'vitest';
import { addDays } from '@/lib/dates';
import { isNonStopDay, nonStopPattern, nonStopWeekdays, weekdayOf } from '@/lib/day-marks';
import { nonStopRoutes } from '@/server/sandbox/data/flights';

// Issue 48: every day of THR-MHD was coloured non-stop, so the colour said nothing.
describe('non-stop days in the date picker', () => {
  it('the pattern of a route: none, some weekdays, or every day', () => {
    expect(nonStopPattern([])).toBe('none');
    expect(nonStopPattern([0, 4, 5, 6])).toBe('some');
    expect(nonStopPattern([0, 1, 2, 3, 4, 5, 6])).toBe('daily');
    expect(nonStopPattern([0, 1, 2, 3, 4, 5, 6, 9])).toBe('daily');
  });

  it('a route with non-stop flights every day colours no day', () => {
    const daily = [0, 1, 2, 3, 4, 5, 6];
    for (let i = 0; i < 14; i++) expect(isNonStopDay(addDays('2026-11-29', i), daily, { selectable: true })).toBe(false);
  });

  it('a route with some non-stop weekdays colours those days only, when they can be picked and something flies', () => {
    const some = [0, 4]; // Sunday, Thursday
    const days = Array.from({ length: 14 }, (_, i) => addDays('2026-11-29', i));
    const marked = days.filter((d) => isNonStopDay(d, some, { selectable: true }));
    expect(marked.length).toBe(4);
    for (const d of marked) expect(some).toContain(weekdayOf(d));
    // A day that cannot be picked, or on which nothing flies (price null), is not coloured; a priced one is.
    expect(isNonStopDay('2026-11-29', some, { selectable: false })).toBe(false);
    expect(isNonStopDay('2026-11-29', some, { selectable: true, price: { price: null } })).toBe(false);
    expect(isNonStopDay('2026-11-29', some, { selectable: true, price: { price: 12_000_000 } })).toBe(true);
    expect(isNonStopDay('2026-11-30', some, { selectable: true, price: { price: 12_000_000 } })).toBe(false);
  });

  it("the sandbox's network: THR-MHD is daily (no colour), THR-AYT flies non-stop on some days (coloured)", () => {
    const routes = nonStopRoutes(1405);
    expect(nonStopPattern(nonStopWeekdays(routes, 'THR', 'MHD'))).toBe('daily');
    const ayt = nonStopWeekdays(routes, 'IKA', 'AYT');
    expect(nonStopPattern(ayt)).toBe('some');
    expect(ayt).toEqual([0, 4, 5, 6]);
  });
});
