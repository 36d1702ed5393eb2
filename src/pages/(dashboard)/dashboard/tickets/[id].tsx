import { unstable_notFound } from 'waku/router/server';
import { Empty } from '@/components/dashboard/ui';
import { PageMeta } from '@/components/layout/PageMeta';
import { TicketView } from '@/components/tickets/TicketView';
import * as messages from '@/lib/messages';
import { flightDocument } from '@/products/flight/messages';
import { upstream } from '@/server/request-context';
import { checkoutApi } from '@/server/upstream/checkout';
import type { TicketDocument } from '@/server/schemas/tickets';
import { UpstreamError } from '@/server/upstream/request';
import { ticketsApi } from '@/server/upstream/tickets';

const refused = (err: unknown, status: number) => err instanceof UpstreamError && err.kind === 'http' && err.status === status;

/**
 * The order's document: a ticket, else a voucher, else a contract (each kind is its own supplier endpoint); null
 * when the order has none (or is not this user's).
 */
async function ticketOrVoucher(factorId: number): Promise<TicketDocument | 'not-issued' | null> {
  const api = ticketsApi(upstream());
  for (const read of [api.ticket, api.voucher, api.contract]) {
    try {
      return await read(factorId);
    } catch (err) {
      if (refused(err, 409)) return 'not-issued';
      if (!refused(err, 404)) throw err;
    }
  }
  return null;
}

/**
 * Every document of an order that holds more than one (a flight's tickets and the insurance contract added to it; a
 * hotel voucher and a CIP voucher), in the order's own order: each read by its id and kind. Null when the order lists
 * one document or none (the single read above answers it), or when any of them cannot be read (then the leading one).
 */
async function everyDocument(factorId: number): Promise<{ id: string; doc: TicketDocument }[] | null> {
  try {
    const refs = (await checkoutApi(upstream()).order(factorId)).documents ?? [];
    if (refs.length < 2) return null;
    const api = ticketsApi(upstream());
    return await Promise.all(refs.map(async (ref) => ({ id: ref.id, doc: await api.document(factorId, ref) })));
  } catch (err) {
    if (err instanceof UpstreamError) return null;
    throw err;
  }
}

/** The printable documents of one of the user's orders (`/dashboard/tickets/{factorId}`): every one it holds. */
export default async function TicketPage({ id }: { id: string }) {
  const factorId = /^\d{1,12}$/.test(id) ? Number(id) : 0;
  if (factorId < 1) unstable_notFound();
  const doc = await ticketOrVoucher(factorId);
  if (doc === null) unstable_notFound();
  // The document names itself (its product chose the title); an order not yet issued has none to read it from.
  const title = doc === 'not-issued' ? flightDocument.title : doc.title;
  const all = doc === 'not-issued' ? null : await everyDocument(factorId);
  return (
    <>
      <PageMeta title={title} description={title} noindex />
      {doc === 'not-issued' ? (
        <Empty>{messages.tickets.notIssued}</Empty>
      ) : all ? (
        all.map((d, i) => <TicketView key={d.id} doc={d.doc} docId={d.id} first={i === 0} />)
      ) : (
        <TicketView doc={doc} />
      )}
    </>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
