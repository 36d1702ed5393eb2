/**
 * Hotel and package searches. Tokens (`h1.…`, `p1.…`) are signed and carry the query and the start time, so any
 * isolate can answer a poll. Poll contract: each poll returns ALL items available so far, with current best prices
 * (cumulative); `?since=<round>` returns only items new or changed after that round.
 */
import type { HotelSearchPollResponse, HotelTicket, SearchInfo } from '@/products/hotel/server/schemas/hotels';
import type { HotelPackage, PackagePollResponse } from '@/products/hotel/server/schemas/packages';
import { cached } from './cache';
import type { SandboxContext } from './context';
import { citySlug, getCity, type CityDef } from './data/cities';
import { facilitiesOf, findHotel, hotelsOfCity, imagesOf, STAR_WORDS, type HotelRecord } from './data/hotels';
import { cheapestPackage, packagesFor, parseRoomsCode, roomsCode, type StayQuery } from './data/packages';
import { createRng, hashString, roundTo } from './data/prng';
import { assignRounds, clockCatchUp, completedRounds, hintAfterRound, roundProgress, roundTimes } from './rounds';
import { daysBetween, isoInstant, tehranToday } from './time';
import { signPayload, verifyPayload } from './tokens';

export interface HotelSearchQuery {
  locationId: number;
  cityId: number;
  /** Set when the location is a single hotel (type 4). */
  hotelId: number | null;
  stay: StayQuery;
  startedAt: number;
  discount: number;
  empty: boolean;
  neverFinish: boolean;
}

export interface PackageSearchQuery {
  hotelId: number;
  stay: StayQuery;
  startedAt: number;
  discount: number;
  neverFinish: boolean;
}

const flags = (empty: boolean, never: boolean) => `${empty ? 'e' : ''}${never ? 'n' : ''}`;

export function encodeHotelSearch(ctx: SandboxContext, q: HotelSearchQuery): Promise<string> {
  return signPayload(ctx, 'h1', {
    l: q.locationId,
    c: q.cityId,
    h: q.hotelId,
    ci: q.stay.checkIn,
    co: q.stay.checkOut,
    r: roomsCode(q.stay.rooms),
    t: q.startedAt,
    d: q.discount,
    f: flags(q.empty, q.neverFinish),
  });
}

export async function decodeHotelSearch(ctx: SandboxContext, token: string): Promise<HotelSearchQuery | null> {
  const p = await verifyPayload(ctx, 'h1', token);
  if (!p) return null;
  const rooms = typeof p.r === 'string' ? parseRoomsCode(p.r) : null;
  if (
    typeof p.l !== 'number' ||
    typeof p.c !== 'number' ||
    typeof p.ci !== 'string' ||
    typeof p.co !== 'string' ||
    typeof p.t !== 'number' ||
    !rooms
  )
    return null;
  const f = typeof p.f === 'string' ? p.f : '';
  return {
    locationId: p.l,
    cityId: p.c,
    hotelId: typeof p.h === 'number' ? p.h : null,
    stay: { checkIn: p.ci, checkOut: p.co, rooms },
    startedAt: p.t,
    discount: typeof p.d === 'number' ? p.d : 0,
    empty: f.includes('e'),
    neverFinish: f.includes('n'),
  };
}

export function encodePackageSearch(ctx: SandboxContext, q: PackageSearchQuery): Promise<string> {
  return signPayload(ctx, 'p1', {
    h: q.hotelId,
    ci: q.stay.checkIn,
    co: q.stay.checkOut,
    r: roomsCode(q.stay.rooms),
    t: q.startedAt,
    d: q.discount,
    f: flags(false, q.neverFinish),
  });
}

export async function decodePackageSearch(ctx: SandboxContext, token: string): Promise<PackageSearchQuery | null> {
  const p = await verifyPayload(ctx, 'p1', token);
  if (!p) return null;
  const rooms = typeof p.r === 'string' ? parseRoomsCode(p.r) : null;
  if (typeof p.h !== 'number' || typeof p.ci !== 'string' || typeof p.co !== 'string' || typeof p.t !== 'number' || !rooms) return null;
  return {
    hotelId: p.h,
    stay: { checkIn: p.ci, checkOut: p.co, rooms },
    startedAt: p.t,
    discount: typeof p.d === 'number' ? p.d : 0,
    neverFinish: typeof p.f === 'string' && p.f.includes('n'),
  };
}

// ---- hotel search ----

/**
 * One hotel's place in a search's schedule. The plan keeps no ticket: a ticket (images, rooms, texts) is built when a
 * poll returns it, so a plan stays a few KB. Why: a plan per search kept every hotel's whole ticket (Kish: ~0.3 MB),
 * and with more searches open than the memo holds each poll rebuilt them all (issue 43, session 39).
 */
interface PlannedTicket {
  hotel: HotelRecord;
  firstRound: number;
  improveRound: number | null;
  /** The price before its improvement (only read while `improveRound` is ahead). */
  initialPrice: number;
}

interface HotelPlan {
  times: number[];
  items: PlannedTicket[];
}

/** Plans are small (no tickets), so the memo holds as many searches as a busy isolate has open. */
const HOTEL_PLAN_CACHE_SIZE = 512;
const planCache = new Map<string, HotelPlan>();

/** The hotel's area: the street (Iran) or the district (abroad) of its address. */
export function areaOf(hotel: HotelRecord, city: CityDef): string {
  const parts = hotel.address.split('، ');
  return (city.countryCode === 'IR' ? parts[1] : parts[2]) ?? city.fa;
}

/** Kind of stay, from the hotel's id (no draw from the generator, so the other fields keep their values). */
export function hotelTypeOf(hotel: HotelRecord): string {
  const n = hashString(String(hotel.id)) % 10;
  return n < 6 ? 'هتل' : n < 8 ? 'هتل آپارتمان' : n < 9 ? 'بوتیک هتل' : 'اقامتگاه سنتی';
}

function teaser(hotel: HotelRecord, city: CityDef): string {
  return `هتل ${STAR_WORDS[hotel.star]} ستاره در ${city.fa}، ${hotel.address.split('، ').slice(1, 2).join('')}`;
}

export function buildTicket(ctx: SandboxContext, hotel: HotelRecord, stay: StayQuery, discount: number, today: string): HotelTicket {
  const city = getCity(hotel.cityId) as CityDef;
  const best = cheapestPackage(ctx.seed, hotel, stay, discount, today);
  const roomTypes = best.roomTypes.map((r) => ({ name: r.name, mealType: r.mealType, capacity: r.capacity }));
  return {
    hotelId: hotel.id,
    code: String(hotel.id),
    name: hotel.fa,
    persianName: hotel.fa,
    englishName: hotel.en,
    cityId: city.id,
    cityEnglishName: city.en,
    cityPersianName: city.fa,
    countryCode: city.countryCode,
    address: hotel.address,
    areaName: areaOf(hotel, city),
    hotelType: hotelTypeOf(hotel),
    star: hotel.star,
    rate: hotel.rate,
    reviewCount: hotel.reviewCount,
    location: { latitude: hotel.lat, longitude: hotel.lng },
    images: imagesOf(hotel, ctx.publicBaseUrl),
    facilities: facilitiesOf(hotel),
    isGuaranty: hotel.isGuaranty,
    products: [
      {
        packageId: best.packageId,
        packageNumber: best.packageNumber,
        packagePrice: best.packagePrice,
        isGuaranty: best.isGuaranty,
        providerName: best.providerName,
        roomTypes,
        isRefundable: best.isRefundable,
        freeCancellationUntil: best.freeCancellationUntil ?? null,
      },
    ],
    packagePrice: best.packagePrice,
    minimumPackagePrice: best.packagePrice,
    roomOfPackageWithMinimumPrices: roomTypes,
    passengerInfo: stay.rooms.map((r) => ({ adultsCount: r.adults, childrenAges: [...r.childrenAges] })),
    attractionDetailPrices: [],
    hotel_preview: teaser(hotel, city),
    price_currency: 'IRR',
    nights: Math.max(1, daysBetween(stay.checkIn, stay.checkOut)),
    round: 1,
  };
}

/** Rounds and the per-hotel schedule of a hotel search (memoised per token). */
function planHotelSearch(ctx: SandboxContext, token: string, q: HotelSearchQuery): HotelPlan {
  return cached(
    planCache,
    `${ctx.seed}|${ctx.firstRoundDelayMs}|${ctx.publicBaseUrl}|${token}`,
    () => planOf(ctx, q),
    HOTEL_PLAN_CACHE_SIZE,
  );
}

function planOf(ctx: SandboxContext, q: HotelSearchQuery): HotelPlan {
  let hotels: HotelRecord[] = [];
  if (!q.empty) {
    const single = q.hotelId !== null ? findHotel(ctx.seed, q.hotelId) : undefined;
    hotels = single ? [single] : hotelsOfCity(ctx.seed, q.cityId);
  }
  const key = `${q.locationId}|${q.stay.checkIn}|${q.stay.checkOut}|${roomsCode(q.stay.rooms)}|${q.startedAt}`;
  const rounds = hotels.length >= 10 ? 5 : hotels.length > 1 ? 3 : hotels.length === 1 ? 2 : 1;
  const times = roundTimes(ctx.seed, key, ctx.firstRoundDelayMs, rounds, 1000, 2000);
  // The site's own contracted hotels (isGuaranty: the "special rate" sort's top) are priced from its own
  // database, so they answer in the first round at their contract price; the other suppliers' hotels are spread
  // over the rounds, and their first price may be improved later. Why: that is how an aggregator's search
  // behaves, and a traveller on the default sort sees the final top of the list from the first round instead of
  // having it replaced seconds later (issue 15).
  const thirdParty = hotels.filter((h) => !h.isGuaranty);
  const spread = hotels.length === 1 ? [1] : assignRounds(ctx.seed, key, thirdParty.length, rounds);
  const firstOf = new Map(thirdParty.map((h, i) => [h.id, spread[i] ?? 1]));
  const rng = createRng(ctx.seed, 'improve', key);
  const items = hotels.map((hotel): PlannedTicket => {
    const firstRound = firstOf.get(hotel.id) ?? 1;
    const improves = !hotel.isGuaranty && firstRound < rounds && rng.chance(0.18);
    const improveRound = improves ? rng.int(firstRound + 1, rounds) : null;
    // Only an improving hotel needs its final price now (to price its first offer above it).
    const initialPrice = improves ? roundTo(ticketOf(ctx, q, hotel).packagePrice * rng.float(1.04, 1.15), 10_000) : 0;
    return { hotel, firstRound, improveRound, initialPrice };
  });
  items.sort((a, b) => a.firstRound - b.firstRound || a.hotel.id - b.hotel.id);
  return { times, items };
}

function ticketOf(ctx: SandboxContext, q: HotelSearchQuery, hotel: HotelRecord): HotelTicket {
  return buildTicket(ctx, hotel, q.stay, q.discount, tehranToday(q.startedAt));
}

/** The round in which the hotel's offer as of `round` appeared: its first round, or the round that improved it. */
function offerRound(item: PlannedTicket, round: number): number {
  return item.improveRound !== null && round >= item.improveRound ? item.improveRound : item.firstRound;
}

/**
 * The hotel's ticket as of `round`: before the round that improves its offer, at its first price (the cheapest
 * package alone). The ticket is built for this poll, so it is completed in place rather than copied.
 */
function ticketAtRound(ctx: SandboxContext, q: HotelSearchQuery, item: PlannedTicket, round: number): HotelTicket {
  const ticket = ticketOf(ctx, q, item.hotel);
  ticket.round = offerRound(item, round);
  if (item.improveRound !== null && round < item.improveRound) {
    const price = item.initialPrice;
    const product = ticket.products[0];
    ticket.products = product ? [{ ...product, packagePrice: price }] : [];
    ticket.packagePrice = price;
    ticket.minimumPackagePrice = price;
  }
  return ticket;
}

export async function pollHotelSearch(
  ctx: SandboxContext,
  token: string,
  q: HotelSearchQuery,
  since: number,
): Promise<HotelSearchPollResponse> {
  const plan = planHotelSearch(ctx, token, q);
  // The rounds due when the poll came, and the tickets of the offers it returns (those newer than `since`): building
  // them is the long part of a poll. Then the clock is read again as the answer leaves (see clockCatchUp), for the
  // elapsed time and the hint to the next round; a round that fell due meanwhile is the next poll's, hinted at once.
  const round = completedRounds(plan.times, Math.max(0, ctx.clock() - q.startedAt));
  const reached = plan.items.filter((item) => item.firstRound <= round);
  const items = reached.filter((item) => since <= 0 || offerRound(item, round) > since).map((item) => ticketAtRound(ctx, q, item, round));
  await clockCatchUp();
  const elapsed = Math.max(0, ctx.clock() - q.startedAt);
  const done = round >= plan.times.length;
  const hint = hintAfterRound(plan.times, round, elapsed);
  const city = getCity(q.cityId) as CityDef;
  const passengers = q.stay.rooms.reduce((n, r) => n + r.adults + r.childrenAges.length, 0);
  const searchInfo: SearchInfo = {
    hotelSearchId: token.slice(-12),
    round,
    roundsTotal: plan.times.length,
    totalCount: reached.length,
    expectedTotal: plan.items.length,
    returnedCount: items.length,
    elapsedMs: elapsed,
    nextRoundInMs: hint ?? (q.neverFinish ? 2000 : null),
    expireAt: isoInstant(q.startedAt + ctx.searchTtlMs),
    locationId: q.locationId,
    cityId: city.id,
    cityPersianName: city.fa,
    cityEnglishName: city.en,
    countryCode: city.countryCode,
    slug: citySlug(city),
    scope: city.countryCode === 'IR' ? 'l' : 'i',
    checkIn: q.stay.checkIn,
    checkOut: q.stay.checkOut,
    nights: Math.max(1, daysBetween(q.stay.checkIn, q.stay.checkOut)),
    roomsCount: q.stay.rooms.length,
    passengersCount: passengers,
    currency: 'IRR',
  };
  return { items, isFinish: done && !q.neverFinish, searchInfo };
}

// ---- package search ----

interface PackagePlan {
  times: number[];
  items: { pkg: HotelPackage; round: number }[];
}
const packageCache = new Map<string, PackagePlan>();

function planPackageSearch(ctx: SandboxContext, token: string, q: PackageSearchQuery, hotel: HotelRecord): PackagePlan {
  return cached(packageCache, `${ctx.seed}|${ctx.firstRoundDelayMs}|${token}`, () => {
    const packages = packagesFor(ctx.seed, hotel, q.stay, q.discount, tehranToday(q.startedAt));
    const key = `${hotel.id}|${q.stay.checkIn}|${q.stay.checkOut}|${roomsCode(q.stay.rooms)}|${q.startedAt}`;
    const rounds = Math.min(3, packages.length);
    const times = roundTimes(ctx.seed, key, Math.round(ctx.firstRoundDelayMs / 2), rounds, 700, 1200);
    const assigned = assignRounds(ctx.seed, key, packages.length, rounds);
    const items = packages.map((pkg, i) => {
      const round = pkg.packageId % 100 === 1 ? 1 : (assigned[i] ?? 1);
      return { pkg: { ...pkg, round }, round };
    });
    items.sort((a, b) => a.round - b.round || a.pkg.packageId - b.pkg.packageId);
    return { times, items };
  });
}

/** Forget memoised search plans. */
export function clearSearchCaches(): void {
  planCache.clear();
  packageCache.clear();
}

export async function pollPackages(
  ctx: SandboxContext,
  token: string,
  q: PackageSearchQuery,
  hotel: HotelRecord,
  since: number,
): Promise<PackagePollResponse> {
  const plan = planPackageSearch(ctx, token, q, hotel);
  await clockCatchUp();
  const { round, done, nextRoundInMs } = roundProgress(plan.times, Math.max(0, ctx.clock() - q.startedAt));
  const all = plan.items.filter((i) => i.round <= round).map((i) => i.pkg);
  return {
    isFinish: done && !q.neverFinish,
    items: since > 0 ? all.filter((p) => p.round > since) : all,
    searchToken: token,
    hotelId: hotel.id,
    round,
    roundsTotal: plan.times.length,
    totalCount: all.length,
    nextRoundInMs: done ? (q.neverFinish ? 1000 : null) : nextRoundInMs,
  };
}
