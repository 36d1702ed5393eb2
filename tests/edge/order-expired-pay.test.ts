import { beforeEach, describe, expect, it, vi } from 'vitest';
import { resetSandboxState } from '@/server/sandbox/app';
import { ORDER_TTL_MS } from '@/server/sandbox/orders';
import { hotelItemDetails } from '../fixtures/basket';
import { checkoutHarness, hotelGuests } from './checkout-helpers';

/**
 * Issue 43 case 6, the rest: the order's 15-minute hold runs out between booking it and the credit or gateway call
 * (a traveller who pressed «pay» just as it ended). The supplier answers 410 `order_expired` there; the site answers
 * its "expired" step (410, Persian, where to go), not a generic error, and takes nothing. Pressing «pay» again
 * re-checks the order and goes on.
 */
vi.setConfig({ testTimeout: 60_000 });
beforeEach(() => resetSandboxState());

// biome-ignore lint/suspicious/noExplicitAny: answers are read loosely
type Json = Record<string, any>;
const PERSIAN = /[\u0600-\u06FF]/;

/** A visitor whose clock (edge and sandbox) jumps past the hold right after the next BasketBook is answered. */
async function bookedVisitor(mobile: string | null) {
  const clock = { now: Date.now() };
  // Access tokens of an hour: the jump ends the order's hold, not the session's token (a token that lapses in the
  // middle of a request is another matter: session-manager.ts).
  const h = checkoutHarness({ clock: () => clock.now, accessTtlMs: 60 * 60_000 }, () => clock.now);
  let armed = false;
  h.respond.fn = (res, req) => {
    if (armed && new URL(req.url).pathname === '/api2/Basket/BasketBook') {
      armed = false;
      clock.now += ORDER_TTL_MS + 60_000;
    }
    return res;
  };
  if (mobile) await h.login(mobile);
  expect((await h.post('/api/basket/hotels', { details: hotelItemDetails(2) })).status).toBe(200);
  expect((await h.post('/api/checkout/hotel', hotelGuests)).status).toBe(200);
  const quote = (await (await h.post('/api/checkout/quote', {})).json()) as Json;
  expect(['quote', 'price-changed']).toContain(quote.step);
  const acceptedPrice = quote.step === 'price-changed' ? quote.newPrice : null;
  return { h, acceptedPrice, arm: () => (armed = true) };
}

const balanceOf = async (h: ReturnType<typeof checkoutHarness>) =>
  ((await (await h.get('/api/account/balance')).json()) as Json).data.user_balance as number;

async function expectExpiredStep(res: Response) {
  expect(res.status).toBe(410);
  const body = (await res.json()) as Json;
  expect(body.code).toBe('expired');
  expect(body.message).toMatch(PERSIAN);
  expect(typeof body.redirect).toBe('string');
}

describe('an order whose hold ended at «pay»', () => {
  it('paying from credit answers the expired step, takes no credit, and a second «pay» goes on', async () => {
    const { h, acceptedPrice, arm } = await bookedVisitor('09120000003');
    const before = await balanceOf(h);
    arm();
    await expectExpiredStep(await h.post('/api/checkout/pay', { credit: 'max', acceptedPrice }));
    expect(await balanceOf(h)).toBe(before);
    // Again: the order is re-checked (a new hold, perhaps a new price to accept), then paid.
    let again = (await (await h.post('/api/checkout/pay', { credit: 'max', acceptedPrice })).json()) as Json;
    if (again.step === 'price-changed')
      again = (await (await h.post('/api/checkout/pay', { credit: 'max', acceptedPrice: again.newPrice })).json()) as Json;
    expect(again.step).toBe('done');
    expect(await balanceOf(h)).toBeLessThan(before);
  });

  it('a guest’s gateway link answers the expired step, and a second «pay» gets a link', async () => {
    const { h, acceptedPrice, arm } = await bookedVisitor(null);
    arm();
    await expectExpiredStep(await h.post('/api/checkout/pay', { credit: 'none', acceptedPrice }));
    let again = (await (await h.post('/api/checkout/pay', { credit: 'none', acceptedPrice })).json()) as Json;
    if (again.step === 'price-changed')
      again = (await (await h.post('/api/checkout/pay', { credit: 'none', acceptedPrice: again.newPrice })).json()) as Json;
    expect(again.step).toBe('pay');
    expect(typeof again.paymentUrl).toBe('string');
  });
});
