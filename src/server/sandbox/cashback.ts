/**
 * Settling a purchase's cashback (spec 001 §7, the customer club): an issued order's cashback is `pending` until the
 * order's service has ended, then `approved` and added to the buyer's wallet (a `cashback` transaction); an order
 * refunded or cancelled before then has its cashback `rejected`. The sandbox settles lazily and deterministically by
 * its clock: every authenticated call settles the caller's due items first (session.ts `currentUser`), so the
 * balance, the wallet's transactions, the cashback list and a wallet payment all see the same state. Only orders
 * issued here are due (store.cashbackDue); seeded items keep their seeded status.
 */
import { todayIn } from '@/lib/dates';
import { CASHBACK_STATUS_TEXT, postTransaction, type Store, type UserRecord } from './store';
import { isoInstant } from './time';

const ENDED_STATUSES = new Set(['refund_requested', 'refunded', 'cancelled', 'failed']);

/** Settles the user's due cashback at `now` (ms); returns how many items changed. */
export function settleCashback(store: Store, user: UserRecord, now: number): number {
  if (store.cashbackDue.size === 0) return 0;
  const items = store.cashback.get(user.userId);
  if (!items?.length) return 0;
  const today = todayIn(now);
  let changed = 0;
  for (const item of items) {
    const lastDay = store.cashbackDue.get(item.id);
    if (lastDay === undefined || item.status !== 'pending') continue;
    const order = store.orders.get(item.factorId);
    if (!order || order.userId !== user.userId) continue;
    if (ENDED_STATUSES.has(order.status) || order.serviceCancelledAt) {
      item.status = 'rejected';
      item.statusText = CASHBACK_STATUS_TEXT.rejected;
    } else if (order.status === 'issued' && lastDay < today) {
      item.status = 'approved';
      item.statusText = CASHBACK_STATUS_TEXT.approved;
      postTransaction(store, user, {
        type: 'cashback',
        amount: item.amount,
        description: `بازگشت وجه (کش‌بک) سفارش ${order.officialFactorId}`,
        createdAt: isoInstant(now),
        factorId: order.factorId,
      });
    } else continue;
    store.cashbackDue.delete(item.id);
    changed++;
  }
  return changed;
}
