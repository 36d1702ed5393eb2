/** Flight+hotel's part of the results shell (src/components/results): its stream, workers and filters. */
import { SEARCH_EXPIRE_MODAL_SECONDS } from '@/lib/constants';
import type { ResultsProduct } from '@/components/results/product';
import type { BundleFacts, BundleFilter, BundleSort, BundleStats } from '../model/filters';
import { bundleResultsModel } from '../model/results-model';
import {
  BUNDLE_FILTER_KEYS,
  type BundleFilters,
  bundleFilterQuery,
  clearedBundleFilters,
  parseBundleFilters,
  toBundleFilter,
} from '../model/search';
import type { TourBundle } from '../server/schemas';

/** Spec 000 §9: the search-expire modal after 600 s. */
const TOUR_RESULTS_EXPIRE_MS = SEARCH_EXPIRE_MODAL_SECONDS * 1000;

export const flightHotelResults: ResultsProduct<TourBundle, BundleFacts, BundleFilters, BundleFilter, BundleSort, BundleStats> = {
  stream: 'flight-hotel',
  model: bundleResultsModel,
  startWorkers: () => ({
    filter: new Worker(new URL('../workers/filter.worker.ts', import.meta.url), { type: 'module', name: 'flight-hotel-filter' }),
    sort: new Worker(new URL('../workers/sort.worker.ts', import.meta.url), { type: 'module', name: 'flight-hotel-sort' }),
  }),
  itemId: (b) => b.hotel.hotelId,
  filterKeys: BUNDLE_FILTER_KEYS,
  parseFilters: parseBundleFilters,
  filterQuery: bundleFilterQuery,
  toFilter: (f) =>
    toBundleFilter({
      ...f,
      price: f.price ? { min: f.price.min, max: f.price.max } : null,
      stars: [...f.stars],
      airlines: [...f.airlines],
      departure: [...f.departure],
    }),
  cleared: (f) => ({ ...clearedBundleFilters(), sort: f.sort }),
  expiresAfterMs: TOUR_RESULTS_EXPIRE_MS,
  // Spec 000 §2: the first 5 results, then 10 more at a time with a 3 s delay.
  paging: { first: 5, more: 10, autoMoreAfterMs: 3000 },
};
