/**
 * The flight search's limits: the list shows at most 60 flights a page (more with "more"), and the search polls the
 * supplier at most 30 times, so a supplier that never says it has finished still ends the search.
 */
import { FLIGHT_RESULT_LIMIT, FLIGHT_SEARCH_COUNT_LIMIT } from './constants';

/** The flights visible after `pages` presses of "more" (the first page counts as 1). */
export function visibleFlights<T>(flights: readonly T[], pages: number): { items: T[]; hasMore: boolean } {
  const shown = Math.max(1, Math.floor(pages)) * FLIGHT_RESULT_LIMIT;
  return { items: flights.slice(0, shown), hasMore: flights.length > shown };
}

/** Whether another poll is allowed after `polls` polls. */
export function mayPollAgain(polls: number): boolean {
  return polls < FLIGHT_SEARCH_COUNT_LIMIT;
}

/** A card says how many seats are left only when this few are (a reason to book now, not noise on every card). */
export const FEW_SEATS_LEFT = 5;
