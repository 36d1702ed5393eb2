/**
 * What the date picker shows on a day besides its number: day prices (flights: the Cheapest call, in ten-thousands)
 * with the cheapest days in green. Holidays (red) come from the pure table in src/lib/holidays (no request).
 */
import type { IsoDate } from '@/lib/dates';

export interface DayPrice {
  /** Rial; null when the supplier has no price for the day. */
  price: number | null;
  isCheapest: boolean;
}

export type DayPrices = Readonly<Record<IsoDate, DayPrice>>;
