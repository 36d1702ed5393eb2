/**
 * The flight home's suggested flights (SuggestionFlight: each route's cheapest day of the next two weeks) and popular
 * routes (GetSuggestedPopularFlight), and the dashboard's schedule-change alerts (AlertFlightChange) — issue 49
 * point 9. All optional content: one call each, no retry, a short deadline; a failure is an empty list (the block is
 * hidden), never an error of the page.
 */
import { type IsoDate, addDays } from '@/lib/dates';
import { flightSearchPath } from '@/products/flight/model/query';
import { UpstreamError, type UpstreamClient } from '@/server/upstream/request';
import {
  type FlightChange,
  FlightChangeAlertResponse,
  type FlightSuggestion,
  type PopularFlight,
  SuggestedPopularFlightResponse,
  SuggestionFlightResponse,
} from './schemas';
import type * as v from 'valibot';

/** One side call may wait this long. */
export const SUGGESTION_DEADLINE_MS = 2_500;
/** The dashboard asks about at most this many upcoming flight orders. */
export const ALERT_ORDERS_MAX = 6;
/** Suggestions come from Tehran (the site's home city). */
export const SUGGESTION_SOURCE = 'THR';

export type Suggestion = v.InferOutput<typeof FlightSuggestion> & { href: string };
export type Popular = v.InferOutput<typeof PopularFlight> & { href: string };
export type Change = v.InferOutput<typeof FlightChange>;

function oneWay(origin: string, destination: string, date: IsoDate): string {
  return flightSearchPath({
    origin,
    destination,
    flightType: 1,
    flightDate: date,
    returnDate: null,
    passengers: { adults: 1, child: 0, infant: 0 },
    flightClass: 'Y',
  });
}

async function orEmpty<T>(what: string, p: Promise<T[]>): Promise<T[]> {
  try {
    return await p;
  } catch (err) {
    if (!(err instanceof UpstreamError && err.silent)) console.warn(`${what} unavailable:`, err instanceof Error ? err.message : err);
    return [];
  }
}

const bound = { retries: 0, deadlineMs: SUGGESTION_DEADLINE_MS } as const;

/** Suggested flights, each a link to its one-way search on its cheapest day; never rejects. */
export function suggestedFlights(client: UpstreamClient, today: IsoDate): Promise<Suggestion[]> {
  return orEmpty(
    'flight suggestions',
    client
      .call({
        method: 'GET',
        path: `/api2/flights/SuggestionFlight?source=${SUGGESTION_SOURCE}`,
        schema: SuggestionFlightResponse,
        ...bound,
      })
      // A day already gone (a stale answer) is not offered.
      .then((r) => r.data.filter((s) => s.date > today).map((s) => ({ ...s, href: oneWay(s.source, s.destination, s.date) }))),
  );
}

/** Popular routes, each a link to its one-way search of tomorrow; never rejects. */
export function popularFlights(client: UpstreamClient, today: IsoDate): Promise<Popular[]> {
  return orEmpty(
    'popular flights',
    client
      .call({
        method: 'GET',
        path: `/ai/GetSuggestedPopularFlight?source=${SUGGESTION_SOURCE}`,
        schema: SuggestedPopularFlightResponse,
        ...bound,
      })
      .then((r) => r.data.map((p) => ({ ...p, href: oneWay(p.source, p.destination, addDays(today, 1)) }))),
  );
}

export interface OrderLike {
  factorId: number;
  officialFactorId: string;
  product: string;
  status: string;
  toDate: IsoDate;
}

/** The flight orders worth asking about: issued, not yet over (today or later), the nearest first, at most ALERT_ORDERS_MAX. */
export function alertCandidates<O extends OrderLike>(orders: readonly O[], today: IsoDate): O[] {
  return orders
    .filter((o) => o.product === 'flight' && o.status === 'issued' && o.toDate >= today)
    .sort((a, b) => (a.toDate < b.toDate ? -1 : a.toDate > b.toDate ? 1 : a.factorId - b.factorId))
    .slice(0, ALERT_ORDERS_MAX);
}

export interface OrderChanges {
  factorId: number;
  officialFactorId: string;
  changes: Change[];
}

/** Schedule changes of the given orders (in parallel, each bounded); an order whose call failed is left out. */
export async function flightChangeAlerts(client: UpstreamClient, orders: readonly OrderLike[]): Promise<OrderChanges[]> {
  const answers = await Promise.all(
    orders.map((o) =>
      orEmpty(
        'flight change alert',
        client
          .call({
            method: 'GET',
            path: `/api2/FlightProvider/AlertFlightChange/${o.factorId}`,
            schema: FlightChangeAlertResponse,
            ...bound,
          })
          .then((r) =>
            r.data.changes.length ? [{ factorId: o.factorId, officialFactorId: o.officialFactorId, changes: r.data.changes }] : [],
          ),
      ),
    ),
  );
  return answers.flat();
}
