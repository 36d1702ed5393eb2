/**
 * The flight's result page body: the order's state as the supplier answers it (never the callback's query), the
 * ticket number of every passenger and leg, the ticket PDF (`GET /api/tickets/{orderId}.pdf`, only the order's owner)
 * and its printable page (`/dashboard/tickets/{id}`). Printing leaves the site's chrome out (`@media print` in the layout).
 */
import { css } from '../../../../styled-system/css';
import * as messages from '@/lib/messages';
import { formatPrice } from '@/lib/money';
import { toPersianDigits } from '@/lib/text';
import type { CheckoutOrder } from '@/server/schemas/provision';
import { ticketPageUrl, ticketPdfUrl } from '@/server/tickets/availability';
import { ClearPassengerDraft } from '@/components/checkout/ClearPassengerDraft';
import { flightDocument } from '../messages';

const m = messages.payment;
const link = css({ color: 'primary.text', textDecoration: 'underline' });

export function FlightOrderResult({ order }: { order: CheckoutOrder }) {
  return (
    <section
      data-testid="payment-result"
      data-paid={order.paid ? '1' : '0'}
      className={css({ maxW: '[720px]', mx: 'auto', py: '8', display: 'grid', gap: '4' })}
    >
      <h1 className={css({ fontSize: '2xl', fontWeight: 'bold', color: order.paid ? '[#18794e]' : 'red.11' })}>
        {order.paid ? m.resultTitle : m.resultPending}
      </h1>
      <dl className={css({ display: 'grid', gridTemplateColumns: 'auto 1fr', gap: '2', bg: 'white', p: '4', borderRadius: 'l3' })}>
        <dt>{m.orderNumber}</dt>
        <dd data-testid="order-number">{toPersianDigits(order.officialFactorId)}</dd>
        <dt>{messages.payment.orderAmount(order.paid)}</dt>
        <dd>{formatPrice(order.payable, 'IRR')}</dd>
        {order.trackingCode ? (
          <>
            <dt>{m.trackingCode}</dt>
            <dd>{toPersianDigits(order.trackingCode)}</dd>
          </>
        ) : null}
        <dt>وضعیت</dt>
        <dd>{order.statusText}</dd>
      </dl>
      {order.tickets.length > 0 ? (
        <section aria-labelledby="tickets-title" className={css({ bg: 'white', p: '4', borderRadius: 'l3', display: 'grid', gap: '2' })}>
          <h2 id="tickets-title" className={css({ fontWeight: 'bold' })}>
            {m.tickets}
          </h2>
          <table className={css({ w: 'full', textAlign: 'start' })}>
            <thead>
              <tr>
                <th scope="col">{m.travellers}</th>
                <th scope="col">مسیر</th>
                <th scope="col">{m.tickets}</th>
              </tr>
            </thead>
            <tbody>
              {order.tickets.map((t) => (
                <tr key={t.number} data-testid="ticket-row">
                  <td>{t.name}</td>
                  <td>{t.leg === 'return' ? 'برگشت' : 'رفت'}</td>
                  <td dir="ltr" data-testid="ticket-number">
                    {toPersianDigits(t.number)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      ) : null}
      {order.paid ? <ClearPassengerDraft /> : null}
      {order.paid ? (
        <p className={css({ display: 'flex', gap: '4', flexWrap: 'wrap' })}>
          <a href={ticketPdfUrl(order.factorId)} className={link} data-testid="ticket-pdf" download>
            {m.ticketPdf}
          </a>
          {/* The ticket route serves one document per order (the e-ticket of a flight); its printable form is the
              dashboard's ticket page, so this link goes there rather than to a second PDF kind. */}
          <a href={ticketPageUrl(order.factorId)} className={link} data-testid="ticket-voucher">
            {messages.tickets.view(flightDocument.title)}
          </a>
        </p>
      ) : null}
      <p className={css({ display: 'flex', gap: '4', flexWrap: 'wrap' })}>
        <a href="/dashboard/orders" className={link}>
          سفارش‌های من
        </a>
        <a href="/track-order" className={link}>
          پیگیری سفارش
        </a>
        <a href="/flight" className={link}>
          جستجوی دوباره
        </a>
      </p>
    </section>
  );
}
