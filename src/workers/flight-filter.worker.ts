/// <reference lib="webworker" />
/** The flight filter worker: keeps the flights, answers filter changes with the ids that pass (see results-core.ts). */
import { expose } from 'comlink';
import { flightFilterModel } from '@/lib/flight-results-model';
import { FilterCore } from './results-core';

const core = new FilterCore(flightFilterModel);
const api = {
  add: core.add.bind(core),
  filter: core.filter.bind(core),
};
expose(api);
