import { env } from 'cloudflare:workers';
import { describe } from 'vitest';
import { DurableEdgeStore } from '@/edge/store/durable-store';
import { onceContract } from '../fixtures/once-contract';

// The session's Durable Object (SESSIONS → SessionCoordinator, one per session id) in the built worker: two
// DurableEdgeStore instances stand for two isolates (each has its own in-isolate fast path), the object is shared.
const { EDGE_STORE, SESSIONS } = env as unknown as { EDGE_STORE: DurableObjectNamespace; SESSIONS: DurableObjectNamespace };

describe('EdgeStore.once through the session Durable Object', () => {
  onceContract(() => [new DurableEdgeStore(EDGE_STORE, SESSIONS, Date.now), new DurableEdgeStore(EDGE_STORE, SESSIONS, Date.now)], {
    leases: true,
  });
});
