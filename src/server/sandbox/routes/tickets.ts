/**
 * Tickets and vouchers of the current user's orders (spec 000 §7 "Reports and tickets"):
 *   GET /api/v1/tickets/pdf/{factorId}                     → application/pdf (the e-ticket or the voucher)
 *   GET /ticketapi/v1/crs_tickets/getticket/{factorId}     → envelope TicketDocument (kind ticket: flights)
 *   GET /ticketapi/v1/crs_tickets/getvoucher/{factorId}    → envelope TicketDocument (kind voucher: hotels)
 *   GET /ticketapi/v1/crs_tickets/getcontract/{factorId}   → envelope TicketDocument (kind contract: insurance)
 * Another user's order answers 404 like an unknown id (its existence is not disclosed); an order without a valid
 * ticket (unpaid, failed, cancelled, refunded) 409. Fault knobs apply as on every path.
 */
import { Hono } from 'hono';
import * as messages from '@/lib/messages';
import { BRAND_FA } from '@/lib/constants';
import type { TicketDocument } from '../../schemas/tickets';
import { attractionVoucher } from '@/products/attraction/server/ticket';
import { cipVoucher } from '@/products/cip/server/ticket';
import { flightTicket } from '@/products/flight/server/ticket';
import { hotelVoucher } from '@/products/hotel/server/ticket';
import { insuranceContract } from '@/products/insurance/server/ticket';
import { flightHotelVoucher } from '@/products/flight-hotel/server/ticket';
import { tourVoucher } from '@/products/tour/server/ticket';
import { hasTicket, renderTicketPdf, ticketDocument } from '../../tickets';
import type { SandboxEnv } from '../context';
import { findHotel } from '../data/hotels';
import { type Ctx, fail, intParam, ok } from '../http';
import { currentUser } from '../session';

/**
 * The supplier issues each product's document itself (a real supplier does): its issuers are part of each product's
 * sandbox inventory, with the mappers the products define (the standalone sandbox loads these, not the site's registry).
 */
const ISSUERS = [
  { orderProduct: 'hotel', ticket: hotelVoucher },
  { orderProduct: 'flight', ticket: flightTicket },
  { orderProduct: 'attraction', ticket: attractionVoucher },
  { orderProduct: 'cip', ticket: cipVoucher },
  { orderProduct: 'insurance', ticket: insuranceContract },
  { orderProduct: 'tour', ticket: tourVoucher },
  { orderProduct: 'flightHotel', ticket: flightHotelVoucher },
];

/** The current user's order's document, or the refusal to send. */
async function documentOf(c: Ctx): Promise<{ doc: TicketDocument } | { error: Response }> {
  const { store, user } = await currentUser(c);
  const id = intParam(c.req.param('id'));
  const order = id === null ? undefined : store.orders.get(id);
  if (!order || order.userId !== user.userId) return { error: fail(c, 404, 'not_found', messages.tickets.notFound) };
  if (!hasTicket(order)) return { error: fail(c, 409, 'ticket_not_issued', messages.tickets.notIssued) };
  const { seed, publicBaseUrl } = c.get('ctx');
  const doc = ticketDocument(
    order,
    { agencyName: BRAND_FA, publicBaseUrl, itemName: (hotelId) => findHotel(seed, hotelId)?.fa ?? null },
    ISSUERS,
  );
  return doc ? { doc } : { error: fail(c, 404, 'not_found', messages.tickets.unavailable) };
}

export function ticketRoutes(): Hono<SandboxEnv> {
  const app = new Hono<SandboxEnv>();

  app.get('/api/v1/tickets/pdf/:id', async (c) => {
    const found = await documentOf(c);
    if ('error' in found) return found.error;
    const bytes = await renderTicketPdf(found.doc);
    return c.body(bytes as Uint8Array<ArrayBuffer>, 200, {
      'Content-Type': 'application/pdf',
      'Content-Length': String(bytes.byteLength),
    });
  });
  const json = (kind: TicketDocument['kind']) => async (c: Ctx) => {
    const found = await documentOf(c);
    if ('error' in found) return found.error;
    if (found.doc.kind !== kind) return fail(c, 404, 'not_found', messages.tickets.unavailable);
    return ok(c, found.doc);
  };
  app.get('/ticketapi/v1/crs_tickets/getticket/:id', json('ticket'));
  app.get('/ticketapi/v1/crs_tickets/getvoucher/:id', json('voucher'));
  // A per-traveller contract (insurance) as printable data, the same document the PDF prints.
  app.get('/ticketapi/v1/crs_tickets/getcontract/:id', json('contract'));
  return app;
}
