/**
 * An attraction's day is sold until its last start of that day has passed (issue 48: a service that has started is
 * never sold), on the shared rule (src/lib/sale-cutoff.ts `startOnSale`). The last start is the last clock time of the
 * venue's hours as the supplier writes them («۱۰:۰۰ تا ۲۲:۰۰»: 22:00; a show «۱۸:۳۰ و ۲۱:۳۰»: 21:30), read in Tehran
 * time as the brief asks (the supplier's hours carry no zone); hours without a readable time close at the day's end.
 */
import { startOnSale, tehranInstant } from '@/lib/sale-cutoff';
import { toLatinDigits } from '@/lib/text';

const CLOCK = /\b([01]?\d|2[0-3]):([0-5]\d)\b/g;

/** The last `HH:MM` in the venue's hours (Persian or Latin digits), or null when it has none. */
export function lastStartTime(hours: string): string | null {
  const times = [...toLatinDigits(hours).matchAll(CLOCK)].map((m) => `${m[1]!.padStart(2, '0')}:${m[2]}`);
  return times.length > 0 ? times[times.length - 1]! : null;
}

/** The instant (epoch ms) the day's last start passes: the last time of its hours, else the next midnight. */
export const attractionDayClosesAt = (serviceDate: string, hours: string): number =>
  tehranInstant(serviceDate, lastStartTime(hours) ?? '24:00');

/** Whether tickets for `serviceDate` can still be sold at `nowMs`. */
export const attractionDayOnSale = (serviceDate: string, hours: string, nowMs: number): boolean =>
  startOnSale(attractionDayClosesAt(serviceDate, hours), nowMs);

/**
 * The offered days that are still on sale at `nowMs`: a supplier that still lists today after its last start does
 * not get it shown (the picker, the first day and the prices read this list).
 */
export const daysOnSale = <D extends { serviceDate: string }>(dates: readonly D[], hours: string, nowMs: number): D[] =>
  dates.filter((d) => attractionDayOnSale(d.serviceDate, hours, nowMs));
