/**
 * Ticket prices: a day's price per ticket type × the counts chosen. Children and infants come with an adult (a venue
 * does not admit them alone), every ticket takes a place of the day's capacity, at most 20 of a type per booking.
 */
import { persianNumber } from '@/lib/text';
import { attractionTexts as m } from '../messages';

export const TICKET_TYPES = ['adult', 'child', 'infant'] as const;
export type TicketType = (typeof TICKET_TYPES)[number];
export type TicketPrices = Readonly<Record<TicketType, number>>;
export type TicketCounts = Readonly<Record<TicketType, number>>;

export const MAX_TICKETS_PER_TYPE = 20;

export interface PriceLine {
  type: TicketType;
  label: string;
  count: number;
  unitPrice: number;
  total: number;
}

export const ticketCount = (c: TicketCounts): number => c.adult + c.child + c.infant;

/** One line per ticket type chosen (none for a count of 0), in adult, child, infant order. */
export function priceLines(prices: TicketPrices, counts: TicketCounts): PriceLine[] {
  return TICKET_TYPES.filter((t) => counts[t] > 0).map((t) => ({
    type: t,
    label: m.ticketTypes[t],
    count: counts[t],
    unitPrice: prices[t],
    total: prices[t] * counts[t],
  }));
}

/** What the tickets cost that day (rial). */
export function ticketTotal(prices: TicketPrices, counts: TicketCounts): number {
  return priceLines(prices, counts).reduce((n, l) => n + l.total, 0);
}

/** Why these counts cannot be booked with `remaining` places left (Persian), or null. */
export function ticketCountsProblem(counts: TicketCounts, remaining: number): string | null {
  if (TICKET_TYPES.some((t) => !Number.isInteger(counts[t]) || counts[t] < 0 || counts[t] > MAX_TICKETS_PER_TYPE)) return m.tooMany;
  const total = ticketCount(counts);
  if (total === 0) return m.noTickets;
  if (counts.adult === 0) return m.adultNeeded;
  if (remaining <= 0) return m.soldOut;
  if (total > remaining) return m.notEnough(persianNumber(remaining));
  return null;
}

/** «۲ بزرگسال، ۱ کودک»: the ticket counts of a search or a booking (types with none are left out). */
export function ticketsSummary(counts: TicketCounts): string {
  return TICKET_TYPES.filter((t) => counts[t] > 0)
    .map((t) => `${persianNumber(counts[t])} ${m.ticketTypes[t]}`)
    .join('، ');
}
