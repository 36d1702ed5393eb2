import { describe, expect, it } from 'vitest';
import { addDays } from '@/lib/dates';
import { defaultFlightDates, repairFlightSearchQuery } from '@/products/flight/model/dates';

const today = '2026-11-21';
const d = (n: number) => addDays(today, n);

describe('default dates', () => {
  it('flight: tomorrow, return today+3', () => {
    expect(defaultFlightDates(today)).toEqual({ flightDate: d(1), returnDate: d(3) });
  });
});

describe('repairFlightSearchQuery', () => {
  it.each([
    ['nothing to change', { flightDate: d(5), returnDate: d(9), flightType: '2' }, null],
    ['missing outbound → tomorrow', { returnDate: d(9) }, { flightDate: d(1), returnDate: d(9) }],
    ['missing return → today+3', { flightDate: d(1) }, { flightDate: d(1), returnDate: d(3) }],
    ['both missing', { pCount: '1' }, { pCount: '1', flightDate: d(1), returnDate: d(3) }],
    ['one-way: no return added', { flightDate: d(1), flightType: '1' }, null],
    ['one-way: missing outbound only', { flightType: '1' }, { flightType: '1', flightDate: d(1) }],
    [
      'past outbound → today, the passed date kept for the notice',
      { flightDate: d(-3), returnDate: d(4) },
      { flightDate: today, returnDate: d(4), pastDate: d(-3) },
    ],
    ['past return → outbound+3', { flightDate: d(2), returnDate: d(-1) }, { flightDate: d(2), returnDate: d(5) }],
    ['return before outbound → outbound+3', { flightDate: d(10), returnDate: d(8) }, { flightDate: d(10), returnDate: d(13) }],
    ['missing return after a late outbound → outbound+3', { flightDate: d(20) }, { flightDate: d(20), returnDate: d(23) }],
    ['unreadable outbound → tomorrow', { flightDate: 'soon', returnDate: d(5) }, { flightDate: d(1), returnDate: d(5) }],
    ['return on the outbound day is fine', { flightDate: d(2), returnDate: d(2) }, null],
  ] as const)('%s', (_name, query, expected) => {
    expect(repairFlightSearchQuery({ ...query }, { today })).toEqual(expected);
  });

  it('keeps valid Jalali dates as written', () => {
    expect(repairFlightSearchQuery({ flightDate: '1405-09-05', returnDate: '1405-09-08' }, { today })).toBeNull();
    // 1405-09-05 is today+5: the default return (today+3) falls before it, so it becomes outbound+3.
    expect(repairFlightSearchQuery({ flightDate: '1405-09-05' }, { today })).toEqual({
      flightDate: '1405-09-05',
      returnDate: d(8),
    });
  });

  it('does not mutate its input', () => {
    const query = { flightDate: d(-1) };
    repairFlightSearchQuery(query, { today });
    expect(query).toEqual({ flightDate: d(-1) });
  });
});
