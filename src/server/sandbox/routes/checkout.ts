/**
 * The checkout's order calls, shared by every product booked from a basket (spec 001 §7 basket and payment helpers).
 *   POST /api2/Basket/BasketBook { basketId, idempotencyKey, customerId? }     → envelope CheckoutOrder (pending)
 *   GET  /api2/Coupons/CalcCouponPriceForOrder/{factorId}/{code}               → envelope CheckoutOrder (coupon applied)
 *   POST /api/v3/payment/usecredit { factorId, amount, idempotencyKey }        → envelope CheckoutOrder
 *   GET  /api/v3/Management/Payment/checkorder/{factorId}                      → envelope CheckoutOrder
 * BasketBook re-checks every item now, each basket slot through its product's booker (../booking: a flight's price
 * and seats through its provision, an expired provision is 410 provision_expired; each hotel package as AddPreReserve
 * does) and applies the counter/agent discount; one order per basket (a flight with a hotel is one order, the flight
 * leading); the same idempotency key answers the same order.
 * usecredit never takes past the balance or past what is left; the same key never takes twice; paying the last
 * rial issues the order (issue.ts). Knobs: `price-change`, `sold-out` on BasketBook.
 */
import { orderParts } from './service-cancel';
import { orderDocumentRefs } from './tickets';
import { Hono } from 'hono';
import * as messages from '@/lib/messages';
import { voidOrderPayments } from './payment';
import { BasketBookRequest, type CheckoutOrder, COUPON_CODE, UseCreditRequest } from '../../schemas/provision';
import type { SandboxEnv } from '../context';
import { GUEST_USER_ID, officialFactorId } from '../data/accounts';
import { couponDiscount, findCoupon } from '../data/coupons';
import { campaignCoupon } from './campaign';
import { fail, intParam, MSG, ok, readBody, type Ctx } from '../http';
import { bookedVehicles, issueOrder, passengerName } from '../issue';
import { currentUser, isGuestUser } from '../session';
import { ORDER_STATUS_TEXT, type OrderRecord, postTransaction, type Store, type UserRecord } from '../store';
import { isoInstant, tehranToday } from '../time';
import { normaliseMobile } from './auth';
import { type BookedPart, SLOT_BOOKERS } from '../booking';
import { basketClosedBy, closedAnswer, isExpired, ORDER_EXPIRED, ORDER_TTL_MS, replaceOrder } from '../orders';
import { valuesWhere } from '../tracked-map';

const NO_ORDER = 'سفارش یافت نشد';

function view(order: OrderRecord): CheckoutOrder {
  const co = order.checkout ?? {
    grossPrice: order.totalPrice,
    previousPrice: order.totalPrice,
    roleDiscount: 0,
    couponCode: null,
    couponDiscount: 0,
    payable: order.totalPrice,
    creditPaid: 0,
    expireAt: Date.parse(order.createdAt) + ORDER_TTL_MS,
  };
  const legs = order.booking ? bookedVehicles(order.booking.basket) : [];
  return {
    factorId: order.factorId,
    officialFactorId: order.officialFactorId,
    product: order.product,
    status: order.status,
    statusText: order.statusText,
    grossPrice: co.grossPrice,
    previousPrice: co.previousPrice,
    priceChanged: co.grossPrice !== co.previousPrice,
    roleDiscount: co.roleDiscount,
    couponCode: co.couponCode,
    couponDiscount: co.couponDiscount,
    payable: co.payable,
    creditPaid: co.creditPaid,
    remaining: order.status === 'pending' ? co.payable - co.creditPaid : 0,
    paid: order.status === 'issued' || order.status === 'paid',
    trackingCode: order.trackingCode,
    customerId: order.customerId ?? null,
    basketId: order.basketId ?? null,
    tickets: (order.booking?.tickets ?? [])
      .map((t) => ({
        number: t.number,
        passengerIndex: t.passengerIndex,
        ...(t.leg ? { leg: t.leg } : {}),
        name: passengerName(legs.find((l) => l.leg === (t.leg ?? 'outbound'))?.passengers[t.passengerIndex]),
      }))
      .concat(
        // Other slots' per-traveller documents (insurance contracts): the checkout shows their numbers the same way.
        (order.booking?.documents ?? []).map((d) => ({
          number: d.number,
          passengerIndex: d.passengerIndex,
          name: d.name,
          kind: 'contract' as const,
        })),
      ),
    expireAt: isoInstant(co.expireAt),
  };
}

/** The user's own order, or null. */
function ownOrder(store: Store, user: UserRecord, id: string | undefined): OrderRecord | null {
  const factorId = intParam(id);
  const order = factorId === null ? undefined : store.orders.get(factorId);
  return order && order.userId === user.userId ? order : null;
}

type Parts = { product: string; part: BookedPart }[];

/**
 * Every slot's items re-checked now, each by its product's booker (booking/index.ts); the first slot with items leads
 * the order, the others join it (one order per basket). A Response is a refusal to send as it is.
 */
async function bookParts(c: Ctx, data: unknown, user: UserRecord): Promise<Parts | Response> {
  const first = Array.isArray(data) ? (data[0] as { typeInfos?: Record<string, unknown> } | undefined) : undefined;
  const parts: Parts = [];
  for (const booker of SLOT_BOOKERS) {
    // A slot is a list of items, or one object (the spec's basket keeps some slots so): one object is a list of one.
    const slot = first?.typeInfos?.[booker.slot];
    const items = Array.isArray(slot) ? slot : slot !== null && typeof slot === 'object' ? [slot] : [];
    if (items.length === 0) continue;
    const part = await booker.book(c, items, user);
    if (part instanceof Response) return part;
    if (part) parts.push({ product: booker.product, part });
  }
  return parts;
}

/**
 * An expired order re-checked: its price now (the coupon applied again while it is valid) and a new hold. A changed
 * price is a price change the traveller must accept (`previousPrice` is the price they accepted before); open links
 * for the old amount are void, and credit taken past the new payable goes back to the wallet.
 */
function reprice(c: Ctx, store: Store, order: OrderRecord, parts: Parts): void {
  const ctx = c.get('ctx');
  const co = order.checkout;
  if (!co) return;
  const gross = parts.reduce((n, p) => n + p.part.gross, 0);
  const roleDiscount = parts.reduce((n, p) => n + p.part.roleDiscount, 0);
  const before = co.payable;
  co.previousPrice = co.grossPrice;
  co.grossPrice = gross;
  co.roleDiscount = roleDiscount;
  const found = co.couponCode ? (findCoupon(co.couponCode) ?? campaignCoupon(store, order.userId, co.couponCode)) : undefined;
  const base = gross - roleDiscount;
  if (found && found.validUntil >= tehranToday(ctx.clock())) co.couponDiscount = couponDiscount(found, base);
  else {
    co.couponCode = null;
    co.couponDiscount = 0;
  }
  co.payable = base - co.couponDiscount;
  order.totalPrice = co.payable;
  co.expireAt = ctx.clock() + ORDER_TTL_MS;
  const user = store.users.get(order.userId);
  if (co.creditPaid > co.payable && user) {
    postTransaction(store, user, {
      type: 'refund',
      amount: co.creditPaid - co.payable,
      description: `بازگشت مازاد مبلغ کسرشده از کیف پول برای سفارش ${order.officialFactorId} پس از بررسی دوبارهٔ قیمت`,
      createdAt: isoInstant(ctx.clock()),
      factorId: order.factorId,
    });
    co.creditPaid = co.payable;
  }
  if (before !== co.payable) voidOrderPayments(store, order.factorId, 'repriced');
  ctx.log(`order ${order.officialFactorId} re-checked after its hold: ${co.previousPrice} → ${gross} IRR`);
  if (co.creditPaid > 0 && co.creditPaid === co.payable) issueOrder(ctx, store, order);
}

function newFactorId(store: Store): number {
  let id = 1_000_000 + ((crypto.getRandomValues(new Uint32Array(1))[0] ?? 0) % 9_000_000);
  while (store.orders.has(id)) id = 1_000_000 + ((crypto.getRandomValues(new Uint32Array(1))[0] ?? 0) % 9_000_000);
  return id;
}

async function book(c: Ctx): Promise<Response> {
  const ctx = c.get('ctx');
  const body = await readBody(c, BasketBookRequest);
  if ('error' in body) return body.error;
  const { store, user } = await currentUser(c);
  if (isGuestUser(user)) return fail(c, 403, 'login_required', MSG.loginRequired);
  // A payment link's token books its own basket only (guard.ts basketScope).
  const scope = c.get('auth')?.claims.bsk;
  if (scope !== undefined && body.value.basketId !== scope) return fail(c, 404, 'not_found', 'سبد خرید یافت نشد');
  const idem = `book|${user.userId}|${body.value.idempotencyKey}`;
  // BUYFOROTHER buys for one of its own customers; anyone else, or another buyer's customer, is refused.
  const customerId = body.value.customerId;
  if (typeof customerId === 'string') {
    if (!user.roles.includes('BUYFOROTHER')) return fail(c, 403, 'forbidden', messages.customers.notAllowed);
    if (!(store.customers.get(user.userId) ?? []).some((x) => x.customerId === customerId))
      return fail(c, 400, 'customer_invalid', messages.customers.unknown);
  }
  const known = store.orders.get(store.idempotency.get(idem) ?? -1);
  if (known) {
    // The same attempt booked at the quote: the customer chosen before paying is recorded on the pending order.
    if (customerId !== undefined && known.status === 'pending') {
      if (customerId === null) delete known.customerId;
      else known.customerId = customerId;
    }
    // Its quote has ended: price and seats are re-checked before anything more is charged.
    if (isExpired(known, ctx.clock())) {
      const again = await bookParts(c, known.booking?.basket, user);
      if (again instanceof Response) {
        voidOrderPayments(store, known.factorId, 'expired');
        return again;
      }
      if (again.length === 0) return fail(c, 410, 'order_expired', ORDER_EXPIRED);
      reprice(c, store, known, again);
    }
    return ok(c, view(known));
  }
  const basket = store.baskets.get(body.value.basketId);
  if (!basket || (basket.userId !== user.userId && basket.userId !== GUEST_USER_ID)) return fail(c, 404, 'not_found', 'سبد خرید یافت نشد');
  // One basket, one order: a paid basket, or one being paid from credit, books nothing new.
  const closed = basketClosedBy(store, basket.basketId, ctx.clock());
  if (closed) return closedAnswer(c, closed);
  const data: unknown = JSON.parse(basket.data);
  const first = Array.isArray(data)
    ? (data[0] as { typeInfos?: Record<string, unknown>; contact?: { mobile?: unknown } } | undefined)
    : undefined;
  const parts = await bookParts(c, data, user);
  if (parts instanceof Response) return parts;
  const lead = parts[0];
  if (!lead) return fail(c, 400, 'validation', 'سبد خرید کالای قابل رزروی ندارد');
  const gross = parts.reduce((n, p) => n + p.part.gross, 0);
  const roleDiscount = parts.reduce((n, p) => n + p.part.roleDiscount, 0);
  const shown = parts.reduce((n, p) => n + p.part.shown, 0);
  const factorId = newFactorId(store);
  const today = tehranToday(ctx.clock());
  const contactMobile = typeof first?.contact?.mobile === 'string' ? normaliseMobile(first.contact.mobile) : null;
  const l = lead.part;
  const order: OrderRecord = {
    factorId,
    officialFactorId: officialFactorId(factorId, today),
    product: lead.product,
    title: parts.map((p) => p.part.title).join(' و '),
    status: 'pending',
    statusText: ORDER_STATUS_TEXT.pending,
    totalPrice: gross - roleDiscount,
    currency: 'IRR',
    createdAt: isoInstant(ctx.clock()),
    fromDate: l.fromDate,
    toDate: l.toDate,
    hotelId: parts.find((p) => p.part.hotelId != null)?.part.hotelId ?? null,
    cityPersianName: l.cityName,
    passengersCount: l.travellers,
    refundable: l.refundable,
    packageNumber: parts.find((p) => p.part.packageNumber != null)?.part.packageNumber ?? null,
    trackingCode: null,
    mobile: contactMobile ?? user.mobile,
    userId: user.userId,
    booking: { basket: data, tickets: [] },
    ...(typeof customerId === 'string' ? { customerId } : {}),
    checkout: {
      grossPrice: gross,
      previousPrice: shown,
      roleDiscount,
      couponCode: null,
      couponDiscount: 0,
      payable: gross - roleDiscount,
      creditPaid: 0,
      expireAt: ctx.clock() + ORDER_TTL_MS,
    },
  };
  order.basketId = basket.basketId;
  store.orders.set(factorId, order);
  store.idempotency.set(idem, factorId);
  // The basket's earlier pending orders (other travellers, another tab) are replaced by this one.
  for (const other of valuesWhere(store.orders, (o) => o.basketId === basket.basketId && o !== order && o.status === 'pending', {
    index: 'basketId',
    value: basket.basketId,
  }))
    replaceOrder(ctx, store, other, order);
  const joined = parts.slice(1).map((p) => p.part.log);
  ctx.log(
    `basket book ${order.officialFactorId} ${order.product}${joined.length ? ` ${joined.join(' ')}` : ''} ${gross} IRR (−${roleDiscount})`,
  );
  return ok(c, view(order));
}

async function coupon(c: Ctx): Promise<Response> {
  const ctx = c.get('ctx');
  const { store, user } = await currentUser(c);
  const order = ownOrder(store, user, c.req.param('factorId'));
  if (!order?.checkout) return fail(c, 404, 'not_found', NO_ORDER);
  const code = c.req.param('code') ?? '';
  const found = COUPON_CODE.test(code) ? (findCoupon(code) ?? campaignCoupon(store, user.userId, code)) : undefined;
  if (!found) return fail(c, 400, 'coupon_invalid', 'کد تخفیف وارد شده معتبر نیست');
  if (found.validUntil < tehranToday(ctx.clock())) return fail(c, 400, 'coupon_expired', 'مهلت استفاده از این کد تخفیف به پایان رسیده است');
  const co = order.checkout;
  if (order.status !== 'pending' || co.creditPaid > 0) return fail(c, 400, 'not_payable', 'کد تخفیف را پیش از پرداخت وارد کنید');
  const base = co.grossPrice - co.roleDiscount;
  const before = { code: co.couponCode, payable: co.payable };
  co.couponCode = found.code;
  co.couponDiscount = couponDiscount(found, base);
  co.payable = base - co.couponDiscount;
  order.totalPrice = co.payable;
  // The amount (or the coupon) changed: every gateway link opened for the old one is void.
  if (before.code !== co.couponCode || before.payable !== co.payable) voidOrderPayments(store, order.factorId, 'coupon');
  return ok(c, view(order));
}

async function useCredit(c: Ctx): Promise<Response> {
  const ctx = c.get('ctx');
  const body = await readBody(c, UseCreditRequest);
  if ('error' in body) return body.error;
  const { store, user } = await currentUser(c);
  if (isGuestUser(user)) return fail(c, 403, 'login_required', MSG.loginRequired);
  const order = ownOrder(store, user, String(body.value.factorId));
  if (!order?.checkout) return fail(c, 404, 'not_found', NO_ORDER);
  const idem = `credit|${user.userId}|${body.value.idempotencyKey}`;
  if (store.idempotency.has(idem)) return ok(c, view(order)); // already taken once: never twice
  if (order.status !== 'pending') return fail(c, 400, 'not_payable', 'این سفارش قابل پرداخت نیست');
  // A quote past its hold is charged nothing until BasketBook has re-checked it.
  if (isExpired(order, ctx.clock())) return fail(c, 410, 'order_expired', ORDER_EXPIRED);
  const co = order.checkout;
  const remaining = co.payable - co.creditPaid;
  if (body.value.amount > remaining) return fail(c, 400, 'validation', 'مبلغ بیش از مانده سفارش است');
  if (body.value.amount > user.walletBalance) return fail(c, 400, 'insufficient_credit', 'موجودی کیف پول کافی نیست');
  postTransaction(store, user, {
    type: 'purchase',
    amount: -body.value.amount,
    description: `خرید از کیف پول: ${order.title}`,
    createdAt: isoInstant(ctx.clock()),
    factorId: order.factorId,
  });
  co.creditPaid += body.value.amount;
  store.idempotency.set(idem, order.factorId);
  // What is left for the gateway changed: the links opened for the old amount are void.
  voidOrderPayments(store, order.factorId, 'credit');
  if (co.creditPaid === co.payable) issueOrder(ctx, store, order);
  return ok(c, view(order));
}

export function checkoutRoutes(): Hono<SandboxEnv> {
  const app = new Hono<SandboxEnv>();
  app.post('/api2/Basket/BasketBook', book);
  app.get('/api2/Coupons/CalcCouponPriceForOrder/:factorId/:code', coupon);
  app.post('/api/v3/payment/usecredit', useCredit);
  app.get('/api/v3/Management/Payment/checkorder/:factorId', async (c) => {
    const { store, user } = await currentUser(c);
    const order = ownOrder(store, user, c.req.param('factorId'));
    if (!order) return fail(c, 404, 'not_found', NO_ORDER);
    const parts = orderParts(order);
    return ok(c, { ...view(order), documents: orderDocumentRefs(c, order), ...(parts.length ? { parts } : {}) });
  });
  return app;
}
