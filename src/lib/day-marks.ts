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
