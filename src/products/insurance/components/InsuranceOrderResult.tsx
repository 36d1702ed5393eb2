/**
 * The insurance result page's body: the order as the supplier answers it (never the callback's query), the contract
 * number of every insured (the order's documents of kind `contract`), the contracts' PDF (one page per insured,
 * `GET /api/tickets/{orderId}.pdf`, only the order's owner) and its printable page (`/dashboard/tickets/{id}`).
 */
import { css } from '../../../../styled-system/css';
import { ClearPassengerDraft } from '@/components/checkout/ClearPassengerDraft';
import * as messages from '@/lib/messages';
import { formatPrice } from '@/lib/money';
import { toPersianDigits } from '@/lib/text';
import type { CheckoutOrder } from '@/server/schemas/provision';
import { ticketPageUrl, ticketPdfUrl } from '@/server/tickets/availability';
import { insuranceDocument as d, insuranceTravellers } from '../messages';

const m = messages.payment;
const link = css({ color: 'primary.text', textDecoration: 'underline' });

export function InsuranceOrderResult({ order }: { order: CheckoutOrder }) {
  const contracts = order.tickets.filter((t) => t.kind === 'contract');
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
        <dt>{m.orderAmount(order.paid)}</dt>
        <dd>{formatPrice(order.payable, 'IRR')}</dd>
        <dt>{d.status}</dt>
        <dd>{order.statusText}</dd>
      </dl>
      {contracts.length > 0 ? (
        <section aria-labelledby="contracts-title" className={css({ bg: 'white', p: '4', borderRadius: 'l3', display: 'grid', gap: '2' })}>
          <h2 id="contracts-title" className={css({ fontWeight: 'bold' })}>
            {d.title}
          </h2>
          <table className={css({ w: 'full', textAlign: 'start' })}>
            <thead>
              <tr>
                <th scope="col">{insuranceTravellers.title}</th>
                <th scope="col">{d.number}</th>
              </tr>
            </thead>
            <tbody>
              {contracts.map((t) => (
                <tr key={t.number} data-testid="contract-row">
                  <td dir="ltr">{t.name}</td>
                  <td dir="ltr" data-testid="contract-number">
                    {t.number}
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
            {messages.tickets.view(d.title)} (PDF)
          </a>
          <a href={ticketPageUrl(order.factorId)} className={link} data-testid="ticket-voucher">
            {messages.tickets.view(d.title)}
          </a>
        </p>
      ) : null}
      <p className={css({ display: 'flex', gap: '4', flexWrap: 'wrap' })}>
        <a href="/dashboard/orders" className={link}>
          سفارش‌های من
        </a>
        <a href="/insurance" className={link}>
          جستجوی دوباره
        </a>
      </p>
    </section>
  );
}
