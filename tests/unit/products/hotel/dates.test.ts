import { describe, expect, it } from 'vitest';
import { addDays } from '@/lib/dates';
import { defaultHotelDates, hotelFormDates, repairHotelSearchQuery } from '@/products/hotel/model/dates';

const today = '2026-11-21';
const d = (n: number) => addDays(today, n);

describe('default dates', () => {
  it('hotel: tomorrow … today+3', () => {
    expect(defaultHotelDates(today)).toEqual({ startDate: d(1), endDate: d(3) });
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
    ['ir-kish', { startDate: d(-2), endDate: d(1) }, { startDate: today, endDate: d(1), pastDate: d(-2) }],
    ['ir-kish', { startDate: d(-5), endDate: d(-2) }, { startDate: today, endDate: d(3), pastDate: d(-5) }], // a stay needs a night: end on the start day → start + 3,
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
