/**
 * Tickets and vouchers (spec 000 §7 "Reports and tickets", spec 001 §7): the document of an issued order as
 * `GET /ticketapi/v1/crs_tickets/getticket/{id}` (a flight's e-ticket) and `getvoucher/{id}` (a hotel's voucher)
 * answer it, and what `GET /api/v1/tickets/pdf/{id}` prints (application/pdf). Shared by the client and the sandbox.
 * Amounts are rial integers; dates and times are ISO (the PDF shows toman, Persian digits and Jalali dates).
 */
import * as v from 'valibot';
import { Amount, Envelope, IsoDate, IsoDateTime, NonNegativeInt, OrderProduct } from './common';

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

export const TicketAirport = v.object({ iata: v.string(), city: v.string(), airportName: v.string() });

/** One flight of the trip as the ticket prints it. */
export const TicketLeg = v.object({
  leg: v.picklist(['outbound', 'return']),
  airlineName: v.string(),
  airlineCode: v.string(),
  /** Airline code + number, e.g. «IR 452». */
  flightNumber: v.string(),
  origin: TicketAirport,
  destination: TicketAirport,
  /** Local times with their offset, as the search returned them. */
  departureTime: v.string(),
  arrivalTime: v.string(),
  cabinName: v.string(),
  bookingClass: v.string(),
  aircraft: v.string(),
  checkedBaggageKg: NonNegativeInt,
  cabinBaggageKg: NonNegativeInt,
  isCharter: v.boolean(),
  isRefundable: v.boolean(),
  providerName: v.string(),
});

/** The stay of a hotel voucher. */
export const TicketStay = v.object({
  hotelId: v.nullable(v.number()),
  hotelName: v.string(),
  city: v.nullable(v.string()),
  checkIn: IsoDate,
  checkOut: IsoDate,
  nights: NonNegativeInt,
  /** Guests in all (the voucher of an order without its booking knows only this). */
  guests: NonNegativeInt,
  rooms: v.array(v.object({ name: v.string(), board: v.nullable(v.string()), adults: NonNegativeInt, children: NonNegativeInt })),
});

/** One printed coupon: a passenger on a leg (flight), or the whole booking (voucher). One PDF page each. */
export const TicketCoupon = v.object({
  number: v.string(),
  /** Index into `passengers`, or null for a voucher that covers every guest. */
  passengerIndex: v.nullable(NonNegativeInt),
  /** Index into `legs`, or null (voucher). */
  legIndex: v.nullable(NonNegativeInt),
  /** This coupon's fare (rial), when known. */
  amount: v.nullable(Amount),
});

export const TicketDocument = v.object({
  kind: v.picklist(['ticket', 'voucher']),
  product: OrderProduct,
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
  passengers: v.array(TicketPassenger),
  legs: v.array(TicketLeg),
  stay: v.nullable(TicketStay),
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
});

export type TicketDocument = v.InferOutput<typeof TicketDocument>;
export type TicketPassenger = v.InferOutput<typeof TicketPassenger>;
export type TicketLeg = v.InferOutput<typeof TicketLeg>;
export type TicketStay = v.InferOutput<typeof TicketStay>;
export type TicketCoupon = v.InferOutput<typeof TicketCoupon>;
export type BookingPassenger = v.InferOutput<typeof BookingPassenger>;
export type BookingRecord = v.InferOutput<typeof BookingRecord>;
