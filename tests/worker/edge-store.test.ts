import { env, exports } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { DurableEdgeStore } from '@/edge/store/durable-store';
import { LOGIN_DELAYS } from '@/lib/constants';
import { hotelItemDetails } from '../fixtures/basket';

// The built worker with its Durable Object binding (EDGE_STORE → EdgeCoordinator, wrangler.toml): the edge store
// every isolate shares. Logout revokes the session there; rate limits count there.
const ORIGIN = 'http://127.0.0.1:8787';
const worker = (exports as unknown as { default: Fetcher }).default;
const same = { Origin: ORIGIN, 'Sec-Fetch-Site': 'same-origin', 'Content-Type': 'application/json' };
const { EDGE_STORE: ns, SESSIONS: sessions } = env as unknown as { EDGE_STORE: DurableObjectNamespace; SESSIONS: DurableObjectNamespace };

const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  worker.fetch(new Request(ORIGIN + path, { method: 'POST', headers: { ...same, ...headers }, body: JSON.stringify(body) }));
const cookieOf = (res: Response) =>
  res.headers
    .getSetCookie()
    .find((c) => c.startsWith('__Host-sfn_session='))!
    .split(';')[0]!;

describe('built worker: the Durable Object edge store', () => {
  it('is bound and shared: what one client of the namespace writes, another reads', async () => {
    const a = new DurableEdgeStore(ns, sessions, Date.now);
    const b = new DurableEdgeStore(ns, sessions, Date.now);
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
    const username = '09120000002';
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
