/**
 * `/invoice/package?factorId=N`: the invoice of one of the viewer's tour orders — its issued voucher as the supplier
 * prints it (order number, status, the tour, dates, transport, hotels, rooms by band, the travellers, the total), with
 * the print and PDF actions of the shared ticket view. An order that is not the viewer's, not a tour's or not issued
 * yet says so; without an order number the page finds the invoice (the viewer's tour orders, or by number and mobile).
 */
import { css } from '../../../../styled-system/css';
import { Article } from '@/components/content/Article';
import { SupportPhone } from '@/components/content/SupportPhone';
import { PageMeta } from '@/components/layout/PageMeta';
import { InvoiceFinder } from '@/components/tickets/InvoiceFinder';
import { TicketView } from '@/components/tickets/TicketView';
import { invoicePage, invoiceProduct } from '@/content/orders';
import * as messages from '@/lib/messages';
import { upstream } from '@/server/request-context';
import type { TicketDocument } from '@/server/schemas/tickets';
import { UpstreamError } from '@/server/upstream/request';
import { ticketsApi } from '@/server/upstream/tickets';
import { tourInvoice as m } from '../messages';

async function tourVoucherOf(factorId: number): Promise<TicketDocument | 'not-issued' | 'not-found' | 'outage'> {
  try {
    const doc = await ticketsApi(upstream()).voucher(factorId);
    return doc.product === 'tour' ? doc : 'not-found';
  } catch (err) {
    if (err instanceof UpstreamError && err.kind === 'http' && err.status === 409) return 'not-issued';
    if (err instanceof UpstreamError && err.kind === 'http' && (err.status === 404 || err.status === 401 || err.status === 403))
      return 'not-found';
    return 'outage';
  }
}

export async function TourInvoice({ factorIdText, path = '/invoice/package' }: { factorIdText: string; path?: string }) {
  const factorId = /^\d{1,12}$/.test(factorIdText) ? Number(factorIdText) : 0;
  if (factorId < 1)
    return (
      <Article page={invoicePage(invoiceProduct('package'), null)} after={<SupportPhone />}>
        <InvoiceFinder orderProduct="tour" path={path} />
      </Article>
    );
  const doc = await tourVoucherOf(factorId);
  const notice = { 'not-issued': messages.tickets.notIssued, 'not-found': m.notFound, outage: messages.common.genericError } as const;
  return (
    <>
      <PageMeta title={m.title} description={m.title} noindex />
      <h1 className={css({ fontSize: '2xl', fontWeight: 'bold', mb: '4' })}>{m.title}</h1>
      {typeof doc === 'string' ? (
        <p role="alert" data-testid="invoice-problem" className={css({ bg: 'red.3', color: 'red.11', p: '4', borderRadius: 'l3' })}>
          {notice[doc]}
        </p>
      ) : (
        <div data-testid="tour-invoice">
          <TicketView doc={doc} />
        </div>
      )}
    </>
  );
}
