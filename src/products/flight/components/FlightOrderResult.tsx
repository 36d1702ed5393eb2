/**
 * The flight's result page body: the shared frame (components/checkout/OrderResultFrame) around the ticket number of
 * every passenger and leg. The ticket route serves one document per order (the e-ticket); its printable form is the
 * dashboard's ticket page, so the second link goes there rather than to a second PDF kind.
 */
import { css } from '../../../../styled-system/css';
import { documentsPanel, OrderResultFrame } from '@/components/checkout/OrderResultFrame';
import * as messages from '@/lib/messages';
import { toPersianDigits } from '@/lib/text';
import type { CheckoutOrder } from '@/server/schemas/provision';
import { flightDocument } from '../messages';

const m = messages.payment;

export function FlightOrderResult({ order }: { order: CheckoutOrder }) {
  return (
    <OrderResultFrame
      order={order}
      issued={m.resultTitle}
      pdf={m.ticketPdf}
      page={messages.tickets.view(flightDocument.title)}
      searchHref="/flight"
    >
      {order.tickets.length > 0 ? (
        <section aria-labelledby="tickets-title" className={documentsPanel}>
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
    </OrderResultFrame>
  );
}
