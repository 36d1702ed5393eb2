/**
 * The home page's special offers (GetSpecialOffers, issue 49 point 9): the supplier's current offers as cards, each a
 * link into the site, with its discount, «from» price (in the viewer's currency) and last day. Server-rendered,
 * streamed behind the search form; no offers (or the call failed) → nothing is shown.
 */
import { css } from '../../../styled-system/css';
import { linkCards } from '@/components/ui/link-cards';
import { formatDate } from '@/lib/date-format';
import type { IsoDate } from '@/lib/dates';
import * as messages from '@/lib/messages';
import { formatMoney } from '@/lib/money';
import { displayCurrency } from '@/server/display-currency';
import { upstream } from '@/server/request-context';
import type { SpecialOffer } from '@/server/schemas/content';
import { contentApi } from '@/server/upstream/content';
import { keptAnswers } from '@/server/kept-answers';
import { toPersianDigits } from '@/lib/text';
import { currentDay } from '@/server/clock';

const kept = keptAnswers<SpecialOffer>(10 * 60_000);

const m = messages.specialOffers;

/** The Tehran day an offer ends (its `expireAt` is an instant). */
function lastDay(expireAt: string): IsoDate {
  return new Date(Date.parse(expireAt) + 3.5 * 3_600_000).toISOString().slice(0, 10) as IsoDate;
}

export async function SpecialOffers() {
  // Kept per isolate for 10 minutes (server/kept-answers.ts); each view still drops an offer that has ended since.
  const now = Date.now();
  const [answer, money] = await Promise.all([kept.get('offers', () => contentApi(upstream()).specialOffers(now), now), displayCurrency()]);
  const offers = answer.filter((o) => Date.parse(o.expireAt) > now);
  if (!offers.length) return null;
  const today = currentDay();
  return (
    <section aria-labelledby="special-offers-title" data-testid="special-offers" className={styles.section}>
      <h2 id="special-offers-title" className={styles.title}>
        {m.title}
      </h2>
      <ul className={styles.list}>
        {offers.map((o) => {
          const until = lastDay(o.expireAt);
          return (
            <li key={o.offerId}>
              <a href={o.link} className={styles.card} data-offer={o.offerId} data-kind={o.kind}>
                {o.image ? <img src={o.image} alt="" loading="lazy" width={480} height={320} className={styles.image} /> : null}
                <span className={styles.body}>
                  {/* The supplier's texts may carry Latin digits: the page shows Persian ones (the site's own font). */}
                  <span className={styles.name}>{toPersianDigits(o.title)}</span>
                  <span className={styles.muted}>{toPersianDigits(o.subtitle)}</span>
                  {o.discountPercent > 0 ? <span className={styles.badge}>{m.discount(o.discountPercent)}</span> : null}
                  {o.priceFrom !== null ? <span className={styles.price}>{m.from(formatMoney(o.priceFrom, money))}</span> : null}
                  {until >= today ? <span className={styles.muted}>{m.until(formatDate(until, 'jalali', { year: false }))}</span> : null}
                </span>
              </a>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

/** The site's linked cards with an image on top (ui/link-cards.ts), plus the discount badge. */
const styles = {
  ...linkCards,
  list: linkCards.offers,
  card: linkCards.offer,
  badge: css({ justifySelf: 'start', px: '2', borderRadius: 'l2', bg: 'red.3', color: 'red.11', fontSize: 'sm', fontWeight: 'bold' }),
};
