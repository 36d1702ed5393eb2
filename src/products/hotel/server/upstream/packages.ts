/**
 * Hotel package calls (spec 001 §4 "Hotel package search", §7 "Hotel packages"): the package search token and one
 * poll. Supplier packages are reshaped into `RoomPackage` here and nowhere else.
 */
import type { IsoDate } from '@/lib/dates';
import type { PackageLike } from '@/products/hotel/model/packages';
import { toRoomPassengers, type Room } from '@/lib/rooms';
import { PackagePollResponse, PackageSearchTokenResponse, type HotelPackage } from '../schemas/packages';
import { isSearchToken, type PollCallOptions } from '@/server/upstream/search-call';
import type { UpstreamClient } from '@/server/upstream/request';

const BASE = '/api/hotel/core/v1/Hotels';

/**
 * Dates and rooms may be left out when `searchToken` (the hotel search's) is given: the supplier takes them from it.
 * Without a hotel search token the package search is anchored on a location: `locationId`, else the hotel itself.
 */
export interface PackageSearchParams {
  hotelId: number;
  searchToken?: string | null;
  locationId?: number | null;
  checkIn?: IsoDate | null;
  checkOut?: IsoDate | null;
  rooms?: readonly Room[] | null;
  /** A dynamic tour's rooms (a flight+hotel bundle's hotel): searched with `isTourDynamic: true` (spec 001 §8). */
  tourDynamic?: boolean;
}

/** One bookable package of a hotel. Prices in rial. */
export interface RoomPackage extends PackageLike {
  packageId: number;
  /** Opaque; what pre-reserve and the cancellation rules take. */
  packageNumber: string;
  packagePrice: number;
  isGuaranty: boolean;
  isSoldOut: boolean;
  isRefundable: boolean;
  /** Last day (Gregorian ISO) it cancels without penalty; null: no free cancellation. */
  freeCancellationUntil: IsoDate | null;
  providerName: string;
  currency: string;
  rooms: {
    name: string;
    mealType: string;
    capacity: number;
    price: number;
    description: string;
    rules: string;
    adults: number;
    childrenAges: number[];
  }[];
}

export interface PackagePoll {
  items: RoomPackage[];
  isFinish: boolean;
  /** The supplier's round counter. */
  round: number;
  nextRoundInMs: number | null;
}

export function toRoomPackage(p: HotelPackage): RoomPackage {
  return {
    packageId: p.packageId,
    packageNumber: p.packageNumber,
    packagePrice: p.packagePrice,
    isGuaranty: p.isGuaranty,
    isSoldOut: p.isSoldOut,
    isRefundable: p.isRefundable,
    freeCancellationUntil: p.freeCancellationUntil ?? null,
    providerName: p.providerName,
    currency: p.price_currency,
    rooms: p.roomTypes.map((r) => ({
      name: r.name,
      mealType: r.mealType,
      capacity: r.capacity,
      price: r.price,
      description: r.description,
      rules: r.rules,
      adults: r.adultsCount,
      childrenAges: [...r.childrenAges],
    })),
  };
}

export const packagesApi = (client: UpstreamClient) => ({
  /** POST …/Hotels/{searchToken | locationId}/searchpackages?hotelId= → the package token. */
  searchToken: async (p: PackageSearchParams, deadlineMs?: number): Promise<string> => {
    const token = p.searchToken ?? null;
    if (token !== null && !isSearchToken(token)) throw new RangeError('not a search token');
    const anchor = token ?? String(p.locationId ?? p.hotelId);
    const res = await client.call({
      method: 'POST',
      path: `${BASE}/${anchor}/searchpackages?hotelId=${p.hotelId}`,
      body: {
        ...(p.checkIn ? { checkIn: p.checkIn } : {}),
        ...(p.checkOut ? { checkOut: p.checkOut } : {}),
        ...(p.rooms?.length ? { roomPassengers: toRoomPassengers(p.rooms) } : {}),
        searchToken: token,
        isTourDynamic: p.tourDynamic === true,
      },
      schema: PackageSearchTokenResponse,
      idempotent: true,
      ...(deadlineMs !== undefined ? { deadlineMs } : {}),
    });
    return res.searchToken;
  },

  /** GET …/Hotels/{packageToken}/availablepackages?hotelId=: the packages so far. */
  poll: async (token: string, hotelId: number, o: PollCallOptions = {}): Promise<PackagePoll> => {
    if (!isSearchToken(token)) throw new RangeError('not a search token');
    const since = o.since && o.since > 0 ? `&since=${o.since}` : '';
    const res = await client.call({
      method: 'GET',
      path: `${BASE}/${token}/availablepackages?hotelId=${hotelId}${since}`,
      schema: PackagePollResponse,
      headers: { 'Request-time': String(o.requestTime ?? Date.now()) },
      ...(o.deadlineMs !== undefined ? { deadlineMs: o.deadlineMs } : {}),
    });
    return { items: res.items.map(toRoomPackage), isFinish: res.isFinish, round: res.round, nextRoundInMs: res.nextRoundInMs };
  },
});
