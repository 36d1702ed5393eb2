/**
 * Reading what was bought from an order's `booking` (contracts §2: the basket at booking time + ticket numbers).
 * Loose readers: the products own their items' exact schemas and read their own slot (`typeInfos`); this reads what
 * every order's booking shares (the record, the passengers, the contact).
 */
import * as v from 'valibot';
import type { Order } from '../schemas/account';
import { BookingPassenger, BookingRecord, type TicketPassenger } from '../schemas/tickets';

/** An order as the tickets read it: the dashboard's order plus the optional booking the issuer recorded. */
export type TicketOrder = Order & { booking?: unknown };

const asList = (value: unknown): unknown[] => (Array.isArray(value) ? value : value !== null && typeof value === 'object' ? [value] : []);

const Entry = v.looseObject({
  // The product slots are not named here: each product reads its own, so a new product's slot needs no change to this
  // reader. Every slot reads as a list, as the basket does (basket/slots.ts): a single-object slot is a list of one.
  typeInfos: v.optional(
    v.pipe(
      v.record(v.string(), v.unknown()),
      v.transform((slots) => Object.fromEntries(Object.entries(slots).map(([slot, value]) => [slot, asList(value)]))),
    ),
    {},
  ),
  passengerInfos: v.optional(v.array(v.unknown()), []),
  contact: v.optional(v.nullable(v.looseObject({ mobile: v.optional(v.nullable(v.string())) })), null),
});

export type BookedPassenger = v.InferOutput<typeof BookingPassenger>;

export interface ReadBooking {
  record: v.InferOutput<typeof BookingRecord>;
  /** The basket's slots at booking time, each as a list, unread: each product reads its own slot. */
  typeInfos: Record<string, unknown[]>;
  passengerInfos: (BookedPassenger | null)[];
  contactMobile: string | null;
}

/** One booked passenger, or null when the entry cannot be read (ticket indices keep pointing at the right person). */
export function bookedPassenger(p: unknown): BookedPassenger | null {
  const r = v.safeParse(BookingPassenger, p);
  return r.success ? r.output : null;
}

export function each<S extends v.GenericSchema>(schema: S, items: readonly unknown[]): v.InferOutput<S>[] {
  return items.flatMap((x) => {
    const r = v.safeParse(schema, x);
    return r.success ? [r.output] : [];
  });
}

/** The order's booking, or null when it has none (older orders) or it cannot be read. */
export function readBooking(order: TicketOrder): ReadBooking | null {
  const record = v.safeParse(BookingRecord, order.booking);
  if (!record.success) return null;
  const basket = v.safeParse(v.pipe(v.array(Entry), v.minLength(1)), record.output.basket);
  if (!basket.success) return null;
  const first = basket.output[0]!;
  return {
    record: record.output,
    typeInfos: first.typeInfos,
    passengerInfos: (first.passengerInfos ?? []).map(bookedPassenger),
    contactMobile: first.contact?.mobile ?? null,
  };
}

const join = (...parts: (string | null | undefined)[]) =>
  parts
    .filter((p) => p?.trim())
    .join(' ')
    .trim() || null;
const LATIN = /^[\x20-\x7e]+$/;

/** A passenger as the ticket prints it: Persian and Latin names, type, the document that identifies them. */
export function ticketPassenger(p: v.InferOutput<typeof BookingPassenger>, international = false): TicketPassenger {
  // The hotel form has one pair of names, in whichever script the guest typed.
  const plain = join(p.firstName, p.lastName);
  const persianName = join(p.fnameFa, p.lnameFa) ?? (plain && !LATIN.test(plain) ? plain : null);
  const latinName = join(p.fnameEn, p.lnameEn) ?? (plain && LATIN.test(plain) ? plain : null);
  const national = p.nationalNumber || p.nationalCode;
  // Abroad the passport is the travel document (Iranians included); at home an Iranian's national number.
  const passport = international || p.isIranian === false || !national ? p.passportNumber || null : null;
  const gender = p.gender?.toUpperCase();
  return {
    persianName,
    latinName,
    type: p.type ?? null,
    gender: gender === 'MALE' || gender === 'FEMALE' ? gender : null,
    documentKind: passport ? 'passport' : national ? 'national' : null,
    documentNumber: passport ?? national ?? null,
    isLeader: p.isLeader === true,
  };
}

/** What every document says of its order, whatever the product: numbers, status and when it was issued. */
export function documentHeader(order: TicketOrder) {
  return {
    factorId: order.factorId,
    orderNumber: order.officialFactorId,
    status: order.statusText,
    issuedAt: order.createdAt,
  };
}
