/**
 * Parses and starts the search of a results page document (`/hotel/{destination}/search`,
 * `/hotel-map/{destination}/search`, `/flight/{SRC-DST}/search`) as soon as the session is known: the query is parsed (and a missing location
 * looked up) once, here, and the supplier's first round is under way while the shell renders. The page reads both
 * from the request context (src/server/search/prepared-search.ts). Only GET document requests without a resumed
 * search: anything else (RSC navigations, redirects, bad input) is left to the page. Afterwards it sets the status of
 * every product's results page whose input cannot be searched: 400 (the page shows the Persian message).
 */
import type { MiddlewareHandler } from 'hono';
import { toQuery } from '@/lib/query';
import type { ResultsPage, ServerProduct, SummaryPage } from '@/server/product';
import { prepareSearch, type PreparedSearch } from '@/server/search/prepared-search';
import type { UpstreamClient } from '@/server/upstream/request';
import { currentDay } from '@/server/clock';

/**
 * Every product's results page documents (its definition's `resultsPages`): each answers 400 when its query cannot be
 * searched (the page renders its Persian message; a crawler or monitor must not see 200), e.g. a destination that does
 * not exist, passengers over the limits, a date over a year ahead. Missing or past dates are repaired by the
 * search-route redirect before this (redirects.ts).
 */

type Env = { Variables: { upstream?: UpstreamClient; preparedSearch?: PreparedSearch | undefined } };

function decoded(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

export function searchPrefetch(products: readonly ServerProduct[]): MiddlewareHandler<Env> {
  const resultsPages: readonly ResultsPage[] = products.flatMap((p) => p.resultsPages ?? []);
  const summaryPages: readonly SummaryPage[] = products.flatMap((p) => p.summaryPages ?? []);
  return async (c, next) => {
    const client = c.get('upstream');
    const isGet = c.req.method === 'GET';
    const page = isGet ? resultsPages.find((p) => p.path.test(c.req.path)) : undefined;
    if (client && page && (c.req.header('accept') ?? '').includes('text/html')) {
      const place = decoded(page.path.exec(c.req.path)?.[1] ?? '');
      const query = toQuery(new URL(c.req.url).searchParams);
      if (place && !query['searchToken']) c.set('preparedSearch', await prepareSearch(page.search, client, place, query, currentDay()));
    }
    await next();
    if (c.res.status !== 200) return;
    const prepared = c.get('preparedSearch');
    const summary = isGet && !page ? summaryPages.find((p) => p.path.test(c.req.path)) : undefined;
    const refused =
      (page && prepared && !prepared.parsed.ok) ||
      (summary &&
        summary.problem(summary.path.exec(c.req.path)?.[1] ?? '', toQuery(new URL(c.req.url).searchParams), currentDay()) !== null);
    // Only the status changes: the page (with its message) streams as rendered.
    if (refused) c.res = new Response(c.res.body, { status: 400, headers: new Headers(c.res.headers) });
  };
}
