/**
 * The first screen of a round the server renders (issue 15: the results page's payload): the first n results in the
 * page's order, and the whole round's count and figures when it holds any back; the whole round when it fits.
 */
import { describe, expect, it } from 'vitest';
import type { HotelFilter } from '@/products/hotel/model/filters';
import { type HotelFacts, hotelFilterModel, hotelSortModel } from '@/products/hotel/model/results-model';
import { firstScreen } from '@/lib/results-model';

const model = { ...hotelFilterModel, ...hotelSortModel };
const hotel = (hotelId: number, toman: number, star = 4, freeCancellationUntil: string | null = null): HotelFacts => ({
  hotelId,
  name: `هتل ${hotelId}`,
  englishName: `Hotel ${hotelId}`,
  star,
  rate: 4,
  isGuaranty: false,
  minimumPackagePrice: toman * 10,
  freeCancellationUntil,
});
const none: HotelFilter = { name: null, price: null, stars: [], freeCancellation: false };
// Arrival order is not price order: the cheapest came fourth.
const round = [hotel(1, 5_000_000), hotel(2, 3_000_000, 5), hotel(3, 9_000_000), hotel(4, 1_000_000, 3, '2026-12-01'), hotel(5, 7_000_000)];

describe('firstScreen', () => {
  it('keeps the first n in the page’s order, with the whole round’s count and figures', () => {
    const { items, whole } = firstScreen(model, round, none, 'priceAsc', 2);
    expect(items.map((h) => h.hotelId)).toEqual([4, 2]);
    expect(whole).toEqual({ total: 5, stats: model.stats(round) });
    // The figures are the whole round's, not the two kept: the slider's range reaches the dearest hotel.
    expect(whole?.stats.bounds).toEqual({ min: 1_000_000, max: 9_000_000 });
    expect(whole?.stats.hasFreeCancellation).toBe(true);
  });

  it('keeps only matches when a filter is on, and counts every result of the round', () => {
    const { items, whole } = firstScreen(model, round, { ...none, stars: [5] }, 'priceAsc', 3);
    expect(items.map((h) => h.hotelId)).toEqual([2]);
    expect(whole?.total).toBe(5);
  });

  it('hands over the whole round, as it came, when it fits', () => {
    const { items, whole } = firstScreen(model, round, none, 'priceDes', 5);
    expect(items.map((h) => h.hotelId)).toEqual([1, 2, 3, 4, 5]);
    expect(whole).toBeNull();
    expect(firstScreen(model, [], none, 'priceAsc', 5)).toEqual({ items: [], whole: null });
  });
});
