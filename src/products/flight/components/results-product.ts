/** The flights' part of the results shell (src/components/results): their stream, workers, filters and paging. */
import { FLIGHT_RESULT_LIMIT } from '@/products/flight/model/constants';
import {
  clearedFlightFilters,
  FLIGHT_FILTER_KEYS,
  type FlightFilter,
  type FlightFilters,
  type FlightSort,
  flightFilterQuery,
  parseFlightFilters,
  toFlightFilter,
} from '@/products/flight/model/filters';
import { type FlightFacts, type FlightStats, flightFilterModel, flightSortModel } from '@/products/flight/model/results-model';
import { flightNumericId } from '@/products/flight/model/id';
import { SEARCH_EXPIRE_MODAL_SECONDS } from '@/lib/constants';
import { forcedStopFilter } from '@/products/flight/model/stops';
import type { FlightResult } from '@/products/flight/server/upstream';
import type { ResultsProduct } from '@/components/results/product';

export type FlightResultsProduct = ResultsProduct<FlightResult, FlightFacts, FlightFilters, FlightFilter, FlightSort, FlightStats>;

function flightResults(destination: string, local: boolean, providers: boolean): FlightResultsProduct {
  return {
    stream: 'flights',
    model: { ...flightFilterModel, ...flightSortModel },
    startWorkers: () => ({
      filter: new Worker(new URL('../workers/filter.worker.ts', import.meta.url), { type: 'module', name: 'flight-filter' }),
      sort: new Worker(new URL('../workers/sort.worker.ts', import.meta.url), { type: 'module', name: 'flight-sort' }),
    }),
    itemId: (flight) => flightNumericId(flight.id),
    filterKeys: FLIGHT_FILTER_KEYS,
    parseFilters: (query) => parseFlightFilters(query, destination, local, providers),
    filterQuery: flightFilterQuery,
    toFilter: toFlightFilter,
    cleared: clearedFlightFilters,
    expiresAfterMs: SEARCH_EXPIRE_MODAL_SECONDS * 1000,
    // 60 flights, then 60 more per «more», never by itself. A round keeps the first cards (about a screen) where the
    // traveller reads them and sorts the rest in: a cheaper flight found later is not left at the end of the list.
    paging: { first: FLIGHT_RESULT_LIMIT, more: FLIGHT_RESULT_LIMIT, autoMoreAfterMs: null },
  };
}

/** One definition per forced-stop rule and scope (the shell keys its store and workers on the definition's identity). */
const byRule = new Map<string, FlightResultsProduct>();

/**
 * The definition for a route's destination code (DXB and IST list non-stop flights only), scope (`local`: both
 * ends in Iran; only then is the "sale" sort offered) and viewer (`providers`: counter and agent users filter by
 * provider; for others `fProvider` is not read).
 */
export function flightResultsFor(destination: string, local: boolean, providers: boolean): FlightResultsProduct {
  const rule = forcedStopFilter(destination) ?? 'free';
  const key = `${rule}|${local ? 'l' : 'i'}|${providers ? 'p' : '-'}`;
  let product = byRule.get(key);
  if (!product) {
    product = flightResults(rule === 'free' ? '' : destination, local, providers);
    byRule.set(key, product);
  }
  return product;
}
