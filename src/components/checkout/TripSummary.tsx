/** The basket's items as the checkout steps show them: one card per line (flight legs, hotels), with the travellers. */
import { css, cx } from '../../../styled-system/css';
import { panel } from '@/components/ui/panel';
import { formatJalali } from '@/lib/date-format';
import * as messages from '@/lib/messages';
import { formatPrice } from '@/lib/money';
import { toPersianDigits } from '@/lib/text';
import type { ReviewLine } from '@/server/checkout/products';

const m = messages.payment;

/** A fact as shown: an ISO local date-time becomes its Jalali date and clock time; digits become Persian. */
function fact(text: string): string {
  if (/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(text)) return `${formatJalali(text.slice(0, 10))} ساعت ${toPersianDigits(text.slice(11, 16))}`;
  if (/^\d{4}-\d{2}-\d{2}$/.test(text)) return formatJalali(text);
  return toPersianDigits(text);
}

export function TripSummary({ lines, title }: { lines: ReviewLine[]; title: string }) {
  return (
    <section aria-labelledby="trip-summary" className={css({ display: 'grid', gap: '3' })} data-testid="trip-summary">
      <h2 id="trip-summary" className={css({ fontWeight: 'bold', fontSize: 'lg' })}>
        {title}
      </h2>
      <ul className={css({ display: 'grid', gap: '3', listStyle: 'none' })}>
        {lines.map((line) => (
          <li key={line.key} data-testid="review-line" className={cx(panel, css({ display: 'grid', gap: '1' }))}>
            <h3 className={css({ fontWeight: 'bold' })}>{line.title}</h3>
            <p className={css({ fontSize: 'sm', color: 'fg.muted' })}>{line.facts.map(fact).join('، ')}</p>
            {line.travellers.length > 0 ? (
              <p className={css({ fontSize: 'sm' })}>
                {m.travellers}: <span data-testid="review-travellers">{line.travellers.join('، ')}</span>
              </p>
            ) : null}
            {line.price > 0 ? <p className={css({ fontWeight: 'bold' })}>{formatPrice(line.price, 'IRR')}</p> : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
