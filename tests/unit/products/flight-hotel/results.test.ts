/** Flight+hotel results model: the offer link (spec 001 §2), IKA → THR, the search of a URL, filters and sorts. */
import { describe, expect, it } from 'vitest';
import { toQuery } from '@/lib/query';
import {
  type BundleFacts,
  bundleStats,
  clockTime,
  departureBand,
  filterBundles,
  NO_BUNDLE_FILTER,
  sortBundles,
} from '@/products/flight-hotel/model/filters';
import {
  bundleFilterQuery,
  bundleSearchOf,
  parseBundleFilters,
  routeCodes,
  toBundleFilter,
  tourOfferSearchPath,
} from '@/products/flight-hotel/model/search';

const offer = {
  sourceIata: 'IKA',
  destinationIata: 'KIH',
  destinationId: 402,
  destinationPersianName: 'کیش',
  fromDate: '2026-12-10',
  toDate: '2026-12-13',
};

describe('tour offer link', () => {
  it('is the spec link: two adults, one room, scope l, return, Y, priceAsc; IKA → THR; tracking last', () => {
    const path = tourOfferSearchPath(offer, {
      onFlightPage: false,
      currentQuery: { id: '402', city: 'Kish', startDate: '2026-12-01', utm_source: 'google', gclid: 'abc', fSort: 'priceDes' },
    });
    const [route, search] = path.split('?');
    expect(route).toBe('/flight+hotel/THR-KIH/search');
    const q = new URLSearchParams(search);
    expect([...q.keys()]).toEqual([
      'pCount',
      'room',
      'scope',
      'flightType',
      'room-0',
      'flightClass',
      'adults',
      'city',
      'id',
      'flightDate',
      'returnDate',
      'fSort',
      'utm_source',
      'gclid',
    ]);
    expect(Object.fromEntries(q)).toMatchObject({
      pCount: '2',
      room: '1',
      scope: 'l',
      flightType: '2',
      'room-0': '2',
      flightClass: 'Y',
      adults: '2',
      city: 'کیش',
      id: '402',
      flightDate: '2026-12-10',
      returnDate: '2026-12-13',
      fSort: 'priceAsc',
    });
  });

  it('the id: the offer destinationId on flight pages, else the current query id (the offer one without any)', () => {
    const id = (onFlightPage: boolean, currentQuery: Record<string, string>) =>
      new URLSearchParams(tourOfferSearchPath(offer, { onFlightPage, currentQuery }).split('?')[1]).get('id');
    expect(id(true, { id: '999' })).toBe('402');
    expect(id(false, { id: '999' })).toBe('999');
    expect(id(false, {})).toBe('402');
  });

  it('a THR or other source is kept', () => {
    expect(tourOfferSearchPath({ ...offer, sourceIata: 'SYZ' }, { onFlightPage: true, currentQuery: {} })).toMatch(
      /^\/flight\+hotel\/SYZ-KIH\//,
    );
  });
});

describe('the search of a results URL', () => {
  it('IKA and X search from Tehran; a bad route is null', () => {
    expect(routeCodes('IKA-KIH')).toEqual({ source: 'THR', destination: 'KIH' });
    expect(routeCodes('x-dxb')).toEqual({ source: 'THR', destination: 'DXB' });
    expect(routeCodes('MHD-IST')).toEqual({ source: 'MHD', destination: 'IST' });
    expect(routeCodes('kish')).toBeNull();
  });
  it('reads dates and rooms (Persian digits too)', () => {
    const q = toQuery('room=2&room-0=2,5&room-1=۱&flightDate=2026-12-10&returnDate=2026-12-13');
    expect(bundleSearchOf('THR-KIH', q)).toEqual({
      source: 'THR',
      destination: 'KIH',
      flightDate: '2026-12-10',
      returnDate: '2026-12-13',
      rooms: [
        { adults: 2, children: [5] },
        { adults: 1, children: [] },
      ],
    });
    expect(bundleSearchOf('THR-KIH', { flightDate: '2026-12-10' })).toBeNull();
    expect(bundleSearchOf('THR-KIH', { adults: '3', flightDate: '2026-12-10', returnDate: '2026-12-12' })?.rooms).toEqual([
      { adults: 3, children: [] },
    ]);
  });
});

const facts = (o: Partial<BundleFacts> & { hotelId: number }): BundleFacts => ({
  persianName: `هتل ${o.hotelId}`,
  englishName: `Hotel ${o.hotelId}`,
  star: 4,
  rate: 4,
  pricePerPerson: 10_000_000,
  totalPrice: 20_000_000,
  freeCancellation: false,
  airlines: ['IR', 'IR'],
  outboundDeparture: '08:00',
  ...o,
});

const items = [
  facts({
    hotelId: 1,
    persianName: 'هتل ترنج',
    englishName: 'Toranj',
    star: 5,
    rate: 4.6,
    pricePerPerson: 30_000_000,
    freeCancellation: true,
  }),
  facts({
    hotelId: 2,
    persianName: 'هتل شایان',
    englishName: 'Shayan',
    star: 4,
    rate: 4.1,
    pricePerPerson: 18_000_000,
    airlines: ['W5', 'EP'],
    outboundDeparture: '21:40',
  }),
  facts({
    hotelId: 3,
    persianName: 'هتل آرامیس',
    star: 3,
    rate: 3.2,
    pricePerPerson: 12_000_000,
    airlines: ['EP', 'IR'],
    outboundDeparture: '13:05',
  }),
  facts({ hotelId: 4, star: 4, rate: 4.8, pricePerPerson: 18_000_000, freeCancellation: true, outboundDeparture: '05:30' }),
];
const ids = (xs: readonly BundleFacts[]) => xs.map((x) => x.hotelId);

describe('bundle filters', () => {
  it('stars, price per person, free cancellation, name', () => {
    expect(ids(filterBundles(items, { ...NO_BUNDLE_FILTER, stars: [4, 5] }))).toEqual([1, 2, 4]);
    expect(ids(filterBundles(items, { ...NO_BUNDLE_FILTER, price: { min: 15_000_000, max: 20_000_000 } }))).toEqual([2, 4]);
    expect(ids(filterBundles(items, { ...NO_BUNDLE_FILTER, freeCancellation: true }))).toEqual([1, 4]);
    expect(ids(filterBundles(items, { ...NO_BUNDLE_FILTER, name: 'toranj' }))).toEqual([1]);
    expect(ids(filterBundles(items, { ...NO_BUNDLE_FILTER, name: 'شایان' }))).toEqual([2]);
  });
  it('airline of either flight, outbound departure band', () => {
    expect(ids(filterBundles(items, { ...NO_BUNDLE_FILTER, airlines: ['EP'] }))).toEqual([2, 3]);
    expect(ids(filterBundles(items, { ...NO_BUNDLE_FILTER, departure: ['evening', 'night'] }))).toEqual([2, 4]);
    expect(ids(filterBundles(items, { ...NO_BUNDLE_FILTER, departure: ['afternoon'], airlines: ['IR'] }))).toEqual([3]);
  });
  it('departure times and bands', () => {
    expect(clockTime('2026-12-01T08:30:00+03:30')).toBe('08:30');
    expect(departureBand('05:59')).toBe('night');
    expect(departureBand('06:00')).toBe('morning');
    expect(departureBand('12:00')).toBe('afternoon');
    expect(departureBand('23:59')).toBe('evening');
  });
  it('stats: price bounds, stars and airlines counted once per bundle', () => {
    expect(bundleStats(items)).toEqual({
      price: { min: 12_000_000, max: 30_000_000 },
      stars: { 3: 1, 4: 2, 5: 1 },
      airlines: { IR: 3, W5: 1, EP: 2 },
    });
  });
});

describe('bundle sorts', () => {
  it('priceAsc (ties by hotel), priceDes, starDes, bestRates, departureAsc', () => {
    expect(ids(sortBundles(items, 'priceAsc'))).toEqual([3, 2, 4, 1]);
    expect(ids(sortBundles(items, 'priceDes'))).toEqual([1, 2, 4, 3]);
    expect(ids(sortBundles(items, 'starDes'))).toEqual([1, 2, 4, 3]);
    expect(ids(sortBundles(items, 'bestRates'))).toEqual([4, 1, 2, 3]);
    expect(ids(sortBundles(items, 'departureAsc'))).toEqual([4, 1, 3, 2]);
  });
});

describe('filters in the URL', () => {
  it('round-trips and converts toman to rial for the workers', () => {
    const q = toQuery(
      'fSort=starDes&fHotelName=ترنج&fPrice=۱۰۰۰۰۰۰-2000000&fStar=5,4,9&fFreeCancel=1&fAirline=ir,W5,bad!&fDeparture=evening,noon,morning',
    );
    const f = parseBundleFilters(q);
    expect(f).toEqual({
      sort: 'starDes',
      hotelName: 'ترنج',
      price: { min: 1_000_000, max: 2_000_000 },
      stars: [4, 5],
      freeCancellation: true,
      airlines: ['IR', 'W5'],
      departure: ['morning', 'evening'],
    });
    expect(parseBundleFilters(bundleFilterQuery(f))).toEqual(f);
    expect(toBundleFilter(f).price).toEqual({ min: 10_000_000, max: 20_000_000 });
    expect(parseBundleFilters({}).sort).toBe('priceAsc');
    expect(parseBundleFilters({ fPrice: 'abc' }).price).toBeNull();
  });
});
