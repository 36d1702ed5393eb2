import { describe, expect, it } from 'vitest';
import * as messages from '@/lib/messages';
import { flightHotelSummary, flightSummary, destinationSummary } from '@/lib/product-search';
import {
  buildFlightHotelQuery,
  buildFlightQuery,
  changePassengers,
  dayPricesWanted,
  destinationSearchPath,
  flightHotelSearchPath,
  flightHotelSource,
  flightSearchPath,
  tourSearchPath,
  validateFlightSearch,
} from '@/lib/product-query';
import { toQuery } from '@/lib/query';

const pax = { adults: 1, child: 0, infant: 0 };

describe('flight query', () => {
  it('builds the spec route and query in order, carrying utm parameters only', () => {
    const path = flightSearchPath({
      origin: 'thr',
      destination: 'mhd',
      flightType: 2,
      flightDate: '2026-11-22',
      returnDate: '2026-11-24',
      passengers: { adults: 2, child: 1, infant: 1 },
      flightClass: 'C',
      tracking: { utm_source: 'google', utm_medium: 'cpc', other: 'x' },
    });
    expect(path).toBe(
      '/flight/THR-MHD/search?flightDate=2026-11-22&returnDate=2026-11-24&flightType=2&adults=2&child=1&infant=1&flightClass=C&utm_source=google&utm_medium=cpc',
    );
  });

  it('one-way drops the return date; Gregorian adds picker', () => {
    const q = buildFlightQuery({
      origin: 'THR',
      destination: 'KIH',
      flightType: 1,
      flightDate: '2026-11-22',
      returnDate: '2026-11-24',
      passengers: pax,
      flightClass: 'Y',
      calendar: 'gregorian',
    });
    expect(q).toEqual({
      flightDate: '2026-11-22',
      flightType: '1',
      adults: '1',
      child: '0',
      infant: '0',
      flightClass: 'Y',
      picker: 'gregorian',
    });
  });

  it('the search page reads back what the form wrote', () => {
    const path = flightSearchPath({
      origin: 'THR',
      destination: 'MHD',
      flightType: 1,
      flightDate: '2026-11-22',
      returnDate: null,
      passengers: { adults: 2, child: 0, infant: 1 },
      flightClass: 'F',
    });
    const [pathname, search] = path.split('?');
    const route = pathname!.split('/')[2]!;
    const summary = flightSummary(route, toQuery(search!));
    expect(summary.lines.find((l) => l.label === 'نوع سفر')?.value).toBe('یک‌طرفه');
    expect(summary.lines.find((l) => l.label === 'مسافران')?.value).toBe('۲ بزرگسال، ۱ نوزاد');
    expect(summary.lines.find((l) => l.label === 'کلاس پرواز')?.value).toBe('فرست');
  });

  it('validates in order: origin, destination, same route, departure, return (only for round trips)', () => {
    const ok = { origin: 'THR', destination: 'MHD', flightType: 2 as const, flightDate: '2026-11-22', returnDate: '2026-11-24' };
    expect(validateFlightSearch(ok)).toBeNull();
    expect(validateFlightSearch({ ...ok, origin: null })?.message).toBe(messages.productForms.selectOrigin);
    expect(validateFlightSearch({ ...ok, destination: null })?.field).toBe('destination');
    expect(validateFlightSearch({ ...ok, destination: 'THR' })?.message).toBe(messages.productForms.sameRoute);
    expect(validateFlightSearch({ ...ok, flightDate: null })?.field).toBe('flightDate');
    expect(validateFlightSearch({ ...ok, returnDate: null })?.field).toBe('returnDate');
    expect(validateFlightSearch({ ...ok, flightType: 1, returnDate: null })).toBeNull();
  });
});

describe('flight passengers', () => {
  it('keeps at least one adult', () => {
    const r = changePassengers(pax, 'adults', -1);
    expect(r).toEqual({ ok: false, passengers: pax, message: messages.productForms.minAdults });
  });
  it('caps adults + children at 9', () => {
    const r = changePassengers({ adults: 5, child: 4, infant: 0 }, 'child', 1);
    expect(r.ok).toBe(false);
    expect(!r.ok && r.message).toBe(messages.productForms.maxPassengers(9));
    expect(changePassengers({ adults: 5, child: 3, infant: 0 }, 'child', 1)).toEqual({
      ok: true,
      passengers: { adults: 5, child: 4, infant: 0 },
    });
  });
  it('no more infants than adults, also when removing an adult', () => {
    expect(changePassengers({ adults: 1, child: 0, infant: 1 }, 'infant', 1).ok).toBe(false);
    expect(changePassengers({ adults: 2, child: 0, infant: 2 }, 'adults', -1).ok).toBe(false);
    expect(changePassengers({ adults: 2, child: 0, infant: 1 }, 'infant', 1)).toEqual({
      ok: true,
      passengers: { adults: 2, child: 0, infant: 2 },
    });
  });
  it('does not go below zero', () => {
    expect(changePassengers(pax, 'child', -1)).toEqual({ ok: true, passengers: pax });
  });
});

describe('day prices', () => {
  it('are wanted for a real route outside the excluded list', () => {
    expect(dayPricesWanted('THR', 'MHD')).toBe(true);
    expect(dayPricesWanted('THR', 'NJF')).toBe(false);
    expect(dayPricesWanted('kbl', 'THR')).toBe(false);
    expect(dayPricesWanted('THR', null)).toBe(false);
    expect(dayPricesWanted('THR', 'THR')).toBe(false);
  });
});

describe('flight+hotel query', () => {
  const base = {
    source: 'IKA',
    destination: 'ist',
    id: 5847,
    city: 'استانبول',
    scope: 'i' as const,
    flightDate: '2026-11-25',
    returnDate: '2026-11-29',
    rooms: [{ adults: 2, children: [] }],
  };
  it('matches the spec offer link, IKA sold as THR, tracking last', () => {
    expect(flightHotelSearchPath({ ...base, tracking: { utm_campaign: 'x', foo: '1' } })).toBe(
      '/flight+hotel/THR-IST/search?pCount=2&room=1&scope=i&flightType=2&room-0=2&flightClass=Y&adults=2&city=%D8%A7%D8%B3%D8%AA%D8%A7%D9%86%D8%A8%D9%88%D9%84&id=5847&flightDate=2026-11-25&returnDate=2026-11-29&fSort=priceAsc&utm_campaign=x',
    );
  });
  it('several rooms with children', () => {
    const q = buildFlightHotelQuery({
      ...base,
      rooms: [
        { adults: 2, children: [5, 1] },
        { adults: 1, children: [] },
      ],
    });
    expect(q).toMatchObject({ pCount: '5', room: '2', 'room-0': '2,5,1', 'room-1': '1', adults: '3', child: '2' });
  });
  it('only IKA is replaced', () => {
    expect(flightHotelSource('ika')).toBe('THR');
    expect(flightHotelSource('MHD')).toBe('MHD');
  });
  it('the search page reads it back', () => {
    const [p, s] = flightHotelSearchPath(base).split('?');
    const summary = flightHotelSummary(p!.split('/')[2]!, toQuery(s!));
    expect(summary.lines.find((l) => l.label === 'مدت اقامت')?.value).toBe('۴ شب');
    expect(summary.lines.find((l) => l.label === 'اتاق و مسافر')?.value).toBe('۱ اتاق برای ۲ نفر');
  });
});

describe('tour, insurance, attraction, cip', () => {
  const passengers = { adults: 2, child: 1, infant: 0 };
  it('tour list of a destination with the flight dates', () => {
    expect(tourSearchPath({ destination: 'Kish', startDate: '2026-11-23', endDate: '2026-11-25', passengers })).toBe(
      '/tour/kish?flightDate=2026-11-23&returnDate=2026-11-25&pCount=3&adults=2&child=1',
    );
  });
  it('insurance keeps the end date; attraction and cip do not', () => {
    const s = { destination: 'ae-dubai', startDate: '2026-11-23', endDate: '2026-11-30', passengers, tracking: { utm_source: 'a' } };
    expect(destinationSearchPath('insurance', s)).toBe(
      '/insurance/ae-dubai/search?startDate=2026-11-23&endDate=2026-11-30&pCount=3&adults=2&child=1&utm_source=a',
    );
    expect(destinationSearchPath('attraction', s)).toBe(
      '/attraction/ae-dubai/search?startDate=2026-11-23&pCount=3&adults=2&child=1&utm_source=a',
    );
    expect(destinationSearchPath('cip', { ...s, destination: 'ika' })).toBe(
      '/cip/IKA/search?startDate=2026-11-23&pCount=3&adults=2&child=1&utm_source=a',
    );
  });
  it('the insurance search page reads its dates back', () => {
    const [p, q] = destinationSearchPath('insurance', {
      destination: 'ae-dubai',
      startDate: '2026-11-23',
      endDate: '2026-11-30',
      passengers,
    }).split('?');
    const summary = destinationSummary('insurance', p!.split('/')[2]!, toQuery(q!));
    expect(summary.lines.find((l) => l.label === 'مدت سفر')?.value).toBe('۸ روز');
    expect(summary.lines.find((l) => l.label === 'بیمه‌شدگان')?.value).toBe('۲ بزرگسال، ۱ کودک');
  });
});

describe('airport lookup', () => {
  it('exact IATA first, then Persian or English city, then airport name; popular list when empty', async () => {
    const { searchAirports, POPULAR_AIRPORTS, airportLabel } = await import('@/lib/product-query');
    expect(searchAirports('thr')[0]?.iata).toBe('THR');
    expect(searchAirports('تهران').map((a) => a.iata)).toEqual(expect.arrayContaining(['THR', 'IKA']));
    expect(searchAirports('مشهد')[0]?.iata).toBe('MHD');
    expect(searchAirports('كيش')[0]?.iata).toBe('KIH'); // Arabic letters match Persian
    expect(searchAirports('istan')[0]?.iata).toBe('IST');
    expect(searchAirports('').map((a) => a.iata)).toEqual([...POPULAR_AIRPORTS]);
    expect(searchAirports('zzzz')).toEqual([]);
    expect(searchAirports('ا').length).toBeLessThanOrEqual(8);
    expect(airportLabel(searchAirports('MHD')[0]!)).toBe('مشهد (MHD)');
  });
});

describe('destination products', () => {
  it('tour slug drops the country prefix', async () => {
    const { tourDestinationSlug } = await import('@/lib/product-query');
    expect(tourDestinationSlug('ir-kish')).toBe('kish');
    expect(tourDestinationSlug('tr-istanbul')).toBe('istanbul');
    expect(tourDestinationSlug('kish')).toBe('kish');
  });
  it('default dates per product', async () => {
    const { destinationFormDates } = await import('@/lib/product-query');
    expect(destinationFormDates('tour', '2026-11-21')).toEqual({ start: '2026-11-23', end: '2026-11-25' });
    expect(destinationFormDates('insurance', '2026-11-21')).toEqual({ start: '2026-11-22', end: '2026-11-24' });
    expect(destinationFormDates('attraction', '2026-11-21')).toEqual({ start: '2026-11-22', end: null });
    expect(destinationFormDates('cip', '2026-11-30')).toEqual({ start: '2026-12-01', end: null });
  });
});
