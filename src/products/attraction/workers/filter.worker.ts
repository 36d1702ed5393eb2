/// <reference lib="webworker" />
/** The attraction filter worker: keeps the results, answers filter changes with the ids that pass (see results-core.ts). */
import { expose } from 'comlink';
import { attractionFilterModel } from '@/products/attraction/model/results-model';
import { FilterCore } from '@/workers/results-core';

const core = new FilterCore(attractionFilterModel);
const api = {
  add: core.add.bind(core),
  filter: core.filter.bind(core),
};
expose(api);
