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
import { documentHeader } from '@/server/tickets/booking';
import type { TicketField, TicketPassenger } from '@/server/schemas/tickets';
import { bundleDocument as d, bundleTicketsDocument as t } from '../messages';
import { BundleHotelItem, BundleVehicle } from './basket';

/** The order's bundle: its hotel item, its two legs and its travellers as the documents print them. */
function bookedBundle(order: TicketOrder) {
  const booking = readBooking(order);
  const items = booking?.typeInfos['tourDynamics'] ?? [];
  const hotel = each(BundleHotelItem, items)[0];
  if (!booking || !hotel) return null;
  const legs = each(BundleVehicle, items).filter((x) => x.bundleKey === hotel.bundleKey);
  const international = legs.some((x) => x.details.origin.countryCode !== 'IR' || x.details.destination.countryCode !== 'IR');
  const people = each(BookingPassenger, hotel.passengers).map((p) => ticketPassenger(p, international));
  return { booking, hotel, legs, international, people };
}

const m = messages.tickets;
const when = (local: string) => `${formatJalali(local.slice(0, 10), { weekday: true })}، ساعت ${toPersianDigits(local.slice(11, 16))}`;

function travellerFields(p: TicketPassenger): TicketField[] {
  const fields: TicketField[] = [];
  if (p.persianName) fields.push({ label: m.persianName, value: p.persianName });
  if (p.latinName) fields.push({ label: m.latinName, value: p.latinName.toUpperCase() });
  if (p.type) fields.push({ label: m.passengerType, value: m.passengerTypes[p.type] + (p.isLeader ? `، ${m.leader}` : '') });
  if (p.documentNumber && p.documentKind === 'passport') fields.push({ label: m.passportNumber, value: p.documentNumber });
  else if (p.documentNumber) fields.push({ label: m.nationalNumber, value: toPersianDigits(p.documentNumber) });
  return fields;
}

function legFields(x: BundleVehicle): TicketField[] {
  const f = x.details;
  return [
    { label: t.airline, value: `${f.airline.persianName} (${f.airline.code})` },
    { label: t.flightNumber, value: `${f.airline.code} ${f.flightNumber}` },
    { label: m.route, value: m.routeValue(`${f.origin.city} (${f.origin.iata})`, `${f.destination.city} (${f.destination.iata})`) },
    { label: m.departure, value: when(f.departureTime) },
    { label: m.arrival, value: when(f.arrivalTime) },
    { label: t.cabin, value: f.cabin.name },
    { label: t.baggage, value: t.baggageValue(persianNumber(f.baggage.checkedKg), persianNumber(f.baggage.cabinKg)) },
    { label: t.kind, value: f.isCharter ? t.charter : t.systemic },
  ];
}

/**
 * The bundle's flight tickets as a document of their own (issue 44: «the flight tickets as PDFs»): one coupon per
 * ticket the supplier numbered (each traveller on each leg), the traveller then the leg, the leg's fare for that
 * traveller's type. The voucher lists the same numbers; this is what the airline's counter reads.
 */
export function flightHotelTickets(order: TicketOrder, ctx: TicketContext): TicketDocument | null {
  const b = bookedBundle(order);
  if (!b || b.legs.length === 0) return null;
  const coupons = b.booking.record.tickets.flatMap((k) => {
    const leg = b.legs.find((x) => x.leg === (k.leg ?? 'outbound'));
    const person = b.people[k.passengerIndex];
    if (!leg || !person) return [];
    return [
      {
        number: k.number,
        amount: leg.details.prices[person.type ?? 'adult'],
        sections: [
          { title: m.passenger, fields: travellerFields(person) },
          { title: `${t.flight} ${leg.leg === 'return' ? m.return : m.outbound}`, fields: legFields(leg) },
        ],
      },
    ];
  });
  if (coupons.length === 0) return null;
  const h = b.hotel.details.hotel;
  return {
    kind: 'ticket',
    product: 'flightHotel',
    title: t.title,
    codeLabel: m.ticketNumber,
    ...documentHeader(order),
    pnr: b.booking.record.pnr ?? null,
    agencyName: ctx.agencyName,
    providerName: b.legs[0]!.details.providerName,
    contactMobile: b.booking.contactMobile ?? order.mobile,
    passengers: b.people,
    coupons,
    totalAmount: order.totalPrice,
    currency: 'IRR',
    rules: [
      t.hotel(h.persianName, h.cityPersianName),
      b.legs.every((x) => x.details.isRefundable) ? t.refundable : t.nonRefundable,
      t.atAirport,
      m.bringDocument,
    ],
  };
}

export function flightHotelVoucher(order: TicketOrder, ctx: TicketContext): TicketDocument | null {
  const b = bookedBundle(order);
  if (!b) return null;
  const { booking, hotel, legs, people } = b;
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
