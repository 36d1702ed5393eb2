/**
 * The hotel search poller (spec 000 §4 "Hotel search flow", issue 4 deliverable 5): a token, then a poll every 2 s
 * until the supplier is finished or 90 s, at most 45 polls. An async generator of events, so the NDJSON stream and a
 * server-rendered page consume it the same way: `for await (const e of pollHotelSearch(…))`.
 * Each round carries only hotels that are new or cheaper than before, as the results list needs them
 * (`forResultsList`); the last event is the summary.
 */
import { CARD_FACILITIES_SHOWN, CARD_IMAGES_SHOWN, HOTEL_POLL_INTERVAL_MS, HOTEL_SEARCH_TIME_LIMIT_SECONDS } from '../../lib/constants';
import { hotelsApi, type HotelResult, type HotelSearchInfo, type HotelSearchParams } from '../upstream/hotels';
import type { UpstreamClient } from '../upstream/request';
import { pollSettings, pollUntilDone, type PollOptions, type SearchSummary } from './poll';

const LIMIT_MS = HOTEL_SEARCH_TIME_LIMIT_SECONDS * 1000;
/** 90 s / 2 s: also what fits the Workers Free budget of 50 subrequests (session + token + polls). */
export const HOTEL_MAX_POLLS = Math.ceil(LIMIT_MS / HOTEL_POLL_INTERVAL_MS);

export interface HotelRound {
  /** 1-based count of rounds with news. */
  round: number;
  /** Hotels new in this round, or known ones at a lower price (they replace the older entry). */
  items: HotelResult[];
  /** Distinct hotels so far. */
  total: number;
  isFinish: boolean;
  searchInfo: HotelSearchInfo;
}

export type HotelSearchEvent = ({ type: 'round' } & HotelRound) | ({ type: 'summary' } & SearchSummary);

export interface HotelSearchRequest extends HotelSearchParams {
  /** Resume a search already started (e.g. by the page that rendered its first round) instead of starting one. */
  searchToken?: string | undefined;
  /** With `searchToken`: the supplier round the caller already has. */
  since?: number | undefined;
}

/**
 * Adds one poll's hotels to those known (by hotelId). A new hotel, or a known one at a lower price, replaces the
 * entry and is returned; repeats at the same or a higher price are dropped. Duplicates within the poll collapse to
 * the cheapest.
 */
export function mergeHotels(known: Map<number, HotelResult>, incoming: readonly HotelResult[]): HotelResult[] {
  const changed = new Map<number, HotelResult>();
  for (const hotel of incoming) {
    const before = known.get(hotel.hotelId);
    if (before && before.minimumPackagePrice <= hotel.minimumPackagePrice) continue;
    known.set(hotel.hotelId, hotel);
    changed.set(hotel.hotelId, hotel);
  }
  return [...changed.values()];
}

/**
 * A hotel as the results list needs it: the card shows 4 images (only the first with a caption, as its alt text) and
 * 3 facilities, and never the room list or the preview text, so the rest stays on the server. Roughly halves what
 * the page and its stream carry per hotel (and what the browser decodes while the first cards hydrate).
 */
export function forResultsList(hotel: HotelResult): HotelResult {
  const images = hotel.images.slice(0, CARD_IMAGES_SHOWN).map((img, i) => (i === 0 ? img : { ...img, name: '' }));
  return { ...hotel, images, facilities: hotel.facilities.slice(0, CARD_FACILITIES_SHOWN), rooms: [], preview: '' };
}

export async function* pollHotelSearch(
  client: UpstreamClient,
  request: HotelSearchRequest,
  options: PollOptions = {},
): AsyncGenerator<HotelSearchEvent, void> {
  const s = pollSettings({ intervalMs: HOTEL_POLL_INTERVAL_MS, limitMs: LIMIT_MS, maxPolls: HOTEL_MAX_POLLS }, options);
  const known = new Map<number, HotelResult>();
  // Ask only for what changed since the last round seen; a supplier that ignores `since` is merged all the same.
  let since = request.since ?? 0;
  let round = 0;
  const polls = pollUntilDone(client, s, {
    start: (c, deadlineMs) => (request.searchToken ? Promise.resolve(request.searchToken) : hotelsApi(c).searchToken(request, deadlineMs)),
    poll: async (c, token, deadlineMs) => {
      const answer = await hotelsApi(c).poll(token, { since, deadlineMs, requestTime: s.timers.now() });
      since = Math.max(since, answer.info.round);
      return { ...answer, nextRoundInMs: answer.info.nextRoundInMs };
    },
  });
  let next = await polls.next();
  for (; !next.done; next = await polls.next()) {
    const answer = next.value;
    const items = mergeHotels(known, answer.items);
    if (items.length === 0 && !answer.isFinish) continue;
    yield {
      type: 'round',
      round: ++round,
      items: items.map(forResultsList),
      total: known.size,
      isFinish: answer.isFinish,
      searchInfo: answer.info,
    };
  }
  yield { type: 'summary', total: known.size, finished: next.value.reason === 'finished', ...next.value };
}
