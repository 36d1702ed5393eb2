/**
 * Tickets and vouchers (spec 000 §7 "Reports and tickets", spec 001 §7): the document of an issued order as
 * `GET /ticketapi/v1/crs_tickets/getticket/{id}` (a flight's e-ticket) and `getvoucher/{id}` (a hotel's voucher)
 * answer it, and what `GET /api/v1/tickets/pdf/{id}` prints (application/pdf). Shared by the client and the sandbox.
 * The header is common to every product; each coupon carries the sections its product wants printed, as final text
 * (Persian digits, Jalali dates), so any product's document prints through the one printer. Amounts are rial
 * integers and `issuedAt` is ISO (the printer shows toman and a Jalali date).
 */
import * as v from 'valibot';
import { Amount, Envelope, IsoDateTime, NonNegativeInt, OrderProduct } from './common';

export { OrderDocumentRef } from './common';

export const TICKET_PASSENGER_TYPES = ['adult', 'child', 'infant'] as const;

export const TicketPassenger = v.object({
  /** Persian full name, when the traveller gave one. */
  persianName: v.nullable(v.string()),
  /** Latin full name as in the passport («REZAEI/ALI» style is left to the printer), when given. */
  latinName: v.nullable(v.string()),
  type: v.nullable(v.picklist(TICKET_PASSENGER_TYPES)),
  gender: v.nullable(v.picklist(['MALE', 'FEMALE'])),
  /** National number (Iranians) or passport number; `documentKind` says which. */
  documentKind: v.nullable(v.picklist(['national', 'passport'])),
  documentNumber: v.nullable(v.string()),
  isLeader: v.boolean(),
});

/** One printed line: a label and its value, both as the page shows them (Persian digits, Jalali dates…). */
export const TicketField = v.object({ label: v.string(), value: v.string() });

/** A titled group of fields on a coupon's page (a passenger, a flight, a stay, a policy's cover…). */
export const TicketSection = v.object({ title: v.string(), fields: v.array(TicketField) });

/**
 * One printed coupon, one page: a passenger on a leg (a flight), the whole booking (a voucher), a policy (a contract).
 * The product that issues it says what the page prints (`sections`, in order, texts final): the printer and the
 * HTML page know no product, so a new product's document needs no change to them.
 */
export const TicketCoupon = v.object({
  number: v.string(),
  /** This coupon's own amount (rial), when it has one (a flight coupon's fare); printed above the order's total. */
  amount: v.nullable(Amount),
  /** What that amount is called on the page, in the product's words (an entry ticket's price…); default «مبلغ این بلیت». */
  amountLabel: v.optional(v.string()),
  sections: v.array(TicketSection),
  /**
   * What the coupon's QR code encodes, when its product prints one (a contract's verification address): the printer
   * draws it as a square of filled modules beside the header. Any product may set it; none has to.
   */
  qr: v.optional(v.pipe(v.string(), v.minLength(1), v.maxLength(500))),
});

export const TicketDocument = v.object({
  /**
   * What kind of document it is: `ticket` (answered by `getticket`), `voucher` (`getvoucher`) or `contract` (a
   * per-traveller contract such as an insurance policy, answered by its product's own endpoint). The printer does not
   * read it; what a page says comes from `title`, `codeLabel` and the coupons' sections.
   */
  kind: v.picklist(['ticket', 'voucher', 'contract']),
  product: OrderProduct,
  /** The document's name, printed at the top of every page (e.g. «بلیت الکترونیکی هواپیما»). */
  title: v.string(),
  /** What a coupon's number is called (e.g. «شمارهٔ بلیت», «شمارهٔ واچر»), printed above it. */
  codeLabel: v.string(),
  factorId: v.number(),
  /** The order number the traveller sees. */
  orderNumber: v.string(),
  /** Booking reference of the airline/hotel, when there is one. */
  pnr: v.nullable(v.string()),
  status: v.string(),
  issuedAt: IsoDateTime,
  /** The agency that sold it (the site) and the provider that supplied it. */
  agencyName: v.string(),
  providerName: v.nullable(v.string()),
  contactMobile: v.nullable(v.string()),
  /**
   * Every coupon of this document was cancelled on its own (an insurance contract cancelled inside a flight's order):
   * the document stays printable (its coupons say so), the order's other documents stay valid.
   */
  cancelled: v.optional(v.boolean()),
  /** BUYFOROTHER: the buyer's customer the order was bought for, by name (printed in the header). */
  boughtFor: v.optional(v.nullable(v.pipe(v.string(), v.maxLength(200)))),
  /** Everyone the document covers, as data (the coupons' sections print what the product chose of them). */
  passengers: v.array(TicketPassenger),
  coupons: v.pipe(v.array(TicketCoupon), v.minLength(1)),
  totalAmount: Amount,
  currency: v.literal('IRR'),
  /** Short rule lines printed at the bottom (fare rules, refund policy, arrival time…). */
  rules: v.array(v.string()),
});

export const TicketDocumentResponse = Envelope(TicketDocument);

/**
 * What a ticket reads from an order's `booking` (contracts §2): the basket as it was at booking time and the ticket
 * numbers. Loose on purpose: checkout-core owns the exact basket schema; a ticket needs only these fields and keeps
 * working when others are added.
 */
// Missing fields come as absent, '' or null depending on the writer (the form sends '', saved passengers null).
const Text = v.nullish(v.pipe(v.string(), v.maxLength(200)));
export const BookingPassenger = v.looseObject({
  type: v.nullish(v.picklist(TICKET_PASSENGER_TYPES)),
  fnameFa: Text,
  lnameFa: Text,
  fnameEn: Text,
  lnameEn: Text,
  /** The hotel form's names (Persian or Latin, as typed). */
  firstName: Text,
  lastName: Text,
  gender: Text,
  isIranian: v.nullish(v.boolean()),
  nationalNumber: Text,
  nationalCode: Text,
  passportNumber: Text,
  isLeader: v.nullish(v.boolean()),
});
export const BookingTicket = v.object({
  number: v.string(),
  passengerIndex: NonNegativeInt,
  leg: v.optional(v.picklist(['outbound', 'return'])),
});
export const BookingRecord = v.looseObject({
  basket: v.unknown(),
  tickets: v.array(BookingTicket),
  /** The airline's booking reference, when the issuer wrote one. */
  pnr: v.optional(v.string()),
  /** The suppliers' confirmation numbers by basket slot (a hotel's), when the issuer wrote them. */
  confirmations: v.optional(v.record(v.string(), v.string())),
});

export type TicketDocument = v.InferOutput<typeof TicketDocument>;
export type TicketPassenger = v.InferOutput<typeof TicketPassenger>;
export type TicketField = v.InferOutput<typeof TicketField>;
export type TicketSection = v.InferOutput<typeof TicketSection>;
export type TicketCoupon = v.InferOutput<typeof TicketCoupon>;
export type BookingPassenger = v.InferOutput<typeof BookingPassenger>;
export type BookingRecord = v.InferOutput<typeof BookingRecord>;
