/** Payment (spec 001 §7 "/api/v2/payment/token/payment", "/api/v3/payment/topup"). */
import * as v from 'valibot';
import { Amount, Envelope, IsoDateTime } from './common';

/**
 * GET /api/v2/payment/token/payment?factor_id=&callback_url=&lang=fa answers this.
 * The browser goes to `paymentUrl`; the sandbox page then redirects (303) to
 * `callback_url` + `status=success|failed&factorId=&officialFactorId=&trackingCode=&kind=order|topup`.
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

export const TopupRequest = v.object({
  amount: v.pipe(v.number(), v.integer(), v.minValue(10_000), v.maxValue(1_000_000_000)),
  callback_url: v.string(),
});

/** The query the sandbox payment page appends to callback_url. */
export const PaymentCallbackQuery = v.object({
  status: v.picklist(['success', 'failed']),
  factorId: v.string(),
  officialFactorId: v.string(),
  trackingCode: v.string(),
  kind: v.picklist(['order', 'topup']),
});

export const FactorStatusResponse = Envelope(
  v.object({ factorId: v.number(), status: v.string(), statusText: v.string(), paid: v.boolean() }),
);

export type PaymentToken = v.InferOutput<typeof PaymentToken>;
export type PaymentCallbackQuery = v.InferOutput<typeof PaymentCallbackQuery>;
