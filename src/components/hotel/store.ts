/**
 * The results page's state (valtio), one store per search: created from what the server rendered (so the first render
 * on the server and in the browser agree), then fed by the search stream and the workers. Never module-level: a
 * server render must not share it between requests.
 */
import { createContext, useContext } from 'react';
import { proxy, ref } from 'valtio';
import { filterAndSortHotels, priceBounds, type PriceRange } from '../../lib/filters';
import { parseHotelFilters, toHotelFilter, type HotelFilters } from '../../lib/hotel-query';
import type { Query } from '../../lib/query';
import { HOTEL_FIRST_RESULTS } from '../../lib/constants';
import type { Banner, TourOffer } from '../../server/schemas/content';
import type { HotelResult, HotelSearchInfo } from '../../server/upstream/hotels';

/** What the server hands the client components. Plain data (it crosses the RSC boundary). */
export interface ResultsInit {
  destination: string;
  /** The page's query (filter keys included), after defaults were filled. */
  query: Query;
  items: HotelResult[];
  searchInfo: HotelSearchInfo | null;
  /** Resume the stream with this token from this supplier round; null when the search could not start. */
  searchToken: string | null;
  since: number;
  finished: boolean;
  /** Why the search stopped, in Persian (expired, failed), if it did. */
  stopMessage: string | null;
  offers: TourOffer[];
  banners: Banner[];
  cityName: string;
  locationId: number;
  checkIn: string;
  checkOut: string;
  nights: number;
  roomsText: string;
  viewer: { isLogin: boolean; isCounterOrAgent: boolean; guestBookingAllowed: boolean };
  /** Outside production: the page honours `window.__testClock` (see clock.ts). */
  testHooks: boolean;
  /** Map tiles: a URL template (`…/{z}/{x}/{y}.png`) or '' for none. */
  tileUrl: string;
}

export interface ResultsState {
  /** Every hotel so far by id; replaced (not mutated) on change so snapshots see it. */
  hotels: Map<number, HotelResult>;
  /** Hotel ids after filter and sort, in display order. */
  ids: number[];
  filters: HotelFilters;
  /** Toman, over all hotels. */
  bounds: PriceRange | null;
  hasGuaranty: boolean;
  searchInfo: HotelSearchInfo | null;
  /** Distinct hotels received. */
  received: number;
  finished: boolean;
  finishedAt: number | null;
  /** Hotels shown (pagination). */
  shown: number;
  expired: boolean;
  leadOpen: boolean;
  filtersOpen: boolean;
  searchOpen: boolean;
  /** A short message (role=status). */
  notice: { text: string; tone: 'info' | 'error' } | null;
  streamError: string | null;
  /** /stream/ requests made (for the tests' eyes only; the network panel is the source of truth). */
  streams: number;
  /** Bumped when the map library has loaded (the marker effect runs again). */
  mapReady: number;
}

export type ResultsStore = ResultsState;

export function createResultsStore(init: ResultsInit): ResultsStore {
  const filters = parseHotelFilters(init.query);
  const hotels = new Map(init.items.map((h) => [h.hotelId, h]));
  const ids = filterAndSortHotels(init.items, toHotelFilter(filters), filters.sort).map((h) => h.hotelId);
  return proxy<ResultsState>({
    hotels: ref(hotels),
    ids: ref(ids),
    filters,
    bounds: priceBounds(init.items),
    hasGuaranty: init.items.some((h) => h.isGuaranty),
    searchInfo: init.searchInfo,
    received: hotels.size,
    finished: init.finished,
    finishedAt: null,
    shown: HOTEL_FIRST_RESULTS,
    expired: false,
    leadOpen: false,
    filtersOpen: false,
    searchOpen: false,
    notice: init.stopMessage ? { text: init.stopMessage, tone: 'error' } : null,
    streamError: null,
    streams: 0,
    mapReady: 0,
  });
}

export interface ResultsContextValue {
  init: ResultsInit;
  store: ResultsStore;
  /** Apply a filter/sort change: URL, workers, list. */
  setFilters: (patch: Partial<HotelFilters>) => void;
  resetFilters: () => void;
  showMore: () => void;
  chooseHotel: (hotelId: number) => void;
  restartSearch: () => void;
}

export const ResultsContext = createContext<ResultsContextValue | null>(null);

export function useResults(): ResultsContextValue {
  const value = useContext(ResultsContext);
  if (!value) throw new Error('useResults outside <HotelResults>');
  return value;
}
