/**
 * Why a search URL cannot be searched at all, for the products whose results page is a summary (flight+hotel, tour,
 * insurance, attraction, cip) and for the hotel rooms: a Persian message, or null. Issue 16 point 1: input the
 * spec's repair redirect cannot fix is refused with the page's message and status 400 (never a 200 that looks like
 * a search, never a 500). What the redirect repairs (missing or past dates of hotel, flight and flight+hotel
 * searches) is repaired before this runs, so it is never refused here. Pure: the pages render the message and the
 * edge (src/edge/search-prefetch.ts) sets the status from the same function.
 */
import { addDays, type IsoDate, parseDateParam } from './dates';
import { MAX_DAYS_AHEAD } from './constants';
import { parsePassengerMix } from './passenger-mix';
import { findAirport } from './lookups';
import * as messages from './messages';
import { flightHotelSource } from './product-query';
import type { Query } from './query';
import { toLatinDigits } from './text';

export type SummaryProduct = 'flightHotel' | 'tour' | 'insurance' | 'attraction' | 'cip';

/** A destination slug (`ae-dubai`, `kish`, `antalya`), a Persian name, or an IATA code: letters, digits and dashes. */
const PLACE = /^[\p{L}\p{N}]+(?:[- ][\p{L}\p{N}]+)*$/u;
const MAX_PLACE_LENGTH = 100;

function decoded(text: string): string | null {
  try {
    return decodeURIComponent(text);
  } catch {
    return null;
  }
}

/**
 * Each product's date keys, as its search path writes them (product-query.ts); the destination products also read
 * the flight keys, as their summary does (product-search.ts `destinationSummary`).
 */
const FLIGHT_KEYS = { start: ['flightDate'], end: ['returnDate'] };
const DESTINATION_KEYS = { start: ['startDate', 'flightDate'], end: ['endDate', 'returnDate'] };
const DATE_KEYS: Record<SummaryProduct, { start: string[]; end: string[] }> = {
  flightHotel: FLIGHT_KEYS,
  tour: FLIGHT_KEYS,
  insurance: DESTINATION_KEYS,
  attraction: DESTINATION_KEYS,
  cip: DESTINATION_KEYS,
};

const firstOf = (query: Query, keys: string[]) => keys.map((k) => query[k]).find((v) => v !== undefined && v !== '');

/** Dates are optional on these pages; a given one must be a date, from today, within a year, the end after the start. */
function datesProblem(query: Query, keys: { start: string[]; end: string[] }, today: IsoDate): string | null {
  const m = messages.searchInput;
  const rawStart = firstOf(query, keys.start);
  const rawEnd = firstOf(query, keys.end);
  const start = rawStart ? parseDateParam(rawStart) : null;
  const end = rawEnd ? parseDateParam(rawEnd) : null;
  if ((rawStart && !start) || (rawEnd && !end)) return m.badDate;
  if (start && start < today) return m.pastDate;
  if ((start && start > addDays(today, MAX_DAYS_AHEAD)) || (end && end > addDays(today, MAX_DAYS_AHEAD))) return m.tooFar;
  if (start && end && end < start) return m.endBeforeStart;
  return null;
}

/** Only the passenger keys the URL gives are checked (a link with none means one adult). */
function passengersProblem(query: Query): string | null {
  const latin = Object.fromEntries(Object.entries(query).map(([k, v]) => [k, toLatinDigits(v)]));
  const mix = parsePassengerMix(latin);
  return typeof mix === 'string' ? mix : null;
}

/** `{source}-{destination}` of flight+hotel: `X` (any airport) or a known source, a known destination, two cities. */
function flightHotelRouteProblem(route: string): string | null {
  const m = messages.searchInput;
  const pair = /^([A-Za-z]{1,3})-([A-Za-z]{3})$/.exec(route);
  if (!pair) return m.badRoute;
  const source = pair[1]!.toUpperCase();
  const destination = pair[2]!.toUpperCase();
  const to = findAirport(destination);
  if (!to) return m.unknownAirport(destination);
  if (source === 'X') return null;
  const from = findAirport(flightHotelSource(source));
  if (!from) return m.unknownAirport(source);
  if (from.cityEn === to.cityEn && from.countryCode === to.countryCode) return m.sameRoute;
  return null;
}

/**
 * The place parameter of the other products: a destination slug or name; cip's may also be an airport code
 * (`IKA`, as its search form writes it), which must then be a known airport.
 */
function placeProblem(product: SummaryProduct, place: string): string | null {
  if (product === 'cip' && /^[A-Za-z]{3}$/.test(place))
    return findAirport(place.toUpperCase()) ? null : messages.searchInput.unknownAirport(place.toUpperCase());
  return place.length <= MAX_PLACE_LENGTH && PLACE.test(place) ? null : messages.searchInput.badDestination;
}

/** The summary page's problem with its route parameter (raw, as in the path) and query; null when it can be shown. */
export function summarySearchProblem(product: SummaryProduct, placeParam: string, query: Query, today: IsoDate): string | null {
  const place = decoded(placeParam);
  if (place === null) return messages.searchInput.badDestination;
  return (
    (product === 'flightHotel' ? flightHotelRouteProblem(place) : placeProblem(product, place)) ??
    passengersProblem(query) ??
    datesProblem(query, DATE_KEYS[product], today)
  );
}
