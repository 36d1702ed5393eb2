/**
 * Filtering of hotel results (name, price, stars) and the price slider's steps (spec 000 §2.3 and §4). Results are
 * filtered in a background worker; `indexHotels` normalises the names once so each filter pass only compares.
 */
import { PRICE_FILTER_DIVISIONS } from '@/lib/constants';
import type { HotelResultLike } from './result';
import { rialToToman } from '@/lib/toman';
import { type HotelSort, sortHotels } from './sort';
import { normalizeForSearch, searchTokens } from '@/lib/text';

/** Inclusive, in toman (the unit of fPrice). */
export interface PriceRange {
  min: number;
  max: number;
}

export interface HotelFilter {
  /** Hotel-name text; every word must occur in one of the hotel's names. */
  name?: string | null;
  price?: PriceRange | null;
  /** Star counts to keep; empty or missing keeps all. */
  stars?: readonly number[] | null;
  /** Keep only hotels whose card's package cancels for free (until some day). */
  freeCancellation?: boolean | null;
}

type Filterable = Pick<HotelResultLike, 'name' | 'persianName' | 'englishName' | 'star' | 'minimumPackagePrice' | 'freeCancellationUntil'>;

/** Items with their normalised names, built once per result set. */
export interface HotelIndex<T> {
  readonly items: readonly T[];
  readonly keys: readonly string[];
}

/** All names of a hotel as one normalised search key. */
export function hotelSearchKey(hotel: Pick<HotelResultLike, 'name' | 'persianName' | 'englishName'>): string {
  return normalizeForSearch([hotel.name, hotel.persianName, hotel.englishName].filter(Boolean).join(' '));
}

export function indexHotels<T extends Filterable>(items: readonly T[]): HotelIndex<T> {
  return { items, keys: items.map(hotelSearchKey) };
}

export function isFilterActive(filter: HotelFilter): boolean {
  return (
    Boolean(filter.price) || Boolean(filter.stars?.length) || Boolean(filter.freeCancellation) || searchTokens(filter.name ?? '').length > 0
  );
}

/** The items that pass every filter, in their original order. */
export function filterHotels<T extends Filterable>(source: HotelIndex<T> | readonly T[], filter: HotelFilter): T[] {
  const tokens = searchTokens(filter.name ?? '');
  // Names are normalised (Unicode NFKD, costly the first time on a phone) only when there is a name to match.
  const index = !Array.isArray(source)
    ? (source as HotelIndex<T>)
    : tokens.length
      ? indexHotels(source as readonly T[])
      : { items: source as readonly T[], keys: [] };
  const stars = filter.stars?.length ? new Set(filter.stars) : null;
  const { price, freeCancellation } = filter;
  const out: T[] = [];
  for (let i = 0; i < index.items.length; i++) {
    const item = index.items[i] as T;
    if (stars && !stars.has(item.star)) continue;
    if (freeCancellation && !item.freeCancellationUntil) continue;
    if (price) {
      const toman = rialToToman(item.minimumPackagePrice);
      if (toman < price.min || toman > price.max) continue;
    }
    if (tokens.length) {
      const key = index.keys[i] ?? '';
      if (!tokens.every((t) => key.includes(t))) continue;
    }
    out.push(item);
  }
  return out;
}

/** Filter, then sort: what the results list shows. */
export function filterAndSortHotels<T extends HotelResultLike>(
  source: HotelIndex<T> | readonly T[],
  filter: HotelFilter,
  sort: HotelSort,
): T[] {
  return sortHotels(filterHotels(source, filter), sort);
}

/** Lowest and highest price (toman) among priced items, or null when none has a price. */
export function priceBounds(items: readonly Pick<HotelResultLike, 'minimumPackagePrice'>[]): PriceRange | null {
  let min = Number.POSITIVE_INFINITY;
  let max = Number.NEGATIVE_INFINITY;
  for (const { minimumPackagePrice } of items) {
    if (!(minimumPackagePrice > 0)) continue;
    if (minimumPackagePrice < min) min = minimumPackagePrice;
    if (minimumPackagePrice > max) max = minimumPackagePrice;
  }
  return min === Number.POSITIVE_INFINITY ? null : { min: rialToToman(min), max: rialToToman(max) };
}

/**
 * Slider stops from the lowest to the highest price: the step is (max − min) / 15 rounded up at the power of ten of
 * its size, and the first stop is the minimum rounded down at that power. So there are 16 stops, the first ≤ min
 * and the last ≥ max. One stop when min = max; none for an empty or inverted range.
 */
export function priceRangeSteps(min: number, max: number, divisions: number = PRICE_FILTER_DIVISIONS): number[] {
  if (!Number.isFinite(min) || !Number.isFinite(max) || max < min || divisions < 1) return [];
  if (max === min) return [min];
  // Prices are whole toman, so the unit never drops below 1.
  const unit = Math.max(1, 10 ** Math.floor(Math.log10((max - min) / divisions)));
  const first = Math.floor(min / unit) * unit;
  const step = Math.max(unit, Math.ceil((max - first) / divisions / unit) * unit);
  return Array.from({ length: divisions + 1 }, (_, i) => first + i * step);
}
