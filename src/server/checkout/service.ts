/**
 * The checkout: one flow for every product's basket, the product supplying only what differs (`CheckoutProduct`).
 * Hotels are the first product. The steps:
 * 1. review: the traveller's input is checked with the same rules the browser shows inline (the edge never trusts
 *    the browser), and the session's basket must hold the product's item, or the traveller searches again;
 * 2. a guest books by validating the basket with the contact phone: the upstream answers with a guest-reserve
 *    session that owns the basket and the order (the traveller still counts as not logged in);
 * 3. price re-check: the pre-reserve holds the item at its current price; when that differs from the price the
 *    traveller saw, nothing is charged until the traveller accepts it (`price-changed`, then `payAccepted`);
 * 4. pay by gateway: a payment page whose callback is always our own result page, never a URL from the browser;
 * 5. result: the order's status, always read from the supplier.
 * Upstream failures are thrown (`UpstreamError`) for the caller's one error mapping.
 */
import type { FieldErrors } from '@/lib/passengers';
import type { BasketDoc } from '../basket/model';
import { BasketService } from '../basket/service';
import { bookingApi } from '../upstream/booking';
import type { UpstreamClient } from '../upstream/request';

/** What the checkout needs of the traveller's session. */
export interface CheckoutSession {
  readonly isLoggedIn: boolean;
  readonly basketId: number | null;
  /** Makes the guest-reserve session (the answer of the phone validation) the session's own. */
  adoptGuestReserve(tokens: { accessToken: string; refreshToken: string; expireAt: string }, name: string): void;
}

/** The product's item in the basket, as the checkout sees it. */
export interface CheckoutItem {
  /** The item's key in the basket document. */
  key: string;
  /** The supplier's number of what is reserved (a hotel package number). */
  reserveNumber: string;
  /** The price the traveller saw, rial. */
  shownPrice: number;
  /** The pre-reserve result stored on the item by an earlier checkout, or null. */
  provision: unknown;
}

/** What a product supplies to the checkout. `Input` is its traveller form (passengers and contact). */
export interface CheckoutProduct<Input> {
  /** The page the payment gateway sends the traveller back to, on our own origin. */
  resultPath: string;
  /** The traveller's input checked and normalised, or the errors by field. */
  check(input: Input): { ok: true; value: Input } | { ok: false; errors: FieldErrors };
  /** The product's item in the basket; undefined when there is none. */
  item(doc: BasketDoc): CheckoutItem | undefined;
  /** The reservation's leader's name, the passengers and the contact, as the supplier takes them. */
  traveller(input: Input): { leaderName: string; passengers: unknown[]; contact: { mobile: string; email: string | null } };
  /** The basket after the pre-reserve: passengers and contact written, the pre-reserve kept on the item. */
  record(doc: BasketDoc, item: CheckoutItem, input: Input, provision: unknown): BasketDoc;
}

/** Where the checkout stands after a step; the route turns it into its answer. */
export type CheckoutStep =
  | { step: 'invalid'; errors: FieldErrors }
  | { step: 'no-basket' }
  | { step: 'not-yours' }
  | { step: 'price-changed'; factorId: number; oldPrice: number; newPrice: number; currency: string }
  | { step: 'pay'; paymentUrl: string; factorId: number; amount: number };

export class CheckoutService<Input> {
  private readonly booking;
  private readonly baskets;
  constructor(
    private readonly product: CheckoutProduct<Input>,
    client: UpstreamClient,
    private readonly session: CheckoutSession,
    /** Our own origin, for the payment callback. */
    private readonly origin: string,
  ) {
    this.booking = bookingApi(client);
    this.baskets = new BasketService(client);
  }

  /** Review, (guest) phone validation, pre-reserve with the price re-check, then payment unless the price changed. */
  async start(raw: Input): Promise<CheckoutStep> {
    const checked = this.product.check(raw);
    if (!checked.ok) return { step: 'invalid', errors: checked.errors };
    const input = checked.value;
    const current = await this.current();
    if (!current) return { step: 'no-basket' };
    const { basketId, item } = current;
    const traveller = this.product.traveller(input);
    if (!this.session.isLoggedIn) {
      const tokens = await this.booking.validatePhone(basketId, traveller.contact.mobile, traveller.contact.email);
      this.session.adoptGuestReserve(tokens, traveller.leaderName);
    }
    const reserve = await this.booking.preReserve({
      basketId,
      packageNumber: item.reserveNumber,
      expectedPrice: item.shownPrice,
      passengers: traveller.passengers,
      contact: traveller.contact,
    });
    await this.baskets.update(basketId, (doc) => this.product.record(doc, item, input, reserve));
    if (reserve.priceChanged) {
      return {
        step: 'price-changed',
        factorId: reserve.factorId,
        oldPrice: reserve.previousPrice ?? item.shownPrice,
        newPrice: reserve.totalPrice,
        currency: reserve.currency,
      };
    }
    return this.pay(reserve.factorId);
  }

  /** After the traveller accepted a changed price: only the order of this session's basket can be paid. */
  async payAccepted(factorId: number): Promise<CheckoutStep> {
    const current = await this.current();
    if (!current) return { step: 'no-basket' };
    const provision = current.item.provision as { factorId?: unknown } | null;
    if (provision?.factorId !== factorId) return { step: 'not-yours' };
    return this.pay(factorId);
  }

  /** The order's status, for the result page. */
  status(factorId: number) {
    return this.booking.factorStatus(factorId);
  }

  private async pay(factorId: number): Promise<CheckoutStep> {
    const pay = await this.booking.paymentToken(factorId, `${this.origin}${this.product.resultPath}`);
    return { step: 'pay', paymentUrl: pay.paymentUrl, factorId, amount: pay.amount };
  }

  private async current(): Promise<{ basketId: number; item: CheckoutItem } | null> {
    const state = await this.baskets.load(this.session.basketId);
    const item = state ? this.product.item(state.doc) : undefined;
    return state && item ? { basketId: state.basketId, item } : null;
  }
}
