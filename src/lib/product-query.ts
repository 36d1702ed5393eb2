/**
 * Search links of the other products' forms (spec 001 §2 "Route names", "Query parameters"; §5 default dates):
 * flight, flight+hotel, tour, insurance, attraction and cip. Pure: the forms call these on submit, and the search
 * routes read the same keys back (`src/lib/product-search.ts`, `src/lib/search-dates.ts`).
 */
import { FLIGHT_HOTEL_SOURCE_REPLACEMENTS } from './constants';
import { type CalendarKind, type IsoDate, addDays } from './dates';
import { AIRPORTS, type AirportRecord, findAirport } from './lookups';
import { normalizeForSearch } from './text';
import * as messages from './messages';
import { GREGORIAN_PICKER_VALUE, type Query, toSearchString, trackingParams } from './query';
import { type Room, countPassengers, serializeRoom } from './rooms';
import type { Scope } from './search-dates';

// ── Flight ────────────────────────────────────────────────────────────────────────────────────────────────────────

/** 1 one-way, 2 return. */
export type FlightType = 1 | 2;
export type CabinCode = 'Y' | 'S' | 'C' | 'J' | 'F' | 'P';

export interface FlightPassengers {
  adults: number;
  child: number;
  infant: number;
}

/** Adults + children per search, as airlines book one PNR; infants ride on an adult's lap. */
export const FLIGHT_PASSENGER_LIMITS = { maxSeats: 9, minAdults: 1 } as const;

export type PassengerKind = keyof FlightPassengers;
export type PassengerChange = { ok: true; passengers: FlightPassengers } | { ok: false; passengers: FlightPassengers; message: string };

/** Adds `delta` (±1) passengers of a kind, keeping 1 ≤ adults, adults + child ≤ 9 and infant ≤ adults. */
export function changePassengers(current: FlightPassengers, kind: PassengerKind, delta: number): PassengerChange {
  const next = { ...current, [kind]: current[kind] + delta };
  const m = messages.productForms;
  if (next[kind] < 0) return { ok: true, passengers: current };
  if (next.adults < FLIGHT_PASSENGER_LIMITS.minAdults) return { ok: false, passengers: current, message: m.minAdults };
  if (next.adults + next.child > FLIGHT_PASSENGER_LIMITS.maxSeats)
    return { ok: false, passengers: current, message: m.maxPassengers(FLIGHT_PASSENGER_LIMITS.maxSeats) };
  if (next.infant > next.adults) {
    // Removing an adult below the infant count is refused; adding an infant beyond the adults too.
    return { ok: false, passengers: current, message: m.infantsPerAdult };
  }
  return { ok: true, passengers: next };
}

export const passengerTotal = (p: FlightPassengers) => p.adults + p.child + p.infant;

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
  passengers: FlightPassengers;
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

// ── Flight + hotel ────────────────────────────────────────────────────────────────────────────────────────────────

/** The origin a flight+hotel search is sold from: IKA becomes THR (FLIGHT_HOTEL_SOURCE_REPLACEMENTS). */
export function flightHotelSource(code: string): string {
  const upper = code.toUpperCase();
  return (FLIGHT_HOTEL_SOURCE_REPLACEMENTS as Record<string, string>)[upper] ?? upper;
}

export interface FlightHotelSearch {
  source: string;
  destination: string;
  /** Destination location id and Persian name. */
  id: number | string;
  city: string;
  scope: Scope;
  flightDate: IsoDate;
  returnDate: IsoDate;
  rooms: readonly Room[];
  calendar?: CalendarKind;
  tracking?: Query;
}

/**
 * pCount, room, scope, flightType=2, room-0…, flightClass=Y, adults, city, id, flightDate, returnDate, fSort=priceAsc,
 * then the tracking parameters: the key order of the spec's offer link.
 */
export function buildFlightHotelQuery(s: FlightHotelSearch): Query {
  const counts = countPassengers(s.rooms);
  const q: Query = { pCount: String(counts.persons), room: String(counts.rooms), scope: s.scope, flightType: '2' };
  s.rooms.forEach((room, i) => {
    q[`room-${i}`] = serializeRoom(room);
  });
  q['flightClass'] = 'Y';
  q['adults'] = String(counts.adults);
  if (counts.children > 0) q['child'] = String(counts.children);
  q['city'] = s.city;
  q['id'] = String(s.id);
  q['flightDate'] = s.flightDate;
  q['returnDate'] = s.returnDate;
  q['fSort'] = 'priceAsc';
  if (s.calendar === 'gregorian') q['picker'] = GREGORIAN_PICKER_VALUE;
  return { ...q, ...trackingParams(s.tracking ?? {}) };
}

export function flightHotelSearchPath(s: FlightHotelSearch): string {
  const route = `${flightHotelSource(s.source)}-${s.destination.toUpperCase()}`;
  return `/flight+hotel/${route}/search${toSearchString(buildFlightHotelQuery(s))}`;
}

// ── Tour, insurance, attraction, cip ─────────────────────────────────────────────────────────────────────────────

export interface DestinationSearch {
  /** The route parameter: a slug (`ae-dubai`, `kish`) or an IATA code (cip). */
  destination: string;
  startDate: IsoDate | null;
  endDate?: IsoDate | null;
  passengers: FlightPassengers;
  calendar?: CalendarKind;
  tracking?: Query;
}

function passengerKeys(p: FlightPassengers): Query {
  const q: Query = { pCount: String(passengerTotal(p)), adults: String(p.adults) };
  if (p.child > 0) q['child'] = String(p.child);
  if (p.infant > 0) q['infant'] = String(p.infant);
  return q;
}

/** Tour list of a destination: `/tour/{slug}?flightDate&returnDate&pCount&adults` (tour flight dates). */
export function tourSearchPath(s: DestinationSearch): string {
  const q: Query = {};
  if (s.startDate) q['flightDate'] = s.startDate;
  if (s.endDate) q['returnDate'] = s.endDate;
  Object.assign(q, passengerKeys(s.passengers));
  if (s.calendar === 'gregorian') q['picker'] = GREGORIAN_PICKER_VALUE;
  return `/tour/${encodeURIComponent(s.destination.toLowerCase())}${toSearchString({ ...q, ...trackingParams(s.tracking ?? {}) })}`;
}

/** `/{insurance|attraction|cip}/{destination}/search?startDate[&endDate]&pCount&adults[&child][&infant]`. */
export function destinationSearchPath(product: 'insurance' | 'attraction' | 'cip', s: DestinationSearch): string {
  const q: Query = {};
  if (s.startDate) q['startDate'] = s.startDate;
  if (product === 'insurance' && s.endDate) q['endDate'] = s.endDate;
  Object.assign(q, passengerKeys(s.passengers));
  if (s.calendar === 'gregorian') q['picker'] = GREGORIAN_PICKER_VALUE;
  const dest = product === 'cip' ? s.destination.toUpperCase() : s.destination.toLowerCase();
  return `/${product}/${encodeURIComponent(dest)}/search${toSearchString({ ...q, ...trackingParams(s.tracking ?? {}) })}`;
}

// ── Airport lookup (flight origin and destination) ───────────────────────────────────────────────────────────────

/** Shown while the field is empty: the busiest domestic and foreign airports. */
export const POPULAR_AIRPORTS: readonly string[] = ['THR', 'IKA', 'MHD', 'KIH', 'SYZ', 'IFN', 'TBZ', 'AWZ', 'IST', 'DXB', 'NJF'];

/**
 * Airports matching a typed phrase: by IATA code (exact first), Persian city, English city or airport name.
 * The empty phrase gives the popular list. At most `limit` results.
 */
export function searchAirports(phrase: string, limit = 8): AirportRecord[] {
  const term = normalizeForSearch(phrase);
  if (term === '') return POPULAR_AIRPORTS.map((c) => findAirport(c)).filter((a): a is AirportRecord => a !== undefined);
  const upper = phrase.trim().toUpperCase();
  const scored: { a: AirportRecord; score: number }[] = [];
  for (const a of AIRPORTS) {
    const city = normalizeForSearch(a.city);
    const en = a.cityEn.toLowerCase();
    let score = -1;
    if (a.iata === upper) score = 0;
    else if (city.startsWith(term) || en.startsWith(term)) score = 1;
    else if (city.includes(term) || en.includes(term) || normalizeForSearch(a.name).includes(term)) score = 2;
    if (score >= 0) scored.push({ a, score });
  }
  return scored
    .sort((x, y) => x.score - y.score)
    .slice(0, limit)
    .map((s) => s.a);
}

/** «تهران (THR)»: what the field shows once an airport is picked. */
export const airportLabel = (a: AirportRecord) => `${a.city} (${a.iata})`;

/** The tour route names a city without its country prefix: `ir-kish` → `kish`, `tr-istanbul` → `istanbul`. */
export function tourDestinationSlug(slug: string): string {
  const parts = slug.toLowerCase().split('-');
  return parts.length > 1 && parts[0]!.length === 2 ? parts.slice(1).join('-') : slug.toLowerCase();
}

export type DestinationProduct = 'tour' | 'insurance' | 'attraction' | 'cip';

/** Tour: flight dates (today + 2, today + 4); insurance: a travel range (tomorrow … today + 3); attraction, cip: one day (tomorrow). */
export function destinationFormDates(product: DestinationProduct, today: IsoDate): { start: IsoDate; end: IsoDate | null } {
  if (product === 'tour') return { start: addDays(today, 2), end: addDays(today, 4) };
  if (product === 'insurance') return { start: addDays(today, 1), end: addDays(today, 3) };
  return { start: addDays(today, 1), end: null };
}
