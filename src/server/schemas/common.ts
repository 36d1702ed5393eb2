/**
 * Shared building blocks of the upstream API schemas.
 *
 * Conventions (documented in src/server/sandbox/ENDPOINTS.md):
 * - `/api2/*`, `/reports/*`, `/api/v1/*`, `/api/v2/payment/*`, `/api/v3/*` answer with the envelope
 *   `{ succeed, message, data }`.
 * - `/auth/*`, `/api/v2/user/validate`, `/api/hotel/core/v1/*`, `/banners` and `/sandbox/*` answer bare objects.
 * - Every error, on every path, is `ErrorBody` (`succeed: false`, a Persian `message`, a stable `code`).
 */
import * as v from 'valibot';

/** A calendar date, Gregorian, `YYYY-MM-DD`. */
export const IsoDate = v.pipe(v.string(), v.regex(/^\d{4}-\d{2}-\d{2}$/, 'expected YYYY-MM-DD'));
/** An instant, ISO 8601 in UTC, e.g. `2026-11-21T08:15:00.000Z`. */
export const IsoDateTime = v.pipe(v.string(), v.isoTimestamp());
/** Amounts are integers in the unit of `currency` (rial for IRR). */
export const Amount = v.pipe(v.number(), v.integer());
export const PositiveInt = v.pipe(v.number(), v.integer(), v.minValue(1));
export const NonNegativeInt = v.pipe(v.number(), v.integer(), v.minValue(0));

/** Currency codes of the product's display map (spec 001 §3). */
export const CURRENCY_CODES = ['IRR', 'USD', 'GBP', 'EUR', 'AED', 'OMR', 'BHD', 'SAR', 'RUB', 'IQD', 'YTL', 'TOMAN'] as const;
export const CurrencyCode = v.picklist(CURRENCY_CODES);

/** Stable machine-readable error codes used by the sandbox. */
export const ERROR_CODES = [
  'provider_code_missing',
  'unauthorized',
  'token_expired',
  'forbidden',
  'login_required',
  'not_found',
  'validation',
  'invalid_credentials',
  'already_registered',
  'not_registered',
  'invalid_code',
  'invalid_token',
  'invalid_refresh_token',
  'refresh_token_reused',
  'search_expired',
  'search_cancelled',
  'sold_out',
  // The service starts too soon to be sold (a flight whose check-in has closed).
  'sale_closed',
  'provision_expired',
  'coupon_invalid',
  'coupon_expired',
  'insufficient_credit',
  'not_payable',
  'customer_invalid',
  'basket_version_conflict',
  'basket_closed',
  'order_expired',
  'already_refunded',
  'not_cancellable',
  'already_exists',
  // The account has had its one try of the campaign's wheel.
  'campaign_already_played',
  // A payment link (Basket/GetByExternalId): past its time, or its basket already paid.
  'link_expired',
  'basket_paid',
  'ticket_not_issued',
  // A traveller's detail the booking cannot take (a passport scan it was never given): the travellers' to fix.
  'traveller_invalid',
  // The order's service was cancelled (its refund may still be pending): its documents are void.
  'order_cancelled',
  'payload_too_large',
  'rate_limited',
  'upstream_error',
  'sandbox_hang_timeout',
  'internal',
] as const;
export const ErrorCode = v.picklist(ERROR_CODES);

export const ErrorBody = v.object({
  succeed: v.literal(false),
  message: v.string(),
  code: v.string(),
  data: v.optional(v.unknown()),
});

/** `{ succeed, message, data }`, the envelope of the `/api2` family. */
export function Envelope<const T extends v.GenericSchema>(data: T) {
  return v.object({ succeed: v.boolean(), message: v.nullable(v.string()), data });
}

/** A page of items. `page` is 1-based. */
export function Page<const T extends v.GenericSchema>(item: T) {
  return v.object({
    items: v.array(item),
    totalCount: NonNegativeInt,
    page: PositiveInt,
    pageSize: PositiveInt,
  });
}

/** An acknowledgement without data. */
export const Ack = Envelope(v.null());

export type ErrorBody = v.InferOutput<typeof ErrorBody>;
export type ErrorCode = v.InferOutput<typeof ErrorCode>;
export type CurrencyCode = v.InferOutput<typeof CurrencyCode>;
export type Ack = v.InferOutput<typeof Ack>;

/**
 * The product an order is of, as the supplier names it (`hotel`, `flight`, `tour`, `insurance`, …). Not a fixed list:
 * the supplier may sell products the site does not (yet), and their orders must still show in the dashboard. What the
 * site knows of a product (its label, its ticket) comes from the one registry of products (src/products/registry*.ts).
 */
export const OrderProduct = v.pipe(v.string(), v.regex(/^[a-z][A-Za-z]{1,31}$/));

/**
 * A part of an order that another product leads (a CIP service taken with a flight), which its own product may
 * cancel on its own: its product, its title, the day its service starts and whether it is still issued.
 */
export const OrderPart = v.object({
  product: OrderProduct,
  title: v.string(),
  fromDate: IsoDate,
  status: v.picklist(['issued', 'cancelled']),
});

/**
 * One document an issued order holds (issue 48): one per product part of the order that issued one (a flight's
 * tickets, a CIP voucher and an insurance contract added at review are three). `id` is the part's product (its
 * order product name), the download's name: `/api/tickets/{factorId}-{id}.pdf`.
 */
export const OrderDocumentRef = v.object({
  id: OrderProduct,
  kind: v.picklist(['ticket', 'voucher', 'contract']),
  title: v.pipe(v.string(), v.maxLength(120)),
  /** This part was cancelled on its own (TicketDocument.cancelled); the order's other parts are unchanged. */
  cancelled: v.optional(v.boolean()),
});
export type OrderDocumentRef = v.InferOutput<typeof OrderDocumentRef>;

/**
 * What every polled search answer says of its rounds (spec 001 §7: the search in rounds): spread into a product's
 * search info schema, so the rounds read the same for every product.
 */
export const SearchRoundsEntries = {
  /** Rounds completed so far (0 before the first round). */
  round: NonNegativeInt,
  roundsTotal: NonNegativeInt,
  /** Items available so far (cumulative, whatever `since` was). */
  totalCount: NonNegativeInt,
  /** Items there will be when the search finishes. */
  expectedTotal: NonNegativeInt,
  /** Number of items in this response. */
  returnedCount: NonNegativeInt,
  elapsedMs: v.number(),
  /** Milliseconds until the next round: poll then. Null when finished. */
  nextRoundInMs: v.nullable(v.number()),
  expireAt: IsoDateTime,
};
