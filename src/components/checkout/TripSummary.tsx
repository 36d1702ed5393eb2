/**
 * The basket's items as the checkout steps show them: one card per line (flight legs, hotels), with the travellers.
 * On the review each line can be removed from the basket (`removable`, RemoveLine), and a basket of several lines
 * emptied at once (EmptyBasket).
 */
import { css, cx } from '../../../styled-system/css';
import { panel } from '@/components/ui/panel';
import { formatJalali } from '@/lib/date-format';
import * as messages from '@/lib/messages';
import { Money } from '@/components/money/Money';
import { toPersianDigits } from '@/lib/text';
import type { ReviewFact, ReviewLine } from '@/server/checkout/products';
import { EmptyBasket } from './EmptyBasket';
import { RemoveLine } from './RemoveLine';

const m = messages.payment;

/** A fact as shown: an ISO local date-time becomes its Jalali date and clock time; digits become Persian. */
function factText(text: string): string {
  if (/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(text)) return `${formatJalali(text.slice(0, 10))} ساعت ${toPersianDigits(text.slice(11, 16))}`;
  if (/^\d{4}-\d{2}-\d{2}$/.test(text)) return formatJalali(text);
  return toPersianDigits(text);
}

/**
 * A fact in the line: a code is isolated left to right with its Latin digits («B9 1161»); a route's codes are
 * isolated too, so the arrow between them takes the page's right-to-left order and points at the destination.
 */
function Fact({ fact }: { fact: ReviewFact }) {
  if (typeof fact === 'string') return <>{factText(fact)}</>;
  if ('code' in fact)
    return (
      <>
        {fact.label ? `${fact.label} ` : null}
        <bdi dir="ltr" data-testid="review-code">
          {fact.code}
        </bdi>
      </>
    );
  return (
    <span data-testid="review-route">
      <bdi dir="ltr">{fact.route[0]}</bdi> ← <bdi dir="ltr">{fact.route[1]}</bdi>
    </span>
  );
}

export function TripSummary({ lines, title, removable = false }: { lines: ReviewLine[]; title: string; removable?: boolean }) {
  return (
    <section aria-labelledby="trip-summary" className={css({ display: 'grid', gap: '3' })} data-testid="trip-summary">
      {/* Focus lands here after a line is removed (its button goes with it). */}
      <div className={css({ display: 'flex', gap: '2', alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap' })}>
        <h2 id="trip-summary" tabIndex={-1} className={css({ fontWeight: 'bold', fontSize: 'lg' })}>
          {title}
        </h2>
        {removable && lines.length > 1 ? <EmptyBasket /> : null}
      </div>
      <ul className={css({ display: 'grid', gap: '3', listStyle: 'none' })}>
        {lines.map((line) => (
          <li
            key={line.key}
            data-testid="review-line"
            data-product={line.product}
            className={cx(panel, css({ display: 'grid', gap: '1' }))}
          >
            <div className={css({ display: 'flex', gap: '2', alignItems: 'start', justifyContent: 'space-between' })}>
              <h3 className={css({ fontWeight: 'bold', minW: '0' })}>{line.title}</h3>
              {removable ? <RemoveLine lineKey={line.key} title={line.title} note={line.removeNote} focusAfter="trip-summary" /> : null}
            </div>
            <p className={css({ fontSize: 'sm', color: 'fg.muted' })}>
              {line.facts.map((f, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: a line's facts are fixed in order
                <span key={i}>
                  {i > 0 ? '، ' : null}
                  <Fact fact={f} />
                </span>
              ))}
            </p>
            {line.travellers.length > 0 ? (
              <p className={css({ fontSize: 'sm' })}>
                {m.travellers}: <span data-testid="review-travellers">{line.travellers.join('، ')}</span>
              </p>
            ) : null}
            {line.price > 0 ? (
              <p className={css({ fontWeight: 'bold' })} data-testid="review-line-price">
                <Money rial={line.price} />
              </p>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
