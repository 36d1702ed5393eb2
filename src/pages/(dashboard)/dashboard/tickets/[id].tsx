import { unstable_notFound } from 'waku/router/server';
import { Empty } from '@/components/dashboard/ui';
import { PageMeta } from '@/components/layout/PageMeta';
import { TicketView } from '@/components/tickets/TicketView';
import * as messages from '@/lib/messages';
import { flightDocument } from '@/products/flight/messages';
import { upstream } from '@/server/request-context';
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

/** The printable ticket or voucher of one of the user's orders (`/dashboard/tickets/{factorId}`). */
export default async function TicketPage({ id }: { id: string }) {
  const factorId = /^\d{1,12}$/.test(id) ? Number(id) : 0;
  if (factorId < 1) unstable_notFound();
  const doc = await ticketOrVoucher(factorId);
  if (doc === null) unstable_notFound();
  // The document names itself (its product chose the title); an order not yet issued has none to read it from.
  const title = doc === 'not-issued' ? flightDocument.title : doc.title;
  return (
    <>
      <PageMeta title={title} description={title} noindex />
      {doc === 'not-issued' ? <Empty>{messages.tickets.notIssued}</Empty> : <TicketView doc={doc} />}
    </>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
