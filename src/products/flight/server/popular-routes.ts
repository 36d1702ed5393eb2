/**
 * The home page's popular flight routes with their lowest fares (issue 48): for each route, the cheapest one-way
 * economy adult fare of the next days (the supplier's day-price calendar, `Cheapest`) and the day it flies at that
 * price. Optional content: each call waits at most `POPULAR_DEADLINE_MS` and is not retried; a failed or slow route
 * is shown without a price, never an error. The answer is kept per isolate for a few minutes (the same for every
 * visitor: public fares), so a tab switch on the home page does not ask again.
 */
import { type IsoDate, addDays } from '@/lib/dates';
import { findAirport } from '@/lib/lookups';
import { flightSearchPath } from '@/products/flight/model/query';
import type { UpstreamClient } from '@/server/upstream/request';
import { flightsApi } from './upstream';

/** Popular routes from Tehran (city codes; the search takes THR for both Tehran airports). */
export const POPULAR_ROUTES: readonly (readonly [string, string])[] = [
  ['THR', 'MHD'],
  ['THR', 'KIH'],
  ['THR', 'SYZ'],
  ['THR', 'IFN'],
  ['THR', 'IST'],
  ['THR', 'DXB'],
];

/** How many days ahead the lowest fare is looked for (from tomorrow: today's may be closing). */
export const POPULAR_SPAN_DAYS = 30;
/** One route's call may wait this long; then the route is shown without a price. */
export const POPULAR_DEADLINE_MS = 2_500;
/** How long an answer is kept (per isolate). */
export const POPULAR_TTL_MS = 10 * 60_000;

export interface PopularRoute {
  origin: string;
  destination: string;
  originCity: string;
  destinationCity: string;
  /** Rial; null when the price could not be had (the route is still shown). */
  lowestPrice: number | null;
  /** The day of the lowest fare, null without a price. */
  date: IsoDate | null;
  /** The search the card opens: the cheapest day one-way, else tomorrow. */
  href: string;
}

function routeOf(origin: string, destination: string, today: IsoDate, cheapest: { date: IsoDate; price: number } | null): PopularRoute {
  const date = cheapest?.date ?? null;
  return {
    origin,
    destination,
    originCity: findAirport(origin)?.city ?? origin,
    destinationCity: findAirport(destination)?.city ?? destination,
    lowestPrice: cheapest?.price ?? null,
    date,
    href: flightSearchPath({
      origin,
      destination,
      flightType: 1,
      flightDate: date ?? addDays(today, 1),
      returnDate: null,
      passengers: { adults: 1, child: 0, infant: 0 },
      flightClass: 'Y',
    }),
  };
}

/** The lowest fare of one route over the span, or null when the call failed or nothing flies. */
async function lowest(client: UpstreamClient, origin: string, destination: string, today: IsoDate) {
  try {
    const days = await flightsApi(client).dayPrices(origin, destination, addDays(today, 1), addDays(today, POPULAR_SPAN_DAYS), {
      deadlineMs: POPULAR_DEADLINE_MS,
      retries: 0,
    });
    let best: { date: IsoDate; price: number } | null = null;
    for (const d of days) {
      if (d.price === null || d.price <= 0) continue;
      const date = d.date.slice(0, 10);
      if (!best || d.price < best.price || (d.price === best.price && date < best.date)) best = { date, price: d.price };
    }
    return best;
  } catch (err) {
    console.warn('popular route price unavailable:', origin, destination, err instanceof Error ? err.message : err);
    return null;
  }
}

/**
 * The last answer with every price, kept as data (a promise of one request must not be awaited by another in a
 * Worker), per Tehran day.
 */
let cached: { day: IsoDate; at: number; routes: PopularRoute[] } | null = null;

/** Every popular route, each with its lowest fare when it could be had; never rejects, bounded by the deadline. */
export async function popularRoutes(client: UpstreamClient, today: IsoDate, now: () => number = Date.now): Promise<PopularRoute[]> {
  if (cached && cached.day === today && now() - cached.at < POPULAR_TTL_MS) return cached.routes;
  const routes = await Promise.all(POPULAR_ROUTES.map(async ([o, d]) => routeOf(o, d, today, await lowest(client, o, d, today))));
  // A route without a price is asked again next time.
  if (routes.every((r) => r.lowestPrice !== null)) cached = { day: today, at: now(), routes };
  return routes;
}

/** Tests: forget the kept answer. */
export function clearPopularRoutes(): void {
  cached = null;
}
