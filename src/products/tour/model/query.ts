/**
 * A destination's tour list as the pipeline takes it (pure): the destination (the route's place, a city slug with or
 * without its country prefix), and the list's filters and sort read from the page's query (`band`, `nights`, `stars`,
 * `transport`, `month`, `sort`; repeated keys or comma lists). The page and the server read it alike.
 */
import { toLatinDigits } from '@/lib/text';
import { NO_TOUR_FILTERS, TOUR_SORTS, type TourFilters, type TourSort } from './filters';
import { tourDestinationSlug } from './search';

export interface TourSearchRequest {
  /** The city slug without its country prefix (`kish`, `istanbul`). */
  destination: string;
}

export interface TourSearchInfo {
  destination: string;
  /** The supplier's names of the destination; null when it has no tours there. */
  name: string | null;
  countryCode: string | null;
  domestic: boolean;
}

export const tourRequestOf = (place: string): TourSearchRequest => ({ destination: tourDestinationSlug(decodeURIComponent(place)) });

const list = (q: URLSearchParams, key: string): string[] =>
  q
    .getAll(key)
    .flatMap((v) => v.split(','))
    .map((s) => toLatinDigits(s).trim())
    .filter(Boolean)
    .slice(0, 12);
const ints = (q: URLSearchParams, key: string, min: number, max: number): number[] =>
  list(q, key)
    .filter((s) => /^\d{1,3}$/.test(s))
    .map(Number)
    .filter((n) => n >= min && n <= max);

/** The list's filters and sort from the query (a key repeated or a comma list); what it cannot read is left out. */
export function tourFiltersOf(q: URLSearchParams): { filters: TourFilters; sort: TourSort } {
  const s = q.get('sort') ?? '';
  const sort = (TOUR_SORTS as readonly string[]).includes(s) ? (s as TourSort) : 'default';
  return {
    filters: {
      ...NO_TOUR_FILTERS,
      priceBands: ints(q, 'band', 0, 3),
      nights: ints(q, 'nights', 1, 30),
      stars: ints(q, 'stars', 1, 5),
      transport: list(q, 'transport').filter((s) => /^[A-Z0-9]{2,3}$/.test(s)),
      months: list(q, 'month').filter((m) => /^\d{4}-\d{2}$/.test(m)),
    },
    sort,
  };
}

/** A package's page: `/package/{packageId}`. */
export const packagePath = (packageId: number): string => `/package/${packageId}`;

/** The package id of `/package/{packageId}` (or `?packageId=` of `/package/pdp`), or null. */
export function packageIdOf(param: string | undefined): number | null {
  const text = toLatinDigits(param ?? '').trim();
  return /^\d{3,9}$/.test(text) ? Number(text) : null;
}
