import { env } from 'cloudflare:workers';
import { runDurableObjectAlarm, runInDurableObject } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { DurableEdgeStore, type DurableStoreBindings } from '@/edge/store/durable-store';
import { shardName } from '@/edge/store/shards';
import { newSessionId } from '@/edge/session-cookie';
import { onceContract } from '../fixtures/once-contract';

// What a session does once, through the built worker's Durable Objects: SESSION_SHARDS (SessionShard, many sessions
// per object) for sessions made since the shards, SESSIONS (SessionCoordinator, one per session) for those made
// before. Two DurableEdgeStore instances stand for two isolates (each has its own in-isolate fast path); the objects
// are shared.
const bindings = env as unknown as DurableStoreBindings;
const { SESSION_SHARDS, SESSIONS } = bindings;
const two = (): [DurableEdgeStore, DurableEdgeStore] => [
  new DurableEdgeStore(bindings, Date.now),
  new DurableEdgeStore(bindings, Date.now),
];
/** A session id of the length sessions had before the shards (16 random bytes, base64url). */
const preShardSid = () => crypto.randomUUID().replaceAll('-', '').slice(0, 22);

describe('EdgeStore.once through the session shards', () => {
  onceContract(two, { leases: true, sid: newSessionId });
});

describe('EdgeStore.once for a session made before the shards (its own object, as before)', () => {
  onceContract(two, { leases: true, sid: preShardSid });
});

describe('the once records end', () => {
  it("a shard's alarm deletes this session's records whose keeping time is over and keeps the others", async () => {
    const store = new DurableEdgeStore(bindings, Date.now);
    const sid = newSessionId();
    await store.once(sid, 'short', { leaseMs: 5_000, keepMs: 50 }, async () => 1);
    await store.once(sid, 'long', { leaseMs: 5_000, keepMs: 60_000 }, async () => 2);
    const stub = SESSION_SHARDS.get(SESSION_SHARDS.idFromName(shardName(sid)));
    await new Promise((r) => setTimeout(r, 100));
    expect(await runDurableObjectAlarm(stub)).toBe(true);
    const keys = await runInDurableObject(stub, (_o, state) =>
      state.storage.sql
        .exec<{ key: string }>('SELECT key FROM records WHERE key LIKE ?', `${sid}|%`)
        .toArray()
        .map((r) => r.key),
    );
    expect(keys).toEqual([`${sid}|long`]);
    // And a sweep is due again for the one left.
    expect(await runInDurableObject(stub, (_o, state) => state.storage.getAlarm())).toBeGreaterThan(Date.now());
  });

  it("a pre-shard session's object: an alarm deletes the records whose keeping time is over and keeps the others", async () => {
    const store = new DurableEdgeStore(bindings, Date.now);
    const sid = preShardSid();
    await store.once(sid, 'short', { leaseMs: 5_000, keepMs: 50 }, async () => 1);
    await store.once(sid, 'long', { leaseMs: 5_000, keepMs: 60_000 }, async () => 2);
    const stub = SESSIONS.get(SESSIONS.idFromName(sid));
    await new Promise((r) => setTimeout(r, 100));
    expect(await runDurableObjectAlarm(stub)).toBe(true);
    const keys = await runInDurableObject(stub, async (_o, state) => [...(await state.storage.list()).keys()]);
    expect(keys).toEqual(['long']);
    expect(await runInDurableObject(stub, (_o, state) => state.storage.getAlarm())).toBeGreaterThan(Date.now());
  });
});
