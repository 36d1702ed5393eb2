/**
 * The party of a seat-based search (and of the seat part of the products that carry one): adults, children
 * and infants as the search URL gives them (`adults`, `child`, `infant`), with the seat limits of spec 001 §5.
 * Adults 1–9, adults + children ≤ 9 seats, no more infants than adults (one lap each).
 */
import * as messages from './messages';
import { SEAT_LIMITS } from './passengers';
import type { Query } from './query';

export interface PassengerMix {
  adults: number;
  children: number;
  infants: number;
}

function count(raw: string | undefined, fallback: number): number | null {
  if (raw === undefined || raw === '') return fallback;
  if (!/^\d{1,2}$/.test(raw)) return null;
  return Number(raw);
}

/** The party the query asks for, or the Persian message of the limit it breaks (a link with none is one adult). */
export function parsePassengerMix(query: Query): PassengerMix | string {
  const m = messages.searchInput;
  const adults = count(query['adults'], 1);
  const children = count(query['child'], 0);
  const infants = count(query['infant'], 0);
  if (adults === null || children === null || infants === null || adults < SEAT_LIMITS.minAdults) return m.badPassengers;
  if (adults + children > SEAT_LIMITS.maxSeats) return m.tooManyPassengers(SEAT_LIMITS.maxSeats);
  if (infants > adults) return m.infantsPerAdult;
  return { adults, children, infants };
}

/**
 * An infant flies on an adult's lap: a selection that refunds every adult still flying must take the infants too.
 * `types[i]` is passenger i's type, `refunded` those already refunded, `chosen` the new selection.
 */
export function leavesInfantAlone(
  types: readonly ('adult' | 'child' | 'infant')[],
  refunded: readonly number[],
  chosen: readonly number[],
): boolean {
  const gone = new Set([...refunded, ...chosen]);
  const staying = types.map((t, i) => (gone.has(i) ? null : t)).filter((t) => t !== null);
  return staying.includes('infant') && !staying.includes('adult');
}
