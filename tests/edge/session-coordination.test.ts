import { describe } from 'vitest';
import { MemoryEdgeStore } from '@/edge/store/memory-store';
import { onceContract } from '../fixtures/once-contract';

// The isolate's own `once` (no Durable Object bound: the edge tests, a worker without SESSIONS): two pipelines of
// one process share one store. The session Durable Object meets the same contract in tests/worker.
describe('EdgeStore.once in the isolate’s memory', () => {
  onceContract(
    () => {
      const store = new MemoryEdgeStore(Date.now);
      return [store, store];
    },
    { leases: false },
  );
});
