/** The CIP packages' part of the results shell (src/components/results): their stream, workers, filters and paging. */
import { SEARCH_EXPIRE_MODAL_SECONDS } from '@/lib/constants';
import type { ResultsProduct } from '@/components/results/product';
import {
  CIP_FILTER_KEYS,
  type CipFacts,
  type CipFilter,
  type CipFilters,
  type CipSort,
  type CipStats,
  cipFilterQuery,
  cipResultsModel,
  parseCipFilters,
  toCipFilter,
} from '../model/results-model';
import type { CipPackage } from '../server/schemas';

export type CipResultsProduct = ResultsProduct<CipPackage, CipFacts, CipFilters, CipFilter, CipSort, CipStats>;

export const cipResults: CipResultsProduct = {
  stream: 'cip',
  model: cipResultsModel as CipResultsProduct['model'],
  startWorkers: () => ({
    filter: new Worker(new URL('../workers/filter.worker.ts', import.meta.url), { type: 'module', name: 'cip-filter' }),
    sort: new Worker(new URL('../workers/sort.worker.ts', import.meta.url), { type: 'module', name: 'cip-sort' }),
  }),
  itemId: (p) => p.packageId,
  filterKeys: CIP_FILTER_KEYS,
  parseFilters: parseCipFilters,
  filterQuery: cipFilterQuery,
  toFilter: toCipFilter,
  cleared: () => ({ kinds: [], services: [] }),
  // Spec 000 §9: the search-expire modal after 600 s, as on every searched product.
  expiresAfterMs: SEARCH_EXPIRE_MODAL_SECONDS * 1000,
  // An airport has a dozen packages at most: all at once.
  paging: { first: 30, more: 30, autoMoreAfterMs: null },
};
