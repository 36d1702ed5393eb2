/**
 * What a hotel voucher prints (the document's sections, src/server/schemas/tickets.ts): the stay and the guests, as
 * final Persian text. The printer and the HTML page show these as given, so the wording, the order and the formats
 * (Persian digits, Jalali dates with the weekday) are decided here, for the hotel alone.
 */
import { formatJalali } from '@/lib/date-format';
import * as messages from '@/lib/messages';
import { toPersianDigits } from '@/lib/text';
import type { TicketPassenger, TicketSection } from '@/server/schemas/tickets';
import { printedName } from '@/server/tickets/voucher';
import { hotelDocument as h } from '../messages';

/** The stay a voucher covers (read from the booked item, else from the order, by ticket.ts). */
export interface VoucherStay {
  hotelName: string;
  city: string | null;
  checkIn: string;
  checkOut: string;
  nights: number;
  /** Guests in all (the voucher of an order without its booking knows only this). */
  guests: number;
  rooms: { name: string; board: string | null; adults: number; children: number }[];
  /** The hotel's address, its confirmation number and the package's cancellation rules, when the booking has them. */
  address?: string | null;
  confirmation?: string | null;
  cancellation?: string | null;
}

const m = messages.tickets;

/** The stay's meal plans, each once. */
const boards = (stay: VoucherStay) => [...new Set(stay.rooms.flatMap((r) => (r.board ? [r.board] : [])))];

/** A voucher's page: the stay, then its guests when they are known (an order without its booking has only a count). */
export function voucherSections(stay: VoucherStay, guests: readonly TicketPassenger[]): TicketSection[] {
  const sections: TicketSection[] = [
    {
      title: h.hotel,
      fields: [
        { label: h.hotel, value: stay.hotelName },
        ...(stay.city ? [{ label: m.city, value: stay.city }] : []),
        ...(stay.address ? [{ label: h.address, value: stay.address }] : []),
        ...(stay.confirmation ? [{ label: h.confirmation, value: stay.confirmation }] : []),
        { label: h.checkIn, value: formatJalali(stay.checkIn, { weekday: true }) },
        { label: h.checkOut, value: formatJalali(stay.checkOut, { weekday: true }) },
        { label: h.nights, value: h.nightsValue(stay.nights) },
        { label: m.guests, value: h.guestsValue(stay.guests) },
        ...stay.rooms.map((r, i) => ({
          label: `${h.room} ${toPersianDigits(i + 1)}`,
          value: h.roomValue(r.board ? `${r.name} (${r.board})` : r.name, r.adults, r.children),
        })),
        ...(boards(stay).length ? [{ label: h.meal, value: boards(stay).join('، ') }] : []),
      ],
    },
  ];
  if (stay.cancellation) sections.push({ title: h.cancellation, fields: [{ label: h.cancellationLabel, value: stay.cancellation }] });
  if (guests.length > 0)
    sections.push({
      title: m.guests,
      fields: guests.map((p, i) => ({
        label: `${toPersianDigits(i + 1)}${p.isLeader ? `، ${m.leader}` : ''}`,
        value: printedName(p),
      })),
    });
  return sections;
}
