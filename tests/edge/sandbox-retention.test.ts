import { beforeEach, describe, expect, it, vi } from 'vitest';
import { resetSandboxState } from '@/server/sandbox/app';
import { hotelItemDetails } from '../fixtures/basket';
import { checkoutHarness, hotelGuests } from './checkout-helpers';

/**
 * Issue 43 case 10: the sandbox keeps baskets and orders for days, not for ever (its store is what its Durable
 * Object saves). One clock for the edge and the sandbox; days pass.
 */
vi.setConfig({ testTimeout: 60_000 });
beforeEach(() => resetSandboxState());

// biome-ignore lint/suspicious/noExplicitAny: answers are read loosely
type Json = Record<string, any>;
const DAY = 86_400_000;

function visitor() {
  const clock = { now: Date.now() };
  return { ...checkoutHarness({ clock: () => clock.now }, () => clock.now), clock };
}

async function withQuote(mobile: string) {
  const v = visitor();
  await v.login(mobile);
  expect((await v.post('/api/basket/hotels', { details: hotelItemDetails(1) })).status).toBe(200);
  expect((await v.post('/api/checkout/hotel', hotelGuests)).status).toBe(200);
  const quote = (await (await v.post('/api/checkout/quote', {})).json()) as Json;
  expect(['quote', 'price-changed']).toContain(quote.step);
  return { v, quote };
}

describe('sandbox retention', () => {
  it('an unpaid order and its basket are gone after 3 days; within a day they are there', async () => {
    const { v, quote } = await withQuote('09120000001');
    const factorId = quote.order.factorId as number;
    v.clock.now += DAY;
    expect((await v.get(`/api/checkout/order/${factorId}`)).status).toBe(200);
    expect(((await (await v.get('/api/basket/current')).json()) as Json).basket).not.toBeNull();
    v.clock.now += 2 * DAY;
    const order = await v.get(`/api/checkout/order/${factorId}`);
    expect(order.status).toBe(404);
    const basket = (await (await v.get('/api/basket/current')).json()) as Json;
    expect(basket.basket).toBeNull();
  });

  it('a paid order is kept', async () => {
    const { v, quote } = await withQuote('09120000003');
    const accepted = quote.step === 'price-changed' ? quote.newPrice : null;
    const paid = (await (await v.post('/api/checkout/pay', { credit: 'max', acceptedPrice: accepted })).json()) as Json;
    expect(paid.step).toBe('done');
    v.clock.now += 5 * DAY;
    const order = (await (await v.get(`/api/checkout/order/${paid.order.factorId}`)).json()) as Json;
    expect(order.data).toMatchObject({ status: 'issued', paid: true });
  });
});
