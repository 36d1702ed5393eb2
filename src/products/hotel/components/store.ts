/** The hotel results page's types over the shared results store (src/components/results/store.ts). */
import type { HotelFilters } from '@/products/hotel/model/query';
import type { HotelStats } from '@/products/hotel/model/results-model';
import type { Banner, TourOffer } from '@/server/schemas/content';
import type { HotelResult, HotelSearchInfo } from '@/products/hotel/server/upstream/search';
import type { ResultsInit, ResultsState } from '@/components/results/store';
import { useResultsContext } from '@/components/results/store';
import type { ResultsShell } from '@/components/results/use-results-shell';

/** A tour offer with the flight+hotel search it opens (the page gives the link; null: not a link). */
export type LinkedTourOffer = TourOffer & { href: string | null };

/** What the server hands the hotel results page. Plain data (it crosses the RSC boundary). */
export interface HotelResultsInit extends ResultsInit<HotelResult, HotelSearchInfo, HotelStats> {
  offers: LinkedTourOffer[];
  banners: Banner[];
  cityName: string;
  locationId: number;
  checkIn: string;
  checkOut: string;
  nights: number;
  roomsText: string;
  viewer: { isLogin: boolean; isCounterOrAgent: boolean; guestBookingAllowed: boolean };
  /** The viewer's cashback percent (a logged-in viewer's configuration), null when there is none to show. */
  cashbackPercent?: number | null;
  /** Map tiles: a URL template (`…/{z}/{x}/{y}.png`) or '' for none. */
  tileUrl: string;
  /** The supplier gave no search token in time: an outage, not "no hotels" (src/server/search/start-failure.ts). */
  unreachable: boolean;
}

export type HotelResultsState = ResultsState<HotelResult, HotelSearchInfo, HotelFilters, HotelStats>;

export type HotelResultsContext = ResultsShell<HotelResult, HotelSearchInfo, HotelFilters, HotelStats, HotelResultsInit> & {
  chooseHotel: (hotelId: number) => void;
};

export function useResults(): HotelResultsContext {
  return useResultsContext<HotelResultsContext>();
}

/**
 * Sent on `window` when the traveller submits a new search from the results page: the results of the old search
 * leave the page at once (the loading dialog shows until the new page arrives), never lingering as if current.
 */
export const NEW_SEARCH_EVENT = 'hotel:new-search';
