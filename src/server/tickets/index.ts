/**
 * Tickets and vouchers (contracts §6): the per-product mappers from an issued order to a `TicketDocument`, and the
 * PDF printer. A new product plugs in a mapper here; the sandbox routes, the edge download and the printer are shared.
 */
import type { Order } from '../schemas/account';
import type { TicketDocument } from '../schemas/tickets';
import type { TicketOrder } from './booking';
import type { TicketContext } from './context';
import { flightTicket } from '@/products/flight/server/ticket';
import { hotelVoucher } from '@/products/hotel/server/ticket';

export type { TicketOrder } from './booking';
export type { TicketContext } from './context';

export type TicketMapper = (order: TicketOrder, ctx: TicketContext) => TicketDocument | null;

/** One mapper per product that has a ticket or voucher; products without one (yet) have none. */
export const TICKET_MAPPERS: Partial<Record<Order['product'], TicketMapper>> = {
  flight: flightTicket,
  hotel: hotelVoucher,
};

export { hasTicket, showsTicket, ticketPageUrl, ticketPdfUrl } from './availability';

/** The order's document, or null when its product has no mapper or its data cannot make one. */
export function ticketDocument(order: TicketOrder, ctx: TicketContext): TicketDocument | null {
  return TICKET_MAPPERS[order.product]?.(order, ctx) ?? null;
}

/**
 * The document as PDF bytes. The printer (pdf-lib, fontkit and the embedded fonts, about 1.3 MB of code) is loaded on
 * the first ticket, not when the worker starts.
 */
export async function renderTicketPdf(doc: TicketDocument): Promise<Uint8Array> {
  const { renderTicketPdf: render } = await import('./render');
  return render(doc);
}
