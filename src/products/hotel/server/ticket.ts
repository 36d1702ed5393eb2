/**
 * The hotel voucher of an issued hotel order: the stay and its guests from the order's booking when the checkout
 * recorded one, else from the order itself (hotel, city, dates, guest count), so older orders get a voucher too.
 */
import { nightCount } from '@/lib/dates';
import { lookupMealCode } from '@/lib/lookups/meal-codes';
import * as messages from '@/lib/messages';
import type { TicketDocument, TicketStay } from '@/server/schemas/tickets';
import { readBooking, ticketPassenger, type TicketOrder } from '@/server/tickets/booking';
import type { TicketContext } from '@/server/tickets/context';

export function hotelVoucher(order: TicketOrder, ctx: TicketContext): TicketDocument | null {
  const booking = readBooking(order);
  const booked = booking?.hotels[0];
  const hotelName = booked?.hotelName ?? (order.hotelId !== null ? ctx.hotelName?.(order.hotelId) : null) ?? order.title;
  const checkIn = booked?.checkIn ?? order.fromDate;
  const checkOut = booked?.checkOut ?? order.toDate;
  const rooms: TicketStay['rooms'] = booked?.rooms.length
    ? booked.rooms.map((r) => ({
        name: r.name,
        board: r.mealType ? lookupMealCode(r.mealType) : null,
        adults: r.adults,
        children: r.childrenAges.length,
      }))
    : [];
  const m = messages.tickets;
  return {
    kind: 'voucher',
    product: 'hotel',
    factorId: order.factorId,
    orderNumber: order.officialFactorId,
    pnr: null,
    status: order.statusText,
    issuedAt: order.createdAt,
    agencyName: ctx.agencyName,
    providerName: null,
    contactMobile: booking?.contactMobile ?? order.mobile,
    passengers: booking?.hotelGuests.length
      ? booking.hotelGuests.map((p) => ticketPassenger(p))
      : (booking?.passengerInfos ?? []).flatMap((p) => (p ? [ticketPassenger(p)] : [])),
    legs: [],
    stay: {
      hotelId: booked?.hotelId ?? order.hotelId,
      hotelName,
      city: order.cityPersianName,
      checkIn,
      checkOut,
      nights: nightCount(checkIn, checkOut),
      guests: booked?.rooms.length ? booked.rooms.reduce((n, r) => n + r.adults + r.childrenAges.length, 0) : order.passengersCount,
      rooms,
    },
    coupons: [{ number: order.trackingCode ?? order.officialFactorId, passengerIndex: null, legIndex: null, amount: null }],
    totalAmount: order.totalPrice,
    currency: 'IRR',
    rules: [m.voucherAtDesk, m.bringDocument],
  };
}
