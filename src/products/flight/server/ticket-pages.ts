/**
 * What a flight e-ticket's coupon prints (the document's sections, src/server/schemas/tickets.ts): the passenger and
 * the leg, as final Persian text. The printer and the HTML page show these as given, so the wording, the order and
 * the formats (Persian digits, Jalali date and time, Latin codes) are decided here, for the flight alone.
 */
import { clockTime } from '@/lib/clock-time';
import { formatJalali } from '@/lib/date-format';
import * as messages from '@/lib/messages';
import { toPersianDigits } from '@/lib/text';
import type { TicketField, TicketPassenger, TicketSection } from '@/server/schemas/tickets';
import { flightDocument as f } from '../messages';
import type { Allowance, PassengerType } from '../model/baggage';

/** One flight of the trip as its coupon prints it (read from the booked item by ticket.ts). */
export interface TicketLeg {
  leg: 'outbound' | 'return';
  airlineName: string;
  airlineCode: string;
  /** Airline code + number, e.g. «IR 452». */
  flightNumber: string;
  origin: { iata: string; city: string };
  destination: { iata: string; city: string };
  /** Local times with their offset, as the search returned them. */
  departureTime: string;
  arrivalTime: string;
  cabinName: string;
  bookingClass: string;
  aircraft: string;
  /** Each passenger type's own allowance on this leg's fare (an infant's is not the adult's). */
  baggage: Record<PassengerType, Allowance>;
  isCharter: boolean;
  isRefundable: boolean;
  providerName: string;
}

const m = messages.tickets;
/** A local date-time with its offset («2026-12-01T08:30:00+03:30») → «۱۰ آذر ۱۴۰۵، ساعت ۰۸:۳۰». */
const when = (local: string) => `${formatJalali(local.slice(0, 10))}، ساعت ${toPersianDigits(clockTime(local))}`;
/** Codes (ticket numbers, passport numbers, IATA) keep Latin characters; their digits too, as on boarding passes. */
const code = (s: string) => s;

function passengerFields(p: TicketPassenger): TicketField[] {
  const fields: TicketField[] = [];
  if (p.persianName) fields.push({ label: m.persianName, value: p.persianName });
  if (p.latinName) fields.push({ label: m.latinName, value: p.latinName.toUpperCase() });
  if (p.type) fields.push({ label: m.passengerType, value: m.passengerTypes[p.type] + (p.isLeader ? `، ${m.leader}` : '') });
  // A passport number is printed as in the passport (Latin); a national number with Persian digits.
  if (p.documentNumber && p.documentKind === 'passport') fields.push({ label: m.passportNumber, value: code(p.documentNumber) });
  else if (p.documentNumber) fields.push({ label: m.nationalNumber, value: toPersianDigits(p.documentNumber) });
  return fields;
}

function legFields(leg: TicketLeg, type: PassengerType): TicketField[] {
  const bag = leg.baggage[type];
  return [
    { label: f.airline, value: `${leg.airlineName} (${leg.airlineCode})` },
    { label: f.flightNumber, value: code(leg.flightNumber) },
    {
      label: m.route,
      value: m.routeValue(`${leg.origin.city} (${leg.origin.iata})`, `${leg.destination.city} (${leg.destination.iata})`),
    },
    { label: m.departure, value: when(leg.departureTime) },
    { label: m.arrival, value: when(leg.arrivalTime) },
    { label: f.cabin, value: `${leg.cabinName} (${leg.bookingClass})` },
    { label: f.aircraft, value: leg.aircraft },
    { label: f.baggage, value: f.baggageValue(bag.checkedKg, bag.cabinKg) },
    { label: f.kind, value: leg.isCharter ? f.charter : f.systemic },
  ];
}

/** A flight coupon's page: the passenger it is for, then the leg it flies. */
export function flightCouponSections(passenger: TicketPassenger, leg: TicketLeg): TicketSection[] {
  return [
    { title: m.passenger, fields: passengerFields(passenger) },
    { title: `${f.flight} ${leg.leg === 'return' ? m.return : m.outbound}`, fields: legFields(leg, passenger.type ?? 'adult') },
  ];
}
