/** A tour on its destination's list: photo, title, operator, nights, hotel stars, transport, departure dates with seats, price from. */
import { css } from '../../../../styled-system/css';
import { button } from '../../../../styled-system/recipes';
import { formatJalali } from '@/lib/date-format';
import { CardCashback } from '@/components/account/CashbackContext';
import { Money } from '@/components/money/Money';
import { persianNumber } from '@/lib/text';
import { tourResults as m, tourTexts } from '../messages';
import { packagePath } from '../model/query';
import type { TourPackageSummary } from '../server/schemas';

const SHOWN_DATES = 4;

export function Stars({ count }: { count: number }) {
  return (
    <span role="img" aria-label={m.starsValue(persianNumber(count))} className={css({ color: '[#b45309]', letterSpacing: '[0.1em]' })}>
      {'★'.repeat(count)}
    </span>
  );
}

export function TourCard({ tour }: { tour: TourPackageSummary }) {
  const open = tour.departures.filter((d) => !d.isSoldOut);
  const headingId = `tour-${tour.packageId}`;
  return (
    <article
      aria-labelledby={headingId}
      data-testid="tour-card"
      data-package-id={tour.packageId}
      className={css({
        bg: 'white',
        borderRadius: 'l3',
        borderWidth: '1px',
        borderColor: 'border.default',
        overflow: 'hidden',
        display: 'grid',
        gridTemplateColumns: { base: '[minmax(0, 1fr)]', md: '[200px minmax(0, 1fr) 200px]' },
      })}
    >
      <img
        src={tour.image}
        alt=""
        width={320}
        height={200}
        loading="lazy"
        decoding="async"
        className={css({ width: 'full', height: { base: '[160px]', md: 'full' }, objectFit: 'cover' })}
      />
      <div className={css({ p: '3', display: 'grid', gap: '1.5', alignContent: 'start' })}>
        <h2 id={headingId} className={css({ fontWeight: 'bold', fontSize: 'lg' })}>
          <a href={packagePath(tour.packageId)} className={css({ _hover: { textDecoration: 'underline' } })}>
            {tour.title}
          </a>
        </h2>
        <p className={css({ color: 'fg.muted', fontSize: 'sm' })}>
          {m.operator}: {tour.operator}
        </p>
        <p className={css({ display: 'flex', gap: '3', flexWrap: 'wrap', alignItems: 'center', fontSize: 'sm' })}>
          <span data-testid="tour-nights">{m.nightsValue(persianNumber(tour.nights))}</span>
          <Stars count={tour.stars} />
          <span>
            {tourTexts.transport[tour.transport.mode]} — {tour.transport.carrierName}
          </span>
        </p>
        <p className={css({ fontSize: 'sm' })}>{tour.hotels.map((h) => h.name).join('، ')}</p>
        <div className={css({ fontSize: 'sm' })}>
          <span className={css({ fontWeight: 'medium' })}>{m.departures}: </span>
          {open.length === 0 ? (
            <span>{m.soldOut}</span>
          ) : (
            <ul className={css({ display: 'inline-flex', gap: '2', flexWrap: 'wrap' })} data-testid="tour-dates">
              {open.slice(0, SHOWN_DATES).map((d) => (
                <li key={d.departureId} className={css({ bg: 'gray.2', borderRadius: 'l2', px: '1.5' })}>
                  {formatJalali(d.date, { year: false })} ({m.seatsLeft(persianNumber(d.seatsLeft))})
                </li>
              ))}
              {open.length > SHOWN_DATES ? <li>{m.moreDates(persianNumber(open.length - SHOWN_DATES))}</li> : null}
            </ul>
          )}
        </div>
      </div>
      <div
        className={css({
          p: '3',
          display: 'grid',
          gap: '2',
          alignContent: 'center',
          justifyItems: { base: 'stretch', md: 'center' },
          borderTopWidth: { base: '1px', md: '0' },
          borderInlineStartWidth: { base: '0', md: '1px' },
          borderColor: 'border.default',
        })}
      >
        {tour.priceFrom === null ? (
          <p className={css({ color: 'fg.muted' })}>{m.soldOut}</p>
        ) : (
          <p className={css({ textAlign: 'center' })}>
            <span className={css({ display: 'block', fontSize: 'sm', color: 'fg.muted' })}>{m.priceFrom}</span>
            <span className={css({ fontWeight: 'bold', fontSize: 'lg' })} data-testid="tour-price">
              <Money rial={tour.priceFrom} />
            </span>
          </p>
        )}
        {tour.priceFrom === null ? null : <CardCashback priceRial={tour.priceFrom} className={css({ textAlign: 'center' })} />}
        <a href={packagePath(tour.packageId)} className={button({ size: 'sm' })} aria-describedby={headingId}>
          {m.view}
        </a>
      </div>
    </article>
  );
}
