/**
 * The checkout's calls shared by every product (spec 001 §7 basket and payment helpers): booking the basket, a
 * coupon, paying from credit, the order's state, a wallet top-up. A product's own calls before the basket (a
 * re-check, a provision) are the product's (src/products/<id>/server).
 * Calls that carry an idempotency key are safe to retry (the supplier answers the same order again).
 */
import { PaymentTokenResponse } from '../schemas/payment';
import { CheckoutOrderResponse } from '../schemas/provision';
import type { UpstreamClient } from './request';

export const checkoutApi = (client: UpstreamClient) => ({
  /** A pending order from the basket, re-checked now; the same key answers the same order. */
  /** `customerId`: undefined leaves the order's customer as it is, null clears it (BUYFOROTHER). */
  book: async (basketId: number, idempotencyKey: string, customerId?: string | null) =>
    (
      await client.call({
        method: 'POST',
        path: '/api2/Basket/BasketBook',
        body: { basketId, idempotencyKey, ...(customerId === undefined ? {} : { customerId }) },
        schema: CheckoutOrderResponse,
        idempotent: true,
        client: 'guestReserve',
      })
    ).data,
  coupon: async (factorId: number, code: string) =>
    (
      await client.call({
        method: 'GET',
        path: `/api2/Coupons/CalcCouponPriceForOrder/${factorId}/${encodeURIComponent(code)}`,
        schema: CheckoutOrderResponse,
      })
    ).data,
  /** Pays `amount` rial of the order from the credit; the same key never takes twice. */
  payFromCredit: async (factorId: number, amount: number, idempotencyKey: string) =>
    (
      await client.call({
        method: 'POST',
        path: '/api/v3/payment/usecredit',
        body: { factorId, amount, idempotencyKey },
        schema: CheckoutOrderResponse,
        idempotent: true,
      })
    ).data,
  order: async (factorId: number) =>
    (await client.call({ method: 'GET', path: `/api/v3/Management/Payment/checkorder/${factorId}`, schema: CheckoutOrderResponse })).data,
  /**
   * A gateway page that adds `amount` rial to the wallet, back to `callbackUrl` (our own origin, built by the server;
   * the browser never names it). `payerRef`: as `bookingApi.paymentToken`'s.
   */
  topup: async (amount: number, callbackUrl: string, payerRef: string | null = null) =>
    (
      await client.call({
        method: 'POST',
        path: '/api/v3/payment/topup',
        body: { amount, callback_url: callbackUrl, ...(payerRef ? { payer_ref: payerRef } : {}) },
        schema: PaymentTokenResponse,
      })
    ).data,
});

export type CheckoutApi = ReturnType<typeof checkoutApi>;
