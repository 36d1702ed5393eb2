/**
 * The checkout's routes: validate the request, run the step of the checkout service (src/server/checkout), answer.
 * A changed price is never charged silently: the browser must confirm it (second route). An upstream failure is
 * answered by the app's error handler (errors.ts).
 */
import type { Context, Hono } from 'hono';
import * as v from 'valibot';
import * as messages from '@/lib/messages';
import { HotelCheckoutBody, hotelCheckout } from '@/server/checkout/hotel';
import { CheckoutService, type CheckoutStep } from '@/server/checkout/service';
import { apiError } from './failures';
import { BODY_LIMIT, jsonBody } from './json-body';

const PayBody = v.object({ factorId: v.pipe(v.number(), v.integer(), v.minValue(1)) });

function hotelService(c: Context) {
  const session = c.get('session');
  return new CheckoutService(
    hotelCheckout,
    c.get('upstream'),
    {
      get isLoggedIn() {
        return session.isLoggedIn;
      },
      get basketId() {
        return session.data?.basketId ?? null;
      },
      adoptGuestReserve: (tokens, name) => session.adoptGuestReserve(tokens, name),
    },
    new URL(c.req.url).origin,
  );
}

/** The browser's answer for a checkout step. */
function answer(c: Context, outcome: CheckoutStep): Response {
  switch (outcome.step) {
    case 'invalid':
      return c.json({ succeed: false, code: 'validation', message: messages.checkout.fixForm, errors: outcome.errors }, 400);
    case 'no-basket':
      console.log(messages.basket.noBasketIdLog);
      return c.json({ succeed: false, code: 'no_basket', message: messages.checkout.noBasket, redirect: '/hotel' }, 409);
    case 'not-yours':
      return apiError(c, 403, 'forbidden', messages.checkout.notYourOrder);
    default: {
      const { step, ...rest } = outcome;
      return c.json({ succeed: true, step, ...rest });
    }
  }
}

export function mountCheckoutRoutes(app: Hono): void {
  app.post('/api/checkout/hotel', jsonBody(HotelCheckoutBody, { limit: BODY_LIMIT.api }), async (c) =>
    answer(c, await hotelService(c).start(c.req.valid('json'))),
  );
  app.post('/api/checkout/hotel/pay', jsonBody(PayBody, { limit: BODY_LIMIT.api }), async (c) =>
    answer(c, await hotelService(c).payAccepted(c.req.valid('json').factorId)),
  );
  /** The order's status for the result page. */
  app.get('/api/checkout/status/:factorId', async (c) => {
    const factorId = Number(c.req.param('factorId'));
    if (!Number.isSafeInteger(factorId) || factorId <= 0) return apiError(c, 400, 'validation', messages.checkout.badOrderId);
    return c.json({ succeed: true, data: await hotelService(c).status(factorId) }, 200, { 'Cache-Control': 'no-store' });
  });
}
