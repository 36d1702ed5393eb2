/**
 * `/invoice/<product>?factorId=N`, any product's: the invoice of one of the viewer's orders, its issued document as the
 * supplier prints it (a voucher, a contract…), with the print and PDF actions of the shared ticket view. An order that
 * is not the viewer's, not this product's or not issued yet says so in Persian; an outage says it is one; without an
 * order number the page finds the invoice (issue 49): the viewer's paid orders of the product, and the order by its
 * number and the buyer's mobile (src/components/tickets/InvoiceFinder.tsx). A product's page passes its own words,
 * which document to ask for, and which documents are its own.
 */
import { Suspense } from 'react';
import { css } from '../../../styled-system/css';
import { OrderPayments } from '@/components/account/OrderPayments';
import { Article } from '@/components/content/Article';
import { SupportPhone } from '@/components/content/SupportPhone';
import { PageMeta } from '@/components/layout/PageMeta';
import { InvoiceFinder } from '@/components/tickets/InvoiceFinder';
import { TicketView } from '@/components/tickets/TicketView';
import { invoicePage, invoiceProduct } from '@/content/orders';
import * as messages from '@/lib/messages';
import type { Query } from '@/lib/query';
import { upstream } from '@/server/request-context';
import type { TicketDocument } from '@/server/schemas/tickets';
import { UpstreamError } from '@/server/upstream/request';
import { ticketsApi } from '@/server/upstream/tickets';

export type InvoiceDocumentKind = 'ticket' | 'voucher' | 'contract';

export interface OrderInvoiceProps {
  query: Query;
  /** The product's id, as the invoice content page knows it (src/content/orders.ts). */
  product: string;
  /** The supplier's product name of its orders (`Order.product`); the product's id by default. */
  orderProduct?: string;
  /** The invoice page's own path (an order's invoice is `path?factorId=N`); `/invoice/<product>` by default. */
  path?: string;
  /** Which of the supplier's document endpoints holds this product's document. */
  document: InvoiceDocumentKind;
  /** Whether a document is this product's (an order another product leads may still hold it). */
  owns(doc: TicketDocument): boolean;
  title: string;
  notFound: string;
  testId: string;
}

type Found = TicketDocument | 'not-issued' | 'not-found' | 'outage';

async function documentOf(factorId: number, kind: InvoiceDocumentKind, owns: (doc: TicketDocument) => boolean): Promise<Found> {
  try {
    const doc = await ticketsApi(upstream())[kind](factorId);
    return owns(doc) ? doc : 'not-found';
  } catch (err) {
    if (err instanceof UpstreamError && err.kind === 'http' && err.status === 409) return 'not-issued';
    if (err instanceof UpstreamError && err.kind === 'http' && (err.status === 404 || err.status === 401 || err.status === 403))
      return 'not-found';
    return 'outage';
  }
}

export async function OrderInvoice({ query, product, orderProduct, path, document, owns, title, notFound, testId }: OrderInvoiceProps) {
  const raw = query['factorId'] ?? '';
  const factorId = /^\d{1,12}$/.test(raw) ? Number(raw) : 0;
  if (factorId < 1)
    return (
      <Article page={invoicePage(invoiceProduct(product), null)} after={<SupportPhone />}>
        <InvoiceFinder orderProduct={orderProduct ?? product} path={path ?? `/invoice/${product}`} />
      </Article>
    );
  const doc = await documentOf(factorId, document, owns);
  const notice = { 'not-issued': messages.tickets.notIssued, 'not-found': notFound, outage: messages.common.genericError } as const;
  return (
    <>
      <PageMeta title={title} description={title} noindex />
      <h1 className={css({ fontSize: '2xl', fontWeight: 'bold', mb: '4' })}>{title}</h1>
      {typeof doc === 'string' ? (
        <p role="alert" data-testid="invoice-problem" className={css({ bg: 'red.3', color: 'red.11', p: '4', borderRadius: 'l3' })}>
          {notice[doc]}
        </p>
      ) : (
        <>
          <div data-testid={testId}>
            <TicketView doc={doc} />
          </div>
          {/* How the order was paid (paymentjson): the owner's only; streamed, and absent on any failure. */}
          <Suspense fallback={null}>
            <OrderPayments factorId={factorId} />
          </Suspense>
        </>
      )}
    </>
  );
}
