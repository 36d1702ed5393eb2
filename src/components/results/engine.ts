/**
 * The main thread's handle on a product's two results workers (filter, sort). The main thread hands over new results
 * as they stream in and then only sends filter and sort changes; the ids come back in display order. Where workers
 * are unavailable (a very old browser, a failed chunk) the same cores run inline, so the page keeps working.
 */
import { wrap } from 'comlink';
import type { ResultsModel } from '@/lib/results-model';
import { FilterCore, type FilterAnswer, type ResultStats, SortCore } from '@/workers/results-core';

export interface ResultsView<Stats> {
  ids: number[];
  stats: ResultStats<Stats>;
}

export interface ResultsEngine<Item, Filter, Sort, Stats> {
  add(results: readonly Item[]): Promise<ResultStats<Stats>>;
  view(filter: Filter, sort: Sort): Promise<ResultsView<Stats>>;
  /** Re-sort the last filtered ids (a sort change alone never re-filters). */
  resort(sort: Sort): Promise<number[]>;
  dispose(): void;
}

/** What a product's worker modules expose (src/workers/*.worker.ts). */
export interface FilterWorkerLike<Facts, Filter, Stats> {
  add(results: readonly Facts[]): ResultStats<Stats>;
  filter(filter: Filter): FilterAnswer<Stats>;
}
export interface SortWorkerLike<Facts, Sort> {
  add(results: readonly Facts[]): void;
  sort(ids: readonly number[], sort: Sort): number[];
}

/**
 * The product's two module workers, created from literal `new Worker(new URL('…worker.ts', import.meta.url))` calls in
 * the product's own module (the bundler only follows literal URLs). Same origin: CSP `worker-src 'self' blob:`.
 */
export type StartWorkers = () => { filter: Worker; sort: Worker };

/** A worker's methods answer through comlink (a promise), the inline cores at once. */
type Answering<T> = { [K in keyof T]: T[K] extends (...args: infer A) => infer R ? (...args: A) => R | Promise<R> : never };

interface Parts<Facts, Filter, Sort, Stats> {
  filter: Answering<FilterWorkerLike<Facts, Filter, Stats>>;
  sort: Answering<SortWorkerLike<Facts, Sort>>;
  dispose(): void;
}

function engineOf<Item, Facts, Filter, Sort, Stats>(
  model: ResultsModel<Item, Facts, Filter, Sort, Stats>,
  parts: Parts<Facts, Filter, Sort, Stats>,
): ResultsEngine<Item, Filter, Sort, Stats> {
  let lastIds: number[] = [];
  return {
    async add(results) {
      // Only the facts cross to the workers (cards stay here).
      const facts = results.map((r) => model.facts(r));
      const [stats] = await Promise.all([parts.filter.add(facts), parts.sort.add(facts)]);
      return stats;
    },
    async view(filter, sort) {
      const { ids, stats } = await parts.filter.filter(filter);
      lastIds = ids;
      return { ids: await parts.sort.sort(ids, sort), stats };
    },
    async resort(sort) {
      return parts.sort.sort(lastIds, sort);
    },
    dispose: parts.dispose,
  };
}

function createInlineEngine<Item, Facts, Filter, Sort, Stats>(
  model: ResultsModel<Item, Facts, Filter, Sort, Stats>,
): ResultsEngine<Item, Filter, Sort, Stats> {
  return engineOf(model, { filter: new FilterCore(model), sort: new SortCore(model), dispose() {} });
}

export function createWorkerEngine<Item, Facts, Filter, Sort, Stats>(
  model: ResultsModel<Item, Facts, Filter, Sort, Stats>,
  startWorkers: StartWorkers,
): ResultsEngine<Item, Filter, Sort, Stats> {
  if (typeof Worker === 'undefined') return createInlineEngine(model);
  try {
    const workers = startWorkers();
    return engineOf(model, {
      // comlink's Remote<> types cannot follow generic arguments through structured clone; the shapes are the same.
      filter: wrap(workers.filter) as unknown as Answering<FilterWorkerLike<Facts, Filter, Stats>>,
      sort: wrap(workers.sort) as unknown as Answering<SortWorkerLike<Facts, Sort>>,
      dispose() {
        workers.filter.terminate();
        workers.sort.terminate();
      },
    });
  } catch {
    return createInlineEngine(model);
  }
}
