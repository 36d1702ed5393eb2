/**
 * Flight searches. The token (`f1.…`) is signed and carries the query and the start time, so any isolate can answer
 * a poll. Several providers (agencies) answer one after another: provider n's flights appear in round n, at the
 * offsets of the shared time model (rounds.ts). Polls are cumulative; `?since=<round>` gives only later rounds.
 */
import { onSale } from '@/products/flight/model/sale-cutoff';
import type { FlightItem, FlightSearchPollResponse } from '@/products/flight/server/schemas';
import { cached } from './cache';
import type { SandboxContext } from './context';
import { type ClassType, FLIGHT_PROVIDERS, flightItem, type Offer, offersOn, type Passengers } from './data/flights';
import { isIranian } from './data/flight-network';
import { createRng } from './data/prng';
import { assignRounds, clockCatchUp, roundProgress, roundTimes } from './rounds';
import { isoInstant } from './time';
import { randomId, signPayload, verifyPayload } from './tokens';

export interface FlightSearchQuery {
  sources: string[];
  destinations: string[];
  departureDate: string;
  /** Set for return searches (flightType 2). */
  returnDate: string | null;
  passengers: Passengers;
  classType: ClassType;
  startedAt: number;
  empty: boolean;
  neverFinish: boolean;
}

const CABIN_OF_TYPE = { 1: 'Y', 3: 'C', 5: 'F' } as const;

export function encodeFlightSearch(ctx: SandboxContext, q: FlightSearchQuery): Promise<string> {
  return signPayload(ctx, 'f1', {
    s: q.sources.join(','),
    d: q.destinations.join(','),
    dd: q.departureDate,
    rd: q.returnDate,
    p: `${q.passengers.adults}.${q.passengers.children}.${q.passengers.infants}`,
    c: q.classType,
    t: q.startedAt,
    f: `${q.empty ? 'e' : ''}${q.neverFinish ? 'n' : ''}`,
    // Each search is its own, even when two ask the same at the same instant: cancelling one must not end the other.
    n: randomId(6),
  });
}

export async function decodeFlightSearch(ctx: SandboxContext, token: string): Promise<FlightSearchQuery | null> {
  const p = await verifyPayload(ctx, 'f1', token);
  if (!p) return null;
  const pax = typeof p.p === 'string' ? p.p.split('.').map(Number) : [];
  if (
    typeof p.s !== 'string' ||
    typeof p.d !== 'string' ||
    typeof p.dd !== 'string' ||
    typeof p.t !== 'number' ||
    (p.c !== 1 && p.c !== 3 && p.c !== 5) ||
    pax.length !== 3
  )
    return null;
  const f = typeof p.f === 'string' ? p.f : '';
  return {
    sources: p.s.split(','),
    destinations: p.d.split(','),
    departureDate: p.dd,
    returnDate: typeof p.rd === 'string' ? p.rd : null,
    passengers: { adults: pax[0] ?? 1, children: pax[1] ?? 0, infants: pax[2] ?? 0 },
    classType: p.c,
    startedAt: p.t,
    empty: f.includes('e'),
    neverFinish: f.includes('n'),
  };
}

/** The short id of a search (its token's signature tail): echoed in searchInfo and used to cancel it. */
export const flightSearchId = (token: string) => token.slice(-12);

interface PlannedFlight {
  item: FlightItem;
  round: number;
}

interface FlightPlan {
  times: number[];
  providers: string[];
  departures: PlannedFlight[];
  returns: PlannedFlight[];
}

const planCache = new Map<string, FlightPlan>();

/** Providers, round times and each flight's round (memoised per token). */
function planFlightSearch(ctx: SandboxContext, token: string, q: FlightSearchQuery): FlightPlan {
  return cached(planCache, `${ctx.seed}|${ctx.firstRoundDelayMs}|${ctx.publicBaseUrl}|${token}`, () => {
    const key = `${q.sources}|${q.destinations}|${q.departureDate}|${q.returnDate}|${q.classType}|${q.startedAt}`;
    const rng = createRng(ctx.seed, 'flight-providers', key);
    const domestic = [...q.sources, ...q.destinations].every(isIranian);
    const providers = rng.shuffle(FLIGHT_PROVIDERS).slice(0, domestic ? rng.int(3, 5) : rng.int(3, 4));
    const times = roundTimes(ctx.seed, key, ctx.firstRoundDelayMs, providers.length, 800, 1600);
    const out = q.empty ? [] : offersOn(ctx.seed, q.sources, q.destinations, q.departureDate, q.classType);
    const back = q.empty || !q.returnDate ? [] : offersOn(ctx.seed, q.destinations, q.sources, q.returnDate, q.classType);
    const place = (offers: Offer[], leg: 1 | 2): PlannedFlight[] => {
      const rounds = assignRounds(ctx.seed, `${key}|${leg}`, offers.length, providers.length);
      return (
        offers
          .map((o, i) => {
            const round = rounds[i] ?? 1;
            const provider = providers[round - 1] as string;
            return { item: flightItem(ctx.seed, o, leg, provider, q.passengers, ctx.publicBaseUrl, round), round };
          })
          // A flight whose check-in has closed when the search starts is not offered (a real airline stops selling it).
          .filter((f) => onSale(f.item, q.startedAt))
          .sort(
            (a, b) =>
              a.round - b.round ||
              a.item.departureTime.localeCompare(b.item.departureTime) ||
              a.item.flightId.localeCompare(b.item.flightId),
          )
      );
    };
    return { times, providers, departures: place(out, 1), returns: place(back, 2) };
  });
}

/** One flight of a search by id (whatever round it is in), or undefined. */
export function findSearchFlight(ctx: SandboxContext, token: string, q: FlightSearchQuery, flightId: string): FlightItem | undefined {
  const plan = planFlightSearch(ctx, token, q);
  return (plan.departures.find((f) => f.item.flightId === flightId) ?? plan.returns.find((f) => f.item.flightId === flightId))?.item;
}

export async function pollFlightSearch(
  ctx: SandboxContext,
  token: string,
  q: FlightSearchQuery,
  since: number,
): Promise<FlightSearchPollResponse> {
  const plan = planFlightSearch(ctx, token, q);
  await clockCatchUp();
  const elapsed = Math.max(0, ctx.clock() - q.startedAt);
  const { round, done, nextRoundInMs } = roundProgress(plan.times, elapsed);
  const upTo = (list: PlannedFlight[]) => list.filter((f) => f.round <= round).map((f) => f.item);
  const allOut = upTo(plan.departures);
  const allBack = upTo(plan.returns);
  const after = (list: FlightItem[]) => (since > 0 ? list.filter((f) => f.round > since) : list);
  const departures = after(allOut);
  const returns = after(allBack);
  const count = (r: number) => plan.departures.filter((f) => f.round === r).length + plan.returns.filter((f) => f.round === r).length;
  return {
    departures,
    returns,
    isFinish: done && !q.neverFinish,
    searchInfo: {
      searchId: flightSearchId(token),
      round,
      roundsTotal: plan.times.length,
      providers: plan.providers.map((name, i) => ({ name, answered: i < round, count: i < round ? count(i + 1) : 0 })),
      totalCount: allOut.length + allBack.length,
      expectedTotal: plan.departures.length + plan.returns.length,
      returnedCount: departures.length + returns.length,
      elapsedMs: elapsed,
      nextRoundInMs: done ? (q.neverFinish ? 2000 : null) : nextRoundInMs,
      expireAt: isoInstant(q.startedAt + ctx.searchTtlMs),
      flightType: q.returnDate ? 2 : 1,
      sourceAirports: q.sources,
      destinationAirports: q.destinations,
      departureDate: q.departureDate,
      returnDate: q.returnDate,
      passengers: q.passengers,
      cabin: CABIN_OF_TYPE[q.classType],
      scope: [...q.sources, ...q.destinations].every(isIranian) ? 'l' : 'i',
      currency: 'IRR',
    },
  };
}

/** Forget memoised flight plans. */
export function clearFlightSearchCache(): void {
  planCache.clear();
}
