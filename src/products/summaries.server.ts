/**
 * The products whose results page is still a summary of the search (nothing is searched upstream): flight+hotel,
 * tours, insurance, attractions and CIP. Each is a server definition with only its summary page (the same rule as its
 * page, `summarySearchProblem` in src/lib/search-problems.ts, decides the edge's 400) and, for flight+hotel, its
 * search route's date repair. Each product's own issue replaces its entry here with a folder under src/products.
 */
import { repairFlightHotelSearchQuery } from '@/lib/search-dates';
import { type SummaryProduct, summarySearchProblem } from '@/lib/search-problems';
import type { ServerProduct } from '@/server/product';

function summary(id: SummaryProduct, path: RegExp): ServerProduct {
  return {
    id,
    orderProduct: id,
    summaryPages: [{ path, problem: (place, query, today) => summarySearchProblem(id, place, query, today) }],
  };
}

export const SUMMARY_PRODUCTS: readonly ServerProduct[] = [
  {
    ...summary('flightHotel', /^\/flight(?:\+|%2[bB])hotel\/([^/]+)\/search\/?$/),
    searchRoutes: [{ segment: /^flight(?:%2b|\+)hotel$/i, repair: repairFlightHotelSearchQuery }],
  },
  summary('tour', /^\/tour\/([^/]+)\/?$/),
  summary('insurance', /^\/insurance\/([^/]+)\/search\/?$/),
  summary('attraction', /^\/attraction\/([^/]+)\/search\/?$/),
  summary('cip', /^\/cip\/([^/]+)\/search\/?$/),
];
