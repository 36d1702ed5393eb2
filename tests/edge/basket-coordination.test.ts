import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { applyEdgePipeline } from '@/edge/pipeline';
import { SERVER_PRODUCTS } from '@/products/registry.server';
import { storeFirstBasket } from '@/edge/store/first-basket';
import { MemoryEdgeStore } from '@/edge/store/memory-store';
import { itemCount } from '@/server/basket/model';
import { withHotel } from '@/products/hotel/server/basket';
import { BasketService, type FirstBasket, isolateFirstBasket } from '@/server/basket/service';
import { Session } from '@/server/schemas/auth';
import { SANDBOX_BASE_URL } from '@/server/upstream';
import { UpstreamClient } from '@/server/upstream/request';
import { hotelItemDetails } from '../fixtures/basket';
import { cookieFrom, env, harness, type Harness } from './harness';

// One basket per session whatever the timing: the first basket of a session is claimed in the edge store, so two
// first adds that land on different isolates (two pipelines, or two FirstBasket instances, sharing one store and one
// supplier, like two isolates sharing the Durable Object) still make one basket. And a transient 404 on the basket read never detaches
// the basket from the session.

const same = { Origin: 'http://localhost', 'Sec-Fetch-Site': 'same-origin', 'Content-Type': 'application/json' };
const details = (n: number) => hotelItemDetails(n, { checkIn: '2026-12-10', checkOut: '2026-12-13' });
type View = { basket: null | { basketId: number; count: number; hotels: { details: { hotelId: number } }[] } };

/** A second "isolate": its own pipeline (its own in-isolate state), the same edge store and the same supplier. */
function secondIsolate(h: Harness, store: MemoryEdgeStore): (path: string, init?: RequestInit) => Promise<Response> {
  const app = applyEdgePipeline(new Hono(), SERVER_PRODUCTS, {
    store,
    session: {
      upstream: (config, signal) =>
        new UpstreamClient({
          baseUrl: SANDBOX_BASE_URL,
          transport: async (req) => h.sandbox.fetch(req),
          providerCode: config.providerCode,
          signal,
        }),
    },
  });
  return async (path, init = {}) => app.request(path, init, env);
}

const add = (request: Harness['request'], cookie: string, n: number) =>
  request('/api/basket/hotels', { method: 'POST', headers: { ...same, Cookie: cookie }, body: JSON.stringify({ details: details(n) }) });

describe('one basket per session across isolates', () => {
  it.each([0, 5, 40])('two first adds on two isolates (creation taking %i ms) make one basket with both items', async (delay) => {
    const store = new MemoryEdgeStore(Date.now);
    const h = harness({ store });
    h.respond.fn = async (res, req) => {
      if (new URL(req.url).pathname.endsWith('/Basket/Create')) await new Promise((r) => setTimeout(r, delay));
      return res;
    };
    const other = secondIsolate(h, store);
    const cookie = cookieFrom(await h.request('/api/session', { headers: same }));
    const [a, b] = await Promise.all([add(h.request, cookie, 1), add(other, cookie, 2)]);
    expect(a.status).toBe(200);
    expect(b.status).toBe(200);
    const [va, vb] = [(await a.json()) as View, (await b.json()) as View];
    expect(va.basket?.basketId).toBe(vb.basket?.basketId);
    const view = (await (await h.request('/api/basket/current', { headers: { ...same, Cookie: cookieFrom(a) } })).json()) as View;
    expect(view.basket?.hotels.map((x) => x.details.hotelId).sort()).toEqual([402002, 402003]);
    expect(h.calls.filter((c) => c.path.endsWith('/Basket/Create'))).toHaveLength(1);
  });

  it('a failed first creation releases the claim: the next add creates the basket', async () => {
    const store = new MemoryEdgeStore(Date.now);
    const h = harness({ store });
    const cookie = cookieFrom(await h.request('/api/session', { headers: same }));
    h.faults.push({ pattern: /Basket\/Create/, spec: 'status=500' });
    expect((await add(h.request, cookie, 1)).status).toBe(502);
    h.faults.length = 0;
    const res = await add(h.request, cookie, 1);
    expect(res.status).toBe(200);
    expect(((await res.json()) as View).basket?.count).toBe(1);
  });

  it('a request still carrying the cookie from before the first add finds the session basket', async () => {
    const store = new MemoryEdgeStore(Date.now);
    const h = harness({ store });
    const before = cookieFrom(await h.request('/api/session', { headers: same }));
    const first = (await (await add(h.request, before, 1)).json()) as View;
    const late = (await (await add(h.request, before, 2)).json()) as View;
    expect(late.basket?.basketId).toBe(first.basket?.basketId);
    expect(late.basket?.count).toBe(2);
  });
});

describe('the first-basket coordination itself', () => {
  // Each FirstBasket stands for one isolate's; the sandbox's Create is slowed so the two creations overlap.
  async function race(first: () => FirstBasket) {
    const h = harness();
    let creates = 0;
    const transport = async (req: Request): Promise<Response> => {
      if (new URL(req.url).pathname.endsWith('/Basket/Create')) {
        creates++;
        await new Promise((r) => setTimeout(r, 20));
      }
      return h.sandbox.fetch(req);
    };
    const client = new UpstreamClient({ baseUrl: SANDBOX_BASE_URL, transport, providerCode: 'web' });
    const login = await client.call({
      method: 'POST',
      path: '/auth/Login',
      body: { username: 'guest', password: 'guest' },
      schema: Session,
      client: 'auth',
      authorized: false,
    });
    const authed = client.with({ auth: { accessToken: async () => login.access_token, onUnauthorized: async () => false } });
    const owner = { sessionId: 'abcdefghijklmnopqrst', basketId: null };
    const [a, b] = await Promise.all([
      new BasketService(authed, first()).change(owner, (doc) => withHotel(doc, details(1))),
      new BasketService(authed, first()).change(owner, (doc) => withHotel(doc, details(2))),
    ]);
    return { a, b, creates };
  }

  it('two isolates with only their own memory create two baskets (the race this prevents)', async () => {
    const { a, b, creates } = await race(() => isolateFirstBasket());
    expect(creates).toBe(2);
    expect(a.basketId).not.toBe(b.basketId);
  });

  it('two isolates sharing the edge store create one basket holding both items', async () => {
    const store = new MemoryEdgeStore(Date.now);
    const { a, b, creates } = await race(() => storeFirstBasket(store));
    expect(creates).toBe(1);
    expect(a.basketId).toBe(b.basketId);
    expect([itemCount(a.doc), itemCount(b.doc)].sort()).toEqual([1, 2]);
  });
});

describe('a transient upstream error never detaches the basket', () => {
  /** The supplier answers 404 to the next `n` basket reads, then recovers. */
  function flakyReads(h: Harness, n: number) {
    let left = n;
    h.respond.fn = (res, req) => {
      if (new URL(req.url).pathname.includes('FindByCurrentUser') && left-- > 0) {
        return Response.json({ succeed: false, message: 'not found' }, { status: 404 });
      }
      return res;
    };
  }

  async function sessionWithBasket(h: Harness) {
    const res = await add(h.request, cookieFrom(await h.request('/api/session', { headers: same })), 1);
    const view = (await res.json()) as View;
    return { cookie: cookieFrom(res), basketId: view.basket!.basketId };
  }

  it('a 404 on the basket read: shown as none this time, the session keeps its basket', async () => {
    const h = harness();
    const { cookie, basketId } = await sessionWithBasket(h);
    flakyReads(h, 1);
    const during = await h.request('/api/basket/current', { headers: { ...same, Cookie: cookie } });
    expect(((await during.json()) as View).basket).toBeNull();
    // No cookie change: the session still holds the basket.
    expect(during.headers.getSetCookie().filter((c) => c.startsWith('__Host-sfn_session='))).toEqual([]);
    const after = (await (await h.request('/api/basket/current', { headers: { ...same, Cookie: cookie } })).json()) as View;
    expect(after.basket?.basketId).toBe(basketId);
    expect(after.basket?.count).toBe(1);
  });

  it('a 404 on the read before a change: the change goes to the same basket, no second basket', async () => {
    const h = harness();
    const { cookie, basketId } = await sessionWithBasket(h);
    h.calls.length = 0;
    flakyReads(h, 1);
    const res = await add(h.request, cookie, 2);
    expect(res.status).toBe(200);
    const view = (await res.json()) as View;
    expect(view.basket?.basketId).toBe(basketId);
    expect(view.basket?.count).toBe(2);
    expect(h.calls.filter((c) => c.path.endsWith('/Basket/Create'))).toHaveLength(0);
  });

  it('a basket that is really gone (404 twice) is replaced by a new one', async () => {
    const h = harness();
    const { cookie, basketId } = await sessionWithBasket(h);
    flakyReads(h, 2);
    const view = (await (await add(h.request, cookie, 2)).json()) as View;
    expect(view.basket?.basketId).not.toBe(basketId);
    expect(view.basket?.count).toBe(1);
  });
});
