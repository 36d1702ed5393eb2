/**
 * A results page's search, parsed and started by the edge before Waku renders anything (src/edge/search-prefetch.ts).
 * The query is parsed (and a missing location looked up) once per document: the page reads the parse from here instead
 * of parsing again. And the supplier counts its first round (1.2 s in the sandbox) from the token, so asking for the
 * token only once React reaches the results would add the shell's render time to the wait for the first card: the
 * page takes the token here, once, when the search it renders is the one that was started; otherwise it starts its own.
 */
import { tryGetContext } from 'hono/context-storage';
import type { IsoDate } from '@/lib/dates';
import { toSearchString, type Query } from '@/lib/query';
import type { UpstreamClient } from '../upstream/request';
import type { ParsedSearch, SearchProduct } from './pipeline';
import type { Parsed } from './requests';
import { type SearchStart, searchStartFailure } from './start-failure';

export interface PreparedSearch {
  product: string;
  place: string;
  /** The raw query the parse was made from. */
  queryKey: string;
  parsed: Parsed<ParsedSearch<unknown>>;
  /** The started search (only when the parse succeeded); null inside when the supplier refused a token. */
  started: { key: string; token: Promise<SearchStart> } | null;
}

type Vars = { Variables: { preparedSearch?: PreparedSearch | undefined } };

/** Parses a results page's query and starts its search; the edge puts the answer on the request context. */
export async function prepareSearch<Req>(
  product: SearchProduct<Req, unknown, unknown>,
  client: UpstreamClient,
  place: string,
  query: Query,
  today: IsoDate,
): Promise<PreparedSearch> {
  const parsed = await product.parse(client, place, query, today);
  const started = parsed.ok
    ? {
        key: product.requestKey(parsed.value.request),
        // A refused token ends the search silently; an outage is the page's to show (start-failure.ts).
        token: product.start(client, parsed.value.request).catch(searchStartFailure),
      }
    : null;
  return { product: product.name, place, queryKey: toSearchString(query), parsed, started };
}

/**
 * The page's parse: the edge's, when it ran for this very URL (a document load), else a parse of its own (an RSC
 * navigation, which the edge leaves alone). Throws UpstreamError when a location lookup fails.
 */
export async function parsedSearch<Req>(
  product: SearchProduct<Req, unknown, unknown>,
  client: UpstreamClient,
  place: string,
  query: Query,
  today: IsoDate,
): Promise<Parsed<ParsedSearch<Req>>> {
  const prepared = tryGetContext<Vars>()?.get('preparedSearch');
  if (prepared && prepared.product === product.name && prepared.place === place && prepared.queryKey === toSearchString(query))
    return prepared.parsed as Parsed<ParsedSearch<Req>>;
  return product.parse(client, place, query, today);
}

/** The started search's token if it is for this request; hands it out once. */
export function takeStartedSearch<Req>(product: SearchProduct<Req, unknown, unknown>, request: Req): Promise<SearchStart> | null {
  const c = tryGetContext<Vars>();
  const prepared = c?.get('preparedSearch');
  if (!c || !prepared?.started || prepared.product !== product.name || prepared.started.key !== product.requestKey(request)) return null;
  c.set('preparedSearch', { ...prepared, started: null });
  return prepared.started.token;
}
