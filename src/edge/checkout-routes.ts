/**
 * The one checkout's routes (src/server/checkout), for every product on it. The products are handed in by the
 * composition root (a CheckoutProductDefinition each); nothing here names one.
 *   POST /api/checkout/:product/travellers   the product's travellers body → written into the basket, then the review
 *                                            (a product's former paths of this step answer the same)
 *   POST /api/checkout/quote         { coupon?, acceptedPrice? }   the order, its discounts and the balance
 *   POST /api/checkout/pay           { coupon?, acceptedPrice?, credit: 'none' | 'max' | rial }
 *   POST /api/checkout/topup         { amount (rial) }            a gateway page that tops the wallet up, back to the review
 *   POST /api/account/topup          { amount (rial) }            the same from the dashboard, back to its transactions
 *                                    (the browser never names a callback: the server builds it from its own origin)
 *   GET  /api/checkout/order/:factorId                             the order's state and tickets (the supplier's)
 *   GET  /api/checkout/status/:factorId                            the order's status (the supplier's)
 *   POST /api/checkout/pay-again     form `factorId`              a pending order's basket (by its number) becomes the
 *                                    session's, then its review (303); anything else to the order's result page
 *   POST /api/account/orders/:factorId/cancel                      the dashboard's «cancel» of an issued order whose
 *                                    product offers one (CheckoutProductDefinition.cancel): the product's supplier call;
 *                                    its refusals (already cancelled, started) come back as the supplier's Persian 409
 * A changed price or a sold-out item is answered before anything is charged; bad input is a 400 with Persian field
 * errors (the product's form rules run here again, so a crafted request gets the form's errors); an upstream
 * failure goes to the app's one error map (errors.ts).
 */
import type { Context, Hono } from 'hono';
import * as v from 'valibot';
import * as messages from '@/lib/messages';
import { toLatinDigits } from '@/lib/text';
import { duplicateDocumentErrors } from '@/lib/travellers';
import { basketClosedBy, BasketService } from '@/server/basket/service';
import { BasketCheckout, closedStep, type PayStep } from '@/server/checkout/basket-checkout';
import {
  type CheckoutProductDefinition,
  type CheckoutProducts,
  checkoutProduct,
  orderCancel,
  partCancels,
} from '@/server/checkout/products';
import { basketApi } from '@/server/upstream/basket';
import { bookingApi } from '@/server/upstream/booking';
import { checkoutApi } from '@/server/upstream/checkout';
import { payerRef } from '@/server/checkout/payer-ref';
import { apiError, loginRequired } from './failures';
import { BODY_LIMIT, jsonBody, readJsonBody } from './json-body';
import { guestReserveLimit, travellersLimit } from './rate-limit';
import { currentDay } from '@/server/clock';

const noStore = { 'Cache-Control': 'no-store' };
const m = messages.payment;

/** «Pay again» for a pending order, by its number (a form POST; see the route). */
export const PAY_AGAIN_PATH = '/api/checkout/pay-again';

/** The one travellers route; `:product` is a product's id. */
export const TRAVELLERS_PATH = '/api/checkout/:product/travellers';

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
/** The dashboard's «cancel»: the whole order, or (`part`) one product's part of it. */
const CancelBody = v.object({ part: v.optional(v.pipe(v.string(), v.regex(/^[a-z][A-Za-z]{1,31}$/))) });
const TopupBody = v.object({
  amount: v.pipe(v.number(), v.integer(), v.minValue(10_000, m.topupInvalid), v.maxValue(1_000_000_000, m.topupInvalid)),
});

/** Guests may book (validated by phone) unless GUEST_BOOKING is off. */
function mayBook(c: Context): boolean {
  return c.get('session').isLoggedIn || c.get('config').guestBooking !== false;
}

const COUPON_MESSAGES: Record<string, string> = { coupon_expired: m.couponExpired, coupon_invalid: m.couponInvalid };

/** The browser's answer for a quote or payment step. */
function answer(c: Context, out: PayStep): Response {
  switch (out.step) {
    case 'no-basket':
      return c.json({ succeed: false, code: 'no_basket', message: messages.checkout.noBasket, redirect: out.redirect }, 409, noStore);
    case 'expired':
      return c.json({ succeed: false, code: 'expired', message: m.expired, redirect: out.redirect }, 410, noStore);
    case 'sold-out':
      return c.json({ succeed: false, code: 'sold_out', message: out.message ?? m.soldOut, redirect: out.redirect }, 409, noStore);
    case 'sale-closed':
      return c.json({ succeed: false, code: 'sale_closed', message: m.saleClosed, redirect: out.redirect }, 409, noStore);
    case 'closed':
      return closedAnswer(c, out);
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

/** One basket, one order: 409 in Persian, to the paid order's result or to the review that pays the rest of it. */
function closedAnswer(c: Context, out: Extract<PayStep, { step: 'closed' }>): Response {
  const message = out.paid ? messages.checkout.basketPaid : messages.checkout.basketPaying;
  return c.json({ succeed: false, code: 'basket_closed', message, redirect: out.redirect }, 409, noStore);
}

/** The order an answer names is this session's: a guest reads only the orders booked in this session. */
async function remember(c: Context, out: PayStep): Promise<PayStep> {
  if ('order' in out && out.order) await c.get('session').recordOrder(out.order.factorId);
  return out;
}

/**
 * A guest (the silent guest or a guest-reserve identity, whose supplier identity is only a phone number anyone may
 * type) reads an order only from the session that booked it; a logged-in traveller's orders are the supplier's to
 * check (by account).
 */
function sessionMayReadOrder(c: Context, factorId: number): Promise<boolean> {
  return c.get('session').mayReadOrder(factorId);
}

/**
 * A product's travellers step: the body (the product's schema), the product's form rules in the context of the
 * basket, a guest's basket validated by phone (the guest-reserve session owns it from then on), then the travellers
 * written into the basket. No basket, or none of the product's items in it: 409 back to the product's search; a
 * basket the session no longer has: the expired state (410).
 */
async function travellers(c: Context, product: CheckoutProductDefinition, products: CheckoutProducts): Promise<Response> {
  const session = c.get('session');
  if (!mayBook(c)) return apiError(c, 401, 'login_required', m.loginRequired);
  const step = product.travellers;
  const body = await readJsonBody(c, step.body, { limit: BODY_LIMIT.api });
  if (!body.ok) return body.response;
  const basketId = session.data?.basketId ?? null;
  const baskets = new BasketService(c.get('upstream'));
  const state = await baskets.load(basketId);
  // The same rules as the form: a crafted request gets the same field errors, never a 500.
  const checked = step.validate(body.value, state?.doc ?? null);
  if (checked && !checked.ok) {
    return c.json({ succeed: false, code: 'validation', message: messages.checkout.fixForm, errors: checked.errors }, 400, noStore);
  }
  // One person, one document: the same national code or passport twice in one order (every product's rule).
  const duplicates = checked && step.documents ? duplicateDocumentErrors(step.documents(checked.value)) : {};
  if (Object.keys(duplicates).length) {
    return c.json({ succeed: false, code: 'validation', message: messages.checkout.fixForm, errors: duplicates }, 400, noStore);
  }
  const redirect = product.searchPath(state?.doc ?? null);
  if (!state && basketId !== null) {
    // The session's basket is no longer given to it (its guest-reserve identity ended): the expired state.
    return c.json({ succeed: false, code: 'expired', message: messages.checkout.basketExpired, redirect }, 410, noStore);
  }
  if (!state || !checked) {
    console.log(messages.basket.noBasketIdLog);
    return c.json({ succeed: false, code: 'no_basket', message: messages.checkout.noBasket, redirect }, 409, noStore);
  }
  const input = checked.value;
  // One basket, one order: a paid basket, or one being paid from credit, takes no new travellers (Back, a second
  // tab): the supplier refuses the phone validation and the write (409 basket_closed), and the traveller is sent to
  // that order.
  let saved: Awaited<ReturnType<BasketService['update']>>;
  try {
    if (!session.isLoggedIn) {
      // A guest books by validating the basket with the contact phone: the guest-reserve session owns it from now on.
      const guest = step.guest(input);
      const tokens = await bookingApi(c.get('upstream')).validatePhone(state.basketId, guest.mobile, guest.email || null);
      session.adoptGuestReserve(tokens, guest.leaderName);
    }
    saved = await baskets.update(state.basketId, (doc) => step.write(doc, input));
  } catch (err) {
    const closed = basketClosedBy(err);
    if (!closed) throw err;
    return closedAnswer(c, closedStep(products, closed, product));
  }
  if (session.isLoggedIn && step.afterSave) await step.afterSave(c.get('upstream'), input);
  return c.json({ succeed: true, step: 'saved', next: '/checkout/review', version: saved.version }, 200, noStore);
}

/**
 * The session's name on the payment intents it makes (src/server/checkout/payer-ref.ts): the embedded sandbox's
 * gateway page, proxied by sandbox-passthrough.ts, then answers only this session. A real supplier's gateway is the
 * bank's own page: nothing to name there.
 */
async function sessionPayerRef(c: Context): Promise<string | null> {
  const sid = c.get('session').data?.sid;
  return c.get('config').upstreamUrl === null && sid ? payerRef(sid) : null;
}

/** A top-up's gateway page, back to `returnPath` on our own origin (never a URL the browser sent). */
async function topup(c: Context, amount: number, returnPath: '/checkout/review' | '/dashboard/transactions') {
  return checkoutApi(c.get('upstream')).topup(amount, `${new URL(c.req.url).origin}${returnPath}`, await sessionPayerRef(c));
}

export function mountCheckoutRoutes(app: Hono, products: CheckoutProducts): void {
  const checkout = async (c: Context) => {
    const session = c.get('session');
    return new BasketCheckout(
      c.get('upstream'),
      session.data?.basketId ?? null,
      new URL(c.req.url).origin,
      session.isLoggedIn,
      products,
      await sessionPayerRef(c),
    );
  };

  app.post(TRAVELLERS_PATH, async (c, next) => {
    // An unknown product is a 404 before anything is counted or read.
    if (!checkoutProduct(products, c.req.param('product'))) return apiError(c, 404, 'not_found', messages.edgeApi.notFound);
    return next();
  });
  app.post(TRAVELLERS_PATH, travellersLimit(), guestReserveLimit(), (c) =>
    travellers(c, checkoutProduct(products, c.req.param('product'))!, products),
  );
  for (const product of products) {
    for (const alias of product.travellers.aliases ?? [])
      app.post(alias, travellersLimit(), guestReserveLimit(), (c) => travellers(c, product, products));
  }

  app.post('/api/checkout/quote', jsonBody(QuoteBody, { limit: BODY_LIMIT.api }), async (c) =>
    answer(c, await remember(c, await (await checkout(c)).quote(c.req.valid('json')))),
  );

  app.post('/api/checkout/pay', jsonBody(PayBody, { limit: BODY_LIMIT.api }), async (c) => {
    if (!mayBook(c)) return apiError(c, 401, 'login_required', m.loginRequired);
    return answer(c, await remember(c, await (await checkout(c)).pay(c.req.valid('json'))));
  });

  app.post('/api/checkout/topup', jsonBody(TopupBody, { limit: BODY_LIMIT.api }), async (c) => {
    if (!c.get('session').isLoggedIn) return apiError(c, 401, 'login_required', m.loginRequired);
    const pay = await topup(c, c.req.valid('json').amount, '/checkout/review');
    return c.json({ succeed: true, paymentUrl: pay.paymentUrl, amount: pay.amount }, 200, noStore);
  });

  // The dashboard's «add credit»: the answer keeps the proxy's envelope shape (`data.paymentUrl`). A `callback_url`
  // in the body is dropped with any other unknown key: the traveller always comes back to our own transactions page.
  app.post('/api/account/topup', async (c, next) => (c.get('session').isLoggedIn ? next() : loginRequired(c)));
  app.post('/api/account/topup', jsonBody(TopupBody, { limit: BODY_LIMIT.api }), async (c) => {
    const pay = await topup(c, c.req.valid('json').amount, '/dashboard/transactions');
    return c.json({ succeed: true, message: null, data: { paymentUrl: pay.paymentUrl, amount: pay.amount } }, 200, noStore);
  });

  app.get('/api/checkout/order/:factorId', async (c) => {
    const factorId = Number(c.req.param('factorId'));
    if (!Number.isSafeInteger(factorId) || factorId <= 0) return apiError(c, 400, 'validation', messages.checkout.badOrderId);
    if (!(await sessionMayReadOrder(c, factorId))) return apiError(c, 404, 'not_found', messages.checkout.orderNotFound);
    return c.json({ succeed: true, data: await (await checkout(c)).order(factorId) }, 200, noStore);
  });

  // The dashboard's «cancel»: the order must be the caller's (the supplier answers 404 otherwise), issued, and of a
  // product that cancels; the product's supplier call moves the money back once (a second call is its 409).
  app.post('/api/account/orders/:factorId/cancel', async (c, next) => (c.get('session').isLoggedIn ? next() : loginRequired(c)));
  // With `part` (a product name), only that product's part of an order another product leads (a service taken with a
  // flight): the order's `parts` must list it still issued; the rest of the order stays valid.
  app.post('/api/account/orders/:factorId/cancel', jsonBody(CancelBody, { limit: BODY_LIMIT.api }), async (c) => {
    const factorId = Number(c.req.param('factorId'));
    if (!Number.isSafeInteger(factorId) || factorId <= 0) return apiError(c, 400, 'validation', messages.checkout.badOrderId);
    const { part } = c.req.valid('json');
    const upstream = c.get('upstream');
    if (part !== undefined) {
      const order = await checkoutApi(upstream).order(factorId);
      const found = partCancels(products, order).find((x) => x.part.product === part);
      if (!found) return apiError(c, 409, 'not_cancellable', messages.orderCancel.notOffered);
      const refusal = found.cancel.refusal(found.row, currentDay());
      if (refusal) return apiError(c, 409, 'not_cancellable', refusal);
      return c.json({ succeed: true, data: await found.cancel.cancel(upstream, factorId, true) }, 200, noStore);
    }
    const order = await checkoutApi(upstream).order(factorId);
    const cancel = orderCancel(products, order.product);
    if (!cancel) return apiError(c, 409, 'not_cancellable', messages.orderCancel.notOffered);
    if (order.status !== 'issued') return apiError(c, 409, 'not_cancellable', messages.orderCancel.notIssued);
    const outcome = await cancel.cancel(upstream, factorId);
    return c.json({ succeed: true, data: outcome }, 200, noStore);
  });

  /**
   * «Pay again» for an order still waiting for its payment (the dashboard's pending orders, or a result page opened
   * from another basket than the order's): a form POST `factorId` (Latin or Persian digits). The order must be the
   * session's (a guest's: booked in this session), still pending; its basket is read by the order's number
   * (`GetByFactorId`, the supplier's owner check), becomes the session's basket, and the review books that same order
   * again (its attempt key is the basket's). Anything else goes to the order's result page, which says what became of
   * it (paid, cancelled, not found). A 303 either way: the form works without scripts.
   */
  app.post(PAY_AGAIN_PATH, async (c) => {
    const form = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
    const typed = form['factorId'];
    const factorId = typeof typed === 'string' && /^\d{1,12}$/.test(toLatinDigits(typed.trim())) ? Number(toLatinDigits(typed.trim())) : 0;
    if (!(factorId > 0)) return c.redirect('/checkout/result', 303);
    const resultOf = (product: string | null) =>
      `${(product && checkoutProduct(products, product)?.resultPath) || '/checkout/result'}?factorId=${factorId}`;
    if (!(await sessionMayReadOrder(c, factorId))) return c.redirect(resultOf(null), 303);
    const upstream = c.get('upstream');
    const order = await checkoutApi(upstream)
      .order(factorId)
      .catch(() => null);
    if (!order || order.paid || order.status !== 'pending') return c.redirect(resultOf(order?.product ?? null), 303);
    const basket = await basketApi(upstream)
      .byFactor(factorId)
      .catch(() => null);
    if (!basket) return c.redirect(resultOf(order.product), 303);
    c.get('session').setBasket(basket.basketId);
    return c.redirect('/checkout/review', 303);
  });

  /** The order's status for the result page. */
  app.get('/api/checkout/status/:factorId', async (c) => {
    const factorId = Number(c.req.param('factorId'));
    if (!Number.isSafeInteger(factorId) || factorId <= 0) return apiError(c, 400, 'validation', messages.checkout.badOrderId);
    if (!(await sessionMayReadOrder(c, factorId))) return apiError(c, 404, 'not_found', messages.checkout.orderNotFound);
    const status = await bookingApi(c.get('upstream')).factorStatus(factorId);
    return c.json({ succeed: true, data: status }, 200, noStore);
  });
}
