/**
 * Parses and starts the search of a results page document (`/hotel/{destination}/search`,
 * `/hotel-map/{destination}/search`, `/flight/{SRC-DST}/search`) as soon as the session is known: the query is parsed (and a missing location
 * looked up) once, here, and the supplier's first round is under way while the shell renders. The page reads both
 * from the request context (src/server/search/prepared-search.ts). Only GET document requests without a resumed
 * search: anything else (RSC navigations, redirects, bad input) is left to the page.
 */
import type { MiddlewareHandler } from 'hono';
import { todayIn } from '@/lib/dates';
import { toQuery } from '@/lib/query';
import type { SearchProduct } from '@/server/search/pipeline';
import { prepareSearch, type PreparedSearch } from '@/server/search/prepared-search';
import { flightSearch } from '@/server/search/products/flights';
import { hotelSearch } from '@/server/search/products/hotels';
import type { UpstreamClient } from '@/server/upstream/request';

/**
 * Results page documents and the product each one searches; the first group of the pattern is the place.
 * `invalidStatus`: the status of the page when its query cannot be searched (the page renders its Persian message;
 * a crawler or monitor must not see 200). Flights: a route that is not a pair of known airports, the same city at
 * both ends, passengers over the limits, a date over a year ahead → 400 (missing or past dates are repaired by the
 * search-route redirect before this).
 */
const RESULTS_PAGES: { path: RegExp; product: SearchProduct<never, unknown, unknown>; invalidStatus?: 400 }[] = [
  { path: /^\/hotel(?:-map)?\/([^/]+)\/search\/?$/, product: hotelSearch as SearchProduct<never, unknown, unknown> },
  { path: /^\/flight\/([^/]+)\/search\/?$/, product: flightSearch as SearchProduct<never, unknown, unknown>, invalidStatus: 400 },
];

type Env = { Variables: { upstream?: UpstreamClient; preparedSearch?: PreparedSearch | undefined } };

function decoded(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

export function searchPrefetch(): MiddlewareHandler<Env> {
  return async (c, next) => {
    const client = c.get('upstream');
    const page = c.req.method === 'GET' ? RESULTS_PAGES.find((p) => p.path.test(c.req.path)) : undefined;
    if (client && page && (c.req.header('accept') ?? '').includes('text/html')) {
      const place = decoded(page.path.exec(c.req.path)?.[1] ?? '');
      const query = toQuery(new URL(c.req.url).searchParams);
      if (place && !query['searchToken'])
        c.set('preparedSearch', await prepareSearch(page.product, client, place, query, todayIn(Date.now())));
    }
    await next();
    const prepared = c.get('preparedSearch');
    if (page?.invalidStatus && prepared && !prepared.parsed.ok && c.res.status === 200) {
      // Only the status changes: the page (with its message) streams as rendered.
      c.res = new Response(c.res.body, { status: page.invalidStatus, headers: new Headers(c.res.headers) });
    }
  };
}
