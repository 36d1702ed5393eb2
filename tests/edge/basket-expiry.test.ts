import { beforeEach, describe, expect, it, vi } from 'vitest';
import * as messages from '@/lib/messages';
import { resetSandboxState } from '@/server/sandbox/app';
import { hotelItemDetails } from '../fixtures/basket';
import { checkoutHarness, hotelGuests } from './checkout-helpers';

/**
 * A guest's basket over time (issue 14 leftover), through the real edge pipeline and the real sandbox in workerd,
 * one clock for both. Where the 15 minutes come from: the sandbox's access tokens live 15 min (`accessTtlMs`),
 * including the guest-reserve token ValidatePhoneNumber gives the guest who booked (that identity owns the basket from
 * then on). The edge refreshes it (refresh tokens live 7 days, as the session cookie), so the basket follows the
 * session. If the refresh is refused, the edge falls back to a plain guest, who may not read the guest-reserve
 * basket: the traveller is then told the selection expired, with the way back to search, never "basket empty".
 */
vi.setConfig({ testTimeout: 60_000 });
beforeEach(() => resetSandboxState());

// biome-ignore lint/suspicious/noExplicitAny: answers are read loosely by the assertions
type Json = Record<string, any>;
const MIN = 60_000;
const guests = hotelGuests;

/** A visitor with a cookie jar, on a clock the edge and the sandbox share. */
function visitor() {
  const clock = { now: Date.now() };
  return { ...checkoutHarness({ clock: () => clock.now }, () => clock.now), clock };
}

/** A guest who chose a hotel and gave its guests (the guest-reserve session owns the basket now). */
async function guestWithGuests() {
  const v = visitor();
  expect((await v.get('/api/session')).status).toBe(200);
  expect((await v.post('/api/basket/hotels', { details: hotelItemDetails(0) })).status).toBe(200);
  expect((await v.post('/api/checkout/hotel', guests)).status).toBe(200);
  return v;
}

describe('a guest basket over time', () => {
  it('follows the session past the 15-minute token: after 16 min and after 2 hours the basket is there and can be paid', async () => {
    const v = await guestWithGuests();
    v.clock.now += 16 * MIN;
    let view = (await (await v.get('/api/basket/current')).json()) as Json;
    expect(view.basket?.count).toBe(1);
    expect(v.calls.some((c) => c.path === '/auth/RefreshToken')).toBe(true);
    // Several token lifetimes later (each visit refreshes the rotated token once).
    for (let i = 0; i < 7; i++) {
      v.clock.now += 16 * MIN;
      view = (await (await v.get('/api/basket/current')).json()) as Json;
      expect(view.basket?.count).toBe(1);
    }
    const pay = (await (await v.post('/api/checkout/pay', { credit: 'none' })).json()) as Json;
    expect(['pay', 'price-changed']).toContain(pay.step);
  });

  it('a plain guest (no guests given yet) keeps the basket after 16 min too', async () => {
    const v = visitor();
    await v.get('/api/session');
    await v.post('/api/basket/hotels', { details: hotelItemDetails(1) });
    v.clock.now += 16 * MIN;
    const view = (await (await v.get('/api/basket/current')).json()) as Json;
    expect(view.basket?.count).toBe(1);
    expect((await v.post('/api/checkout/hotel', guests)).status).toBe(200);
  });

  it('when the session loses the identity that owns the basket (refresh refused), the traveller is told it expired, never "empty"', async () => {
    const v = await guestWithGuests();
    v.faults.push({ pattern: /^\/auth\/RefreshToken$/, spec: 'status=401' });
    v.clock.now += 16 * MIN;

    const view = (await (await v.get('/api/basket/current')).json()) as Json;
    expect(view).toMatchObject({ basket: null, expired: true, message: messages.checkout.basketExpired });

    const pay = await v.post('/api/checkout/pay', { credit: 'none' });
    expect(pay.status).toBe(410);
    const paid = (await pay.json()) as Json;
    expect(paid).toMatchObject({ code: 'expired', message: messages.checkout.basketExpired, redirect: '/' });

    const again = await v.post('/api/checkout/hotel', guests);
    expect(again.status).toBe(410);
    expect(await again.json()).toMatchObject({ code: 'expired', message: messages.checkout.basketExpired, redirect: '/hotel' });
    for (const body of [view, paid]) expect(JSON.stringify(body)).not.toContain(messages.checkout.noBasket);
    // Nothing was booked for the lost basket.
    expect(v.calls.some((c) => c.path.includes('BasketBook'))).toBe(false);
  });

  it('a session that never had a basket is still "empty" (409), not expired', async () => {
    const v = visitor();
    await v.get('/api/session');
    expect(((await (await v.get('/api/basket/current')).json()) as Json).expired).toBeUndefined();
    const pay = await v.post('/api/checkout/pay', { credit: 'none' });
    expect(pay.status).toBe(409);
    expect(await pay.json()).toMatchObject({ code: 'no_basket' });
  });
});
