/**
 * The flight+hotel results' filters and sorts (spec 001 "Sort and filter controls"): the hotel's (name, stars, price
 * per person, free cancellation) and the flights' (airline of either flight, the outbound's departure time band).
 * Pure: the results workers and the tests run the same functions.
 */
import { normalizeForSearch, searchTokens } from '@/lib/text';

/** fSort values; the offer link asks for `priceAsc` (spec 001 §2), the default. */
export const BUNDLE_SORTS = ['priceAsc', 'priceDes', 'starDes', 'bestRates', 'departureAsc'] as const;
export type BundleSort = (typeof BUNDLE_SORTS)[number];
export const DEFAULT_BUNDLE_SORT: BundleSort = 'priceAsc';

/** The outbound's departure bands (local hour at the origin, [from, to)). */
export const DEPARTURE_BANDS = {
  night: [0, 6],
  morning: [6, 12],
  afternoon: [12, 18],
  evening: [18, 24],
} as const satisfies Record<string, readonly [number, number]>;
export type DepartureBand = keyof typeof DEPARTURE_BANDS;
export const DEPARTURE_BAND_KEYS = Object.keys(DEPARTURE_BANDS) as DepartureBand[];

/** What the filters and sorts read of one bundle. */
export interface BundleFacts {
  hotelId: number;
  persianName: string;
  englishName: string;
  star: number;
  rate: number;
  /** Rial. */
  pricePerPerson: number;
  totalPrice: number;
  freeCancellation: boolean;
  /** The outbound and return airlines' codes. */
  airlines: readonly string[];
  /** `HH:MM`, local at the origin. */
  outboundDeparture: string;
}

export interface Range {
  min: number;
  max: number;
}

export interface BundleFilter {
  name: string;
  stars: readonly number[];
  /** Per person, rial. */
  price: Range | null;
  freeCancellation: boolean;
  /** Keep a bundle when either of its flights is with one of these airlines. */
  airlines: readonly string[];
  departure: readonly DepartureBand[];
}

export const NO_BUNDLE_FILTER: BundleFilter = { name: '', stars: [], price: null, freeCancellation: false, airlines: [], departure: [] };

/** `2026-12-01T08:30:00+03:30` → `08:30`; any `HH:MM` inside is taken. */
export function clockTime(time: string): string {
  return /T(\d{2}:\d{2})/.exec(time)?.[1] ?? /(\d{2}:\d{2})/.exec(time)?.[1] ?? '00:00';
}

export function departureBand(hhmm: string): DepartureBand {
  const hour = Number(hhmm.slice(0, 2));
  return DEPARTURE_BAND_KEYS.find((k) => hour >= DEPARTURE_BANDS[k][0] && hour < DEPARTURE_BANDS[k][1]) ?? 'night';
}

export const bundleSearchKey = (x: Pick<BundleFacts, 'persianName' | 'englishName'>) =>
  normalizeForSearch(`${x.persianName} ${x.englishName}`);

export function matchesBundle(x: BundleFacts, f: BundleFilter, key?: string): boolean {
  if (f.stars.length && !f.stars.includes(x.star)) return false;
  if (f.price && (x.pricePerPerson < f.price.min || x.pricePerPerson > f.price.max)) return false;
  if (f.freeCancellation && !x.freeCancellation) return false;
  if (f.airlines.length && !x.airlines.some((a) => f.airlines.includes(a))) return false;
  if (f.departure.length && !f.departure.includes(departureBand(x.outboundDeparture))) return false;
  const tokens = searchTokens(f.name);
  if (tokens.length) {
    const k = key ?? bundleSearchKey(x);
    if (!tokens.every((t) => k.includes(t))) return false;
  }
  return true;
}

export function filterBundles<T extends BundleFacts>(items: readonly T[], f: BundleFilter): T[] {
  return items.filter((x) => matchesBundle(x, f));
}

const minutes = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

/** The order of a sort; ties by price per person, then by hotel id, so the list never jumps between equals. */
export function compareBundles(sort: BundleSort): (a: BundleFacts, b: BundleFacts) => number {
  const tie = (a: BundleFacts, b: BundleFacts) => a.pricePerPerson - b.pricePerPerson || a.hotelId - b.hotelId;
  switch (sort) {
    case 'priceDes':
      return (a, b) => b.pricePerPerson - a.pricePerPerson || a.hotelId - b.hotelId;
    case 'starDes':
      return (a, b) => b.star - a.star || tie(a, b);
    case 'bestRates':
      return (a, b) => b.rate - a.rate || tie(a, b);
    case 'departureAsc':
      return (a, b) => minutes(a.outboundDeparture) - minutes(b.outboundDeparture) || tie(a, b);
    default:
      return tie;
  }
}

export function sortBundles<T extends BundleFacts>(items: readonly T[], sort: BundleSort): T[] {
  return [...items].sort(compareBundles(sort));
}

export interface BundleStats {
  /** Per person, rial. */
  price: Range | null;
  /** Bundles per star count and per airline (code → count and name), plain records: they cross to the workers. */
  stars: Record<string, number>;
  airlines: Record<string, number>;
}

export function bundleStats(items: readonly BundleFacts[]): BundleStats {
  const prices = items.map((x) => x.pricePerPerson);
  const stars: Record<string, number> = {};
  const airlines: Record<string, number> = {};
  for (const x of items) {
    stars[x.star] = (stars[x.star] ?? 0) + 1;
    for (const a of new Set(x.airlines)) airlines[a] = (airlines[a] ?? 0) + 1;
  }
  return { price: prices.length ? { min: Math.min(...prices), max: Math.max(...prices) } : null, stars, airlines };
}
