/**
 * The "detail stream" every product's detail search shares (a hotel's room packages first; a flight's and a tour's
 * details next): a token, then a poll at the product's pace until the supplier is finished (or the limit, or the
 * visitor leaves), and each round carries the whole list found so far, in display order, so that a client only ever
 * shows the last round. Polling, its bounds and its stop reasons are `pollUntilDone`'s; a product supplies a
 * `DetailSearch` definition.
 */
import type { UpstreamClient } from '../upstream/request';
import { type PollAnswer, type PollOptions, pollSettings, pollUntilDone, type SearchEnd } from './poll';

/** One poll's answer, as a definition returns it. */
export interface DetailPoll<T> extends PollAnswer {
  items: T[];
  /** The supplier's round counter: the next poll asks only for what is newer (`since`). */
  round: number;
}

export interface DetailSearch<P, T, K extends string> {
  /** Pace and bounds: the poll interval, the overall limit, and the poll budget (each poll is a subrequest). */
  intervalMs: number;
  limitMs: number;
  maxPolls: number;
  /** The name of the list in a round event (`packages`). */
  listKey: K;
  start: (client: UpstreamClient, params: P, deadlineMs: number) => Promise<string>;
  poll: (
    client: UpstreamClient,
    params: P,
    token: string,
    o: { since: number; deadlineMs: number; requestTime: number },
  ) => Promise<DetailPoll<T>>;
  /** The item's identity: a repeat of a known one is not counted as added. */
  idOf: (item: T) => string | number;
  /** Adds one poll's items to those found (a repeat replaces the older one). */
  append: (found: readonly T[], incoming: readonly T[]) => T[];
  /** The display order of the whole list. */
  order: (found: readonly T[]) => T[];
}

/** A round of a detail stream: the whole list under the definition's `listKey`. */
export type DetailRound<T, K extends string> = {
  round: number;
  /** Items new in this round. */
  added: number;
  isFinish: boolean;
  /** The detail search's token (follow-up calls, such as cancellation rules, are asked for by it). */
  searchToken: string;
} & { [key in K]: T[] };

export type DetailSearchEvent<T, K extends string> = ({ type: 'round' } & DetailRound<T, K>) | ({ type: 'summary' } & SearchEnd);

/**
 * What a detail stream's NDJSON carries, for the browser: the poller's rounds (`R`), the edge's Persian error line,
 * and the summary with the session tag the edge adds.
 */
export type DetailStreamLine<R> =
  | ({ type: 'round' } & R)
  | { type: 'error'; message: string }
  | ({ type: 'summary'; session?: string | null } & SearchEnd);

export async function* pollDetailSearch<P, T, K extends string>(
  search: DetailSearch<P, T, K>,
  client: UpstreamClient,
  params: P,
  options: PollOptions = {},
): AsyncGenerator<DetailSearchEvent<T, K>, void> {
  const s = pollSettings({ intervalMs: search.intervalMs, limitMs: search.limitMs, maxPolls: search.maxPolls }, options);
  let found: T[] = [];
  let since = 0;
  let round = 0;
  let searchToken = '';
  const polls = pollUntilDone(client, s, {
    start: async (c, deadlineMs) => {
      searchToken = await search.start(c, params, deadlineMs);
      return searchToken;
    },
    poll: async (c, token, deadlineMs) => {
      const answer = await search.poll(c, params, token, { since, deadlineMs, requestTime: s.timers.now() });
      since = Math.max(since, answer.round);
      return answer;
    },
  });
  let next = await polls.next();
  for (; !next.done; next = await polls.next()) {
    const answer = next.value;
    if (answer.items.length === 0 && !answer.isFinish) continue;
    const before = new Set(found.map(search.idOf));
    found = search.append(found, answer.items);
    const added = found.filter((item) => !before.has(search.idOf(item))).length;
    const list = { [search.listKey]: search.order(found) } as { [key in K]: T[] };
    yield { type: 'round', round: ++round, ...list, added, isFinish: answer.isFinish, searchToken };
  }
  yield { type: 'summary', total: found.length, finished: next.value.reason === 'finished', ...next.value };
}
