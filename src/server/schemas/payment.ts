/** Payment (spec 001 §7 "/api/v2/payment/token/payment", "/api/v3/payment/topup"). */
import * as v from 'valibot';
import { Amount, Envelope, IsoDateTime } from './common';

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

export type PaymentToken = v.InferOutput<typeof PaymentToken>;
export type PaymentCallbackQuery = v.InferOutput<typeof PaymentCallbackQuery>;
export type PaymentIntentState = v.InferOutput<typeof PaymentIntentResponse>['data'];
