/**
 * The flight form's places (spec 001 §3 "flight location", §4 "Location search"): what the supplier's "flights or
 * home" location search answers, reshaped into the airport records the form and the results route use. A place is
 * offered only when the results route can search it, i.e. its IATA code is in the built-in airport table (the same
 * table is the form's offline list). An all-airports group (location type 5, e.g. Tehran = THR + IKA) is kept as
 * such and hides the city entry with the same code, since the route's city code searches every airport anyway.
 */
import { AIRPORT_PLACE_MAX_CHARS, LOCATION_SEARCH_MIN_CHARS, LOCATION_TYPES } from '@/lib/constants';
import { type AirportRecord, findAirport } from '@/lib/lookups';
import { normalizePersian, toLatinDigits } from '@/lib/text';

/** An airport or city the flight form can search. */
export interface AirportPlace extends AirportRecord {
  /** The supplier's all-airports group (type 5): every airport of the city. */
  allAirports: boolean;
}

/** The fields of a supplier location this module reads (src/server/schemas/locations `Location` has them). */
export interface SupplierPlace {
  locationTypeId: number;
  iataCode: string | null;
}

/** The phrase as searched: ي/ك written ی/ک, Latin digits, single spaces; null when too short or too long. */
export function airportPlacePhrase(raw: string | null | undefined): string | null {
  const phrase = normalizePersian(toLatinDigits(raw ?? ''));
  if (phrase.length < LOCATION_SEARCH_MIN_CHARS || phrase.length > AIRPORT_PLACE_MAX_CHARS) return null;
  return phrase;
}

/** The supplier's answer → the places the form offers, in the supplier's order, each code once. */
export function toAirportPlaces(locations: readonly SupplierPlace[]): AirportPlace[] {
  const groups = new Set(
    locations.filter((l) => l.locationTypeId === LOCATION_TYPES.cityAirports && l.iataCode).map((l) => l.iataCode!.toUpperCase()),
  );
  const out: AirportPlace[] = [];
  const seen = new Set<string>();
  for (const l of locations) {
    const code = l.iataCode?.toUpperCase();
    if (!code) continue;
    const allAirports = l.locationTypeId === LOCATION_TYPES.cityAirports;
    if (!allAirports && l.locationTypeId !== LOCATION_TYPES.cityOrAirport) continue;
    if (!allAirports && groups.has(code)) continue;
    const airport = findAirport(code);
    if (!airport || seen.has(code)) continue;
    seen.add(code);
    out.push({ ...airport, allAirports });
  }
  return out;
}
