import { describe, expect, it } from 'vitest';
import {
  HOTEL_CARD_HEIGHT,
  HOTEL_FIRST_RESULTS,
  HOTEL_MORE_RESULTS,
  LUXURY_HOTEL_CODE,
  NEW_HOTEL_CODES,
} from '@/products/hotel/model/constants';
import { filterAndSortHotels } from '@/products/hotel/model/filters';
import { hotelLabels } from '@/products/hotel/model/labels';
import { buildFilterQuery, parseHotelFilters } from '@/products/hotel/model/query';
import { createNdjsonDecoder, readNdjson } from '@/lib/ndjson';
import { nextShown } from '@/lib/results-paging';
import { layoutResults } from '@/products/hotel/model/results-layout';
import { HOTEL_SORTS } from '@/products/hotel/model/sort';
import { type HotelFacts, hotelFilterModel, hotelSortModel } from '@/products/hotel/model/results-model';
import { FilterCore, SortCore } from '@/workers/results-core';

const hotelPaging = { first: HOTEL_FIRST_RESULTS, more: HOTEL_MORE_RESULTS };
import { readFileSync } from 'node:fs';

describe('NDJSON decoding', () => {
  it('yields each line once complete, across chunks split inside a line and inside a Persian letter', () => {
    const bytes = new TextEncoder().encode('{"a":"کیش"}\n\n{"b":2}\n{"c":3}');
    const d = createNdjsonDecoder();
    const out: unknown[] = [];
    // Split at every byte: «ک» is two bytes in UTF-8.
    for (const b of bytes) out.push(...d.push(new Uint8Array([b])));
    expect(out).toEqual([{ a: 'کیش' }, { b: 2 }]);
    expect(d.flush()).toEqual([{ c: 3 }]);
  });

  it('reads a stream body value by value', async () => {
    const body = new ReadableStream<Uint8Array>({
      start(c) {
        c.enqueue(new TextEncoder().encode('{"type":"round"}\n{"ty'));
        c.enqueue(new TextEncoder().encode('pe":"summary"}\n'));
        c.close();
      },
    });
    const seen: unknown[] = [];
    await readNdjson(body, (v) => seen.push(v));
    expect(seen).toEqual([{ type: 'round' }, { type: 'summary' }]);
  });
});

describe('results layout', () => {
  const hotels = Array.from({ length: 30 }, (_, i) => i);
  it('puts the tours after the first 5 hotels and banners before the hotel at their order', () => {
    const slots = layoutResults({ hotels, shown: 15, hasOffers: true, banners: [{ order: 8 }, { order: 2 }, { order: 40 }] });
    const kinds = slots.map((s) => (s.kind === 'hotel' ? s.hotel : s.kind === 'banner' ? `b${s.banner.order}` : 'tours'));
    expect(kinds).toEqual([0, 1, 'b2', 2, 3, 4, 'tours', 5, 6, 7, 'b8', 8, 9, 10, 11, 12, 13, 14]);
  });
  it('shows the tours after fewer than 5 hotels, and not at all without offers', () => {
    expect(layoutResults({ hotels: [0, 1], shown: 5, hasOffers: true, banners: [] }).map((s) => s.kind)).toEqual([
      'hotel',
      'hotel',
      'offers',
    ]);
    expect(layoutResults({ hotels, shown: 15, hasOffers: false, banners: [] }).some((s) => s.kind === 'offers')).toBe(false);
  });
  it('pages 5 first, then 10 at a time, never past the total', () => {
    expect(nextShown(0, 30, hotelPaging)).toBe(HOTEL_FIRST_RESULTS);
    expect(nextShown(5, 30, hotelPaging)).toBe(15);
    expect(nextShown(25, 30, hotelPaging)).toBe(30);
    expect(nextShown(5, 3, hotelPaging)).toBe(3);
  });
});

describe('hotel labels', () => {
  it('special rate when guaranteed, new hotel and luxury by code', () => {
    expect(hotelLabels({ code: '1', isGuaranty: true })).toEqual(['specialRate']);
    expect(hotelLabels({ code: NEW_HOTEL_CODES[0], isGuaranty: false })).toEqual(['newHotel']);
    expect(hotelLabels({ code: LUXURY_HOTEL_CODE, isGuaranty: true })).toEqual(['specialRate', 'luxury']);
    expect(hotelLabels({ code: '9', isGuaranty: false })).toEqual([]);
  });
});

describe('filter query', () => {
  it('round-trips through parseHotelFilters', () => {
    const f = {
      sort: 'priceDes' as const,
      hotelName: 'مریم',
      price: { min: 100, max: 900 },
      stars: [3, 5],
      freeCancellation: true,
      areas: [],
      types: [],
      providers: [],
    };
    expect(buildFilterQuery(f)).toEqual({ fSort: 'priceDes', fHotelName: 'مریم', fPrice: '100-900', fStar: '3,5', fFreeCancel: '1' });
    expect(parseHotelFilters(buildFilterQuery(f))).toEqual(f);
    expect(
      buildFilterQuery({
        sort: 'product',
        hotelName: '',
        price: null,
        stars: [],
        freeCancellation: false,
        areas: [],
        types: [],
        providers: [],
      }),
    ).toEqual({
      fSort: 'product',
    });
    // Any other value of fFreeCancel is off.
    expect(parseHotelFilters({ fFreeCancel: 'yes' }).freeCancellation).toBe(false);
  });
});

function hotel(i: number): HotelFacts {
  return {
    hotelId: 1000 + i,
    name: `هتل ${i % 7 === 0 ? 'پارس' : 'کیش'} ${i}`,
    englishName: `Hotel ${i}`,
    star: (i % 5) + 1,
    rate: (i * 37) % 10,
    isGuaranty: i % 11 === 0,
    minimumPackagePrice: (((i * 7919) % 500) + 1) * 100_000,
    freeCancellationUntil: i % 3 === 0 ? '2027-01-05' : null,
  };
}

describe('the worker cores', () => {
  const all = Array.from({ length: 300 }, (_, i) => hotel(i));
  it('give the same ids as src/lib filterAndSortHotels for every sort and filter', () => {
    const f = new FilterCore(hotelFilterModel);
    const s = new SortCore(hotelSortModel);
    // Arrive in rounds, one hotel re-sent cheaper.
    f.add(all.slice(0, 100));
    s.add(all.slice(0, 100));
    const cheaper = { ...all[3]!, minimumPackagePrice: 1 };
    const rest = [...all.slice(100), cheaper];
    f.add(rest);
    s.add(rest);
    const final = all.map((h) => (h.hotelId === cheaper.hotelId ? cheaper : h));
    const filters = [
      {},
      { stars: [5] },
      { name: 'پارس' },
      { price: { min: 10_000, max: 2_000_000 } },
      { stars: [1, 2], name: 'کیش' },
      { freeCancellation: true },
      { freeCancellation: true, stars: [4] },
    ];
    for (const filter of filters)
      for (const sort of HOTEL_SORTS) {
        const { ids, stats } = f.filter(filter);
        expect(s.sort(ids, sort)).toEqual(filterAndSortHotels(final, filter, sort).map((h) => h.hotelId));
        expect(stats.total).toBe(300);
      }
  });
  it('reports price bounds in toman and whether guaranteed hotels exist', () => {
    const f = new FilterCore(hotelFilterModel);
    const stats = f.add([hotel(1), hotel(2)]);
    expect(stats.bounds).toEqual({
      min: Math.min(hotel(1).minimumPackagePrice, hotel(2).minimumPackagePrice) / 10,
      max: Math.max(hotel(1).minimumPackagePrice, hotel(2).minimumPackagePrice) / 10,
    });
    expect(stats.hasGuaranty).toBe(false);
    expect(f.add([hotel(11)]).hasGuaranty).toBe(true);
    expect(stats.hasFreeCancellation).toBe(false);
    expect(f.add([hotel(3)]).hasFreeCancellation).toBe(true);
  });
});

describe('card height', () => {
  it('the card is exactly the spec height on a phone and at least it on desktop (Panda needs literals)', () => {
    const source = readFileSync(new URL('../../../src/products/hotel/components/HotelCard.tsx', import.meta.url), 'utf8');
    expect(source).toContain(`h: { base: '[${HOTEL_CARD_HEIGHT.mobile}px]', md: 'auto' }`);
    expect(source).toContain(`minH: { base: '[${HOTEL_CARD_HEIGHT.mobile}px]', md: '[${HOTEL_CARD_HEIGHT.desktop}px]' }`);
  });
});
