/**
 * Tickets and vouchers (contracts §6): the per-product mappers from an issued order to a `TicketDocument`, and the
 * PDF printer. A product plugs in its mapper through its definition (src/server/product.ts `ticket`); the sandbox routes, the edge download and the printer are shared.
 */
import type { TicketDocument } from '../schemas/tickets';
import type { TicketOrder } from './booking';
import type { TicketContext } from './context';
import type { TicketMapper } from './mapper';

export type { TicketOrder } from './booking';
export type { TicketContext } from './context';

export type { TicketMapper } from './mapper';

/** A product that may have a document: the supplier's name of its orders and its mapper (src/server/product.ts). */
export interface TicketedProduct {
  orderProduct: string;
  ticket?: TicketMapper | undefined;
}

export { hasTicket, ticketPageUrl, ticketPdfUrl, trackedDocumentUrl } from './availability';
export { type DocumentProduct, documentRefs, type FurtherDocument, type OrderDocument, orderDocuments } from './documents';

/** The order's document, or null when its product has no mapper or its data cannot make one. */
export function ticketDocument(order: TicketOrder, ctx: TicketContext, products: readonly TicketedProduct[]): TicketDocument | null {
  return products.find((p) => p.orderProduct === order.product)?.ticket?.(order, ctx) ?? null;
}

/**
 * The document as PDF bytes. The printer (pdf-lib, fontkit and the embedded fonts, about 1.3 MB of code) is loaded on
 * the first ticket, not when the worker starts.
 */
export async function renderTicketPdf(doc: TicketDocument): Promise<Uint8Array> {
  const { renderTicketPdf: render } = await import('./render');
  return render(doc);
}
