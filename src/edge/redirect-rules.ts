/**
 * The redirect rules of spec 001 §9 and the search-route repair of §5, as pure functions. The engine computes the
 * final target in one pass, so every redirect is one hop; the middleware is in `./redirects`.
 */
import type { IsoDate } from '../lib/dates';
import { type Query, toQuery } from '../lib/query';
import { repairFlightHotelSearchQuery, repairFlightSearchQuery, repairHotelSearchQuery } from '../lib/search-dates';

// ── Path normaliser ────────────────────────────────────────────────────────────────────────────────────────────────

/** `/` and `\`, raw or percent-encoded once, all separate segments: no spelling of a slash survives into a Location. */
const SEPARATOR = /[/\\]|%2f|%5c/i;
const TRAILING_SEPARATOR = /(?:[/\\]|%2f|%5c)$/i;
const DOT_SEGMENT = /^(?:\.|%2e)$/i;
const DOT_DOT_SEGMENT = /^(?:\.|%2e){2}$/i;

/** First segments whose trailing slash is kept (spec 001 §9). */
const KEEP_TRAILING_SLASH = new Set(['insurance', 'campaign']);

/**
 * Route-table first segments that are camel case (spec 000 §2.1). The uppercase rule lowercases a first segment with
 * uppercase letters unless it is one of these, which are written in their canonical case instead
 * (`/ISTANBULAIRLINES` → `/istanbulAirlines`).
 */
const CAMEL_CASE_ROUTES = ['istanbulAirlines', 'tourPayment'];
const CAMEL_CASE_BY_LOWER = new Map(CAMEL_CASE_ROUTES.map((route) => [route.toLowerCase(), route]));

/** Whole segments that were renamed. */
const SEGMENT_RENAMES: ReadonlyMap<string, string> = new Map([['visa-dominica', 'passport-dominica']]);

/** Common misspellings of delhi (swapped or misplaced h, y for i); fixed in any dash-separated word of any segment. */
export const DELHI_MISSPELLINGS: ReadonlySet<string> = new Set(['dehli', 'dehly', 'delhy', 'dheli']);

/**
 * ASCII A–Z lowercased; percent escapes (`%2B`, and a truncated `%A`) keep their case, so `/flight%2Bhotel` is not
 * "uppercase" and a malformed escape passes through as it came.
 */
const lowerAscii = (segment: string) =>
  segment.replace(/(%[0-9A-Fa-f]{1,2})|[A-Z]/g, (match, escape?: string) => escape ?? match.toLowerCase());

function firstSegmentCase(segment: string): string {
  const lower = lowerAscii(segment);
  return CAMEL_CASE_BY_LOWER.get(lower) ?? lower;
}

function renameSegment(segment: string): string {
  const renamed = SEGMENT_RENAMES.get(segment.toLowerCase());
  if (renamed !== undefined) return renamed;
  return segment
    .split('-')
    .map((word) => (DELHI_MISSPELLINGS.has(word.toLowerCase()) ? 'delhi' : word))
    .join('-');
}

/**
 * The canonical form of a path: empty and dot segments resolved, the first segment in its canonical case, renamed
 * segments fixed, a tour detail (`/tour/{destination}/{slug}`) cut to its parent, and no trailing slash except on
 * insurance and campaign paths. Idempotent; the result starts with exactly one `/` and never contains `//`.
 * Percent escapes other than encoded slashes and dots are left alone, so malformed ones cannot throw.
 */
export function normalisePath(path: string): string {
  // A URL parser drops tabs and newlines anywhere (`/\t/evil.com` is `//evil.com`), so they go first.
  const clean = path.replace(/[\t\n\r]/g, '');
  const segments: string[] = [];
  for (const segment of clean.split(SEPARATOR)) {
    if (segment === '' || DOT_SEGMENT.test(segment)) continue;
    if (DOT_DOT_SEGMENT.test(segment)) segments.pop();
    else segments.push(segment);
  }
  if (segments.length === 0) return '/';
  segments[0] = firstSegmentCase(segments[0]!);
  for (let i = 0; i < segments.length; i++) segments[i] = renameSegment(segments[i]!);
  if (segments.length === 3 && segments[0] === 'tour') segments.pop();
  const keepSlash = TRAILING_SEPARATOR.test(clean) && KEEP_TRAILING_SLASH.has(segments[0]!);
  return '/' + segments.join('/') + (keepSlash ? '/' : '');
}

// ── Legacy hotel URLs ──────────────────────────────────────────────────────────────────────────────────────────────

/** Looks up the country-prefixed destination slug of a bare city slug (`kish` → `ir-kish`); null when unknown. */
export type ResolveDestinationSlug = (citySlug: string) => Promise<string | null>;

/**
 * Bare city slugs of legacy hotel URLs → country-prefixed slugs, for the lead cities. The one place of this table:
 * the lead later wires `resolveDestinationSlug` to the location lookup, and this stays the fallback.
 */
export const LEGACY_HOTEL_DESTINATIONS: Readonly<Record<string, string>> = {
  kish: 'ir-kish', // location 402
  mashhad: 'ir-mashhad',
  shiraz: 'ir-shiraz',
  isfahan: 'ir-isfahan',
  tabriz: 'ir-tabriz',
  ahvaz: 'ir-ahvaz',
  qeshm: 'ir-qeshm',
  tehran: 'ir-tehran',
  istanbul: 'tr-istanbul',
  dubai: 'ae-dubai',
  london: 'gb-london',
  paris: 'fr-paris',
  rome: 'it-rome',
  frankfurt: 'de-frankfurt',
  amsterdam: 'nl-amsterdam',
  toronto: 'ca-toronto',
  vancouver: 'ca-vancouver',
};

export const defaultResolveDestinationSlug: ResolveDestinationSlug = async (citySlug) =>
  Object.hasOwn(LEGACY_HOTEL_DESTINATIONS, citySlug) ? LEGACY_HOTEL_DESTINATIONS[citySlug]! : null;

/** A two-letter first word is read as the country code (`ae-dubai`); such destinations are never looked up. */
const COUNTRY_PREFIXED = /^[a-z]{2}-/i;
/** What a lookup may put into a Location: anything else is ignored (no redirect), so a bad answer cannot loop. */
const DESTINATION_SLUG = /^[a-z]{2}-[a-z0-9]+(?:-[a-z0-9]+)*$/;
const HOTEL_PRODUCTS = new Set(['hotel', 'hotel-map']);

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/** `/hotel/kish/...` → `/hotel/ir-kish/...` (also hotel-map), for an already normalised path. */
async function withCountryPrefix(path: string, resolve: ResolveDestinationSlug): Promise<string> {
  const segments = path.split('/');
  const [, product, city] = segments;
  if (!HOTEL_PRODUCTS.has(product ?? '') || !city || COUNTRY_PREFIXED.test(city)) return path;
  let slug: string | null;
  try {
    slug = await resolve(safeDecode(city).toLowerCase());
  } catch {
    slug = null; // a failing lookup leaves the URL to the page rather than breaking it
  }
  if (slug === null || !DESTINATION_SLUG.test(slug)) return path;
  segments[2] = slug;
  return normalisePath(segments.join('/'));
}

// ── Search-route repair ────────────────────────────────────────────────────────────────────────────────────────────

const FLIGHT_HOTEL_PRODUCT = /^flight(?:%2b|\+)hotel$/i;

/** The repaired query of a search route, or null when the path is not a search route or its dates are fine. */
function repairSearchQuery(path: string, query: Query, today: IsoDate): Query | null {
  const [, product = '', route, last, ...rest] = path.split('/');
  if (last !== 'search' || rest.length > 0 || !route) return null;
  const destination = safeDecode(route);
  if (product === 'flight') return repairFlightSearchQuery(query, { today });
  if (HOTEL_PRODUCTS.has(product)) return repairHotelSearchQuery(query, { today, destination });
  if (FLIGHT_HOTEL_PRODUCT.test(product)) return repairFlightHotelSearchQuery(query, { today, destination });
  return null;
}

/**
 * The raw search string with the changed keys rewritten in place (the first occurrence; later repeats of a changed
 * key are dropped) and new keys appended: every other parameter keeps its bytes and its position.
 */
export function patchSearch(search: string, changes: Query): string {
  const pending = new Map(Object.entries(changes));
  const parts: string[] = [];
  const body = search.replace(/^\?/, '');
  for (const part of body === '' ? [] : body.split('&')) {
    const rawKey = part.split('=', 1)[0]!;
    const key = safeDecode(rawKey.replace(/\+/g, ' '));
    if (!Object.hasOwn(changes, key)) parts.push(part);
    else if (pending.has(key)) {
      parts.push(`${rawKey}=${encodeURIComponent(pending.get(key)!)}`);
      pending.delete(key);
    }
  }
  for (const [key, value] of pending) parts.push(`${encodeURIComponent(key)}=${encodeURIComponent(value)}`);
  return parts.length === 0 ? '' : `?${parts.join('&')}`;
}

// ── The engine ─────────────────────────────────────────────────────────────────────────────────────────────────────

/** Machine endpoints: waku's RSC payloads (`/RSC/...`, uppercase on purpose), the API proxy and the streams. */
const PASS_THROUGH = /^\/(?:RSC|api|stream)(?:\/|$)/;

export interface RedirectContext {
  today: IsoDate;
  resolveDestinationSlug: ResolveDestinationSlug;
}

export interface RedirectDecision {
  location: string;
  status: 301 | 302;
  cacheControl: string;
}

/**
 * The one-hop redirect for a GET or HEAD of `pathname` + `search` (both as `URL` gives them), or null. A path fix
 * alone is a cacheable 301 keeping the query byte for byte. A repaired search query depends on the day, so that
 * redirect is a 302 with `no-store`: a cached permanent redirect would pin yesterday's dates.
 */
export async function resolveRedirect(pathname: string, search: string, ctx: RedirectContext): Promise<RedirectDecision | null> {
  if (PASS_THROUGH.test(pathname)) return null;
  const path = await withCountryPrefix(normalisePath(pathname), ctx.resolveDestinationSlug);
  const query = toQuery(search);
  const repaired = repairSearchQuery(path, query, ctx.today);
  if (repaired !== null) {
    const changes = Object.fromEntries(Object.entries(repaired).filter(([key, value]) => query[key] !== value));
    return { location: path + patchSearch(search, changes), status: 302, cacheControl: 'no-store' };
  }
  if (path === pathname) return null;
  return { location: path + search, status: 301, cacheControl: 'public, max-age=3600' };
}
