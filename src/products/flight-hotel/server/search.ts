/**
 * The flight+hotel search as a polled pipeline product (src/server/search/pipeline.ts): a `{source}-{destination}`
 * route and the flight dates and rooms of the search link → a TourDynamic token, then a poll every 2 s until the
 * supplier is finished or the tour search time limit of 90 s (spec 000 §9), at most 45 polls. A bundle is known by
 * its hotel and comes again only cheaper.
 */
import type { IsoDate } from '@/lib/dates';
import { omitKeys, type Query } from '@/lib/query';
import { RESUME_KEYS, type ParsedSearch, type SearchProduct, supplierRound } from '@/server/search/pipeline';
import { POLL_TIMEOUT_MS } from '@/server/search/poll';
import { invalidDestination, invalidQuery, type Parsed } from '@/server/search/requests';
import { isSearchToken } from '@/server/upstream/search-call';
import type { UpstreamClient } from '@/server/upstream/request';
import { repairFlightHotelSearchQuery } from '../model/dates';
import { bundleRoomsProblem, bundleSearchOf } from '../model/search';
import { flightHotelSearchProblem } from '../model/search-problem';
import type { TourBundle, TourSearchInfo } from './schemas';
import { type TourSearchParams, tourDynamicApi } from './upstream';

export const FLIGHT_HOTEL_STREAM = 'flight-hotel';
/** Spec 000 §9 and 001 §9: the tour search time limit. */
export const TOUR_SEARCH_TIME_LIMIT_SECONDS = 90;
export const TOUR_POLL_INTERVAL_MS = 2000;
const LIMIT_MS = TOUR_SEARCH_TIME_LIMIT_SECONDS * 1000;
export const TOUR_MAX_POLLS = Math.ceil(LIMIT_MS / TOUR_POLL_INTERVAL_MS);

/** What can reach the parse; the route's own rule (its Persian message) is the search problem's. */
const PLACE = /^[A-Za-z0-9-]{1,20}$/;

/** A card shows one photo and three facilities, and never the fare-rule lines: the rest stays on the server. */
export function forBundleList(b: TourBundle): TourBundle {
  return {
    ...b,
    hotel: { ...b.hotel, images: b.hotel.images.slice(0, 1), facilities: b.hotel.facilities.slice(0, 3) },
    outbound: { ...b.outbound, fareRules: [] },
    inbound: { ...b.inbound, fareRules: [] },
  };
}

async function parseFlightHotelSearch(
  _client: UpstreamClient,
  place: string,
  raw: Query,
  today: IsoDate,
): Promise<Parsed<ParsedSearch<TourSearchParams>>> {
  if (!PLACE.test(place)) return invalidDestination;
  const rest = omitKeys(raw, RESUME_KEYS);
  // The search route's own repair (the edge redirects with it first): missing or past dates get the spec's defaults.
  const query = repairFlightHotelSearchQuery(rest, { today, destination: place }) ?? rest;
  const problem = flightHotelSearchProblem(place, query, today);
  if (problem) return { ok: false, code: 'invalid_query', message: problem };
  const rooms = bundleRoomsProblem(query);
  if (rooms) return { ok: false, code: 'invalid_query', message: rooms };
  const s = bundleSearchOf(place, query);
  if (!s) return invalidQuery;
  return {
    ok: true,
    value: {
      request: { source: s.source, destination: s.destination, checkIn: s.flightDate, checkOut: s.returnDate, rooms: s.rooms },
      query,
    },
  };
}

export const flightHotelSearch: SearchProduct<TourSearchParams, TourBundle, TourSearchInfo> = {
  name: FLIGHT_HOTEL_STREAM,
  limits: { intervalMs: TOUR_POLL_INTERVAL_MS, limitMs: LIMIT_MS, maxPolls: TOUR_MAX_POLLS },
  isPlace: (place) => PLACE.test(place),
  isToken: isSearchToken,
  parse: parseFlightHotelSearch,
  requestKey: (p) => JSON.stringify([p.source, p.destination, p.checkIn, p.checkOut, p.rooms.map((r) => [r.adults, ...r.children])]),
  // A token is one request: bounded like one poll, so a supplier that never answers ends the loading in seconds.
  start: (client, request, deadlineMs = POLL_TIMEOUT_MS) =>
    tourDynamicApi(client).searchToken(request, { deadlineMs: Math.min(deadlineMs, POLL_TIMEOUT_MS) }),
  poll: async (client, token, o) => {
    const answer = await tourDynamicApi(client).poll(token, o);
    return supplierRound(answer.items, { isFinish: answer.isFinish, info: answer.searchInfo });
  },
  key: (b) => b.hotel.hotelId,
  mergeValue: (b) => b.totalPrice,
  replaces: (next, before) => next < before,
  forResultsList: forBundleList,
};
