/**
 * The checkout's order calls shared by every product (spec 001 §7: BasketBook, usecredit, coupons, checkorder).
 * A product's own basket parts are the product's (src/products/<id>/server). Money is integer rial.
 */
import * as v from 'valibot';
import { Amount, Envelope, IsoDateTime, NonNegativeInt, OrderDocumentRef, OrderPart, OrderProduct } from './common';

/** The legs of a trip an issued ticket may be for (outbound, return). */
export const VEHICLE_LEGS = ['outbound', 'return'] as const;
export type VehicleLeg = (typeof VEHICLE_LEGS)[number];

/** POST /api2/Basket/BasketBook: a pending order from the basket's items, re-checked now. Idempotent per key. */
export const BasketBookRequest = v.object({
  basketId: v.number(),
  /** One key per order attempt: the same key answers the same order (a double click, a reload). */
  idempotencyKey: v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{8,100}$/)),
  /** BUYFOROTHER: the customer the order is for. */
  customerId: v.optional(v.nullable(v.pipe(v.string(), v.maxLength(64)))),
});

/** An order as the checkout sees it (BasketBook, coupon, usecredit and checkorder all answer this). */
export const CheckoutOrder = v.object({
  factorId: v.number(),
  officialFactorId: v.string(),
  product: OrderProduct,
  status: v.picklist(['pending', 'paid', 'issued', 'cancelled', 'failed', 'refund_requested', 'refunded']),
  statusText: v.string(),
  /** The items' price now, before discounts. */
  grossPrice: Amount,
  /** The price the traveller saw when choosing (the provision's); differs from grossPrice when it changed since. */
  previousPrice: Amount,
  priceChanged: v.boolean(),
  roleDiscount: Amount,
  couponCode: v.nullable(v.string()),
  couponDiscount: Amount,
  /** gross − discounts: what the order costs. */
  payable: Amount,
  creditPaid: Amount,
  /** payable − creditPaid: what the gateway must still take. */
  remaining: Amount,
  paid: v.boolean(),
  trackingCode: v.nullable(v.string()),
  /** BUYFOROTHER: the buyer's customer the order is for. */
  customerId: v.optional(v.nullable(v.string()), null),
  /** The documents the paid order holds, one per product part that issued one (absent: none yet). */
  documents: v.optional(v.array(OrderDocumentRef)),
  /** The parts other products joined to the order that their product cancels on its own (absent: none). */
  parts: v.optional(v.array(OrderPart)),
  /** The basket the order was booked from (one basket, one order); absent from a supplier that does not say. */
  basketId: v.optional(v.nullable(v.number()), null),
  /**
   * Issued documents: a flight's tickets (one per passenger and leg), then other products' per-traveller documents
   * (an insurance contract), whose `kind` says so (absent: a ticket), so a result page can tell them apart.
   */
  tickets: v.array(
    v.object({
      number: v.string(),
      passengerIndex: NonNegativeInt,
      leg: v.optional(v.picklist(VEHICLE_LEGS)),
      name: v.string(),
      kind: v.optional(v.picklist(['ticket', 'contract'])),
    }),
  ),
  expireAt: IsoDateTime,
});
export const CheckoutOrderResponse = Envelope(CheckoutOrder);
export type CheckoutOrder = v.InferOutput<typeof CheckoutOrder>;

/** POST /api/v3/payment/usecredit: pay part or all of a pending order from the wallet/agency credit. */
export const UseCreditRequest = v.object({
  factorId: v.number(),
  amount: v.pipe(v.number(), v.integer(), v.minValue(1)),
  idempotencyKey: v.pipe(v.string(), v.regex(/^[A-Za-z0-9_:-]{8,120}$/)),
});

/** GET /api2/Coupons/CalcCouponPriceForOrder/{factorId}/{code}: the coupon applied to the order (answers the order). */
export const COUPON_CODE = /^[A-Za-z0-9-]{3,32}$/;

export type BasketBookRequest = v.InferOutput<typeof BasketBookRequest>;
export type UseCreditRequest = v.InferOutput<typeof UseCreditRequest>;
