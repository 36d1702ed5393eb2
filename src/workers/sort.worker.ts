/// <reference lib="webworker" />
/** The sort worker: keeps the sortable fields of the results, answers a sort change with ids in order. */
import { expose } from 'comlink';
import { SortCore } from './results-core';

const core = new SortCore();
const api = {
  add: core.add.bind(core),
  sort: core.sort.bind(core),
};
export type SortWorkerApi = typeof api;
expose(api);
