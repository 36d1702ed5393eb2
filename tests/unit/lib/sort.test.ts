import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { HOTEL_SORTS, type HotelSort, isHotelSort, sortHotels } from '@/products/hotel/model/sort';
import { type Hotel, hotelArb } from './hotels.fixture';

const h = (hotelId: number, minimumPackagePrice: number, rate = 0, isGuaranty = false): Hotel => ({
  hotelId,
  name: `h${hotelId}`,
  star: 3,
  rate,
  isGuaranty,
  minimumPackagePrice,
});

const ids = (list: Hotel[]) => list.map((x) => x.hotelId);

describe('sortHotels', () => {
  const list = [h(1, 500, 7), h(2, 100, 9, true), h(3, 300, 9), h(4, 0, 10), h(5, 200, 4, true), h(6, 100, 2)];

  it.each([
    ['product', [2, 5, 6, 3, 1, 4]],
    ['priceAsc', [2, 6, 5, 3, 1, 4]],
    ['priceDes', [1, 3, 5, 2, 6, 4]],
    ['bestRates', [4, 2, 3, 1, 5, 6]],
  ] as const)('%s', (sort, expected) => {
    expect(ids(sortHotels(list, sort))).toEqual(expected);
  });

  it('does not mutate its input', () => {
    const copy = [...list];
    sortHotels(list, 'priceDes');
    expect(list).toEqual(copy);
  });

  it('knows the sort values', () => {
    expect(HOTEL_SORTS).toEqual(['product', 'priceAsc', 'priceDes', 'bestRates']);
    expect(isHotelSort('priceAsc')).toBe(true);
    expect(isHotelSort('sale')).toBe(false);
  });

  const priceKey = (x: Hotel) => (x.minimumPackagePrice > 0 ? x.minimumPackagePrice : Infinity);
  const ordered: Record<HotelSort, (a: Hotel, b: Hotel) => boolean> = {
    product: (a, b) => (a.isGuaranty !== b.isGuaranty ? a.isGuaranty : priceKey(a) <= priceKey(b)),
    priceAsc: (a, b) => priceKey(a) <= priceKey(b),
    priceDes: (a, b) => priceKey(b) === Infinity || (priceKey(a) !== Infinity && a.minimumPackagePrice >= b.minimumPackagePrice),
    bestRates: (a, b) => a.rate > b.rate || (a.rate === b.rate && priceKey(a) <= priceKey(b)),
  };

  it.each(HOTEL_SORTS)('%s returns an ordered permutation (property)', (sort) => {
    fc.assert(
      fc.property(fc.uniqueArray(hotelArb, { maxLength: 60, selector: (x) => x.hotelId }), (items) => {
        const sorted = sortHotels(items, sort);
        expect(sorted).toHaveLength(items.length);
        expect([...sorted].sort((a, b) => a.hotelId - b.hotelId)).toEqual([...items].sort((a, b) => a.hotelId - b.hotelId));
        expect(new Set(sorted)).toEqual(new Set(items));
        for (let i = 1; i < sorted.length; i++) expect(ordered[sort](sorted[i - 1]!, sorted[i]!)).toBe(true);
      }),
    );
  });
});
