/**
 * From a URL to what a poller takes: the shared answer shape of the query parsers (a product's own parser lives in its
 * definition, src/products/<id>/server/search.ts) and the package stream's query.
 */
import { parseHotelQuery } from '@/products/hotel/model/query';
import * as messages from '@/lib/messages';
import type { Query } from '@/lib/query';
import { isSearchToken } from '@/products/hotel/server/upstream/search';
import type { PackageSearchParams } from '@/products/hotel/server/upstream/packages';

export type Parsed<T> = { ok: true; value: T } | { ok: false; code: 'invalid_destination' | 'invalid_query'; message: string };

export const invalidDestination = { ok: false, code: 'invalid_destination', message: messages.searchInput.destinationInvalid } as const;
export const invalidQuery = { ok: false, code: 'invalid_query', message: messages.common.genericError } as const;

export function positiveInt(value: string | null | undefined): number | null {
  if (!value || !/^\d{1,12}$/.test(value)) return null;
  const n = Number(value);
  return n > 0 ? n : null;
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
    },
  };
}
