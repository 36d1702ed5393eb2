/** What the flight+hotel results page hands its client components, and how they read the shell's context. */
import type { ResultsContextValue, ResultsInit, ResultsState } from '@/components/results/store';
import { useResultsContext } from '@/components/results/store';
import type { BundleStats } from '../model/filters';
import type { BundleFilters } from '../model/search';
import type { TourBundle, TourSearchInfo } from '../server/schemas';

export interface FlightHotelResultsInit extends ResultsInit<TourBundle, TourSearchInfo, BundleStats> {
  /** The bundle page's query (dates, rooms), carried on each card's link. */
  linkQuery: Record<string, string>;
  /** Airline code → Persian name, for the airline filter (from the first round; later ones add theirs). */
  airlineNames: Record<string, string>;
}

export type FlightHotelResultsContext = ResultsContextValue<
  FlightHotelResultsInit,
  ResultsState<TourBundle, TourSearchInfo, BundleFilters, BundleStats>,
  BundleFilters
>;

export const useFlightHotelResults = () => useResultsContext<FlightHotelResultsContext>();
