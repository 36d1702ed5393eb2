/**
 * Parses and starts the search of a results page document (`/hotel/{destination}/search`,
 * `/hotel-map/{destination}/search`, `/flight/{SRC-DST}/search`) as soon as the session is known: the query is parsed (and a missing location
 * looked up) once, here, and the supplier's first round is under way while the shell renders. The page reads both
 * from the request context (src/server/search/prepared-search.ts). Only GET document requests without a resumed
 * search: anything else (RSC navigations, redirects, bad input) is left to the page. Afterwards it sets the status of
 * every product's results page whose input cannot be searched: 400 (the page shows the Persian message).
 */
import type { MiddlewareHandler } from 'hono';
import { todayIn } from '@/lib/dates';
import { toQuery } from '@/lib/query';
import { type SummaryProduct, summarySearchProblem } from '@/lib/search-problems';
import type { SearchProduct } from '@/server/search/pipeline';
import { prepareSearch, type PreparedSearch } from '@/server/search/prepared-search';
import { flightSearch } from '@/products/flight/server/search';
import { hotelSearch } from '@/products/hotel/server/search';
import type { UpstreamClient } from '@/server/upstream/request';

/**
 * Results page documents and the product each one searches; the first group of the pattern is the place.
 * Every one answers 400 when its query cannot be searched (the page renders its Persian message; a crawler or monitor
 * must not see 200): a hotel destination that does not exist, rooms outside the limits, a stay over a year ahead; a
 * flight route that is not a pair of known airports, the same city at both ends, passengers over the limits, a date
 * over a year ahead. Missing or past dates are repaired by the search-route redirect before this (redirects.ts).
 */
const RESULTS_PAGES: { path: RegExp; product: SearchProduct<never, unknown, unknown> }[] = [
  { path: /^\/hotel(?:-map)?\/([^/]+)\/search\/?$/, product: hotelSearch as SearchProduct<never, unknown, unknown> },
  { path: /^\/flight\/([^/]+)\/search\/?$/, product: flightSearch as SearchProduct<never, unknown, unknown> },
];

/**
 * The products whose results page is a summary (nothing is searched upstream): the same rule as their page
 * (`summarySearchProblem`, src/lib/search-problems.ts) decides the 400.
 */
const SUMMARY_PAGES: { path: RegExp; product: SummaryProduct }[] = [
  { path: /^\/flight(?:\+|%2[bB])hotel\/([^/]+)\/search\/?$/, product: 'flightHotel' },
  { path: /^\/tour\/([^/]+)\/?$/, product: 'tour' },
  { path: /^\/insurance\/([^/]+)\/search\/?$/, product: 'insurance' },
  { path: /^\/attraction\/([^/]+)\/search\/?$/, product: 'attraction' },
  { path: /^\/cip\/([^/]+)\/search\/?$/, product: 'cip' },
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
    const isGet = c.req.method === 'GET';
    const page = isGet ? RESULTS_PAGES.find((p) => p.path.test(c.req.path)) : undefined;
    if (client && page && (c.req.header('accept') ?? '').includes('text/html')) {
      const place = decoded(page.path.exec(c.req.path)?.[1] ?? '');
      const query = toQuery(new URL(c.req.url).searchParams);
      if (place && !query['searchToken'])
        c.set('preparedSearch', await prepareSearch(page.product, client, place, query, todayIn(Date.now())));
    }
    await next();
    if (c.res.status !== 200) return;
    const prepared = c.get('preparedSearch');
    const summary = isGet && !page ? SUMMARY_PAGES.find((p) => p.path.test(c.req.path)) : undefined;
    const refused =
      (page && prepared && !prepared.parsed.ok) ||
      (summary &&
        summarySearchProblem(
          summary.product,
          summary.path.exec(c.req.path)?.[1] ?? '',
          toQuery(new URL(c.req.url).searchParams),
          todayIn(Date.now()),
        ) !== null);
    // Only the status changes: the page (with its message) streams as rendered.
    if (refused) c.res = new Response(c.res.body, { status: 400, headers: new Headers(c.res.headers) });
  };
}
