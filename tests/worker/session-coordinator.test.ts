import { env } from 'cloudflare:workers';
import { runDurableObjectAlarm, runInDurableObject } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
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

describe('the session object’s records end', () => {
  it('an alarm deletes the records whose keeping time is over and keeps the others', async () => {
    const store = new DurableEdgeStore(EDGE_STORE, SESSIONS, Date.now);
    const sid = crypto.randomUUID().replaceAll('-', '');
    await store.once(sid, 'short', { leaseMs: 5_000, keepMs: 50 }, async () => 1);
    await store.once(sid, 'long', { leaseMs: 5_000, keepMs: 60_000 }, async () => 2);
    const stub = SESSIONS.get(SESSIONS.idFromName(sid));
    await new Promise((r) => setTimeout(r, 100));
    expect(await runDurableObjectAlarm(stub)).toBe(true);
    const keys = await runInDurableObject(stub, async (_o, state) => [...(await state.storage.list()).keys()]);
    expect(keys).toEqual(['long']);
    // And the next alarm is set for the one left.
    expect(await runInDurableObject(stub, (_o, state) => state.storage.getAlarm())).toBeGreaterThan(Date.now());
  });
});
