/**
 * Flight+hotel (dynamic tour) searches. A bundle is one of the destination's hotels (its cheapest room package for
 * the stay, from the hotel inventory: data/packages.ts) with a default outbound and return flight (from the flight
 * inventory: data/flights.ts), priced together. The token (`t1.…`) is signed and carries the query and the start
 * time, so any isolate answers a poll; the hotels are spread over rounds like a hotel search. Everything but the
 * round times depends only on the seed and the query, so a search of the same days answers the same bundles.
 */
import type {
  BundleFlight,
  BundleHotel,
  BundlePackage,
  FlightPair,
  TourBundle,
  TourSearchPollResponse,
} from '@/products/flight-hotel/server/schemas';
import { cached } from './cache';
import type { SandboxContext } from './context';
import { CITIES, type CityDef } from './data/cities';
import { cityAirports } from './data/flight-network';
import { FLIGHT_PROVIDERS, flightItem, offersOn, parseOfferId, type Passengers } from './data/flights';
import { findHotel, type HotelRecord, hotelsOfCity } from './data/hotels';
import { MEAL_TEXT, packagesFor, parseRoomsCode, roomsCode, type RoomRequest, type StayQuery } from './data/packages';
import { createRng, hashString, roundTo } from './data/prng';
import { assignRounds, clockCatchUp, roundProgress, roundTimes } from './rounds';
import { buildTicket } from './search';
import { daysBetween, isoInstant, tehranToday } from './time';
import { randomId, signPayload, verifyPayload } from './tokens';

export interface TourSearchQuery {
  /** City IATA codes (IKA is sold as THR). */
  source: string;
  destination: string;
  stay: StayQuery;
  startedAt: number;
  discount: number;
  empty: boolean;
  neverFinish: boolean;
}

/** Percent off the hotel for buying it with the flights. */
export const BUNDLE_DISCOUNT_PERCENT = 5;
/** How many pairs a first GetAllFlights request answers (a mobile one: fewer). */
export const FIRST_REQUEST_PAIRS = { desktop: 12, mobile: 6 } as const;

/** The city of a code: its own IATA code or one of its airports (IKA is Tehran). */
export function tourCity(code: string): CityDef | undefined {
  const upper = code.toUpperCase();
  const direct = CITIES.find((c) => c.iata === upper);
  if (direct) return direct;
  return CITIES.find((c) => cityAirports(c.iata).includes(upper));
}

export function encodeTourSearch(ctx: SandboxContext, q: TourSearchQuery): Promise<string> {
  return signPayload(ctx, 't1', {
    s: q.source,
    d: q.destination,
    ci: q.stay.checkIn,
    co: q.stay.checkOut,
    r: roomsCode(q.stay.rooms),
    t: q.startedAt,
    x: q.discount,
    f: `${q.empty ? 'e' : ''}${q.neverFinish ? 'n' : ''}`,
    n: randomId(6),
  });
}

export async function decodeTourSearch(ctx: SandboxContext, token: string): Promise<TourSearchQuery | null> {
  const p = await verifyPayload(ctx, 't1', token);
  if (!p) return null;
  const rooms = typeof p.r === 'string' ? parseRoomsCode(p.r) : null;
  if (
    typeof p.s !== 'string' ||
    typeof p.d !== 'string' ||
    typeof p.ci !== 'string' ||
    typeof p.co !== 'string' ||
    typeof p.t !== 'number' ||
    !rooms
  )
    return null;
  const f = typeof p.f === 'string' ? p.f : '';
  return {
    source: p.s,
    destination: p.d,
    stay: { checkIn: p.ci, checkOut: p.co, rooms },
    startedAt: p.t,
    discount: typeof p.x === 'number' ? p.x : 0,
    empty: f.includes('e'),
    neverFinish: f.includes('n'),
  };
}

/** Flight passengers of the rooms: children under 2 fly as infants, 12 and over as adults. */
export function flightPassengers(rooms: readonly RoomRequest[]): Passengers {
  const p: Passengers = { adults: 0, children: 0, infants: 0 };
  for (const r of rooms) {
    p.adults += r.adults;
    for (const age of r.childrenAges) {
      if (age < 2) p.infants++;
      else if (age < 12) p.children++;
      else p.adults++;
    }
  }
  return p;
}

const personsOf = (p: Passengers) => p.adults + p.children + p.infants;

/** The full flight item of a bundle's flight (its offer, leg and the search's travellers), with its airports' countries. */
export function bundleFlightItem(ctx: SandboxContext, flightId: string, leg: 1 | 2, p: Passengers): ReturnType<typeof flightItem> | null {
  const offer = parseOfferId(ctx.seed, flightId);
  if (!offer) return null;
  const provider = FLIGHT_PROVIDERS[hashString(`${offer.service.id}|${offer.date}`, ctx.seed) % FLIGHT_PROVIDERS.length] as string;
  return flightItem(ctx.seed, offer, leg, provider, p, ctx.publicBaseUrl, 1);
}

function toBundleFlight(item: ReturnType<typeof flightItem>): BundleFlight {
  return {
    flightId: item.flightId,
    leg: item.leg,
    airline: item.airline,
    flightNumber: item.flightNumber,
    cabin: { code: item.cabin.code, name: item.cabin.name },
    origin: { iata: item.origin.iata, city: item.origin.city, airportName: item.origin.airportName },
    destination: { iata: item.destination.iata, city: item.destination.city, airportName: item.destination.airportName },
    departureTime: item.departureTime,
    arrivalTime: item.arrivalTime,
    durationMinutes: item.durationMinutes,
    stops: item.stops,
    isCharter: item.isCharter,
    seatsLeft: item.seatsLeft,
    baggage: { checkedKg: item.baggage.checkedKg, cabinKg: item.baggage.cabinKg },
    isRefundable: item.isRefundable,
    prices: item.prices,
    totalPrice: item.totalPrice,
    providerName: item.providerName,
    fareRules: item.fareRules,
  };
}

/** The flights of one direction on a day, cheapest first (then by departure), for the travellers. */
export function flightsOn(ctx: SandboxContext, from: string, to: string, date: string, leg: 1 | 2, p: Passengers): BundleFlight[] {
  const offers = offersOn(ctx.seed, cityAirports(from), cityAirports(to), date, 1);
  return offers
    .map((o) => {
      const provider = FLIGHT_PROVIDERS[hashString(`${o.service.id}|${date}`, ctx.seed) % FLIGHT_PROVIDERS.length] as string;
      return toBundleFlight(flightItem(ctx.seed, o, leg, provider, p, ctx.publicBaseUrl, 1));
    })
    .filter((f) => f.seatsLeft >= personsOf(p) - p.infants)
    .sort((a, b) => a.totalPrice - b.totalPrice || a.departureTime.localeCompare(b.departureTime) || a.flightId.localeCompare(b.flightId));
}

interface PlannedBundle {
  bundle: TourBundle;
  round: number;
}

export interface TourPlan {
  times: number[];
  bundles: PlannedBundle[];
  outbound: BundleFlight[];
  inbound: BundleFlight[];
  passengers: Passengers;
}

const planCache = new Map<string, TourPlan>();

function bundleOf(
  hotel: BundleHotel,
  pkg: { packageId: number; packageNumber: string; packagePrice: number; isRefundable: boolean; freeCancellationUntil: string | null },
  rooms: TourBundle['rooms'],
  out: BundleFlight,
  back: BundleFlight,
  p: Passengers,
  nights: number,
  round: number,
): TourBundle {
  const flightPrice = out.totalPrice + back.totalPrice;
  const bundleDiscount = roundTo((pkg.packagePrice * BUNDLE_DISCOUNT_PERCENT) / 100, 10_000);
  const totalPrice = pkg.packagePrice + flightPrice - bundleDiscount;
  const persons = Math.max(1, personsOf(p));
  return {
    bundleId: `${hotel.hotelId}-${out.flightId}-${back.flightId}`,
    hotel,
    packageId: pkg.packageId,
    packageNumber: pkg.packageNumber,
    rooms,
    hotelPrice: pkg.packagePrice,
    isRefundable: pkg.isRefundable,
    freeCancellationUntil: pkg.freeCancellationUntil,
    outbound: out,
    inbound: back,
    flightPrice,
    bundleDiscount,
    totalPrice,
    pricePerPerson: roundTo(totalPrice / persons, 1000),
    persons,
    nights,
    round,
  };
}

interface BundleContext {
  /** The search's key (source, destination, dates, rooms): the default pair's choice depends on it and the hotel. */
  key: string;
  outbound: BundleFlight[];
  inbound: BundleFlight[];
  passengers: Passengers;
  today: string;
  round: number;
}

/** One hotel's bundle: its cheapest package for the stay and its default flight pair; undefined without either. */
function hotelBundle(
  ctx: SandboxContext,
  h: HotelRecord,
  q: Pick<TourSearchQuery, 'stay' | 'discount'>,
  b: BundleContext,
): TourBundle | undefined {
  if (!b.outbound.length || !b.inbound.length) return undefined;
  const ticket = buildTicket(ctx, h, q.stay, q.discount, b.today);
  const product = ticket.products[0];
  if (!product) return undefined;
  const rng = createRng(ctx.seed, 'tour-pair', h.id, b.key);
  const out = b.outbound[rng.int(0, Math.min(3, b.outbound.length) - 1)] as BundleFlight;
  const back = b.inbound[rng.int(0, Math.min(3, b.inbound.length) - 1)] as BundleFlight;
  const hotel: BundleHotel = {
    hotelId: ticket.hotelId,
    persianName: ticket.persianName,
    englishName: ticket.englishName,
    star: ticket.star,
    rate: ticket.rate,
    reviewCount: ticket.reviewCount,
    address: ticket.address,
    cityPersianName: ticket.cityPersianName,
    location: ticket.location,
    images: ticket.images.map((x) => ({ path: x.path, name: x.name })),
    facilities: ticket.facilities.map((x) => ({ iconName: x.iconName, persianName: x.persianName })),
    isGuaranty: ticket.isGuaranty,
  };
  const rooms = product.roomTypes.map((r) => ({
    name: r.name,
    mealType: r.mealType,
    mealTitle: MEAL_TEXT[r.mealType] ?? 'وعده غذایی طبق قرارداد هتل',
  }));
  const pkg = {
    packageId: product.packageId,
    packageNumber: product.packageNumber,
    packagePrice: product.packagePrice,
    isRefundable: product.isRefundable ?? false,
    freeCancellationUntil: product.freeCancellationUntil ?? null,
  };
  const nights = Math.max(1, daysBetween(q.stay.checkIn, q.stay.checkOut));
  return bundleOf(hotel, pkg, rooms, out, back, b.passengers, nights, b.round);
}

/**
 * The hotel's room packages for the search's stay as a dynamic tour sells them (GetSearchResult's bundle takes the
 * cheapest): each not sold out, with its rooms, the hotel's price and the bundle's discount on it, cheapest first.
 */
export function bundlePackages(
  ctx: SandboxContext,
  q: Pick<TourSearchQuery, 'stay' | 'discount' | 'startedAt'>,
  hotelId: number,
): BundlePackage[] {
  const hotel = findHotel(ctx.seed, hotelId);
  if (!hotel) return [];
  return packagesFor(ctx.seed, hotel, q.stay, q.discount, tehranToday(q.startedAt))
    .filter((p) => !p.isSoldOut)
    .sort((a, b) => a.packagePrice - b.packagePrice || a.packageId - b.packageId)
    .map((p) => ({
      packageId: p.packageId,
      packageNumber: p.packageNumber,
      rooms: p.roomTypes.map((r) => ({
        name: r.name,
        mealType: r.mealType,
        mealTitle: MEAL_TEXT[r.mealType] ?? 'وعده غذایی طبق قرارداد هتل',
      })),
      hotelPrice: p.packagePrice,
      bundleDiscount: roundTo((p.packagePrice * BUNDLE_DISCOUNT_PERCENT) / 100, 10_000),
      isRefundable: p.isRefundable ?? false,
      freeCancellationUntil: p.freeCancellationUntil ?? null,
    }));
}

const searchKey = (q: Pick<TourSearchQuery, 'source' | 'destination' | 'stay'>) =>
  `${q.source}|${q.destination}|${q.stay.checkIn}|${q.stay.checkOut}|${roomsCode(q.stay.rooms)}`;

/**
 * The bundle a search of these days would answer for one hotel (the tour offers are built from it, so an offer's
 * hotel, airlines and price are those the flight+hotel search then shows). Undefined when nothing flies.
 */
export function bundleForHotel(
  ctx: SandboxContext,
  q: Pick<TourSearchQuery, 'source' | 'destination' | 'stay'>,
  hotel: HotelRecord,
  today: string,
): TourBundle | undefined {
  const passengers = flightPassengers(q.stay.rooms);
  const outbound = flightsOn(ctx, q.source, q.destination, q.stay.checkIn, 1, passengers);
  const inbound = outbound.length ? flightsOn(ctx, q.destination, q.source, q.stay.checkOut, 2, passengers) : [];
  return hotelBundle(ctx, hotel, { stay: q.stay, discount: 0 }, { key: searchKey(q), outbound, inbound, passengers, today, round: 1 });
}

/**
 * The search's bundles, round times and flights (memoised per token). A hotel's default pair is one of the three
 * cheapest outbound and three cheapest return flights (chosen per hotel and days), so the cards show airlines and
 * times that differ; with no flight one way there is no bundle.
 */
export function planTourSearch(ctx: SandboxContext, token: string, q: TourSearchQuery): TourPlan {
  return cached(planCache, `${ctx.seed}|${ctx.firstRoundDelayMs}|${ctx.publicBaseUrl}|${token}`, () => {
    const key = searchKey(q);
    const passengers = flightPassengers(q.stay.rooms);
    const city = tourCity(q.destination);
    const outbound = q.empty || !city ? [] : flightsOn(ctx, q.source, q.destination, q.stay.checkIn, 1, passengers);
    const inbound = q.empty || !city ? [] : flightsOn(ctx, q.destination, q.source, q.stay.checkOut, 2, passengers);
    const hotels = outbound.length && inbound.length && city ? hotelsOfCity(ctx.seed, city.id) : [];
    const rounds = hotels.length >= 10 ? 4 : hotels.length > 1 ? 3 : 1;
    const times = roundTimes(ctx.seed, `${key}|${q.startedAt}`, ctx.firstRoundDelayMs, rounds, 1000, 2000);
    const spread = assignRounds(ctx.seed, key, hotels.length, rounds);
    const today = tehranToday(q.startedAt);
    const bundles: PlannedBundle[] = [];
    hotels.forEach((h, i) => {
      const bundle = hotelBundle(ctx, h, q, { key, outbound, inbound, passengers, today, round: h.isGuaranty ? 1 : (spread[i] ?? 1) });
      if (bundle) bundles.push({ bundle, round: bundle.round });
    });
    bundles.sort((a, b) => a.round - b.round || a.bundle.hotel.hotelId - b.bundle.hotel.hotelId);
    return { times, bundles, outbound, inbound, passengers };
  });
}

export const tourSearchId = (token: string) => token.slice(-12);

export async function pollTourSearch(
  ctx: SandboxContext,
  token: string,
  q: TourSearchQuery,
  since: number,
): Promise<TourSearchPollResponse> {
  const plan = planTourSearch(ctx, token, q);
  await clockCatchUp();
  const elapsed = Math.max(0, ctx.clock() - q.startedAt);
  const { round, done, nextRoundInMs } = roundProgress(plan.times, elapsed);
  const all = plan.bundles.filter((b) => b.round <= round).map((b) => b.bundle);
  const items = since > 0 ? all.filter((b) => b.round > since) : all;
  const from = tourCity(q.source);
  const to = tourCity(q.destination);
  const local = from?.countryCode === 'IR' && to?.countryCode === 'IR';
  return {
    items,
    isFinish: done && !q.neverFinish,
    searchInfo: {
      searchId: tourSearchId(token),
      round,
      roundsTotal: plan.times.length,
      totalCount: all.length,
      expectedTotal: plan.bundles.length,
      returnedCount: items.length,
      elapsedMs: elapsed,
      nextRoundInMs: done ? (q.neverFinish ? 2000 : null) : nextRoundInMs,
      expireAt: isoInstant(q.startedAt + ctx.searchTtlMs),
      source: q.source,
      destination: q.destination,
      sourcePersianName: from?.fa ?? q.source,
      destinationPersianName: to?.fa ?? q.destination,
      destinationId: to?.id ?? 0,
      scope: local ? 'l' : 'i',
      checkIn: q.stay.checkIn,
      checkOut: q.stay.checkOut,
      nights: Math.max(1, daysBetween(q.stay.checkIn, q.stay.checkOut)),
      roomsCount: q.stay.rooms.length,
      passengersCount: personsOf(plan.passengers),
      currency: 'IRR',
    },
  };
}

/** The bundle of a hotel in a search (whatever round), or undefined. */
export function findBundle(plan: TourPlan, hotelId: number): TourBundle | undefined {
  return plan.bundles.find((b) => b.bundle.hotel.hotelId === hotelId)?.bundle;
}

/**
 * Every flight pair that can replace the bundle's default, default first, then by price difference (then outbound
 * departure, return departure). A first request answers the cheapest few; the next one all of them.
 */
export function allFlightPairs(plan: TourPlan, bundle: TourBundle): FlightPair[] {
  const base = bundle.flightPrice;
  const pairs: FlightPair[] = [];
  for (const out of plan.outbound)
    for (const back of plan.inbound) {
      const flightPrice = out.totalPrice + back.totalPrice;
      const isDefault = out.flightId === bundle.outbound.flightId && back.flightId === bundle.inbound.flightId;
      pairs.push({
        outbound: out,
        inbound: back,
        flightPrice,
        priceDifference: flightPrice - base,
        totalPrice: bundle.totalPrice + flightPrice - base,
        isDefault,
      });
    }
  return pairs.sort(
    (a, b) =>
      Number(b.isDefault) - Number(a.isDefault) ||
      a.priceDifference - b.priceDifference ||
      a.outbound.departureTime.localeCompare(b.outbound.departureTime) ||
      a.inbound.departureTime.localeCompare(b.inbound.departureTime),
  );
}

/** Forget memoised tour plans. */
export function clearTourSearchCache(): void {
  planCache.clear();
}
