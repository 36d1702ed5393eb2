/**
 * The one checkout of a basket, for every product (products.ts): review, then book with a final re-check of every
 * item, a coupon, the credit part and the gateway part.
 *
 * Idempotency: the order attempt's key is derived from the basket and its version (`bk-{basketId}-{version}`), so a
 * double click, a second tab or a reload of the review page ask the supplier for the SAME order, and the credit part
 * carries its own key derived from it: the supplier takes credit once and issues once whatever the browser repeats.
 * A changed basket (a new item, new travellers) is a new version and so a new attempt.
 *
 * The steps answer what the traveller must do next; the money is always the supplier's figure, the split is computed
 * with src/lib/payment-split.ts. Upstream failures other than the expected 4xx are thrown for the edge's error map.
 */
import { splitPayment, type CreditChoice } from '@/lib/payment-split';
import type { BasketState } from '../basket/service';
import { basketClosedBy, BasketService } from '../basket/service';
import { basketCustomer } from '../basket/customer';
import type { CheckoutOrder } from '../schemas/provision';
import { accountApi } from '../upstream/account';
import { checkoutApi } from '../upstream/checkout';
import { bookingApi } from '../upstream/booking';
import { UpstreamError, type UpstreamClient } from '../upstream/request';
import { bookedProduct, type CheckoutProductDefinition, type CheckoutProducts, missingTravellers, searchAgainPath } from './products';

export type PayStep =
  | { step: 'no-basket'; redirect: string }
  | { step: 'expired'; redirect: string }
  /** `message`: the product's own words for it (a tour's date, not a flight), else the checkout's. */
  | { step: 'sold-out'; redirect: string; message?: string }
  /** The service starts too soon to be sold any more (checked again at booking, before any charge). */
  | { step: 'sale-closed'; redirect: string }
  /** One basket, one order: the basket's order is paid (its result) or being paid from credit (its review). */
  | { step: 'closed'; paid: boolean; factorId: number; redirect: string }
  | { step: 'price-changed'; oldPrice: number; newPrice: number; order: CheckoutOrder }
  | { step: 'coupon-error'; code: string; message: string; order: CheckoutOrder }
  | { step: 'credit-error'; message: string; order: CheckoutOrder }
  | { step: 'customer-error'; message: string }
  | { step: 'quote'; order: CheckoutOrder; balance: number | null }
  | { step: 'pay'; paymentUrl: string; amount: number; order: CheckoutOrder }
  | { step: 'done'; resultUrl: string; order: CheckoutOrder };

export interface PayRequest {
  /** The gross price the traveller confirmed after a change, or null. */
  acceptedPrice: number | null;
  coupon: string | null;
  credit: CreditChoice;
  /** BUYFOROTHER: the buyer's customer the order is for (null: for the buyer); absent leaves the order's as it is. */
  customerId?: string | null;
}

export const attemptKey = (s: Pick<BasketState, 'basketId' | 'version'>) => `bk-${s.basketId}-${s.version}`;

export class BasketCheckout {
  private readonly api;
  constructor(
    private readonly client: UpstreamClient,
    private readonly basketId: number | null,
    /** Our own origin, for the payment callback. */
    private readonly origin: string,
    private readonly isLoggedIn: boolean,
    /** The products on the checkout, in order (handed by the composition root). */
    private readonly products: CheckoutProducts,
    /** The session's name for the supplier's payment intent (payer-ref.ts), or null (a real supplier's gateway). */
    private readonly payerRef: string | null = null,
  ) {
    this.api = checkoutApi(client);
  }

  /** The wallet/agency balance of a logged-in user (rial), null otherwise. */
  async balance(): Promise<number | null> {
    if (!this.isLoggedIn) return null;
    return (await accountApi(this.client).balance()).user_balance;
  }

  /** Books (or finds) the attempt's order, applies the coupon, and says what the traveller pays now. */
  async quote(req: Pick<PayRequest, 'coupon' | 'acceptedPrice'>): Promise<PayStep> {
    const booked = await this.book(req);
    if ('step' in booked) return booked;
    return { step: 'quote', order: booked.order, balance: await this.balance() };
  }

  /** Quote, then the credit part (never past the balance), then the gateway for the rest, or done. */
  async pay(req: PayRequest): Promise<PayStep> {
    const booked = await this.book(req);
    if ('step' in booked) return booked;
    let { order } = booked;
    const { product, key, doc } = booked;
    const resultUrl = `${product.resultPath}?factorId=${order.factorId}`;
    // The order's hold ran out between booking it and the credit or gateway call (the supplier answers 410
    // `order_expired`): the "expired" step, as for a basket that expired, not a generic error. Nothing was taken.
    const expired: PayStep = { step: 'expired', redirect: product.searchPath(doc) };
    if (order.paid || order.status !== 'pending') return { step: 'done', resultUrl, order };
    if (req.credit !== 'none' && order.creditPaid === 0 && this.isLoggedIn) {
      const balance = (await this.balance()) ?? 0;
      const split = splitPayment({ gross: order.remaining, rolePercent: 0, couponDiscount: 0, balance, credit: req.credit });
      if (split.credit > 0) {
        try {
          order = await this.api.payFromCredit(order.factorId, split.credit, `${key}-credit`);
        } catch (err) {
          if (isOrderExpired(err)) return expired;
          if (err instanceof UpstreamError && err.kind === 'http' && err.status === 400)
            return { step: 'credit-error', message: err.upstreamMessage ?? err.message, order };
          throw err;
        }
      }
    }
    if (order.paid || order.remaining === 0) return { step: 'done', resultUrl, order };
    let pay: Awaited<ReturnType<ReturnType<typeof bookingApi>['paymentToken']>>;
    try {
      pay = await bookingApi(this.client).paymentToken(order.factorId, `${this.origin}${product.resultPath}`, this.payerRef);
    } catch (err) {
      if (isOrderExpired(err)) return expired;
      throw err;
    }
    return { step: 'pay', paymentUrl: pay.paymentUrl, amount: pay.amount, order };
  }

  /** The order's state, for the result page (always the supplier's). */
  order(factorId: number) {
    return this.api.order(factorId);
  }

  private async book(
    req: Pick<PayRequest, 'coupon' | 'acceptedPrice' | 'customerId'>,
  ): Promise<PayStep | { order: CheckoutOrder; product: CheckoutProductDefinition; key: string; doc: BasketState['doc'] }> {
    const state = await new BasketService(this.client).load(this.basketId);
    // The session had a basket the supplier no longer gives it: the selection expired (search again), not "empty".
    if (!state && this.basketId !== null) return { step: 'expired', redirect: '/' };
    const product = state ? bookedProduct(this.products, state.doc) : undefined;
    if (!state || !product || missingTravellers(this.products, state.doc))
      return { step: 'no-basket', redirect: searchAgainPath(this.products, state?.doc ?? null) };
    const key = attemptKey(state);
    let order: CheckoutOrder;
    try {
      // BUYFOROTHER: the review's choice, else the customer the basket was bought for (kept in it, server side).
      const customerId = req.customerId !== undefined ? req.customerId : (basketCustomer(state.doc) ?? undefined);
      order = await this.api.book(state.basketId, key, customerId);
    } catch (err) {
      const closed = basketClosedBy(err);
      if (closed) return closedStep(this.products, closed, product);
      // BUYFOROTHER: a customer not the buyer's own, or a buyer who may not buy for others (checked before booking).
      if (err instanceof UpstreamError && err.kind === 'http' && (err.code === 'customer_invalid' || err.status === 403))
        return { step: 'customer-error', message: err.upstreamMessage ?? err.message };
      const failure = product.failure(err);
      if (failure === 'expired' || failure === 'not-found') return { step: 'expired', redirect: product.searchPath(state.doc) };
      if (failure === 'sold-out')
        return {
          step: 'sold-out',
          redirect: product.searchPath(state.doc),
          ...(product.soldOutMessage ? { message: product.soldOutMessage } : {}),
        };
      if (failure === 'sale-closed') return { step: 'sale-closed', redirect: product.searchPath(state.doc) };
      throw err;
    }
    if (order.status === 'pending' && order.priceChanged && req.acceptedPrice !== order.grossPrice) {
      return { step: 'price-changed', oldPrice: order.previousPrice, newPrice: order.grossPrice, order };
    }
    const code = req.coupon?.trim().toUpperCase() || null;
    if (code && order.status === 'pending' && order.couponCode !== code && order.creditPaid === 0) {
      try {
        order = await this.api.coupon(order.factorId, code);
      } catch (err) {
        if (err instanceof UpstreamError && err.kind === 'http' && err.status === 400)
          return { step: 'coupon-error', code: err.code ?? 'coupon_invalid', message: err.upstreamMessage ?? err.message, order };
        throw err;
      }
    }
    return { order, product, key, doc: state.doc };
  }
}

/** The supplier's answer for an order whose hold is over (its credit and gateway calls): 410 `order_expired`. */
function isOrderExpired(err: unknown): boolean {
  return err instanceof UpstreamError && err.kind === 'http' && err.status === 410 && err.code === 'order_expired';
}

/** Where a closed basket sends the traveller: the paid order's result, or the review that pays the rest of it. */
export function closedStep(
  products: CheckoutProducts,
  closed: { factorId: number; product: string; paid: boolean },
  fallback: CheckoutProductDefinition,
): Extract<PayStep, { step: 'closed' }> {
  const resultPath = (products.find((p) => p.product === closed.product) ?? fallback).resultPath;
  const redirect = closed.paid && closed.factorId > 0 ? `${resultPath}?factorId=${closed.factorId}` : '/checkout/review';
  return { step: 'closed', paid: closed.paid, factorId: closed.factorId, redirect };
}
