/**
 * The flight+hotel voucher of an issued bundle order: one coupon (the voucher number) with the stay (hotel, dates,
 * rooms with meal, the rooms' lead guest), both flights (airline, number, route, departure) with every traveller's
 * ticket number on each leg (the tickets issue.ts numbered for the bundle's vehicles), the bundle's price, and the
 * travellers. Reads the facts the reserve and the booking wrote on the items (server/basket.ts).
 */
import { formatJalali } from '@/lib/date-format';
import * as messages from '@/lib/messages';
import { formatPrice } from '@/lib/money';
import { roomOrdinal } from '@/lib/rooms';
import { persianNumber, toPersianDigits } from '@/lib/text';
import { BookingPassenger, type TicketDocument, type TicketSection } from '@/server/schemas/tickets';
import { each, readBooking, ticketPassenger, type TicketOrder } from '@/server/tickets/booking';
import type { TicketContext } from '@/server/tickets/context';
import { printedName, voucherDocument } from '@/server/tickets/voucher';
import { bundleDocument as d } from '../messages';
import { BundleHotelItem, BundleVehicle } from './basket';

export function flightHotelVoucher(order: TicketOrder, ctx: TicketContext): TicketDocument | null {
  const booking = readBooking(order);
  const items = booking?.typeInfos['tourDynamics'] ?? [];
  const hotel = each(BundleHotelItem, items)[0];
  if (!booking || !hotel) return null;
  const legs = each(BundleVehicle, items).filter((x) => x.bundleKey === hotel.bundleKey);
  const international = legs.some((x) => x.details.origin.countryCode !== 'IR' || x.details.destination.countryCode !== 'IR');
  const people = each(BookingPassenger, hotel.passengers).map((p) => ticketPassenger(p, international));
  const h = hotel.details;
  const lead = people.find((p) => p.isLeader) ?? people[0];
  const tickets = booking.record.tickets;
  const sections: TicketSection[] = [
    {
      title: d.line(h.hotel.cityPersianName, h.hotel.persianName),
      fields: [
        { label: d.hotel, value: `${h.hotel.persianName} (${persianNumber(h.hotel.star)} ستاره)، ${h.hotel.cityPersianName}` },
        {
          label: d.stay,
          value: d.stayValue(
            formatJalali(h.checkIn, { weekday: true }),
            formatJalali(h.checkOut, { weekday: true }),
            persianNumber(h.nights),
          ),
        },
        ...h.rooms.map((r, i) => ({
          label: d.room(persianNumber(i + 1)),
          value: `${roomOrdinal(i)}: ${r.name}، ${r.mealType} (${r.mealTitle})`,
        })),
        ...(lead ? [{ label: d.leadGuest, value: printedName(lead) || '—' }] : []),
        { label: d.price, value: formatPrice(order.totalPrice) },
      ],
    },
    ...legs.map((x) => {
      const f = x.details;
      const label = x.leg === 'outbound' ? d.outbound : d.inbound;
      const numbers = tickets.filter((t) => t.leg === x.leg);
      return {
        title: label,
        fields: [
          {
            label,
            value: d.legValue(
              f.airline.persianName,
              toPersianDigits(`${f.airline.code}${f.flightNumber}`),
              f.origin.city,
              f.destination.city,
              `${formatJalali(f.departureTime.slice(0, 10), { weekday: true })} ${toPersianDigits(f.departureTime.slice(11, 16))}`,
            ),
          },
          ...numbers.map((t) => ({
            label: people[t.passengerIndex] ? printedName(people[t.passengerIndex]!) || '—' : '—',
            value: toPersianDigits(t.number),
          })),
        ],
      };
    }),
  ];
  return voucherDocument(order, ctx, {
    product: 'flightHotel',
    title: d.title,
    codeLabel: d.number,
    booking,
    passengers: people,
    sections,
    rules: [d.atAirport, messages.tickets.bringDocument],
  });
}
