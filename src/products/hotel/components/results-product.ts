/** The hotels' part of the results shell (src/components/results): their stream, workers and filters. */
import { HOTEL_FIRST_RESULTS, HOTEL_MORE_RESULTS, HOTEL_MORE_RESULTS_DELAY_MS } from '@/products/hotel/model/constants';
import type { HotelFilter } from '@/products/hotel/model/filters';
import { HOTEL_FILTER_KEYS, type HotelFilters, buildFilterQuery, parseHotelFilters, toHotelFilter } from '@/products/hotel/model/query';
import { type HotelFacts, type HotelStats, hotelResultsModel } from '@/products/hotel/model/results-model';
import type { HotelSort } from '@/products/hotel/model/sort';
import type { HotelResult } from '@/products/hotel/server/upstream/search';
import type { ResultsProduct } from '@/components/results/product';
import { SEARCH_EXPIRE_MODAL_SECONDS } from '@/lib/constants';

export const hotelResults: ResultsProduct<HotelResult, HotelFacts, HotelFilters, HotelFilter, HotelSort, HotelStats> = {
  stream: 'hotels',
  model: hotelResultsModel,
  startWorkers: () => ({
    filter: new Worker(new URL('../workers/filter.worker.ts', import.meta.url), { type: 'module', name: 'hotel-filter' }),
    sort: new Worker(new URL('../workers/sort.worker.ts', import.meta.url), { type: 'module', name: 'hotel-sort' }),
  }),
  itemId: (hotel) => hotel.hotelId,
  filterKeys: HOTEL_FILTER_KEYS,
  parseFilters: parseHotelFilters,
  filterQuery: buildFilterQuery,
  toFilter: (f) =>
    toHotelFilter({
      ...f,
      price: f.price ? { min: f.price.min, max: f.price.max } : null,
      stars: [...f.stars],
      areas: [...f.areas],
      types: [...f.types],
      providers: [...f.providers],
    }),
  cleared: () => ({ hotelName: '', price: null, stars: [], freeCancellation: false, areas: [], types: [], providers: [] }),
  // Spec 000 §9: the search-expire modal after 600 s (the hotel session itself lives 1200 s).
  expiresAfterMs: SEARCH_EXPIRE_MODAL_SECONDS * 1000,
  paging: { first: HOTEL_FIRST_RESULTS, more: HOTEL_MORE_RESULTS, autoMoreAfterMs: HOTEL_MORE_RESULTS_DELAY_MS },
};
