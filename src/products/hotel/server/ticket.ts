/**
 * The hotel voucher of an issued hotel order: the stay and its guests from the order's booking when the checkout
 * recorded one, else from the order itself (hotel, city, dates, guest count), so older orders get a voucher too.
 */
import { nightCount } from '@/lib/dates';
import { lookupMealCode } from '@/lib/lookups/meal-codes';
import * as messages from '@/lib/messages';
import type { TicketDocument } from '@/server/schemas/tickets';
import * as v from 'valibot';
import { BookingPassenger } from '@/server/schemas/tickets';
import { each, type ReadBooking, readBooking, ticketPassenger, type TicketOrder } from '@/server/tickets/booking';
import type { TicketContext } from '@/server/tickets/context';
import { voucherDocument } from '@/server/tickets/voucher';
import { hotelDocument as h } from '../messages';
import { type VoucherStay, voucherSections } from './ticket-pages';

/** The hotel's basket slot (typeInfos key; the sandbox's confirmation numbers are keyed by it too). */
const HOTEL_SLOT = 'hotels';

/** A booked stay as the voucher reads it from the order's basket (`typeInfos.hotels[].details`): loose. */
const HotelDetails = v.looseObject({
  hotelId: v.optional(v.number()),
  hotelName: v.string(),
  address: v.optional(v.string()),
  cancellationRules: v.optional(v.string()),
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
const BookedHotel = v.looseObject({ details: v.unknown(), passengers: v.optional(v.array(v.unknown()), []) });

/**
 * The booked stays and the guests saved on the hotel items themselves: in a basket that also holds a flight,
 * `passengerInfos` holds whichever step wrote last, so a voucher reads its guests from here first.
 */
function bookedStays(booking: ReadBooking) {
  const items = each(BookedHotel, booking.typeInfos[HOTEL_SLOT] ?? []);
  return {
    hotels: each(
      HotelDetails,
      items.map((h) => h.details),
    ),
    guests: items.flatMap((h) => each(BookingPassenger, h.passengers)),
  };
}

export function hotelVoucher(order: TicketOrder, ctx: TicketContext): TicketDocument | null {
  const booking = readBooking(order);
  const stays = booking ? bookedStays(booking) : null;
  const booked = stays?.hotels[0];
  const hotelName = booked?.hotelName ?? (order.hotelId !== null ? ctx.itemName?.(order.hotelId) : null) ?? order.title;
  const checkIn = booked?.checkIn ?? order.fromDate;
  const checkOut = booked?.checkOut ?? order.toDate;
  const rooms: VoucherStay['rooms'] = booked?.rooms.length
    ? booked.rooms.map((r) => ({
        name: r.name,
        board: r.mealType ? lookupMealCode(r.mealType) : null,
        adults: r.adults,
        children: r.childrenAges.length,
      }))
    : [];
  const stay: VoucherStay = {
    hotelName,
    city: order.cityPersianName,
    checkIn,
    checkOut,
    nights: nightCount(checkIn, checkOut),
    guests: booked?.rooms.length ? booked.rooms.reduce((n, r) => n + r.adults + r.childrenAges.length, 0) : order.passengersCount,
    rooms,
    address: booked?.address ?? null,
    confirmation: booking?.record.confirmations?.[HOTEL_SLOT] ?? null,
    cancellation: booked?.cancellationRules ?? null,
  };
  const passengers = stays?.guests.length
    ? stays.guests.map((p) => ticketPassenger(p))
    : (booking?.passengerInfos ?? []).flatMap((p) => (p ? [ticketPassenger(p)] : []));
  return voucherDocument(order, ctx, {
    product: 'hotel',
    title: h.title,
    codeLabel: h.number,
    booking,
    passengers,
    // One coupon covers the whole stay and every guest.
    sections: voucherSections(stay, passengers),
    rules: [h.atDesk, messages.tickets.bringDocument],
  });
}
