'use client';
/**
 * One flight+hotel bundle of the results: the hotel (photo, names, stars, the rooms' meal), the chosen outbound and
 * return flights (airline icon and name, departure and arrival times), the nights, free cancellation, and the price
 * per person and for everyone (toman); the link opens the bundle's hotel page with the search's dates and rooms.
 */
import { css } from '../../../../styled-system/css';
import { button } from '../../../../styled-system/recipes';
import { CardCashback } from '@/components/account/CashbackContext';
import { useMoney } from '@/components/money/MoneyProvider';
import { persianNumber } from '@/lib/text';
import { flightHotelResults as m } from '../messages';
import { clockTime } from '../model/filters';
import { bundlePagePath } from '../model/search';
import type { BundleFlight, TourBundle } from '../server/schemas';

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
  photo: css({ w: 'full', h: { base: '[170px]', sm: 'full' }, objectFit: 'cover', bg: 'gray.3', minH: '[140px]' }),
  body: css({ p: '4', display: 'grid', gap: '2', minW: '0' }),
  name: css({ fontWeight: 'bold', fontSize: 'lg' }),
  muted: css({ fontSize: 'sm', color: 'fg.muted' }),
  flights: css({ display: 'grid', gap: '1', listStyle: 'none', p: '0', m: '0', fontSize: 'sm' }),
  flight: css({ display: 'flex', alignItems: 'center', gap: '2', flexWrap: 'wrap' }),
  leg: css({ bg: 'gray.3', color: 'gray.12', px: '2', borderRadius: 'l2', fontSize: 'xs' }),
  logo: css({ w: '6', h: '6', flexShrink: 0 }),
  chip: css({ bg: '[#dcfce7]', color: '[#14532d]', px: '2', py: '0.5', borderRadius: 'l2', fontSize: 'xs', justifySelf: 'start' }),
  foot: css({ display: 'flex', flexWrap: 'wrap', alignItems: 'end', justifyContent: 'space-between', gap: '3' }),
  price: css({ fontWeight: 'bold', color: 'primary.text', fontSize: 'lg' }),
};

function FlightLine({ label, flight, testId }: { label: string; flight: BundleFlight; testId: string }) {
  const out = persianNumber(clockTime(flight.departureTime));
  const arrive = persianNumber(clockTime(flight.arrivalTime));
  return (
    <li className={styles.flight} data-testid={testId} data-airline={flight.airline.code}>
      <span className={styles.leg}>{label}</span>
      <img src={flight.airline.logoUrl} alt="" className={styles.logo} width={24} height={24} loading="lazy" />
      <span>{m.flight(flight.airline.persianName, out)}</span>
      <span className={styles.muted}>
        {flight.origin.city} ← {flight.destination.city} ({arrive})
      </span>
    </li>
  );
}

export function BundleCard({ bundle, route, query }: { bundle: TourBundle; route: string; query: Record<string, string> }) {
  const money = useMoney();
  const h = bundle.hotel;
  const photo = h.images[0];
  const headingId = `bundle-${h.hotelId}-name`;
  const href = bundlePagePath(route, { englishName: h.englishName, hotelId: h.hotelId }, query);
  const meal = bundle.rooms[0]?.mealTitle;
  return (
    <article className={styles.card} aria-labelledby={headingId} data-testid="bundle-card" data-id={h.hotelId}>
      {photo ? (
        <img src={photo.path} alt={m.photo(h.persianName)} className={styles.photo} loading="lazy" width={200} height={150} />
      ) : (
        <span className={styles.photo} />
      )}
      <div className={styles.body}>
        <h2 id={headingId} className={styles.name}>
          {h.persianName}
        </h2>
        <p className={styles.muted}>
          {m.stars(h.star)} · {m.nights(bundle.nights)}
          {meal ? ` · ${meal}` : ''}
        </p>
        <ul className={styles.flights}>
          <FlightLine label={m.outbound} flight={bundle.outbound} testId="bundle-outbound" />
          <FlightLine label={m.inbound} flight={bundle.inbound} testId="bundle-inbound" />
        </ul>
        {bundle.freeCancellationUntil ? <span className={styles.chip}>{m.freeCancellation}</span> : null}
        <div className={styles.foot}>
          <div>
            <p className={styles.muted}>{m.perPerson}</p>
            <p className={styles.price} data-testid="bundle-price">
              {money.format(bundle.pricePerPerson)}
            </p>
            <p className={styles.muted} data-testid="bundle-total">
              {m.total(money.format(bundle.totalPrice), bundle.persons)}
            </p>
            <CardCashback priceRial={bundle.totalPrice} />
          </div>
          <a href={href} className={button({ variant: 'solid' })} aria-describedby={headingId}>
            {m.view}
          </a>
        </div>
      </div>
    </article>
  );
}
