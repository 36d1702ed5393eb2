/**
 * Passengers by type of a seat-based search (spec 001 §5): adults, children and infants, as the forms count them and
 * the search URLs carry them (`adults`, `child`, `infant`). Shared by every product that sells seats.
 */
import * as messages from './messages';
import type { Query } from './query';

export interface PassengerCounts {
  adults: number;
  child: number;
  infant: number;
}

/** Adults + children per search, as airlines book one PNR; infants ride on an adult's lap. */
export const SEAT_LIMITS = { maxSeats: 9, minAdults: 1 } as const;

export type PassengerKind = keyof PassengerCounts;
export type PassengerChange = { ok: true; passengers: PassengerCounts } | { ok: false; passengers: PassengerCounts; message: string };

/** Adds `delta` (±1) passengers of a kind, keeping 1 ≤ adults, adults + child ≤ 9 and infant ≤ adults. */
export function changePassengers(current: PassengerCounts, kind: PassengerKind, delta: number): PassengerChange {
  const next = { ...current, [kind]: current[kind] + delta };
  const m = messages.productForms;
  if (next[kind] < 0) return { ok: true, passengers: current };
  if (next.adults < SEAT_LIMITS.minAdults) return { ok: false, passengers: current, message: m.minAdults };
  if (next.adults + next.child > SEAT_LIMITS.maxSeats)
    return { ok: false, passengers: current, message: m.maxPassengers(SEAT_LIMITS.maxSeats) };
  if (next.infant > next.adults) {
    // Removing an adult below the infant count is refused; adding an infant beyond the adults too.
    return { ok: false, passengers: current, message: m.infantsPerAdult };
  }
  return { ok: true, passengers: next };
}

export const passengerTotal = (p: PassengerCounts) => p.adults + p.child + p.infant;

/** `pCount`, `adults`, then `child` and `infant` when there are any: the passenger keys of the search links. */
export function passengerKeys(p: PassengerCounts): Query {
  const q: Query = { pCount: String(passengerTotal(p)), adults: String(p.adults) };
  if (p.child > 0) q['child'] = String(p.child);
  if (p.infant > 0) q['infant'] = String(p.infant);
  return q;
}
