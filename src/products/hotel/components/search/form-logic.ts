/**
 * The hotel search form's rules without React (spec 001 §5 "Hotel search submit", §4 "Search flow"): validation in
 * the spec's order, the destination a location becomes, the query (exactly `buildHotelQuery`), the path (a city's
 * search page, or a single hotel's page) and the recent-searches entry.
 */
import type { DateSelection } from '@/lib/calendar';
import { BRAND_EN, LOCATION_TYPES } from '@/lib/constants';
import type { CalendarKind, IsoDate } from '@/lib/dates';
import {
  type HotelSearchQuery,
  type RecentSearch,
  DEFAULT_HOTEL_SORT,
  addRecentSearch,
  buildHotelQuery,
  hotelPagePath,
  hotelSearchPath,
} from '@/products/hotel/model/query';
import * as hotelMessages from '@/products/hotel/messages';
import { type Query, trackingParams } from '@/lib/query';
import type { Room } from '@/lib/rooms';
import type { Destination } from '@/lib/destination';

export type { Destination } from '@/lib/destination';
import { isHotelSort } from '@/products/hotel/model/sort';

export interface HotelFormValues {
  destination: Destination | null;
  dates: DateSelection;
  calendar: CalendarKind;
  rooms: Room[];
}

export type HotelFormProblem =
  | { field: 'destination'; message: string }
  | { field: 'checkIn'; message: string }
  | { field: 'checkOut'; message: string };

/** The first problem, in the spec's order: destination, check-in, check-out. */
export function validateHotelForm(values: HotelFormValues): HotelFormProblem | null {
  if (!values.destination) return { field: 'destination', message: hotelMessages.hotelSearch.selectDestination };
  if (!values.dates.start) return { field: 'checkIn', message: hotelMessages.hotelSearch.selectCheckIn };
  if (!values.dates.end) return { field: 'checkOut', message: hotelMessages.hotelSearch.selectCheckOut };
  return null;
}

export interface HotelSubmission {
  path: string;
  query: Query;
  recent: RecentHotelSearch;
}

export interface RecentHotelSearch extends RecentSearch {
  name: string;
  startDate: IsoDate;
  endDate: IsoDate;
}

/**
 * The navigation of a valid form. `currentQuery` is the page's query: its utm parameters are passed on, and on the
 * results page its filters too (a new search keeps the chosen sort).
 */
export function hotelSubmission(values: HotelFormValues, currentQuery: Query): HotelSubmission {
  const { destination, dates } = values;
  if (!destination || !dates.start || !dates.end) throw new Error('hotelSubmission needs a valid form');
  const search: HotelSearchQuery = {
    id: String(destination.id),
    city: destination.name,
    scope: destination.scope,
    startDate: dates.start,
    endDate: dates.end,
    calendar: values.calendar,
    rooms: values.rooms,
    // A new search keeps the page's sort (results page); otherwise the spec's default sort.
    filters: {
      sort: isHotelSort(currentQuery['fSort']) ? currentQuery['fSort'] : DEFAULT_HOTEL_SORT,
      hotelName: '',
      price: null,
      stars: [],
      areas: [],
      types: [],
      providers: [],
      freeCancellation: false,
    },
    tracking: trackingParams(currentQuery),
  };
  const query = buildHotelQuery(search);
  const path =
    destination.typeId === LOCATION_TYPES.singleHotel
      ? hotelPagePath({
          destination: destination.slug,
          hotelName: destination.hotelName ?? destination.name,
          hotelId: destination.id,
          query,
        })
      : hotelSearchPath(destination.slug, query);
  return {
    path,
    query,
    recent: {
      key: destination.iataCode ?? `${destination.slug}:${destination.id}`,
      destination: destination.slug,
      query,
      name: destination.name,
      startDate: dates.start,
      endDate: dates.end,
    },
  };
}

/** localStorage key of the recent hotel searches, prefixed with the product's short name. */
export const RECENT_HOTEL_SEARCHES_KEY = `${BRAND_EN.toLowerCase()}:hotel:recent-searches`;

export function readRecentSearches(storage: Pick<Storage, 'getItem'> | undefined): RecentHotelSearch[] {
  try {
    const raw = storage?.getItem(RECENT_HOTEL_SEARCHES_KEY);
    const list: unknown = raw ? JSON.parse(raw) : [];
    return Array.isArray(list)
      ? list.filter((e): e is RecentHotelSearch => !!e && typeof e === 'object' && typeof (e as RecentHotelSearch).key === 'string')
      : [];
  } catch {
    return [];
  }
}

/** Keeps the latest 3, newest first, one per destination. */
export function saveRecentSearch(storage: Pick<Storage, 'getItem' | 'setItem'> | undefined, entry: RecentHotelSearch): RecentHotelSearch[] {
  const list = addRecentSearch(readRecentSearches(storage), entry);
  try {
    storage?.setItem(RECENT_HOTEL_SEARCHES_KEY, JSON.stringify(list));
  } catch {
    // Private mode or a full quota: the search goes on without the history.
  }
  return list;
}
