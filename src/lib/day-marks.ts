/**
 * What the date picker marks on a day for a route (flights and the products that carry one) (spec 001 §2 "Date picker dialog"): the non-stop days of the route
 * (orange, with a notice) from the supplier's non-stop routes, and the "best suggested date" of the legend: the
 * cheapest day among the day prices shown (a non-stop day first on a tie, then the earliest).
 */
import type { IsoDate } from '@/lib/dates';
import { AIRPORTS, findAirport } from '@/lib/lookups';

/** One entry of the supplier's non-stop routes (city codes; weekdays 0 Sunday … 6 Saturday). */
export interface NonStopRouteLike {
  Source: string;
  Destination: string;
  DayOfWeek: readonly number[];
}

/** The city code of an airport: its city's first airport in the built-in table (IKA → THR, SAW → IST). */
export function cityCodeOf(code: string): string {
  const a = findAirport(code);
  if (!a) return code.toUpperCase();
  return AIRPORTS.find((x) => x.cityEn === a.cityEn && x.countryCode === a.countryCode)?.iata ?? a.iata;
}

/** The weekdays (0 Sunday … 6 Saturday) with a non-stop flight from `source` to `destination`; empty when none. */
export function nonStopWeekdays(routes: readonly NonStopRouteLike[], source: string, destination: string): number[] {
  const from = cityCodeOf(source);
  const to = cityCodeOf(destination);
  const days = new Set<number>();
  for (const r of routes) {
    if (cityCodeOf(r.Source) === from && cityCodeOf(r.Destination) === to) for (const d of r.DayOfWeek) if (d >= 0 && d <= 6) days.add(d);
  }
  return [...days].sort((a, b) => a - b);
}

/**
 * How the picker shows a route's non-stop days (issue 48: a colour on every day tells nothing):
 * - `none`: no non-stop flight on the route (no colour, no notice);
 * - `some`: non-stop flights on some weekdays only: those days are orange, with the notice;
 * - `daily`: a non-stop flight every day: no day is coloured, the notice says every day has one.
 */
export type NonStopPattern = 'none' | 'some' | 'daily';

export function nonStopPattern(weekdays: readonly number[]): NonStopPattern {
  const days = new Set(weekdays.filter((d) => Number.isInteger(d) && d >= 0 && d <= 6));
  return days.size === 0 ? 'none' : days.size === 7 ? 'daily' : 'some';
}

/**
 * Whether the picker colours a day non-stop: only when the route has non-stop flights on some weekdays (not none,
 * not every day), on a day of one of them, that can be picked, and on which something flies when the day's price is
 * known (a day price of null: nothing flies that day, so no non-stop either).
 */
export function isNonStopDay(
  iso: IsoDate,
  weekdays: readonly number[],
  o: { selectable: boolean; price?: { price: number | null } | undefined },
): boolean {
  if (nonStopPattern(weekdays) !== 'some' || !o.selectable) return false;
  if (o.price && o.price.price === null) return false;
  return weekdays.includes(weekdayOf(iso));
}

/** The weekday of a day, 0 Sunday … 6 Saturday (the supplier's numbering). */
export function weekdayOf(iso: IsoDate): number {
  return new Date(`${iso}T00:00:00Z`).getUTCDay();
}

/**
 * The best suggested date among the day prices (rial; null = nothing flies), from `from` on: the cheapest day, a
 * non-stop day first on a tie, then the earliest. null when no day has a price.
 */
export function bestSuggestedDate(
  prices: Readonly<Record<IsoDate, { price: number | null }>>,
  from: IsoDate,
  nonStop: readonly number[] = [],
): IsoDate | null {
  let best: { day: IsoDate; price: number; direct: boolean } | null = null;
  for (const [day, p] of Object.entries(prices)) {
    if (p.price === null || p.price <= 0 || day < from) continue;
    const direct = nonStop.includes(weekdayOf(day));
    if (
      !best ||
      p.price < best.price ||
      (p.price === best.price && direct && !best.direct) ||
      (p.price === best.price && direct === best.direct && day < best.day)
    ) {
      best = { day, price: p.price, direct };
    }
  }
  return best?.day ?? null;
}
