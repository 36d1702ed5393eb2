/**
 * The flight+hotel search form's link (spec 001 §2 "Route names", "Query parameters"): the search route reads the
 * same keys back (./summary.ts, ./search-problem.ts, ./dates.ts).
 */
import type { CalendarKind, IsoDate } from '@/lib/dates';
import { GREGORIAN_PICKER_VALUE, type Query, toSearchString, trackingParams } from '@/lib/query';
import { type Room, countPassengers, serializeRoom } from '@/lib/rooms';
import type { Scope } from '@/lib/search-dates';

/** In flight+hotel links built from an offer, IKA is replaced by THR (the city code the search expects). */
export const FLIGHT_HOTEL_SOURCE_REPLACEMENTS = { IKA: 'THR' } as const;

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
