import { css } from '../../../styled-system/css';
import { BRAND_FA } from '@/lib/constants';
import * as messages from '@/lib/messages';
import type { TicketDocument } from '@/server/schemas/tickets';
import { ticketPdfUrl } from '@/server/tickets/availability';
import { printPages, type PrintField } from '@/server/tickets/layout';
import { qrMatrix } from '@/server/tickets/qr';
import { buttonClass } from '../ui/Button';
import { PrintButton } from './PrintButton';

const grid = css({
  display: 'grid',
  gap: '3',
  gridTemplateColumns: { base: '1fr', sm: 'repeat(2, minmax(0, 1fr))', md: 'repeat(3, minmax(0, 1fr))' },
  _print: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
});

function Fields({ fields }: { fields: PrintField[] }) {
  return (
    <dl className={grid}>
      {fields.map((f) => (
        <div key={`${f.label}|${f.value}`}>
          <dt className={css({ fontSize: 'xs', color: 'fg.muted', _print: { color: 'black' } })}>{f.label}</dt>
          <dd className={css({ fontWeight: 'bold', overflowWrap: 'anywhere' })}>
            <bdi>{f.value}</bdi>
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** A coupon's QR code as an SVG of its dark modules (the PDF draws the same matrix), with its address as a link. */
function Qr({ text }: { text: string }) {
  const { size, dark } = qrMatrix(text);
  const path = dark.map(([r, c]) => `M${c + 4} ${r + 4}h1v1h-1z`).join('');
  return (
    <figure className={css({ display: 'flex', gap: '3', alignItems: 'center', mb: '4' })} data-ticket-qr>
      <svg
        role="img"
        aria-label={messages.tickets.qr}
        viewBox={`0 0 ${size + 8} ${size + 8}`}
        width={112}
        height={112}
        shapeRendering="crispEdges"
        className={css({ bg: 'white', flexShrink: '0' })}
      >
        <path d={path} fill="black" />
      </svg>
      <figcaption className={css({ fontSize: 'xs', overflowWrap: 'anywhere', minW: '0' })} dir="ltr">
        {text}
      </figcaption>
    </figure>
  );
}

/**
 * Any product's document on screen and on paper: the same pages as the PDF (one per coupon), the same texts
 * (src/server/tickets/layout.ts, from the sections the product wrote). The print and download buttons are not
 * printed; each page starts a sheet.
 */
export function TicketView({ doc, docId, first = true }: { doc: TicketDocument; docId?: string; first?: boolean }) {
  const pages = printPages(doc);
  const m = messages.tickets;
  // An order with several documents prints them one after the other: the first names the page (h1), the others are
  // its sections (h2), each with its own download.
  const Heading = first ? 'h1' : 'h2';
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '6' })} data-ticket-view={docId ?? ''}>
      <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '3', alignItems: 'center' })} data-print-hide>
        <Heading className={css({ fontSize: 'xl', fontWeight: 'bold', flex: '1' })}>{pages[0]?.title}</Heading>
        {first ? <PrintButton label={m.print} /> : null}
        <a
          href={ticketPdfUrl(doc.factorId, first ? undefined : docId)}
          download
          className={buttonClass({ size: 'sm' })}
          data-ticket-pdf={docId ?? ''}
        >
          {m.download}
        </a>
      </div>
      {pages.map((p, i) => (
        <article
          // biome-ignore lint/suspicious/noArrayIndexKey: pages have no identity but their order
          key={i}
          aria-label={`${p.title}، ${p.code.label} ${p.code.value}`}
          data-print-page
          className={css({ borderWidth: '1px', borderColor: 'border.default', borderRadius: 'l2', p: { base: '4', md: '6' }, bg: 'white' })}
        >
          <div
            className={css({
              display: 'flex',
              flexWrap: 'wrap',
              justifyContent: 'space-between',
              gap: '3',
              bg: 'gray.2',
              p: '3',
              borderRadius: 'l2',
              mb: '4',
              _print: { bg: 'white', borderWidth: '1px', borderColor: 'black' },
            })}
          >
            <div>
              <p className={css({ fontWeight: 'bold', fontSize: 'lg' })}>{BRAND_FA}</p>
              <p>{p.title}</p>
            </div>
            <div>
              <p className={css({ fontSize: 'xs', color: 'fg.muted', _print: { color: 'black' } })}>{p.code.label}</p>
              <p className={css({ fontWeight: 'bold', fontSize: 'lg' })} dir="ltr" data-ticket-number>
                {p.code.value}
              </p>
            </div>
          </div>
          {p.qr ? <Qr text={p.qr} /> : null}
          <Fields fields={p.headerFields} />
          {p.sections.map((s) => (
            <section key={s.title} className={css({ mt: '4', pt: '4', borderTopWidth: '1px', borderColor: 'border.subtle' })}>
              <h2 className={css({ fontWeight: 'bold', mb: '2' })}>{s.title}</h2>
              <Fields fields={s.fields} />
            </section>
          ))}
          {p.rules.length > 0 && (
            <section className={css({ mt: '4', pt: '4', borderTopWidth: '1px', borderColor: 'border.subtle' })}>
              <h2 className={css({ fontWeight: 'bold', mb: '2' })}>{m.rulesTitle}</h2>
              <ul className={css({ listStyleType: 'disc', ps: '5', fontSize: 'sm' })}>
                {p.rules.map((r) => (
                  <li key={r}>{r}</li>
                ))}
              </ul>
            </section>
          )}
          <p className={css({ mt: '4', fontSize: 'xs', color: 'fg.muted', textAlign: 'center', _print: { color: 'black' } })}>{p.footer}</p>
        </article>
      ))}
    </div>
  );
}
