/** A URL query as a plain record, and the tracking parameters that travel with every search link. */

/** One value per key; the first occurrence wins when a URL repeats a key. */
export type Query = Record<string, string>;

/** `picker=gregorian`: every search form's query says the traveller chose the Gregorian calendar (spec 001 §2). */
export const GREGORIAN_PICKER_VALUE = 'gregorian';

export type QueryInput = URLSearchParams | string | Readonly<Record<string, string | readonly string[] | null | undefined>>;

/** From URLSearchParams, a search string ("?a=1" or "a=1") or a framework's query object. */
export function toQuery(input: QueryInput): Query {
  const query: Query = {};
  if (typeof input === 'string' || input instanceof URLSearchParams) {
    const params = typeof input === 'string' ? new URLSearchParams(input) : input;
    for (const [key, value] of params) if (!(key in query)) query[key] = value;
    return query;
  }
  for (const [key, value] of Object.entries(input)) {
    const first = typeof value === 'string' ? value : value?.[0];
    if (first !== undefined && first !== null) query[key] = first;
  }
  return query;
}

/** "?a=1&b=2" in the record's key order, or "" for an empty query. */
export function toSearchString(query: Query): string {
  const text = new URLSearchParams(query).toString();
  return text === '' ? '' : `?${text}`;
}

/** A copy without the given keys. */
/**
 * The query key the repair adds when the searched start date had passed: it carries that date, so the results page
 * can say the search was moved to today (issue 48: a past date is never changed without a word). The page drops it
 * from the address once shown (components/results PastDateNotice and the shell's URL writer).
 */
export const PAST_DATE_KEY = 'pastDate';

export function omitKeys(query: Query, keys: Iterable<string>): Query {
  const drop = new Set(keys);
  const out: Query = {};
  for (const [key, value] of Object.entries(query)) if (!drop.has(key)) out[key] = value;
  return out;
}

/** utm_* parameters and gclid: carried on as the tracking query string of search links. */
export function isTrackingKey(key: string): boolean {
  return key.startsWith('utm_') || key === 'gclid';
}

export function trackingParams(query: Query): Query {
  const out: Query = {};
  for (const [key, value] of Object.entries(query)) if (isTrackingKey(key)) out[key] = value;
  return out;
}

/** Session marketing record flag: a paid click has a gclid and utm_source "cpc". */
export function isPaidClick(query: Query): boolean {
  return Boolean(query['gclid']) && query['utm_source'] === 'cpc';
}
