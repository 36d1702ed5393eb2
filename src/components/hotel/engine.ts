/**
 * The main thread's handle on the two results workers. The main thread hands over new hotels as they stream in and
 * then only sends filter and sort changes; the ids come back in display order. Where workers are unavailable (a
 * very old browser, a failed chunk) the same cores run inline, so the page keeps working.
 */
import { wrap, type Remote } from 'comlink';
import type { HotelFilter } from '../../lib/filters';
import type { HotelSort } from '../../lib/sort';
import type { FilterWorkerApi } from '../../workers/filter.worker';
import { FilterCore, SortCore, toFacts, type HotelFacts, type ResultStats } from '../../workers/results-core';
import type { SortWorkerApi } from '../../workers/sort.worker';

export interface ResultsView {
  ids: number[];
  stats: ResultStats;
}

export interface ResultsEngine {
  add(hotels: readonly HotelFacts[]): Promise<ResultStats>;
  view(filter: HotelFilter, sort: HotelSort): Promise<ResultsView>;
  /** Re-sort the last filtered ids (a sort change alone never re-filters). */
  resort(sort: HotelSort): Promise<number[]>;
  dispose(): void;
}

interface Parts {
  filter: Pick<Remote<FilterWorkerApi>, 'add' | 'filter'> | FilterCore;
  sort: Pick<Remote<SortWorkerApi>, 'add' | 'sort'> | SortCore;
  dispose(): void;
}

function engineOf(parts: Parts): ResultsEngine {
  let lastIds: number[] = [];
  return {
    async add(hotels) {
      const facts = hotels.map(toFacts);
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

export function createInlineEngine(): ResultsEngine {
  return engineOf({ filter: new FilterCore(), sort: new SortCore(), dispose() {} });
}

/** Two module workers (same origin: CSP `worker-src 'self' blob:`); inline cores when Worker is missing. */
export function createWorkerEngine(): ResultsEngine {
  if (typeof Worker === 'undefined') return createInlineEngine();
  try {
    const filterWorker = new Worker(new URL('../../workers/filter.worker.ts', import.meta.url), { type: 'module', name: 'hotel-filter' });
    const sortWorker = new Worker(new URL('../../workers/sort.worker.ts', import.meta.url), { type: 'module', name: 'hotel-sort' });
    return engineOf({
      filter: wrap<FilterWorkerApi>(filterWorker),
      sort: wrap<SortWorkerApi>(sortWorker),
      dispose() {
        filterWorker.terminate();
        sortWorker.terminate();
      },
    });
  } catch {
    return createInlineEngine();
  }
}
