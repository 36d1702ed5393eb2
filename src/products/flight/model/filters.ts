/**
 * The flight results' filters and sorts as the URL carries them (`fSort`, `fStop`, `fAirline`, …): a filter or sort
 * change rewrites these keys and never starts a new search; any other key does. For DXB and IST the stop filter is
 * forced to non-stop ("0"), whatever the URL says.
 */
import { forcedStopFilter } from './stops';
import { TIME_BANDS } from './time-bands';
import type { Query } from '@/lib/query';
import { collapseWhitespace, toLatinDigits } from '@/lib/text';

export const FLIGHT_SORTS = ['priceAsc', 'timeAsc', 'timeDes', 'durationAsc', 'sale'] as const;
export type FlightSort = (typeof FLIGHT_SORTS)[number];
export const DEFAULT_FLIGHT_SORT: FlightSort = 'priceAsc';

/** Spec 001 §5: the "sale" sort is offered only for a local (domestic) search; elsewhere it is not shown or read. */
export function flightSortsFor(local: boolean): readonly FlightSort[] {
  return local ? FLIGHT_SORTS : FLIGHT_SORTS.filter((s) => s !== 'sale');
}

export const FLIGHT_FILTER_KEYS = [
  'fSort',
  'fStop',
  'fAirline',
  'fReturnAirline',
  'fTime',
  'fReturnTime',
  'fAirport',
  'fPrice',
  'fDuration',
  'fReturnDuration',
  'fNumber',
  'fReturnNumber',
  'fProvider',
  'fType',
  'fCabin',
] as const;

export const STOP_OPTIONS = ['0', '1', '2'] as const;
export const FLIGHT_KINDS = ['systemic', 'charter'] as const;

/** Toman, per adult. */
export interface FlightPriceRange {
  min: number;
  max: number;
}

/** The page's filter state (valtio); `leg` is which list is on screen (2 once an outbound is chosen), not in the URL. */
export interface FlightFilters {
  sort: FlightSort;
  leg: 1 | 2;
  /** Set for DXB/IST: the stop filter is this and read-only. */
  forcedStop: '0' | null;
  stops: string[];
  airlines: string[];
  returnAirlines: string[];
  times: string[];
  returnTimes: string[];
  /** `d:IKA` (departure airport) or `a:SAW` (arrival airport), for multi-airport cities. */
  airports: string[];
  price: FlightPriceRange | null;
  /** Minutes. */
  maxDuration: number | null;
  returnMaxDuration: number | null;
  number: string;
  returnNumber: string;
  providers: string[];
  /** Single-select: the last picked kind only. */
  types: string[];
  cabins: string[];
}

/** What the filter worker gets: the criteria of the list on screen. */
export interface FlightFilter {
  leg: 1 | 2;
  stops: string[];
  airlines: string[];
  times: string[];
  airports: string[];
  price: FlightPriceRange | null;
  maxDuration: number | null;
  number: string;
  providers: string[];
  types: string[];
  cabins: string[];
  /** The route's forced stop filter (DXB, IST: non-stop only): the facets count only what it lets through. */
  forcedStop?: '0' | null;
}

const list = (raw: string | undefined, allowed?: readonly string[]): string[] => {
  const items = (raw ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  const kept = allowed ? items.filter((s) => allowed.includes(s)) : items.filter((s) => /^[A-Za-z0-9:_ \u0600-\u06FF-]{1,60}$/.test(s));
  return [...new Set(kept)].slice(0, 50);
};

const BANDS: readonly string[] = TIME_BANDS.map((b) => b.id);

function parsePrice(raw: string | undefined): FlightPriceRange | null {
  const m = /^(\d{0,12})-(\d{0,12})$/.exec(raw ?? '');
  if (!m || (!m[1] && !m[2])) return null;
  const min = Number(m[1] || 0);
  const max = m[2] ? Number(m[2]) : Number.MAX_SAFE_INTEGER;
  return min <= max ? { min, max } : null;
}

function parseDuration(raw: string | undefined): number | null {
  return raw && /^\d{1,4}$/.test(raw) && Number(raw) > 0 ? Number(raw) : null;
}

/** A flight number filter as typed (Persian digits read as Latin). */
const parseNumber = (raw: string | undefined) => collapseWhitespace(toLatinDigits(raw ?? '')).slice(0, 12);

/**
 * The filters of a page's query; `destination` is the route's destination code (DXB and IST force non-stop); `local`:
 * a domestic search (only there is `fSort=sale` read); `providers`: the viewer may see provider (agency) names
 * (counter and agent users, lib/roles `seesProviderName`): for anyone else `fProvider` is ignored, not an error.
 */
export function parseFlightFilters(query: Query, destination: string, local = false, providers = false): FlightFilters {
  const forcedStop = forcedStopFilter(destination);
  const sort = query['fSort'];
  const sorts: readonly string[] = flightSortsFor(local);
  const types = list(query['fType'], FLIGHT_KINDS);
  return {
    sort: sorts.includes(sort ?? '') ? (sort as FlightSort) : DEFAULT_FLIGHT_SORT,
    leg: 1,
    forcedStop,
    stops: forcedStop ? [forcedStop] : list(query['fStop'], STOP_OPTIONS),
    airlines: list(query['fAirline']),
    returnAirlines: list(query['fReturnAirline']),
    times: list(query['fTime'], BANDS),
    returnTimes: list(query['fReturnTime'], BANDS),
    airports: list(query['fAirport']),
    price: parsePrice(query['fPrice']),
    maxDuration: parseDuration(query['fDuration']),
    returnMaxDuration: parseDuration(query['fReturnDuration']),
    number: parseNumber(query['fNumber']),
    returnNumber: parseNumber(query['fReturnNumber']),
    providers: providers ? list(query['fProvider']) : [],
    types: types.slice(-1),
    cabins: list(query['fCabin']),
  };
}

/** The URL keys of the filters (empty ones left out; the sort always written). */
export function flightFilterQuery(f: FlightFilters): Query {
  const q: Query = { fSort: f.sort };
  const put = (key: string, values: readonly string[]) => {
    if (values.length) q[key] = values.join(',');
  };
  put('fStop', f.stops);
  put('fAirline', f.airlines);
  put('fReturnAirline', f.returnAirlines);
  put('fTime', f.times);
  put('fReturnTime', f.returnTimes);
  put('fAirport', f.airports);
  if (f.price) q['fPrice'] = `${f.price.min}-${f.price.max}`;
  if (f.maxDuration) q['fDuration'] = String(f.maxDuration);
  if (f.returnMaxDuration) q['fReturnDuration'] = String(f.returnMaxDuration);
  if (f.number) q['fNumber'] = f.number;
  if (f.returnNumber) q['fReturnNumber'] = f.returnNumber;
  put('fProvider', f.providers);
  put('fType', f.types);
  put('fCabin', f.cabins);
  return q;
}

/**
 * The criteria of the list on screen: the outbound list reads the outbound keys (airlines, time, duration, number),
 * the return list the return ones; the other keys apply to both.
 */
export function toFlightFilter(f: FlightFilters): FlightFilter {
  return {
    leg: f.leg,
    stops: [...f.stops],
    airlines: [...(f.leg === 2 ? f.returnAirlines : f.airlines)],
    times: [...(f.leg === 2 ? f.returnTimes : f.times)],
    airports: [...f.airports],
    price: f.price ? { min: f.price.min, max: f.price.max } : null,
    maxDuration: f.leg === 2 ? f.returnMaxDuration : f.maxDuration,
    number: f.leg === 2 ? f.returnNumber : f.number,
    providers: [...f.providers],
    types: [...f.types],
    cabins: [...f.cabins],
    forcedStop: f.forcedStop,
  };
}

/** «remove filters»: everything off but the sort, the list on screen and a forced stop filter. */
export function clearedFlightFilters(f: FlightFilters): Partial<FlightFilters> {
  return {
    stops: f.forcedStop ? [f.forcedStop] : [],
    airlines: [],
    returnAirlines: [],
    times: [],
    returnTimes: [],
    airports: [],
    price: null,
    maxDuration: null,
    returnMaxDuration: null,
    number: '',
    returnNumber: '',
    providers: [],
    types: [],
    cabins: [],
  };
}
