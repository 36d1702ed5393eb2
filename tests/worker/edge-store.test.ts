import { env, exports } from 'cloudflare:workers';
import { listDurableObjectIds, runDurableObjectAlarm, runInDurableObject } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { DurableEdgeStore, type DurableStoreBindings } from '@/edge/store/durable-store';
import { STORE_SHARDS } from '@/edge/store/shards';
import { isPreShardSessionId, newSessionId } from '@/edge/session-cookie';
import { LOGIN_DELAYS } from '@/lib/constants';
import { hotelItemDetails } from '../fixtures/basket';

// The built worker with its Durable Object bindings (EDGE_SHARDS → EdgeShard, and EDGE_STORE → EdgeCoordinator for
// sessions made before the shards; wrangler.toml): the edge store every isolate shares. Logout revokes the session
// there; rate limits count there.
const ORIGIN = 'http://127.0.0.1:8787';
const worker = (exports as unknown as { default: Fetcher }).default;
const same = { Origin: ORIGIN, 'Sec-Fetch-Site': 'same-origin', 'Content-Type': 'application/json' };
const bindings = env as unknown as DurableStoreBindings;
const { EDGE_SHARDS, EDGE_STORE } = bindings;

const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  worker.fetch(new Request(ORIGIN + path, { method: 'POST', headers: { ...same, ...headers }, body: JSON.stringify(body) }));
const cookieOf = (res: Response) =>
  res.headers
    .getSetCookie()
    .find((c) => c.startsWith('__Host-sfn_session='))!
    .split(';')[0]!;

describe('built worker: the Durable Object edge store', () => {
  it('is bound and shared: what one client of the namespace writes, another reads', async () => {
    const a = new DurableEdgeStore(bindings, Date.now);
    const b = new DurableEdgeStore(bindings, Date.now);
    const sid = crypto.randomUUID().replaceAll('-', '');
    expect(await b.isRevoked(sid)).toBe(false);
    await a.revoke(sid, 60_000);
    expect(await b.isRevoked(sid)).toBe(true);
    const key = `test:${sid}`;
    await a.count(key, 1, 60_000);
    expect((await b.count(key, 1, 60_000)).count).toBe(2);
    expect((await b.count(key, 0, 60_000)).count).toBe(2);
  });

  it('after logout a copy of the cookie is a guest', async () => {
    const login = await post('/api/auth/login', { username: '09120000001', password: 'Sandbox!234' }, { 'CF-Connecting-IP': '10.7.7.1' });
    expect(login.status).toBe(200);
    const copy = cookieOf(login);
    const session = (cookie: string) => worker.fetch(new Request(`${ORIGIN}/api/session`, { headers: { ...same, Cookie: cookie } }));
    expect(await (await session(copy)).json()).toMatchObject({ isLogin: true });
    expect((await post('/api/auth/logout', {}, { Cookie: copy })).status).toBe(200);
    expect(await (await session(copy)).json()).toMatchObject({ isLogin: false });
  });

  it('wrong passwords are counted across requests: 429 with Retry-After once they must wait', async () => {
    // A mobile no seeded account has: the files of this project share the store (vitest.config.ts), and a seeded
    // account whose logins must now wait would refuse the next file's login. A failure counts the same either way.
    const username = `0919${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`;
    const statuses: number[] = [];
    for (let i = 0; i <= LOGIN_DELAYS.freeFailures; i++) {
      statuses.push((await post('/api/auth/login', { username, password: `wrong-${i}` }, { 'CF-Connecting-IP': `10.8.8.${i}` })).status);
    }
    expect(statuses.at(-1)).toBe(429);
    expect(statuses.slice(0, -1)).not.toContain(429);
  });
});

describe('built worker: one basket per session through the Durable Object', () => {
  it('two first adds at once make one basket with both items', async () => {
    const guest = await worker.fetch(new Request(`${ORIGIN}/api/session`, { headers: same }));
    const cookie = cookieOf(guest);
    const add = (n: number) => post('/api/basket/hotels', { details: hotelItemDetails(n) }, { Cookie: cookie });
    const [a, b] = await Promise.all([add(1), add(2)]);
    const [va, vb] = (await Promise.all([a.json(), b.json()])) as { basket: { basketId: number } }[];
    expect(va!.basket.basketId).toBe(vb!.basket.basketId);
    const view = await worker.fetch(new Request(`${ORIGIN}/api/basket/current`, { headers: { ...same, Cookie: cookieOf(b) } }));
    expect(((await view.json()) as { basket: { count: number } }).basket.count).toBe(2);
  });
});

/** A session id of the length sessions had before the shards (16 random bytes). */
const preShardSid = () => crypto.randomUUID().replaceAll('-', '').slice(0, 22);
/** The layout before the shards: one EdgeCoordinator per key, the op without its key. */
const beforeShards = (name: string, op: Record<string, unknown>) =>
  EDGE_STORE.get(EDGE_STORE.idFromName(name)).fetch('https://edge-store/', { method: 'POST', body: JSON.stringify(op) });
const idsOf = async (ns: DurableObjectNamespace) => new Set((await listDurableObjectIds(ns)).map(String));

describe('the edge store keeps many keys in a fixed set of objects (issue 43: memory per object)', () => {
  it('100 sessions revoked and 100 counters counted make no object per key: every object is one of the shards', async () => {
    // On d0a14a0 each key was an object of its own (EDGE_STORE grew by 200 objects, ~270 KB of memory each while live).
    const store = new DurableEdgeStore(bindings, Date.now);
    const legacyBefore = await idsOf(EDGE_STORE);
    // The files of this project share their Durable Objects (vitest.config.ts): the objects this test adds are the
    // ones to check.
    const shardsBefore = await idsOf(EDGE_SHARDS);
    const sids = Array.from({ length: 100 }, newSessionId);
    await Promise.all(sids.map((sid) => store.revoke(sid, 60_000)));
    await Promise.all(sids.map((_sid, i) => store.count(`test-spread:${i}`, 1, 60_000)));
    const shards = new Set(Array.from({ length: STORE_SHARDS }, (_, i) => String(EDGE_SHARDS.idFromName(`shard:${i}`))));
    const used = await idsOf(EDGE_SHARDS);
    expect([...used].filter((id) => shards.has(id)).length).toBeGreaterThan(STORE_SHARDS / 2);
    for (const id of used) if (!shardsBefore.has(id)) expect(shards.has(id)).toBe(true);
    expect(await idsOf(EDGE_STORE)).toEqual(legacyBefore);
    // Each key is its own record all the same: revoked ones are revoked, the others are not, counts are per key.
    for (const sid of sids.slice(0, 10)) expect(await store.isRevoked(sid)).toBe(true);
    expect(await store.isRevoked(newSessionId())).toBe(false);
    expect((await store.count('test-spread:7', 0, 60_000)).count).toBe(1);
  });

  it('a new session id is not of the old length; a pre-shard one is', () => {
    const sid = newSessionId();
    expect(sid).toMatch(/^[A-Za-z0-9_-]{24}$/);
    expect(isPreShardSessionId(sid)).toBe(false);
    expect(isPreShardSessionId(preShardSid())).toBe(true);
  });

  it('a logout written before the shards still ends that session after their deploy; a new session never asks the old object', async () => {
    const store = new DurableEdgeStore(bindings, Date.now);
    const old = preShardSid();
    expect((await beforeShards(`sid:${old}`, { op: 'revoke', until: Date.now() + 60_000 })).status).toBe(200);
    expect(await store.isRevoked(old)).toBe(true);
    const legacyBefore = await idsOf(EDGE_STORE);
    const fresh = newSessionId();
    await store.revoke(fresh, 60_000);
    expect(await store.isRevoked(fresh)).toBe(true);
    expect(await idsOf(EDGE_STORE)).toEqual(legacyBefore);
  });

  it('a password reset also ends the sessions the account recorded before the shards, and those recorded since', async () => {
    const store = new DurableEdgeStore(bindings, Date.now);
    const account = `test-account-${crypto.randomUUID()}`;
    const [old, fresh, keep] = [preShardSid(), newSessionId(), newSessionId()];
    const now = Date.now();
    await beforeShards(`acct:${account}`, { op: 'track', sid: old, until: now + 60_000, now });
    await store.trackSession(account, fresh, 60_000);
    await store.trackSession(account, keep, 60_000);
    await store.revokeAccount(account, keep, 60_000);
    expect(await store.isRevoked(old)).toBe(true);
    expect(await store.isRevoked(fresh)).toBe(true);
    expect(await store.isRevoked(keep)).toBe(false);
  });

  it("a shard's alarm deletes the records that ended, keeps the others and wakes again for them", async () => {
    const stub = EDGE_SHARDS.get(EDGE_SHARDS.idFromName(`test-sweep:${crypto.randomUUID()}`));
    const op = (body: Record<string, unknown>) => stub.fetch('https://edge-store/', { method: 'POST', body: JSON.stringify(body) });
    await op({ op: 'revoke', key: 'sid:short', until: Date.now() + 50 });
    await op({ op: 'count', key: 'count:long', n: 1, windowMs: 60_000, now: Date.now() });
    await new Promise((r) => setTimeout(r, 100));
    expect(await runDurableObjectAlarm(stub)).toBe(true);
    const keys = await runInDurableObject(stub, (_o, state) =>
      state.storage.sql
        .exec<{ key: string }>('SELECT key FROM records')
        .toArray()
        .map((r) => r.key),
    );
    expect(keys).toEqual(['count:long']);
    expect(await runInDurableObject(stub, (_o, state) => state.storage.getAlarm())).toBeGreaterThan(Date.now());
  });
});
