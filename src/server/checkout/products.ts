/**
 * The one checkout is driven by the basket's type infos: each product is a definition (CheckoutProductDefinition)
 * that says which of the basket's items are its own, how the review shows them, how its travellers are asked and
 * written, what the supplier's booking refusals mean for it, where its result page is and where "search again"
 * goes. The engine names no product: the list of definitions is handed to it by the caller (the composition root,
 * src/products/registry.server.ts `CHECKOUT_PRODUCTS`), and a product plugs in through its server definition's `checkout`.
 */
import type { TravellerDocument } from '@/lib/travellers';
import type { ComponentType } from 'react';
import type * as v from 'valibot';
import type { BasketDoc } from '../basket/model';
import type { CheckoutOrder } from '../schemas/provision';
import { UpstreamError, type UpstreamClient } from '../upstream/request';

/** A product's id: the `:product` of its checkout routes and the `{type}` of its result page. */
export type CheckoutProductName = string;

/** One fact of a review line (ReviewLine.facts). */
export type ReviewFact =
  | string
  /** `label`: Persian text before the code (an airline's name). */
  | { code: string; label?: string }
  | { route: readonly [from: string, to: string] };

/** One line of the review: an item of the basket with its travellers and price (rial). */
export interface ReviewLine {
  key: string;
  product: CheckoutProductName;
  title: string;
  /**
   * Facts shown under the title (route, times, numbers; dates and rooms). Text has its digits shown Persian; a
   * `code` (a flight number, an airport code) stays Latin and left-to-right; a `route` reads right to left, its
   * arrow pointing at the destination, each end a Latin code.
   */
  facts: ReviewFact[];
  travellers: string[];
  /** The price now (the provision's), rial; an item priced with another (a return leg) is 0. */
  price: number;
  /** When the item's hold ends (ISO), or null. */
  expireAt: string | null;
  /**
   * What else leaves the basket with this line (its group, src/server/basket/slots.ts: a round trip's other leg),
   * said in the review's «remove» confirm step; absent when the line goes alone. The product words it: the engine
   * knows groups, not what they are.
   */
  removeNote?: string;
}

/** What a supplier's refusal to book (or re-check) an item means for the traveller; null: not a refusal we answer. */
/** `sale-closed`: the service starts too soon to be sold (its supplier's cut-off before the start has passed). */
export type BookingFailure = 'sold-out' | 'sale-closed' | 'expired' | 'not-found' | null;

/** The result of a form's own rules: the clean value, or Persian errors by field. */
export type Checked<T> = { ok: true; value: T } | { ok: false; errors: Record<string, string> };

/**
 * A product's travellers step (`POST /api/checkout/:product/travellers`): the body as the browser sends it, the
 * form's own rules run again (a crafted request gets the form's field errors), and where the travellers go in the
 * basket. `Input` is the product's own clean form value.
 */
export interface TravellersStep<Input = unknown> {
  /** The body's shape (valibot); a body that is not this is a 400 before the basket is read. */
  body: v.GenericSchema;
  /**
   * The form's rules for `body` (the schema's output) in the context of the basket (null: the session has none).
   * Answers null when the basket holds none of the product's items (nothing to give travellers for).
   */
  validate(body: unknown, doc: BasketDoc | null): Checked<Input> | null;
  /** The basket with the travellers written in. */
  write(doc: BasketDoc, input: Input): BasketDoc;
  /**
   * Where the form's identity documents are (field path, national code or passport, value): the one travellers route
   * refuses the same document twice in one order (src/lib/travellers.ts) for every product that says.
   */
  documents?(input: Input): TravellerDocument[];
  /** The contact a guest's basket is validated with (phone), and the leader's name for the guest-reserve session. */
  guest(input: Input): { mobile: string; email: string; leaderName: string };
  /** After the travellers are saved, for a logged-in traveller only (a convenience: must not throw). */
  afterSave?(client: UpstreamClient, input: Input): Promise<void>;
  /** Former paths of this step, still answered exactly like the one route. */
  aliases?: readonly string[];
}

/**
 * A trip the basket's items make (a flight's destination and days), in neutral terms: another product offers what
 * goes with it at the review (an insurance for the same country and days) without reading the first one's items.
 */
export interface BasketTrip {
  /** ISO 3166 alpha-2 of where the trip goes (`TR`), and the city there (English and Persian names). */
  countryCode: string;
  cityEnglishName: string;
  cityName: string;
  /** The first day away and the day back (null: one way). */
  startDate: string;
  endDate: string | null;
  /** Whether it leaves the country. */
  international: boolean;
  /** How many travel, and the birth dates of those already named (in order; empty before the travellers step). */
  travellers: { adults: number; child: number; infant: number; birthDates: string[]; people?: TripTraveller[] };
  /** The legs that make it, in order (an airport service at either end is sold for them), when it is flown. */
  legs?: TripLeg[];
}

/** One leg of a trip: its number, the airports at each end (IATA) and the local day and time it leaves and lands. */
export interface TripLeg {
  /** As printed on the ticket (`IR 721`). */
  number: string;
  from: string;
  to: string;
  /** Local at the origin, ISO date and `HH:MM`. */
  departDate: string;
  departTime: string;
  /** Local at the destination. */
  arriveDate: string;
  arriveTime: string;
}

/** A named traveller's passport facts, for another product's travellers form to start from (not to be typed twice). */
export interface TripTraveller {
  fnameEn: string;
  lnameEn: string;
  gender: 'MALE' | 'FEMALE';
  isIranian: boolean;
  nationalCode: string;
  /** ISO 3166 alpha-2; Iranians are `IR`. */
  nationality: string;
  passportNumber: string;
  passportExpiry: string;
  birthDate: string;
}

/** What a product offers at the review for the basket's trip: a short title and text and where to take it. */
export interface ReviewOffer {
  product: CheckoutProductName;
  title: string;
  text: string;
  /** Our own page that starts it (a results page for the trip); what is chosen there joins the same basket. */
  href: string;
  action: string;
  /** Further choices of the same offer (a service at the trip's other end), each its own link. */
  also?: { href: string; action: string }[];
}

/** The review's offers: each product's, for the trips the others' items make. */
export function reviewOffers(products: CheckoutProducts, doc: BasketDoc): ReviewOffer[] {
  const trips = products.flatMap((p) => p.trips?.(doc) ?? []);
  if (trips.length === 0) return [];
  return products.flatMap((p) => {
    const offer = p.offer?.(trips, doc);
    return offer ? [offer] : [];
  });
}

/** An issued order as the dashboard lists it: what a product's «can cancel» looks at. */
export interface CancellableOrder {
  factorId: number;
  product: string;
  status: string;
  /** The first day the order covers (ISO date): a trip's start. */
  fromDate: string;
}

/** What came back from a cancelled order (rial) and where: the wallet at once, or the payer's card by the bank. */
export interface CancelOutcome {
  refundAmount: number;
  fee: number;
  refundedTo: 'wallet' | 'card';
}

/**
 * A product's own cancellation of a whole issued order from the dashboard (an insurance contract before its cover
 * starts): the engine shows a «cancel» button with a confirm step on the product's orders and calls `cancel` from one
 * route (POST /api/account/orders/:factorId/cancel); the money goes back by the supplier's rules, once.
 */
export interface OrderCancel {
  /** Null when the order may be cancelled on `today` (Tehran's ISO date), else the Persian reason it may not. */
  refusal(order: CancellableOrder, today: string): string | null;
  /**
   * The supplier's cancellation; its refusals (already cancelled, started) come back as its Persian message. With
   * `part`, only the product's part of an order another product leads (the rest of the order stays valid).
   */
  cancel(client: UpstreamClient, factorId: number, part?: boolean): Promise<CancelOutcome>;
  /** Whether its part of an order another product leads (the order's `parts`) is cancelled on its own too. */
  parts?: boolean;
}

/** The cancellation a product offers for an order of its own, if it offers one. */
export function orderCancel(products: CheckoutProducts, orderProduct: string): OrderCancel | undefined {
  return products.find((p) => p.product === orderProduct)?.cancel;
}

/** An order's part as the dashboard lists it (Order.parts). */
export interface OrderPartRow {
  product: string;
  title: string;
  fromDate: string;
  status: 'issued' | 'cancelled';
}

/**
 * The order's parts whose product cancels them on its own, each with its cancellation and the order row its refusal
 * reads (the part's own first day; `cancelled` once it was): the dashboard's per-part «cancel» and its route.
 */
export function partCancels(
  products: CheckoutProducts,
  order: { factorId: number; product: string; status: string; parts?: readonly OrderPartRow[] | undefined },
): { part: OrderPartRow; cancel: OrderCancel; row: CancellableOrder }[] {
  return (order.parts ?? []).flatMap((part) => {
    const cancel = part.product === order.product ? undefined : orderCancel(products, part.product);
    if (!cancel?.parts) return [];
    const status = order.status === 'issued' && part.status === 'cancelled' ? 'cancelled' : order.status;
    return [{ part, cancel, row: { factorId: order.factorId, product: part.product, status, fromDate: part.fromDate } }];
  });
}

export interface CheckoutProductDefinition {
  product: CheckoutProductName;
  /** The product's items in the basket, as review lines. */
  lines(doc: BasketDoc): ReviewLine[];
  /** The result page the gateway sends the traveller back to (our own origin). */
  resultPath: string;
  /** Whether BasketBook takes the counter/agent discount off this product's price (false: the price carries it). */
  roleDiscountAtBooking: boolean;
  /** Where the traveller searches again (an expired or sold-out item); without a basket, the product's search. */
  searchPath(doc: BasketDoc | null): string;
  /** The page where the traveller still has to give this product's travellers, or null when they are all given. */
  travellersPath(doc: BasketDoc): string | null;
  /** The travellers step of the one travellers route. */
  travellers: TravellersStep;
  /** What the supplier's refusal to book this product's items means (BasketBook's 4xx). */
  failure(err: unknown): BookingFailure;
  /** The product's Persian words for an item sold out at booking; the checkout's own without. */
  soldOutMessage?: string;
  /** Who sells the product's items (shown to counter and agent users on the review), if the product says. */
  providers?(doc: BasketDoc): string[];
  /**
   * The document a paid order of this product prints (ticket, voucher, contract): its title. The generic result page
   * then links it (view and PDF) once the order is paid; a product with its own order result links it there.
   */
  document?: { title: string };
  /** The product's own order result (the result page's body), loaded when the page needs it; else the generic page. */
  orderResult?: () => Promise<ComponentType<{ order: CheckoutOrder }>>;
  /** Cancelling an issued order of this product from the dashboard, when the product allows it. */
  cancel?: OrderCancel;
  /** The trips its items in the basket make (for other products' offers). */
  trips?(doc: BasketDoc): BasketTrip[];
  /** What it offers at the review for the basket's trips (null: nothing, e.g. already in the basket). */
  offer?(trips: readonly BasketTrip[], doc: BasketDoc): ReviewOffer | null;
}

/** A product's travellers step, typed on its own form value, as the engine takes it. */
export function travellersStep<Input>(step: TravellersStep<Input>): TravellersStep {
  return step as unknown as TravellersStep;
}

/** The supplier's usual answers to a refused booking: 409 sold out, 410 expired, 404/400 gone. */
export function supplierBookingFailure(err: unknown): BookingFailure {
  if (!(err instanceof UpstreamError) || err.kind !== 'http') return null;
  if (err.status === 409) return err.code === 'sale_closed' ? 'sale-closed' : 'sold-out';
  if (err.status === 410) return 'expired';
  // A traveller's detail the supplier cannot take (a passport scan it never got): the service is not gone; the
  // supplier's own Persian message goes to the review as the app's refusal (400).
  if (err.code === 'traveller_invalid') return null;
  if (err.status === 404 || err.status === 400) return 'not-found';
  return null;
}

export type CheckoutProducts = readonly CheckoutProductDefinition[];

/** The product of that id, if it is one of the list. */
export function checkoutProduct(products: CheckoutProducts, name: string): CheckoutProductDefinition | undefined {
  return products.find((p) => p.product === name);
}

/** The review lines of every product in the basket. */
export function reviewLines(products: CheckoutProducts, doc: BasketDoc): ReviewLine[] {
  return products.flatMap((p) => p.lines(doc));
}

/** The part of the review's total the counter/agent discount is taken off (the products that take it at booking). */
export function roleDiscountBase(products: CheckoutProducts, lines: readonly ReviewLine[]): number {
  const taking = new Set(products.filter((p) => p.roleDiscountAtBooking).map((p) => p.product));
  return lines.reduce((n, l) => n + (taking.has(l.product) ? l.price : 0), 0);
}

/** Where the traveller still has to give travellers before the review, or null when every item has them. */
export function missingTravellers(products: CheckoutProducts, doc: BasketDoc): string | null {
  for (const p of products) {
    const path = p.travellersPath(doc);
    if (path) return path;
  }
  return null;
}

/** The product a basket order is booked as (its result page): the first product of the list with items. */
export function bookedProduct(products: CheckoutProducts, doc: BasketDoc): CheckoutProductDefinition | undefined {
  return products.find((p) => p.lines(doc).length > 0);
}

/** Where "search again" goes for this basket: its booked product's search, or the home page. */
export function searchAgainPath(products: CheckoutProducts, doc: BasketDoc | null): string {
  const product = doc ? bookedProduct(products, doc) : undefined;
  return product ? product.searchPath(doc) : '/';
}
