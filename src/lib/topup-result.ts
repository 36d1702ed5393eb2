/**
 * What a wallet top-up's return from the gateway says (issue 48 point 7): the gateway sends the traveller back to the
 * page that asked (the dashboard's transactions, or the review) naming the payment; the page reads the payment's own
 * state from the supplier (never the address's `status`) and the wallet's balance, and says one of:
 * - credited: the amount and the new balance;
 * - cancelled, expired: nothing was taken;
 * - refunded: money taken on a link no longer open went back to the card;
 * - pending: the gateway has not answered yet;
 * - unknown: no such payment of this session's (a typed or another's link): nothing is claimed.
 * Pure: the page passes what it read.
 */
export interface TopupPayment {
  kind: 'order' | 'topup';
  state: 'open' | 'paid' | 'cancelled' | 'void' | 'refunded';
  amount: number;
  expired?: boolean | undefined;
  refund: { amount: number; to: 'wallet' | 'card' } | null;
}

export type TopupOutcome =
  | { outcome: 'credited'; amount: number; balance: number | null }
  | { outcome: 'cancelled' | 'expired' | 'pending' | 'unknown' }
  | { outcome: 'refunded'; amount: number };

/** The outcome of `payment` (null: not found for this session), with the wallet's balance once credited. */
export function topupOutcome(payment: TopupPayment | null, balance: number | null): TopupOutcome {
  if (payment?.kind !== 'topup') return { outcome: 'unknown' };
  if (payment.state === 'paid') return { outcome: 'credited', amount: payment.amount, balance };
  if (payment.refund) return { outcome: 'refunded', amount: payment.refund.amount };
  if (payment.expired) return { outcome: 'expired' };
  if (payment.state === 'cancelled') return { outcome: 'cancelled' };
  return payment.state === 'open' ? { outcome: 'pending' } : { outcome: 'cancelled' };
}

/** Whether a page's query names a top-up's return (`kind=topup` and a payment token). */
export function topupReturnToken(query: URLSearchParams): string | null {
  const token = query.get('payment');
  return query.get('kind') === 'topup' && token && /^[A-Za-z0-9_-]{20,64}$/.test(token) ? token : null;
}
