/**
 * Issue 49 point 3, the hotel results as the spec gives them (spec 001 §3, §4, §9): the four price bands cut by the
 * city's thresholds × nights × rooms, the filter keys area/type/provider, stars 1 and 2 merged into «others», a
 * mandatory checkbox list that cannot be emptied, the detail panel's 400 ms toggle, the perks, the page parameters.
 */
import { describe, expect, it } from 'vitest';
import { BANNER_TICK_MS, BUTTON_DEBOUNCE_MS, DEFAULT_PRICE_BANDS_RIAL, PAGE_PARAMS, PRICE_FILTER_DEFAULT_MAX } from '@/lib/constants';
import { bannerSlides, countdown } from '@/products/hotel/model/banner';
import { CITY_PRICE_TABLE } from '@/products/hotel/model/city-prices';
import { HOTEL_FIRST_RESULTS } from '@/products/hotel/model/constants';
import { acceptToggle } from '@/products/hotel/model/detail-panel';
import {
  STAR_GROUPS,
  bandRange,
  filterHotels,
  filterOptions,
  hotelPriceBands,
  isFilterActive,
  isLockedChoice,
  isStarGroupChecked,
  selectedBand,
  toggleChecked,
  toggleStarGroup,
  type HotelFilter,
} from '@/products/hotel/model/filters';
import { DUBAI_HOTEL_IDS, FEATURED_HOTELS, hotelPerks } from '@/products/hotel/model/perks';
import { HOTEL_FILTER_KEYS, buildFilterQuery, formatFPrice, parseFPrice, parseHotelFilters } from '@/products/hotel/model/query';
import { hotelFilterModel } from '@/products/hotel/model/results-model';
import { hotelResults } from '@/products/hotel/components/results-product';

describe('price bands (spec 001 §9)', () => {
  it.each<[string, Parameters<typeof hotelPriceBands>[0], [number, number | null][]]>([
    [
      'unknown domestic city, 1 night, 1 room: the domestic defaults (26.19M, 45.59M, 81.6M rial)',
      { locationId: 999, scope: 'l', nights: 1, rooms: 1 },
      [
        [0, 2.62],
        [2.62, 4.56],
        [4.56, 8.16],
        [8.16, null],
      ],
    ],
    [
      'unknown domestic city, 3 nights, 2 rooms: × 6, the first band from 5',
      { locationId: null, scope: 'l', nights: 3, rooms: 2 },
      [
        [5, 15.71],
        [15.71, 27.35],
        [27.35, 48.96],
        [48.96, null],
      ],
    ],
    [
      'unknown international city, 1 night: the international defaults (133.189M, 240.321M, 401.472M rial)',
      { locationId: 123456, scope: 'i', nights: 1, rooms: 1 },
      [
        [5, 13.32],
        [13.32, 24.03],
        [24.03, 40.15],
        [40.15, null],
      ],
    ],
    [
      'Kish from the city table (30M, 55M, 95M rial) × 2 nights',
      { locationId: 402, scope: 'l', nights: 2, rooms: 1 },
      [
        [5, 6],
        [6, 11],
        [11, 19],
        [19, null],
      ],
    ],
    [
      'Dubai from the city table × 4 nights × 2 rooms',
      { locationId: 46082, scope: 'i', nights: 4, rooms: 2 },
      [
        [5, 120],
        [120, 224],
        [224, 360],
        [360, null],
      ],
    ],
    [
      'nights and rooms below 1 count as 1',
      { locationId: null, scope: 'i', nights: 0, rooms: 0 },
      [
        [5, 13.32],
        [13.32, 24.03],
        [24.03, 40.15],
        [40.15, null],
      ],
    ],
  ])('%s', (_, input, expected) => {
    expect(hotelPriceBands(input).map((b) => [b.from, b.to])).toEqual(expected);
  });

  it('the city table is data: every row ascending, and the defaults are the spec figures', () => {
    expect(DEFAULT_PRICE_BANDS_RIAL).toEqual({
      domestic: [26_190_000, 45_590_000, 81_600_000],
      international: [133_189_000, 240_321_000, 401_472_000],
    });
    for (const row of Object.values(CITY_PRICE_TABLE)) {
      expect(row.firstRange).toBeLessThan(row.secondRange);
      expect(row.secondRange).toBeLessThan(row.thirdRange);
    }
  });

  it('a band is an fPrice range; the open last band is written "min-" and read back as the same band', () => {
    const bands = hotelPriceBands({ locationId: 402, scope: 'l', nights: 2, rooms: 1 });
    expect(bands.map((b) => formatFPrice(bandRange(b)))).toEqual(['5-6', '6-11', '11-19', '19-']);
    bands.forEach((band, i) => {
      const parsed = parseFPrice(formatFPrice(bandRange(band)));
      expect(selectedBand(bands, parsed)).toBe(i);
    });
    expect(parseFPrice('19-')).toEqual({ min: 19, max: PRICE_FILTER_DEFAULT_MAX });
    expect(selectedBand(bands, null)).toBe(-1);
    expect(selectedBand(bands, { min: 1, max: 2 })).toBe(-1);
  });

  it.each<[string, HotelFilter['price'], number[]]>([
    ['band 5–6 M toman keeps 50M and 60M rial', { min: 5, max: 6 }, [2, 3]],
    ['band 6–11 keeps 60M (its lower edge) and 110M rial', { min: 6, max: 11 }, [3, 4]],
    ['open band from 19', { min: 19, max: PRICE_FILTER_DEFAULT_MAX }, [5]],
  ])('filters by band: %s', (_, price, ids) => {
    const hotels = [
      { hotelId: 1, star: 3, rate: 0, isGuaranty: false, minimumPackagePrice: 40_000_000 },
      { hotelId: 2, star: 3, rate: 0, isGuaranty: false, minimumPackagePrice: 50_000_000 },
      { hotelId: 3, star: 3, rate: 0, isGuaranty: false, minimumPackagePrice: 60_000_000 },
      { hotelId: 4, star: 3, rate: 0, isGuaranty: false, minimumPackagePrice: 110_000_000 },
      { hotelId: 5, star: 3, rate: 0, isGuaranty: false, minimumPackagePrice: 900_000_000 },
    ];
    expect(filterHotels(hotels, { price }).map((h) => h.hotelId)).toEqual(ids);
  });
});

describe('filter keys area, type and provider (spec 001 §3)', () => {
  const hotels = [
    { hotelId: 1, star: 5, rate: 4, isGuaranty: false, minimumPackagePrice: 1, area: 'ساحل', hotelType: 'هتل', provider: 'A' },
    { hotelId: 2, star: 4, rate: 4, isGuaranty: false, minimumPackagePrice: 1, area: 'مرکز', hotelType: 'هتل آپارتمان', provider: 'B' },
    { hotelId: 3, star: 2, rate: 4, isGuaranty: false, minimumPackagePrice: 1, area: 'ساحل', hotelType: 'هتل', provider: 'B' },
    { hotelId: 4, star: 1, rate: 4, isGuaranty: false, minimumPackagePrice: 1, area: null, hotelType: null, provider: null },
  ];
  it.each<[string, HotelFilter, number[]]>([
    ['area', { areas: ['ساحل'] }, [1, 3]],
    ['two areas', { areas: ['ساحل', 'مرکز'] }, [1, 2, 3]],
    ['type', { types: ['هتل آپارتمان'] }, [2]],
    ['provider', { providers: ['B'] }, [2, 3]],
    ['area and provider', { areas: ['ساحل'], providers: ['B'] }, [3]],
    ['empty lists keep all', { areas: [], types: [], providers: [] }, [1, 2, 3, 4]],
    ['stars «others» (1 and 2)', { stars: [1, 2] }, [3, 4]],
  ])('%s', (_, filter, ids) => {
    expect(filterHotels(hotels, filter).map((h) => h.hotelId)).toEqual(ids);
    expect(isFilterActive(filter)).toBe(ids.length !== hotels.length);
  });

  it('the options are every value with its count, most hotels first', () => {
    expect(filterOptions(hotels, (h) => h.area)).toEqual([
      { value: 'ساحل', count: 2 },
      { value: 'مرکز', count: 1 },
    ]);
    const stats = hotelFilterModel.stats(hotels.map((h) => ({ ...h, name: '', englishName: '', freeCancellationUntil: null })));
    expect(stats.providers).toEqual([
      { value: 'B', count: 2 },
      { value: 'A', count: 1 },
    ]);
    expect(stats.types.map((o) => o.value)).toEqual(['هتل', 'هتل آپارتمان']);
  });

  it.each<[Record<string, string>, Partial<ReturnType<typeof parseHotelFilters>>, Record<string, string>]>([
    [{ fArea: 'ساحل,مرکز' }, { areas: ['ساحل', 'مرکز'] }, { fArea: 'ساحل,مرکز' }],
    [{ fType: ' هتل , ,هتل ' }, { types: ['هتل'] }, { fType: 'هتل' }],
    [{ fProvider: 'A,B,A' }, { providers: ['A', 'B'] }, { fProvider: 'A,B' }],
    [{ fArea: '' }, { areas: [] }, {}],
  ])('query %j', (query, parsed, written) => {
    const filters = parseHotelFilters(query);
    expect(filters).toMatchObject(parsed);
    expect(buildFilterQuery(filters)).toEqual({ fSort: filters.sort, ...written });
  });

  it('are filter keys: changing them re-filters, never searches again', () => {
    expect(HOTEL_FILTER_KEYS).toEqual(expect.arrayContaining(['fArea', 'fType', 'fProvider']));
    expect(hotelResults.cleared(parseHotelFilters({ fArea: 'x' }))).toMatchObject({ areas: [], types: [], providers: [] });
  });
});

describe('star groups: 1 and 2 merged into «others» (spec 001 §9)', () => {
  it('has 5, 4, 3 and others', () => {
    expect(STAR_GROUPS.map((g) => [g.key, g.stars])).toEqual([
      ['5', [5]],
      ['4', [4]],
      ['3', [3]],
      ['others', [1, 2]],
    ]);
  });
  const others = STAR_GROUPS[3]!;
  it.each<[number[], boolean, number[]]>([
    [[], true, [1, 2]],
    [[5], true, [1, 2, 5]],
    [[1, 2, 5], false, [5]],
    [[1], false, []],
  ])('from %j, others %s → %j', (stars, checked, next) => {
    expect(toggleStarGroup(stars, others, checked)).toEqual(next);
  });
  it('«others» is checked only when both 1 and 2 are', () => {
    expect(isStarGroupChecked([1, 2], others)).toBe(true);
    expect(isStarGroupChecked([1], others)).toBe(false);
  });
});

describe('checkbox rules (spec 001 §4)', () => {
  it.each<[string, string[], string, boolean, { mandatory?: boolean; single?: boolean }, string[]]>([
    ['check adds', ['a'], 'b', true, {}, ['a', 'b']],
    ['uncheck removes', ['a', 'b'], 'a', false, {}, ['b']],
    ['uncheck the last empties a plain list', ['a'], 'a', false, {}, []],
    ['mandatory: the last checked item stays', ['a'], 'a', false, { mandatory: true }, ['a']],
    ['mandatory: one of two can go', ['a', 'b'], 'a', false, { mandatory: true }, ['b']],
    ['single keeps only the last pick', ['a'], 'b', true, { single: true }, ['b']],
    ['single and mandatory: cannot be emptied either', ['b'], 'b', false, { single: true, mandatory: true }, ['b']],
  ])('%s', (_, selected, value, checked, rules, next) => {
    expect(toggleChecked(selected, value, checked, rules)).toEqual(next);
  });
  it('the last checked item of a mandatory list is read-only, and only it', () => {
    expect(isLockedChoice(['a'], 'a', { mandatory: true })).toBe(true);
    expect(isLockedChoice(['a', 'b'], 'a', { mandatory: true })).toBe(false);
    expect(isLockedChoice(['a'], 'a', {})).toBe(false);
  });
});

describe('detail panel toggle: debounced 400 ms (spec 001 §4)', () => {
  it.each<[number | null, number, boolean]>([
    [null, 0, true],
    [1_000, 1_000 + BUTTON_DEBOUNCE_MS - 1, false],
    [1_000, 1_000 + BUTTON_DEBOUNCE_MS, true],
    [1_000, 1_100, false],
  ])('last %s, now %s → %s', (last, now, accepted) => {
    expect(BUTTON_DEBOUNCE_MS).toBe(400);
    expect(acceptToggle(last, now, BUTTON_DEBOUNCE_MS)).toBe(accepted);
  });
});

describe('featured hotels and perks (spec 001 §3, §9)', () => {
  it('lists six featured Mashhad hotels and six Dubai hotels', () => {
    expect(FEATURED_HOTELS).toHaveLength(6);
    expect(FEATURED_HOTELS.every((f) => f.cityName === 'mashhad')).toBe(true);
    expect(DUBAI_HOTEL_IDS).toHaveLength(6);
  });
  it.each<[string, { hotelId: number; code: string }, number | null, string[]]>([
    ['a Mashhad featured hotel', { hotelId: 401001, code: '401001' }, 401, ['featured']],
    ['a Dubai list hotel', { hotelId: 46082003, code: '46082003' }, 46082, ['dubaiSelection']],
    ['a hard-coded perk code', { hotelId: 807324, code: '807324' }, 1, ['perk']],
    ['any hotel in Istanbul: free transfer', { hotelId: 5847010, code: '5847010' }, 5847, ['freeTransfer']],
    ['transfer code 11514 anywhere', { hotelId: 11514, code: '11514' }, 402, ['freeTransfer']],
    ['transfer code 349802 anywhere', { hotelId: 349802, code: '349802' }, null, ['freeTransfer']],
    ['an ordinary Kish hotel', { hotelId: 402010, code: '402010' }, 402, []],
  ])('%s', (_, hotel, locationId, perks) => {
    expect(hotelPerks(hotel, locationId)).toEqual(perks);
  });
});

describe('page parameters (spec 001 §9)', () => {
  it('limit 20, tickets per page 5: the first results shown are the tickets per page', () => {
    expect(PAGE_PARAMS).toMatchObject({ limit: 20, ticketsPerPage: 5 });
    expect(HOTEL_FIRST_RESULTS).toBe(PAGE_PARAMS.ticketsPerPage);
    expect(hotelResults.paging.first).toBe(PAGE_PARAMS.ticketsPerPage);
  });
});

describe('banner: one image or a three-part carousel, with its countdown (spec 001 §3, §4)', () => {
  const part = (n: number) => ({ image: `/b/${n}.png`, link: `/l/${n}` });
  it.each<[string, Parameters<typeof bannerSlides>[0], number | null]>([
    ['a single banner', { ShowThreeBanner: false, DesktopThree: null, MobileThree: null }, null],
    ['three parts', { ShowThreeBanner: true, DesktopThree: [part(1), part(2), part(3)], MobileThree: [part(4), part(5), part(6)] }, 3],
    ['flagged but without parts: single', { ShowThreeBanner: true, DesktopThree: [], MobileThree: null }, null],
    ['parts but not flagged: single', { ShowThreeBanner: false, DesktopThree: [part(1), part(2), part(3)], MobileThree: null }, null],
    ['more than three: the first three', { ShowThreeBanner: true, DesktopThree: [1, 2, 3, 4].map(part), MobileThree: null }, 3],
  ])('%s', (_, banner, parts) => {
    const slides = bannerSlides(banner);
    expect(slides === null ? null : slides.desktop.length).toBe(parts);
    if (slides) expect(slides.mobile).toHaveLength(parts!);
  });
  it.each<[string, number, ReturnType<typeof countdown>]>([
    ['1 day 2 h 3 min 4 s before', -(86_400 + 7_200 + 180 + 4) * 1000, { days: 1, hours: 2, minutes: 3, seconds: 4 }],
    ['1.5 s before: 1 s (whole seconds)', -1_500, { days: 0, hours: 0, minutes: 0, seconds: 1 }],
    ['at zero: hidden', 0, null],
    ['after: hidden', 5_000, null],
  ])('%s', (_, offset, expected) => {
    const expire = '2026-12-01T20:29:00.000Z';
    expect(countdown(expire, Date.parse(expire) + offset)).toEqual(expected);
  });
  it('ticks every second; a bad date shows no countdown', () => {
    expect(BANNER_TICK_MS).toBe(1_000);
    expect(countdown('not a date', 0)).toBeNull();
  });
});
