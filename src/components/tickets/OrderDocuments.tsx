import { css } from '../../../styled-system/css';
import * as messages from '@/lib/messages';
import type { OrderDocumentRef } from '@/server/schemas/tickets';
import { ticketPdfUrl, trackedDocumentUrl } from '@/server/tickets/availability';

const m = messages.tickets;

/**
 * A paid order's documents (issue 48: every buyer holds their document): one download per document the order holds
 * (`Order.documents`: a flight's tickets, a hotel voucher, a CIP voucher, an insurance contract…), for the result
 * page, order tracking and the dashboard alike. No product is named: the order says what it holds. `access` is order
 * tracking's proof (the download then goes through the tracking route); without it, the session's own order.
 * Server and client safe (no state): order tracking renders it in the browser.
 */
export function OrderDocuments({
  factorId,
  documents,
  access,
  leadTestId,
}: {
  factorId: number;
  documents: readonly OrderDocumentRef[];
  access?: string | undefined;
  /** A test id for the leading document's link (the page's one «ticket-pdf» where no other link has it). */
  leadTestId?: string;
}) {
  if (documents.length === 0) return null;
  const headingId = `order-documents-${factorId}`;
  const href = (d: OrderDocumentRef, i: number) =>
    access ? trackedDocumentUrl(factorId, d.id, access) : ticketPdfUrl(factorId, i === 0 ? undefined : d.id);
  return (
    <section
      aria-labelledby={headingId}
      data-testid="order-documents"
      data-print-hide
      className={css({
        bg: 'white',
        borderWidth: '1px',
        borderColor: 'border.default',
        borderRadius: 'l3',
        p: '4',
        textAlign: 'start',
        minW: '0',
      })}
    >
      <h2 id={headingId} className={css({ fontSize: 'lg', fontWeight: 'bold', mb: '1' })}>
        {m.documentsTitle}
      </h2>
      <p className={css({ fontSize: 'sm', color: 'fg.muted', mb: '3' })}>{m.documentsHint}</p>
      <ul className={css({ display: 'grid', gap: '2', listStyle: 'none', p: '0', m: '0' })}>
        {documents.map((d, i) => (
          <li
            key={d.id}
            data-document={d.id}
            data-kind={d.kind}
            className={css({
              display: 'flex',
              flexWrap: 'wrap',
              alignItems: 'center',
              justifyContent: 'space-between',
              gap: '2',
              py: '2',
              borderTopWidth: i === 0 ? '0' : '1px',
              borderColor: 'border.subtle',
              minW: '0',
            })}
          >
            <span className={css({ fontWeight: 'bold', overflowWrap: 'anywhere', minW: '0' })}>{d.title}</span>
            <a
              href={href(d, i)}
              download
              rel="nofollow noreferrer"
              data-testid={i === 0 && leadTestId ? leadTestId : 'document-pdf'}
              data-document-pdf={d.id}
              className={css({
                color: 'primary.text',
                textDecoration: 'underline',
                fontWeight: 'bold',
                overflowWrap: 'anywhere',
                minH: '[44px]',
                display: 'inline-flex',
                alignItems: 'center',
              })}
            >
              {m.downloadDocument(d.title)}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
