/// <reference lib="webworker" />
/** The flight sort worker: keeps the sortable facts of the flights, answers a sort change with ids in order. */
import { expose } from 'comlink';
import { flightSortModel } from '@/lib/flight-results-model';
import { SortCore } from './results-core';

const core = new SortCore(flightSortModel);
const api = {
  add: core.add.bind(core),
  sort: core.sort.bind(core),
};
expose(api);
