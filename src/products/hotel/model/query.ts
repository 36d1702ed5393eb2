/**
 * The hotel search query (spec 000 §3–4, spec 001 §2): parse and build it, fill the defaults of an empty query, tell
 * a new search from a re-filter, destination slugs, hotel links and the recent-searches list.
 *
 * Dates are written as ISO (Gregorian) days; `picker` only records that the user works in the Gregorian calendar.
 * Reading accepts Jalali dates too (year below 1600), as links in the wild carry them.
 */
import {
  DEFAULT_ADULTS,
  DEFAULT_ROOMS,
  PRICE_FILTER_DEFAULT_MAX,
  PRICE_FILTER_DEFAULT_MIN,
  RECENT_SEARCHES_LIMIT,
  ROOM_LIMITS,
  STAR_OPTIONS,
} from '@/lib/constants';
import { type CalendarKind, type IsoDate, parseDateParam } from '@/lib/dates';
import type { HotelFilter, PriceRange } from './filters';
import { type Query, isTrackingKey, omitKeys, toSearchString, trackingParams } from '@/lib/query';
import { type Room, countPassengers, newRoom, parseRoom, serializeRoom } from '@/lib/rooms';
import type { Scope } from '@/lib/search-dates';
import { hotelFormDates, repairHotelSearchQuery } from './dates';
import { type HotelSort, isHotelSort } from './sort';
import { collapseWhitespace, slugify, toLatinDigits } from '@/lib/text';

/** Keys that only re-filter the results: changing them must not restart the search. */
export const HOTEL_FILTER_KEYS = ['fSort', 'fHotelName', 'fPrice', 'fStar', 'fFreeCancel', 'fArea', 'fType', 'fProvider'] as const;
/** fFreeCancel's one value: only hotels that cancel for free. */
export const FREE_CANCEL_ON = '1';
/** Removed from the search page's query. */
export const HOTEL_STRIPPED_KEYS = ['HotelId', 'HotelSearchId'] as const;
/** The sort of a query without fSort (spec 001 §2: "fSort (default {product})"). */
export const DEFAULT_HOTEL_SORT: HotelSort = 'product';
/** The sort written into an empty query's defaults (spec 000 §4). */
export const EMPTY_QUERY_HOTEL_SORT: HotelSort = 'priceAsc';
import { GREGORIAN_PICKER_VALUE } from '@/lib/query';

export interface HotelFilters {
  sort: HotelSort;
  hotelName: string;
  /** Millions of toman (the price bands' unit). */
  price: PriceRange | null;
  stars: number[];
  /** fFreeCancel=1: only hotels whose cheapest package cancels for free. */
  freeCancellation: boolean;
  /** fArea, fType, fProvider: comma lists of the values kept. */
  areas: string[];
  types: string[];
  providers: string[];
}

export interface HotelSearchQuery {
  /** Location id. */
  id: string | null;
  city: string | null;
  scope: Scope | null;
  startDate: IsoDate | null;
  endDate: IsoDate | null;
  calendar: CalendarKind;
  rooms: Room[];
  filters: HotelFilters;
  /** utm_* and gclid, passed through. */
  tracking: Query;
}

// ── Filter values ──────────────────────────────────────────────────────────────────────────────────────────────────

const toNumber = (text: string | undefined): number | null => {
  const clean = toLatinDigits(text ?? '').replace(/[,\s\u066C]/g, '');
  if (clean === '') return null;
  const n = Number(clean);
  return Number.isFinite(n) && n >= 0 ? n : null;
};

/** fPrice "min-max": a missing max is 10,000,000 and a missing min 0. Null when absent or unreadable. */
export function parseFPrice(value: string | null | undefined): PriceRange | null {
  if (!value?.trim()) return null;
  const dash = value.indexOf('-');
  const minText = dash < 0 ? value : value.slice(0, dash);
  const maxText = dash < 0 ? '' : value.slice(dash + 1);
  const min = toNumber(minText);
  const max = toNumber(maxText);
  if ((min === null && minText.trim() !== '') || (max === null && maxText.trim() !== '')) return null;
  const lo = min ?? PRICE_FILTER_DEFAULT_MIN;
  const hi = max ?? PRICE_FILTER_DEFAULT_MAX;
  return lo <= hi ? { min: lo, max: hi } : { min: hi, max: lo };
}

/** "min-max"; the default max is left out ("min-"), as the open last price band writes it. */
export function formatFPrice(range: PriceRange): string {
  return range.max === PRICE_FILTER_DEFAULT_MAX ? `${range.min}-` : `${range.min}-${range.max}`;
}

/** A comma list of filter values (fArea, fType, fProvider): trimmed, non-empty, de-duplicated, at most 50. */
export function parseValueList(value: string | null | undefined): string[] {
  const out = new Set<string>();
  for (const part of (value ?? '').split(',')) {
    const v = collapseWhitespace(part).slice(0, 100);
    if (v) out.add(v);
  }
  return [...out].slice(0, 50);
}

/** fStar "3,5": the valid star counts 1–5, de-duplicated and ascending. */
export function parseFStar(value: string | null | undefined): number[] {
  const stars = new Set<number>();
  for (const part of toLatinDigits(value ?? '').split(',')) {
    const n = Number(part.trim());
    if ((STAR_OPTIONS as readonly number[]).includes(n)) stars.add(n);
  }
  return [...stars].sort((a, b) => a - b);
}

export function parseHotelFilters(query: Query): HotelFilters {
  const sort = query['fSort'];
  return {
    sort: isHotelSort(sort) ? sort : DEFAULT_HOTEL_SORT,
    hotelName: collapseWhitespace(query['fHotelName'] ?? ''),
    price: parseFPrice(query['fPrice']),
    stars: parseFStar(query['fStar']),
    freeCancellation: query['fFreeCancel'] === FREE_CANCEL_ON,
    areas: parseValueList(query['fArea']),
    types: parseValueList(query['fType']),
    providers: parseValueList(query['fProvider']),
  };
}

/** The filter criteria of filters.ts. */
export function toHotelFilter(filters: HotelFilters): HotelFilter {
  return {
    name: filters.hotelName,
    price: filters.price,
    stars: filters.stars,
    freeCancellation: filters.freeCancellation,
    areas: filters.areas,
    types: filters.types,
    providers: filters.providers,
  };
}

// ── Parse and build ────────────────────────────────────────────────────────────────────────────────────────────────

function intInRange(value: string | undefined, min: number, max: number): number | null {
  const n = Number(toLatinDigits(value ?? '').trim());
  return value !== undefined && Number.isInteger(n) && n >= min && n <= max ? n : null;
}

function parseRooms(query: Query): Room[] {
  let count = intInRange(query['room'], ROOM_LIMITS.minRooms, ROOM_LIMITS.maxRooms);
  if (count === null) {
    count = 0;
    while (count < ROOM_LIMITS.maxRooms && query[`room-${count}`] !== undefined) count++;
    count = Math.max(DEFAULT_ROOMS, count);
  }
  return Array.from({ length: count }, (_, i) => {
    const room = parseRoom(query[`room-${i}`]);
    if (room) return room;
    // A one-room link may carry only `adults`.
    const adults = count === 1 ? intInRange(query['adults'], ROOM_LIMITS.minAdultsPerRoom, ROOM_LIMITS.maxAdultsPerRoom) : null;
    return adults === null ? newRoom() : { adults, children: [] };
  });
}

const nonEmpty = (value: string | undefined) => (value?.trim() ? value.trim() : null);

/** Reads a hotel search query leniently: bad values fall back to defaults (or null) rather than failing. */
export function parseHotelQuery(input: Query): HotelSearchQuery {
  const query = stripHotelQuery(input);
  const scope = query['scope'];
  const picker = query['picker'];
  return {
    id: nonEmpty(query['id']),
    city: nonEmpty(query['city']),
    scope: scope === 'l' || scope === 'i' ? scope : null,
    startDate: parseDateParam(query['startDate']),
    endDate: parseDateParam(query['endDate']),
    calendar: picker !== undefined && picker !== 'jalali' ? 'gregorian' : 'jalali',
    rooms: parseRooms(query),
    filters: parseHotelFilters(query),
    tracking: trackingParams(query),
  };
}

/**
 * The query of a search, in a fixed key order: room, pCount, adults, child (when any), room-0…, id, city, scope,
 * startDate, endDate, picker (Gregorian only), fSort, fHotelName, fPrice, fStar, fFreeCancel, then the tracking
 * parameters.
 */
export function buildHotelQuery(search: HotelSearchQuery): Query {
  const counts = countPassengers(search.rooms);
  const q: Query = {
    room: String(counts.rooms),
    pCount: String(counts.persons),
    adults: String(counts.adults),
  };
  if (counts.children > 0) q['child'] = String(counts.children);
  search.rooms.forEach((room, i) => {
    q[`room-${i}`] = serializeRoom(room);
  });
  if (search.id) q['id'] = search.id;
  if (search.city) q['city'] = search.city;
  if (search.scope) q['scope'] = search.scope;
  if (search.startDate) q['startDate'] = search.startDate;
  if (search.endDate) q['endDate'] = search.endDate;
  if (search.calendar === 'gregorian') q['picker'] = GREGORIAN_PICKER_VALUE;
  return { ...q, ...buildFilterQuery(search.filters), ...trackingParams(search.tracking) };
}

/** Only the filter keys of a query, as buildHotelQuery writes them (fSort always; the others when set). */
export function buildFilterQuery(filters: HotelFilters): Query {
  const q: Query = { fSort: filters.sort };
  if (filters.hotelName) q['fHotelName'] = filters.hotelName;
  if (filters.price) q['fPrice'] = formatFPrice(filters.price);
  if (filters.stars.length) q['fStar'] = filters.stars.join(',');
  if (filters.freeCancellation) q['fFreeCancel'] = FREE_CANCEL_ON;
  if (filters.areas.length) q['fArea'] = filters.areas.join(',');
  if (filters.types.length) q['fType'] = filters.types.join(',');
  if (filters.providers.length) q['fProvider'] = filters.providers.join(',');
  return q;
}

/** Without HotelId and HotelSearchId. */
export function stripHotelQuery(query: Query): Query {
  return omitKeys(query, HOTEL_STRIPPED_KEYS);
}

export interface HotelDefaultsContext {
  today: IsoDate;
  /** Location id of the destination, when known. */
  locationId?: string | number | null;
  scope?: Scope | null;
  utmSource?: string | null;
}

/** True when the query has nothing but tracking parameters. */
export function isEmptyHotelQuery(query: Query): boolean {
  return Object.keys(stripHotelQuery(query)).every(isTrackingKey);
}

/**
 * The defaults of an empty query: room 1, pCount 2, room-0 2, fSort priceAsc and the location id; the hotel form's
 * scope/campaign dates when they apply. Other dates are left to the search-route repair (`repairHotelSearchQuery`:
 * today … today + 3, Dubai and Istanbul their own), so a bare URL and a URL without dates get the same days.
 * Tracking parameters are kept. Null when the query is not empty.
 */
export function withHotelQueryDefaults(query: Query, context: HotelDefaultsContext): Query | null {
  if (!isEmptyHotelQuery(query)) return null;
  const { today, locationId, scope, utmSource = query['utm_source'] } = context;
  const form = hotelFormDates({ today, scope, utmSource });
  const defaults: Query = {
    room: String(DEFAULT_ROOMS),
    pCount: String(DEFAULT_ADULTS),
    'room-0': String(DEFAULT_ADULTS),
    fSort: EMPTY_QUERY_HOTEL_SORT,
  };
  if (locationId !== null && locationId !== undefined && locationId !== '') defaults['id'] = String(locationId);
  if (form.startDate) defaults['startDate'] = form.startDate;
  if (form.endDate) defaults['endDate'] = form.endDate;
  return { ...defaults, ...trackingParams(query) };
}

/**
 * The query a hotel search route runs with, as one rule for the edge's redirect and the search's parse: HotelId and
 * HotelSearchId dropped, an empty query's defaults filled, then missing or past dates repaired. The defaults come
 * first: a repair that added dates would make the query non-empty, and a bare URL would never get its defaults.
 * Null when the query is already right, so the caller redirects only when needed.
 */
export function hotelSearchRouteQuery(query: Query, context: Omit<HotelDefaultsContext, 'scope'> & { destination: string }): Query | null {
  const { destination, ...defaultsContext } = context;
  const stripped = stripHotelQuery(query);
  const filled = withHotelQueryDefaults(stripped, defaultsContext) ?? stripped;
  const repaired = repairHotelSearchQuery(filled, { today: context.today, destination }) ?? filled;
  const same = Object.keys(repaired).length === Object.keys(query).length && Object.entries(repaired).every(([k, v]) => query[k] === v);
  return same ? null : repaired;
}

/**
 * What identifies a search: every key except the filter keys (and the stripped ones), in a stable order. Two queries
 * with the same key only differ in filters, so the results are re-filtered instead of searched again.
 */
export function searchKey(query: Query): string {
  const rest = omitKeys(stripHotelQuery(query), HOTEL_FILTER_KEYS);
  return new URLSearchParams(Object.entries(rest).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))).toString();
}

export function isSameSearch(a: Query, b: Query): boolean {
  return searchKey(a) === searchKey(b);
}

// ── Destinations and links ─────────────────────────────────────────────────────────────────────────────────────────

/** A hotel destination route parameter must contain a hyphen (`ir-kish`); otherwise it does not exist. */
export function isValidDestinationSlug(destination: string | null | undefined): destination is string {
  return typeof destination === 'string' && destination.includes('-');
}

/** `ae-dubai`, `ir-kish`, `tr-istanbul`: country code, then the lower-cased English name with dashes. */
export function destinationSlug(englishName: string, countryCode: string): string {
  return `${countryCode.trim().toLowerCase()}-${slugify(englishName)}`;
}

export function hotelSearchPath(destination: string, query: Query = {}): string {
  return `/hotel/${encodeURIComponent(destination)}/search${toSearchString(query)}`;
}

/** The map button: hotel-map search with the same query. */
export function hotelMapSearchPath(destination: string, query: Query = {}): string {
  return `/hotel-map/${encodeURIComponent(destination)}/search${toSearchString(query)}`;
}

export interface HotelPageLink {
  destination: string;
  hotelName: string;
  hotelId: string | number;
  /** The current search query (dates, rooms …), carried along. */
  query?: Query;
}

/** `/hotel/{destination}/{hotel-name}?hotelId=…&…`: spaces in the hotel name become dashes. */
export function hotelPagePath({ destination, hotelName, hotelId, query = {} }: HotelPageLink): string {
  return hotelPageLinks(destination, query)(hotelName, hotelId);
}

/**
 * `hotelPagePath` for many hotels of one search: the carried query is encoded once, not once per hotel (a results
 * list builds a link per card on every round; `URLSearchParams` per card was a visible share of a phone's script).
 */
export function hotelPageLinks(destination: string, query: Query = {}): (hotelName: string, hotelId: string | number) => string {
  const rest = toSearchString(omitKeys(query, ['hotelId', 'HotelId'])).slice(1);
  const place = `/hotel/${encodeURIComponent(destination)}/`;
  return (hotelName, hotelId) => {
    const name = collapseWhitespace(hotelName).replace(/ /g, '-');
    // The same string as `toSearchString({ hotelId, ...rest })`: hotelId first, then the rest in their order.
    const id = new URLSearchParams({ hotelId: String(hotelId) }).toString();
    return `${place}${encodeURIComponent(name)}?${id}${rest ? `&${rest}` : ''}`;
  };
}

// ── Recent searches ────────────────────────────────────────────────────────────────────────────────────────────────

export interface RecentSearch {
  /** Identifies the destination (its IATA code, else the slug); a newer search with the same key replaces it. */
  key: string;
  destination: string;
  query: Query;
}

/** The newest first, one per key, at most 3. */
export function addRecentSearch<T extends { key: string }>(list: readonly T[], entry: T, limit: number = RECENT_SEARCHES_LIMIT): T[] {
  return [entry, ...list.filter((e) => e.key !== entry.key)].slice(0, limit);
}
