/**
 * Tickets and vouchers of the signed-in user's orders (spec 000 §7): the PDF (`/api/v1/tickets/pdf/{id}`, bytes
 * checked to be a PDF) and the documents as data (`getticket`, `getvoucher`). The id is the order's factor id.
 */
import * as v from 'valibot';
import { TicketDocumentResponse } from '../schemas/tickets';
import type { UpstreamClient } from './request';

/** A ticket PDF is a few tens of KB; anything past this is not one of ours. */
const MAX_PDF_BYTES = 4 * 1024 * 1024;
const PdfBytes = v.pipe(
  v.instance(Uint8Array),
  v.check((b) => b.byteLength <= MAX_PDF_BYTES, 'PDF too large'),
);

export const ticketsApi = (client: UpstreamClient) => ({
  /**
   * The order's PDF: its leading document, or the one `doc` names (Order.documents[].id). `access` is order tracking's
   * proof (Orders/Track's `documentAccess`) for a visitor whose session does not own the order.
   */
  pdf: (factorId: number, opts: { doc?: string; access?: string } = {}) => {
    const query = new URLSearchParams({
      ...(opts.doc ? { doc: opts.doc } : {}),
      ...(opts.access ? { access: opts.access } : {}),
    }).toString();
    return client.call({
      method: 'GET',
      path: `/api/v1/tickets/pdf/${factorId}${query ? `?${query}` : ''}`,
      schema: PdfBytes,
      accept: 'pdf',
    });
  },
  ticket: async (factorId: number) =>
    (await client.call({ method: 'GET', path: `/ticketapi/v1/crs_tickets/getticket/${factorId}`, schema: TicketDocumentResponse })).data,
  voucher: async (factorId: number) =>
    (await client.call({ method: 'GET', path: `/ticketapi/v1/crs_tickets/getvoucher/${factorId}`, schema: TicketDocumentResponse })).data,
  /**
   * One of the order's documents (Order.documents[]: its id and kind) as printable data: the kind's endpoint with
   * `doc`, so an order with two documents of one kind (a hotel voucher and a CIP voucher) reads each.
   */
  document: async (factorId: number, ref: { id: string; kind: 'ticket' | 'voucher' | 'contract' }) => {
    const endpoint = { ticket: 'getticket', voucher: 'getvoucher', contract: 'getcontract' }[ref.kind];
    const path = `/ticketapi/v1/crs_tickets/${endpoint}/${factorId}?${new URLSearchParams({ doc: ref.id }).toString()}`;
    return (await client.call({ method: 'GET', path, schema: TicketDocumentResponse })).data;
  },
  /** A per-traveller contract (an insurance policy) in the same printable form as a ticket or voucher. */
  contract: async (factorId: number) =>
    (await client.call({ method: 'GET', path: `/ticketapi/v1/crs_tickets/getcontract/${factorId}`, schema: TicketDocumentResponse })).data,
});

export type TicketsApi = ReturnType<typeof ticketsApi>;
