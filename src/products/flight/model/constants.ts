/**
 * The flight product's own business constants: its search's limits, its passengers' age and passport rules, the
 * destinations whose results are non-stop only, and the airport rule its ticket prints. Shared constants stay in
 * src/lib/constants.ts.
 */
import { AGE_BANDS, PASSPORT_VALIDITY_MONTHS } from '@/lib/travellers';

export const FLIGHT_SEARCH_COUNT_LIMIT = 30;
export const FLIGHT_RESULT_LIMIT = 60;

/**
 * Flight passengers (issue 14): the type a passenger books as is decided by the age in whole years on the first
 * flight's date (the airlines' rule: infant under 2, child 2 to 11, adult 12 and over; the rooms' "infant at 2 or
 * under", src/lib/constants.ts ROOM_LIMITS, is the room search's band, not a fare type). A passport on an
 * international trip must stay valid six months past the last flight.
 */
export const FLIGHT_PASSENGER_RULES = {
  /** Infants are younger than this many years on the flight date (the shared bands, src/lib/travellers.ts). */
  childMinAge: AGE_BANDS.childFrom,
  /** Adults are this many years or older on the flight date; children are younger. */
  adultMinAge: AGE_BANDS.adultFrom,
  /** A birth date further back than this many years is a typing error. */
  maxAge: AGE_BANDS.maxAge,
  /** International flights: the passport's expiry is at least this many months after the last flight. */
  passportValidityMonths: PASSPORT_VALIDITY_MONTHS,
} as const;

/** For these destinations the flight filter fStop is forced to "0" (non-stop): for the flight results. */
export const FORCED_NONSTOP_DESTINATIONS = ['DXB', 'IST'] as const;

/** How early a ticket asks travellers to be at the airport (hours before departure), printed in its rules. */
export const TICKET_ARRIVE_EARLY_HOURS = { domestic: 2, international: 3 } as const;
