/**
 * A product's own result page body around its documents table (a definition's `orderResult`): the order as the
 * supplier answers it (never the callback's query): its number, amount, tracking code and state; then the product's
 * table (children); then, once paid, the documents' PDF (`GET /api/tickets/{orderId}.pdf`, only the order's owner)
 * and their printable page (`/dashboard/tickets/{id}`); then the ways on (my orders, tracking, a new search).
 * Printing leaves the site's chrome out (`@media print` in the layout).
 */
import type { ReactNode } from 'react';
import { css } from '../../../styled-system/css';
import * as messages from '@/lib/messages';
import { formatPrice } from '@/lib/money';
import { toPersianDigits } from '@/lib/text';
import type { CheckoutOrder } from '@/server/schemas/provision';
import { ticketPageUrl, ticketPdfUrl } from '@/server/tickets/availability';
import { ClearPassengerDraft } from './ClearPassengerDraft';

const m = messages.payment;
const link = css({ color: 'primary.text', textDecoration: 'underline' });
const links = css({ display: 'flex', gap: '4', flexWrap: 'wrap' });
/** The product's table goes in one of these (white, padded, its heading first). */
export const documentsPanel = css({ bg: 'white', p: '4', borderRadius: 'l3', display: 'grid', gap: '2' });

export interface OrderResultFrameProps {
  order: CheckoutOrder;
  /** The paid order's heading (what was issued: a ticket, a contract). */
  issued: string;
  /** The PDF link's text and the printable page's. */
  pdf: string;
  page: string;
  /** The product's search page, for «search again». */
  searchHref: string;
  children?: ReactNode;
}

export function OrderResultFrame({ order, issued, pdf, page, searchHref, children }: OrderResultFrameProps) {
  return (
    <section
      data-testid="payment-result"
      data-paid={order.paid ? '1' : '0'}
      className={css({ maxW: '[720px]', mx: 'auto', py: '8', display: 'grid', gap: '4' })}
    >
      <h1 className={css({ fontSize: '2xl', fontWeight: 'bold', color: order.paid ? '[#18794e]' : 'red.11' })}>
        {order.paid ? issued : m.resultPending}
      </h1>
      <dl className={css({ display: 'grid', gridTemplateColumns: 'auto 1fr', gap: '2', bg: 'white', p: '4', borderRadius: 'l3' })}>
        <dt>{m.orderNumber}</dt>
        <dd data-testid="order-number">{toPersianDigits(order.officialFactorId)}</dd>
        <dt>{m.orderAmount(order.paid)}</dt>
        <dd>{formatPrice(order.payable, 'IRR')}</dd>
        {order.trackingCode ? (
          <>
            <dt>{m.trackingCode}</dt>
            <dd>{toPersianDigits(order.trackingCode)}</dd>
          </>
        ) : null}
        <dt>{m.resultStatus}</dt>
        <dd>{order.statusText}</dd>
      </dl>
      {children}
      {order.paid ? <ClearPassengerDraft /> : null}
      {order.paid ? (
        <p className={links}>
          <a href={ticketPdfUrl(order.factorId)} className={link} data-testid="ticket-pdf" download>
            {pdf}
          </a>
          <a href={ticketPageUrl(order.factorId)} className={link} data-testid="ticket-voucher">
            {page}
          </a>
        </p>
      ) : null}
      <p className={links}>
        <a href="/dashboard/orders" className={link}>
          {m.myOrders}
        </a>
        <a href="/track-order" className={link}>
          {m.trackOrder}
        </a>
        <a href={searchHref} className={link}>
          {m.searchAgain}
        </a>
      </p>
    </section>
  );
}
