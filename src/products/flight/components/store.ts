/** The flight results page's types over the shared results store (src/components/results/store.ts). */
import type { FlightFilters } from '@/products/flight/model/filters';
import type { FlightStats } from '@/products/flight/model/results-model';
import type { PassengerMix } from '@/products/flight/model/price';
import type { FlightResult, FlightSearchInfo } from '@/products/flight/server/upstream';
import type { ResultsInit, ResultsState } from '@/components/results/store';
import { useResultsContext } from '@/components/results/store';
import type { ResultsShell } from '@/components/results/use-results-shell';

/** What the server hands the flight results page. Plain data (it crosses the RSC boundary). */
export interface FlightResultsInit extends ResultsInit<FlightResult, FlightSearchInfo, FlightStats> {
  /** The route's codes and Persian city names. */
  from: { code: string; city: string };
  to: { code: string; city: string };
  departureDate: string;
  returnDate: string | null;
  passengers: PassengerMix;
  /** The supplier refused the search (no token): an outage, not "no flights". */
  failed: boolean;
  /** Counter and agent users see which provider (agency) sells each flight; travellers do not (lib/roles). */
  showProvider?: boolean;
  /** Both ends in Iran (local scope): the "sale" sort is offered. */
  local?: boolean;
}

export type FlightResultsState = ResultsState<FlightResult, FlightSearchInfo, FlightFilters, FlightStats>;

/** The traveller's picks: the outbound (return trips) and, once both legs are chosen, the trip. */
export interface FlightChoice {
  outbound: number | null;
  inbound: number | null;
  done: boolean;
  /**
   * The trips that answered «sold out» when chosen, for the rest of this search (issue 48 point 5): a one-way's
   * flight id, or a return trip's `outboundId|returnId` (which leg was full is not said, so only that pair is).
   */
  soldOut: string[];
}

/** The key of a chosen trip in `FlightChoice.soldOut`. */
export const soldOutKey = (flightId: string, returnFlightId: string | null): string =>
  returnFlightId === null ? flightId : `${flightId}|${returnFlightId}`;

/** Whether `flight` answered sold out: an outbound on its own, or a return after the chosen outbound `outboundId`. */
export function isSoldOut(soldOut: readonly string[], flight: { id: string; leg: number }, outboundId: string | null): boolean {
  if (flight.leg === 2) return outboundId !== null && soldOut.includes(soldOutKey(outboundId, flight.id));
  return soldOut.includes(flight.id);
}

export type FlightResultsContext = ResultsShell<FlightResult, FlightSearchInfo, FlightFilters, FlightStats, FlightResultsInit> & {
  choice: FlightChoice;
  chooseFlight: (id: number) => void;
  /** Book the chosen trip: provision, basket, then the passengers step (src/components/checkout). */
  bookTrip: () => void;
  /** Back to the outbound list (the chosen outbound stays marked until another is chosen). */
  changeOutbound: () => void;
};

export function useFlightResults(): FlightResultsContext {
  return useResultsContext<FlightResultsContext>();
}
