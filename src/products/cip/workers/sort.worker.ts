/// <reference lib="webworker" />
/** The CIP sort worker: keeps the packages' prices, answers a sort change with the ids in order (results-core.ts). */
import { expose } from 'comlink';
import { cipResultsModel } from '@/products/cip/model/results-model';
import { SortCore } from '@/workers/results-core';

const core = new SortCore(cipResultsModel);
expose({ add: core.add.bind(core), sort: core.sort.bind(core) });
