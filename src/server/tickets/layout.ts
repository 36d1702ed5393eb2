/**
 * What each page of a ticket PDF says, as text: one page per coupon (a passenger on a flight, or a whole hotel
 * booking), every number with Persian digits through the one formatter, amounts in toman (rial ÷ 10), dates Jalali.
 * Pure: the painter (render.ts) only places these strings.
 */
import { clockTime, formatJalali } from '@/lib/date-format';
import { todayIn } from '@/lib/dates';
import * as messages from '@/lib/messages';
import { formatAmount, rialToToman } from '@/lib/money';
import { toPersianDigits } from '@/lib/text';
import type { TicketCoupon, TicketDocument, TicketLeg, TicketPassenger } from '../schemas/tickets';

export interface PrintField {
  label: string;
  value: string;
}
export interface PrintSection {
  title: string;
  fields: PrintField[];
}
export interface PrintPage {
  title: string;
  /** The coupon's number, printed large. */
  code: PrintField;
  headerFields: PrintField[];
  sections: PrintSection[];
  rules: string[];
  footer: string;
}

const m = messages.tickets;
const toman = (rial: number) => `${formatAmount(rialToToman(rial))} ${messages.common.toman}`;
/** A local date-time with its offset («2026-12-01T08:30:00+03:30») → «۱۰ آذر ۱۴۰۵، ساعت ۰۸:۳۰». */
const when = (local: string) => `${formatJalali(local.slice(0, 10))}، ساعت ${toPersianDigits(clockTime(local))}`;
/** Codes (ticket numbers, PNR, IATA) keep Latin characters; their digits too, as printed on boarding passes. */
const code = (s: string) => s;

function passengerFields(p: TicketPassenger): PrintField[] {
  const fields: PrintField[] = [];
  if (p.persianName) fields.push({ label: m.persianName, value: p.persianName });
  if (p.latinName) fields.push({ label: m.latinName, value: p.latinName.toUpperCase() });
  if (p.type) fields.push({ label: m.passengerType, value: m.passengerTypes[p.type] + (p.isLeader ? `، ${m.leader}` : '') });
  // A passport number is printed as in the passport (Latin); a national number with Persian digits.
  if (p.documentNumber && p.documentKind === 'passport') fields.push({ label: m.passportNumber, value: code(p.documentNumber) });
  else if (p.documentNumber) fields.push({ label: m.nationalNumber, value: toPersianDigits(p.documentNumber) });
  return fields;
}

function legFields(leg: TicketLeg): PrintField[] {
  return [
    { label: m.airline, value: `${leg.airlineName} (${leg.airlineCode})` },
    { label: m.flightNumber, value: code(leg.flightNumber) },
    {
      label: m.route,
      value: m.routeValue(`${leg.origin.city} (${leg.origin.iata})`, `${leg.destination.city} (${leg.destination.iata})`),
    },
    { label: m.departure, value: when(leg.departureTime) },
    { label: m.arrival, value: when(leg.arrivalTime) },
    { label: m.cabin, value: `${leg.cabinName} (${leg.bookingClass})` },
    { label: m.aircraft, value: leg.aircraft },
    { label: m.baggage, value: m.baggageValue(leg.checkedBaggageKg, leg.cabinBaggageKg) },
    { label: m.flightKind, value: leg.isCharter ? m.charter : m.systemic },
  ];
}

function flightPage(doc: TicketDocument, coupon: TicketCoupon): PrintPage {
  const passenger = coupon.passengerIndex === null ? undefined : doc.passengers[coupon.passengerIndex];
  const leg = coupon.legIndex === null ? undefined : doc.legs[coupon.legIndex];
  const sections: PrintSection[] = [];
  if (passenger) sections.push({ title: m.passenger, fields: passengerFields(passenger) });
  if (leg) sections.push({ title: `${m.flight} ${leg.leg === 'return' ? m.return : m.outbound}`, fields: legFields(leg) });
  const money: PrintField[] = [];
  if (coupon.amount !== null) money.push({ label: m.fare, value: toman(coupon.amount) });
  money.push({ label: m.total, value: toman(doc.totalAmount) });
  sections.push({ title: m.amounts, fields: money });
  return {
    title: m.flightTitle,
    code: { label: m.ticketNumber, value: code(coupon.number) },
    headerFields: header(doc),
    sections,
    rules: doc.rules,
    footer: '',
  };
}

function voucherPage(doc: TicketDocument, coupon: TicketCoupon): PrintPage {
  const stay = doc.stay;
  const sections: PrintSection[] = [];
  if (stay) {
    sections.push({
      title: m.hotel,
      fields: [
        { label: m.hotel, value: stay.hotelName },
        ...(stay.city ? [{ label: m.city, value: stay.city }] : []),
        { label: m.checkIn, value: formatJalali(stay.checkIn, { weekday: true }) },
        { label: m.checkOut, value: formatJalali(stay.checkOut, { weekday: true }) },
        { label: m.nights, value: m.nightsValue(stay.nights) },
        { label: m.guests, value: m.guestsValue(stay.guests) },
        ...stay.rooms.map((r, i) => ({
          label: `${m.room} ${toPersianDigits(i + 1)}`,
          value: m.roomValue(r.board ? `${r.name} (${r.board})` : r.name, r.adults, r.children),
        })),
      ],
    });
  }
  if (doc.passengers.length > 0)
    sections.push({
      title: m.guests,
      fields: doc.passengers.map((p, i) => ({
        label: `${toPersianDigits(i + 1)}${p.isLeader ? `، ${m.leader}` : ''}`,
        value: [p.persianName, p.latinName?.toUpperCase()].filter(Boolean).join(' / '),
      })),
    });
  sections.push({ title: m.amounts, fields: [{ label: m.total, value: toman(doc.totalAmount) }] });
  return {
    title: m.voucherTitle,
    code: { label: m.voucherNumber, value: code(coupon.number) },
    headerFields: header(doc),
    sections,
    rules: doc.rules,
    footer: '',
  };
}

function header(doc: TicketDocument): PrintField[] {
  const fields: PrintField[] = [{ label: m.orderNumber, value: code(doc.orderNumber) }];
  if (doc.pnr) fields.push({ label: m.pnr, value: code(doc.pnr) });
  fields.push({ label: m.issuedAt, value: formatJalali(todayIn(Date.parse(doc.issuedAt))) });
  fields.push({ label: m.status, value: doc.status });
  fields.push({ label: m.agency, value: doc.agencyName });
  if (doc.providerName) fields.push({ label: m.provider, value: doc.providerName });
  if (doc.contactMobile) fields.push({ label: m.contact, value: toPersianDigits(doc.contactMobile) });
  return fields;
}

/** The pages of a document, one per coupon, numbered. */
export function printPages(doc: TicketDocument): PrintPage[] {
  const pages = doc.coupons.map((c) => (doc.kind === 'voucher' ? voucherPage(doc, c) : flightPage(doc, c)));
  return pages.map((p, i) => ({ ...p, footer: `${m.support}    ${m.page(i + 1, pages.length)}` }));
}
