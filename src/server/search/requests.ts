/**
 * From a URL (destination slug or hotel id, plus the query) to what the pollers take, with the rules of src/lib:
 * an empty query gets its defaults, dates are repaired like the search route's redirect does, and a missing location
 * id is looked up from the slug (spec 000 §4 steps 1–3). Shared by the streams and the pages.
 */
import type { IsoDate } from '../../lib/dates';
import { isValidDestinationSlug, parseHotelQuery, withHotelQueryDefaults } from '../../lib/hotel-query';
import { messages } from '../../lib/messages';
import { omitKeys, type Query } from '../../lib/query';
import { repairHotelSearchQuery } from '../../lib/search-dates';
import { hotelsApi, isSearchToken } from '../upstream/hotels';
import type { PackageSearchParams } from '../upstream/packages';
import type { UpstreamClient } from '../upstream/request';
import type { HotelSearchRequest } from './hotel-search';

export type Parsed<T> = { ok: true; value: T } | { ok: false; code: 'invalid_destination' | 'invalid_query'; message: string };

const MAX_SLUG_LENGTH = 100;
/** Stream-only keys: resume an existing search. */
const RESUME_KEYS = ['searchToken', 'since'] as const;

const invalidDestination = { ok: false, code: 'invalid_destination', message: messages.hotelSearch.destinationInvalid } as const;
const invalidQuery = { ok: false, code: 'invalid_query', message: messages.common.genericError } as const;

function positiveInt(value: string | null | undefined): number | null {
  if (!value || !/^\d{1,12}$/.test(value)) return null;
  const n = Number(value);
  return n > 0 ? n : null;
}

/** `/stream/hotels/{destination}?{hotel search query}[&searchToken=&since=]`. Throws UpstreamError if the lookup fails. */
export async function hotelSearchFromQuery(
  client: UpstreamClient,
  destination: string,
  query: Query,
  today: IsoDate,
): Promise<Parsed<HotelSearchRequest>> {
  if (!isValidDestinationSlug(destination) || destination.length > MAX_SLUG_LENGTH) return invalidDestination;
  const { searchToken, since } = query;
  if (searchToken !== undefined && !isSearchToken(searchToken)) return invalidQuery;
  const rest = omitKeys(query, RESUME_KEYS);
  const filled = withHotelQueryDefaults(rest, { today }) ?? rest;
  const q = parseHotelQuery(repairHotelSearchQuery(filled, { today, destination }) ?? filled);
  if (!q.startDate || !q.endDate) return invalidQuery; // the repair always sets both; kept for the types
  let locationId = positiveInt(q.id);
  if (locationId === null) {
    const found = await hotelsApi(client).findDestination(destination);
    if (!found) return invalidDestination;
    locationId = found.locationId;
  }
  return {
    ok: true,
    value: {
      locationId,
      checkIn: q.startDate,
      checkOut: q.endDate,
      rooms: q.rooms,
      ...(searchToken ? { searchToken, since: positiveInt(since) ?? 0 } : {}),
    },
  };
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
