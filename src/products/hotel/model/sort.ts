/** Sorting of hotel results by the fSort values (spec 000 §2.3, spec 001 §9). */
import type { HotelResultLike } from './result';

/** `product` is the special-rate sort: guaranteed hotels first, then by price. */
export const HOTEL_SORTS = ['product', 'priceAsc', 'priceDes', 'bestRates'] as const;
export type HotelSort = (typeof HOTEL_SORTS)[number];

export function isHotelSort(value: unknown): value is HotelSort {
  return (HOTEL_SORTS as readonly unknown[]).includes(value);
}

type Sortable = Pick<HotelResultLike, 'isGuaranty' | 'minimumPackagePrice' | 'rate'>;

/** A missing or non-positive price sorts after every priced hotel, in both directions. */
const price = (h: Sortable) => (h.minimumPackagePrice > 0 ? h.minimumPackagePrice : Number.POSITIVE_INFINITY);
const byPriceAsc = (a: Sortable, b: Sortable) => price(a) - price(b) || 0;
const byPriceDes = (a: Sortable, b: Sortable) => {
  const pa = price(a);
  const pb = price(b);
  if (pa === pb) return 0;
  if (pa === Number.POSITIVE_INFINITY) return 1;
  if (pb === Number.POSITIVE_INFINITY) return -1;
  return pb - pa;
};

const COMPARATORS: Record<HotelSort, (a: Sortable, b: Sortable) => number> = {
  product: (a, b) => Number(b.isGuaranty) - Number(a.isGuaranty) || byPriceAsc(a, b),
  priceAsc: byPriceAsc,
  priceDes: byPriceDes,
  // Best rating first; equal ratings cheapest first.
  bestRates: (a, b) => (b.rate || 0) - (a.rate || 0) || byPriceAsc(a, b),
};

export function compareHotels(sort: HotelSort): (a: Sortable, b: Sortable) => number {
  return COMPARATORS[sort];
}

/** A sorted copy; ties keep their arrival order (Array.prototype.sort is stable). */
export function sortHotels<T extends Sortable>(items: readonly T[], sort: HotelSort): T[] {
  return [...items].sort(COMPARATORS[sort]);
}
