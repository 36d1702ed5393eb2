/**
 * The attraction voucher of an issued order: one coupon (the voucher number) whose sections are each booked line —
 * the attraction, its city, the day, the tickets by type, the address — and the lead traveller. Reads the facts the
 * booking wrote on the line (src/server/sandbox/booking/attraction.ts writes the catalogue's names over it).
 */
import * as v from 'valibot';
import { formatJalali } from '@/lib/date-format';
import * as messages from '@/lib/messages';
import { persianNumber } from '@/lib/text';
import { BookingPassenger, type TicketDocument, type TicketSection } from '@/server/schemas/tickets';
import { each, readBooking, ticketPassenger, type TicketOrder } from '@/server/tickets/booking';
import { printedName, voucherDocument } from '@/server/tickets/voucher';
import type { TicketContext } from '@/server/tickets/context';
import { TICKET_TYPES } from '../model/price';
import { attractionDocument as d, attractionTexts } from '../messages';
import { AttractionBasketItem } from './schemas';

const BookedLine = v.looseObject({
  ...AttractionBasketItem.entries,
  details: v.looseObject({
    ...AttractionBasketItem.entries.details.entries,
    cityName: v.optional(v.string()),
    address: v.optional(v.string()),
  }),
});

export function attractionVoucher(order: TicketOrder, ctx: TicketContext): TicketDocument | null {
  const booking = readBooking(order);
  const lines = booking ? each(BookedLine, booking.typeInfos['attractions'] ?? []) : [];
  if (lines.length === 0) return null;
  const passengers = lines.flatMap((l) => each(BookingPassenger, l.passengers)).map((p) => ticketPassenger(p));
  const sections: TicketSection[] = lines.map((l) => ({
    title: l.details.persianName ?? order.title,
    fields: [
      { label: d.attraction, value: l.details.persianName ?? order.title },
      ...(l.details.cityName ? [{ label: messages.tickets.city, value: l.details.cityName }] : []),
      { label: d.date, value: formatJalali(l.details.serviceDate, { weekday: true }) },
      ...TICKET_TYPES.filter((t) => l.details.tickets[t] > 0).map((t) => ({
        label: d.tickets,
        value: d.ticketsValue(attractionTexts.ticketTypes[t], persianNumber(l.details.tickets[t])),
      })),
      ...(l.details.address ? [{ label: d.address, value: l.details.address }] : []),
    ],
  }));
  const lead = passengers.find((p) => p.isLeader) ?? passengers[0];
  if (lead)
    sections.push({
      title: d.lead,
      fields: [{ label: d.lead, value: printedName(lead) }],
    });
  // One coupon covers every line and every ticket.
  return voucherDocument(order, ctx, {
    product: 'attraction',
    title: d.title,
    codeLabel: d.number,
    booking,
    passengers,
    sections,
    rules: [d.atGate],
  });
}
