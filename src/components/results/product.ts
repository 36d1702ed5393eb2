/**
 * What a product plugs into the shared results shell on the browser side: its stream, its results model and workers,
 * and its filters (how they read from and write to the URL, and what the workers get). The server half is the
 * product's search definition (src/products/<id>/server/search.ts).
 */
import type { Query } from '@/lib/query';
import type { ResultsModel } from '@/lib/results-model';
import type { StartWorkers } from './engine';

/** `Filters` carry the sort: a change of the sort alone only re-sorts, it never re-filters. */
export interface ResultsProduct<Item, Facts, Filters extends { sort: Sort }, Filter, Sort, Stats> {
  /** The stream's name: `/stream/{stream}/{place}`. */
  stream: string;
  model: ResultsModel<Item, Facts, Filter, Sort, Stats>;
  startWorkers: StartWorkers;
  /** The identity of a result (the server definition's key). */
  itemId(item: Item): number;
  /** The URL keys of the filters: a filter change rewrites them, and they never start a new search. */
  filterKeys: readonly string[];
  parseFilters(query: Query): Filters;
  filterQuery(filters: Filters): Query;
  /** A plain copy for the workers (valtio proxies cannot be cloned into a worker). */
  toFilter(filters: Filters): Filter;
  /** «حذف فیلترها»: every filter off, the sort kept. */
  cleared(filters: Filters): Partial<Filters>;
  /** The search session's lifetime: after it the prices are stale and the page asks to search again. */
  expiresAfterMs: number;
  /**
   * Results first shown, then how many more each «more», and the delay of a batch that comes by itself: the first
   * «more» after the first results, and each one the traveller scrolls down to (hotels: 5, then 10 more at a time
   * with a 3 s delay; null: never by itself). A press on «more» is at once.
   */
  paging: { first: number; more: number; autoMoreAfterMs: number | null };
}
