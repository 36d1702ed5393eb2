import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays } from '@/lib/dates';
import {
  DEFAULT_HOTEL_SORT,
  EMPTY_QUERY_HOTEL_SORT,
  HOTEL_FILTER_KEYS,
  addRecentSearch,
  buildHotelQuery,
  destinationSlug,
  formatFPrice,
  hotelMapSearchPath,
  hotelPageLinks,
  hotelPagePath,
  hotelSearchPath,
  isEmptyHotelQuery,
  isSameSearch,
  isValidDestinationSlug,
  parseFPrice,
  parseFStar,
  parseHotelQuery,
  searchKey,
  stripHotelQuery,
  toHotelFilter,
  withHotelQueryDefaults,
  hotelSearchRouteQuery,
  type HotelSearchQuery,
} from '@/products/hotel/model/query';
import { type Query, toQuery } from '@/lib/query';

const today = '2026-11-21';
const d = (n: number) => addDays(today, n);

describe('fPrice', () => {
  it.each([
    ['1000000-5000000', { min: 1_000_000, max: 5_000_000 }],
    ['1000000-', { min: 1_000_000, max: 10_000_000 }],
    ['-5000000', { min: 0, max: 5_000_000 }],
    ['2000000', { min: 2_000_000, max: 10_000_000 }],
    ['-', { min: 0, max: 10_000_000 }],
    ['۱۰۰۰-۲۰۰۰', { min: 1_000, max: 2_000 }],
    ['1,000-2,000', { min: 1_000, max: 2_000 }],
    ['5000-1000', { min: 1_000, max: 5_000 }],
    ['abc-100', null],
    ['100-x', null],
    ['', null],
    [undefined, null],
  ])('parseFPrice(%j) = %j', (value, expected) => {
    expect(parseFPrice(value)).toEqual(expected);
  });

  it('round-trips (property)', () => {
    fc.assert(
      fc.property(fc.nat(), fc.nat(), (a, b) => {
        const range = { min: Math.min(a, b), max: Math.max(a, b) };
        expect(parseFPrice(formatFPrice(range))).toEqual(range);
      }),
    );
  });
});

describe('fStar', () => {
  it.each([
    ['3,5', [3, 5]],
    ['5,3,3', [3, 5]],
    ['۴,۵', [4, 5]],
    ['0,6,2,x', [2]],
    ['', []],
    [null, []],
  ])('parseFStar(%j) = %j', (value, expected) => {
    expect(parseFStar(value)).toEqual(expected);
  });
});

describe('parseHotelQuery', () => {
  it('reads a full query', () => {
    const q = parseHotelQuery(
      toQuery(
        '?room=2&pCount=5&adults=3&child=2&room-0=2,4&room-1=1,1&id=402&city=کیش&scope=l&startDate=1405-09-01&endDate=2026-11-25&picker=gregorian&fSort=priceDes&fHotelName=%20پارسیان%20&fPrice=1000-2000&fStar=5,4&utm_source=sms&gclid=abc&HotelId=9&HotelSearchId=7',
      ),
    );
    expect(q).toEqual<HotelSearchQuery>({
      id: '402',
      city: 'کیش',
      scope: 'l',
      startDate: '2026-11-22',
      endDate: '2026-11-25',
      calendar: 'gregorian',
      rooms: [
        { adults: 2, children: [4] },
        { adults: 1, children: [1] },
      ],
      filters: {
        sort: 'priceDes',
        hotelName: 'پارسیان',
        price: { min: 1000, max: 2000 },
        stars: [4, 5],
        freeCancellation: false,
        areas: [],
        types: [],
        providers: [],
      },
      tracking: { utm_source: 'sms', gclid: 'abc' },
    });
  });

  it('falls back leniently', () => {
    const q = parseHotelQuery({ scope: 'x', startDate: 'bad', fSort: 'cheapest', room: '9' });
    expect(q.scope).toBeNull();
    expect(q.startDate).toBeNull();
    expect(q.calendar).toBe('jalali');
    expect(q.filters.sort).toBe(DEFAULT_HOTEL_SORT);
    expect(q.rooms).toEqual([{ adults: 2, children: [] }]);
    expect(q.id).toBeNull();
  });

  it('counts rooms from room-N keys when room is missing', () => {
    expect(parseHotelQuery({ 'room-0': '1', 'room-1': '3,2' }).rooms).toEqual([
      { adults: 1, children: [] },
      { adults: 3, children: [2] },
    ]);
  });

  it('uses adults for a one-room link without room-0', () => {
    expect(parseHotelQuery({ room: '1', adults: '3' }).rooms).toEqual([{ adults: 3, children: [] }]);
    expect(parseHotelQuery({ room: '2', adults: '3' }).rooms).toEqual([
      { adults: 2, children: [] },
      { adults: 2, children: [] },
    ]);
  });

  it('reads the special-rate sort value "product"', () => {
    expect(parseHotelQuery({ fSort: 'product' }).filters.sort).toBe('product');
    expect(parseHotelQuery({ fSort: 'bestRates' }).filters.sort).toBe('bestRates');
    expect(parseHotelQuery({ picker: 'jalali' }).calendar).toBe('jalali');
  });
});

describe('buildHotelQuery', () => {
  const search: HotelSearchQuery = {
    id: '46082',
    city: 'دبی',
    scope: 'i',
    startDate: '2026-11-27',
    endDate: '2026-12-01',
    calendar: 'jalali',
    rooms: [
      { adults: 2, children: [5] },
      { adults: 1, children: [] },
    ],
    filters: { sort: 'priceAsc', hotelName: '', price: null, stars: [], freeCancellation: false, areas: [], types: [], providers: [] },
    tracking: { utm_source: 'x', id: 'not tracking' },
  };

  it('writes the keys in the spec order', () => {
    const q = buildHotelQuery(search);
    expect(Object.entries(q)).toEqual([
      ['room', '2'],
      ['pCount', '4'],
      ['adults', '3'],
      ['child', '1'],
      ['room-0', '2,5'],
      ['room-1', '1'],
      ['id', '46082'],
      ['city', 'دبی'],
      ['scope', 'i'],
      ['startDate', '2026-11-27'],
      ['endDate', '2026-12-01'],
      ['fSort', 'priceAsc'],
      ['utm_source', 'x'],
    ]);
  });

  it('adds picker only for Gregorian, and the filters when set', () => {
    const q = buildHotelQuery({
      ...search,
      calendar: 'gregorian',
      filters: {
        sort: 'product',
        hotelName: 'Atlantis',
        price: { min: 0, max: 5_000_000 },
        stars: [4, 5],
        freeCancellation: true,
        areas: [],
        types: [],
        providers: [],
      },
    });
    expect(q).toMatchObject({
      picker: 'gregorian',
      fSort: 'product',
      fHotelName: 'Atlantis',
      fPrice: '0-5000000',
      fStar: '4,5',
      fFreeCancel: '1',
    });
    expect(buildHotelQuery(search)).not.toHaveProperty('fFreeCancel');
    expect(buildHotelQuery(search)).not.toHaveProperty('picker');
    expect(buildHotelQuery({ ...search, rooms: [{ adults: 2, children: [] }] })).not.toHaveProperty('child');
  });

  it('parse ∘ build is the identity on valid searches (property)', () => {
    const room = fc.record({
      adults: fc.integer({ min: 1, max: 14 }),
      children: fc.array(fc.integer({ min: 0, max: 11 }), { maxLength: 6 }),
    });
    const searchArb: fc.Arbitrary<HotelSearchQuery> = fc.record({
      id: fc.option(fc.integer({ min: 1, max: 99999 }).map(String)),
      city: fc.option(fc.constantFrom('کیش', 'Dubai', 'مشهد')),
      scope: fc.option(fc.constantFrom('l' as const, 'i' as const)),
      startDate: fc.option(fc.integer({ min: 0, max: 300 }).map(d)),
      endDate: fc.option(fc.integer({ min: 0, max: 300 }).map(d)),
      calendar: fc.constantFrom('jalali' as const, 'gregorian' as const),
      rooms: fc.array(room, { minLength: 1, maxLength: 4 }),
      filters: fc.record({
        sort: fc.constantFrom('product' as const, 'priceAsc' as const, 'priceDes' as const, 'bestRates' as const),
        hotelName: fc.constantFrom('', 'هتل پارسیان', 'Grand'),
        price: fc.option(fc.tuple(fc.nat(), fc.nat()).map(([a, b]) => ({ min: Math.min(a, b), max: Math.max(a, b) }))),
        stars: fc.subarray([1, 2, 3, 4, 5]),
        freeCancellation: fc.boolean(),
        areas: fc.subarray(['مرکز شهر', 'ساحل']),
        types: fc.subarray(['هتل', 'هتل آپارتمان']),
        providers: fc.subarray(['provider-a']),
      }),
      tracking: fc.constantFrom<Query>({}, { utm_source: 'sms', utm_campaign: 'yalda' }, { gclid: 'g' }),
    });
    fc.assert(
      fc.property(searchArb, (s) => {
        const url = new URLSearchParams(buildHotelQuery(s)).toString();
        expect(parseHotelQuery(toQuery(url))).toEqual(s);
      }),
    );
  });
});

describe('empty query defaults', () => {
  it("fills room 1, pCount 2, room-0 2, fSort priceAsc and the id; other dates are the route repair's", () => {
    expect(withHotelQueryDefaults({}, { today, locationId: 402 })).toEqual({
      room: '1',
      pCount: '2',
      'room-0': '2',
      fSort: 'priceAsc',
      id: '402',
    });
    expect(EMPTY_QUERY_HOTEL_SORT).toBe('priceAsc');
  });

  it('a bare search route gets the defaults and the repaired dates in one rule (defaults first)', () => {
    const defaults = { room: '1', pCount: '2', 'room-0': '2', fSort: 'priceAsc' };
    expect(hotelSearchRouteQuery({}, { today, destination: 'ir-kish' })).toEqual({ ...defaults, startDate: today, endDate: d(3) });
    expect(hotelSearchRouteQuery({}, { today, destination: 'ae-dubai' })).toEqual({ ...defaults, startDate: d(6), endDate: d(10) });
    expect(hotelSearchRouteQuery({ utm_source: 'sms', HotelSearchId: '9' }, { today, destination: 'ir-kish', locationId: 402 })).toEqual({
      ...defaults,
      id: '402',
      utm_source: 'sms',
      startDate: today,
      endDate: d(3),
    });
  });

  it('a search route drops HotelId and HotelSearchId, and leaves a right query alone', () => {
    const right = { room: '1', 'room-0': '2', startDate: d(1), endDate: d(2) };
    expect(hotelSearchRouteQuery(right, { today, destination: 'ir-kish' })).toBeNull();
    expect(hotelSearchRouteQuery({ ...right, HotelId: '5', HotelSearchId: '7' }, { today, destination: 'ir-kish' })).toEqual(right);
  });

  it('uses the international and campaign dates', () => {
    expect(withHotelQueryDefaults({}, { today, scope: 'i' })).toMatchObject({ startDate: d(2), endDate: d(4) });
    expect(withHotelQueryDefaults({ utm_source: 'sms' }, { today, scope: 'l' })).toMatchObject({
      startDate: d(2),
      endDate: d(3),
      utm_source: 'sms',
    });
  });

  it('treats a query of only tracking or stripped keys as empty', () => {
    expect(isEmptyHotelQuery({ utm_source: 'a', gclid: 'b', HotelSearchId: '3' })).toBe(true);
    expect(isEmptyHotelQuery({ fSort: 'priceAsc' })).toBe(false);
  });

  it('leaves a non-empty query alone', () => {
    expect(withHotelQueryDefaults({ room: '1' }, { today })).toBeNull();
    expect(withHotelQueryDefaults({}, { today })).not.toHaveProperty('id');
  });
});

describe('search identity', () => {
  const base = { room: '1', pCount: '2', 'room-0': '2', id: '402', startDate: d(1), endDate: d(3) };

  it('ignores filter keys and the stripped ids', () => {
    expect(HOTEL_FILTER_KEYS).toEqual(['fSort', 'fHotelName', 'fPrice', 'fStar', 'fFreeCancel', 'fArea', 'fType', 'fProvider']);
    expect(isSameSearch(base, { ...base, fSort: 'priceDes', fHotelName: 'x', fPrice: '0-1', fStar: '5', fFreeCancel: '1' })).toBe(true);
    expect(isSameSearch(base, { ...base, HotelId: '1', HotelSearchId: '2' })).toBe(true);
  });

  it('is independent of key order', () => {
    const reversed = Object.fromEntries(Object.entries(base).reverse());
    expect(searchKey(reversed)).toBe(searchKey(base));
  });

  it.each([
    ['startDate', d(2)],
    ['endDate', d(5)],
    ['room-0', '3'],
    ['id', '401'],
    ['scope', 'i'],
    ['utm_source', 'sms'],
  ])('a change of %s is a new search', (key, value) => {
    expect(isSameSearch(base, { ...base, [key]: value })).toBe(false);
  });

  it('strips HotelId and HotelSearchId only', () => {
    expect(stripHotelQuery({ HotelId: '1', HotelSearchId: '2', hotelId: '3', a: '4' })).toEqual({
      hotelId: '3',
      a: '4',
    });
  });

  it('gives the filter criteria', () => {
    expect(
      toHotelFilter({
        sort: 'priceAsc',
        hotelName: 'x',
        price: { min: 1, max: 2 },
        stars: [3],
        freeCancellation: true,
        areas: ['ساحل'],
        types: [],
        providers: ['p'],
      }),
    ).toEqual({
      name: 'x',
      price: { min: 1, max: 2 },
      stars: [3],
      freeCancellation: true,
      areas: ['ساحل'],
      types: [],
      providers: ['p'],
    });
  });
});

describe('destinations and links', () => {
  it.each([
    ['ir-kish', true],
    ['ae-dubai', true],
    ['kish', false],
    ['', false],
    [undefined, false],
  ])('isValidDestinationSlug(%j) = %s', (slug, expected) => {
    expect(isValidDestinationSlug(slug)).toBe(expected);
  });

  it.each([
    ['Dubai', 'AE', 'ae-dubai'],
    ['Kish', 'ir', 'ir-kish'],
    ['Istanbul', 'TR', 'tr-istanbul'],
    ['Kuala Lumpur', 'MY', 'my-kuala-lumpur'],
  ])('destinationSlug(%j, %j) = %s', (name, country, slug) => {
    expect(destinationSlug(name, country)).toBe(slug);
    expect(isValidDestinationSlug(destinationSlug(name, country))).toBe(true);
  });

  it('builds search and map paths with the same query', () => {
    expect(hotelSearchPath('ir-kish', { room: '1', city: 'کیش' })).toBe('/hotel/ir-kish/search?room=1&city=%DA%A9%DB%8C%D8%B4');
    expect(hotelMapSearchPath('ir-kish', { room: '1' })).toBe('/hotel-map/ir-kish/search?room=1');
    expect(hotelSearchPath('ir-kish')).toBe('/hotel/ir-kish/search');
  });

  it('builds the hotel page path: spaces → dashes, hotelId first', () => {
    expect(
      hotelPagePath({
        destination: 'ae-dubai',
        hotelName: 'Atlantis  The Palm',
        hotelId: 77,
        query: { startDate: d(1), HotelId: '5' },
      }),
    ).toBe(`/hotel/ae-dubai/Atlantis-The-Palm?hotelId=77&startDate=${d(1)}`);
    expect(hotelPagePath({ destination: 'ir-kish', hotelName: 'هتل ترنج', hotelId: '9' })).toBe(
      `/hotel/ir-kish/${encodeURIComponent('هتل-ترنج')}?hotelId=9`,
    );
  });

  it('links many hotels of one search as hotelPagePath does, the carried query encoded once', () => {
    const query = { startDate: d(1), city: 'کیش & قشم', 'room-0': '2,5', HotelSearchId: 'a b/c', hotelId: '1' };
    const link = hotelPageLinks('ir-kish', query);
    for (const [name, id] of [
      ['Aftab  Kish', 402004],
      ['هتل ترنج', '9'],
      ['A&B=C?', 7],
    ] as const) {
      const expected = `/hotel/ir-kish/${encodeURIComponent(name.replace(/\s+/g, '-'))}?${new URLSearchParams({ hotelId: String(id), startDate: d(1), city: 'کیش & قشم', 'room-0': '2,5', HotelSearchId: 'a b/c' })}`;
      expect(link(name, id)).toBe(expected);
      expect(hotelPagePath({ destination: 'ir-kish', hotelName: name, hotelId: id, query })).toBe(expected);
    }
    expect(hotelPageLinks('ir-kish')('x', 1)).toBe('/hotel/ir-kish/x?hotelId=1');
  });
});

describe('recent searches', () => {
  const e = (key: string, n = 0) => ({ key, destination: key, query: { n: String(n) } });

  it('keeps the latest 3, newest first, one per key', () => {
    let list = [] as ReturnType<typeof e>[];
    for (const key of ['KIH', 'MHD', 'DXB', 'IST']) list = addRecentSearch(list, e(key));
    expect(list.map((x) => x.key)).toEqual(['IST', 'DXB', 'MHD']);
    list = addRecentSearch(list, e('MHD', 1));
    expect(list.map((x) => x.key)).toEqual(['MHD', 'IST', 'DXB']);
    expect(list[0]?.query).toEqual({ n: '1' });
  });

  it('never holds more than 3 or duplicates (property)', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom('A', 'B', 'C', 'D', 'E')), (keys) => {
        let list = [] as ReturnType<typeof e>[];
        for (const key of keys) list = addRecentSearch(list, e(key));
        expect(list.length).toBeLessThanOrEqual(3);
        expect(new Set(list.map((x) => x.key)).size).toBe(list.length);
        if (keys.length) expect(list[0]?.key).toBe(keys[keys.length - 1]);
      }),
    );
  });
});
