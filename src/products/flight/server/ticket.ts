/** The flight e-ticket of an issued flight order: one coupon per passenger and leg, from the order's booking. */
import * as messages from '@/lib/messages';
import type { TicketDocument, TicketLeg } from '@/server/schemas/tickets';
import { type BookingVehicle, readBooking, ticketPassenger, type TicketOrder } from '@/server/tickets/booking';
import type { TicketContext } from '@/server/tickets/context';

/** Fare rule lines printed at most (the card's short lines; the full text is on the site). */
const MAX_FARE_RULES = 4;

function ticketLeg(vehicle: BookingVehicle): TicketLeg {
  const f = vehicle.details;
  return {
    leg: vehicle.leg ?? 'outbound',
    airlineName: f.airline.persianName,
    airlineCode: f.airline.code,
    flightNumber: `${f.airline.code} ${f.flightNumber}`,
    origin: { iata: f.origin.iata, city: f.origin.city, airportName: f.origin.airportName },
    destination: { iata: f.destination.iata, city: f.destination.city, airportName: f.destination.airportName },
    departureTime: f.departureTime,
    arrivalTime: f.arrivalTime,
    cabinName: f.cabin.name,
    bookingClass: f.bookingClass,
    aircraft: f.aircraft.name,
    checkedBaggageKg: f.baggage.checkedKg,
    cabinBaggageKg: f.baggage.cabinKg,
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
  if (!booking || booking.vehicles.length === 0 || booking.record.tickets.length === 0) return null;
  const { vehicles } = booking;
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
    const type = passengers[passengerIndex]!.type ?? 'adult';
    return [{ number: t.number, passengerIndex, legIndex, amount: fare(vehicles[legIndex]!, type) }];
  });
  if (coupons.length === 0) return null;
  const fareRules = [...new Set(vehicles.flatMap((x) => x.details.fareRules))].slice(0, MAX_FARE_RULES);
  const m = messages.tickets;
  return {
    kind: 'ticket',
    product: 'flight',
    factorId: order.factorId,
    orderNumber: order.officialFactorId,
    pnr: booking.record.pnr ?? order.trackingCode,
    status: order.statusText,
    issuedAt: order.createdAt,
    agencyName: ctx.agencyName,
    providerName: legs[0]!.providerName,
    contactMobile: booking.contactMobile ?? order.mobile,
    passengers,
    legs,
    stay: null,
    coupons,
    totalAmount: order.totalPrice,
    currency: 'IRR',
    rules: [
      legs.every((l) => l.isRefundable) ? m.refundable : m.nonRefundable,
      m.arriveEarly(international),
      m.bringDocument,
      ...fareRules,
    ],
  };
}
