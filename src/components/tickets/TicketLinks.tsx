import { css } from '../../../styled-system/css';
import * as messages from '@/lib/messages';
import type { Order } from '@/server/schemas/account';
import { showsTicket, ticketPageUrl, ticketPdfUrl } from '@/server/tickets/availability';

/** The order's ticket links (orders table, result page): the printable page and the PDF download; none without a ticket. */
export function TicketLinks({ order }: { order: Pick<Order, 'factorId' | 'status' | 'product'> }) {
  if (!showsTicket(order)) return null;
  const m = messages.tickets;
  const label = order.product === 'hotel' ? m.voucherTitle : m.flightTitle;
  return (
    <span className={css({ display: 'inline-flex', flexWrap: 'wrap', gap: '3', fontSize: 'sm' })} data-ticket-links data-print-hide>
      <a href={ticketPageUrl(order.factorId)} className={css({ color: 'primary.text', textDecoration: 'underline' })}>
        {m.view(label)}
      </a>
      <a
        href={ticketPdfUrl(order.factorId)}
        download
        className={css({ color: 'primary.text', textDecoration: 'underline' })}
        data-ticket-pdf
      >
        {m.download}
      </a>
    </span>
  );
}
