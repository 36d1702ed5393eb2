/**
 * Hotel search calls (spec 000 §4, spec 001 §7): the search token, one poll of the results, and the city of a
 * destination slug (through src/server/upstream/locations.ts). Supplier tickets are reshaped into `HotelResult` here and nowhere else.
 */
import type { IsoDate } from '@/lib/dates';
import type { HotelResultLike } from '@/products/hotel/model/result';
import { toRoomPassengers, type Room } from '@/lib/rooms';
import { HotelSearchPollResponse, SearchTokenResponse, type HotelTicket, type SearchInfo } from '../schemas/hotels';
import { locationsApi } from '@/server/upstream/locations';
import { isSearchToken, type PollCallOptions } from '@/server/upstream/search-call';
import type { UpstreamClient } from '@/server/upstream/request';

const BASE = '/api/hotel/core/v1/Hotels';

export interface HotelSearchParams {
  locationId: number;
  checkIn: IsoDate;
  checkOut: IsoDate;
  rooms: readonly Room[];
}

/** One hotel of the results, as the product uses it. Prices in rial. */
export interface HotelResult extends HotelResultLike {
  hotelId: number;
  code: string;
  /** Persian name. */
  name: string;
  englishName: string;
  star: number;
  rate: number;
  reviewCount: number;
  isGuaranty: boolean;
  /** The cheapest package's price for the whole stay. */
  minimumPackagePrice: number;
  currency: string;
  address: string;
  cityName: string;
  location: { latitude: number; longitude: number };
  images: { path: string; name: string }[];
  facilities: { icon: string; name: string }[];
  /** Rooms of the cheapest package. */
  rooms: { name: string; mealType: string }[];
  preview: string;
  nights: number;
  /** Last day (Gregorian ISO) the cheapest package cancels without penalty; null: no free cancellation. */
  freeCancellationUntil: IsoDate | null;
  /** Filter keys area, type and provider (null when the supplier does not say). */
  area: string | null;
  hotelType: string | null;
  provider: string | null;
}

/** What a poll says about the search as a whole. */
export interface HotelSearchInfo {
  /** Passed on to the hotel page as HotelSearchId. */
  searchId: string;
  /** The supplier's round counter (0 before the first results). */
  round: number;
  /** Hotels the supplier expects in all (null when it doesn't say). */
  expectedTotal: number | null;
  /** When the supplier expects its next round (a hint; null when done or unknown). */
  nextRoundInMs: number | null;
  expireAt: string;
  cityName: string;
  slug: string;
  checkIn: IsoDate;
  checkOut: IsoDate;
  nights: number;
  rooms: number;
  passengers: number;
}

export interface HotelPoll {
  items: HotelResult[];
  isFinish: boolean;
  info: HotelSearchInfo;
}

export function toHotelResult(t: HotelTicket): HotelResult {
  return {
    hotelId: t.hotelId,
    code: t.code,
    name: t.name,
    englishName: t.englishName,
    star: t.star,
    rate: t.rate,
    reviewCount: t.reviewCount,
    isGuaranty: t.isGuaranty,
    minimumPackagePrice: t.minimumPackagePrice,
    currency: t.price_currency,
    address: t.address,
    cityName: t.cityPersianName,
    location: { latitude: t.location.latitude, longitude: t.location.longitude },
    images: t.images.map((i) => ({ path: i.path, name: i.name })),
    facilities: t.facilities.map((f) => ({ icon: f.iconName, name: f.persianName })),
    rooms: t.roomOfPackageWithMinimumPrices.map((r) => ({ name: r.name, mealType: r.mealType })),
    preview: t.hotel_preview,
    nights: t.nights,
    freeCancellationUntil: t.products[0]?.freeCancellationUntil ?? null,
    area: t.areaName || null,
    hotelType: t.hotelType || null,
    provider: t.products[0]?.providerName || null,
  };
}

export function toHotelSearchInfo(s: SearchInfo): HotelSearchInfo {
  return {
    searchId: s.hotelSearchId,
    round: s.round,
    expectedTotal: s.expectedTotal,
    nextRoundInMs: s.nextRoundInMs,
    expireAt: s.expireAt,
    cityName: s.cityPersianName,
    slug: s.slug,
    checkIn: s.checkIn,
    checkOut: s.checkOut,
    nights: s.nights,
    rooms: s.roomsCount,
    passengers: s.passengersCount,
  };
}

export const hotelsApi = (client: UpstreamClient) => ({
  /** POST …/Hotels/{locationId}/Search → the token the polls use. A search is safe to repeat. */
  searchToken: async (p: HotelSearchParams, deadlineMs?: number): Promise<string> => {
    const res = await client.call({
      method: 'POST',
      path: `${BASE}/${p.locationId}/Search`,
      body: { checkIn: p.checkIn, checkOut: p.checkOut, roomPassengers: toRoomPassengers(p.rooms) },
      schema: SearchTokenResponse,
      idempotent: true,
      ...(deadlineMs !== undefined ? { deadlineMs } : {}),
    });
    return res.searchToken;
  },

  /** GET …/Hotels/cities/{token}/available: the results so far. */
  poll: async (token: string, o: PollCallOptions = {}): Promise<HotelPoll> => {
    if (!isSearchToken(token)) throw new RangeError('not a search token');
    const since = o.since && o.since > 0 ? `?since=${o.since}` : '';
    const res = await client.call({
      method: 'GET',
      path: `${BASE}/cities/${token}/available${since}`,
      schema: HotelSearchPollResponse,
      headers: { 'Request-time': String(o.requestTime ?? Date.now()) },
      ...(o.deadlineMs !== undefined ? { deadlineMs: o.deadlineMs } : {}),
    });
    return { items: res.items.map(toHotelResult), isFinish: res.isFinish, info: toHotelSearchInfo(res.searchInfo) };
  },

  /** The city location behind a destination slug (`ir-kish` → 402); null when no city has that slug. */
  findDestination: async (slug: string): Promise<{ locationId: number; isLocal: boolean } | null> => {
    const city = await locationsApi(client).cityBySlug(slug);
    return city ? { locationId: city.locationId, isLocal: city.isLocal } : null;
  },
});
