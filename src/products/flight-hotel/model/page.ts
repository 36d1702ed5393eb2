/**
 * Flight+hotel (dynamic tour) pages, spec 000 route table `/flight-hotel/{destination}/{hotelName?}` and spec 001
 * "Package-type panel (dynamic tours)": the places of the route, the stay and the flight lines (the panel's rows are
 * the hotel's, src/products/hotel/model/package-type.ts). Pure: the pages render what these return.
 */
import { addDays, type IsoDate, nightCount, parseDateParam } from '@/lib/dates';
import { formatJalali } from '@/lib/date-format';
import { AIRPORTS, findAirport } from '@/lib/lookups/airports';
import type { Query } from '@/lib/query';
import { defaultTripDates } from '@/lib/search-dates';
import { decodeParam, parseRoute, placeFrom, type Place } from '@/lib/search-summary';
import { flightHotelPage } from '../messages';
import { flightHotelSource } from './query';

/** Where the dynamic tour flies from and to. */
export interface FlightHotelPlaces {
  origin: Place;
  destination: Place;
  /** The hotel destination slug the supplier's location lookup knows (`ir-kish`), or null. */
  citySlug: string | null;
}

const DEFAULT_ORIGIN = 'THR';

/**
 * `THR-KIH` (origin-destination), `X-KIH` (any origin: Tehran), `IKA-…` (sold as THR), or a bare destination
 * (`KIH`, `kish`, `ir-kish`, which fly from Tehran).
 */
export function flightHotelPlaces(destinationParam: string): FlightHotelPlaces {
  const route = parseRoute(destinationParam);
  const originCode = route?.origin.code.toUpperCase();
  let origin: Place;
  let destination: Place;
  // `ir-kish` also splits on its dash: a two-letter unknown "origin" is a country prefix, not an airport.
  const isSlug = route !== null && route.origin.code.length === 2 && route.origin.country === null;
  if (route && !isSlug) {
    // X is "any airport of the traveller's city" (the default origin); a replaced source (IKA → THR) is that city.
    const source = flightHotelSource(originCode ?? '');
    origin = originCode === 'X' ? placeFrom(DEFAULT_ORIGIN) : source !== originCode ? placeFrom(source) : route.origin;
    destination = route.destination;
  } else {
    origin = placeFrom(DEFAULT_ORIGIN);
    destination = placeFrom(decodeParam(destinationParam));
  }
  return { origin, destination, citySlug: citySlugOf(destination) };
}

/** `ir-kish` from a place that names a known airport or a slug; null when it cannot be told. */
export function citySlugOf(place: Place): string | null {
  const code = place.code.trim();
  if (/^[a-z]{2}-[a-z][a-z-]*$/i.test(code)) return code.toLowerCase();
  const airport = findAirportOf(place);
  return airport ? `${airport.countryCode.toLowerCase()}-${airport.cityEn.toLowerCase().replace(/\s+/g, '-')}` : null;
}

function findAirportOf(place: Place) {
  const code = place.code.trim();
  if (/^[A-Za-z]{3}$/.test(code)) {
    const hit = findAirport(code.toUpperCase());
    if (hit) return hit;
  }
  const en = code.toLowerCase().replace(/-/g, ' ');
  return AIRPORTS.find((a) => a.cityEn.toLowerCase() === en || a.city === place.city);
}

export interface FlightHotelStay {
  /** Hotel check-in: the outbound flight date. */
  checkIn: IsoDate;
  /** Hotel check-out: the return flight date. */
  checkOut: IsoDate;
  nights: number;
}

/**
 * The stay from `flightDate` and `returnDate` (hotel `startDate`/`endDate` accepted too). Missing or reversed dates
 * fall back to the flight defaults (tomorrow → today + 3); a same-day return stays one night.
 */
export function flightHotelStay(query: Query, today: IsoDate): FlightHotelStay {
  const fallback = defaultTripDates(today);
  let checkIn = parseDateParam(query['flightDate'] ?? query['startDate']);
  let checkOut = parseDateParam(query['returnDate'] ?? query['endDate']);
  if (!checkIn || checkIn < today) {
    checkIn = fallback.start;
    if (!checkOut || checkOut <= checkIn) checkOut = fallback.end;
  }
  if (!checkOut || checkOut <= checkIn) checkOut = addDays(checkIn, 1);
  return { checkIn, checkOut, nights: nightCount(checkIn, checkOut) };
}

export interface FlightLine {
  label: string;
  text: string;
}

/** «پرواز رفت: تهران به کیش، …» and «پرواز برگشت: کیش به تهران، …». */
export function flightLines(
  places: Pick<FlightHotelPlaces, 'origin' | 'destination'>,
  stay: Pick<FlightHotelStay, 'checkIn' | 'checkOut'>,
): FlightLine[] {
  const m = flightHotelPage;
  const from = places.origin.city;
  const to = places.destination.city;
  return [
    { label: m.outbound, text: m.flightLine(from, to, formatJalali(stay.checkIn, { weekday: true })) },
    { label: m.inbound, text: m.flightLine(to, from, formatJalali(stay.checkOut, { weekday: true })) },
  ];
}

/** The query carried from the flight+hotel page to the package stream and to the hotel links. */
export function flightHotelQuery(stay: Pick<FlightHotelStay, 'checkIn' | 'checkOut'>, rest: Query): Query {
  return { ...rest, flightDate: stay.checkIn, returnDate: stay.checkOut };
}

/** `/flight-hotel/{destination}/{Hotel-Name}?hotelId=…&flightDate=…&returnDate=…&room…`. */
export function flightHotelPagePath(destination: string, hotel: { urlName: string; hotelId: number }, query: Query = {}): string {
  const params = new URLSearchParams({ hotelId: String(hotel.hotelId), ...query });
  return `/flight-hotel/${encodeURIComponent(destination)}/${encodeURIComponent(hotel.urlName)}?${params.toString()}`;
}

/** The hotel whose route name (`Homa-Kish`) matches, ignoring case and dashes versus spaces. */
export function findHotelByName<T extends { urlName: string; englishName: string }>(
  hotels: readonly T[],
  hotelName: string,
): T | undefined {
  const key = (s: string) =>
    decodeParam(s)
      .toLowerCase()
      .replace(/[\s_-]+/g, '-');
  const wanted = key(hotelName);
  return hotels.find((h) => key(h.urlName) === wanted || key(h.englishName) === wanted);
}
