/**
 * Guest-reserve validation and payment calls of the booking path (spec 001 §7 "Basket", payment). Orders are made
 * by the one checkout's BasketBook (checkout.ts), never by a product's own pre-reserve call.
 */
import { ValidatePhoneNumberResponse } from '../schemas/basket';
import { FactorStatusResponse, PaymentIntentResponse, PaymentTokenResponse } from '../schemas/payment';
import type { UpstreamClient } from './request';

export const bookingApi = (client: UpstreamClient) => ({
  /** Guest checkout: the basket validated with a phone (and e-mail) gives a guest-reserve session. 120 s timeout. */
  validatePhone: (basketId: number, phoneNumber: string, email: string | null) =>
    client
      .call({
        method: 'PUT',
        path: '/api2/Basket/ValidatePhoneNumber',
        body: { basketId, phoneNumber, email, ValidationType: 'hotel' },
        schema: ValidatePhoneNumberResponse,
        client: 'guestReserve',
      })
      .then((r) => r.data),
  /**
   * A payment page for the order; the supplier sends the traveller back to `callbackUrl` (always our own origin, built
   * by the server). `payerRef` (the embedded sandbox only) names the asking session: the gateway page answers only it.
   */
  paymentToken: (factorId: number, callbackUrl: string, payerRef: string | null = null) =>
    client
      .call({
        method: 'GET',
        path: `/api/v2/payment/token/payment?factor_id=${factorId}&callback_url=${encodeURIComponent(callbackUrl)}&lang=fa${
          payerRef ? `&payer_ref=${encodeURIComponent(payerRef)}` : ''
        }`,
        schema: PaymentTokenResponse,
      })
      .then((r) => r.data),
  /** What became of one of the caller's own payments (the `payment` of a gateway callback); 404 for anyone else's. */
  paymentIntent: (token: string) =>
    client
      .call({ method: 'GET', path: `/api/v3/payment/intent/${encodeURIComponent(token)}`, schema: PaymentIntentResponse })
      .then((r) => r.data),
  factorStatus: (factorId: number) =>
    client
      .call({ method: 'GET', path: `/api/v3/Management/Payment/CheckHotelFactorStatus/${factorId}`, schema: FactorStatusResponse })
      .then((r) => r.data),
});
