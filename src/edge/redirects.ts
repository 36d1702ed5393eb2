import type { MiddlewareHandler } from 'hono';
import { todayIn } from '../lib/dates';
import { destinationResolver } from './destination-lookup';
import { type ResolveDestinationSlug, resolveRedirect } from './redirect-rules';

export interface RedirectOptions {
  /** The clock of the search-route repair (Tehran day); tests inject it. */
  now?: () => number;
  /** Country prefix lookup for legacy hotel URLs; defaults to the lead-city table, then the supplier's locations. */
  resolveDestinationSlug?: ResolveDestinationSlug;
}

/**
 * Permanent redirects of old, misspelt and non-canonical paths (legacy hotel URLs included) and the repair of search
 * routes with missing or past dates (spec 001 §9, §5), for GET and HEAD only: any other method passes through
 * untouched (a 301 would turn a POST into a GET). The target is computed in one pass, so the browser makes one hop.
 */
export function redirects(opts: RedirectOptions = {}): MiddlewareHandler {
  const { now = Date.now } = opts;
  return async (c, next) => {
    const method = c.req.method;
    if (method !== 'GET' && method !== 'HEAD') return next();
    const url = new URL(c.req.url);
    const resolveDestinationSlug = opts.resolveDestinationSlug ?? destinationResolver(c.get('config'), now);
    const decision = await resolveRedirect(url.pathname, url.search, { today: todayIn(now()), resolveDestinationSlug });
    if (decision === null) return next();
    c.header('Cache-Control', decision.cacheControl);
    return c.redirect(decision.location, decision.status);
  };
}
