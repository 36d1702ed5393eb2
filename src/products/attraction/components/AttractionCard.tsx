'use client';
/**
 * One attraction of the results: its photo, Persian and English names, category, duration, the cheapest adult ticket
 * left (toman) and the first day it can be booked, and the link to its detail page with the search's day and party.
 */
import { persianProse } from '@/lib/text';
import { css } from '../../../../styled-system/css';
import { button } from '../../../../styled-system/recipes';
import { formatDate } from '@/lib/date-format';
import { CardCashback } from '@/components/account/CashbackContext';
import { useMoney } from '@/components/money/MoneyProvider';
import { attractionResults as m, attractionTexts, durationText } from '../messages';
import type { TicketCounts } from '../model/price';
import { attractionDetailPath } from '../model/query';
import type { AttractionItem } from '../server/schemas';

const styles = {
  card: css({
    display: 'grid',
    gridTemplateColumns: { base: '1fr', sm: '200px 1fr' },
    bg: 'white',
    borderRadius: 'l3',
    borderWidth: '1px',
    borderColor: 'border.default',
    overflow: 'hidden',
  }),
  photo: css({ w: 'full', h: { base: '[180px]', sm: 'full' }, objectFit: 'cover', bg: 'gray.3', minH: '[140px]' }),
  body: css({ p: '4', display: 'grid', gap: '2', minW: '0' }),
  name: css({ fontWeight: 'bold', fontSize: 'lg' }),
  english: css({ fontSize: 'sm', color: 'fg.muted', direction: 'ltr', textAlign: 'end' }),
  facts: css({ display: 'flex', flexWrap: 'wrap', gap: '2', fontSize: 'sm', color: 'fg.muted' }),
  chip: css({ bg: 'gray.3', color: 'gray.12', px: '2', py: '0.5', borderRadius: 'l2' }),
  foot: css({ display: 'flex', flexWrap: 'wrap', alignItems: 'end', justifyContent: 'space-between', gap: '3' }),
  price: css({ fontWeight: 'bold', color: 'primary.text', fontSize: 'lg' }),
  muted: css({ fontSize: 'sm', color: 'fg.muted' }),
};

export function AttractionCard({ item, date, counts }: { item: AttractionItem; date: string | null; counts: TicketCounts }) {
  const photo = item.photos[0];
  const money = useMoney();
  // The detail opens on the searched day when the attraction runs then, else on its first bookable day.
  const href = attractionDetailPath(item.slug, { date: date ?? item.firstDate, counts });
  const headingId = `attraction-${item.attractionId}-name`;
  return (
    <article className={styles.card} aria-labelledby={headingId} data-testid="attraction-card" data-id={item.attractionId}>
      {photo ? (
        <img src={photo.path} alt={m.photo(item.persianName)} className={styles.photo} loading="lazy" width={200} height={150} />
      ) : (
        <span className={styles.photo} />
      )}
      <div className={styles.body}>
        <h2 id={headingId} className={styles.name}>
          {item.persianName}
        </h2>
        <p className={styles.english} lang="en">
          {item.englishName}
        </p>
        <p className={styles.facts}>
          <span className={styles.chip} data-testid="attraction-category">
            {attractionTexts.categories[item.category]}
          </span>
          <span>{m.duration(durationText(item.durationMinutes))}</span>
        </p>
        <p className={styles.muted}>{persianProse(item.summary)}</p>
        <div className={styles.foot}>
          <div>
            {item.minPrice === null ? (
              <p className={styles.muted}>{m.soldOut}</p>
            ) : (
              <>
                <p className={styles.muted}>{m.priceFrom}</p>
                <p className={styles.price} data-testid="attraction-price">
                  {money.format(item.minPrice)}
                </p>
                <CardCashback priceRial={item.minPrice} />
              </>
            )}
            {item.firstDate ? <p className={styles.muted}>{m.firstDate(formatDate(item.firstDate, 'jalali', { weekday: true }))}</p> : null}
          </div>
          <a href={href} className={button({ variant: 'solid' })} aria-describedby={headingId}>
            {m.details}
          </a>
        </div>
      </div>
    </article>
  );
}
