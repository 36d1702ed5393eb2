/**
 * The CIP voucher of an issued order: one coupon (the voucher number) with a section per booked side (the service,
 * the airport and terminal, the flight, extra guests) and the passengers with the extras they chose. The basket's
 * `cip` is one object, which the shared booking reader gives as a list of one.
 */
import * as v from 'valibot';
import { formatJalali } from '@/lib/date-format';
import * as messages from '@/lib/messages';
import { persianNumber, toPersianDigits } from '@/lib/text';
import { BookingPassenger, type TicketDocument, type TicketSection } from '@/server/schemas/tickets';
import { type ReadBooking, readBooking, ticketPassenger, type TicketOrder } from '@/server/tickets/booking';
import { printedName, voucherDocument } from '@/server/tickets/voucher';
import type { TicketContext } from '@/server/tickets/context';
import { cipDocument as d, cipTexts } from '../messages';
import { CipBasket, CipBasketLeg } from './schemas';

const BookedLeg = v.looseObject({
  ...CipBasketLeg.entries,
  persianName: v.optional(v.string()),
  airportName: v.optional(v.string()),
  terminal: v.optional(v.string()),
  extraNames: v.optional(v.record(v.string(), v.string()), {}),
});
const BookedCip = v.looseObject({
  ...CipBasket.entries,
  entrancePackage: v.optional(v.nullable(BookedLeg), null),
  leavePackage: v.optional(v.nullable(BookedLeg), null),
});
/** The basket's one `cip` object at booking time (readBooking reads a single-object slot as a list of one). */
function bookedCip(booking: ReadBooking | null) {
  const r = v.safeParse(BookedCip, booking?.typeInfos['cip']?.[0]);
  return r.success ? r.output : null;
}

export function cipVoucher(order: TicketOrder, ctx: TicketContext): TicketDocument | null {
  const booking = readBooking(order);
  const cip = bookedCip(booking);
  if (!cip) return null;
  const legs = [cip.entrancePackage, cip.leavePackage].flatMap((l) => (l ? [l] : []));
  const names = Object.assign({}, ...legs.map((l) => l.extraNames)) as Record<string, string>;
  const people = cip.passengers.map((p) => {
    const r = v.safeParse(BookingPassenger, p);
    return { ticket: r.success ? ticketPassenger(r.output, true) : null, type: p.type, extras: p.extras };
  });
  const sections: TicketSection[] = legs.map((l) => ({
    title: l.persianName ?? order.title,
    fields: [
      { label: d.service, value: l.persianName ?? order.title },
      { label: d.airport, value: [l.airportName, l.terminal].filter(Boolean).join('، ') },
      {
        label: d.flight,
        value: d.flightValue(l.flightNumber, formatJalali(l.flightDate, { weekday: true }), toPersianDigits(l.flightTime)),
      },
      ...(l.extraGuests > 0 ? [{ label: d.extraGuests, value: persianNumber(l.extraGuests) }] : []),
    ],
  }));
  sections.push({
    title: d.passengers,
    fields: people.map((p, i) => {
      const name = p.ticket ? printedName(p.ticket) : '';
      const extras = p.extras.map((id) => names[id] ?? id);
      return {
        label: `${toPersianDigits(i + 1)}، ${cipTexts.passengerTypes[p.type]}`,
        value: [name || '—', ...(extras.length ? [`${d.extras}: ${extras.join('، ')}`] : [])].join(' — '),
      };
    }),
  });
  return voucherDocument(order, ctx, {
    product: 'cip',
    title: d.title,
    codeLabel: d.number,
    booking,
    passengers: people.flatMap((p) => (p.ticket ? [p.ticket] : [])),
    sections,
    rules: [d.atDesk, messages.tickets.bringDocument],
  });
}
