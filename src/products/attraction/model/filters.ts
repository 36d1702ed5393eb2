/**
 * The attraction list's filters and sorts (single answer: the whole city's list is filtered in place). Filters:
 * categories (none chosen = all), the adult price range, the duration range, bookable on a chosen day. An attraction
 * with nothing left to book has no price: a price filter leaves it out, and every sort puts it last.
 */
import type { IsoDate } from '@/lib/dates';

export const ATTRACTION_SORTS = ['suggested', 'cheapest', 'priciest', 'shortest', 'soonest'] as const;
export type AttractionSort = (typeof ATTRACTION_SORTS)[number];

/** What the filters read of a list item (the supplier's `AttractionItem` has these). */
export interface AttractionFacts {
  attractionId: number;
  category: string;
  /** Cheapest adult ticket left (rial), null when sold out everywhere. */
  minPrice: number | null;
  durationMinutes: number;
  firstDate: IsoDate | null;
}

export interface Range {
  min: number;
  max: number;
}

export interface AttractionFilter {
  categories: readonly string[];
  price: Range | null;
  duration: Range | null;
}

export const NO_FILTER: AttractionFilter = { categories: [], price: null, duration: null };

const inRange = (n: number, r: Range | null) => r === null || (n >= r.min && n <= r.max);

export function matchesFilter(item: AttractionFacts, f: AttractionFilter): boolean {
  if (f.categories.length > 0 && !f.categories.includes(item.category)) return false;
  if (f.price && (item.minPrice === null || !inRange(item.minPrice, f.price))) return false;
  return inRange(item.durationMinutes, f.duration);
}

export function filterAttractions<T extends AttractionFacts>(items: readonly T[], f: AttractionFilter): T[] {
  return items.filter((x) => matchesFilter(x, f));
}

const LAST = Number.POSITIVE_INFINITY;
const KEYS: Record<Exclude<AttractionSort, 'suggested'>, (x: AttractionFacts) => number> = {
  cheapest: (x) => x.minPrice ?? LAST,
  priciest: (x) => (x.minPrice === null ? LAST : -x.minPrice),
  shortest: (x) => x.durationMinutes,
  soonest: (x) => (x.firstDate === null ? LAST : Date.parse(x.firstDate)),
};

/**
 * The order of `sort`: sold-out attractions last, then the sort's key; `suggested` has no key, so it keeps the
 * supplier's order (callers sort stably, and the results workers break ties by arrival), and the list never jumps
 * between equal items.
 */
export function compareAttractions(sort: AttractionSort): (a: AttractionFacts, b: AttractionFacts) => number {
  const soldOut = (x: AttractionFacts) => (x.minPrice === null ? 1 : 0);
  if (sort === 'suggested') return (a, b) => soldOut(a) - soldOut(b);
  const key = KEYS[sort];
  return (a, b) => soldOut(a) - soldOut(b) || key(a) - key(b);
}

/** A sorted copy (stable: ties keep the supplier's order). */
export function sortAttractions<T extends AttractionFacts>(items: readonly T[], sort: AttractionSort): T[] {
  return [...items].sort(compareAttractions(sort));
}

/** The bounds the filter panel offers, and how many attractions each category has. */
export function filterStats(items: readonly AttractionFacts[]): {
  price: Range | null;
  duration: Range | null;
  categories: Map<string, number>;
} {
  const prices = items.flatMap((x) => (x.minPrice === null ? [] : [x.minPrice]));
  const durations = items.map((x) => x.durationMinutes);
  const categories = new Map<string, number>();
  for (const x of items) categories.set(x.category, (categories.get(x.category) ?? 0) + 1);
  return {
    price: prices.length ? { min: Math.min(...prices), max: Math.max(...prices) } : null,
    duration: durations.length ? { min: Math.min(...durations), max: Math.max(...durations) } : null,
    categories,
  };
}
