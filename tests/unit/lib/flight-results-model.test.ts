import { describe, expect, it } from 'vitest';
import {
  clearedFlightFilters,
  flightFilterQuery,
  flightSortsFor,
  parseFlightFilters,
  toFlightFilter,
} from '@/products/flight/model/filters';
import { compareFlights, flightFacts, flightFilterModel, flightSortModel, type FlightLike } from '@/products/flight/model/results-model';
import { flightNumericId } from '@/products/flight/model/id';
import { visibleFlights } from '@/products/flight/model/limits';
import { resultsOrder } from '@/lib/results-model';
import { FilterCore, SortCore } from '@/workers/results-core';

const model = { ...flightFilterModel, ...flightSortModel };

function flight(id: string, o: Partial<FlightLike> & { time?: string; price?: number; from?: string; to?: string } = {}): FlightLike {
  const { time = '08:30', price = 20_000_000, from = 'THR', to = 'MHD', ...rest } = o;
  return {
    id,
    leg: 1,
    airline: { code: 'W5', name: 'ماهان' },
    flightNumber: 'W5 1061',
    cabin: { code: 'Y', name: 'اکونومی' },
    departure: { iata: from, airport: `فرودگاه ${from}`, time: `2026-12-03T${time}:00+03:30` },
    arrival: { iata: to, airport: `فرودگاه ${to}` },
    durationMinutes: 90,
    stops: 0,
    isCharter: false,
    prices: { adult: price },
    provider: 'آژانس الف',
    ...rest,
  };
}

const flights: FlightLike[] = [
  flight('a-0001', { price: 30_000_000, time: '05:10', discountPercent: 12 }),
  flight('b-0002', {
    price: 20_000_000,
    time: '13:00',
    airline: { code: 'IR', name: 'ایران‌ایر' },
    flightNumber: 'IR 452',
    isCharter: true,
  }),
  flight('c-0003', { price: 25_000_000, time: '19:45', stops: 1, durationMinutes: 200, from: 'IKA', provider: 'آژانس ب' }),
  flight('d-0004', { price: 40_000_000, time: '09:00', cabin: { code: 'C', name: 'بیزینس' }, durationMinutes: 70, discountPercent: 12 }),
  flight('r-0005', { leg: 2, price: 10_000_000, time: '10:00', from: 'MHD', to: 'THR' }),
];
const facts = flights.map(flightFacts);
const idOf = (x: string) => flightNumericId(x);
const order = (query: Record<string, string>, destination = 'MHD', leg: 1 | 2 = 1, local = true, providers = true) => {
  const f = { ...parseFlightFilters(query, destination, local, providers), leg };
  return resultsOrder(model, facts, toFlightFilter(f), f.sort);
};

describe('flight results model', () => {
  it('facts are idempotent and keyed by a stable numeric id', () => {
    expect(flightFacts(facts[0]!)).toBe(facts[0]);
    expect(facts[0]!.id).toBe(idOf('a-0001'));
    expect(new Set(facts.map((f) => f.id)).size).toBe(facts.length);
    expect(facts[0]!.price).toBe(3_000_000); // toman per adult
    expect(facts[2]!.band).toBe('evening');
  });

  it('sorts: cheapest, earliest, latest, shortest (ties by price)', () => {
    expect(order({})).toEqual(['b-0002', 'c-0003', 'a-0001', 'd-0004'].map(idOf));
    expect(order({ fSort: 'timeAsc' })).toEqual(['a-0001', 'd-0004', 'b-0002', 'c-0003'].map(idOf));
    expect(order({ fSort: 'timeDes' })).toEqual(['c-0003', 'b-0002', 'd-0004', 'a-0001'].map(idOf));
    expect(order({ fSort: 'durationAsc' })).toEqual(['d-0004', 'b-0002', 'a-0001', 'c-0003'].map(idOf));
    expect(compareFlights('priceAsc')(facts[0]!, facts[0]!)).toBe(0);
  });

  it('the "sale" sort: biggest discount first (ties cheapest), for a domestic search only', () => {
    // a and d both 12 % (a cheaper), then the undiscounted ones by price.
    expect(order({ fSort: 'sale' })).toEqual(['a-0001', 'd-0004', 'b-0002', 'c-0003'].map(idOf));
    expect(parseFlightFilters({ fSort: 'sale' }, 'MHD', true).sort).toBe('sale');
    // Abroad (or when the scope is unknown) the URL's "sale" is not read: the default order.
    expect(parseFlightFilters({ fSort: 'sale' }, 'IST', false).sort).toBe('priceAsc');
    expect(parseFlightFilters({ fSort: 'sale' }, 'MHD').sort).toBe('priceAsc');
    expect(flightSortsFor(false)).not.toContain('sale');
    expect(flightSortsFor(true)).toContain('sale');
    expect(facts[1]!.discount).toBe(0); // no discount sent: none
  });

  it('filters: stops, airlines, time bands, airports per end, price, duration, number, provider, kind, cabin', () => {
    expect(order({ fStop: '1' })).toEqual([idOf('c-0003')]);
    expect(order({ fAirline: 'IR' })).toEqual([idOf('b-0002')]);
    expect(order({ fTime: 'early,evening' })).toEqual(['c-0003', 'a-0001'].map(idOf));
    expect(order({ fAirport: 'd:IKA' })).toEqual([idOf('c-0003')]);
    expect(order({ fAirport: 'd:THR,a:MHD' })).toEqual(['b-0002', 'a-0001', 'd-0004'].map(idOf));
    expect(order({ fPrice: '2100000-3500000' })).toEqual(['c-0003', 'a-0001'].map(idOf));
    expect(order({ fDuration: '80' })).toEqual([idOf('d-0004')]);
    expect(order({ fNumber: '452' })).toEqual([idOf('b-0002')]);
    expect(order({ fProvider: 'آژانس ب' })).toEqual([idOf('c-0003')]);
    // Provider names are for counter and agent users: for anyone else fProvider is ignored (the whole list), no error.
    expect(parseFlightFilters({ fProvider: 'آژانس ب' }, 'MHD', true).providers).toEqual([]);
    expect(order({ fProvider: 'آژانس ب' }, 'MHD', 1, true, false)).toEqual(order({}));
    expect(order({ fType: 'charter' })).toEqual([idOf('b-0002')]);
    expect(order({ fCabin: 'C' })).toEqual([idOf('d-0004')]);
    expect(order({ fStop: '0', fAirline: 'W5' })).toEqual(['a-0001', 'd-0004'].map(idOf));
  });

  it('the return list is its own: leg 2 with the return airline and time keys', () => {
    expect(order({}, 'MHD', 2)).toEqual([idOf('r-0005')]);
    expect(order({ fAirline: 'IR' }, 'MHD', 2)).toEqual([idOf('r-0005')]); // outbound airlines do not filter returns
    expect(order({ fReturnAirline: 'IR' }, 'MHD', 2)).toEqual([]);
    expect(order({ fReturnTime: 'morning' }, 'MHD', 2)).toEqual([idOf('r-0005')]);
    expect(order({ fNumber: '452' }, 'MHD', 2)).toEqual([idOf('r-0005')]); // the outbound number filter neither
    expect(order({ fReturnNumber: '452' }, 'MHD', 2)).toEqual([]);
    expect(order({ fReturnNumber: '1061', fReturnDuration: '80' }, 'MHD', 2)).toEqual([]);
    expect(order({ fReturnDuration: '90' }, 'MHD', 2)).toEqual([idOf('r-0005')]);
  });

  it('DXB and IST force fStop to "0" whatever the URL says, and «clear» keeps it', () => {
    const f = parseFlightFilters({ fStop: '1,2' }, 'DXB');
    expect(f.stops).toEqual(['0']);
    expect(clearedFlightFilters(f).stops).toEqual(['0']);
    expect(parseFlightFilters({ fStop: '1,2' }, 'ist').stops).toEqual(['0']);
    expect(parseFlightFilters({ fStop: '1,2,9' }, 'MHD').stops).toEqual(['1', '2']);
    expect(order({}, 'DXB')).toEqual(['b-0002', 'a-0001', 'd-0004'].map(idOf));
  });

  it('the URL round-trips; the kind filter is single-select; junk is dropped', () => {
    const q = {
      fSort: 'timeDes',
      fStop: '0',
      fAirline: 'W5,IR',
      fTime: 'morning',
      fPrice: '100-200',
      fDuration: '120',
      fReturnDuration: '200',
      fNumber: '۱۰۶۱',
      fReturnNumber: '452',
    };
    const f = parseFlightFilters(q, 'MHD');
    expect(flightFilterQuery(f)).toEqual({ ...q, fNumber: '1061' });
    expect(parseFlightFilters({ fType: 'charter,systemic' }, 'MHD').types).toEqual(['systemic']);
    expect(parseFlightFilters({ fSort: 'nope', fTime: 'noon', fPrice: '9-1' }, 'MHD')).toMatchObject({
      sort: 'priceAsc',
      times: [],
      price: null,
    });
    expect(parseFlightFilters({ fPrice: '-500' }, 'MHD').price).toEqual({ min: 0, max: 500 });
  });

  it('stats per list: options with counts and cheapest price, ranges, airports only where an end has several', () => {
    const s = flightFilterModel.stats(facts);
    expect(s.outbound.total).toBe(4);
    expect(s.inbound.total).toBe(1);
    expect(s.outbound.airlines).toEqual([
      { value: 'IR', title: 'ایران‌ایر', count: 1, minPrice: 2_000_000 },
      { value: 'W5', title: 'ماهان', count: 3, minPrice: 2_500_000 },
    ]);
    expect(s.outbound.stops.map((o) => [o.value, o.count])).toEqual([
      ['0', 3],
      ['1', 1],
    ]);
    expect(s.outbound.airports.map((o) => o.value)).toEqual(['d:THR', 'd:IKA']);
    expect(s.inbound.airports).toEqual([]);
    expect(s.outbound.price).toEqual({ min: 2_000_000, max: 4_000_000 });
    expect(s.outbound.duration).toEqual({ min: 70, max: 200 });
    expect(s.outbound.times.map((o) => o.value)).toEqual(['early', 'morning', 'afternoon', 'evening']);
  });

  it('the worker cores give the same answer as the inline order; the list shows 60 at a time', () => {
    const filter = new FilterCore(flightFilterModel);
    const sort = new SortCore(flightSortModel);
    filter.add(facts);
    sort.add(facts);
    const f = parseFlightFilters({ fSort: 'timeAsc' }, 'MHD');
    expect(sort.sort(filter.filter(toFlightFilter(f)).ids, f.sort)).toEqual(order({ fSort: 'timeAsc' }));
    const many = Array.from({ length: 130 }, (_, i) => i);
    expect(visibleFlights(many, 1)).toMatchObject({ hasMore: true });
    expect(visibleFlights(many, 1).items).toHaveLength(60);
    expect(visibleFlights(many, 3)).toMatchObject({ hasMore: false });
  });
});
