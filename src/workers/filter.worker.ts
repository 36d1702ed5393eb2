/// <reference lib="webworker" />
/** The filter worker: keeps the results, answers filter changes with the ids that pass (see results-core.ts). */
import { expose } from 'comlink';
import { FilterCore } from './results-core';

const core = new FilterCore();
const api = {
  add: core.add.bind(core),
  filter: core.filter.bind(core),
};
export type FilterWorkerApi = typeof api;
expose(api);
