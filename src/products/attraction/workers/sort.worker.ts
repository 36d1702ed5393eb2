/// <reference lib="webworker" />
/** The attraction sort worker: keeps the sortable facts of the results, answers a sort change with ids in order. */
import { expose } from 'comlink';
import { attractionSortModel } from '@/products/attraction/model/results-model';
import { SortCore } from '@/workers/results-core';

const core = new SortCore(attractionSortModel);
const api = {
  add: core.add.bind(core),
  sort: core.sort.bind(core),
};
expose(api);
