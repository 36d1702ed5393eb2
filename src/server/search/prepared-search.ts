/**
 * A results page's search, parsed and started by the edge before Waku renders anything (src/edge/search-prefetch.ts).
 * The query is parsed (and a missing location looked up) once per document: the page reads the parse from here instead
 * of parsing again. And the supplier counts its first round (1.2 s in the sandbox) from the token, so asking for the
 * token only once React reaches the results would add the shell's render time to the wait for the first card: the
 * page takes the token here, once, when the search it renders is the one that was started; otherwise it starts its own.
 * A single-answer search is started the same way: its one call is made here, and the page takes its answer.
 */
import { tryGetContext } from 'hono/context-storage';
import type { IsoDate } from '@/lib/dates';
import { toSearchString, type Query } from '@/lib/query';
import type { RoleName } from '@/lib/roles';
import * as messages from '@/lib/messages';
import type { UpstreamClient } from '../upstream/request';
import {
  type FirstRound,
  type ParsedSearch,
  type SearchDefinition,
  type SearchProduct,
  type SingleAnswerSearch,
  firstSearchRound,
  isSingleAnswer,
  itemsForViewer,
  singleAnswerRounds,
  stopMessage,
} from './pipeline';
import type { Parsed } from './requests';
import { SEARCH_UNREACHABLE, type SearchStart, searchStartFailure } from './start-failure';

export interface PreparedSearch {
  product: string;
  place: string;
  /** The raw query the parse was made from. */
  queryKey: string;
  parsed: Parsed<ParsedSearch<unknown>>;
  /**
   * The started search (only when the parse succeeded): a polled search's token (null inside when the supplier refused
   * one), or a single-answer search's answer as the page's first round.
   */
  started: Started | null;
}

type Started = { key: string; token: Promise<SearchStart> } | { key: string; answer: Promise<PageFirstRound<unknown, unknown>> };

/** What a results page renders into its HTML and hands the browser's results shell (either search mode). */
export interface PageFirstRound<Item, Info> extends FirstRound<Item, Info> {
  /** The stream resumes the search with it; null when it could not start, or has nothing to resume (single answer). */
  searchToken: string | null;
  /** The supplier did not answer at all (timeout, no connection, a failed single call): an outage, shown as one. */
  unreachable: boolean;
  /** There are no results to trust (the search could not start or failed): never shown as "no results". */
  failed: boolean;
  /** A single-answer search's first page has a next one. */
  hasMore: boolean;
}

type Vars = { Variables: { preparedSearch?: PreparedSearch | undefined } };

/** Parses a results page's query and starts its search; the edge puts the answer on the request context. */
export async function prepareSearch<Req>(
  product: SearchDefinition<Req, unknown, unknown>,
  client: UpstreamClient,
  place: string,
  query: Query,
  today: IsoDate,
): Promise<PreparedSearch> {
  const parsed = await product.parse(client, place, query, today);
  return {
    product: product.name,
    place,
    queryKey: toSearchString(query),
    parsed,
    started: parsed.ok ? start(product, client, parsed.value.request) : null,
  };
}

function start<Req>(product: SearchDefinition<Req, unknown, unknown>, client: UpstreamClient, request: Req): Started {
  const key = product.requestKey(request);
  if (isSingleAnswer(product)) return { key, answer: singleFirstRound(product, client, request) };
  // A refused token ends the search silently; an outage is the page's to show (start-failure.ts).
  return { key, token: product.start(client, request).catch(searchStartFailure) };
}

/**
 * The page's parse: the edge's, when it ran for this very URL (a document load), else a parse of its own (an RSC
 * navigation, which the edge leaves alone). Throws UpstreamError when a location lookup fails.
 */
export async function parsedSearch<Req>(
  product: SearchDefinition<Req, unknown, unknown>,
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

/** The started polled search's token if it is for this request; hands it out once. */
export function takeStartedSearch<Req>(product: SearchProduct<Req, unknown, unknown>, request: Req): Promise<SearchStart> | null {
  const started = takeStarted(product, request);
  return started && 'token' in started ? started.token : null;
}

/** The edge's started search if it is for this request; hands it out once. */
function takeStarted<Req>(product: SearchDefinition<Req, unknown, unknown>, request: Req): Started | null {
  const c = tryGetContext<Vars>();
  const prepared = c?.get('preparedSearch');
  if (!c || !prepared?.started || prepared.product !== product.name || prepared.started.key !== product.requestKey(request)) return null;
  c.set('preparedSearch', { ...prepared, started: null });
  return prepared.started;
}

/**
 * A results page's first round in either mode, from the search the edge started for this very request, else from one
 * of its own, as this viewer may see it. Polled: the token (an unreachable supplier is an outage, a refused token a
 * silent end: start-failure.ts), then the first round with news. Single answer: the one call's answer, whole and
 * finished; its failure is an outage with the Persian line, as a polled search's failed start is on the stream.
 */
export async function pageFirstRound<Req, Item, Info>(
  product: SearchDefinition<Req, Item, Info>,
  client: UpstreamClient,
  request: Req,
  roles: readonly RoleName[],
): Promise<PageFirstRound<Item, Info>> {
  const started = takeStarted(product, request);
  let first: PageFirstRound<Item, Info>;
  if (isSingleAnswer(product)) {
    const answer = started && 'answer' in started ? (started.answer as Promise<PageFirstRound<Item, Info>>) : null;
    first = await (answer ?? singleFirstRound(product, client, request));
  } else {
    const token = await (started && 'token' in started ? started.token : product.start(client, request).catch(searchStartFailure));
    const resumable = token === SEARCH_UNREACHABLE ? null : token;
    const round = await firstSearchRound(product, client, resumable);
    first = { ...round, searchToken: resumable, unreachable: token === SEARCH_UNREACHABLE, failed: resumable === null, hasMore: false };
  }
  return { ...first, items: itemsForViewer(product, first.items, roles) };
}

/** The one call as the page's first round; it never rejects (the edge starts it before anyone awaits it). */
async function singleFirstRound<Req, Item, Info>(
  product: SingleAnswerSearch<Req, Item, Info>,
  client: UpstreamClient,
  request: Req,
): Promise<PageFirstRound<Item, Info>> {
  const failed = (message: string | null): PageFirstRound<Item, Info> => ({
    items: [],
    searchInfo: null,
    finished: true,
    stopMessage: message,
    searchToken: null,
    unreachable: true,
    failed: true,
    hasMore: false,
  });
  try {
    for await (const e of singleAnswerRounds(product, client, request, 1)) {
      if (e.type === 'summary') return failed(stopMessage(e.reason));
      const { items, searchInfo, hasMore = false } = e;
      return { items, searchInfo, finished: true, stopMessage: null, searchToken: null, unreachable: false, failed: false, hasMore };
    }
  } catch (err) {
    // Only a bug gets here (the pipeline turns upstream failures into a summary): log it, say it in Persian.
    console.error('single-answer search failed', err);
  }
  return failed(messages.common.genericError);
}
