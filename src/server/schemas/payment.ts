/** Payment (spec 001 §7 "/api/v2/payment/token/payment", "/api/v3/payment/topup"). */
import * as v from 'valibot';
import { Amount, Envelope, IsoDateTime, NonNegativeInt, Page } from './common';

/**
 * GET /api/v2/payment/token/payment?factor_id=&callback_url=&lang=fa answers this. `token` names the supplier's
 * payment intent (nothing else: the amount, the order and the payer stay on the supplier's side).
 * The browser goes to `paymentUrl`; the sandbox page then redirects (303) to
 * `callback_url` + `status=success|failed&factorId=&kind=order|topup&payment={token}`. The site reads the order and the
 * intent from the supplier; it never shows the query's words.
 */
export const PaymentToken = v.object({
  token: v.string(),
  paymentUrl: v.string(),
  amount: Amount,
  currency: v.literal('IRR'),
  factorId: v.number(),
  kind: v.picklist(['order', 'topup']),
  expireAt: IsoDateTime,
});
export const PaymentTokenResponse = Envelope(PaymentToken);

/** The supplier's top-up call (the site's server sends it; the browser sends only an amount). */
export const TopupRequest = v.object({
  amount: v.pipe(v.number(), v.integer(), v.minValue(10_000), v.maxValue(1_000_000_000)),
  callback_url: v.string(),
  /** The site's opaque name of the asking session: the gateway page then answers only it. */
  payer_ref: v.optional(v.string()),
});

/** The query the sandbox payment page appends to callback_url (which order or top-up; the state is the supplier's). */
export const PaymentCallbackQuery = v.object({
  status: v.picklist(['success', 'failed']),
  factorId: v.string(),
  kind: v.picklist(['order', 'topup']),
  payment: v.string(),
});

/** GET /api/v3/payment/intent/{token}: what became of the caller's own payment. */
export const PaymentIntentResponse = Envelope(
  v.object({
    kind: v.picklist(['order', 'topup']),
    factorId: v.number(),
    amount: Amount,
    state: v.picklist(['open', 'paid', 'cancelled', 'void', 'refunded']),
    /** Money taken on a link that was no longer open, given back at once. */
    refund: v.nullable(v.object({ amount: Amount, to: v.picklist(['wallet', 'card']) })),
    /** The link ran out of time before anything was paid on it (nothing taken). */
    expired: v.optional(v.boolean(), false),
  }),
);

export const FactorStatusResponse = Envelope(
  v.object({ factorId: v.number(), status: v.string(), statusText: v.string(), paid: v.boolean() }),
);

/**
 * The payment helpers (issue 49 point 9; spec 001 §7 "GET /api/v2/paymentjson/{id}; /api/v3/payment;
 * /api/v3/payment/{id}"): one line of the user's payments, as the supplier's PSP-backed ledger keeps it. Amounts are
 * positive rial; `kind` says what the money was for (an order, a wallet top-up, a refund back to the user) and
 * `method` how it moved (the bank gateway, the wallet, an agency's credit). A gateway line carries the bank's record.
 * `paymentId`: `G…` a gateway payment, `S…` a gateway payment the supplier recorded before this site (seeded), `W…` a
 * wallet or credit movement.
 */
export const UserPayment = v.object({
  paymentId: v.pipe(v.string(), v.regex(/^[GSW]\d{1,15}$/)),
  kind: v.picklist(['order', 'topup', 'refund']),
  method: v.picklist(['gateway', 'wallet', 'credit']),
  /** `refunded`: the gateway took the money and gave it back (the link was no longer valid). */
  status: v.picklist(['succeeded', 'refunded']),
  statusText: v.string(),
  amount: v.pipe(Amount, v.minValue(1)),
  currency: v.literal('IRR'),
  factorId: v.nullable(v.number()),
  officialFactorId: v.nullable(v.string()),
  description: v.string(),
  paidAt: IsoDateTime,
  bank: v.nullable(
    v.object({
      name: v.string(),
      /** The bank's reference (RRN), 12 digits. */
      referenceNumber: v.pipe(v.string(), v.regex(/^\d{12}$/)),
      /** The card's first six and last four digits. */
      cardMask: v.pipe(v.string(), v.regex(/^\d{6}\*{6}\d{4}$/)),
    }),
  ),
  refund: v.nullable(v.object({ amount: Amount, to: v.picklist(['wallet', 'card']), at: IsoDateTime })),
});
/** GET /api/v3/payment?page=&pageSize= → the caller's payments, newest first (logged-in users; a guest 403). */
export const UserPaymentsResponse = Envelope(Page(UserPayment));
/** GET /api/v3/payment/{paymentId} → one of the caller's payments, with its order's name; 404 for anyone else's. */
export const UserPaymentDetailResponse = Envelope(
  v.object({
    ...UserPayment.entries,
    order: v.nullable(v.object({ title: v.string(), product: v.string(), statusText: v.string() })),
  }),
);
/**
 * GET /api/v2/paymentjson/{factorId} → how one of the caller's orders was priced and paid: the price and its
 * discounts, what the gateway, the wallet and an agency's credit paid, what went back, what is left, and the lines.
 */
export const OrderPaymentBreakdown = v.object({
  factorId: v.number(),
  officialFactorId: v.string(),
  grossPrice: NonNegativeInt,
  roleDiscount: NonNegativeInt,
  couponCode: v.nullable(v.string()),
  couponDiscount: NonNegativeInt,
  payable: NonNegativeInt,
  paidByGateway: NonNegativeInt,
  paidFromWallet: NonNegativeInt,
  paidFromCredit: NonNegativeInt,
  refunded: NonNegativeInt,
  remaining: NonNegativeInt,
  payments: v.array(UserPayment),
});
export const OrderPaymentBreakdownResponse = Envelope(OrderPaymentBreakdown);

export type UserPayment = v.InferOutput<typeof UserPayment>;
export type OrderPaymentBreakdown = v.InferOutput<typeof OrderPaymentBreakdown>;
export type PaymentToken = v.InferOutput<typeof PaymentToken>;
export type PaymentCallbackQuery = v.InferOutput<typeof PaymentCallbackQuery>;
export type PaymentIntentState = v.InferOutput<typeof PaymentIntentResponse>['data'];
