/**
 * The attraction pages' URLs: the results page's query (the visit day and the party, as the search form writes them;
 * the filters and the sort as the results page writes them) and the detail page's link, which carries the day and
 * the party on so the detail opens on the traveller's choice.
 */
import { type IsoDate, parseDateParam } from '@/lib/dates';
import type { Query } from '@/lib/query';
import { toLatinDigits } from '@/lib/text';
import { ATTRACTION_CATEGORIES, type AttractionCategoryCode } from './categories';
import { ATTRACTION_SORTS, type AttractionFilter, type AttractionSort, type Range } from './filters';
import { MAX_TICKETS_PER_TYPE, type TicketCounts } from './price';

/** The results page's filter keys: a change rewrites them and never starts a new search. */
export const ATTRACTION_FILTER_KEYS = ['category', 'minPrice', 'maxPrice', 'duration', 'sort'] as const;

/** Duration bands of the filter (minutes, inclusive): short visits, half a day, longer. */
export const DURATION_BANDS = {
  short: { min: 0, max: 120 },
  medium: { min: 121, max: 240 },
  long: { min: 241, max: 24 * 60 },
} as const satisfies Record<string, Range>;
export type DurationBand = keyof typeof DURATION_BANDS;
export const DURATION_BAND_KEYS = Object.keys(DURATION_BANDS) as DurationBand[];

/** The results page's filters and sort as the page keeps them (prices in toman, as the traveller types them). */
export interface AttractionFilters {
  categories: AttractionCategoryCode[];
  /** Toman. */
  price: Range | null;
  duration: DurationBand | null;
  sort: AttractionSort;
}

const tomanParam = (raw: string | undefined): number | null => {
  const text = raw ? toLatinDigits(raw) : '';
  return /^\d{1,12}$/.test(text) ? Number(text) : null;
};

export function parseAttractionFilters(query: Query): AttractionFilters {
  const categories = (query['category'] ?? '')
    .split(',')
    .filter((c): c is AttractionCategoryCode => (ATTRACTION_CATEGORIES as readonly string[]).includes(c));
  const min = tomanParam(query['minPrice']);
  const max = tomanParam(query['maxPrice']);
  const duration = DURATION_BAND_KEYS.find((k) => k === query['duration']) ?? null;
  const sort = ATTRACTION_SORTS.find((s) => s === query['sort']) ?? 'suggested';
  const price = min === null && max === null ? null : { min: min ?? 0, max: max ?? Number.MAX_SAFE_INTEGER };
  return { categories: [...new Set(categories)], price, duration, sort };
}

export function attractionFilterQuery(f: AttractionFilters): Query {
  const q: Query = {};
  if (f.categories.length) q['category'] = f.categories.join(',');
  if (f.price && f.price.min > 0) q['minPrice'] = String(f.price.min);
  if (f.price && f.price.max < Number.MAX_SAFE_INTEGER) q['maxPrice'] = String(f.price.max);
  if (f.duration) q['duration'] = f.duration;
  if (f.sort !== 'suggested') q['sort'] = f.sort;
  return q;
}

/** What the workers filter with (model/filters.ts works in rial: toman × 10). */
export function toAttractionFilter(f: AttractionFilters): AttractionFilter {
  return {
    categories: [...f.categories],
    price: f.price ? { min: f.price.min * 10, max: Math.min(f.price.max, Number.MAX_SAFE_INTEGER / 10) * 10 } : null,
    duration: f.duration ? { ...DURATION_BANDS[f.duration] } : null,
  };
}

const count = (raw: string | undefined, fallback: number): number => {
  const text = raw ? toLatinDigits(raw) : '';
  if (!/^\d{1,2}$/.test(text)) return fallback;
  return Math.min(Number(text), MAX_TICKETS_PER_TYPE);
};

/** The party of the search link (`adults`, `child`, `infant`; one adult without any), as the detail's ticket counts. */
export function ticketCountsOfQuery(query: Query): TicketCounts {
  return { adult: Math.max(1, count(query['adults'], 1)), child: count(query['child'], 0), infant: count(query['infant'], 0) };
}

/** The visit day of the query (`startDate`, or `date` on a detail link), or null. */
export function visitDateOfQuery(query: Query): IsoDate | null {
  const raw = query['startDate'] || query['date'];
  return raw ? parseDateParam(raw) : null;
}

/** `/attraction/{slug}?date&adults[&child][&infant]`: the detail page with the search's day and party. */
export function attractionDetailPath(slug: string, o: { date: IsoDate | null; counts: TicketCounts }): string {
  const q = new URLSearchParams();
  if (o.date) q.set('date', o.date);
  q.set('adults', String(o.counts.adult));
  if (o.counts.child) q.set('child', String(o.counts.child));
  if (o.counts.infant) q.set('infant', String(o.counts.infant));
  return `/attraction/${encodeURIComponent(slug)}?${q}`;
}
