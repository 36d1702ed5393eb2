import { describe, expect, it } from 'vitest';
import { addDays } from '@/lib/dates';
import {
  defaultFlightDates,
  defaultHotelDates,
  defaultTourFlightDates,
  hotelFormDates,
  hotelSpecialDestination,
  repairFlightHotelSearchQuery,
  repairFlightSearchQuery,
  repairHotelSearchQuery,
  routeSpecialDestination,
} from '@/lib/search-dates';

const today = '2026-11-21';
const d = (n: number) => addDays(today, n);

describe('default dates', () => {
  it('hotel: tomorrow … today+3', () => {
    expect(defaultHotelDates(today)).toEqual({ startDate: d(1), endDate: d(3) });
  });
  it('flight: tomorrow, return today+3', () => {
    expect(defaultFlightDates(today)).toEqual({ flightDate: d(1), returnDate: d(3) });
  });
  it('tour flight: today+2, return today+4', () => {
    expect(defaultTourFlightDates(today)).toEqual({ flightDate: d(2), returnDate: d(4) });
  });
});

describe('hotelFormDates', () => {
  it.each([
    ['international, no dates → today+2 … today+4', { scope: 'i' }, { startDate: d(2), endDate: d(4) }],
    ['local from a campaign link → today+2 … today+3', { scope: 'l', utmSource: 'sms' }, { startDate: d(2), endDate: d(3) }],
    ['local without campaign → no dates', { scope: 'l' }, { startDate: null, endDate: null }],
    ['no scope → no dates', { scope: null, utmSource: 'sms' }, { startDate: null, endDate: null }],
    ['given dates are kept', { scope: 'i', startDate: d(10), endDate: d(12) }, { startDate: d(10), endDate: d(12) }],
    ['Jalali dates are read', { scope: 'l', startDate: '1405-09-01', endDate: '1405/09/03' }, { startDate: d(1), endDate: d(3) }],
    ['end before start is cleared', { scope: 'l', startDate: d(5), endDate: d(4) }, { startDate: d(5), endDate: null }],
    ['end equal to start is kept', { scope: 'l', startDate: d(5), endDate: d(5) }, { startDate: d(5), endDate: d(5) }],
    ['a start alone is kept, even international', { scope: 'i', startDate: d(7) }, { startDate: d(7), endDate: null }],
    ['unreadable dates count as none', { scope: 'i', startDate: 'x', endDate: 'y' }, { startDate: d(2), endDate: d(4) }],
  ] as const)('%s', (_name, input, expected) => {
    expect(hotelFormDates({ today, ...input })).toEqual(expected);
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
  ] as const)('hotel %j id %j → %j', (destination, id, expected) => {
    expect(hotelSpecialDestination(destination, id)).toBe(expected);
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

describe('repairFlightSearchQuery', () => {
  it.each([
    ['nothing to change', { flightDate: d(5), returnDate: d(9), flightType: '2' }, null],
    ['missing outbound → tomorrow', { returnDate: d(9) }, { flightDate: d(1), returnDate: d(9) }],
    ['missing return → today+3', { flightDate: d(1) }, { flightDate: d(1), returnDate: d(3) }],
    ['both missing', { pCount: '1' }, { pCount: '1', flightDate: d(1), returnDate: d(3) }],
    ['one-way: no return added', { flightDate: d(1), flightType: '1' }, null],
    ['one-way: missing outbound only', { flightType: '1' }, { flightType: '1', flightDate: d(1) }],
    ['past outbound → today', { flightDate: d(-3), returnDate: d(4) }, { flightDate: today, returnDate: d(4) }],
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

describe('repairHotelSearchQuery', () => {
  const repair = (destination: string, query: Record<string, string>) => repairHotelSearchQuery(query, { today, destination });

  it.each([
    ['ir-kish', {}, { startDate: today, endDate: d(3) }],
    ['ae-dubai', {}, { startDate: d(6), endDate: d(10) }],
    ['tr-istanbul', {}, { startDate: d(4), endDate: d(8) }],
    ['ir-kish', { startDate: d(2) }, { startDate: d(2), endDate: d(3) }],
    // Dubai's missing end is start + 4.
    ['ae-dubai', { startDate: d(20) }, { startDate: d(20), endDate: d(24) }],
    // Istanbul's missing end is today + 8, moved to start + 3 when that is before the start.
    ['tr-istanbul', { startDate: d(20) }, { startDate: d(20), endDate: d(23) }],
    ['ir-kish', { startDate: d(10) }, { startDate: d(10), endDate: d(13) }],
    ['ir-kish', { endDate: d(5) }, { startDate: today, endDate: d(5) }],
    ['ir-kish', { startDate: d(-2), endDate: d(1) }, { startDate: today, endDate: d(1) }],
    ['ir-kish', { startDate: d(-5), endDate: d(-2) }, { startDate: today, endDate: d(3) }], // a stay needs a night: end on the start day → start + 3,
    ['ir-kish', { startDate: d(6), endDate: d(4) }, { startDate: d(6), endDate: d(9) }],
    ['ir-kish', { startDate: d(1), endDate: d(2) }, null],
  ])('%s %j → %j', (destination, query, expected) => {
    expect(repair(destination, query)).toEqual(expected);
  });

  it('recognises Dubai by location id too, and keeps other keys', () => {
    expect(repair('ae-x', { id: '46082', room: '1' })).toEqual({
      id: '46082',
      room: '1',
      startDate: d(6),
      endDate: d(10),
    });
  });
});

describe('repairFlightHotelSearchQuery', () => {
  const repair = (destination: string, query: Record<string, string>) => repairFlightHotelSearchQuery(query, { today, destination });

  it.each([
    ['THR-MHD', {}, { flightDate: today, returnDate: d(2) }],
    ['X-DXB', {}, { flightDate: d(6), returnDate: d(10) }],
    ['X-IST', {}, { flightDate: d(4), returnDate: d(8) }],
    ['THR-KIH', { flightDate: d(-1) }, { flightDate: today, returnDate: d(2) }],
    ['THR-KIH', { flightDate: d(8), returnDate: d(3) }, { flightDate: d(8), returnDate: d(11) }],
    ['THR-KIH', { flightDate: d(8) }, { flightDate: d(8), returnDate: d(11) }],
    ['THR-KIH', { flightDate: d(1), returnDate: d(4) }, null],
    // flightType 1 does not skip the return on flight+hotel (a bundle always returns).
    ['THR-KIH', { flightDate: d(1), flightType: '1' }, { flightDate: d(1), flightType: '1', returnDate: d(2) }],
  ])('%s %j → %j', (destination, query, expected) => {
    expect(repair(destination, query)).toEqual(expected);
  });
});

describe('hotel repair never leaves a zero-night stay', () => {
  it.each([
    [
      { startDate: '2026-11-01', endDate: '2026-11-21' },
      { startDate: '2026-11-21', endDate: '2026-11-24' },
    ],
    [
      { startDate: '2026-11-25', endDate: '2026-11-25' },
      { startDate: '2026-11-25', endDate: '2026-11-28' },
    ],
  ])('%o → %o', (query, expected) => {
    expect(repairHotelSearchQuery(query, { today: '2026-11-21', destination: 'ir-kish' })).toMatchObject(expected);
  });
});
