/**
 * A trip's length as insurers count it (both the first and the last day are covered days: 1–7 is seven days), the
 * price tier that length falls in, and the refusal of a trip longer than a plan sells.
 */
import { diffDays, type IsoDate } from '@/lib/dates';
import { insuranceModel as m } from '../messages';

/** Covered days from `startDate` to `endDate`, both counted; 0 when the end is before the start. */
export function tripDays(startDate: IsoDate, endDate: IsoDate): number {
  return Math.max(0, diffDays(startDate, endDate) + 1);
}

export interface TripTier {
  minDays: number;
  maxDays: number;
}

/** The length tiers a plan is priced by; no plan sells past the last one. */
export const TRIP_TIERS: readonly TripTier[] = [
  { minDays: 1, maxDays: 7 },
  { minDays: 8, maxDays: 15 },
  { minDays: 16, maxDays: 23 },
  { minDays: 24, maxDays: 31 },
  { minDays: 32, maxDays: 45 },
  { minDays: 46, maxDays: 62 },
  { minDays: 63, maxDays: 92 },
];

export const MAX_TRIP_DAYS = 92;

/** The tier of a trip length, or null past the last tier (or for no day at all). */
export function tripTier(days: number): TripTier | null {
  return TRIP_TIERS.find((t) => days >= t.minDays && days <= t.maxDays) ?? null;
}

/** The Persian refusal of a trip a plan (of at most `maxDays`) does not cover, or null when it does. */
export function tripLengthProblem(days: number, maxDays: number = MAX_TRIP_DAYS): string | null {
  if (!Number.isInteger(days) || days < 1) return m.tripTooShort;
  return days > maxDays ? m.tripTooLong(maxDays) : null;
}
