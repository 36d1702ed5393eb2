import { describe, expect, it } from 'vitest';
import { hotelItems, withHotel, type HotelItemDetails } from '../../../src/server/basket/model';
import { BasketService, isolateFirstBasket, type BasketState } from '../../../src/server/basket/service';
import { createSandboxApp } from '../../../src/server/sandbox/app';
import { authApi } from '../../../src/server/upstream/auth';
import { UpstreamClient } from '../../../src/server/upstream/request';

/** A guest-authorised client on a fresh sandbox, counting basket creations. */
async function setup() {
  const sandbox = createSandboxApp({ seed: 1405 });
  const creates: string[] = [];
  let token: string | null = null;
  const client = new UpstreamClient({
    baseUrl: 'http://sandbox.internal',
    providerCode: 'unit-tests',
    transport: async (req) => {
      if (new URL(req.url).pathname === '/api2/Basket/Create') creates.push(req.method);
      return sandbox.fetch(req);
    },
    auth: { accessToken: async () => token, onUnauthorized: async () => false },
  });
  token = (await authApi(client).guestLogin({ username: 'guest', password: 'guest' })).access_token;
  return { client, creates };
}

const details = (n: number): HotelItemDetails => ({
  hotelId: 402001 + n,
  hotelName: `هتل ${n}`,
  destination: 'ir-kish',
  checkIn: '2026-12-10',
  checkOut: '2026-12-13',
  searchToken: null,
  packageId: (402001 + n) * 100 + 1,
  packageNumber: `${402001 + n}-20261210-20261213-2-0-0`,
  packagePrice: 150_000_000,
  currency: 'IRR',
  isGuaranty: false,
  rooms: [{ name: 'اتاق دو تخته', mealType: 'BB', adults: 2, childrenAges: [] }],
});

const keys = (s: BasketState) => hotelItems(s.doc).map((h) => h.details.hotelId);

describe('BasketService.change: one first basket per session', () => {
  it('concurrent first changes of one session create one basket holding every item', async () => {
    const { client, creates } = await setup();
    const states = await Promise.all(
      [1, 2, 3].map((n) => new BasketService(client).change({ sessionId: 's1', basketId: null }, (doc) => withHotel(doc, details(n)))),
    );
    expect(creates).toHaveLength(1);
    expect(new Set(states.map((s) => s.basketId)).size).toBe(1);
    const stored = await new BasketService(client).load(states[0]!.basketId);
    expect(keys(stored!).sort()).toEqual([402002, 402003, 402004]);
  });

  it('two sessions never share a basket', async () => {
    const { client, creates } = await setup();
    const [a, b] = await Promise.all(
      ['s1', 's2'].map((sessionId, n) =>
        new BasketService(client).change({ sessionId, basketId: null }, (doc) => withHotel(doc, details(n))),
      ),
    );
    expect(creates).toHaveLength(2);
    expect(a!.basketId).not.toBe(b!.basketId);
  });

  it('a request without a session never joins another creation', async () => {
    const { client, creates } = await setup();
    await Promise.all(
      [1, 2].map((n) => new BasketService(client).change({ sessionId: null, basketId: null }, (doc) => withHotel(doc, details(n)))),
    );
    expect(creates).toHaveLength(2);
  });

  it('a session with a basket changes that basket, creating none', async () => {
    const { client, creates } = await setup();
    const first = await new BasketService(client).change({ sessionId: 's1', basketId: null }, (doc) => withHotel(doc, details(1)));
    const second = await new BasketService(client).change({ sessionId: 's1', basketId: first.basketId }, (doc) =>
      withHotel(doc, details(2)),
    );
    expect(creates).toHaveLength(1);
    expect(second.basketId).toBe(first.basketId);
    expect(keys(second)).toEqual([402002, 402003]);
  });

  it('a failed first creation is not remembered: the next change creates the basket', async () => {
    const { client, creates } = await setup();
    const gate = isolateFirstBasket();
    await expect(gate.once('s1', () => Promise.reject(new Error('upstream down')))).rejects.toThrow('upstream down');
    const state = await new BasketService(client, gate).change({ sessionId: 's1', basketId: null }, (doc) => withHotel(doc, details(1)));
    expect(creates).toHaveLength(1);
    expect(keys(state)).toEqual([402002]);
  });
});
