/** The flight e-ticket of an issued flight order: one coupon per passenger and leg, from the order's booking. */
import * as messages from '@/lib/messages';
import type { TicketDocument } from '@/server/schemas/tickets';
import * as v from 'valibot';
import {
  type BookedPassenger,
  bookedPassenger,
  each,
  type ReadBooking,
  documentHeader,
  readBooking,
  ticketPassenger,
  type TicketOrder,
} from '@/server/tickets/booking';
import type { TicketContext } from '@/server/tickets/context';
import { flightDocument as f } from '../messages';
import { baggageByType } from '../model/baggage';
import { FlightItem, FlightPassengerPrices } from './schemas';
import { flightCouponSections, type TicketLeg } from './ticket-pages';

/** A booked leg as the ticket reads it from the order's basket (`typeInfos.vehicles`): loose, only what it prints. */
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

export interface BookingVehicle {
  leg: 'outbound' | 'return';
  details: v.InferOutput<typeof FlightItem>;
  provision: v.InferOutput<typeof Vehicle>['provision'];
  /** In booking order; an entry that cannot be read is null, so ticket indices keep pointing at the right person. */
  passengers: (BookedPassenger | null)[];
}

/** The booked legs, outbound first when a leg does not say which it is. */
export function bookingVehicles(booking: ReadBooking): BookingVehicle[] {
  return each(Vehicle, booking.typeInfos['vehicles'] ?? []).map(
    (x, i): BookingVehicle => ({
      leg: x.leg ?? (i === 0 ? 'outbound' : 'return'),
      details: x.details,
      provision: x.provision,
      passengers: x.passengers.map(bookedPassenger),
    }),
  );
}

/** Fare rule lines printed at most (the card's short lines; the full text is on the site). */
const MAX_FARE_RULES = 4;

function ticketLeg(vehicle: BookingVehicle): TicketLeg {
  const f = vehicle.details;
  return {
    leg: vehicle.leg ?? 'outbound',
    airlineName: f.airline.persianName,
    airlineCode: f.airline.code,
    flightNumber: `${f.airline.code} ${f.flightNumber}`,
    origin: { iata: f.origin.iata, city: f.origin.city },
    destination: { iata: f.destination.iata, city: f.destination.city },
    departureTime: f.departureTime,
    arrivalTime: f.arrivalTime,
    cabinName: f.cabin.name,
    bookingClass: f.bookingClass,
    aircraft: f.aircraft.name,
    baggage: baggageByType(f.baggage),
    isCharter: f.isCharter,
    isRefundable: f.isRefundable,
    providerName: f.providerName,
  };
}

/** The fare of one passenger type on a leg: the provision's re-checked price when there is one, else the search's. */
function fare(vehicle: BookingVehicle, type: 'adult' | 'child' | 'infant'): number {
  const provision = vehicle.provision;
  const prices = (vehicle.leg === 'return' ? (provision?.returnPrices ?? provision?.prices) : provision?.prices) ?? vehicle.details.prices;
  return prices[type];
}

export function flightTicket(order: TicketOrder, ctx: TicketContext): TicketDocument | null {
  const booking = readBooking(order);
  const vehicles = booking ? bookingVehicles(booking) : [];
  if (!booking || vehicles.length === 0 || booking.record.tickets.length === 0) return null;
  const raw = vehicles[0]!.passengers.length > 0 ? vehicles[0]!.passengers : booking.passengerInfos;
  const international = vehicles.some((x) => x.details.origin.countryCode !== 'IR' || x.details.destination.countryCode !== 'IR');
  // Unreadable entries are left out; the tickets' indices are mapped to the printed list (never to a neighbour).
  const readable = raw.flatMap((p, i) => (p ? [{ p, i }] : []));
  const printedIndex = new Map(readable.map((x, n) => [x.i, n]));
  const passengers = readable.map((x) => ticketPassenger(x.p, international));
  const legs = vehicles.map(ticketLeg);
  const coupons = booking.record.tickets.flatMap((t) => {
    const passengerIndex = printedIndex.get(t.passengerIndex);
    if (passengerIndex === undefined) return [];
    const legIndex = Math.max(
      0,
      legs.findIndex((l) => l.leg === (t.leg ?? 'outbound')),
    );
    const passenger = passengers[passengerIndex]!;
    const amount = fare(vehicles[legIndex]!, passenger.type ?? 'adult');
    return [{ number: t.number, amount, sections: flightCouponSections(passenger, legs[legIndex]!) }];
  });
  if (coupons.length === 0) return null;
  const fareRules = [...new Set(vehicles.flatMap((x) => x.details.fareRules))].slice(0, MAX_FARE_RULES);
  const m = messages.tickets;
  return {
    kind: 'ticket',
    product: 'flight',
    title: f.title,
    codeLabel: m.ticketNumber,
    ...documentHeader(order),
    // The airline's reference only: the numeric tracking code is the site's, printed as such, never as the PNR.
    pnr: booking.record.pnr ?? null,
    agencyName: ctx.agencyName,
    providerName: legs[0]!.providerName,
    contactMobile: booking.contactMobile ?? order.mobile,
    passengers,
    coupons,
    totalAmount: order.totalPrice,
    currency: 'IRR',
    rules: [
      legs.every((l) => l.isRefundable) ? f.refundable : f.nonRefundable,
      f.arriveEarly(international),
      m.bringDocument,
      ...fareRules,
    ],
  };
}
