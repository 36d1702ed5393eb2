import { describe, expect, it } from 'vitest';
import { addDays } from '@/lib/dates';
import { defaultLeadTimeTripDates, defaultTripDates, placeSpecialDestination, routeSpecialDestination } from '@/lib/search-dates';

const today = '2026-11-21';
const d = (n: number) => addDays(today, n);

describe('default dates', () => {
  it('a trip: tomorrow … today+3', () => {
    expect(defaultTripDates(today)).toEqual({ start: d(1), end: d(3) });
  });
  it('a trip with a lead time (tour flight): today+2, return today+4', () => {
    expect(defaultLeadTimeTripDates(today)).toEqual({ start: d(2), end: d(4) });
  });
});

describe('special destinations', () => {
  it.each([
    ['ae-dubai', null, 'dubai'],
    ['AE-DUBAI', null, 'dubai'],
    ['tr-istanbul', null, 'istanbul'],
    ['ir-kish', null, null],
    ['ir-kish', '46082', 'dubai'],
    ['x', 5847, 'istanbul'],
    [null, null, null],
  ] as const)('place %j id %j → %j', (destination, id, expected) => {
    expect(placeSpecialDestination(destination, id)).toBe(expected);
  });

  it.each([
    ['X-DXB', 'dubai'],
    ['THR-IST', 'istanbul'],
    ['thr-dxb', 'dubai'],
    ['THR-MHD', null],
    ['DXB-THR', null],
    ['', null],
  ])('route %j → %j', (route, expected) => {
    expect(routeSpecialDestination(route)).toBe(expected);
  });
});
