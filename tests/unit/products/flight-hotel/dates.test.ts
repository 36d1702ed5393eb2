import { describe, expect, it } from 'vitest';
import { addDays } from '@/lib/dates';
import { flightHotelFormDates, repairFlightHotelSearchQuery } from '@/products/flight-hotel/model/dates';

const today = '2026-11-21';
const d = (n: number) => addDays(today, n);

describe('default dates', () => {
  it('the form: tour flight dates, today+2, return today+4', () => {
    expect(flightHotelFormDates(today)).toEqual({ start: d(2), end: d(4) });
  });
});

describe('repairFlightHotelSearchQuery', () => {
  const repair = (destination: string, query: Record<string, string>) => repairFlightHotelSearchQuery(query, { today, destination });

  it.each([
    ['THR-MHD', {}, { flightDate: today, returnDate: d(2) }],
    ['X-DXB', {}, { flightDate: d(6), returnDate: d(10) }],
    ['X-IST', {}, { flightDate: d(4), returnDate: d(8) }],
    ['THR-KIH', { flightDate: d(-1) }, { flightDate: today, returnDate: d(2), pastDate: d(-1) }],
    ['THR-KIH', { flightDate: d(8), returnDate: d(3) }, { flightDate: d(8), returnDate: d(11) }],
    ['THR-KIH', { flightDate: d(8) }, { flightDate: d(8), returnDate: d(11) }],
    ['THR-KIH', { flightDate: d(1), returnDate: d(4) }, null],
    // flightType 1 does not skip the return on flight+hotel (a bundle always returns).
    ['THR-KIH', { flightDate: d(1), flightType: '1' }, { flightDate: d(1), flightType: '1', returnDate: d(2) }],
  ])('%s %j → %j', (destination, query, expected) => {
    expect(repair(destination, query)).toEqual(expected);
  });
});
