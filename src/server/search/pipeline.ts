/**
 * The search pipeline every results product shares. A product supplies a `SearchProduct` definition
 * (src/products/<id>/server/search.ts): how to parse its query, how to start and poll its supplier, the identity of a result
 * and when a newer copy replaces the known one, and how one result is cut down for the list. The pipeline does the rest:
 * parse once (the edge prefetch, else the page or a new stream), poll in rounds of news only (`pollSearchRounds`), the
 * page's first round (`firstSearchRound`) and the NDJSON stream's events (`SearchStreamEvent`).
 */
import type { IsoDate } from '@/lib/dates';
import type { RoleName } from '@/lib/roles';
import * as messages from '@/lib/messages';
import type { Query } from '@/lib/query';
import type { UpstreamClient } from '../upstream/request';
import { pollSettings, pollUntilDone, type PollOptions, type SearchEnd, type StopReason } from './poll';
import { invalidDestination, invalidQuery, positiveInt, type Parsed } from './requests';

export interface ParsedSearch<Req> {
  /** What the supplier's search takes. */
  request: Req;
  /** The page's query: defaults filled, dates repaired, a looked-up location added (links and the stream carry it). */
  query: Query;
}

/** One supplier answer, in the pipeline's terms. */
export interface SupplierRound<Item, Info> {
  items: readonly Item[];
  isFinish: boolean;
  /** The supplier's round counter: the next poll asks only for what is newer. */
  round: number;
  /** When the supplier expects its next round (a hint), or null. */
  nextRoundInMs: number | null;
  info: Info;
}

export interface SearchProduct<Req, Item, Info> {
  /** The stream's path segment: `/stream/{name}/{place}`. */
  name: string;
  /** Poll every `intervalMs` for at most `limitMs` (token included) and at most `maxPolls` upstream requests. */
  limits: { intervalMs: number; limitMs: number; maxPolls: number };
  /** The route's place parameter (a destination slug, a route…), checked without any upstream call. */
  isPlace(place: string): boolean;
  /** A resumed search's token, checked before it goes into an upstream path. */
  isToken(token: string): boolean;
  /** Parses and repairs a query into the supplier's request, resolving a missing location. Throws UpstreamError. */
  parse(client: UpstreamClient, place: string, query: Query, today: IsoDate): Promise<Parsed<ParsedSearch<Req>>>;
  /** What identifies a request: a search started at the edge is the page's only if the keys are equal. */
  requestKey(request: Req): string;
  start(client: UpstreamClient, request: Req, deadlineMs?: number): Promise<string>;
  poll(
    client: UpstreamClient,
    token: string,
    o: { since: number; deadlineMs: number; requestTime: number },
  ): Promise<SupplierRound<Item, Info>>;
  /** The identity of a result (the same hotel, the same flight…). */
  key(item: Item): number | string;
  /** The merge rule: a result seen before is sent again only when `next` replaces `before` (e.g. it is cheaper). */
  replaces(next: Item, before: Item): boolean;
  /** A result as the results list needs it (what the cards never show stays on the server). */
  forResultsList(item: Item): Item;
  /**
   * A listed result as this viewer may see it (e.g. provider names for counter users only). The page's first round
   * and the stream both apply it, from the session's roles; without it every viewer sees the same result.
   */
  forViewer?(item: Item, roles: readonly RoleName[]): Item;
}

/** The round's results as the viewer with `roles` may see them (the product's `forViewer`, if it has one). */
export function itemsForViewer<Item>(
  product: Pick<SearchProduct<unknown, Item, unknown>, 'forViewer'>,
  items: Item[],
  roles: readonly RoleName[],
): Item[] {
  const view = product.forViewer;
  return view ? items.map((item) => view(item, roles)) : items;
}

export interface SearchRound<Item, Info> {
  type: 'round';
  /** 1-based count of rounds with news. */
  round: number;
  /** Results new in this round, or known ones that replace the older entry. */
  items: Item[];
  /** Distinct results so far. */
  total: number;
  isFinish: boolean;
  searchInfo: Info;
}

export type SearchEndEvent = { type: 'summary' } & SearchEnd;
export type SearchRoundEvent<Item, Info> = SearchRound<Item, Info> | SearchEndEvent;

/**
 * What a `/stream/{product}/…` NDJSON line is: rounds, then at most one Persian error line, then the summary. The
 * summary carries `session`, a short hash of the session id, so a client (the load bench) can tell streams apart.
 */
export type SearchStreamEvent<Item, Info> =
  | SearchRound<Item, Info>
  | { type: 'error'; message: string }
  | (SearchEndEvent & { session: string | null });

/** A new search from its request, or one already started (by the page that rendered its first round) resumed. */
export type SearchStart<Req> = { request: Req } | { token: string; since: number };

/** Stream-only keys: resume an existing search. */
export const RESUME_KEYS = ['searchToken', 'since'] as const;

/** The Persian line a stream or a page shows when a search stops early; a timeout or a disconnect says nothing. */
export function stopMessage(reason: StopReason): string | null {
  if (reason === 'expired') return messages.results.expired;
  if (reason === 'error') return messages.common.genericError;
  return null;
}

/**
 * Adds one poll's results to those known (by the product's key). A new result, or one the merge rule lets replace the
 * known entry, is kept and returned; duplicates within the poll collapse to the one that wins.
 */
export function mergeResults<Item>(
  product: Pick<SearchProduct<never, Item, unknown>, 'key' | 'replaces'>,
  known: Map<number | string, Item>,
  incoming: readonly Item[],
): Item[] {
  const changed = new Map<number | string, Item>();
  for (const item of incoming) {
    const key = product.key(item);
    const before = known.get(key);
    if (before && !product.replaces(item, before)) continue;
    known.set(key, item);
    changed.set(key, item);
  }
  return [...changed.values()];
}

/**
 * What a stream starts from: the token and round of a resumed search (no query parse, no location lookup: the token
 * alone names the search), or else the parsed query. Throws UpstreamError when a location lookup fails.
 */
export async function streamStart<Req>(
  product: SearchProduct<Req, unknown, unknown>,
  client: UpstreamClient,
  place: string,
  query: Query,
  today: IsoDate,
): Promise<Parsed<SearchStart<Req>>> {
  if (!product.isPlace(place)) return invalidDestination;
  const { searchToken, since } = query;
  if (searchToken !== undefined) {
    if (!product.isToken(searchToken)) return invalidQuery;
    return { ok: true, value: { token: searchToken, since: positiveInt(since) ?? 0 } };
  }
  const parsed = await product.parse(client, place, query, today);
  return parsed.ok ? { ok: true, value: { request: parsed.value.request } } : parsed;
}

/**
 * Polls a search until it ends, as an async generator: a round whenever there is news (new results, or cheaper
 * ones), then the summary. The NDJSON stream and the server-rendered page consume it the same way.
 */
export async function* pollSearchRounds<Req, Item, Info>(
  product: SearchProduct<Req, Item, Info>,
  client: UpstreamClient,
  start: SearchStart<Req>,
  options: PollOptions = {},
): AsyncGenerator<SearchRoundEvent<Item, Info>, void> {
  const s = pollSettings(product.limits, options);
  const known = new Map<number | string, Item>();
  // Ask only for what changed since the last round seen; a supplier that ignores `since` is merged all the same.
  let since = 'token' in start ? start.since : 0;
  let round = 0;
  const polls = pollUntilDone(client, s, {
    start: (c, deadlineMs) => ('token' in start ? Promise.resolve(start.token) : product.start(c, start.request, deadlineMs)),
    poll: async (c, token, deadlineMs) => {
      const answer = await product.poll(c, token, { since, deadlineMs, requestTime: s.timers.now() });
      since = Math.max(since, answer.round);
      return answer;
    },
  });
  let next = await polls.next();
  for (; !next.done; next = await polls.next()) {
    const answer = next.value;
    const items = mergeResults(product, known, answer.items);
    if (items.length === 0 && !answer.isFinish) continue;
    yield {
      type: 'round',
      round: ++round,
      items: items.map((item) => product.forResultsList(item)),
      total: known.size,
      isFinish: answer.isFinish,
      searchInfo: answer.info,
    };
  }
  yield { type: 'summary', total: known.size, finished: next.value.reason === 'finished', ...next.value };
}

export interface FirstRound<Item, Info> {
  items: Item[];
  searchInfo: Info | null;
  finished: boolean;
  /** Why the search stopped, in Persian, if it stopped early. */
  stopMessage: string | null;
}

/**
 * The first round of a started search, for the page to render into its HTML; the browser continues the same search
 * from there through the stream. A null token (the supplier refused one) ends the search silently: no results, no
 * message.
 */
export async function firstSearchRound<Req, Item, Info>(
  product: SearchProduct<Req, Item, Info>,
  client: UpstreamClient,
  token: string | null,
): Promise<FirstRound<Item, Info>> {
  const first: FirstRound<Item, Info> = { items: [], searchInfo: null, finished: true, stopMessage: null };
  if (!token) return first;
  const events = pollSearchRounds(product, client, { token, since: 0 });
  try {
    for await (const e of events) {
      if (e.type === 'round') return { items: e.items, searchInfo: e.searchInfo, finished: e.isFinish, stopMessage: null };
      return { ...first, stopMessage: stopMessage(e.reason) };
    }
  } finally {
    await events.return();
  }
  return first;
}
