/**
 * The one checkout's routes (src/server/checkout): choose a flight (provision → basket), its passengers, then the
 * review's quote and payment shared by every product, a wallet top-up and the order's state.
 *   POST /api/basket/flights         { searchToken, flightId, returnFlightId?, acceptedTotal? }
 *   POST /api/checkout/flight/passengers   FlightPassengersBody (the same validateFlightPassengers as the form)
 *   POST /api/checkout/quote         { coupon?, acceptedPrice? }   the order, its discounts and the balance
 *   POST /api/checkout/pay           { coupon?, acceptedPrice?, credit: 'none' | 'max' | rial }
 *   POST /api/checkout/topup         { amount (rial) }            a gateway page that tops the wallet up
 *   GET  /api/checkout/order/:factorId                             the order's state and tickets (the supplier's)
 * A changed price or a sold-out seat is answered before anything is saved or charged; bad input is a 400 with
 * Persian field errors; an upstream failure goes to the app's one error map (errors.ts).
 */
import type { Context, Hono } from 'hono';
import * as v from 'valibot';
import {
  FlightPassengersBody,
  toSavedPassenger,
  validateFlightPassengers,
  type FlightPassengersInput,
} from '@/products/flight/model/passengers';
import * as messages from '@/lib/messages';
import { BasketService } from '@/server/basket/service';
import { BasketCheckout, type PayStep } from '@/server/checkout/basket-checkout';
import {
  flightPassengerContext,
  flightVehicles,
  provisionTrip,
  withFlightPassengers,
  withFlightTrip,
} from '@/products/flight/server/checkout';
import { SavePassengerRequest } from '@/server/schemas/agency';
import { FlightId } from '@/products/flight/server/schemas';
import { agencyApi } from '@/server/upstream/agency';
import { checkoutApi } from '@/server/upstream/checkout';
import { bookingApi } from '@/server/upstream/booking';
import type { UpstreamClient } from '@/server/upstream/request';
import { basketView, changeBasket } from './basket-routes';
import { apiError } from './failures';
import { BODY_LIMIT, jsonBody } from './json-body';

const noStore = { 'Cache-Control': 'no-store' };
const m = messages.payment;

const SearchToken = v.pipe(v.string(), v.regex(/^[A-Za-z0-9._~-]{8,1024}$/));
const ChooseBody = v.object({
  searchToken: SearchToken,
  flightId: FlightId,
  returnFlightId: v.optional(v.nullable(FlightId), null),
  acceptedTotal: v.optional(v.nullable(v.pipe(v.number(), v.integer(), v.minValue(0))), null),
});
const Coupon = v.optional(v.nullable(v.pipe(v.string(), v.trim(), v.maxLength(32))), null);
const AcceptedPrice = v.optional(v.nullable(v.pipe(v.number(), v.integer(), v.minValue(0))), null);
const QuoteBody = v.object({ coupon: Coupon, acceptedPrice: AcceptedPrice });
const PayBody = v.object({
  coupon: Coupon,
  acceptedPrice: AcceptedPrice,
  credit: v.union([v.picklist(['none', 'max']), v.pipe(v.number(), v.integer(), v.minValue(0))]),
  /** BUYFOROTHER: the customer bought for (the supplier checks it is the buyer's own). */
  customerId: v.optional(v.nullable(v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{1,64}$/)))),
});
/** Top-up: 1 000 to 100 000 000 toman, in rial. */
const TopupBody = v.object({
  amount: v.pipe(v.number(), v.integer(), v.minValue(10_000, m.topupInvalid), v.maxValue(1_000_000_000, m.topupInvalid)),
});

function checkout(c: Context): BasketCheckout {
  const session = c.get('session');
  return new BasketCheckout(c.get('upstream'), session.data?.basketId ?? null, new URL(c.req.url).origin, session.isLoggedIn);
}

/** Guests may book (validated by phone) unless GUEST_BOOKING is off. */
function mayBook(c: Context): boolean {
  return c.get('session').isLoggedIn || c.get('config').guestBooking !== false;
}

const COUPON_MESSAGES: Record<string, string> = { coupon_expired: m.couponExpired, coupon_invalid: m.couponInvalid };

/** The browser's answer for a quote or payment step. */
function answer(c: Context, out: PayStep): Response {
  switch (out.step) {
    case 'no-basket':
      return c.json({ succeed: false, code: 'no_basket', message: messages.checkout.noBasket, redirect: '/flight' }, 409, noStore);
    case 'expired':
      return c.json({ succeed: false, code: 'expired', message: m.expired, redirect: out.redirect }, 410, noStore);
    case 'sold-out':
      return c.json({ succeed: false, code: 'sold_out', message: m.soldOut, redirect: out.redirect }, 409, noStore);
    case 'coupon-error':
      return c.json(
        {
          succeed: false,
          code: out.code,
          message: COUPON_MESSAGES[out.code] ?? out.message,
          errors: { coupon: COUPON_MESSAGES[out.code] ?? out.message },
          order: out.order,
        },
        400,
        noStore,
      );
    case 'customer-error':
      return c.json({ succeed: false, code: 'customer', message: out.message, errors: { customerId: out.message } }, 400, noStore);
    case 'credit-error':
      return c.json({ succeed: false, code: 'credit', message: m.creditRefused, order: out.order }, 400, noStore);
    default: {
      const { step, ...rest } = out;
      return c.json({ succeed: true, step, ...rest }, 200, noStore);
    }
  }
}

/**
 * "Save this passenger" (a logged-in user's saved passengers, spec 001 §3): after the passengers are in the basket,
 * those ticked are saved as the saved passenger form (`toSavedPassenger`) through the account's own call. Saving
 * is a convenience: a refusal or an outage is logged and the booking goes on; the wait is the request's budget.
 */
async function savePassengers(upstream: UpstreamClient, input: FlightPassengersInput): Promise<void> {
  const api = agencyApi(upstream);
  for (const p of input.passengers.filter((x) => x.save)) {
    const form = Object.fromEntries(Object.entries(toSavedPassenger(p)).filter(([, value]) => value !== null));
    const body = v.safeParse(SavePassengerRequest, form);
    if (!body.success) continue;
    try {
      await api.savePassenger(body.output);
    } catch (err) {
      console.log(`saving a passenger failed: ${err instanceof Error ? err.message : String(err)}`);
    }
  }
}

export function mountFlightCheckoutRoutes(app: Hono): void {
  app.post('/api/basket/flights', jsonBody(ChooseBody, { limit: BODY_LIMIT.basket }), async (c) => {
    const body = c.req.valid('json');
    const out = await provisionTrip(c.get('upstream'), body);
    switch (out.step) {
      case 'price-changed':
        return c.json({ succeed: true, step: 'price-changed', oldPrice: out.oldPrice, newPrice: out.newPrice }, 200, noStore);
      case 'sold-out':
        return c.json({ succeed: false, code: 'sold_out', message: m.soldOut }, 409, noStore);
      case 'expired':
        return c.json({ succeed: false, code: 'expired', message: m.expired }, 410, noStore);
      case 'not-found':
        return c.json({ succeed: false, code: 'not_found', message: m.flightGone }, 404, noStore);
      default: {
        const state = await changeBasket(c, (doc) => withFlightTrip(doc, out.vehicles));
        const d = out.vehicles[0]!.details;
        return c.json(
          { succeed: true, step: 'saved', next: `/flight/${d.origin.iata}-${d.destination.iata}/passengers`, ...basketView(c, state) },
          200,
          noStore,
        );
      }
    }
  });

  app.post('/api/checkout/flight/passengers', jsonBody(FlightPassengersBody, { limit: BODY_LIMIT.api }), async (c) => {
    const session = c.get('session');
    if (!mayBook(c)) return apiError(c, 401, 'login_required', m.loginRequired);
    const basketId = session.data?.basketId ?? null;
    const baskets = new BasketService(c.get('upstream'));
    const state = await baskets.load(basketId);
    const context = state ? flightPassengerContext(flightVehicles(state.doc)) : null;
    if (!state || !context) {
      console.log(messages.basket.noBasketIdLog);
      return c.json({ succeed: false, code: 'no_basket', message: messages.checkout.noBasket, redirect: '/flight' }, 409, noStore);
    }
    // The same rules as the form: a crafted request gets the same field errors, never a 500.
    const checked = validateFlightPassengers(c.req.valid('json'), context);
    if (!checked.ok) {
      return c.json({ succeed: false, code: 'validation', message: messages.checkout.fixForm, errors: checked.errors }, 400, noStore);
    }
    const input = checked.value;
    if (!session.isLoggedIn) {
      // A guest books by validating the basket with the contact phone: the guest-reserve session owns it from now on.
      const leader = input.passengers[input.leader]!;
      const tokens = await bookingApi(c.get('upstream')).validatePhone(state.basketId, input.mobile, input.email || null);
      session.adoptGuestReserve(tokens, `${leader.fnameFa || leader.fnameEn} ${leader.lnameFa || leader.lnameEn}`.trim());
    }
    const saved = await baskets.update(state.basketId, (doc) => withFlightPassengers(doc, input));
    if (session.isLoggedIn) await savePassengers(c.get('upstream'), input);
    return c.json({ succeed: true, step: 'saved', next: '/checkout/review', version: saved.version }, 200, noStore);
  });

  app.post('/api/checkout/quote', jsonBody(QuoteBody, { limit: BODY_LIMIT.api }), async (c) =>
    answer(c, await checkout(c).quote(c.req.valid('json'))),
  );

  app.post('/api/checkout/pay', jsonBody(PayBody, { limit: BODY_LIMIT.api }), async (c) => {
    if (!mayBook(c)) return apiError(c, 401, 'login_required', m.loginRequired);
    return answer(c, await checkout(c).pay(c.req.valid('json')));
  });

  app.post('/api/checkout/topup', jsonBody(TopupBody, { limit: BODY_LIMIT.api }), async (c) => {
    if (!c.get('session').isLoggedIn) return apiError(c, 401, 'login_required', m.loginRequired);
    const pay = await checkoutApi(c.get('upstream')).topup(c.req.valid('json').amount, `${new URL(c.req.url).origin}/checkout/review`);
    return c.json({ succeed: true, paymentUrl: pay.paymentUrl, amount: pay.amount }, 200, noStore);
  });

  app.get('/api/checkout/order/:factorId', async (c) => {
    const factorId = Number(c.req.param('factorId'));
    if (!Number.isSafeInteger(factorId) || factorId <= 0) return apiError(c, 400, 'validation', messages.checkout.badOrderId);
    return c.json({ succeed: true, data: await checkout(c).order(factorId) }, 200, noStore);
  });
}
