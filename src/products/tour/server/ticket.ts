/**
 * The tour voucher of an issued order: one coupon (the voucher number) with a section per booked tour — the tour and
 * its operator, the dates, the transport both ways, each hotel, the rooms priced — and the travellers. Reads the facts
 * the booking wrote on the line (src/server/sandbox/booking/tour.ts writes the catalogue's over it).
 */
import * as v from 'valibot';
import { formatJalali } from '@/lib/date-format';
import * as messages from '@/lib/messages';
import { persianNumber, toPersianDigits } from '@/lib/text';
import { BookingPassenger, type TicketDocument, type TicketSection } from '@/server/schemas/tickets';
import { documentHeader, each, readBooking, ticketPassenger, type TicketOrder } from '@/server/tickets/booking';
import type { TicketContext } from '@/server/tickets/context';
import { tourDocument as d, tourTexts } from '../messages';
import { IsoDate } from '@/server/schemas/common';
import { RoomQuote, TourBasketItem, TourHotel, TourTransport } from './schemas';

const BookedLine = v.looseObject({
  ...TourBasketItem.entries,
  details: v.looseObject({
    ...TourBasketItem.entries.details.entries,
    title: v.string(),
    operator: v.string(),
    date: IsoDate,
    returnDate: IsoDate,
    nights: v.number(),
    hotels: v.array(TourHotel),
    transport: TourTransport,
    quote: v.array(RoomQuote),
    international: v.optional(v.boolean(), false),
  }),
});

export function tourVoucher(order: TicketOrder, ctx: TicketContext): TicketDocument | null {
  const booking = readBooking(order);
  const lines = booking ? each(BookedLine, booking.typeInfos['tours'] ?? []) : [];
  if (lines.length === 0) return null;
  const people = lines.flatMap((l) => each(BookingPassenger, l.passengers).map((p) => ticketPassenger(p, l.details.international)));
  const sections: TicketSection[] = [];
  for (const l of lines) {
    const t = l.details.transport;
    sections.push({
      title: l.details.title,
      fields: [
        { label: d.tour, value: l.details.title },
        { label: d.operator, value: l.details.operator },
        {
          label: d.dates,
          value: d.datesValue(
            formatJalali(l.details.date, { weekday: true }),
            formatJalali(l.details.returnDate, { weekday: true }),
            persianNumber(l.details.nights),
          ),
        },
        { label: d.outbound, value: d.legValue(t.carrierName, toPersianDigits(t.outbound.number), toPersianDigits(t.outbound.departTime)) },
        { label: d.back, value: d.legValue(t.carrierName, toPersianDigits(t.return.number), toPersianDigits(t.return.departTime)) },
        ...l.details.hotels.map((h) => ({
          label: d.hotel(h.cityName),
          value: d.hotelValue(h.name, persianNumber(h.stars), h.mealName, persianNumber(h.nights)),
        })),
        ...l.details.quote.map((q, i) => ({
          label: d.room(persianNumber(i + 1)),
          value: [tourTexts.roomTypes[q.roomType], ...q.lines.map((x) => `${persianNumber(x.count)} ${tourTexts.bands[x.band]}`)].join(
            '، ',
          ),
        })),
      ],
    });
  }
  sections.push({
    title: d.passengers,
    fields: people.map((p, i) => ({
      label: toPersianDigits(i + 1),
      value: [p.persianName, p.latinName?.toUpperCase()].filter(Boolean).join(' / ') || '—',
    })),
  });
  return {
    kind: 'voucher',
    product: 'tour',
    title: d.title,
    codeLabel: d.number,
    ...documentHeader(order),
    pnr: null,
    agencyName: ctx.agencyName,
    providerName: lines[0]!.details.operator,
    contactMobile: booking?.contactMobile ?? order.mobile,
    passengers: people,
    coupons: [{ number: order.trackingCode ?? order.officialFactorId, amount: null, sections }],
    totalAmount: order.totalPrice,
    currency: 'IRR',
    rules: [d.atAirport, messages.tickets.bringDocument],
  };
}
