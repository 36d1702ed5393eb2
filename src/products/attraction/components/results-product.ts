/** The attractions' part of the results shell (src/components/results): their stream, workers and filters. */
import { SEARCH_EXPIRE_MODAL_SECONDS } from '@/lib/constants';
import type { ResultsProduct } from '@/components/results/product';
import type { AttractionFilter, AttractionSort } from '@/products/attraction/model/filters';
import {
  ATTRACTION_FILTER_KEYS,
  type AttractionFilters,
  attractionFilterQuery,
  parseAttractionFilters,
  toAttractionFilter,
} from '@/products/attraction/model/query';
import { type AttractionListFacts, type AttractionStats, attractionResultsModel } from '@/products/attraction/model/results-model';
import type { AttractionItem } from '@/products/attraction/server/schemas';

/** Spec 000 §9: the search-expire modal after 600 s, as on every searched product. */
const ATTRACTION_RESULTS_EXPIRE_MS = SEARCH_EXPIRE_MODAL_SECONDS * 1000;

export const attractionResults: ResultsProduct<
  AttractionItem,
  AttractionListFacts,
  AttractionFilters,
  AttractionFilter,
  AttractionSort,
  AttractionStats
> = {
  stream: 'attractions',
  model: attractionResultsModel,
  startWorkers: () => ({
    filter: new Worker(new URL('../workers/filter.worker.ts', import.meta.url), { type: 'module', name: 'attraction-filter' }),
    sort: new Worker(new URL('../workers/sort.worker.ts', import.meta.url), { type: 'module', name: 'attraction-sort' }),
  }),
  itemId: (x) => x.attractionId,
  filterKeys: ATTRACTION_FILTER_KEYS,
  parseFilters: parseAttractionFilters,
  filterQuery: attractionFilterQuery,
  toFilter: (f) =>
    toAttractionFilter({ ...f, categories: [...f.categories], price: f.price ? { min: f.price.min, max: f.price.max } : null }),
  cleared: () => ({ categories: [], price: null, duration: null }),
  expiresAfterMs: ATTRACTION_RESULTS_EXPIRE_MS,
  // A city has a few dozen attractions at most: ten cards first, ten more at a time as the traveller scrolls.
  paging: { first: 10, more: 10, autoMoreAfterMs: null },
};
