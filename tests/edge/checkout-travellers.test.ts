import { beforeEach, describe, expect, it, vi } from 'vitest';
import { RATE_LIMITS } from '@/lib/constants';
import * as messages from '@/lib/messages';
import { resetSandboxState } from '@/server/sandbox/app';
import { hotelItemDetails } from '../fixtures/basket';
import { checkoutHarness, hotelGuests, same, twoAdultsAndInfant } from './checkout-helpers';

/**
 * The one travellers route of the one checkout, `POST /api/checkout/:product/travellers`, for every product on the
 * checkout (the product's own body, rules and basket writing), through the real edge pipeline and sandbox
 * (workerd). The products' former paths answer the same, and the guest-reserve rate limit counts them all.
 */
vi.setConfig({ testTimeout: 60_000 });
beforeEach(() => resetSandboxState());

// biome-ignore lint/suspicious/noExplicitAny: answers are read loosely by the assertions
type Json = Record<string, any>;
type H = ReturnType<typeof checkoutHarness>;

const THR_MHD = { route: ['THR', 'MHD'] as [string, string], days: 3, adults: 2, infants: 1 };

interface ProductCase {
  product: string;
  /** The product's former path of the step. */
  alias: string;
  /** Puts one of the product's items into the session's basket. */
  add(h: H): Promise<void>;
  body: () => Json;
  /** A body of the right shape that the product's form rules refuse. */
  refused: () => Json;
  /** How the saved travellers show in the basket. */
  saved(current: Json): void;
}

const PRODUCTS: ProductCase[] = [
  {
    product: 'flight',
    alias: '/api/checkout/flight/passengers',
    add: async (h) => {
      await h.choose(THR_MHD);
    },
    body: () => twoAdultsAndInfant(),
    refused: () => twoAdultsAndInfant({ nationalNumber: '0012345678' }),
    saved: (current) => expect(current.basket.flights[0].passengers).toBe(3),
  },
  {
    product: 'hotel',
    alias: '/api/checkout/hotel',
    add: async (h) => {
      expect((await h.post('/api/basket/hotels', { details: hotelItemDetails(0) })).status).toBe(200);
    },
    body: () => hotelGuests,
    refused: () => ({ ...hotelGuests, email: 'not-an-email' }),
    saved: (current) => expect(current.basket.hotels[0].passengers).toHaveLength(2),
  },
];

const GARBAGE: [string, string][] = [
  ['not JSON', '{"rooms":[[{"firstName"'],
  ['a string', '"travellers"'],
  ['an array', '[1,2,3]'],
  ['null', 'null'],
  ['an empty object', '{}'],
  ['wrong types', '{"passengers":"x","rooms":"x","leader":"0","mobile":9,"email":[]}'],
];

async function raw(h: H, path: string, body: string): Promise<Response> {
  return h.request(path, { method: 'POST', headers: { ...same, ...(h.cookie() ? { Cookie: h.cookie() } : {}) }, body });
}

describe.each(PRODUCTS)('POST /api/checkout/$product/travellers', (p) => {
  const path = `/api/checkout/${p.product}/travellers`;

  it('writes the travellers into the basket and sends the traveller to the review', async () => {
    const h = checkoutHarness();
    await p.add(h);
    const res = await h.post(path, p.body());
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ succeed: true, step: 'saved', next: '/checkout/review' });
    p.saved((await (await h.get('/api/basket/current')).json()) as Json);
    // Only the basket is written: nothing is booked or charged before the review.
    expect(h.calls.some((c) => /BasketBook|payment/.test(c.path))).toBe(false);
  });

  it('the form rules run again: field errors in a 400', async () => {
    const h = checkoutHarness();
    await p.add(h);
    const res = await h.post(path, p.refused());
    expect(res.status).toBe(400);
    const json = (await res.json()) as Json;
    expect(json).toMatchObject({ succeed: false, code: 'validation', message: messages.checkout.fixForm });
    expect(Object.keys(json.errors).length).toBeGreaterThan(0);
  });

  it('no basket is a 409 JSON back to the product search', async () => {
    const h = checkoutHarness();
    const res = await h.post(path, p.body());
    expect(res.status).toBe(409);
    expect(await res.json()).toMatchObject({ succeed: false, code: 'no_basket', redirect: `/${p.product}` });
  });

  it.each(GARBAGE)('a garbage body (%s) is a 400 JSON, never a 500', async (_name, body) => {
    const h = checkoutHarness();
    await p.add(h);
    const res = await raw(h, path, body);
    expect(res.status).toBe(400);
    expect(res.headers.get('Content-Type')).toContain('application/json');
    expect(await res.json()).toMatchObject({ succeed: false });
  });

  it('the former path answers the same', async () => {
    const h = checkoutHarness();
    await p.add(h);
    const res = await h.post(p.alias, p.body());
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ succeed: true, step: 'saved', next: '/checkout/review' });
  });
});

describe('the one travellers route', () => {
  it.each(['train', 'FLIGHT', 'hotel%2F..', '__proto__', 'constructor'])('an unknown product (%s) is a 404 JSON', async (product) => {
    const h = checkoutHarness();
    const res = await h.post(`/api/checkout/${product}/travellers`, hotelGuests);
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ succeed: false, code: 'not_found' });
  });

  it("a product's body on another product's route is a 400, never a 500", async () => {
    const h = checkoutHarness();
    await PRODUCTS[1]!.add(h);
    expect((await h.post('/api/checkout/flight/travellers', hotelGuests)).status).toBe(400);
    expect((await h.post('/api/checkout/hotel/travellers', twoAdultsAndInfant())).status).toBe(400);
  });

  it('a basket with a flight and a hotel: each product writes its own travellers, then the review books', async () => {
    const h = checkoutHarness();
    await h.login('09120000001');
    for (const p of PRODUCTS) await p.add(h);
    // Before every product's travellers are given the checkout refuses to book.
    expect((await h.post('/api/checkout/hotel/travellers', hotelGuests)).status).toBe(200);
    expect((await h.post('/api/checkout/quote', {})).status).toBe(409);
    expect((await h.post('/api/checkout/flight/travellers', twoAdultsAndInfant())).status).toBe(200);
    const quote = (await (await h.post('/api/checkout/quote', {})).json()) as Json;
    expect(['quote', 'price-changed']).toContain(quote.step);
  });

  it('the guest-reserve limit counts the one route and the former paths together (per phone)', async () => {
    const h = checkoutHarness();
    // Every product's body carries the same phone; each attempt is answered (409: no basket), none is malformed.
    const attempts: [string, Json][] = PRODUCTS.flatMap((p) => [
      [`/api/checkout/${p.product}/travellers`, p.body()],
      [p.alias, p.body()],
    ]);
    for (let i = 0; i < RATE_LIMITS.guestReserve.perAccount; i++) {
      const [path, body] = attempts[i % attempts.length]!;
      expect((await h.post(path, body)).status).toBe(409);
    }
    for (const [path, body] of attempts) expect((await h.post(path, body)).status).toBe(429);
  });
});
