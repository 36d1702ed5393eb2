/**
 * Tickets and vouchers of the current user's orders (spec 000 §7 "Reports and tickets"):
 *   GET /api/v1/tickets/pdf/{factorId}[?doc={id}]           → application/pdf (the order's leading document, or the
 *                                                            one of its documents `doc` names: Order.documents[].id)
 *   GET /ticketapi/v1/crs_tickets/getticket/{factorId}     → envelope TicketDocument (kind ticket: flights)
 *   GET /ticketapi/v1/crs_tickets/getvoucher/{factorId}    → envelope TicketDocument (kind voucher: hotels)
 *   GET /ticketapi/v1/crs_tickets/getcontract/{factorId}   → envelope TicketDocument (kind contract: insurance)
 * Each also takes `?access=` (the proof Orders/Track hands out after the SMS code) for an order not the user's own.
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
import { flightHotelTickets, flightHotelVoucher } from '@/products/flight-hotel/server/ticket';
import { tourVoucher } from '@/products/tour/server/ticket';
import { BUNDLE_SLOT, BUNDLE_TICKETS_DOCUMENT } from '@/products/flight-hotel/server/basket';
import type { OrderDocumentRef } from '../../schemas/tickets';
import {
  type DocumentProduct,
  documentRefs,
  hasTicket,
  type OrderDocument,
  orderDocuments,
  renderTicketPdf,
  type TicketContext,
} from '../../tickets';
import type { SandboxContext, SandboxEnv } from '../context';
import { type OrderRecord, orderCustomer } from '../store';
import { signPayload, verifyPayload } from '../tokens';
import { findHotel } from '../data/hotels';
import { type Ctx, fail, intParam, ok } from '../http';
import { currentUser } from '../session';

/**
 * The supplier issues each product's document itself (a real supplier does): its issuers are part of each product's
 * sandbox inventory, with the mappers the products define and the basket slot each reads (the standalone sandbox
 * loads these, not the site's registry). An order holds one document per part (src/server/tickets/documents.ts).
 */
const ISSUERS: readonly DocumentProduct[] = [
  { orderProduct: 'hotel', slot: 'hotels', ticket: hotelVoucher },
  { orderProduct: 'flight', slot: 'vehicles', ticket: flightTicket },
  { orderProduct: 'attraction', slot: 'attractions', ticket: attractionVoucher },
  { orderProduct: 'cip', slot: 'cip', ticket: cipVoucher },
  { orderProduct: 'insurance', slot: 'insurances', ticket: insuranceContract },
  { orderProduct: 'tour', slot: 'tours', ticket: tourVoucher },
  {
    orderProduct: 'flightHotel',
    slot: BUNDLE_SLOT,
    ticket: flightHotelVoucher,
    documents: [{ id: BUNDLE_TICKETS_DOCUMENT, ticket: flightHotelTickets }],
  },
];

/** The issuers of an order's documents now: a part cancelled on its own (a CIP taken with a flight) prints nothing. */
const issuersOf = (order: OrderRecord): readonly DocumentProduct[] =>
  order.cancelledParts ? ISSUERS.filter((p) => !p.slot || !order.cancelledParts?.[p.slot]) : ISSUERS;

const contextOf = (c: Ctx): TicketContext => {
  const { seed, publicBaseUrl } = c.get('ctx');
  return { agencyName: BRAND_FA, publicBaseUrl, itemName: (hotelId) => findHotel(seed, hotelId)?.fa ?? null };
};

/**
 * The documents an order holds now: none unless it holds a valid ticket (paid or issued, a refund pending), and none
 * once its service was cancelled.
 */
export function orderDocumentRefs(c: Ctx, order: OrderRecord): OrderDocumentRef[] {
  return hasTicket(order) && !order.serviceCancelledAt ? documentRefs(orderDocuments(order, contextOf(c), issuersOf(order))) : [];
}

// ---- order tracking's access to an order's documents ----

const ACCESS_PREFIX = 'td1';
/** How long the proof the tracking answer hands out lets its visitor download the order's documents. */
export const DOCUMENT_ACCESS_TTL_MS = 30 * 60_000;

/** The proof that a visitor tracked this order with its buyer's mobile and the SMS code (account.ts, Orders/Track). */
export function documentAccessToken(ctx: SandboxContext, order: OrderRecord): Promise<string> {
  return signPayload(ctx, ACCESS_PREFIX, { f: order.factorId, m: order.mobile ?? '', e: ctx.clock() + DOCUMENT_ACCESS_TTL_MS });
}

/** Whether `token` is a live proof for this order and its buyer's mobile. */
async function accessProves(ctx: SandboxContext, token: string | undefined, order: OrderRecord): Promise<boolean> {
  if (!token) return false;
  const p = await verifyPayload(ctx, ACCESS_PREFIX, token);
  return (
    !!p &&
    p.f === order.factorId &&
    typeof p.m === 'string' &&
    p.m !== '' &&
    p.m === order.mobile &&
    typeof p.e === 'number' &&
    p.e > ctx.clock()
  );
}

/**
 * The order's documents, or the refusal to send: the current user's own order, or any order whose tracking proof
 * (`access`) the request carries. Anyone else's, or an unknown id, is 404 alike.
 */
async function documentsOf(c: Ctx): Promise<{ docs: OrderDocument[] } | { error: Response }> {
  const { store, user } = await currentUser(c);
  const id = intParam(c.req.param('id'));
  const order = id === null ? undefined : store.orders.get(id);
  const allowed = !!order && (order.userId === user.userId || (await accessProves(c.get('ctx'), c.req.query('access'), order)));
  if (!order || !allowed) return { error: fail(c, 404, 'not_found', messages.tickets.notFound) };
  if (!hasTicket(order)) return { error: fail(c, 409, 'ticket_not_issued', messages.tickets.notIssued) };
  // The service was cancelled (its refund may still be on its way to the card): its documents are void.
  if (order.serviceCancelledAt) return { error: fail(c, 409, 'order_cancelled', messages.tickets.cancelled) };
  // BUYFOROTHER: the documents name the customer the order was bought for.
  const customer = orderCustomer(store, order.userId, order.customerId);
  const docs = orderDocuments({ ...order, customer }, contextOf(c), issuersOf(order));
  return docs.length ? { docs } : { error: fail(c, 404, 'not_found', messages.tickets.unavailable) };
}

/** One of the order's documents: the one `doc` names (`?doc=`), else its leading one. */
async function documentOf(c: Ctx): Promise<{ doc: TicketDocument } | { error: Response }> {
  const found = await documentsOf(c);
  if ('error' in found) return found;
  const wanted = c.req.query('doc');
  const doc = wanted ? found.docs.find((d) => d.id === wanted)?.doc : found.docs[0]?.doc;
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
    const found = await documentsOf(c);
    if ('error' in found) return found.error;
    // The order's first document of that kind (a flight with an added CIP: getticket the flight's, getvoucher the CIP's),
    // or the one `?doc=` names (Order.documents[].id) when it is of that kind.
    const wanted = c.req.query('doc');
    const doc = found.docs.find((d) => d.doc.kind === kind && (!wanted || d.id === wanted))?.doc;
    return doc ? ok(c, doc) : fail(c, 404, 'not_found', messages.tickets.unavailable);
  };
  app.get('/ticketapi/v1/crs_tickets/getticket/:id', json('ticket'));
  app.get('/ticketapi/v1/crs_tickets/getvoucher/:id', json('voucher'));
  // A per-traveller contract (insurance) as printable data, the same document the PDF prints.
  app.get('/ticketapi/v1/crs_tickets/getcontract/:id', json('contract'));
  return app;
}
