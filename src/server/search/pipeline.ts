/**
 * The search pipeline every results product shares. A product supplies a search definition
 * (src/products/<id>/server/search.ts): how to parse its query, how to ask its supplier, the identity of a result and
 * when a newer copy replaces the known one, and how one result is cut down for the list. Two modes, one output:
 *  - polled (`SearchProduct`): a token, then polls until the supplier says it is finished (hotels, flights);
 *  - single-answer (`SingleAnswerSearch`, `mode: 'single'`): the supplier answers in one call, or one call per page,
 *    with no token and no polling (insurance plans, CIP services, attractions).
 * The pipeline does the rest: parse once (the edge prefetch, else the page or a new stream), the rounds of news only
 * (`searchRounds`: `pollSearchRounds` or `singleAnswerRounds`), the page's first round and the NDJSON stream's events
 * (`SearchStreamEvent`). Both modes produce the same `round`/`summary` events, so the edge stream, the page and the
 * browser's results shell never ask which mode a product uses.
 */
import type { IsoDate } from '@/lib/dates';
import type { RoleName } from '@/lib/roles';
import * as messages from '@/lib/messages';
import type { Query } from '@/lib/query';
import { UpstreamError, realTimers, releaseTimeout, type UpstreamClient } from '../upstream/request';
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

/**
 * A supplier's poll answer in the pipeline's terms: its items, whether it is finished, and its info's round and
 * next-round hint (every polled product's info carries SearchRoundsEntries).
 */
export function supplierRound<Item, Info extends { round: number; nextRoundInMs: number | null }>(
  items: readonly Item[],
  answer: { isFinish: boolean; info: Info },
): SupplierRound<Item, Info> {
  return { items, isFinish: answer.isFinish, round: answer.info.round, nextRoundInMs: answer.info.nextRoundInMs, info: answer.info };
}

/** What both search modes declare: the query, the identity and merge rule of a result, and its cut for the list. */
interface SearchBase<Req, Item> {
  /** The stream's path segment: `/stream/{name}/{place}`. */
  name: string;
  /** The route's place parameter (a destination slug, a route…), checked without any upstream call. */
  isPlace(place: string): boolean;
  /** Parses and repairs a query into the supplier's request, resolving a missing location. Throws UpstreamError. */
  parse(client: UpstreamClient, place: string, query: Query, today: IsoDate): Promise<Parsed<ParsedSearch<Req>>>;
  /** What identifies a request: a search started at the edge is the page's only if the keys are equal. */
  requestKey(request: Req): string;
  /** The identity of a result (the same hotel, the same flight…). */
  key(item: Item): number | string;
  /** The figure the merge rule compares (its price): a search keeps only this of each result it has seen. */
  mergeValue(item: Item): number;
  /** The merge rule: a result seen before is sent again only when its `next` figure replaces `before` (e.g. cheaper). */
  replaces(next: number, before: number): boolean;
  /** A result as the results list needs it (what the cards never show stays on the server). */
  forResultsList(item: Item): Item;
  /**
   * A listed result as this viewer may see it (e.g. provider names for counter users only). The page's first round
   * and the stream both apply it, from the session's roles; without it every viewer sees the same result.
   */
  forViewer?(item: Item, roles: readonly RoleName[]): Item;
}

/** A polled search: a token for the request, then rounds until the supplier says it is finished. */
export interface SearchProduct<Req, Item, Info> extends SearchBase<Req, Item> {
  /** Absent (or 'polled') for a polled search: the discriminant of `SearchDefinition`. */
  mode?: 'polled';
  /** Poll every `intervalMs` for at most `limitMs` (token included) and at most `maxPolls` upstream requests. */
  limits: { intervalMs: number; limitMs: number; maxPolls: number };
  /** A resumed search's token, checked before it goes into an upstream path. */
  isToken(token: string): boolean;
  start(client: UpstreamClient, request: Req, deadlineMs?: number): Promise<string>;
  poll(
    client: UpstreamClient,
    token: string,
    o: { since: number; deadlineMs: number; requestTime: number },
  ): Promise<SupplierRound<Item, Info>>;
}

/** A single-answer supplier's answer to one call (one page of results). */
export interface SingleAnswer<Item, Info> {
  items: readonly Item[];
  info: Info;
  /** Another page exists: it is asked for as `/stream/{name}/{place}?…&page=N` (one call, one round). */
  hasMore?: boolean;
}

/**
 * A single-answer search: the supplier answers the request in one call (or one call per page), with no token and no
 * polling. Nothing resumes it, so it has no token check; `limitMs` bounds the call, retries included.
 */
export interface SingleAnswerSearch<Req, Item, Info> extends SearchBase<Req, Item> {
  mode: 'single';
  limits: { limitMs: number };
  /** One call for one page (1-based). `deadlineMs` is the time left: the call must not outlive it. Throws UpstreamError. */
  search(client: UpstreamClient, request: Req, o: { deadlineMs: number; page: number }): Promise<SingleAnswer<Item, Info>>;
}

/** A product's search in either mode; the engines take this and never ask which mode beyond `searchRounds`. */
export type SearchDefinition<Req, Item, Info> = SearchProduct<Req, Item, Info> | SingleAnswerSearch<Req, Item, Info>;

export function isSingleAnswer<Req, Item, Info>(search: SearchDefinition<Req, Item, Info>): search is SingleAnswerSearch<Req, Item, Info> {
  return search.mode === 'single';
}

/** The round's results as the viewer with `roles` may see them (the product's `forViewer`, if it has one). */
export function itemsForViewer<Item>(
  product: Pick<SearchBase<unknown, Item>, 'forViewer'>,
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
  /** A single-answer search's page has a next page (`page=N+1`); absent otherwise. */
  hasMore?: boolean;
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

/**
 * A new search from its request (a single-answer search's `page`, 1 if absent), or a polled one already started (by
 * the page that rendered its first round) resumed.
 */
export type SearchStart<Req> = { request: Req; page?: number } | { token: string; since: number };

/** Stream-only keys: resume an existing search. */
export const RESUME_KEYS = ['searchToken', 'since'] as const;
/** A single-answer search's page (1-based): its stream asks for one page, one call. */
export const PAGE_KEY = 'page';

/** The Persian line a stream or a page shows when a search stops early; a timeout or a disconnect says nothing. */
export function stopMessage(reason: StopReason): string | null {
  if (reason === 'expired') return messages.results.expired;
  if (reason === 'error') return messages.common.genericError;
  return null;
}

/**
 * Adds one poll's results to those known (by the product's key) and returns what changed, as the list's cut. A new
 * result, or one the merge rule lets replace the known entry, is returned; duplicates within the poll collapse to the
 * one that wins. `known` keeps only each result's merge figure, never the result: a search holds it until it ends,
 * and with ~190 searches open at once the results they held were most of the worker's memory peak (issue 43,
 * session 39).
 */
export function mergeResults<Item>(
  product: Pick<SearchBase<never, Item>, 'key' | 'mergeValue' | 'replaces' | 'forResultsList'>,
  known: Map<number | string, number>,
  incoming: readonly Item[],
): Item[] {
  const changed = new Map<number | string, Item>();
  for (const item of incoming) {
    const key = product.key(item);
    const value = product.mergeValue(item);
    const before = known.get(key);
    if (before !== undefined && !product.replaces(value, before)) continue;
    known.set(key, value);
    changed.set(key, product.forResultsList(item));
  }
  return [...changed.values()];
}

/**
 * What a stream starts from: the token and round of a resumed search (no query parse, no location lookup: the token
 * alone names the search), or else the parsed query. A single-answer search has nothing to resume: a token is bad
 * input, and its `page` must be a positive number. Throws UpstreamError when a location lookup fails.
 */
export async function streamStart<Req>(
  product: SearchDefinition<Req, unknown, unknown>,
  client: UpstreamClient,
  place: string,
  query: Query,
  today: IsoDate,
): Promise<Parsed<SearchStart<Req>>> {
  if (!product.isPlace(place)) return invalidDestination;
  const { searchToken, since } = query;
  if (searchToken !== undefined) {
    if (isSingleAnswer(product) || !product.isToken(searchToken)) return invalidQuery;
    return { ok: true, value: { token: searchToken, since: positiveInt(since) ?? 0 } };
  }
  const page = query[PAGE_KEY];
  const pageNumber = isSingleAnswer(product) && page !== undefined ? positiveInt(page) : 1;
  if (pageNumber === null) return invalidQuery;
  const parsed = await product.parse(client, place, query, today);
  if (!parsed.ok) return parsed;
  return {
    ok: true,
    value: isSingleAnswer(product) ? { request: parsed.value.request, page: pageNumber } : { request: parsed.value.request },
  };
}

/**
 * A search's rounds then its summary, in either mode: the one function the stream and the page consume. A resumed
 * start (a token) only exists for a polled search (`streamStart` refuses one for a single-answer search).
 */
export function searchRounds<Req, Item, Info>(
  product: SearchDefinition<Req, Item, Info>,
  client: UpstreamClient,
  start: SearchStart<Req>,
  options: PollOptions = {},
): AsyncGenerator<SearchRoundEvent<Item, Info>, void> {
  if (!isSingleAnswer(product)) return pollSearchRounds(product, client, start, options);
  if ('token' in start) throw new Error(`${product.name}: a single-answer search cannot be resumed from a token`);
  return singleAnswerRounds(product, client, start.request, start.page ?? 1, options);
}

/**
 * A single-answer search as rounds: one call, then one finished round (even an empty one: "nothing found" is an
 * answer) and the summary, the same events a polled search ends with. The call is bounded by `limitMs` (the product's,
 * or the options'): it is told the time left as its deadline, and the wait itself ends there even if the call would
 * not, since the traveller must never wait on a supplier without end. Any failure (an UpstreamError,
 * the limit, a bug in the product's mapping) ends as a polled search's failed start does: no round and a summary with
 * reason 'error', which the stream and the page show as the Persian outage line, never as "no results". Only the
 * caller's own abort (the traveller left) is 'disconnected', and says nothing.
 */
export async function* singleAnswerRounds<Req, Item, Info>(
  product: SingleAnswerSearch<Req, Item, Info>,
  client: UpstreamClient,
  request: Req,
  page = 1,
  options: PollOptions = {},
): AsyncGenerator<SearchRoundEvent<Item, Info>, void> {
  const timers = options.timers ?? realTimers;
  const limitMs = options.limitMs ?? product.limits.limitMs;
  const { signal } = options;
  const started = timers.now();
  let calls = 0;
  const end = (reason: StopReason, total: number): SearchEndEvent => ({
    type: 'summary',
    total,
    finished: reason === 'finished',
    reason,
    polls: calls,
    elapsedMs: timers.now() - started,
  });
  if (signal?.aborted) {
    yield end('disconnected', 0);
    return;
  }
  // The client keeps its own signal (the page's request) unless the caller gives one (the stream's), as a poll does;
  // the limit reaches the call as its deadline, and the wait for it ends at the limit whatever the call does.
  const bound = (signal ? client.with({ signal }) : client).with({ onAttempt: () => void calls++ });
  const limit = timers.timeout(limitMs);
  const waits = signal ? AbortSignal.any([signal, limit]) : limit;
  let answer: SingleAnswer<Item, Info>;
  try {
    answer = await untilAborted(product.search(bound, request, { deadlineMs: limitMs, page }), waits);
  } catch {
    yield end(signal?.aborted ? 'disconnected' : 'error', 0);
    return;
  } finally {
    releaseTimeout(limit);
  }
  const known = new Map<number | string, number>();
  const items = mergeResults(product, known, answer.items);
  yield {
    type: 'round',
    round: 1,
    items,
    total: known.size,
    isFinish: true,
    searchInfo: answer.info,
    ...(answer.hasMore ? { hasMore: true } : {}),
  };
  yield end('finished', known.size);
}

/** The promise, or a rejection as soon as the signal aborts (whichever comes first); no listener is left behind. */
function untilAborted<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) return Promise.reject(new UpstreamError('aborted', null, 'aborted before the call'));
  let onAbort = () => {};
  const aborted = new Promise<never>((_, reject) => {
    onAbort = () => reject(new UpstreamError('deadline', null, 'the single-answer search ran out of time'));
    signal.addEventListener('abort', onAbort, { once: true });
  });
  return Promise.race([promise, aborted]).finally(() => signal.removeEventListener('abort', onAbort));
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
  const known = new Map<number | string, number>();
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
      items,
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
  if (!token) return NO_FIRST_ROUND;
  return firstRoundOf(pollSearchRounds(product, client, { token, since: 0 }));
}

const NO_FIRST_ROUND: FirstRound<never, never> = { items: [], searchInfo: null, finished: true, stopMessage: null };

/**
 * The first event of a search's rounds as the page's first round (a search that ended without one is over: its
 * Persian stop line, if any); the rest of the search is left to the stream, so the generator is closed.
 */
export async function firstRoundOf<Item, Info>(
  events: AsyncGenerator<SearchRoundEvent<Item, Info>, void>,
): Promise<FirstRound<Item, Info>> {
  try {
    for await (const e of events) {
      if (e.type === 'round') return { items: e.items, searchInfo: e.searchInfo, finished: e.isFinish, stopMessage: null };
      return { ...NO_FIRST_ROUND, stopMessage: stopMessage(e.reason) };
    }
  } finally {
    await events.return();
  }
  return NO_FIRST_ROUND;
}
