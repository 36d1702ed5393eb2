/**
 * Flight+hotel calls (spec 001 §7 "tour dynamic"): the search token, one poll of the bundles, and every flight pair
 * of one bundle. Parsed with the product's schemas (./schemas.ts); a malformed answer is an UpstreamError
 * `malformed`, an outage an `http` one with its status.
 */
import type { IsoDate } from '@/lib/dates';
import { type Room, toRoomPassengers } from '@/lib/rooms';
import type { UpstreamClient } from '@/server/upstream/request';
import { isSearchToken, type PollCallOptions } from '@/server/upstream/search-call';
import {
  AllFlightsResponse,
  BundlePackagesResponse,
  type BundleProvision,
  type BundleProvisionRequest,
  BundleProvisionResponse,
  TourSearchPollResponse,
  TourSearchTokenResponse,
} from './schemas';

const BASE = '/api2/TourDynamic';

export interface TourSearchParams {
  /** City codes (`THR`, `KIH`): IKA is already THR here. */
  source: string;
  destination: string;
  checkIn: IsoDate;
  checkOut: IsoDate;
  rooms: readonly Room[];
}

export const tourDynamicApi = (client: UpstreamClient) => ({
  /** POST …/GetSearchToken → the token the polls use. A search is safe to repeat. */
  searchToken: async (p: TourSearchParams, o: { deadlineMs?: number; isMobileUser?: boolean } = {}): Promise<string> => {
    const res = await client.call({
      method: 'POST',
      path: `${BASE}/GetSearchToken`,
      body: {
        source: p.source,
        destination: p.destination,
        checkIn: p.checkIn,
        checkOut: p.checkOut,
        roomPassengers: toRoomPassengers(p.rooms).map((r) => ({ adultsCount: r.adultsCount, childrenAges: r.childrenAges })),
        ...(o.isMobileUser !== undefined ? { isMobileUser: o.isMobileUser } : {}),
      },
      schema: TourSearchTokenResponse,
      idempotent: true,
      ...(o.deadlineMs !== undefined ? { deadlineMs: o.deadlineMs } : {}),
    });
    return res.searchToken;
  },

  /** GET …/GetSearchResult/{token}[?since=n]: the bundles so far. */
  poll: async (token: string, o: PollCallOptions = {}) => {
    if (!isSearchToken(token)) throw new RangeError('not a search token');
    const since = o.since && o.since > 0 ? `?since=${o.since}` : '';
    return client.call({
      method: 'GET',
      path: `${BASE}/GetSearchResult/${token}${since}`,
      schema: TourSearchPollResponse,
      headers: { 'Request-time': String(o.requestTime ?? Date.now()) },
      ...(o.deadlineMs !== undefined ? { deadlineMs: o.deadlineMs } : {}),
    });
  },

  /** POST …/GetAllFlights/{token}?FirstRequest&IsMobileUser: the flight pairs that can replace a bundle's default. */
  allFlights: async (token: string, hotelId: number, o: { firstRequest: boolean; isMobileUser: boolean; deadlineMs?: number }) => {
    if (!isSearchToken(token)) throw new RangeError('not a search token');
    const query = new URLSearchParams({ FirstRequest: String(o.firstRequest), IsMobileUser: String(o.isMobileUser) });
    const res = await client.call({
      method: 'POST',
      path: `${BASE}/GetAllFlights/${token}?${query}`,
      body: { hotelId },
      schema: AllFlightsResponse,
      idempotent: true,
      ...(o.deadlineMs !== undefined ? { deadlineMs: o.deadlineMs } : {}),
    });
    return res.data;
  },

  /** POST …/Packages/{token} { hotelId }: the hotel's room packages for the stay as a dynamic tour's, its own first. */
  packages: async (token: string, hotelId: number, o: { deadlineMs?: number } = {}) => {
    if (!isSearchToken(token)) throw new RangeError('not a search token');
    const res = await client.call({
      method: 'POST',
      path: `${BASE}/Packages/${token}`,
      body: { hotelId },
      schema: BundlePackagesResponse,
      idempotent: true,
      ...(o.deadlineMs !== undefined ? { deadlineMs: o.deadlineMs } : {}),
    });
    return res.data.items;
  },
});

/** POST …/Provision/{token}: the bundle with this flight pair re-checked now (seats, price, check-in still open). */
export const bundleProvision = async (client: UpstreamClient, token: string, req: BundleProvisionRequest): Promise<BundleProvision> => {
  if (!isSearchToken(token)) throw new RangeError('not a search token');
  const res = await client.call({
    method: 'POST',
    path: `${BASE}/Provision/${token}`,
    body: req,
    schema: BundleProvisionResponse,
  });
  return res.data;
};
