/**
 * A CIP results search as the pipeline takes it: the airport (its IATA code, the route's place), the city the
 * supplier lists it under, the flight day and the party. Pure: the server parses it, the page and the browser read it.
 */
import type { IsoDate } from '@/lib/dates';
import type { PassengerMix } from '@/lib/passenger-mix';

export interface CipSearchRequest {
  /** The route's place: an airport's IATA code (upper case) or a city slug (lower case: all its airports). */
  place: string;
  date: IsoDate;
  passengers: PassengerMix;
}

export interface CipSearchInfo {
  place: string;
  cityName: string | null;
  date: IsoDate;
  travellers: number;
}

/** The route's place: an airport code. */
export const isAirportCode = (place: string): boolean => /^[A-Za-z]{3}$/.test(place);

export const travellerCount = (p: PassengerMix): number => p.adults + p.children + p.infants;

/**
 * A package's detail page, `/cip/{iata}-{packageId}` (lower-case airport code, for a readable URL), with the search's
 * day and party so the detail page starts from them.
 */
export function cipDetailPath(
  pkg: { packageId: number; airport: { iata: string } },
  q: { date?: IsoDate; passengers?: PassengerMix; flightNumber?: string; flightTime?: string } = {},
): string {
  const params = new URLSearchParams();
  if (q.date) params.set('flightDate', q.date);
  // The flight a review's offer came with (model/cross-sell.ts): the form starts from it.
  if (q.flightNumber) params.set('flightNumber', q.flightNumber);
  if (q.flightTime) params.set('flightTime', q.flightTime);
  if (q.passengers) {
    params.set('adults', String(q.passengers.adults));
    if (q.passengers.children) params.set('child', String(q.passengers.children));
    if (q.passengers.infants) params.set('infant', String(q.passengers.infants));
  }
  const s = params.toString();
  return `/cip/${pkg.airport.iata.toLowerCase()}-${pkg.packageId}${s ? `?${s}` : ''}`;
}

/** The flight a link carries (`flightNumber`, `flightTime` = `HH:MM`), kept only when it looks like one (at most 20 characters). */
export function carriedFlight(query: Readonly<Record<string, string | undefined>>): { flightNumber?: string; flightTime?: string } {
  const number = (query['flightNumber'] ?? '').trim();
  const time = (query['flightTime'] ?? '').trim();
  return {
    ...(number && number.length <= 20 && /^[A-Za-z0-9\s]+$/.test(number) ? { flightNumber: number } : {}),
    ...(/^\d{2}:\d{2}$/.test(time) ? { flightTime: time } : {}),
  };
}

/** The package id of a detail page's parameter (`ika-1108`), or null when it is not one (the product home's place). */
export function packageIdOfDetail(param: string): number | null {
  const match = /^[a-z]{3}-(\d{3,9})$/i.exec(param);
  return match ? Number(match[1]) : null;
}
