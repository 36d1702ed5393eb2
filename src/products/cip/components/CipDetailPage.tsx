/**
 * The CIP detail page (`/cip/{airport}-{packageId}`): what the package includes, its extras and prices, its service
 * hours and rules, then the booking form (the traveller's flight and party, the total, «continue»). An unknown
 * package is a Persian «not found» with a way back to the search; the catalogue down is the site's error page.
 */
import { persianProse } from '@/lib/text';
import { css } from '../../../../styled-system/css';
import { button } from '../../../../styled-system/recipes';
import { PageMeta } from '@/components/layout/PageMeta';
import { type IsoDate, parseDateParam } from '@/lib/dates';
import { formatMoney } from '@/lib/money';
import { displayCurrency } from '@/server/display-currency';
import { parsePassengerMix } from '@/lib/passenger-mix';
import type { Query } from '@/lib/query';
import { upstream } from '@/server/request-context';
import { UpstreamError } from '@/server/upstream/request';
import { cipDetail as d, cipResults as r, cipTexts } from '../messages';
import { carriedFlight } from '../model/query';
import type { CipDetail } from '../server/schemas';
import { cipApi } from '../server/upstream';
import { CipBookingForm } from './CipBookingForm';
import { CashbackProvider } from '@/components/account/CashbackContext';
import { viewerCashbackPercent } from '@/server/cashback';
import { hoursText } from './CipCard';
import { currentDay } from '@/server/clock';

const box = css({
  bg: 'white',
  borderRadius: 'l3',
  borderWidth: '1px',
  borderColor: 'border.default',
  p: { base: '3', sm: '4' },
  display: 'grid',
  gap: '2',
});
const h2 = css({ fontWeight: 'bold' });

async function loadPackage(id: number): Promise<CipDetail | null> {
  try {
    return await cipApi(upstream()).detail(id);
  } catch (err) {
    if (err instanceof UpstreamError && err.kind === 'http' && (err.status === 404 || err.status === 400)) return null;
    throw err;
  }
}

export async function CipDetailPage({ packageId, query }: { packageId: number; query: Query }) {
  // The cashback line under the booking total (spec 001 §9): a logged-in viewer's percent, one call beside the package.
  const [pkg, money, cashbackPercent] = await Promise.all([loadPackage(packageId), displayCurrency(), viewerCashbackPercent()]);
  const formatPrice = (rial: number) => formatMoney(rial, money);
  if (!pkg) {
    return (
      <div role="alert" className={box} data-testid="cip-not-found">
        <PageMeta title={d.notFound} description={d.notFound} noindex />
        <h1 className={h2}>{d.notFound}</h1>
        <a className={button({ variant: 'outline' })} href="/cip">
          {d.backToSearch}
        </a>
      </div>
    );
  }
  const today = currentDay();
  const mix = parsePassengerMix(query);
  const party = typeof mix === 'string' ? { adults: 1, children: 0, infants: 0 } : mix;
  const date = parseDateParam(query['flightDate'] ?? query['startDate'] ?? '');
  return (
    <>
      <PageMeta title={pkg.persianName} description={persianProse(pkg.description)} />
      <div className={css({ display: 'grid', gap: '4' })}>
        <header className={css({ display: 'grid', gap: '1' })}>
          <h1 className={css({ fontSize: '2xl', fontWeight: 'bold' })}>{pkg.persianName}</h1>
          <p className={css({ color: 'fg.muted' })} data-testid="cip-detail-facts">
            {pkg.kindName} — {pkg.airport.name}، {r.terminal}: {pkg.terminal}
          </p>
        </header>
        <div
          className={css({
            display: 'grid',
            gap: '4',
            gridTemplateColumns: { base: '[minmax(0, 1fr)]', lg: '[minmax(0, 2fr) minmax(0, 1fr)]' },
            alignItems: 'start',
          })}
        >
          <section className={box} aria-labelledby="cip-includes">
            <h2 id="cip-includes" className={h2}>
              {d.includes}
            </h2>
            <p>{persianProse(pkg.description)}</p>
            <ul className={css({ listStyle: 'disc', ps: '5' })}>
              {pkg.includes.map((x) => (
                <li key={x}>{x}</li>
              ))}
            </ul>
            <h2 className={h2}>{d.extras}</h2>
            {pkg.extras.length ? (
              <ul className={css({ listStyle: 'disc', ps: '5' })} data-testid="cip-extras">
                {pkg.extras.map((x) => (
                  <li key={x.extraId}>
                    {x.persianName}: {formatPrice(x.price)}
                  </li>
                ))}
              </ul>
            ) : (
              <p>{d.noExtras}</p>
            )}
          </section>
          <aside className={box} aria-label={d.prices}>
            <h2 className={h2}>{d.hours}</h2>
            <p data-testid="cip-detail-hours">{hoursText(pkg.serviceHours)}</p>
            <h2 className={h2}>{d.prices}</h2>
            <ul className={css({ display: 'grid', gap: '1' })}>
              <li>{d.pricePer(cipTexts.passengerTypes.adult, formatPrice(pkg.prices.adult))}</li>
              <li>{d.pricePer(cipTexts.passengerTypes.child, formatPrice(pkg.prices.child))}</li>
              <li>{d.pricePer(cipTexts.passengerTypes.infant, formatPrice(pkg.prices.infant))}</li>
              {pkg.maxExtraGuests > 0 ? <li>{d.guestPrice(formatPrice(pkg.extraGuestPrice))}</li> : null}
            </ul>
          </aside>
        </div>
        <CashbackProvider percent={cashbackPercent}>
          <CipBookingForm
            pkg={{
              packageId: pkg.packageId,
              kind: pkg.kind,
              prices: pkg.prices,
              extraGuestPrice: pkg.extraGuestPrice,
              maxExtraGuests: pkg.maxExtraGuests,
              maxPassengers: pkg.maxPassengers,
              serviceHours: pkg.serviceHours,
              extras: pkg.extras.map((x) => ({ extraId: x.extraId, persianName: x.persianName, price: x.price })),
            }}
            today={today as IsoDate}
            initial={{ date: date && date >= today ? date : null, ...party, ...carriedFlight(query) }}
          />
        </CashbackProvider>
        {pkg.rules.length ? (
          <section className={box} aria-labelledby="cip-rules">
            <h2 id="cip-rules" className={h2}>
              {d.rules}
            </h2>
            <ul className={css({ listStyle: 'disc', ps: '5' })}>
              {pkg.rules.map((x) => (
                <li key={x}>{x}</li>
              ))}
            </ul>
          </section>
        ) : null}
      </div>
    </>
  );
}
