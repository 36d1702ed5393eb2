/**
 * Refunds (spec 001 §7: GET /api2/Refunds/GetFactorInfo/{id}?userid=, POST /api2/Refunds/RequestRefund, and the
 * dashboard's list). One module for every refund shape: the quote, the request and the refund record. Hotel orders
 * get a whole-order quote; flight orders also get, per leg, the cancellation table and the row that applies now, and
 * per passenger the penalty and the refund (money rules: src/products/flight/model/refund-penalty.ts). Amounts are rial integers.
 */
import * as v from 'valibot';
import { Amount, Envelope, IsoDateTime, NonNegativeInt, Page } from './common';
import { FlightCancellationRule } from '@/products/flight/server/schemas';

/** Where the money goes: the wallet (at once) or the buyer's bank card (the bank's transfer). */
export const REFUND_DESTINATIONS = ['wallet', 'card'] as const;
export const RefundDestination = v.picklist(REFUND_DESTINATIONS, 'مقصد بازگشت وجه معتبر نیست');

const Leg = v.picklist(['outbound', 'return']);
const PassengerType = v.picklist(['adult', 'child', 'infant']);

/** One leg of a flight order: its table and where it stands now. */
export const RefundLegRules = v.object({
  leg: Leg,
  flight: v.string(),
  departureTime: v.string(),
  /** Hours left until departure (negative once departed). */
  hoursBefore: v.number(),
  isRefundable: v.boolean(),
  rules: v.array(FlightCancellationRule),
  /** Index in `rules` of the row that applies now; null when not refundable. */
  currentRow: v.nullable(NonNegativeInt),
  penaltyPercent: v.nullable(v.number()),
});

export const RefundPassengerQuote = v.object({
  passengerIndex: NonNegativeInt,
  name: v.string(),
  type: PassengerType,
  /** Already refunded by an earlier request. */
  refunded: v.boolean(),
  refundable: v.boolean(),
  price: Amount,
  penalty: Amount,
  refundAmount: Amount,
});

/** One part of an order refunded as one (a bundle's flights and its stay): each by its own rules, refunded together. */
export const RefundPartQuote = v.object({
  title: v.string(),
  /** The rule that applies now, in Persian (the fare table's row, the package's cancellation rule). */
  rule: v.string(),
  /** What was paid for this part (its share of the order's payment). */
  price: Amount,
  penalty: Amount,
  refundAmount: Amount,
});

export const RefundInfo = v.object({
  factorId: v.number(),
  officialFactorId: v.string(),
  refundable: v.boolean(),
  /** Persian reason when not refundable. */
  reason: v.nullable(v.string()),
  totalPrice: Amount,
  /** For what can still be refunded (every passenger not yet refunded). */
  penalty: Amount,
  refundAmount: Amount,
  currency: v.literal('IRR'),
  /** Flight orders: the per-leg tables, the per-passenger quote, and where the money may go. */
  legs: v.optional(v.array(RefundLegRules)),
  passengers: v.optional(v.array(RefundPassengerQuote)),
  destinations: v.optional(v.array(RefundDestination)),
  /** Orders refunded whole but quoted part by part (a bundle): each part's rule and sums; they add up to the order's. */
  parts: v.optional(v.array(RefundPartQuote)),
  /** Of refundAmount, what returns to the wallet whatever the destination (paid from credit: creditReturn). */
  creditReturn: v.optional(Amount),
});
export const RefundInfoResponse = Envelope(RefundInfo);

export const RefundRequest = v.object({
  factorId: v.pipe(v.number(), v.integer()),
  reason: v.optional(v.nullable(v.pipe(v.string(), v.maxLength(500)))),
  /** Flight orders: the passengers (indexes of the booking's passengers) to refund; all remaining when absent. */
  passengers: v.optional(v.pipe(v.array(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(20))), v.minLength(1), v.maxLength(20))),
  /** Default: the wallet. */
  destination: v.optional(RefundDestination),
});

export const REFUND_STATUSES = ['requested', 'approved', 'rejected', 'paid'] as const;
export const Refund = v.object({
  refundId: v.number(),
  factorId: v.number(),
  officialFactorId: v.string(),
  status: v.picklist(REFUND_STATUSES),
  statusText: v.string(),
  refundAmount: Amount,
  penalty: Amount,
  createdAt: IsoDateTime,
  destination: v.optional(RefundDestination),
  /** Flight orders: the passengers this refund covers. */
  passengers: v.optional(v.array(NonNegativeInt)),
  /** Of refundAmount, what went back to the wallet because the order was paid from credit (creditReturn). */
  creditReturned: v.optional(Amount),
});
export const RefundResponse = Envelope(Refund);
export const RefundListResponse = Envelope(Page(Refund));

export type RefundInfo = v.InferOutput<typeof RefundInfo>;
export type RefundLegRules = v.InferOutput<typeof RefundLegRules>;
export type RefundPassengerQuote = v.InferOutput<typeof RefundPassengerQuote>;
export type RefundPartQuote = v.InferOutput<typeof RefundPartQuote>;
export type RefundRequest = v.InferOutput<typeof RefundRequest>;
export type RefundDestination = v.InferOutput<typeof RefundDestination>;
export type Refund = v.InferOutput<typeof Refund>;
