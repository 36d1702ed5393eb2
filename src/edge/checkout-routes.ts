/**
 * The hotel's guests step of the one checkout, and the hotel result page's order status.
 *   POST /api/checkout/hotel   HotelCheckoutBody → the guests written into the basket, then `/checkout/review`
 *   GET  /api/checkout/status/:factorId         → the order's status (always the supplier's)
 * The review, the final price re-check and the payment (gateway, credit, coupon) are the shared checkout's
 * (flight-checkout-routes.ts: /api/checkout/quote and /api/checkout/pay); there is no hotel-only payment path.
 * The form's rules run here again (a crafted request gets the same 400 as the form); an upstream failure is
 * answered by the app's error handler (errors.ts).
 */
import type { Hono } from 'hono';
import * as messages from '@/lib/messages';
import { validateCheckout } from '@/products/hotel/model/guests';
import { hotelItems } from '@/products/hotel/server/basket';
import { BasketService } from '@/server/basket/service';
import { HotelCheckoutBody, hotelLeaderName, withHotelGuests } from '@/products/hotel/server/checkout';
import { bookingApi } from '@/server/upstream/booking';
import { apiError } from './failures';
import { BODY_LIMIT, jsonBody } from './json-body';

const noStore = { 'Cache-Control': 'no-store' };

export function mountCheckoutRoutes(app: Hono): void {
  app.post('/api/checkout/hotel', jsonBody(HotelCheckoutBody, { limit: BODY_LIMIT.api }), async (c) => {
    const checked = validateCheckout(c.req.valid('json'));
    if (!checked.ok) {
      return c.json({ succeed: false, code: 'validation', message: messages.checkout.fixForm, errors: checked.errors }, 400, noStore);
    }
    const input = checked.value;
    const session = c.get('session');
    const baskets = new BasketService(c.get('upstream'));
    const state = await baskets.load(session.data?.basketId ?? null);
    if (!state && session.data?.basketId != null) {
      // The session's basket is no longer given to it (its guest-reserve identity ended): the expired state.
      return c.json({ succeed: false, code: 'expired', message: messages.checkout.basketExpired, redirect: '/hotel' }, 410, noStore);
    }
    if (!state || hotelItems(state.doc).length === 0) {
      console.log(messages.basket.noBasketIdLog);
      return c.json({ succeed: false, code: 'no_basket', message: messages.checkout.noBasket, redirect: '/hotel' }, 409, noStore);
    }
    if (!session.isLoggedIn) {
      // A guest books by validating the basket with the contact phone: the guest-reserve session owns it from now on.
      const tokens = await bookingApi(c.get('upstream')).validatePhone(state.basketId, input.mobile, input.email || null);
      session.adoptGuestReserve(tokens, hotelLeaderName(input));
    }
    const saved = await baskets.update(state.basketId, (doc) => withHotelGuests(doc, input));
    return c.json({ succeed: true, step: 'saved', next: '/checkout/review', version: saved.version }, 200, noStore);
  });

  /** The order's status for the result page. */
  app.get('/api/checkout/status/:factorId', async (c) => {
    const factorId = Number(c.req.param('factorId'));
    if (!Number.isSafeInteger(factorId) || factorId <= 0) return apiError(c, 400, 'validation', messages.checkout.badOrderId);
    const status = await bookingApi(c.get('upstream')).factorStatus(factorId);
    return c.json({ succeed: true, data: status }, 200, noStore);
  });
}
