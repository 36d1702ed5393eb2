/// <reference lib="webworker" />
/** The flight+hotel sort worker: keeps the bundles' sortable facts, answers a sort change with ids in order. */
import { expose } from 'comlink';
import { bundleSortModel } from '@/products/flight-hotel/model/results-model';
import { SortCore } from '@/workers/results-core';

const core = new SortCore(bundleSortModel);
const api = {
  add: core.add.bind(core),
  sort: core.sort.bind(core),
};
expose(api);
