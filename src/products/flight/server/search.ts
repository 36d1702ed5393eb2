/**
 * The flight search as a pipeline product: a token for a route, dates, passengers and cabin, then polls that follow
 * the supplier's round hints (every 2 s at the latest) until it is finished, for at most 60 s and at most the flight
 * search count limit of 30 polls; a flight is known by its id (outbound and return flights alike) and comes again
 * only cheaper. The route and query are checked against the built-in airport table, so bad input costs no upstream
 * call.
 */
import { FLIGHT_SEARCH_COUNT_LIMIT } from '@/products/flight/model/constants';
import { seesProviderName } from '@/lib/roles';
import { flightRequestKey, isFlightRoute, parseFlightSearch, type FlightSearchRequest } from '@/products/flight/model/query';
import { flightsApi, type FlightResult, type FlightSearchInfo } from './upstream';
import { isSearchToken } from '@/server/upstream/search-call';
import { type SearchProduct, type SearchRoundEvent, supplierRound } from '@/server/search/pipeline';

const FLIGHT_POLL_INTERVAL_MS = 2_000;
const FLIGHT_SEARCH_LIMIT_MS = 60_000;

export type FlightSearchEvent = SearchRoundEvent<FlightResult, FlightSearchInfo>;

export const flightSearch: SearchProduct<FlightSearchRequest, FlightResult, FlightSearchInfo> = {
  name: 'flights',
  limits: { intervalMs: FLIGHT_POLL_INTERVAL_MS, limitMs: FLIGHT_SEARCH_LIMIT_MS, maxPolls: FLIGHT_SEARCH_COUNT_LIMIT },
  isPlace: isFlightRoute,
  isToken: isSearchToken,
  parse: async (_client, route, query, today) => {
    const parsed = parseFlightSearch(route, query, today);
    if (!parsed.ok) return { ok: false, code: 'invalid_query', message: parsed.message };
    return { ok: true, value: { request: parsed.request, query: parsed.query } };
  },
  requestKey: flightRequestKey,
  start: (client, request, deadlineMs) => flightsApi(client).searchToken(request, deadlineMs),
  poll: async (client, token, o) => {
    const answer = await flightsApi(client).poll(token, o);
    return supplierRound([...answer.departures, ...answer.returns], answer);
  },
  key: (flight) => flight.id,
  mergeValue: (flight) => flight.total,
  replaces: (next, before) => next < before,
  // The card never shows the fare-rule lines (the detail panel asks for the full rules): they stay on the server.
  forResultsList: (flight) => ({ ...flight, fareRules: [] }),
  // Provider (agency) names are for counter and agent users only (spec 001: "a counter flag also shows the provider
  // name"): anyone else gets the flight without it, so neither the page's HTML nor the stream carries the names.
  forViewer: (flight, roles) => (seesProviderName(roles) ? flight : { ...flight, provider: '' }),
};
