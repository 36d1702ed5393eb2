/// <reference lib="webworker" />
/** The flight sort worker: keeps the sortable facts of the flights, answers a sort change with ids in order. */
import { expose } from 'comlink';
import { flightSortModel } from '@/products/flight/model/results-model';
import { SortCore } from '@/workers/results-core';

const core = new SortCore(flightSortModel);
const api = {
  add: core.add.bind(core),
  sort: core.sort.bind(core),
};
expose(api);
