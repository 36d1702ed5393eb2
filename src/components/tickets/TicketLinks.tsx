import { css } from '../../../styled-system/css';
import * as messages from '@/lib/messages';
import type { Order } from '@/server/schemas/account';
import { productOfOrder } from '@/products/registry';
import { hasTicket, ticketPageUrl, ticketPdfUrl } from '@/server/tickets/availability';

/** The order's ticket links (orders table, result page): the printable page and the PDF download; none without a ticket. */
export function TicketLinks({ order }: { order: Pick<Order, 'factorId' | 'status' | 'product' | 'documents'> }) {
  // Links only when the order's product prints a document (the registry says which) and its status holds one.
  const document = productOfOrder(order.product)?.document;
  // An order whose documents the supplier lists as none (its service cancelled, a card refund pending) has none to link.
  if (!document || !hasTicket(order) || order.documents?.length === 0) return null;
  const m = messages.tickets;
  const label = document.title;
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
      {/* The order's other documents (a CIP or an insurance added to a flight; a hotel booked with it): one each. */}
      {(order.documents ?? []).slice(1).map((d) => (
        <a
          key={d.id}
          href={ticketPdfUrl(order.factorId, d.id)}
          download
          className={css({ color: 'primary.text', textDecoration: 'underline' })}
          data-document-pdf={d.id}
        >
          {m.downloadDocument(d.title)}
        </a>
      ))}
    </span>
  );
}
