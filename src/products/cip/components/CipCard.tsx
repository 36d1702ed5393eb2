/**
 * One CIP package on the results list: the service and its side (arrival or departure), the airport and terminal,
 * what it includes, its service hours, and the price per adult passenger in toman; «view and book» opens its detail
 * page with the search's day and party.
 */
import { css } from '../../../../styled-system/css';
import { button } from '../../../../styled-system/recipes';
import { CardCashback } from '@/components/account/CashbackContext';
import { Money } from '@/components/money/Money';
import { toPersianDigits } from '@/lib/text';
import { cipResults as m } from '../messages';
import { isRoundTheClock } from '../model/hours';
import type { CipPackage } from '../server/schemas';

const styles = {
  card: css({
    bg: 'white',
    borderRadius: 'l3',
    borderWidth: '1px',
    borderColor: 'border.default',
    p: { base: '3', sm: '4' },
    mb: '3',
    display: 'grid',
    gap: '3',
    gridTemplateColumns: { base: '[minmax(0, 1fr)]', md: '[minmax(0, 1fr) auto]' },
    alignItems: 'center',
  }),
  badge: css({
    display: 'inline-block',
    fontSize: 'xs',
    px: '2',
    py: '0.5',
    borderRadius: 'l2',
    bg: 'gray.3',
    color: 'fg.default',
    me: '2',
  }),
  facts: css({ display: 'flex', flexWrap: 'wrap', gap: '3', fontSize: 'sm', color: 'fg.muted' }),
  includes: css({ fontSize: 'sm', listStyle: 'disc', ps: '5' }),
  price: css({ textAlign: { base: 'start', md: 'end' }, display: 'grid', gap: '2', justifyItems: { base: 'start', md: 'end' } }),
};

/** «شبانه‌روزی», or «۰۶:۰۰ تا ۲۲:۰۰». */
export function hoursText(hours: { from: string; to: string }): string {
  return isRoundTheClock(hours) ? m.roundTheClock : m.hoursRange(toPersianDigits(hours.from), toPersianDigits(hours.to));
}

export function CipCard({ pkg, href }: { pkg: CipPackage; href: string }) {
  const titleId = `cip-${pkg.packageId}-title`;
  return (
    <article className={styles.card} aria-labelledby={titleId} data-testid="cip-card" data-kind={pkg.kind} data-service={pkg.serviceType}>
      <div className={css({ display: 'grid', gap: '2', minW: '0' })}>
        <h3 id={titleId} className={css({ fontWeight: 'bold' })}>
          <span className={styles.badge}>{pkg.kindName}</span>
          {pkg.serviceName}
        </h3>
        <p className={styles.facts}>
          <span>{pkg.airport.name}</span>
          <span>
            {m.terminal}: {pkg.terminal}
          </span>
          <span data-testid="cip-hours">
            {m.hours}: {hoursText(pkg.serviceHours)}
          </span>
        </p>
        <ul className={styles.includes} aria-label={m.includes}>
          {pkg.includes.map((x) => (
            <li key={x}>{x}</li>
          ))}
        </ul>
      </div>
      <div className={styles.price}>
        <p>
          <span className={css({ display: 'block', fontSize: 'xs', color: 'fg.muted' })}>{m.perPassenger}</span>
          <strong className={css({ fontSize: 'lg' })} data-testid="cip-price">
            <Money rial={pkg.prices.adult} />
          </strong>
        </p>
        <CardCashback priceRial={pkg.prices.adult} />
        <a className={button({ size: 'sm' })} href={href} aria-label={m.chooseLabel(pkg.persianName)} data-testid="cip-choose">
          {m.choose}
        </a>
      </div>
    </article>
  );
}
