/**
 * Reading what was bought from an order's `booking` (contracts §2: the basket at booking time + ticket numbers).
 * Loose readers: checkout-core owns the basket's exact schemas; a ticket needs only these fields.
 */
import * as v from 'valibot';
import type { Order } from '../schemas/account';
import { FlightItem, FlightPassengerPrices } from '@/products/flight/server/schemas';
import { BookingPassenger, BookingRecord, type TicketPassenger } from '../schemas/tickets';

/** An order as the tickets read it: the dashboard's order plus the optional booking the issuer recorded. */
export type TicketOrder = Order & { booking?: unknown };

const Vehicle = v.looseObject({
  leg: v.optional(v.picklist(['outbound', 'return'])),
  details: FlightItem,
  // Each passenger is read on its own (below): one odd entry must not hide the whole leg.
  passengers: v.optional(v.array(v.unknown()), []),
  provision: v.optional(
    v.nullable(v.looseObject({ prices: v.optional(FlightPassengerPrices), returnPrices: v.optional(v.nullable(FlightPassengerPrices)) })),
    null,
  ),
});
const HotelDetails = v.looseObject({
  hotelId: v.optional(v.number()),
  hotelName: v.string(),
  checkIn: v.string(),
  checkOut: v.string(),
  rooms: v.optional(
    v.array(
      v.looseObject({
        name: v.string(),
        mealType: v.optional(v.string()),
        adults: v.number(),
        childrenAges: v.optional(v.array(v.number()), []),
      }),
    ),
    [],
  ),
});
const Entry = v.looseObject({
  typeInfos: v.optional(
    v.looseObject({
      vehicles: v.optional(v.array(v.unknown()), []),
      hotels: v.optional(v.array(v.looseObject({ details: v.unknown(), passengers: v.optional(v.array(v.unknown()), []) })), []),
    }),
    {},
  ),
  passengerInfos: v.optional(v.array(v.unknown()), []),
  contact: v.optional(v.nullable(v.looseObject({ mobile: v.optional(v.nullable(v.string())) })), null),
});

export interface BookingVehicle {
  leg: 'outbound' | 'return';
  details: v.InferOutput<typeof FlightItem>;
  provision: v.InferOutput<typeof Vehicle>['provision'];
  /** In booking order; an entry that cannot be read is null, so ticket indices keep pointing at the right person. */
  passengers: (v.InferOutput<typeof BookingPassenger> | null)[];
}
export type BookingHotel = v.InferOutput<typeof HotelDetails>;

export interface ReadBooking {
  record: v.InferOutput<typeof BookingRecord>;
  vehicles: BookingVehicle[];
  hotels: BookingHotel[];
  passengerInfos: (v.InferOutput<typeof BookingPassenger> | null)[];
  /** The guests saved on the hotel items themselves: in a basket that also holds a flight, `passengerInfos` holds
   * whichever step wrote last, so a voucher reads its guests from here first. */
  hotelGuests: v.InferOutput<typeof BookingPassenger>[];
  contactMobile: string | null;
}

function each<S extends v.GenericSchema>(schema: S, items: readonly unknown[]): v.InferOutput<S>[] {
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
    vehicles: each(Vehicle, first.typeInfos.vehicles ?? []).map(
      (x, i): BookingVehicle => ({
        leg: x.leg ?? (i === 0 ? 'outbound' : 'return'),
        details: x.details,
        provision: x.provision,
        passengers: x.passengers.map((p) => {
          const r = v.safeParse(BookingPassenger, p);
          return r.success ? r.output : null;
        }),
      }),
    ),
    hotels: each(
      HotelDetails,
      (first.typeInfos.hotels ?? []).map((h) => h.details),
    ),
    passengerInfos: (first.passengerInfos ?? []).map((p) => {
      const r = v.safeParse(BookingPassenger, p);
      return r.success ? r.output : null;
    }),
    hotelGuests: (first.typeInfos.hotels ?? []).flatMap((h) => each(BookingPassenger, h.passengers ?? [])),
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
