/**
 * The package page (`/package/{id}`, `/package/pdp?packageId=`): the tour's facts, itinerary by day, hotels, services
 * included and excluded, transport both ways, visa notes, then the departures as the price table (one row a date:
 * seats left and the per-person price of each room type and child band; a sold-out date cannot be chosen) whose
 * choice goes on to `/package/reserve`, the FAQ (`/package/faqItems`), the cancellation steps and the packages'
 * WhatsApp sales line. An unknown package is a Persian «not found»; the catalogue down is an outage, not an error page.
 */
import { css } from '../../../../styled-system/css';
import { button } from '../../../../styled-system/recipes';
import { WHATSAPP_LINES } from '@/components/layout/rules';
import { PageMeta } from '@/components/layout/PageMeta';
import { formatJalali } from '@/lib/date-format';
import { type DisplayCurrency, formatAmount, formatMoneyAmount, isTomanDisplay, moneyUnit } from '@/lib/money';
import { displayCurrency } from '@/server/display-currency';
import { persianNumber, toPersianDigits } from '@/lib/text';
import { upstream } from '@/server/request-context';
import { UpstreamError } from '@/server/upstream/request';
import { tourDetail as d, tourResults as r, tourTexts } from '../messages';
import type { TourFaqItem, TourPackageDetail } from '../server/schemas';
import { tourApi } from '../server/upstream';
import { cancellationLines } from '../model/cancellation';
import { Stars } from './TourCard';

const box = css({
  bg: 'white',
  borderRadius: 'l3',
  borderWidth: '1px',
  borderColor: 'border.default',
  p: { base: '3', sm: '4' },
  display: 'grid',
  gap: '2',
  minW: '0',
  gridTemplateColumns: '[minmax(0, 1fr)]',
});
const h2 = css({ fontWeight: 'bold', fontSize: 'lg' });
const list = css({ listStyle: 'disc', ps: '5', display: 'grid', gap: '1' });
const BANDS = ['single', 'double', 'triple', 'childWithBed', 'childNoBed', 'infant'] as const;

type Loaded = { ok: true; pkg: TourPackageDetail; faq: TourFaqItem[] } | { ok: false; reason: 'missing' | 'outage' };

async function load(id: number): Promise<Loaded> {
  try {
    const api = tourApi(upstream());
    const [pkg, faq] = await Promise.all([api.detail(id), api.faq(id).catch(() => null)]);
    return { ok: true, pkg, faq: faq?.items ?? pkg.faq };
  } catch (err) {
    if (err instanceof UpstreamError && err.kind === 'http' && (err.status === 404 || err.status === 400))
      return { ok: false, reason: 'missing' };
    if (err instanceof UpstreamError) return { ok: false, reason: 'outage' };
    throw err;
  }
}

/** A table cell: whole toman (rial ÷ 10, rounded), or the viewer's currency to the cent. */
const cellAmount = (rial: number, money: DisplayCurrency) =>
  isTomanDisplay(money) ? formatAmount(Math.round(rial / 10)) : formatMoneyAmount(rial, money);

export async function TourPackagePage({ packageId, chosen }: { packageId: number | null; chosen?: string | undefined }) {
  const loaded: Loaded = packageId === null ? { ok: false, reason: 'missing' } : await load(packageId);
  const money = await displayCurrency();
  if (!loaded.ok) {
    const missing = loaded.reason === 'missing';
    return (
      <div role="alert" className={box} data-testid={missing ? 'tour-not-found' : 'tour-outage'}>
        <PageMeta title={missing ? d.notFound : r.outageTitle} description={missing ? d.notFound : r.outage} noindex />
        <h1 className={h2}>{missing ? d.notFound : r.outageTitle}</h1>
        {missing ? null : <p>{r.outage}</p>}
        <a className={button({ variant: 'outline' })} href="/tour">
          {d.backToList}
        </a>
      </div>
    );
  }
  const { pkg, faq } = loaded;
  const open = pkg.departures.filter((x) => !x.isSoldOut);
  const selected = open.find((x) => x.departureId === chosen)?.departureId ?? open[0]?.departureId;
  const t = pkg.transport;
  const bands = pkg.childBands;
  return (
    <>
      <PageMeta title={pkg.title} description={pkg.description} />
      <div className={css({ display: 'grid', gap: '4', gridTemplateColumns: '[minmax(0, 1fr)]' })}>
        <header className={css({ display: 'grid', gap: '1' })}>
          <h1 className={css({ fontSize: '2xl', fontWeight: 'bold' })}>{pkg.title}</h1>
          <p
            className={css({ color: 'fg.muted', display: 'flex', gap: '3', flexWrap: 'wrap', alignItems: 'center' })}
            data-testid="tour-facts"
          >
            <span>{d.facts(persianNumber(pkg.nights), persianNumber(pkg.days), pkg.sourceName)}</span>
            <Stars count={pkg.stars} />
            <span>
              {d.operator}: {pkg.operator}
            </span>
          </p>
        </header>
        <div className={css({ display: 'grid', gap: '2', gridTemplateColumns: { base: '[1fr 1fr]', md: '[2fr 1fr 1fr]' } })}>
          {pkg.images.slice(0, 3).map((src, i) => (
            <img
              key={src}
              src={src}
              alt={i === 0 ? pkg.title : ''}
              width={640}
              height={400}
              loading={i === 0 ? 'eager' : 'lazy'}
              className={css({
                width: 'full',
                height: { base: '[140px]', md: '[220px]' },
                objectFit: 'cover',
                borderRadius: 'l3',
                gridColumn: i === 0 ? { base: '[1 / -1]', md: 'auto' } : 'auto',
              })}
            />
          ))}
        </div>
        <p>{pkg.description}</p>
        <div
          className={css({
            display: 'grid',
            gap: '4',
            gridTemplateColumns: { base: '[minmax(0, 1fr)]', lg: '[minmax(0, 2fr) minmax(0, 1fr)]' },
            alignItems: 'start',
          })}
        >
          <section className={box} aria-labelledby="tour-itinerary">
            <h2 id="tour-itinerary" className={h2}>
              {d.itinerary}
            </h2>
            <ol className={css({ display: 'grid', gap: '2' })} data-testid="tour-itinerary">
              {pkg.itinerary.map((day) => (
                <li key={day.day}>
                  <strong>
                    {d.dayTitle(persianNumber(day.day))}: {day.title}
                  </strong>
                  <p className={css({ color: 'fg.muted', fontSize: 'sm' })}>{day.description}</p>
                </li>
              ))}
            </ol>
          </section>
          <div className={css({ display: 'grid', gap: '4' })}>
            <section className={box} aria-labelledby="tour-hotels">
              <h2 id="tour-hotels" className={h2}>
                {d.hotels}
              </h2>
              <ul className={css({ display: 'grid', gap: '2' })} data-testid="tour-hotels">
                {pkg.hotels.map((h) => (
                  <li key={`${h.cityName}-${h.name}`}>
                    <strong>{h.name}</strong> <Stars count={h.stars} />
                    <p className={css({ fontSize: 'sm', color: 'fg.muted' })}>
                      {h.cityName}، {r.nightsValue(persianNumber(h.nights))}، {h.mealName}
                    </p>
                  </li>
                ))}
              </ul>
            </section>
            <section className={box} aria-labelledby="tour-transport">
              <h2 id="tour-transport" className={h2}>
                {d.transport}
              </h2>
              <p>
                {tourTexts.transport[t.mode]} — {t.carrierName}
              </p>
              <ul className={css({ display: 'grid', gap: '1', fontSize: 'sm' })} data-testid="tour-transport">
                {(
                  [
                    [d.outbound, t.outbound],
                    [d.back, t.return],
                  ] as const
                ).map(([label, leg]) => (
                  <li key={label}>
                    {label}:{' '}
                    {d.legLine(
                      toPersianDigits(leg.number),
                      leg.from,
                      leg.to,
                      toPersianDigits(leg.departTime),
                      toPersianDigits(leg.arriveTime),
                      leg.arriveDayOffset > 0,
                    )}
                  </li>
                ))}
              </ul>
            </section>
          </div>
        </div>
        <div className={css({ display: 'grid', gap: '4', gridTemplateColumns: { base: '[minmax(0, 1fr)]', md: '[1fr 1fr]' } })}>
          <section className={box} aria-labelledby="tour-included">
            <h2 id="tour-included" className={h2}>
              {d.included}
            </h2>
            <ul className={list} data-testid="tour-included">
              {pkg.included.map((x) => (
                <li key={x}>{x}</li>
              ))}
            </ul>
          </section>
          <section className={box} aria-labelledby="tour-excluded">
            <h2 id="tour-excluded" className={h2}>
              {d.excluded}
            </h2>
            <ul className={list}>
              {pkg.excluded.map((x) => (
                <li key={x}>{x}</li>
              ))}
            </ul>
          </section>
        </div>
        <section className={box} aria-labelledby="tour-visa">
          <h2 id="tour-visa" className={h2}>
            {d.visa}
          </h2>
          <p data-testid="tour-visa">{pkg.visa.note}</p>
        </section>
        <section className={box} aria-labelledby="tour-prices">
          <h2 id="tour-prices" className={h2}>
            {d.prices(moneyUnit(money))}
          </h2>
          <p className={css({ fontSize: 'sm', color: 'fg.muted' })}>
            {d.childBands(persianNumber(bands.infantMaxAge + 1), persianNumber(bands.noBedMaxAge), persianNumber(bands.childMaxAge))}
          </p>
          <form method="get" action="/package/reserve" data-testid="tour-departures" className={css({ minW: '0' })}>
            <input type="hidden" name="packageId" value={pkg.packageId} />
            <section
              // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be focusable to be scrolled by keyboard
              tabIndex={0}
              aria-label={d.chooseDeparture}
              className={css({
                overflowX: 'auto',
                _focusVisible: { outlineWidth: '2px', outlineStyle: 'solid', outlineColor: 'primary.default' },
              })}
            >
              <table
                className={css({
                  width: 'full',
                  borderCollapse: 'collapse',
                  fontSize: 'sm',
                  '& th, & td': {
                    p: '2',
                    textAlign: 'start',
                    borderBottomWidth: '1px',
                    borderColor: 'border.default',
                    whiteSpace: 'nowrap',
                  },
                })}
              >
                <caption className={css({ srOnly: true })}>{d.chooseDeparture}</caption>
                <thead>
                  <tr>
                    <th scope="col">{d.departure}</th>
                    {BANDS.map((b) => (
                      <th scope="col" key={b}>
                        {tourTexts.bands[b]}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {pkg.departures.map((dep) => {
                    const id = `dep-${dep.departureId}`;
                    return (
                      <tr
                        key={dep.departureId}
                        data-testid="tour-departure"
                        data-departure-id={dep.departureId}
                        data-seats-left={dep.seatsLeft}
                        data-sold-out={dep.isSoldOut}
                        className={dep.isSoldOut ? css({ color: 'fg.muted' }) : undefined}
                      >
                        <th scope="row" className={css({ fontWeight: 'normal' })}>
                          <span className={css({ display: 'flex', gap: '2', alignItems: 'center' })}>
                            <input
                              type="radio"
                              id={id}
                              name="departureId"
                              value={dep.departureId}
                              disabled={dep.isSoldOut}
                              defaultChecked={dep.departureId === selected}
                              required
                              className={css({ width: '4', height: '4' })}
                            />
                            <label htmlFor={id}>
                              {formatJalali(dep.date, { weekday: true })} —{' '}
                              {dep.isSoldOut ? <strong>{d.soldOut}</strong> : d.seatsLeft(persianNumber(dep.seatsLeft))}
                            </label>
                          </span>
                        </th>
                        {BANDS.map((b) => (
                          <td key={b}>{cellAmount(dep.prices[b], money)}</td>
                        ))}
                      </tr>
                    );
                  })}
                </tbody>
              </table>
            </section>
            <div className={css({ mt: '3' })}>
              <button type="submit" className={button()} disabled={open.length === 0} data-testid="tour-reserve">
                {d.reserve}
              </button>
            </div>
          </form>
        </section>
        <section className={box} aria-labelledby="tour-faq">
          <h2 id="tour-faq" className={h2}>
            {d.faq}
          </h2>
          <div className={css({ display: 'grid', gap: '2' })} data-testid="tour-faq">
            {faq.map((f) => (
              <details key={f.question} className={css({ borderBottomWidth: '1px', borderColor: 'border.default', pb: '2' })}>
                <summary className={css({ cursor: 'pointer', fontWeight: 'medium' })}>{f.question}</summary>
                <p className={css({ mt: '1', color: 'fg.muted' })}>{f.answer}</p>
              </details>
            ))}
          </div>
        </section>
        <section className={box} aria-labelledby="tour-cancellation">
          <h2 id="tour-cancellation" className={h2}>
            {d.cancellation}
          </h2>
          <ul className={list}>
            {cancellationLines(pkg.cancellation).map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </section>
        <p>
          <a
            href={`https://wa.me/${WHATSAPP_LINES.package}`}
            rel="noopener"
            className={button({ variant: 'outline' })}
            data-testid="tour-sales-line"
          >
            {d.salesLine}: {toPersianDigits(`+${WHATSAPP_LINES.package}`)}
          </a>
        </p>
      </div>
    </>
  );
}
