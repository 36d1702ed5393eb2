/// <reference lib="webworker" />
/** The CIP filter worker: keeps the packages' facts, answers a filter change with the ids that pass (results-core.ts). */
import { expose } from 'comlink';
import { cipResultsModel } from '@/products/cip/model/results-model';
import { FilterCore } from '@/workers/results-core';

const core = new FilterCore(cipResultsModel);
expose({ add: core.add.bind(core), filter: core.filter.bind(core) });
