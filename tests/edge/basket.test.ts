import { describe, expect, it } from 'vitest';
import { hotelItemDetails } from '../fixtures/basket';
import { cookieFrom, harness } from './harness';

const same = { Origin: 'http://localhost', 'Sec-Fetch-Site': 'same-origin', 'Content-Type': 'application/json' };

const details = (n: number) => hotelItemDetails(n, { checkIn: '2026-12-10', checkOut: '2026-12-13' });

type View = { basket: null | { basketId: number; count: number; hotels: { key: string; details: { hotelId: number } }[] } };

describe('basket through the edge (workerd + sandbox)', () => {
  it('adds a hotel, keeps one basket per session, and is idempotent', async () => {
    const h = harness();
    const first = await h.request('/api/basket/current');
    let cookie = cookieFrom(first);
    expect(await first.json()).toEqual({ basket: null });
    const add = await h.request('/api/basket/hotels', {
      method: 'POST',
      headers: { ...same, Cookie: cookie },
      body: JSON.stringify({ details: details(1) }),
    });
    expect(add.status).toBe(200);
    cookie = cookieFrom(add); // the session now remembers its basket
    const again = await h.request('/api/basket/hotels', {
      method: 'POST',
      headers: { ...same, Cookie: cookie },
      body: JSON.stringify({ details: details(1) }),
    });
    const view = (await again.json()) as View;
    expect(view.basket?.count).toBe(1);
    expect(h.calls.filter((c) => c.path === '/api2/Basket/Create')).toHaveLength(1);
    // A reload (a new request with the cookie) sees the same basket.
    const reload = (await (await h.request('/api/basket/current', { headers: { Cookie: cookie } })).json()) as View;
    expect(reload.basket?.hotels.map((x) => x.details.hotelId)).toEqual([402002]);
  });

  it('survives a login (guest → user): the basket comes along', async () => {
    const h = harness();
    const add = await h.request('/api/basket/hotels', { method: 'POST', headers: same, body: JSON.stringify({ details: details(2) }) });
    const guestCookie = cookieFrom(add);
    const basketId = ((await add.json()) as View).basket!.basketId;
    const login = await h.request('/api/auth/login', {
      method: 'POST',
      headers: { ...same, Cookie: guestCookie },
      body: JSON.stringify({ username: '09120000001', password: 'Sandbox!234' }),
    });
    expect(login.status).toBe(200);
    const after = (await (await h.request('/api/basket/current', { headers: { Cookie: cookieFrom(login) } })).json()) as View;
    expect(after.basket?.basketId).toBe(basketId);
    expect(after.basket?.count).toBe(1);
  });

  it('two tabs adding at once never lose an item (versioned writes, conflicts re-applied)', async () => {
    const h = harness();
    const first = await h.request('/api/basket/hotels', { method: 'POST', headers: same, body: JSON.stringify({ details: details(0) }) });
    const cookie = cookieFrom(first);
    // Ten concurrent adds from "two tabs" sharing the session.
    const adds = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        h.request('/api/basket/hotels', {
          method: 'POST',
          headers: { ...same, Cookie: cookie },
          body: JSON.stringify({ details: details(10 + i) }),
        }),
      ),
    );
    expect(adds.map((r) => r.status)).toEqual(Array(10).fill(200));
    const view = (await (await h.request('/api/basket/current', { headers: { Cookie: cookie } })).json()) as View;
    expect(view.basket?.count).toBe(11);
    expect(h.calls.filter((c) => c.path === '/api2/Basket/Create')).toHaveLength(1);
    // Conflicts really happened (and were resolved), or this test would prove nothing.
    expect(h.calls.filter((c) => c.path === '/api2/Basket/Edit').length).toBeGreaterThan(10);
  });

  it('two first adds at once (no basket yet) still make one basket with both items', async () => {
    const h = harness();
    const cookie = cookieFrom(await h.request('/api/session'));
    const [a, b] = await Promise.all([
      h.request('/api/basket/hotels', {
        method: 'POST',
        headers: { ...same, Cookie: cookie },
        body: JSON.stringify({ details: details(3) }),
      }),
      h.request('/api/basket/hotels', {
        method: 'POST',
        headers: { ...same, Cookie: cookie },
        body: JSON.stringify({ details: details(4) }),
      }),
    ]);
    const [va, vb] = [(await a.json()) as View, (await b.json()) as View];
    expect(va.basket?.basketId).toBe(vb.basket?.basketId);
    const view = (await (await h.request('/api/basket/current', { headers: { Cookie: cookieFrom(b) } })).json()) as View;
    expect(view.basket?.count).toBe(2);
  });

  it('reset empties the basket and says the ticket was removed; bad input is a 400', async () => {
    const h = harness();
    const add = await h.request('/api/basket/hotels', { method: 'POST', headers: same, body: JSON.stringify({ details: details(5) }) });
    const cookie = cookieFrom(add);
    const reset = await h.request('/api/basket/reset', { method: 'POST', headers: { ...same, Cookie: cookie } });
    expect(await reset.json()).toMatchObject({ basket: { count: 0 }, message: 'بلیت از سبد خرید شما حذف شد' });
    const bad = await h.request('/api/basket/hotels', {
      method: 'POST',
      headers: { ...same, Cookie: cookie },
      body: JSON.stringify({ details: { ...details(6), destination: '../../x' } }),
    });
    expect(bad.status).toBe(400);
  });
});
