/**
 * Starts the hotel search of a results page document (`/hotel/{destination}/search`, `/hotel-map/{destination}/search`)
 * as soon as the session is known, so the supplier's first round is under way while the shell renders. The page
 * picks the token up with `takeStartedSearch` (src/server/search/started-search.ts). Only GET document requests with
 * a valid search: anything else (RSC navigations, redirects, bad input) is left to the page.
 */
import type { MiddlewareHandler } from 'hono';
import { todayIn } from '../lib/dates';
import { toQuery } from '../lib/query';
import { hotelSearchFromQuery } from '../server/search/requests';
import { searchKey, type StartedSearch } from '../server/search/started-search';
import { hotelsApi } from '../server/upstream/hotels';
import type { UpstreamClient } from '../server/upstream/request';

const RESULTS_PAGE = /^\/hotel(?:-map)?\/([^/]+)\/search\/?$/;

type Env = { Variables: { upstream?: UpstreamClient; startedSearch?: StartedSearch | undefined } };

export function searchPrefetch(): MiddlewareHandler<Env> {
  return async (c, next) => {
    const client = c.get('upstream');
    const match = RESULTS_PAGE.exec(c.req.path);
    if (client && match && c.req.method === 'GET' && (c.req.header('accept') ?? '').includes('text/html')) {
      let destination: string | null = null;
      try {
        destination = decodeURIComponent(match[1] ?? '');
      } catch {
        destination = null;
      }
      const query = toQuery(new URL(c.req.url).searchParams);
      const parsed =
        destination && !query['searchToken'] ? await hotelSearchFromQuery(client, destination, query, todayIn(Date.now())) : null;
      if (parsed?.ok) {
        const p = parsed.value;
        c.set('startedSearch', {
          key: searchKey(p),
          token: hotelsApi(client)
            .searchToken(p)
            .catch(() => null),
        });
      }
    }
    await next();
  };
}
