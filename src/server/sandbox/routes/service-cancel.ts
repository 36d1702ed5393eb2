/**
 * The attraction supplier's cancellation of a whole issued order (an attraction's tickets or a CIP service; the same
 * API serves both, spec 000 §7):
 *   POST /api/attraction/core/v1/cancel { factorId } → ServiceCancelResponse (bare)
 * Before the service day (Tehran's calendar: the visit's day, the flight's day) the order is cancelled: what the buyer
 * paid less a 10 % fee goes back to the payer once, as a flight's refund does — the wallet's or credit's part to the
 * wallet at once (a `refund` transaction, `creditReturned`), the rest to the card it was paid with (the refund
 * `approved`, `refundedTo: 'card'`); the order becomes `refunded` (all to the wallet) or `refund_requested`. Either
 * way the service is cancelled at once (`serviceCancelledAt`): an attraction's tickets go back on sale
 * (booking/attraction-stock.ts) and the voucher is no longer served (routes/tickets.ts), before the bank pays. Refusals: 404 another's
 * order or one of another product, 409 `ticket_not_issued` before it is paid, 409 `already_refunded` a second time,
 * 409 `not_cancellable` on or after the service day. `{ factorId, part: 'cip' }` cancels only the CIP service taken
 * with an order another product leads (cancelPart). (These orders say `refundable: false`: the whole-order
 * `RequestRefund` refuses them, so money goes back once, here.)
 */
import { Hono } from 'hono';
import * as v from 'valibot';
import { attractionCancel as A } from '@/products/attraction/messages';
import { cipCancel as C } from '@/products/cip/messages';
import { insuranceDocument } from '@/products/insurance/messages';
// `{ factorId }` the whole order; `{ factorId, part: 'cip' }` only the CIP service joined to another product's order.
import { CipBasket, ServiceCancelRequest } from '@/products/cip/server/schemas';
import { readBooking } from '../../tickets/booking';
import { insuredTravellers } from '../data/insurance/contracts';
import type { SandboxEnv } from '../context';
import { type Ctx, fail, readBody } from '../http';
import { currentUser } from '../session';
import { ORDER_STATUS_TEXT, type OrderRecord, REFUND_STATUS_TEXT, postTransaction, type Store } from '../store';
import { isoInstant, tehranToday } from '../time';

/** The CIP service booked into an order another product leads (a flight's), or null. */
function joinedCip(order: OrderRecord): { cip: CipBasket; fromDate: string; title: string } | null {
  if (order.product === 'cip') return null;
  const raw = readBooking(order)?.typeInfos['cip']?.[0];
  const r = v.safeParse(CipBasket, raw);
  if (!r.success) return null;
  const legs = [r.output.entrancePackage, r.output.leavePackage].flatMap((l) => (l ? [l] : []));
  const dates = legs.map((l) => l.flightDate).sort();
  if (!dates[0]) return null;
  const lead = legs[0] as Record<string, unknown>;
  const title = typeof lead['persianName'] === 'string' ? lead['persianName'] : 'خدمات CIP';
  return { cip: r.output, fromDate: dates[0], title };
}

/**
 * The parts of an order that their product cancels on its own (Order.parts): the CIP service of a paid order another
 * product leads, with its first day and whether it was cancelled. None before the order holds a valid ticket.
 */
export function orderParts(order: OrderRecord): { product: string; title: string; fromDate: string; status: 'issued' | 'cancelled' }[] {
  const paid = order.status === 'issued' || order.status === 'refund_requested' || order.status === 'refunded';
  if (!paid) return [];
  const cip = joinedCip(order);
  const insurance = joinedInsurance(order);
  return [
    ...(cip
      ? [
          {
            product: 'cip',
            title: cip.title,
            fromDate: cip.fromDate,
            status: order.cancelledParts?.['cip'] ? ('cancelled' as const) : ('issued' as const),
          },
        ]
      : []),
    ...(insurance ? [{ product: 'insurance', title: insuranceDocument.title, ...insurance }] : []),
  ];
}

/**
 * The insurance contracts booked into an order another product leads (a flight's): the cover's first day and whether
 * every contract was cancelled (routes/insurance.ts CancelContract marks each), or null.
 */
function joinedInsurance(order: OrderRecord): { fromDate: string; status: 'issued' | 'cancelled' } | null {
  if (order.product === 'insurance') return null;
  const refs = insuredTravellers(order.booking?.basket);
  const fromDate = refs.map((r) => r.item.details.startDate).sort()[0];
  if (!fromDate) return null;
  const contracts = refs.map((r) => order.booking?.documents?.find((t) => t.passengerIndex === r.index));
  return { fromDate, status: contracts.every((t) => t?.cancelled) ? 'cancelled' : 'issued' };
}

/** The money back for an amount paid: the wallet's or credit's part not yet returned to the wallet, the rest to the card. */
function payBack(store: Store, order: OrderRecord, userId: string, refundAmount: number) {
  const mine = (store.refunds.get(userId) ?? []).filter((r) => r.factorId === order.factorId);
  const creditBack = mine.reduce((n, r) => n + (r.creditReturned ?? 0), 0);
  const creditReturned = Math.max(0, Math.min(refundAmount, (order.checkout?.creditPaid ?? order.totalPrice) - creditBack));
  return { creditReturned, toCard: refundAmount - creditReturned, earlier: mine.length };
}

/** The supplier's fee of a cancellation before the service day, percent of what was paid. */
export const SERVICE_CANCEL_FEE_PERCENT = 10;
const PRODUCTS = new Set(['attraction', 'cip']);

/**
 * The one refund of a cancelled service (the whole order or one part of it): `paid` less the fee goes back to the
 * payer once — the wallet's or credit's share to the wallet now (a `refund` transaction), the rest to the card (the
 * refund `approved`) — recorded as the buyer's refund. Returns the route's answer; `settle` marks the order before
 * the answer reads its status.
 */
function refundService(
  c: Ctx,
  store: Store,
  user: Awaited<ReturnType<typeof currentUser>>['user'],
  order: OrderRecord,
  paid: number,
  what: { description: string; log: string },
  settle: (at: string, toCard: number) => void,
): Response {
  const ctx = c.get('ctx');
  const at = isoInstant(ctx.clock());
  const fee = Math.round((paid * SERVICE_CANCEL_FEE_PERCENT) / 100 / 10) * 10;
  const refundAmount = Math.max(0, paid - fee);
  const { creditReturned, toCard, earlier } = payBack(store, order, user.userId, refundAmount);
  const refundedTo = toCard > 0 ? ('card' as const) : ('wallet' as const);
  settle(at, toCard);
  if (creditReturned > 0)
    postTransaction(store, user, {
      type: 'refund',
      amount: creditReturned,
      description: what.description,
      createdAt: at,
      factorId: order.factorId,
    });
  const refunds = store.refunds.get(user.userId) ?? [];
  const status = toCard > 0 ? ('approved' as const) : ('paid' as const);
  refunds.push({
    refundId: order.factorId * 100 + earlier + 1,
    factorId: order.factorId,
    officialFactorId: order.officialFactorId,
    status,
    statusText: REFUND_STATUS_TEXT[status],
    refundAmount,
    penalty: fee,
    createdAt: at,
    destination: refundedTo,
    passengers: [],
    ...(creditReturned > 0 ? { creditReturned } : {}),
  });
  store.refunds.set(user.userId, refunds);
  ctx.log(`${what.log}: cancelled, ${refundAmount} IRR to the ${refundedTo}`);
  return c.json({
    factorId: order.factorId,
    refundAmount,
    fee,
    refundedTo,
    creditReturned,
    orderStatus: order.status,
    currency: 'IRR' as const,
  });
}

/**
 * Only the CIP service of an order another product leads (a flight's), before the service's own first day: its share
 * of what was paid (its list price over the order's gross, of the payable: discounts and coupon shared out) less the
 * same 10 % fee, to the payer once. The order stays issued and its other documents valid; the CIP voucher is void.
 */
async function cancelPart(c: Ctx, factorId: number): Promise<Response> {
  const ctx = c.get('ctx');
  const { store, user } = await currentUser(c);
  const order = store.orders.get(factorId);
  const cip = order && order.userId === user.userId ? joinedCip(order) : null;
  if (!order || !cip) return fail(c, 404, 'not_found', A.orderNotFound);
  if (order.cancelledParts?.['cip'] || order.serviceCancelledAt || order.status === 'refunded' || order.status === 'cancelled')
    return fail(c, 409, 'already_refunded', A.alreadyCancelled);
  if (order.status !== 'issued') return fail(c, 409, 'ticket_not_issued', C.notIssued);
  if (tehranToday(ctx.clock()) >= cip.fromDate) return fail(c, 409, 'not_cancellable', C.started);
  const co = order.checkout;
  const paid = co && co.grossPrice > 0 ? Math.round((cip.cip.totalPrice * co.payable) / co.grossPrice) : cip.cip.totalPrice;
  const what = { description: `لغو خدمات CIP سفارش ${order.officialFactorId}`, log: `cip part of ${order.officialFactorId}` };
  return refundService(c, store, user, order, paid, what, (at) => {
    order.cancelledParts = { ...order.cancelledParts, cip: at };
  });
}

async function cancel(c: Ctx): Promise<Response> {
  const ctx = c.get('ctx');
  const body = await readBody(c, ServiceCancelRequest);
  if ('error' in body) return body.error;
  if (body.value.part) return cancelPart(c, body.value.factorId);
  const { store, user } = await currentUser(c);
  const order = store.orders.get(body.value.factorId);
  if (!order || order.userId !== user.userId || !PRODUCTS.has(order.product)) return fail(c, 404, 'not_found', A.orderNotFound);
  const words = order.product === 'cip' ? C : A;
  if (order.status === 'refunded' || order.status === 'refund_requested' || order.status === 'cancelled')
    return fail(c, 409, 'already_refunded', A.alreadyCancelled);
  if (order.status !== 'issued') return fail(c, 409, 'ticket_not_issued', words.notIssued);
  // The service day (the visit's, the flight's) is the order's first day: from then on nothing is cancelled.
  if (tehranToday(ctx.clock()) >= order.fromDate) return fail(c, 409, 'not_cancellable', words.started);
  const what = { description: `لغو سفارش ${order.officialFactorId}`, log: `${order.product} ${order.officialFactorId}` };
  return refundService(c, store, user, order, order.checkout?.payable ?? order.totalPrice, what, (at, toCard) => {
    order.status = toCard > 0 ? 'refund_requested' : 'refunded';
    // The service itself is cancelled now, whatever the bank still has to pay: its places go back on sale at once
    // (attraction-stock.ts) and its voucher stops being printable (routes/tickets.ts).
    order.serviceCancelledAt = at;
    order.statusText = ORDER_STATUS_TEXT[order.status];
  });
}

export function serviceCancelRoutes(): Hono<SandboxEnv> {
  const app = new Hono<SandboxEnv>();
  app.post('/api/attraction/core/v1/cancel', cancel);
  return app;
}
