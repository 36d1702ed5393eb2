import { describe, expect, it } from 'vitest';
import { hotelItems, withHotel } from '@/products/hotel/server/basket';
import { BasketService, isolateFirstBasket, type BasketState } from '@/server/basket/service';
import { hotelItemDetails } from '../../fixtures/basket';
import { sandboxClient } from '../../fixtures/sandbox-client';

/** A guest-authorised client on a fresh sandbox, and the basket creations it made. */
async function setup() {
  const { client, calls } = await sandboxClient();
  return {
    client,
    creates: () => calls.filter((path) => path === '/api2/Basket/Create'),
  };
}

const details = (n: number) => hotelItemDetails(n);

const keys = (s: BasketState) => hotelItems(s.doc).map((h) => h.details.hotelId);

describe('BasketService.change: one first basket per session', () => {
  it('concurrent first changes of one session create one basket holding every item', async () => {
    const { client, creates } = await setup();
    const states = await Promise.all(
      [1, 2, 3].map((n) => new BasketService(client).change({ sessionId: 's1', basketId: null }, (doc) => withHotel(doc, details(n)))),
    );
    expect(creates()).toHaveLength(1);
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
    expect(creates()).toHaveLength(2);
    expect(a!.basketId).not.toBe(b!.basketId);
  });

  it('a request without a session never joins another creation', async () => {
    const { client, creates } = await setup();
    await Promise.all(
      [1, 2].map((n) => new BasketService(client).change({ sessionId: null, basketId: null }, (doc) => withHotel(doc, details(n)))),
    );
    expect(creates()).toHaveLength(2);
  });

  it('a session with a basket changes that basket, creating none', async () => {
    const { client, creates } = await setup();
    const first = await new BasketService(client).change({ sessionId: 's1', basketId: null }, (doc) => withHotel(doc, details(1)));
    const second = await new BasketService(client).change({ sessionId: 's1', basketId: first.basketId }, (doc) =>
      withHotel(doc, details(2)),
    );
    expect(creates()).toHaveLength(1);
    expect(second.basketId).toBe(first.basketId);
    expect(keys(second)).toEqual([402002, 402003]);
  });

  it('a failed first creation is not remembered: the next change creates the basket', async () => {
    const { client, creates } = await setup();
    const gate = isolateFirstBasket();
    await expect(gate.once('s1', () => Promise.reject(new Error('upstream down')))).rejects.toThrow('upstream down');
    const state = await new BasketService(client, gate).change({ sessionId: 's1', basketId: null }, (doc) => withHotel(doc, details(1)));
    expect(creates()).toHaveLength(1);
    expect(keys(state)).toEqual([402002]);
  });
});
