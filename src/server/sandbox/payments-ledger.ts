/**
 * The user's payments as the supplier's PSP-backed ledger shows them (issue 49 point 9, routes/payment.ts:
 * GET /api/v3/payment, /api/v3/payment/{id}, /api/v2/paymentjson/{factorId}). Read from what the store already
 * holds, so nothing is kept twice:
 * - gateway payments: the intents money was taken on (paid, or refunded at once because the link was void), each
 *   with the bank's record written when it was settled (routes/sandbox.ts);
 * - the seeded accounts' paid orders that neither a gateway intent nor the wallet paid: paid at the gateway before
 *   this site, with a bank record derived from the order (stable across restarts);
 * - wallet movements: an order's wallet part (an agency's credit for AGENT and CREDIT_COUNTER accounts), a refund to
 *   the wallet, and a top-up no intent recorded (seeded).
 * Everything is per user: nobody's list names another user's payment.
 */
import type { OrderPaymentBreakdown, UserPayment } from '../schemas/payment';
import type { OrderRecord, PaymentIntent, Store, UserRecord } from './store';
import { isoInstant } from './time';
import { valuesWhere } from './tracked-map';

const BANKS = ['بانک ملت', 'بانک ملی ایران', 'بانک سامان', 'بانک پاسارگاد', 'بانک تجارت'] as const;
const BINS = ['610433', '603799', '621986', '502229', '585983'] as const;
const PAID_STATUSES = new Set<OrderRecord['status']>(['paid', 'issued', 'refund_requested', 'refunded']);

function hash(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h >>> 0;
}

/** The bank's record of a card payment: the bank, its 12-digit reference and the card's mask, derived from `key`. */
export function bankRecord(key: string): NonNullable<PaymentIntent['bank']> {
  const a = hash(`bank|${key}`);
  const b = hash(`rrn|${key}`);
  const bank = a % BANKS.length;
  return {
    name: BANKS[bank] as string,
    referenceNumber: `${String(b % 1_000_000).padStart(6, '0')}${String(a % 1_000_000).padStart(6, '0')}`,
    cardMask: `${BINS[bank]}******${String(hash(`card|${key}`) % 10_000).padStart(4, '0')}`,
  };
}

const TEXT = {
  succeeded: 'موفق',
  refunded: 'بازگشت داده شده',
  order: (title: string) => `پرداخت سفارش: ${title}`,
  topup: 'افزایش اعتبار کیف پول',
} as const;

function isAgency(user: UserRecord): boolean {
  return user.roles.includes('AGENT') || user.roles.includes('CREDIT_COUNTER');
}

/** Every payment of `user`, newest first. */
export function paymentsOf(store: Store, user: UserRecord): UserPayment[] {
  const out: UserPayment[] = [];
  const linkedDeposits = new Set<number>();
  const gatewayPaidOrders = new Set<number>();
  for (const p of valuesWhere(store.payments, (x) => x.userId === user.userId, { index: 'userId', value: user.userId })) {
    if (p.paymentNo === undefined || p.paidAt === undefined) continue;
    if (p.transactionId !== undefined) linkedDeposits.add(p.transactionId);
    const order = p.kind === 'order' ? store.orders.get(p.factorId) : undefined;
    if (order) gatewayPaidOrders.add(order.factorId);
    const refunded = p.state === 'refunded' && p.refund !== undefined;
    out.push({
      paymentId: `G${p.paymentNo}`,
      kind: p.kind,
      method: 'gateway',
      status: refunded ? 'refunded' : 'succeeded',
      statusText: refunded ? TEXT.refunded : TEXT.succeeded,
      amount: p.amount,
      currency: 'IRR',
      factorId: p.kind === 'order' ? p.factorId : null,
      officialFactorId: p.kind === 'order' ? p.officialFactorId : null,
      description: p.kind === 'order' ? TEXT.order(order?.title ?? p.officialFactorId) : TEXT.topup,
      paidAt: isoInstant(p.paidAt),
      bank: p.bank ?? bankRecord(p.id),
      refund: refunded && p.refund ? { amount: p.refund.amount, to: p.refund.to, at: isoInstant(p.refund.at) } : null,
    });
  }
  const walletPaidOrders = new Set<number>();
  for (const tx of store.transactions.get(user.userId) ?? []) {
    const order = tx.factorId !== null ? store.orders.get(tx.factorId) : undefined;
    const base = {
      paymentId: `W${tx.id}`,
      status: 'succeeded' as const,
      statusText: TEXT.succeeded,
      amount: Math.abs(tx.amount),
      currency: 'IRR' as const,
      factorId: order ? order.factorId : null,
      officialFactorId: order ? order.officialFactorId : null,
      description: tx.description,
      paidAt: tx.createdAt,
      refund: null,
    };
    if (tx.type === 'purchase' && tx.amount < 0) {
      if (order) walletPaidOrders.add(order.factorId);
      out.push({ ...base, kind: 'order', method: isAgency(user) ? 'credit' : 'wallet', bank: null });
    } else if (tx.type === 'refund' && tx.amount > 0) {
      out.push({ ...base, kind: 'refund', method: 'wallet', bank: null });
    } else if (tx.type === 'deposit' && tx.amount > 0 && !linkedDeposits.has(tx.id)) {
      // A top-up the supplier recorded before any intent: it came through the gateway too.
      out.push({ ...base, kind: 'topup', method: 'gateway', bank: bankRecord(`${user.userId}|${tx.id}`) });
    }
  }
  for (const o of valuesWhere(store.orders, (x) => x.userId === user.userId, { index: 'userId', value: user.userId })) {
    if (o.checkout || !PAID_STATUSES.has(o.status)) continue;
    if (gatewayPaidOrders.has(o.factorId) || walletPaidOrders.has(o.factorId) || !(o.totalPrice > 0)) continue;
    out.push({
      paymentId: `S${o.factorId}`,
      kind: 'order',
      method: 'gateway',
      status: 'succeeded',
      statusText: TEXT.succeeded,
      amount: o.totalPrice,
      currency: 'IRR',
      factorId: o.factorId,
      officialFactorId: o.officialFactorId,
      description: TEXT.order(o.title),
      paidAt: o.createdAt,
      bank: bankRecord(`${user.userId}|order|${o.factorId}`),
      refund: null,
    });
  }
  return out.sort((a, b) => (a.paidAt === b.paidAt ? (a.paymentId < b.paymentId ? 1 : -1) : a.paidAt < b.paidAt ? 1 : -1));
}

/** How `order` (the caller's) was priced and paid, with its payment lines. */
export function orderBreakdown(store: Store, user: UserRecord, order: OrderRecord): OrderPaymentBreakdown {
  const co = order.checkout;
  const payments = paymentsOf(store, user).filter((p) => p.factorId === order.factorId);
  const sum = (list: UserPayment[]) => list.reduce((n, p) => n + p.amount, 0);
  const paidByGateway = sum(payments.filter((p) => p.kind === 'order' && p.method === 'gateway' && p.status === 'succeeded'));
  const paidFromWallet = sum(payments.filter((p) => p.kind === 'order' && p.method === 'wallet'));
  const paidFromCredit = sum(payments.filter((p) => p.kind === 'order' && p.method === 'credit'));
  const refunded =
    sum(payments.filter((p) => p.kind === 'refund')) + sum(payments.filter((p) => p.status === 'refunded' && p.refund?.to === 'card'));
  const payable = co ? co.payable : order.totalPrice;
  return {
    factorId: order.factorId,
    officialFactorId: order.officialFactorId,
    grossPrice: co ? co.grossPrice : order.totalPrice,
    roleDiscount: co ? co.roleDiscount : 0,
    couponCode: co ? co.couponCode : null,
    couponDiscount: co ? co.couponDiscount : 0,
    payable,
    paidByGateway,
    paidFromWallet,
    paidFromCredit,
    refunded,
    remaining: order.status === 'pending' ? Math.max(0, payable - paidByGateway - paidFromWallet - paidFromCredit) : 0,
    payments,
  };
}
