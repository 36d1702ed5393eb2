import type { Context, MiddlewareHandler } from 'hono';
import { todayIn } from '@/lib/dates';
import { destinationResolver } from './destination-lookup';
import type { SearchRouteRule } from '@/server/product';
import { defaultResolveDestinationSlug, type RedirectDecision, type ResolveDestinationSlug, resolveRedirect } from './redirect-rules';
import { now as serverNow } from '@/server/clock';

declare module 'hono' {
  interface ContextVariableMap {
    /** Set by `redirects()` when only the supplier's location data can decide this request's redirect. */
    redirectNeedsSupplier: boolean;
  }
}

export interface RedirectOptions {
  /** The products' search routes (src/products/registry.server.ts `SEARCH_ROUTE_RULES`). */
  searchRoutes: readonly SearchRouteRule[];
  /** The clock of the search-route repair (Tehran day); tests inject it. */
  now?: () => number;
  /** Country prefix lookup for legacy destination URLs; defaults to the lead-city table, then the supplier's locations. */
  resolveDestinationSlug?: ResolveDestinationSlug;
}

/**
 * The site's redirects (old, misspelt and legacy paths; spec 001 §9) and the search-route repair (missing or past
 * dates become valid ones; §5), for GET and HEAD only: any other method passes through untouched (a 301 would turn a
 * POST into a GET). The target is computed in one pass, so the browser makes one hop.
 *
 * This runs before the session, so a redirect costs no login. A legacy hotel URL whose bare city the lead-city
 * table does not know needs the supplier's location search, which runs with the request's session: its whole
 * decision is left to `supplierRedirects`, after the session middleware (still one hop).
 */
export function redirects(opts: RedirectOptions): MiddlewareHandler {
  const { now = serverNow } = opts;
  return async (c, next) => {
    if (!isGetOrHead(c)) return next();
    // «مجله» with an external magazine (MAGAZINE_URL): the site's /blog paths go there (never a 404).
    const magazine = c.get('config')?.magazineUrl;
    if (magazine && /^\/blog(\/|$)/.test(c.req.path)) {
      c.header('Cache-Control', 'no-store');
      return c.redirect(magazine, 302);
    }
    let needsSupplier = false;
    const leadCitiesOnly: ResolveDestinationSlug = async (city) => {
      const slug = await defaultResolveDestinationSlug(city);
      needsSupplier ||= slug === null;
      return slug;
    };
    const decision = await decide(c, now, opts.resolveDestinationSlug ?? leadCitiesOnly, opts.searchRoutes);
    if (needsSupplier) c.set('redirectNeedsSupplier', true);
    return decision === null || needsSupplier ? next() : send(c, decision);
  };
}

/** The redirects `redirects()` left to the supplier's location data, with the request's upstream client. */
export function supplierRedirects(opts: Pick<RedirectOptions, 'now' | 'searchRoutes'>): MiddlewareHandler {
  const { now = serverNow } = opts;
  return async (c, next) => {
    if (!c.get('redirectNeedsSupplier')) return next();
    const decision = await decide(c, now, destinationResolver(c.get('upstream'), now), opts.searchRoutes);
    return decision === null ? next() : send(c, decision);
  };
}

function isGetOrHead(c: Context): boolean {
  return c.req.method === 'GET' || c.req.method === 'HEAD';
}

function decide(
  c: Context,
  now: () => number,
  resolveDestinationSlug: ResolveDestinationSlug,
  searchRoutes: readonly SearchRouteRule[],
): Promise<RedirectDecision | null> {
  const url = new URL(c.req.url);
  return resolveRedirect(url.pathname, url.search, { today: todayIn(now()), resolveDestinationSlug, searchRoutes });
}

function send(c: Context, decision: RedirectDecision): Response {
  c.header('Cache-Control', decision.cacheControl);
  return c.redirect(decision.location, decision.status);
}
