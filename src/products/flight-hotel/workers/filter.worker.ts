/// <reference lib="webworker" />
/** The flight+hotel filter worker: keeps the bundles' facts, answers filter changes with the ids that pass. */
import { expose } from 'comlink';
import { bundleFilterModel } from '@/products/flight-hotel/model/results-model';
import { FilterCore } from '@/workers/results-core';

const core = new FilterCore(bundleFilterModel);
const api = {
  add: core.add.bind(core),
  filter: core.filter.bind(core),
};
expose(api);
