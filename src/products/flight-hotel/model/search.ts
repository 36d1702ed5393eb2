/**
 * The flight+hotel results page's URL (spec 001 §2): what is searched (the route's source and destination, the
 * flight dates, the rooms), the filters and sort the page writes back (fSort, fHotelName, fPrice, fStar, fFreeCancel,
 * fAirline, fDeparture), and the search link built from a tour offer.
 */
import { DEFAULT_ROOMS, PRICE_FILTER_DEFAULT_MAX, PRICE_FILTER_DEFAULT_MIN, ROOM_LIMITS } from '@/lib/constants';
import { type IsoDate, parseDateParam } from '@/lib/dates';
import { type Query, trackingParams } from '@/lib/query';
import { type Room, newRoom, parseRoom } from '@/lib/rooms';
import * as messages from '@/lib/messages';
import { collapseWhitespace, toLatinDigits } from '@/lib/text';
import {
  BUNDLE_SORTS,
  type BundleFilter,
  type BundleSort,
  DEFAULT_BUNDLE_SORT,
  DEPARTURE_BAND_KEYS,
  type DepartureBand,
  type Range,
} from './filters';
import { flightHotelSearchPath, flightHotelSource } from './query';

/** The results page's filter keys: a change rewrites them and never starts a new search. */
export const BUNDLE_FILTER_KEYS = ['fSort', 'fHotelName', 'fPrice', 'fStar', 'fFreeCancel', 'fAirline', 'fDeparture'] as const;
const FREE_CANCEL_ON = '1';

/** The filters as the page keeps them: the price in toman per person, as the traveller types it. */
export interface BundleFilters {
  sort: BundleSort;
  hotelName: string;
  price: Range | null;
  stars: number[];
  freeCancellation: boolean;
  airlines: string[];
  departure: DepartureBand[];
}

const number = (text: string): number | null => {
  const clean = toLatinDigits(text).replace(/[,\s\u066C]/g, '');
  if (clean === '') return null;
  const n = Number(clean);
  return Number.isFinite(n) && n >= 0 ? n : null;
};

/** fPrice "min-max" (toman; a missing end is the default bound); null when absent or unreadable. */
export function parseBundlePrice(value: string | undefined): Range | null {
  if (!value?.trim()) return null;
  const [minText = '', maxText = ''] = value.split('-');
  const min = number(minText);
  const max = number(maxText);
  if ((min === null && minText.trim() !== '') || (max === null && maxText.trim() !== '')) return null;
  const lo = min ?? PRICE_FILTER_DEFAULT_MIN;
  const hi = max ?? PRICE_FILTER_DEFAULT_MAX;
  return lo <= hi ? { min: lo, max: hi } : { min: hi, max: lo };
}

const list = (value: string | undefined) =>
  toLatinDigits(value ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);

export function parseBundleFilters(query: Query): BundleFilters {
  const sort = BUNDLE_SORTS.find((s) => s === query['fSort']) ?? DEFAULT_BUNDLE_SORT;
  const stars = [...new Set(list(query['fStar']).map(Number))].filter((n) => Number.isInteger(n) && n >= 1 && n <= 5).sort();
  const airlines = [...new Set(list(query['fAirline']).map((a) => a.toUpperCase()))].filter((a) => /^[A-Z0-9]{2,3}$/.test(a));
  const departure = DEPARTURE_BAND_KEYS.filter((k) => list(query['fDeparture']).includes(k));
  return {
    sort,
    hotelName: collapseWhitespace(query['fHotelName'] ?? ''),
    price: parseBundlePrice(query['fPrice']),
    stars,
    freeCancellation: query['fFreeCancel'] === FREE_CANCEL_ON,
    airlines,
    departure,
  };
}

/** fSort first (the search link always has it), then the filters that are set. */
export function bundleFilterQuery(f: BundleFilters): Query {
  const q: Query = { fSort: f.sort };
  if (f.hotelName) q['fHotelName'] = f.hotelName;
  if (f.price) q['fPrice'] = `${f.price.min}-${f.price.max}`;
  if (f.stars.length) q['fStar'] = f.stars.join(',');
  if (f.freeCancellation) q['fFreeCancel'] = FREE_CANCEL_ON;
  if (f.airlines.length) q['fAirline'] = f.airlines.join(',');
  if (f.departure.length) q['fDeparture'] = f.departure.join(',');
  return q;
}

/** What the workers filter with: prices in rial (toman × 10). */
export function toBundleFilter(f: BundleFilters): BundleFilter {
  return {
    name: f.hotelName,
    stars: [...f.stars],
    price: f.price ? { min: f.price.min * 10, max: f.price.max * 10 } : null,
    freeCancellation: f.freeCancellation,
    airlines: [...f.airlines],
    departure: [...f.departure],
  };
}

export const clearedBundleFilters = (): BundleFilters => ({
  sort: DEFAULT_BUNDLE_SORT,
  hotelName: '',
  price: null,
  stars: [],
  freeCancellation: false,
  airlines: [],
  departure: [],
});

const intInRange = (text: string | undefined, min: number, max: number): number | null => {
  const clean = toLatinDigits(text ?? '').trim();
  if (!/^\d{1,2}$/.test(clean)) return null;
  const n = Number(clean);
  return n >= min && n <= max ? n : null;
};

/** The rooms of the query (`room`, `room-N`; a one-room link may carry only `adults`), each within the limits. */
export function roomsOfQuery(query: Query): Room[] {
  let count = intInRange(query['room'], ROOM_LIMITS.minRooms, ROOM_LIMITS.maxRooms);
  if (count === null) {
    count = 0;
    while (count < ROOM_LIMITS.maxRooms && query[`room-${count}`] !== undefined) count++;
    count = Math.max(DEFAULT_ROOMS, count);
  }
  return Array.from({ length: count }, (_, i) => {
    const room = parseRoom(query[`room-${i}`]);
    if (room) return room;
    const adults = count === 1 ? intInRange(query['adults'], ROOM_LIMITS.minAdultsPerRoom, ROOM_LIMITS.maxAdultsPerRoom) : null;
    return adults === null ? newRoom() : { adults, children: [] };
  });
}

/** Seats a bundle's flights can hold for one booking (adults and children; infants sit on a lap). */
export const MAX_BUNDLE_SEATS = 9;

/**
 * What the rooms of a query cannot be: a `room-N` that does not read (outside the room limits), or more travellers
 * than the flights seat in one booking. Null when they can be searched.
 */
export function bundleRoomsProblem(query: Query): string | null {
  for (let i = 0; i < ROOM_LIMITS.maxRooms; i++) {
    const raw = query[`room-${i}`];
    if (raw !== undefined && parseRoom(raw) === null) return messages.searchInput.badRooms;
  }
  const seats = roomsOfQuery(query).reduce((n, r) => n + r.adults + r.children.filter((age) => age >= 2).length, 0);
  return seats > MAX_BUNDLE_SEATS ? messages.searchInput.tooManyPassengers(MAX_BUNDLE_SEATS) : null;
}

/** `THR-KIH` → the city codes searched (`X` and IKA are Tehran); null when it is no route. */
export function routeCodes(route: string): { source: string; destination: string } | null {
  const m = /^([A-Za-z]{1,3})-([A-Za-z]{3})$/.exec(route);
  if (!m) return null;
  const source = m[1]!.toUpperCase();
  return { source: source === 'X' ? 'THR' : flightHotelSource(source), destination: m[2]!.toUpperCase() };
}

export interface BundleSearch {
  source: string;
  destination: string;
  flightDate: IsoDate;
  returnDate: IsoDate;
  rooms: Room[];
}

/** The search of a (repaired) results URL, or null when its route or dates cannot be read. */
export function bundleSearchOf(route: string, query: Query): BundleSearch | null {
  const codes = routeCodes(route);
  const flightDate = parseDateParam(query['flightDate']);
  const returnDate = parseDateParam(query['returnDate']);
  if (!codes || !flightDate || !returnDate) return null;
  return { ...codes, flightDate, returnDate, rooms: roomsOfQuery(query) };
}

/** What a tour offer link needs of the offer (spec 001 §3 "Tour offer"). */
export interface TourOfferLinkData {
  sourceIata: string;
  destinationIata: string;
  destinationId: number;
  destinationPersianName: string;
  fromDate: IsoDate;
  toDate: IsoDate;
}

/**
 * The flight+hotel search an offer opens (spec 001 §2): two adults in one room, scope l, return, economy, cheapest
 * first, plus the tracking parameters of the current page. IKA is replaced by THR. The id is the offer's
 * destinationId on flight pages, otherwise the current query's id (the offer's when the query has none).
 */
export function tourOfferSearchPath(offer: TourOfferLinkData, o: { onFlightPage: boolean; currentQuery: Query }): string {
  const currentId = o.currentQuery['id']?.trim();
  return flightHotelSearchPath({
    source: offer.sourceIata,
    destination: offer.destinationIata,
    id: o.onFlightPage || !currentId ? offer.destinationId : currentId,
    city: offer.destinationPersianName,
    scope: 'l',
    flightDate: offer.fromDate,
    returnDate: offer.toDate,
    rooms: [{ adults: 2, children: [] }],
    tracking: trackingParams(o.currentQuery),
  });
}

/**
 * `/flight+hotel/{route}/{Hotel-Name}?hotelId=…&flightDate=…&returnDate=…&room…`: a bundle's page (the hotel's rooms
 * and the bundle's flights), with the search's dates and rooms.
 */
export function bundlePagePath(route: string, hotel: { englishName: string; hotelId: number }, query: Query): string {
  const name = hotel.englishName.trim().replace(/\s+/g, '-') || String(hotel.hotelId);
  const params = new URLSearchParams({ ...query, hotelId: String(hotel.hotelId) });
  return `/flight+hotel/${encodeURIComponent(route)}/${encodeURIComponent(name)}?${params}`;
}
