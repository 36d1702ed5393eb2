/**
 * The sandbox's mutable state: users, baskets, orders, wallet transactions, cashback, refunds, used refresh tokens,
 * leads and fault counters. It lives in module memory, one store per seed.
 *
 * NOTE: Workers isolates do not share memory. In-process inside the worker, each isolate has its own store, so a
 * basket or order created in one isolate is unknown to another, and refresh-token reuse is detected per isolate.
 * Deployed, the sandbox runs inside one Durable Object instead (durable.ts: SANDBOX binding), which snapshots this
 * store to its storage: every field, generically, so keep every value plain JSON data (Maps, Sets, arrays, plain
 * objects; no class instances or functions). There, baskets, orders and payments stay in storage and are read back
 * when reached (`STORED_INDEXES` below). Everything that must survive across isolates without it (sessions,
 * searches, packages) is carried by signed tokens, and seeded accounts are recreated identically.
 */
import type { CashbackItem, Order, Refund, Transaction } from '../schemas/account';
import type { CampaignWinner } from '../schemas/campaign';
import type { AgentRequest, Customer, SavedPassengerRecord } from '../schemas/agency';
import type { Basket } from '../schemas/basket';
import { CASHBACK_PERCENT, REFERENCE_DATE, SEED_ACCOUNTS, seedOrders, type SeedAccount, type SeedOrder } from './data/accounts';
import type { SandboxContext } from './context';
import { seedFlightOrders } from './data/flight-orders';
import { addDays, tehranToday } from './time';
import type { IndexOf } from './stored-map';
import { sha256Hex } from './tokens';
import { anyWhere, valuesWhere } from './tracked-map';

/** A user as the store keeps it: a seed account's fields, with the password only as its hash. */
export interface UserRecord extends Omit<SeedAccount, 'password' | 'orders'> {
  passwordHash: string;
}

/** A ticket of an issued order: one per passenger and leg (contracts §2). */
export interface TicketRecord {
  number: string;
  passengerIndex: number;
  leg?: 'outbound' | 'return';
}

/**
 * A per-traveller document another slot issues with the order (an insurance contract, booking/issuers.ts): its number,
 * the traveller (an index across the slot's items) and name, and once cancelled, when and what went back. Kept apart
 * from the tickets, which the flight's e-ticket prints one coupon each.
 */
export interface DocumentRecord {
  number: string;
  passengerIndex: number;
  name: string;
  /** When the order was issued (set by issue.ts). */
  issuedAt?: string;
  cancelled?: { at: string; fee: number; refund: number };
}

/** What was bought: the basket as it was at booking time (parsed BasketData), the tickets and documents once issued. */
export interface BookingRecord {
  basket: unknown;
  tickets: TicketRecord[];
  documents?: DocumentRecord[];
  /** A flight booking's airline reference (six letters and digits), written at issue. */
  pnr?: string;
  /** The suppliers' confirmation numbers by basket slot (a hotel's), written at issue. */
  confirmations?: Record<string, string>;
}

/** The checkout's money of an order made from a basket (routes/checkout.ts); integer rial. */
export interface OrderCheckout {
  grossPrice: number;
  previousPrice: number;
  roleDiscount: number;
  couponCode: string | null;
  couponDiscount: number;
  payable: number;
  creditPaid: number;
  expireAt: number;
  /**
   * The latest the quote's hold may be stretched to so that a bank page is covered (routes/payment.ts): the first
   * hold's end plus one link's lifetime, fixed at the first link, so a pending order cannot be held for ever by
   * asking for links; a re-checked quote starts without it.
   */
  holdLimit?: number;
}

export interface OrderRecord extends Order {
  userId: string;
  booking?: BookingRecord;
  checkout?: OrderCheckout;
  /**
   * When the supplier cancelled the service itself (service-cancel.ts: an attraction's tickets, a CIP service), even
   * while the money is still on its way to the card (`refund_requested`): its places are free again and its voucher
   * is no longer valid.
   */
  serviceCancelledAt?: string;
  /**
   * The parts of the order another product joined (a CIP service taken with a flight) that were cancelled on their
   * own (service-cancel.ts), by basket slot: when. The rest of the order stays valid; the part's document is void.
   */
  cancelledParts?: Record<string, string>;
  /** BUYFOROTHER: the customer (one of the buyer's own, CreateCustomer) the order was bought for. */
  customerId?: string;
  /** The basket the order was booked from (BasketBook): one basket, one order (routes/checkout.ts `basketClosedBy`). */
  basketId?: number;
}

/** A CreateAgent application (agency partner registration), waiting for the back office. */
export interface AgentRequestRecord extends AgentRequest {
  nationalId: string;
  licenseNumber: string;
  managerFirstName: string;
  managerLastName: string;
  mobile: string;
  phone: string;
  city: string;
  address: string;
  email: string | null;
}

/**
 * A payment the supplier owns (routes/payment.ts): the gateway token is its unguessable id and names nothing else.
 * The amount, the order, its coupon and the payer are read from here at callback, never from the token or the URL.
 * `open` → `paid` | `cancelled` («انصراف») | `void` (the order's amount changed, or it was paid otherwise);
 * money taken on a link that is no longer open is given back at once: `refunded`.
 */
export interface PaymentIntent {
  id: string;
  kind: 'order' | 'topup';
  factorId: number;
  officialFactorId: string;
  /** rial, > 0 */
  amount: number;
  /** The order's coupon when the link was made (an order's only). */
  couponCode: string | null;
  userId: string;
  /** Where the gateway sends the traveller back: chosen by the site's server, never by the browser. */
  callback: string;
  /** The site's opaque name of the session that asked for it; the gateway page answers only that session. */
  payerRef: string | null;
  expireAt: number;
  state: 'open' | 'paid' | 'cancelled' | 'void' | 'refunded';
  /** Why the link was voided (coupon, credit, paid), for the log. */
  voidReason?: string;
  /** A refund of money taken on a link that was no longer open: where it went. */
  refund?: { amount: number; to: 'wallet' | 'card'; at: number };
  trackingCode?: string;
  /** Set when money was taken on the link (routes/sandbox.ts `settle`): the payment's number, time and bank record. */
  paymentNo?: number;
  paidAt?: number;
  bank?: { name: string; referenceNumber: string; cardMask: string };
  /** A top-up's deposit in the wallet ledger (so the payments list names it once). */
  transactionId?: number;
}

/** An agency's request for one of the supplier's extra services, with the values its form took (normalised). */
export interface ServiceRequestStored {
  trackingNumber: string;
  userId: string;
  serviceId: number;
  title: string;
  values: Record<string, string>;
  createdAt: string;
  answerBy: string;
}

/**
 * A payment link (routes/basket.ts): counter staff or an agent sends a customer `…/pay/{externalId}` to pay a basket
 * they built. The external id is 128 random bits; the link ends at `expireAt`, or once its basket is paid.
 */
export interface PaymentLinkRecord {
  externalId: string;
  basketId: number;
  /** The basket's owner, who sent the link. */
  userId: string;
  mobile: string;
  createdAt: number;
  expireAt: number;
}

/** One text message the supplier sent: to whom, why (its subject, e.g. a flight change id) and what it said. */
export interface SmsRecord {
  at: number;
  to: string;
  subject: string;
  text: string;
}

export interface Store {
  users: Map<string, UserRecord>;
  /** username and mobile → userId */
  logins: Map<string, string>;
  baskets: Map<number, Basket>;
  orders: Map<number, OrderRecord>;
  /** userId → transactions, oldest first */
  transactions: Map<string, Transaction[]>;
  cashback: Map<string, CashbackItem[]>;
  /**
   * Cashback of orders issued here (issue.ts), not yet settled: the cashback item's id → the last day of the order's
   * service. cashback.ts approves it (to the wallet) once that day has passed by the sandbox clock; seeded items are
   * not in it (they are dated by REFERENCE_DATE and settled as seeded).
   */
  cashbackDue: Map<number, string>;
  refunds: Map<string, Refund[]>;
  /** BUYFOROTHER userId → the customers it buys for (CreateCustomer), oldest first. */
  customers: Map<string, Customer[]>;
  /** Agency partner applications (CreateAgent), oldest first. */
  agentRequests: AgentRequestRecord[];
  /** userId → saved passengers (the passengers step's «save this passenger»), oldest first. */
  savedPassengers: Map<string, SavedPassengerRecord[]>;
  /** jti of used single-use tokens (refresh, SMS code) → the token's expiry (ms) */
  usedTokens: Map<string, number>;
  /**
   * Refresh-token families revoked (logout, reuse) → until when (ms) a token of the family could still be valid: the
   * revocation time plus the refresh tokens' lifetime. Past it the entry is swept (no token of it is alive). A Set in
   * snapshots saved before the bound: read through `isFamilyRevoked` / `revokeFamily`, which convert it.
   */
  revokedFamilies: Map<string, number>;
  events: { id: string; at: number; body: unknown }[];
  analytics: { at: number; body: unknown }[];
  /** `eventId|userId` → the account's one try of the campaign wheel (routes/campaign.ts). */
  campaignWinners: Map<string, CampaignWinner & { userId: string }>;
  /** `eventId|userId` → the account's answers to the event's questions. */
  campaignAnswers: Map<string, { questionId: number; itemId: number }[]>;
  /** Text messages the supplier sent (flight change alerts), oldest first; the last `logKeep` are kept. */
  sms: SmsRecord[];
  /** Payment links by external id (routes/basket.ts); swept a day after they expire. */
  paymentLinks: Map<string, PaymentLinkRecord>;
  /** Passport scans uploaded (FileUploads/Upload): what they were and whose, not their bytes; the last 1000. */
  uploads: Map<string, { fileId: string; userId: string; fileName: string; contentType: string; size: number; uploadedAt: string }>;
  faultCounters: Map<string, number>;
  /** Ids of flight searches ended by a cancel call (per isolate). */
  cancelledSearches: Set<string>;
  /** Idempotency keys of checkout calls (`book|user|key`, `credit|user|key`) → the factorId they answered. */
  idempotency: Map<string, number>;
  /** Payment intents by id (routes/payment.ts). */
  payments: Map<string, PaymentIntent>;
  /** Agencies' requests for the supplier's extra services (routes/agent-services.ts), oldest first; the last 1000. */
  serviceRequests: ServiceRequestStored[];
  seq: number;
}

/**
 * The kinds of service an order booked: the keys of its booked basket items' `typeInfos` that hold any. A stock check
 * looks up the orders of its own kind by it (`valuesWhere(…, { index: 'kinds', value })`).
 */
export function bookedKinds(order: OrderRecord): string[] {
  const basket = order.booking?.basket;
  if (!Array.isArray(basket)) return [];
  const kinds = new Set<string>();
  for (const item of basket) {
    const infos = (item as { typeInfos?: unknown } | null)?.typeInfos;
    if (!infos || typeof infos !== 'object') continue;
    for (const [kind, list] of Object.entries(infos)) if (Array.isArray(list) && list.length > 0) kinds.add(kind);
  }
  return [...kinds];
}

/**
 * The store's fields that grow with what travellers do (a round of the soak adds 400 baskets, 200 orders and 400
 * payment intents, kept for days by RETENTION). Inside the sandbox's Durable Object they live in its storage, not in
 * memory (stored-map.ts), and are found through these indexes: each names what a route looks records up by
 * (`valuesWhere(map, match, { index, value })`). A lookup by anything else reads every record back. `due` files a
 * record under the hour from which retention may drop it, so the sweep reads back only the hours gone by.
 */
export const STORED_INDEXES: {
  baskets: Record<string, IndexOf<Basket>>;
  orders: Record<string, IndexOf<OrderRecord>>;
  payments: Record<string, IndexOf<PaymentIntent>>;
} = {
  baskets: { userId: (b) => b.userId, due: (b) => dueHour(basketDue(b)) },
  orders: {
    userId: (o) => o.userId,
    basketId: (o) => o.basketId,
    officialFactorId: (o) => o.officialFactorId,
    documents: (o) => o.booking?.documents?.map((d) => d.number),
    kinds: bookedKinds,
    holdsCredit: (o) => holdsCredit(o) || undefined,
    due: (o) => dueHour(orderDue(o)),
  },
  // An order's links (a top-up's factorId is its own number, not an order's).
  payments: { userId: (p) => p.userId, factorId: (p) => (p.kind === 'order' ? p.factorId : undefined), due: (p) => dueHour(intentDue(p)) },
};

export function passwordHash(userId: string, password: string): Promise<string> {
  return sha256Hex(`sandbox-pw|${userId}|${password}`);
}

export const ORDER_STATUS_TEXT: Record<Order['status'], string> = {
  pending: 'در انتظار پرداخت',
  paid: 'پرداخت شده',
  issued: 'صادر شده',
  cancelled: 'لغو شده',
  failed: 'ناموفق',
  refund_requested: 'درخواست استرداد ثبت شده',
  refunded: 'استرداد شده',
};
export const CASHBACK_STATUS_TEXT: Record<CashbackItem['status'], string> = {
  pending: 'در انتظار تأیید',
  approved: 'واریز شده به کیف پول',
  rejected: 'لغو شده',
};
export const REFUND_STATUS_TEXT: Record<Refund['status'], string> = {
  requested: 'در حال بررسی',
  approved: 'تأیید شده',
  rejected: 'رد شده',
  paid: 'پرداخت شده',
};

function orderFromSeed(userId: string, mobile: string | null, o: SeedOrder): OrderRecord {
  return {
    ...o,
    userId,
    statusText: ORDER_STATUS_TEXT[o.status],
    currency: 'IRR',
    refundable: o.status === 'issued' && o.product === 'hotel' && o.fromDate > REFERENCE_DATE,
    packageNumber: null,
    mobile,
  };
}

function seedLedger(store: Store, userId: string, balance: number, orders: OrderRecord[]): void {
  const rows: Omit<Transaction, 'id' | 'balanceAfter'>[] = [];
  const cashback: CashbackItem[] = [];
  const refunds: Refund[] = [];
  for (const o of orders) {
    if (o.product === 'hotel') {
      const amount = Math.floor((o.totalPrice * CASHBACK_PERCENT) / 100);
      // Cashback is approved once the stay is over: a stay still ahead (or not yet ended) is pending, so no seeded
      // transaction is dated in the future (issue 48).
      const ended = o.toDate < REFERENCE_DATE;
      const status: CashbackItem['status'] =
        o.status === 'issued' ? (ended ? 'approved' : 'pending') : o.status === 'pending' ? 'pending' : 'rejected';
      cashback.push({
        id: o.factorId * 10 + 1,
        factorId: o.factorId,
        officialFactorId: o.officialFactorId,
        title: o.title,
        purchaseAmount: o.totalPrice,
        amount,
        status,
        statusText: CASHBACK_STATUS_TEXT[status],
        createdAt: o.createdAt,
      });
      if (status === 'approved')
        rows.push({
          type: 'cashback',
          amount,
          description: `بازگشت وجه (کش‌بک) سفارش ${o.officialFactorId}`,
          createdAt: `${o.toDate}T08:00:00.000Z`,
          factorId: o.factorId,
        });
    }
    if (o.status === 'refunded') {
      const penalty = Math.round(o.totalPrice * 0.1);
      refunds.push({
        refundId: o.factorId * 10 + 2,
        factorId: o.factorId,
        officialFactorId: o.officialFactorId,
        status: 'paid',
        statusText: REFUND_STATUS_TEXT.paid,
        refundAmount: o.totalPrice - penalty,
        penalty,
        createdAt: o.createdAt,
      });
      rows.push({
        type: 'refund',
        amount: o.totalPrice - penalty,
        description: `استرداد وجه سفارش ${o.officialFactorId}`,
        createdAt: `${addDays(o.createdAt.slice(0, 10), 2)}T09:30:00.000Z`,
        factorId: o.factorId,
      });
    }
  }
  const flight = orders.find((o) => o.product === 'flight' && o.status === 'issued');
  if (flight)
    rows.push({
      type: 'purchase',
      amount: -flight.totalPrice,
      description: `خرید از کیف پول: ${flight.title}`,
      createdAt: flight.createdAt,
      factorId: flight.factorId,
    });
  rows.sort((a, b) => (a.createdAt < b.createdAt ? -1 : 1));
  const sum = rows.reduce((n, r) => n + r.amount, 0);
  const first = rows[0]?.createdAt ?? `${REFERENCE_DATE}T07:00:00.000Z`;
  const firstDay = first.slice(0, 10);
  if (balance - sum > 0)
    rows.unshift({
      type: 'deposit',
      amount: balance - sum,
      description: 'افزایش اعتبار کیف پول',
      createdAt: `${addDays(firstDay, -1)}T07:00:00.000Z`,
      factorId: null,
    });
  if (balance - sum < 0)
    rows.push({
      type: 'withdraw',
      amount: balance - sum,
      description: 'برداشت از کیف پول به حساب بانکی',
      createdAt: `${REFERENCE_DATE}T06:00:00.000Z`,
      factorId: null,
    });
  let running = 0;
  store.transactions.set(
    userId,
    rows.map((r, i) => {
      running += r.amount;
      return { ...r, id: Math.abs(hashId(userId)) * 100 + i, balanceAfter: running };
    }),
  );
  store.cashback.set(userId, cashback);
  store.refunds.set(userId, refunds);
}

function hashId(text: string): number {
  let h = 0;
  for (let i = 0; i < text.length; i++) h = (Math.imul(h, 31) + text.charCodeAt(i)) | 0;
  return h % 100_000 || 1;
}

/** The traveller account whose seeded flight orders carry a booking (tickets, vouchers and refunds work on them). */
export const FLIGHT_ORDERS_USER_ID = 'u-1001';

function flightOrdersOf(seed: number, today: string, account: SeedAccount, index: number): OrderRecord[] {
  if (account.userId !== FLIGHT_ORDERS_USER_ID) return [];
  return seedFlightOrders(seed, today, 500_000 + index * 100 + 50).map(({ booking, ...o }) => ({
    ...o,
    product: 'flight' as const,
    status: 'issued' as const,
    statusText: ORDER_STATUS_TEXT.issued,
    currency: 'IRR' as const,
    hotelId: null,
    refundable: booking.basket.some((b) => b.typeInfos.vehicles.some((veh) => veh.details.isRefundable)),
    packageNumber: null,
    mobile: account.mobile,
    userId: account.userId,
    booking,
  }));
}

async function createStore(seed: number, now: number): Promise<Store> {
  const store: Store = {
    users: new Map(),
    logins: new Map(),
    baskets: new Map(),
    orders: new Map(),
    transactions: new Map(),
    cashback: new Map(),
    cashbackDue: new Map(),
    refunds: new Map(),
    customers: new Map(),
    agentRequests: [],
    savedPassengers: new Map(),
    usedTokens: new Map(),
    revokedFamilies: new Map(),
    events: [],
    analytics: [],
    campaignWinners: new Map(),
    campaignAnswers: new Map(),
    sms: [],
    paymentLinks: new Map(),
    uploads: new Map(),
    faultCounters: new Map(),
    cancelledSearches: new Set(),
    idempotency: new Map(),
    payments: new Map(),
    serviceRequests: [],
    seq: 0,
  };
  let index = 0;
  for (const a of SEED_ACCOUNTS) {
    const user: UserRecord = {
      userId: a.userId,
      username: a.username,
      mobile: a.mobile,
      passwordHash: await passwordHash(a.userId, a.password),
      name: a.name,
      family: a.family,
      email: a.email,
      roles: [...a.roles],
      currency: a.currency,
      walletBalance: a.walletBalance,
      gender: a.gender,
      birthDate: a.birthDate,
      nationalCode: a.nationalCode,
    };
    addUser(store, user);
    const orders = seedOrders(seed, a, index).map((o) => orderFromSeed(a.userId, a.mobile, o));
    for (const o of orders) store.orders.set(o.factorId, o);
    seedLedger(store, a.userId, a.walletBalance, orders);
    // Issued flight orders with their booking, dated from the sandbox clock's day (their flights lie ahead);
    // paid through the gateway, so they leave the wallet's ledger as it was.
    for (const o of flightOrdersOf(seed, tehranToday(now), a, index)) store.orders.set(o.factorId, o);
    index++;
  }
  return store;
}

export function addUser(store: Store, user: UserRecord): void {
  store.users.set(user.userId, user);
  // Guest-reserve identities can't log in, and must not shadow the registered account of the same phone.
  if (user.roles.includes('GUEST_RESERVE')) return;
  store.logins.set(user.username.toLowerCase(), user.userId);
  if (user.mobile) store.logins.set(user.mobile, user.userId);
}

export function findUserByLogin(store: Store, login: string): UserRecord | undefined {
  const id = store.logins.get(login.trim().toLowerCase());
  return id ? store.users.get(id) : undefined;
}

/** Appends a wallet transaction and updates the balance. */
export function postTransaction(store: Store, user: UserRecord, tx: Omit<Transaction, 'id' | 'balanceAfter'>): Transaction {
  user.walletBalance += tx.amount;
  const list = store.transactions.get(user.userId) ?? [];
  const row: Transaction = { ...tx, id: 900_000_000 + ++store.seq, balanceAfter: user.walletBalance };
  list.push(row);
  store.transactions.set(user.userId, list);
  return row;
}

/** Remember a single-use token until it expires (expired entries are pruned as the map grows). */
export function markUsed(store: Store, jti: string, expiresAt: number, now: number): void {
  if (store.usedTokens.size > 10_000) for (const [k, exp] of store.usedTokens) if (exp <= now) store.usedTokens.delete(k);
  store.usedTokens.set(jti, expiresAt);
}

/** A snapshot saved before revocations had an expiry holds a Set: every family in it is kept as long as a token lives. */
function familyMap(store: Store, now: number, ttlMs: number): Map<string, number> {
  const held = store.revokedFamilies as Map<string, number> | Set<string>;
  if (held instanceof Set) store.revokedFamilies = new Map([...held].map((fam) => [fam, now + ttlMs]));
  return store.revokedFamilies;
}

/** Revokes a refresh-token family until every token it may have issued (`ttlMs` each) has expired. */
export function revokeFamily(store: Store, family: string, now: number, ttlMs: number): void {
  familyMap(store, now, ttlMs).set(family, now + ttlMs);
}

export function isFamilyRevoked(store: Store, family: string, now: number, ttlMs: number): boolean {
  const until = familyMap(store, now, ttlMs).get(family);
  return until !== undefined && until > now;
}

/**
 * Retention (issue 43 case 10): the store is kept in memory and, deployed, in the Durable Object's storage, so what
 * travellers make must not stay for ever. A basket goes 2 days after its last change; an order made here (ids from
 * `MADE_ORDER_MIN_ID`: BasketBook and AddPreReserve; the seeded ones are below and stay) goes 2 days after it was made
 * while unpaid, and a paid one a year after its stay or trip; idempotency keys and payment intents of orders that
 * went go with them; an intent no money was taken on goes 2 days after its link expired, a paid top-up's a year after
 * it was paid. Nothing is capped by count: a cap on intents once took paid ones off their users' payments lists. The
 * event and analytics logs keep their last `LOG_KEEP` entries. Also swept (issue 43, the soak's memory): revoked
 * refresh families once no token of theirs can be alive, guest-reserve identities (`gr-<mobile>`, one per phone typed
 * at a guest checkout) once no basket, order, payment or ledger names them, and the fault counters beyond the last
 * `faultCountersKeep`.
 */
export const RETENTION = {
  basketMs: 2 * 86_400_000,
  unpaidOrderMs: 2 * 86_400_000,
  paidOrderMs: 365 * 86_400_000,
  /** An intent no money was taken on is kept this long after its link expired (intentDue). */
  paymentMs: 2 * 86_400_000,
  logKeep: 1_000,
  cancelledSearchesKeep: 10_000,
  /**
   * Fault-knob counters (`count=`/`skip=`, development and tests only): the most recent this many keys. A script
   * counts a handful of keys at a time; one that is dropped only starts counting again.
   */
  faultCountersKeep: 1_000,
  /** How often a store is swept (on the first request after). */
  sweepEveryMs: 10 * 60_000,
} as const;
export const MADE_ORDER_MIN_ID = 1_000_000;

const UNPAID: ReadonlySet<Order['status']> = new Set(['pending', 'failed', 'cancelled']);
const HOUR_MS = 3_600_000;

/** When retention may drop a basket (ms): RETENTION.basketMs after its last change. */
function basketDue(basket: Basket): number {
  return Date.parse(basket.updatedAt) + RETENTION.basketMs;
}

/** A pending order that took credit from the wallet: it is given back before the order may go (orders.ts). */
export function holdsCredit(order: OrderRecord): boolean {
  return order.status === 'pending' && (order.checkout?.creditPaid ?? 0) > 0;
}

/** When retention may drop an order (ms), or undefined: never by time (a seeded one, or one with credit on it). */
function orderDue(order: OrderRecord): number | undefined {
  if (order.factorId < MADE_ORDER_MIN_ID) return undefined;
  // Never with credit still on it: that is given back first (orders.ts releaseAbandonedCredit).
  if (holdsCredit(order)) return undefined;
  const made = Date.parse(order.createdAt);
  const last = Math.max(made, Date.parse(`${order.toDate}T23:59:59Z`) || 0);
  return UNPAID.has(order.status) ? made + RETENTION.unpaidOrderMs : last + RETENTION.paidOrderMs;
}

/**
 * When retention may drop a payment intent (ms), or undefined: not by time. One no money was taken on goes
 * RETENTION.paymentMs after its link expired. One money was taken on (paid, or refunded at once) is in the user's
 * payments list (payments-ledger.ts): an order's goes with its order, a top-up's RETENTION.paidOrderMs after it was
 * paid.
 */
function intentDue(intent: PaymentIntent): number | undefined {
  if (intent.paymentNo === undefined) return intent.expireAt + RETENTION.paymentMs;
  return intent.kind === 'topup' ? (intent.paidAt ?? intent.expireAt) + RETENTION.paidOrderMs : undefined;
}

/** The hour a record is filed under in the `due` index (STORED_INDEXES): the sweep reads only the hours gone by. */
function dueHour(due: number | undefined): number | undefined {
  return due === undefined || Number.isNaN(due) ? undefined : Math.floor(due / HOUR_MS);
}

/**
 * Drops what is past its retention (see RETENTION). Baskets, orders and intents are found by the `due` index, not by
 * iterating: inside the object only the records of the hours gone by are read back (stored-map.ts), not the store.
 */
export function sweepStore(store: Store, now: number): SweepCounts {
  const before = { baskets: store.baskets.size, orders: store.orders.size, payments: store.payments.size, users: store.users.size };
  const dueNow = { index: 'due', among: (hour: unknown) => (hour as number) <= Math.floor(now / HOUR_MS) };
  const past = (due: number | undefined) => due !== undefined && now > due;
  for (const basket of valuesWhere(store.baskets, (b) => past(basketDue(b)), dueNow)) store.baskets.delete(basket.basketId);
  for (const order of valuesWhere(store.orders, (o) => past(orderDue(o)), dueNow)) store.orders.delete(order.factorId);
  for (const [key, factorId] of store.idempotency) if (!store.orders.has(factorId)) store.idempotency.delete(key);
  for (const intent of valuesWhere(store.payments, (p) => past(intentDue(p)), dueNow)) store.payments.delete(intent.id);
  // An order's intents go with it: looked up by the orders no longer in the store (a key check, nothing read back).
  const gone = { index: 'factorId', among: (factorId: unknown) => !store.orders.has(factorId as number) };
  const orphan = (p: PaymentIntent) => p.kind === 'order' && !store.orders.has(p.factorId);
  for (const intent of valuesWhere(store.payments, orphan, gone)) store.payments.delete(intent.id);
  if (store.events.length > RETENTION.logKeep) store.events.splice(0, store.events.length - RETENTION.logKeep);
  if (store.analytics.length > RETENTION.logKeep) store.analytics.splice(0, store.analytics.length - RETENTION.logKeep);
  if (store.sms.length > RETENTION.logKeep) store.sms.splice(0, store.sms.length - RETENTION.logKeep);
  // A snapshot saved before payment links existed has none.
  store.paymentLinks ??= new Map();
  for (const [id, link] of store.paymentLinks) if (now - link.expireAt > 86_400_000) store.paymentLinks.delete(id);
  const families = store.revokedFamilies as Map<string, number> | Set<string>;
  if (families instanceof Map) for (const [fam, until] of families) if (until <= now) families.delete(fam);
  sweepGuestReserveUsers(store);
  if (store.faultCounters.size > RETENTION.faultCountersKeep) {
    for (const key of store.faultCounters.keys()) {
      store.faultCounters.delete(key);
      if (store.faultCounters.size <= RETENTION.faultCountersKeep) break;
    }
  }
  if (store.cancelledSearches.size > RETENTION.cancelledSearchesKeep) {
    for (const id of store.cancelledSearches) {
      store.cancelledSearches.delete(id);
      if (store.cancelledSearches.size <= RETENTION.cancelledSearchesKeep) break;
    }
  }
  const dropped = (field: keyof typeof before) => ({ dropped: before[field] - store[field].size, kept: store[field].size });
  return { baskets: dropped('baskets'), orders: dropped('orders'), payments: dropped('payments'), users: dropped('users') };
}

/** What one sweep dropped and kept of each stored field (the sweep's log line: sweepIfDue). */
export type SweepCounts = Record<'baskets' | 'orders' | 'payments' | 'users', { dropped: number; kept: number }>;

/** The sweep's log line: `swept in <ms> ms: baskets -3 (kept 120), …`. */
export function sweepLine(counts: SweepCounts, ms: number): string {
  const fields = Object.entries(counts).map(([field, { dropped, kept }]) => `${field} -${dropped} (kept ${kept})`);
  return `swept in ${ms} ms: ${fields.join(', ')}`;
}

/**
 * A guest-reserve identity is made for each phone typed at a guest checkout (routes/basket.ts) and is only the owner
 * of that basket and its orders: once those have gone by retention, and no payment, wallet or saved data names it,
 * it goes too. A token still naming it rebuilds it from its claims (session.ts userFromClaims).
 */
function sweepGuestReserveUsers(store: Store): void {
  const named = new Set<string>();
  for (const map of [store.transactions, store.cashback, store.refunds, store.customers, store.savedPassengers])
    for (const id of map.keys()) named.add(id);
  const guests = valuesWhere(store.users, (user) => user.roles.includes('GUEST_RESERVE') && !named.has(user.userId));
  for (const { userId } of guests) {
    // Looked up by the `userId` index (STORED_INDEXES): only the guest's own records are read back, none kept.
    const by = { index: 'userId', value: userId };
    const owns = (record: { userId?: string | null }) => record.userId === userId;
    if (anyWhere(store.baskets, owns, by) || anyWhere(store.orders, owns, by) || anyWhere(store.payments, owns, by)) continue;
    store.users.delete(userId);
  }
}

const swept = new WeakMap<Store, number>();

/**
 * Sweeps the store of `ctx`'s seed when it was not swept in the last `sweepEveryMs` (or the clock went back), after
 * `settle` (what must happen before anything is dropped: orders.ts releaseAbandonedCredit).
 */
export async function sweepIfDue(ctx: SandboxContext, settle?: (store: Store, now: number) => void): Promise<void> {
  const store = await getStore(ctx);
  const now = ctx.clock();
  const last = swept.get(store);
  if (last !== undefined && now >= last && now - last < RETENTION.sweepEveryMs) return;
  swept.set(store, now);
  // Timed by the real clock (ctx.clock may be a test's): inside workerd it moves only across I/O, so a sweep that reads
  // nothing back shows 0 ms there, and the upstream call's own time in the worker's log is the sweep's whole cost.
  const started = Date.now();
  settle?.(store, now);
  const counts = sweepStore(store, now);
  ctx.log(sweepLine(counts, Date.now() - started));
}

const stores = new Map<number, Promise<Store>>();

export function getStore(ctx: SandboxContext): Promise<Store> {
  let store = stores.get(ctx.seed);
  if (!store) {
    store = createStore(ctx.seed, ctx.clock());
    stores.set(ctx.seed, store);
  }
  return store;
}

/**
 * The store of `ctx`'s seed with `restore` applied to it first (the sandbox's Durable Object loads its snapshot this
 * way, before any request reads the store): a freshly seeded store, so fields missing from an older snapshot keep
 * their seeded values.
 */
export function restoreStore(ctx: SandboxContext, restore: (store: Store) => void): Promise<Store> {
  const restored = createStore(ctx.seed, ctx.clock()).then((store) => {
    restore(store);
    return store;
  });
  stores.set(ctx.seed, restored);
  return restored;
}

/** Forget all state (tests). */
export function resetSandboxStores(): void {
  stores.clear();
}

/** The buyer's customer an order was bought for, by name (null: for the buyer). */
export function orderCustomer(store: Store, userId: string, customerId: string | undefined) {
  const found = customerId ? (store.customers.get(userId) ?? []).find((x) => x.customerId === customerId) : undefined;
  return found ? { customerId: found.customerId, name: `${found.firstName} ${found.lastName}` } : null;
}
