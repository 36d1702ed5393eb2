/// <reference lib="webworker" />
/** The flight filter worker: keeps the flights, answers filter changes with the ids that pass (see results-core.ts). */
import { expose } from 'comlink';
import { flightFilterModel } from '@/products/flight/model/results-model';
import { FilterCore } from '@/workers/results-core';

const core = new FilterCore(flightFilterModel);
const api = {
  add: core.add.bind(core),
  filter: core.filter.bind(core),
};
expose(api);
