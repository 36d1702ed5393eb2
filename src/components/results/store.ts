/**
 * A results page's state (valtio), one store per search: created from what the server rendered (so the first render
 * on the server and in the browser agree), then fed by the search stream and the workers. Never module-level: a
 * server render must not share it between requests.
 */
import { createContext, useContext } from 'react';
import { proxy, ref } from 'valtio';
import type { Query } from '@/lib/query';
import { type WholeRound, resultsOrder } from '@/lib/results-model';
import type { ResultsProduct } from './product';

/** What every product's server half hands the results shell. Plain data (it crosses the RSC boundary). */
export interface ResultsInit<Item, Info, Stats = unknown> {
  /** The route's place (a destination slug…). */
  destination: string;
  /** The page's query (filter keys included), after defaults were filled. */
  query: Query;
  items: Item[];
  /**
   * When `items` is only the first screen of the first round (`firstScreen`, src/lib/results-model.ts): the round's
   * count and figures, shown at once; the stream then resumes from the supplier's first round (`since` 0) and brings
   * the rest, even of a finished search. Null when `items` is the whole round.
   */
  whole?: WholeRound<Stats> | null;
  searchInfo: Info | null;
  /** Resume the stream with this token from this supplier round; null when the search could not start. */
  searchToken: string | null;
  since: number;
  finished: boolean;
  /** Why the search stopped, in Persian (expired, failed), if it did. */
  stopMessage: string | null;
  /**
   * No results to trust (the search could not start or failed). Defaults to "no token": a polled search without one
   * never started. A single-answer search has no token even when it answered, so its page says so here.
   */
  failed?: boolean;
  /**
   * A single-answer search whose supplier pages its answer has a next page: «more» past the last result asks the
   * stream for `page=2`, then 3… (src/lib/results-paging.ts `morePaging`).
   */
  hasMore?: boolean;
  /** Outside production the page honours `window.__testClock` (see clock.ts). */
  testHooks: boolean;
}

export interface ResultsState<Item, Info, Filters, Stats> {
  /** Every result so far by id; replaced (not mutated) on change so snapshots see it. */
  items: Map<number, Item>;
  /** Result ids after filter and sort, in display order. */
  ids: number[];
  filters: Filters;
  /** Figures over all results for the filter controls (e.g. the price range). */
  stats: Stats;
  searchInfo: Info | null;
  /** Distinct results received. */
  received: number;
  finished: boolean;
  finishedAt: number | null;
  /** Results shown (pagination). */
  shown: number;
  /** The next batch is on its way (scrolling to the end brings it after the product's delay). */
  moreComing: boolean;
  /** The supplier's next page of a paged single-answer search, or null when there is none (or the search polls). */
  nextPage: number | null;
  /** That page is being fetched. */
  pageLoading: boolean;
  expired: boolean;
  leadOpen: boolean;
  filtersOpen: boolean;
  searchOpen: boolean;
  /** A short message (role=status). */
  notice: { text: string; tone: 'info' | 'error' } | null;
  streamError: string | null;
  /**
   * The search could not start or stopped on a failure (a refused token, the supplier down, the stream cut): with no
   * results this is an outage, shown as one, never as "nothing found".
   */
  failed: boolean;
  /** /stream/ requests made (for the tests' eyes only; the network panel is the source of truth). */
  streams: number;
}

export function createResultsStore<Item, Info, Facts, Filters extends { sort: Sort }, Filter, Sort, Stats>(
  product: ResultsProduct<Item, Facts, Filters, Filter, Sort, Stats>,
  init: ResultsInit<Item, Info, Stats>,
): ResultsState<Item, Info, Filters, Stats> {
  const filters = product.parseFilters(init.query);
  const items = new Map(init.items.map((item) => [product.itemId(item), item]));
  const facts = init.items.map((item) => product.model.facts(item));
  const ids = resultsOrder(product.model, facts, product.toFilter(filters), filters.sort);
  const whole = init.whole ?? null;
  return proxy<ResultsState<Item, Info, Filters, Stats>>({
    items: ref(items),
    ids: ref(ids),
    filters,
    stats: whole ? whole.stats : product.model.stats(facts, product.toFilter(filters)),
    searchInfo: init.searchInfo,
    received: whole ? whole.total : items.size,
    // Not finished while the rest of the first round is on its way.
    finished: init.finished && !whole,
    finishedAt: null,
    shown: product.paging.first,
    moreComing: false,
    nextPage: init.hasMore ? 2 : null,
    pageLoading: false,
    expired: false,
    leadOpen: false,
    filtersOpen: false,
    searchOpen: false,
    notice: init.stopMessage ? { text: init.stopMessage, tone: 'error' } : null,
    streamError: null,
    // No token: the search could not start (the supplier refused or did not answer). The loading ends without a
    // message, and the list says the search failed rather than that there is nothing.
    failed: init.stopMessage !== null || (init.failed ?? init.searchToken === null),
    streams: 0,
  });
}

/** What the shell gives every component of the page (a product adds its own actions). */
export interface ResultsContextValue<Init, State, Filters> {
  init: Init;
  store: State;
  /** Apply a filter/sort change: URL, workers, list. */
  setFilters: (patch: Partial<Filters>) => void;
  resetFilters: () => void;
  /** The next batch at once (the traveller pressed «more»). */
  showMore: () => void;
  /** The next batch after the product's delay (the traveller scrolled to the end of the list). */
  showMoreSoon: () => void;
  restartSearch: () => void;
}

/** Holds a product's `ResultsContextValue` (and its own actions); each product reads it through a typed hook. */
export const ResultsContext = createContext<unknown>(null);

/** The page's results context, as the product's components know it (the type the product's page provided). */
export function useResultsContext<V>(): V {
  const value = useContext(ResultsContext);
  if (!value) throw new Error('useResults outside a results page');
  return value as V;
}

/** The shell's part of the context, as the shared components read it (whatever the product). */
export type BaseResultsContext = ResultsContextValue<
  ResultsInit<unknown, unknown>,
  ResultsState<unknown, unknown, unknown, unknown>,
  unknown
>;
