/**
 * Filtering of hotel results (name, price band, star groups, area, type, provider, free cancellation; spec 000 §2.3
 * and §4, spec 001 §3 "Filter option" and §9). Results are filtered in a background worker; `indexHotels` normalises
 * the names once so each filter pass only compares.
 */
import { PRICE_FILTER_DEFAULT_MAX, PRICE_FILTER_DIVISIONS } from '@/lib/constants';
import { type PriceBand, priceBandThresholds, priceBands } from '@/lib/money';

const RIAL_PER_MILLION_TOMAN = 1e7;
import type { HotelResultLike } from './result';
import { rialToToman } from '@/lib/toman';
import { cityPriceRanges } from './city-prices';
import { type HotelSort, sortHotels } from './sort';
import { normalizeForSearch, searchTokens } from '@/lib/text';

/**
 * Inclusive. In the filter (fPrice) the unit is millions of toman, the unit the price bands are shown in (spec 001
 * §9: "displayed in millions of toman"; a missing max is 10,000,000 of them, i.e. no upper bound in practice).
 * `priceBounds` gives toman.
 */
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
  /** Filter keys area, type and provider (spec 001 §3): the values to keep; empty or missing keeps all. */
  areas?: readonly string[] | null;
  types?: readonly string[] | null;
  providers?: readonly string[] | null;
}

type Filterable = Pick<
  HotelResultLike,
  'name' | 'persianName' | 'englishName' | 'star' | 'minimumPackagePrice' | 'freeCancellationUntil' | 'area' | 'hotelType' | 'provider'
>;

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
    Boolean(filter.price) ||
    Boolean(filter.stars?.length) ||
    Boolean(filter.freeCancellation) ||
    Boolean(filter.areas?.length) ||
    Boolean(filter.types?.length) ||
    Boolean(filter.providers?.length) ||
    searchTokens(filter.name ?? '').length > 0
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
  const areas = filter.areas?.length ? new Set(filter.areas) : null;
  const types = filter.types?.length ? new Set(filter.types) : null;
  const providers = filter.providers?.length ? new Set(filter.providers) : null;
  const { price, freeCancellation } = filter;
  const out: T[] = [];
  for (let i = 0; i < index.items.length; i++) {
    const item = index.items[i] as T;
    if (stars && !stars.has(item.star)) continue;
    if (freeCancellation && !item.freeCancellationUntil) continue;
    if (areas && !areas.has(item.area ?? '')) continue;
    if (types && !types.has(item.hotelType ?? '')) continue;
    if (providers && !providers.has(item.provider ?? '')) continue;
    if (price) {
      // Rial ÷ 1e7 unrounded: a price exactly on a band's (rounded) threshold falls inside both neighbours.
      const millions = item.minimumPackagePrice / RIAL_PER_MILLION_TOMAN;
      if (millions < price.min || millions > price.max) continue;
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

// ── Price bands (spec 001 §9) ──────────────────────────────────────────────────────────────────────────────────────

export interface HotelBandInput {
  /** The destination's location id: its row of the city price table, when it has one. */
  locationId: number | null;
  scope: 'l' | 'i';
  nights: number;
  rooms: number;
}

/**
 * The four price bands of a search, in millions of toman: cut at the city's three thresholds (or the scope's
 * defaults) × nights × rooms; the first starts at 5, the last is open.
 */
export function hotelPriceBands({ locationId, scope, nights, rooms }: HotelBandInput): PriceBand[] {
  const city = locationId === null ? null : cityPriceRanges(locationId);
  return priceBands(priceBandThresholds({ city, scope, nights, rooms }));
}

/** A band as the fPrice range it filters on; the open last band ends at fPrice's default max (written "min-"). */
export function bandRange(band: PriceBand): PriceRange {
  return { min: band.from, max: band.to ?? PRICE_FILTER_DEFAULT_MAX };
}

/** The band whose range the price filter is, or -1 (no filter, or a range typed by hand). */
export function selectedBand(bands: readonly PriceBand[], price: PriceRange | null | undefined): number {
  if (!price) return -1;
  return bands.findIndex((b) => b.from === price.min && (b.to ?? PRICE_FILTER_DEFAULT_MAX) === price.max);
}

// ── Checkbox lists (spec 001 §4 and §9) ─────────────────────────────────────────────────────────────────────────────

/** Star groups of the star filter: 5, 4 and 3 alone, ratings 1 and 2 merged into «others». */
export const STAR_GROUPS: readonly { key: string; stars: readonly number[] }[] = [
  { key: '5', stars: [5] },
  { key: '4', stars: [4] },
  { key: '3', stars: [3] },
  { key: 'others', stars: [1, 2] },
];

/** Whether a star group is checked: all of its stars are in the filter. */
export function isStarGroupChecked(stars: readonly number[], group: { stars: readonly number[] }): boolean {
  return group.stars.every((s) => stars.includes(s));
}

/** The filter's stars after checking or unchecking a group. */
export function toggleStarGroup(stars: readonly number[], group: { stars: readonly number[] }, checked: boolean): number[] {
  const set = new Set(stars);
  for (const s of group.stars) {
    if (checked) set.add(s);
    else set.delete(s);
  }
  return [...set].sort((a, b) => a - b);
}

export interface CheckboxRules {
  /** A mandatory list cannot be emptied: its last checked item is read-only. */
  mandatory?: boolean;
  /** A single-select list keeps only the last picked value. */
  single?: boolean;
}

/** The checked values after the traveller checks (or unchecks) `value`. */
export function toggleChecked(selected: readonly string[], value: string, checked: boolean, rules: CheckboxRules = {}): string[] {
  if (checked) return rules.single ? [value] : selected.includes(value) ? [...selected] : [...selected, value];
  if (rules.mandatory && selected.length === 1 && selected[0] === value) return [...selected];
  return selected.filter((v) => v !== value);
}

/** Whether an item's checkbox is read-only: the last checked item of a mandatory list. */
export function isLockedChoice(selected: readonly string[], value: string, rules: CheckboxRules = {}): boolean {
  return Boolean(rules.mandatory) && selected.length === 1 && selected[0] === value;
}

/** One option of a checkbox filter: a value and how many hotels have it. */
export interface FilterOption {
  value: string;
  count: number;
}

/** The distinct non-empty values of a field with their counts, most hotels first, then by name (Persian order). */
export function filterOptions<T>(items: readonly T[], field: (item: T) => string | null | undefined): FilterOption[] {
  const counts = new Map<string, number>();
  for (const item of items) {
    const v = field(item);
    if (v) counts.set(v, (counts.get(v) ?? 0) + 1);
  }
  return [...counts].map(([value, count]) => ({ value, count })).sort((a, b) => b.count - a.count || a.value.localeCompare(b.value, 'fa'));
}
