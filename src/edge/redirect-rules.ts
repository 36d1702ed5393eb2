/**
 * The redirect rules as pure functions: a path in its canonical spelling (`src/lib/normalise-path.ts`), legacy
 * destination URLs with the country prefix, and search routes with missing or past dates repaired (spec 001 §9, §5).
 * Which routes are whose, and how each product repairs its query, come from the products' `searchRoutes`
 * (src/server/product.ts). The engine computes the final target in one pass, so every redirect is one hop; the
 * middleware is in `./redirects`.
 */
import type { IsoDate } from '@/lib/dates';
import { type Query, toQuery } from '@/lib/query';
import { normalisePath } from '@/lib/normalise-path';
import type { SearchRouteRule } from '@/server/product';

// ── Legacy destination URLs ─────────────────────────────────────────────────────────────────────────────────────────────

/** Looks up the country-prefixed destination slug of a bare city slug (`kish` → `ir-kish`); null when unknown. */
export type ResolveDestinationSlug = (citySlug: string) => Promise<string | null>;

/**
 * Bare city slugs of legacy destination URLs (`/hotel/kish`) → country-prefixed slugs, for the lead cities. The one place of this table:
 * the lead later wires `resolveDestinationSlug` to the location lookup, and this stays the fallback.
 */
export const LEGACY_DESTINATIONS: Readonly<Record<string, string>> = {
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
  Object.hasOwn(LEGACY_DESTINATIONS, citySlug) ? LEGACY_DESTINATIONS[citySlug]! : null;

/** A two-letter first word is read as the country code (`ae-dubai`); such destinations are never looked up. */
const COUNTRY_PREFIXED = /^[a-z]{2}-/i;
/** What a lookup may put into a Location: anything else is ignored (no redirect), so a bad answer cannot loop. */
const DESTINATION_SLUG = /^[a-z]{2}-[a-z0-9]+(?:-[a-z0-9]+)*$/;

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/** The rule of a path's first segment (`hotel`, `flight`, `flight+hotel`), if a product claims it. */
const ruleOf = (rules: readonly SearchRouteRule[], segment: string) => rules.find((r) => r.segment.test(segment));

/** `/hotel/kish/...` → `/hotel/ir-kish/...` for a product whose destinations are country-prefixed (normalised path). */
async function withCountryPrefix(path: string, resolve: ResolveDestinationSlug, rules: readonly SearchRouteRule[]): Promise<string> {
  const segments = path.split('/');
  const [, product, city] = segments;
  if (!ruleOf(rules, product ?? '')?.countryPrefixed || !city || COUNTRY_PREFIXED.test(city)) return path;
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

/**
 * The repaired query of a search route (`/{product}/{place}/search`), or null when the path is not a search route, no
 * product claims it, or its query is fine. The product's repair may also fill an empty query's defaults and drop
 * stale keys, in the same hop.
 */
function repairSearchQuery(path: string, query: Query, today: IsoDate, rules: readonly SearchRouteRule[]): Query | null {
  const [, product = '', route, last, ...rest] = path.split('/');
  if (last !== 'search' || rest.length > 0 || !route) return null;
  return ruleOf(rules, product)?.repair(query, { today, destination: safeDecode(route) }) ?? null;
}

/**
 * The raw search string with the changed keys rewritten in place (the first occurrence; later repeats of a changed
 * key are dropped), the removed keys dropped and new keys appended: every other parameter keeps its bytes and its
 * position.
 */
export function patchSearch(search: string, changes: Query, removed: ReadonlySet<string> = new Set()): string {
  const pending = new Map(Object.entries(changes));
  const parts: string[] = [];
  const body = search.replace(/^\?/, '');
  for (const part of body === '' ? [] : body.split('&')) {
    const rawKey = part.split('=', 1)[0]!;
    const key = safeDecode(rawKey.replace(/\+/g, ' '));
    if (removed.has(key)) continue;
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
  /** The products' search routes (src/products/registry.server.ts `SEARCH_ROUTE_RULES`). */
  searchRoutes: readonly SearchRouteRule[];
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
  const path = await withCountryPrefix(normalisePath(pathname), ctx.resolveDestinationSlug, ctx.searchRoutes);
  const query = toQuery(search);
  const repaired = repairSearchQuery(path, query, ctx.today, ctx.searchRoutes);
  if (repaired !== null) {
    const changes = Object.fromEntries(Object.entries(repaired).filter(([key, value]) => query[key] !== value));
    const removed = new Set(Object.keys(query).filter((key) => !Object.hasOwn(repaired, key)));
    return { location: path + patchSearch(search, changes, removed), status: 302, cacheControl: 'no-store' };
  }
  if (path === pathname) return null;
  return { location: path + search, status: 301, cacheControl: 'public, max-age=3600' };
}
