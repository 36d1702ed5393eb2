/**
 * The hotel search as a pipeline product: a token for a city and dates, then a poll every 2 s until the supplier is
 * finished or 90 s, at most 45 polls; a hotel is known by its id and comes again only cheaper.
 */
import { CARD_FACILITIES_SHOWN, CARD_IMAGES_SHOWN } from '@/lib/constants';
import { HOTEL_POLL_INTERVAL_MS, HOTEL_SEARCH_TIME_LIMIT_SECONDS } from '@/products/hotel/model/constants';
import type { IsoDate } from '@/lib/dates';
import { hotelSearchRouteQuery, isValidDestinationSlug, parseHotelQuery } from '@/products/hotel/model/query';
import { omitKeys, type Query } from '@/lib/query';
import { hotelSearchProblem } from '@/products/hotel/model/search-problem';
import { isSearchToken } from '@/server/upstream/search-call';
import { hotelsApi, type HotelResult, type HotelSearchInfo, type HotelSearchParams } from './upstream/search';
import type { UpstreamClient } from '@/server/upstream/request';
import { RESUME_KEYS, type ParsedSearch, type SearchProduct, type SearchRoundEvent, supplierRound } from '@/server/search/pipeline';
import { POLL_TIMEOUT_MS } from '@/server/search/poll';
import { invalidDestination, invalidQuery, positiveInt, type Parsed } from '@/server/search/requests';

const LIMIT_MS = HOTEL_SEARCH_TIME_LIMIT_SECONDS * 1000;
/** 90 s / 2 s: also what fits the Workers Free budget of 50 subrequests (session + token + polls). */
export const HOTEL_MAX_POLLS = Math.ceil(LIMIT_MS / HOTEL_POLL_INTERVAL_MS);
const MAX_SLUG_LENGTH = 100;

export type HotelSearchEvent = SearchRoundEvent<HotelResult, HotelSearchInfo>;

/**
 * A hotel as the results list needs it: the card shows 4 images (only the first with a caption, as its alt text) and
 * 3 facilities, and never the room list or the preview text, so the rest stays on the server. Roughly halves what
 * the page and its stream carry per hotel (and what the browser decodes while the first cards hydrate).
 */
export function forResultsList(hotel: HotelResult): HotelResult {
  const images = hotel.images.slice(0, CARD_IMAGES_SHOWN).map((img, i) => (i === 0 ? img : { ...img, name: '' }));
  return { ...hotel, images, facilities: hotel.facilities.slice(0, CARD_FACILITIES_SHOWN), rooms: [], preview: '' };
}

const isPlace = (destination: string) => isValidDestinationSlug(destination) && destination.length <= MAX_SLUG_LENGTH;

/**
 * `{destination slug}` + the hotel query → the search: the search route's own rule (`hotelSearchRouteQuery`, which the
 * edge's redirect applies too: defaults of an empty query, dates repaired, HotelId/HotelSearchId dropped), and a
 * missing location id looked up from the slug (once: the caller keeps the answer). The page's query is the same
 * rule with the looked-up id filled in.
 */
async function parseHotelSearch(
  client: UpstreamClient,
  destination: string,
  raw: Query,
  today: IsoDate,
): Promise<Parsed<ParsedSearch<HotelSearchParams>>> {
  if (!isPlace(destination)) return invalidDestination;
  const rest = omitKeys(raw, RESUME_KEYS);
  const q = parseHotelQuery(hotelSearchRouteQuery(rest, { today, destination }) ?? rest);
  if (!q.startDate || !q.endDate) return invalidQuery; // the repair always sets both; kept for the types
  // What the repair cannot fix: rooms outside the limits, a stay over a year ahead (the page says why, status 400).
  const problem = hotelSearchProblem(rest, today, destination);
  if (problem) return { ok: false, code: 'invalid_query', message: problem };
  let locationId = positiveInt(q.id);
  if (locationId === null) {
    const found = await hotelsApi(client).findDestination(destination);
    if (!found) return invalidDestination;
    locationId = found.locationId;
  }
  const repaired = hotelSearchRouteQuery(rest, { today, destination, locationId }) ?? rest;
  return {
    ok: true,
    value: {
      request: { locationId, checkIn: q.startDate, checkOut: q.endDate, rooms: q.rooms },
      query: { ...repaired, id: repaired['id'] || String(locationId) },
    },
  };
}

export const hotelSearch: SearchProduct<HotelSearchParams, HotelResult, HotelSearchInfo> = {
  name: 'hotels',
  limits: { intervalMs: HOTEL_POLL_INTERVAL_MS, limitMs: LIMIT_MS, maxPolls: HOTEL_MAX_POLLS },
  isPlace,
  isToken: isSearchToken,
  parse: parseHotelSearch,
  requestKey: (p) => JSON.stringify([p.locationId, p.checkIn, p.checkOut, p.rooms.map((r) => [r.adults, ...r.children])]),
  // A token is one request: bounded like one poll, so a supplier that never answers ends the loading (as a failed
  // search) in seconds, not after the client's retries of its 120 s timeout.
  start: (client, request, deadlineMs = POLL_TIMEOUT_MS) => hotelsApi(client).searchToken(request, Math.min(deadlineMs, POLL_TIMEOUT_MS)),
  poll: async (client, token, o) => {
    const answer = await hotelsApi(client).poll(token, o);
    return supplierRound(answer.items, answer);
  },
  key: (hotel) => hotel.hotelId,
  mergeValue: (hotel) => hotel.minimumPackagePrice,
  replaces: (next, before) => next < before,
  forResultsList,
};
