/**
 * `/attraction/{detail}`: one attraction (the supplier's detail, asked for by its slug): photos, names, category,
 * duration and hours, the description and rules, the address and its map point (a link to the point on a map: the
 * page loads nothing from another origin), and the booking box with the offered days. The search's day and party
 * (`date`, `adults`, `child`, `infant`) open the box on the traveller's choice; a day that cannot be booked opens it
 * on the first that can.
 */
import { css } from '../../../../../styled-system/css';
import { PageMeta } from '@/components/layout/PageMeta';
import type { Query } from '@/lib/query';
import { persianNumber, persianProse } from '@/lib/text';
import { attractionDetail as m, attractionTexts, durationText } from '../../messages';
import { firstBookableDate, isBookableDate } from '../../model/dates';
import { ticketCountsOfQuery, visitDateOfQuery } from '../../model/query';
import type { AttractionDetail } from '../../server/schemas';
import { AttractionBooking } from './AttractionBooking';
import { CashbackProvider } from '@/components/account/CashbackContext';
import { viewerCashbackPercent } from '@/server/cashback';
import { daysOnSale } from '../../model/sale-cutoff';
import { now } from '@/server/clock';
import { todayIn } from '@/lib/dates';

const styles = {
  layout: css({
    display: 'grid',
    gap: '6',
    gridTemplateColumns: { base: '[minmax(0, 1fr)]', lg: '[minmax(0, 2fr) minmax(0, 1fr)]' },
    alignItems: 'start',
  }),
  gallery: css({
    display: 'grid',
    gap: '2',
    gridTemplateColumns: { base: '1fr 1fr', md: '2fr 1fr 1fr' },
    listStyle: 'none',
    p: '0',
    m: '0',
  }),
  photo: css({ w: 'full', h: '[160px]', objectFit: 'cover', borderRadius: 'l2', bg: 'gray.3' }),
  section: css({ bg: 'white', borderRadius: 'l3', borderWidth: '1px', borderColor: 'border.default', p: '4', display: 'grid', gap: '2' }),
  h2: css({ fontWeight: 'bold', fontSize: 'lg' }),
  facts: css({ display: 'grid', gridTemplateColumns: 'auto 1fr', gap: '2', fontSize: 'sm' }),
  muted: css({ color: 'fg.muted' }),
  link: css({ color: 'primary.text', textDecoration: 'underline' }),
};

export async function AttractionDetailPage({ a: detail, query }: { a: AttractionDetail; query: Query }) {
  // The cashback line under the booking total (spec 001 §9): a logged-in viewer's percent (a guest: none, no call).
  const cashbackPercent = await viewerCashbackPercent();
  const at = now();
  const today = todayIn(at);
  // A day whose last start has passed (Tehran time) is not offered, whatever the supplier still lists (issue 48).
  const a = { ...detail, dates: daysOnSale(detail.dates, detail.openingHours, at) };
  const wanted = visitDateOfQuery(query);
  const initialDate = wanted && isBookableDate(a.dates, wanted, today) ? wanted : firstBookableDate(a.dates, today);
  const lat = a.location.lat.toFixed(4);
  const lng = a.location.lng.toFixed(4);
  return (
    <>
      <PageMeta title={m.pageTitle(a.persianName)} description={persianProse(a.summary)} />
      <header className={css({ mb: '4' })}>
        <h1 className={css({ fontSize: '2xl', fontWeight: 'bold' })} data-testid="attraction-name">
          {a.persianName}
        </h1>
        <p className={styles.muted} lang="en" dir="ltr" style={{ textAlign: 'right' }}>
          {a.englishName}
        </p>
        <p className={styles.muted}>
          {attractionTexts.categories[a.category]} · {a.cityName}
        </p>
      </header>
      <div className={styles.layout}>
        <div className={css({ display: 'grid', gap: '4', minW: '0' })}>
          <ul className={styles.gallery} aria-label={m.photos(a.persianName)} data-testid="attraction-photos">
            {a.photos.slice(0, 5).map((p, i) => (
              <li key={p.path}>
                <img
                  src={p.path}
                  alt={p.name || `${a.persianName} ${persianNumber(i + 1)}`}
                  className={styles.photo}
                  width={320}
                  height={160}
                />
              </li>
            ))}
          </ul>
          <section className={styles.section} aria-labelledby="about-title">
            <h2 id="about-title" className={styles.h2}>
              {m.about}
            </h2>
            <p>{persianProse(a.description)}</p>
            <dl className={styles.facts}>
              <dt className={styles.muted}>{m.duration}</dt>
              <dd>{durationText(a.durationMinutes)}</dd>
              <dt className={styles.muted}>{m.openingHours}</dt>
              <dd>{persianProse(a.openingHours)}</dd>
            </dl>
          </section>
          <section className={styles.section} aria-labelledby="map-title" data-testid="attraction-map">
            <h2 id="map-title" className={styles.h2}>
              {m.map}
            </h2>
            <p>
              <span className={styles.muted}>{m.address}: </span>
              {persianProse(a.address)}
            </p>
            <p className={styles.muted} data-lat={a.location.lat} data-lng={a.location.lng}>
              {m.mapPoint(persianNumber(lat), persianNumber(lng))}
            </p>
            <a
              className={styles.link}
              href={`https://www.openstreetmap.org/?mlat=${lat}&mlon=${lng}#map=17/${lat}/${lng}`}
              target="_blank"
              rel="noopener noreferrer"
            >
              {m.mapLink}
            </a>
          </section>
          {a.rules.length ? (
            <section className={styles.section} aria-labelledby="rules-title">
              <h2 id="rules-title" className={styles.h2}>
                {m.rules}
              </h2>
              <ul className={css({ listStyle: 'disc', ps: '5', display: 'grid', gap: '1' })}>
                {a.rules.map((r) => (
                  <li key={r}>{persianProse(r)}</li>
                ))}
              </ul>
            </section>
          ) : null}
        </div>
        <aside className={css({ position: { lg: 'sticky' }, top: '4' })}>
          <CashbackProvider percent={cashbackPercent}>
            <AttractionBooking
              attractionId={a.attractionId}
              name={a.persianName}
              today={today}
              dates={a.dates.map((d) => ({
                serviceDate: d.serviceDate,
                finalPrice: d.finalPrice,
                prices: d.prices,
                remaining: d.remaining,
              }))}
              initialDate={initialDate}
              initialCounts={ticketCountsOfQuery(query)}
            />
          </CashbackProvider>
        </aside>
      </div>
    </>
  );
}

/** The detail could not be loaded (the supplier is down): said as an outage, with the way back to the search. */
export function AttractionDetailOutage() {
  return (
    <div role="alert" className={css({ bg: 'red.3', color: 'red.11', p: '4', borderRadius: 'l3' })} data-testid="attraction-outage">
      <p>{m.outage}</p>
      <a href="/attraction" className={styles.link}>
        {m.searchAgain}
      </a>
    </div>
  );
}
