import { describe, expect, it } from 'vitest';
import { bestSuggestedDate, cityCodeOf, nonStopWeekdays, weekdayOf } from '@/lib/day-marks';

const routes = [
  { Source: 'THR', Destination: 'MHD', DayOfWeek: [6, 0, 2] },
  { Source: 'THR', Destination: 'IST', DayOfWeek: [1, 9] },
  { Source: 'MHD', Destination: 'THR', DayOfWeek: [3] },
];

describe('flight calendar marks', () => {
  it('city codes: a second airport belongs to its city (IKA → THR, SAW → IST)', () => {
    expect(cityCodeOf('IKA')).toBe('THR');
    expect(cityCodeOf('SAW')).toBe('IST');
    expect(cityCodeOf('mhd')).toBe('MHD');
    expect(cityCodeOf('ZZZ')).toBe('ZZZ');
  });

  it('non-stop weekdays of a route, by city, one direction only; out-of-range weekdays are dropped', () => {
    expect(nonStopWeekdays(routes, 'THR', 'MHD')).toEqual([0, 2, 6]);
    expect(nonStopWeekdays(routes, 'IKA', 'SAW')).toEqual([1]);
    expect(nonStopWeekdays(routes, 'MHD', 'THR')).toEqual([3]);
    expect(nonStopWeekdays(routes, 'MHD', 'IST')).toEqual([]);
  });

  it('weekday numbering is the supplier’s (0 Sunday … 6 Saturday)', () => {
    expect(weekdayOf('2026-11-28')).toBe(6); // a Saturday
    expect(weekdayOf('2026-11-29')).toBe(0);
  });

  it('best suggested date: the cheapest day from today, a non-stop day first on a tie, then the earliest', () => {
    const prices = {
      '2026-11-20': { price: 1 }, // before today: ignored
      '2026-11-27': { price: 5_000_000 }, // Friday
      '2026-11-28': { price: 5_000_000 }, // Saturday (non-stop below)
      '2026-11-29': { price: null },
      '2026-11-30': { price: 6_000_000 },
    };
    expect(bestSuggestedDate(prices, '2026-11-24')).toBe('2026-11-27');
    expect(bestSuggestedDate(prices, '2026-11-24', [6])).toBe('2026-11-28');
    expect(bestSuggestedDate({ '2026-11-29': { price: null } }, '2026-11-24')).toBeNull();
    expect(bestSuggestedDate({}, '2026-11-24')).toBeNull();
  });
});
