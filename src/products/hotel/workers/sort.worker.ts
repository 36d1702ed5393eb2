/// <reference lib="webworker" />
/** The hotel sort worker: keeps the sortable facts of the results, answers a sort change with ids in order. */
import { expose } from 'comlink';
import { hotelSortModel } from '@/products/hotel/model/results-model';
import { SortCore } from '@/workers/results-core';

const core = new SortCore(hotelSortModel);
const api = {
  add: core.add.bind(core),
  sort: core.sort.bind(core),
};
expose(api);
