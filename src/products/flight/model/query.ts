/**
 * The flight results page's query: `/flight/{SRC}-{DST}/search?flightDate=&returnDate=&flightType=&adults=&child=
 * &infant=&flightClass=`. Parsed and repaired here, once, for the page, the edge prefetch and the stream alike: dates
 * as the search-route redirect repairs them, passengers and cabin with their defaults; a route that is not a pair of
 * known airports, the same city at both ends, or passengers over the limits get a Persian message (never a 500).
 */
import { type CalendarKind, type IsoDate, addDays, parseDateParam } from '@/lib/dates';
import { AIRPORTS, findAirport } from '@/lib/lookups';
import { parsePassengerMix, type PassengerMix } from '@/lib/passenger-mix';
import { MAX_DAYS_AHEAD } from '@/lib/constants';
import * as messages from '@/lib/messages';
import * as flightMessages from '@/products/flight/messages';
import { GREGORIAN_PICKER_VALUE, type Query, omitKeys, toSearchString, trackingParams } from '@/lib/query';
import type { PassengerCounts } from '@/lib/passengers';
import { repairFlightSearchQuery } from './dates';

export const FLIGHT_CABINS = ['Y', 'S', 'C', 'J', 'F', 'P'] as const;
export type FlightCabin = (typeof FLIGHT_CABINS)[number];

/** What a flight search asks the supplier (the shape of the upstream client's `FlightSearchParams`). */
export interface FlightSearchRequest {
  source: string;
  destination: string;
  /** The code names a city with several airports (THR = Mehrabad + Imam Khomeini): search them all. */
  sourceAllAirports: boolean;
  destinationAllAirports: boolean;
  departureDate: IsoDate;
  /** Set for a return trip (flightType 2). */
  returnDate: IsoDate | null;
  passengers: PassengerMix;
  cabin: FlightCabin;
}

export type FlightQueryParse = { ok: true; request: FlightSearchRequest; query: Query } | { ok: false; message: string };

/** The supplier sells a year ahead; later dates are refused before any search starts. */
const ROUTE = /^([A-Za-z]{3})-([A-Za-z]{3})$/;

/** A route parameter that can name a search at all (two three-letter codes), checked before anything else. */
export function isFlightRoute(route: string): boolean {
  return ROUTE.test(route);
}

/**
 * Whether a code stands for every airport of its city: it is the city's first airport in the built-in table and the
 * city has more than one (THR and IKA are Tehran: THR searches both, IKA only itself).
 */
export function isCityCode(code: string): boolean {
  const airport = findAirport(code);
  if (!airport) return false;
  const same = AIRPORTS.filter((a) => a.cityEn === airport.cityEn && a.countryCode === airport.countryCode);
  return same.length > 1 && same[0]?.iata === airport.iata;
}

/** A domestic (local scope) search: both ends are Iranian airports. Only there is the "sale" sort offered. */
export function isDomesticFlight(source: string, destination: string): boolean {
  return findAirport(source)?.countryCode === 'IR' && findAirport(destination)?.countryCode === 'IR';
}

/** The airports of a code's city when the code stands for them all, else the code alone. */
export function airportsOfCode(code: string): string[] {
  const airport = findAirport(code);
  if (!airport || !isCityCode(code)) return [code.toUpperCase()];
  return AIRPORTS.filter((a) => a.cityEn === airport.cityEn && a.countryCode === airport.countryCode).map((a) => a.iata);
}

/**
 * Route + query → the supplier's request and the page's query (dates repaired, defaults written in). `today` is the
 * Tehran day. Resume keys (`searchToken`, `since`) are not part of a search and are dropped from the page's query.
 */
export function parseFlightSearch(route: string, raw: Query, today: IsoDate): FlightQueryParse {
  const m = flightMessages.flightResults;
  const pair = ROUTE.exec(route);
  if (!pair) return { ok: false, message: messages.searchInput.badRoute };
  const source = pair[1]!.toUpperCase();
  const destination = pair[2]!.toUpperCase();
  const from = findAirport(source);
  const to = findAirport(destination);
  if (!from || !to) return { ok: false, message: messages.searchInput.unknownAirport(from ? destination : source) };
  if (from.cityEn === to.cityEn && from.countryCode === to.countryCode) return { ok: false, message: messages.searchInput.sameRoute };
  const mix = parsePassengerMix(raw);
  if (typeof mix === 'string') return { ok: false, message: mix };

  const rest = omitKeys(raw, ['searchToken', 'since']);
  const query = repairFlightSearchQuery(rest, { today }) ?? rest;
  const departureDate = parseDateParam(query['flightDate']);
  if (!departureDate) return { ok: false, message: messages.searchInput.badRoute }; // the repair always sets it; kept for the types
  if (departureDate > addDays(today, MAX_DAYS_AHEAD)) return { ok: false, message: m.tooFar };
  const oneWay = query['flightType'] === '1' || (query['flightType'] !== '2' && !query['returnDate']);
  const returnDate = oneWay ? null : parseDateParam(query['returnDate']);
  const cabin = (FLIGHT_CABINS as readonly string[]).includes(query['flightClass'] ?? '') ? (query['flightClass'] as FlightCabin) : 'Y';
  const page: Query = {
    ...query,
    flightType: returnDate ? '2' : '1',
    adults: String(mix.adults),
    child: String(mix.children),
    infant: String(mix.infants),
    flightClass: cabin,
  };
  if (!returnDate) delete page['returnDate'];
  return {
    ok: true,
    request: {
      source,
      destination,
      sourceAllAirports: isCityCode(source),
      destinationAllAirports: isCityCode(destination),
      departureDate,
      returnDate,
      passengers: mix,
      cabin,
    },
    query: page,
  };
}

/** The same search in another shape? (The edge's started search is the page's only if these are equal.) */
export function flightRequestKey(r: FlightSearchRequest): string {
  const p = r.passengers;
  return [
    r.source,
    r.destination,
    r.sourceAllAirports,
    r.destinationAllAirports,
    r.departureDate,
    r.returnDate,
    p.adults,
    p.children,
    p.infants,
    r.cabin,
  ].join('|');
}

// ── The search form's link (spec 001 §2 "Route names", "Query parameters") ─────────────────────────────────────────

/** 1 one-way, 2 return. */
export type FlightType = 1 | 2;
export type CabinCode = 'Y' | 'S' | 'C' | 'J' | 'F' | 'P';

/**
 * Day prices are not asked for when the source or the destination is in this list (spec 001 §5). The spec does not
 * name its members: these are airports the Cheapest service has no calendar for (charter-only and seasonal ones).
 */
export const DAY_PRICE_EXCLUDED_AIRPORTS: readonly string[] = ['NJF', 'KBL', 'EVN', 'TBS'];

export function dayPricesWanted(source: string | null | undefined, destination: string | null | undefined): boolean {
  if (!source || !destination || source === destination) return false;
  return !DAY_PRICE_EXCLUDED_AIRPORTS.includes(source.toUpperCase()) && !DAY_PRICE_EXCLUDED_AIRPORTS.includes(destination.toUpperCase());
}

/** Day prices are fetched this long after a month comes into view (spec 001 §9). */
export const DAY_PRICE_DELAY_MS = 1000;

export interface FlightSearch {
  origin: string;
  destination: string;
  flightType: FlightType;
  flightDate: IsoDate;
  /** Ignored for one-way. */
  returnDate: IsoDate | null;
  passengers: PassengerCounts;
  flightClass: CabinCode;
  calendar?: CalendarKind;
  /** The visit's query: its utm parameters (and gclid) are carried on. */
  tracking?: Query;
}

export type FlightFormProblem = { field: 'origin' | 'destination' | 'flightDate' | 'returnDate'; message: string };

export function validateFlightSearch(s: {
  origin: string | null;
  destination: string | null;
  flightType: FlightType;
  flightDate: IsoDate | null;
  returnDate: IsoDate | null;
}): FlightFormProblem | null {
  const m = messages.productForms;
  if (!s.origin) return { field: 'origin', message: m.selectOrigin };
  if (!s.destination) return { field: 'destination', message: m.selectDestination };
  if (s.origin === s.destination) return { field: 'destination', message: m.sameRoute };
  if (!s.flightDate) return { field: 'flightDate', message: m.selectDeparture };
  if (s.flightType === 2 && !s.returnDate) return { field: 'returnDate', message: m.selectReturn };
  return null;
}

/** `/flight/THR-MHD/search?flightDate=…&returnDate=…&flightType=2&adults=1&child=0&infant=0&flightClass=Y` + utm. */
export function buildFlightQuery(s: FlightSearch): Query {
  const q: Query = { flightDate: s.flightDate };
  if (s.flightType === 2 && s.returnDate) q['returnDate'] = s.returnDate;
  q['flightType'] = String(s.flightType);
  q['adults'] = String(s.passengers.adults);
  q['child'] = String(s.passengers.child);
  q['infant'] = String(s.passengers.infant);
  q['flightClass'] = s.flightClass;
  if (s.calendar === 'gregorian') q['picker'] = GREGORIAN_PICKER_VALUE;
  return { ...q, ...trackingParams(s.tracking ?? {}) };
}

export function flightSearchPath(s: FlightSearch): string {
  const route = `${s.origin.toUpperCase()}-${s.destination.toUpperCase()}`;
  return `/flight/${route}/search${toSearchString(buildFlightQuery(s))}`;
}
