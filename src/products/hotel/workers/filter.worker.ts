/// <reference lib="webworker" />
/** The hotel filter worker: keeps the results, answers filter changes with the ids that pass (see results-core.ts). */
import { expose } from 'comlink';
import { hotelFilterModel } from '@/products/hotel/model/results-model';
import { FilterCore } from '@/workers/results-core';

const core = new FilterCore(hotelFilterModel);
const api = {
  add: core.add.bind(core),
  filter: core.filter.bind(core),
};
expose(api);
