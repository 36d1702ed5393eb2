/**
 * The review's offers (CheckoutProductDefinition.offer): what another product sells for the trip in the basket (an
 * insurance for a flight abroad), each a short panel with a link to our own page that starts it. What is chosen
 * there joins the same basket, so it is paid in the one payment. Names no product: the texts are the product's.
 */
import { css, cx } from '../../../styled-system/css';
import type { ReviewOffer } from '@/server/checkout/products';
import { buttonClass } from '../ui/Button';
import { panel } from '../ui/panel';

export function ReviewOffers({ offers }: { offers: readonly ReviewOffer[] }) {
  if (offers.length === 0) return null;
  return (
    <div className={css({ display: 'grid', gap: '3' })}>
      {offers.map((o) => (
        <section
          key={o.product}
          aria-labelledby={`offer-${o.product}`}
          data-testid="review-offer"
          data-offer={o.product}
          className={cx(panel, css({ display: 'grid', gap: '2', borderInlineStartWidth: '4px', borderColor: 'pink.9' }))}
        >
          <h2 id={`offer-${o.product}`} className={css({ fontWeight: 'bold' })}>
            {o.title}
          </h2>
          <p className={css({ fontSize: 'sm' })}>{o.text}</p>
          <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '2' })}>
            {[{ href: o.href, action: o.action }, ...(o.also ?? [])].map((l) => (
              <a key={l.href} href={l.href} className={buttonClass({ size: 'sm', variant: 'outline' })}>
                {l.action}
              </a>
            ))}
          </div>
        </section>
      ))}
    </div>
  );
}
