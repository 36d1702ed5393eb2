/**
 * A hotel's room packages, the first detail stream (./detail-stream.ts): a package token (from the hotel search's
 * token, else the dates and rooms), then a poll every second until the supplier is finished. Found packages are
 * appended, and each round carries the whole list in display order: the cheapest first, then the guaranteed ones,
 * then the rest (src/products/hotel/model/packages).
 */
import { PACKAGE_POLL_INTERVAL_MS } from '@/lib/constants';
import { HOTEL_ROOM_SEARCH_MAX_COUNT } from '@/products/hotel/model/constants';
import { appendPackages, packageDisplayOrder } from '@/products/hotel/model/packages';
import { type PackageSearchParams, packagesApi, type RoomPackage } from './upstream/packages';
import type { UpstreamClient } from '@/server/upstream/request';
import {
  type DetailRound,
  type DetailSearch,
  type DetailSearchEvent,
  type DetailStreamLine,
  pollDetailSearch,
} from '@/server/search/detail-stream';
import type { PollOptions } from '@/server/search/poll';
import { invalidQuery, type Parsed, positiveInt } from '@/server/search/requests';
import { isSearchToken } from '@/server/upstream/search-call';
import type { Query } from '@/lib/query';
import { parseHotelQuery } from '@/products/hotel/model/query';

/**
 * The room-package search stops after 90 polls (spec "hotel room search max count 90"): at 1 s that is 90 s, the
 * hotel search's own time limit. Past the Workers Free budget of 50 subrequests, so this needs the Paid plan.
 */
export const PACKAGE_MAX_POLLS = HOTEL_ROOM_SEARCH_MAX_COUNT;

export const packageSearch: DetailSearch<PackageSearchParams, RoomPackage, 'packages'> = {
  intervalMs: PACKAGE_POLL_INTERVAL_MS,
  limitMs: PACKAGE_MAX_POLLS * PACKAGE_POLL_INTERVAL_MS,
  maxPolls: PACKAGE_MAX_POLLS,
  listKey: 'packages',
  start: (client, params, deadlineMs) => packagesApi(client).searchToken(params, deadlineMs),
  poll: (client, params, token, o) => packagesApi(client).poll(token, params.hotelId, o),
  idOf: (p) => p.packageId,
  append: appendPackages,
  order: packageDisplayOrder,
};

export type PackageRound = DetailRound<RoomPackage, 'packages'>;
export type PackageSearchEvent = DetailSearchEvent<RoomPackage, 'packages'>;
/** A line of `/stream/packages/{hotelId}`, as the browser reads it. */
export type PackageStreamLine = DetailStreamLine<PackageRound>;

export function pollPackageSearch(
  client: UpstreamClient,
  params: PackageSearchParams,
  options: PollOptions = {},
): AsyncGenerator<PackageSearchEvent, void> {
  return pollDetailSearch(packageSearch, client, params, options);
}

/**
 * `/stream/packages/{hotelId}?searchToken=&startDate=&endDate=&room=&room-0=…[&id=]`: the hotel search's token, or
 * the dates (rooms default to one room of two adults).
 */
export function packageSearchFromQuery(hotelIdParam: string, query: Query): Parsed<PackageSearchParams> {
  const hotelId = positiveInt(hotelIdParam);
  const { searchToken } = query;
  if (hotelId === null || (searchToken !== undefined && !isSearchToken(searchToken))) return invalidQuery;
  const q = parseHotelQuery(query);
  if (!searchToken && (!q.startDate || !q.endDate)) return invalidQuery;
  const namesRooms = Object.keys(query).some((k) => k === 'room' || k.startsWith('room-'));
  return {
    ok: true,
    value: {
      hotelId,
      searchToken: searchToken ?? null,
      locationId: positiveInt(q.id),
      checkIn: q.startDate,
      checkOut: q.endDate,
      rooms: namesRooms || !searchToken ? q.rooms : null,
      // `tourDynamic=1`: the flight+hotel bundle page's rooms (searched as a dynamic tour's).
      ...(query['tourDynamic'] === '1' ? { tourDynamic: true } : {}),
    },
  };
}
