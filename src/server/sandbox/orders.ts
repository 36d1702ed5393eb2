/**
 * One basket, one order (issue 43): the rules BasketBook, the basket's edits and the payment routes share.
 * - A basket whose order is paid (issued, or on to a refund) is spent; one whose pending order has taken credit and
 *   still holds its quote is being paid. Either is closed: no new travellers, no new order (409 `basket_closed`, with
 *   the order that closes it, so the site can send the traveller to it).
 * - A new order booked from a basket replaces the basket's other pending orders: they are cancelled, their open
 *   gateway links void (money paid on one later is given back at once), and credit they took goes back to the wallet
 *   at once, with a transaction that says so.
 * - An order's quote holds for ORDER_TTL_MS; past it nothing is charged until BasketBook has re-checked the price and
 *   the seats (routes/checkout.ts).
 */
import type { SandboxContext } from './context';
import { fail, type Ctx } from './http';
import { voidOrderPayments } from './routes/payment';
import { holdsCredit, ORDER_STATUS_TEXT, type OrderRecord, postTransaction, type Store } from './store';
import { isoInstant } from './time';
import { valuesWhere } from './tracked-map';

export const ORDER_TTL_MS = 15 * 60_000;

const SPENT: ReadonlySet<OrderRecord['status']> = new Set(['paid', 'issued', 'refund_requested', 'refunded']);

export const BASKET_PAID = 'هزینهٔ این سبد خرید پرداخت شده است؛ مسافران و پرداخت آن دیگر تغییر نمی‌کند.';
export const BASKET_PAYING = 'بخشی از هزینهٔ این سبد خرید پرداخت شده است؛ برای ادامه، پرداخت همین سفارش را کامل کنید.';
export const ORDER_EXPIRED = 'مهلت پرداخت این سفارش به پایان رسیده است؛ قیمت و ظرفیت باید دوباره بررسی شود.';

/** When the order's quote ends (epoch ms). */
export function orderExpireAt(order: OrderRecord): number {
  return order.checkout?.expireAt ?? Date.parse(order.createdAt) + ORDER_TTL_MS;
}

/** A pending order whose quote no longer holds. */
export function isExpired(order: OrderRecord, now: number): boolean {
  return order.status === 'pending' && now >= orderExpireAt(order);
}

/** The order that closes the basket (paid, or paying from credit within its hold), or null. */
export function basketClosedBy(store: Store, basketId: number, now: number): { order: OrderRecord; paid: boolean } | null {
  let paying: OrderRecord | null = null;
  for (const o of valuesWhere(store.orders, (x) => x.basketId === basketId, { index: 'basketId', value: basketId })) {
    if (SPENT.has(o.status)) return { order: o, paid: true };
    if (o.status === 'pending' && (o.checkout?.creditPaid ?? 0) > 0 && !isExpired(o, now)) paying = o;
  }
  return paying ? { order: paying, paid: false } : null;
}

/** The 409 of a closed basket, naming the order that closes it. */
export function closedAnswer(c: Ctx, closed: { order: OrderRecord; paid: boolean }): Response {
  const o = closed.order;
  return fail(c, 409, 'basket_closed', closed.paid ? BASKET_PAID : BASKET_PAYING, {
    factorId: o.factorId,
    officialFactorId: o.officialFactorId,
    product: o.product,
    paid: closed.paid,
  });
}

/**
 * How long an expired order that took credit waits for its traveller to come back (BasketBook re-checks it and gives
 * a new hold, the credit still counted) before the supplier lets it go: cancelled, its gateway links void, the credit
 * back to the wallet. Without it the credit would wait until the order's retention deletes it, and be lost with it.
 */
export const ABANDONED_CREDIT_MS = 60 * 60_000;

/**
 * The pending orders that took credit, by the store's `holdsCredit` index (store.ts STORED_INDEXES): few of them,
 * where the `status` index read back every pending order at each sweep.
 */
const HOLDING_CREDIT = { index: 'holdsCredit', value: true };

/** Lets go of every pending order whose hold ended ABANDONED_CREDIT_MS ago and that took credit (see above). */
export function releaseAbandonedCredit(ctx: SandboxContext, store: Store, now: number): void {
  for (const order of valuesWhere(store.orders, holdsCredit, HOLDING_CREDIT)) {
    if (now < orderExpireAt(order) + ABANDONED_CREDIT_MS) continue;
    cancelWithCredit(ctx, store, order, 'expired', `سفارش ${order.officialFactorId} در مهلت خود پرداخت نشد و لغو شد`);
  }
}

/** A pending order replaced by a new one of the same basket: cancelled, its links void, its credit back at once. */
export function replaceOrder(ctx: SandboxContext, store: Store, order: OrderRecord, by: OrderRecord): void {
  if (order.status !== 'pending') return;
  const credit = cancelWithCredit(ctx, store, order, 'replaced', `این سفارش با سفارش ${by.officialFactorId} جایگزین شد`);
  ctx.log(`order ${order.officialFactorId} replaced by ${by.officialFactorId}${credit > 0 ? ` (${credit} IRR back to the wallet)` : ''}`);
}

/** Cancels a pending order: its gateway links void, the credit it took back to the wallet with a transaction giving `why`. */
function cancelWithCredit(ctx: SandboxContext, store: Store, order: OrderRecord, reason: 'replaced' | 'expired', why: string): number {
  order.status = 'cancelled';
  order.statusText = ORDER_STATUS_TEXT.cancelled;
  voidOrderPayments(store, order.factorId, reason);
  const credit = order.checkout?.creditPaid ?? 0;
  const user = store.users.get(order.userId);
  if (credit > 0 && user && order.checkout) {
    postTransaction(store, user, {
      type: 'refund',
      amount: credit,
      description: `بازگشت مبلغ کسرشده از کیف پول برای سفارش ${order.officialFactorId}؛ ${why}`,
      createdAt: isoInstant(ctx.clock()),
      factorId: order.factorId,
    });
    order.checkout.creditPaid = 0;
    if (reason === 'expired') ctx.log(`order ${order.officialFactorId} let go after its hold (${credit} IRR back to the wallet)`);
  }
  return credit;
}
