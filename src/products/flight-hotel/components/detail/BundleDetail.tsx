/**
 * A bundle's own parts of its page (server-rendered, no script): the package-type panel of its rooms (spec 001
 * "Package-type panel": room ordinal, room name, meal code and title), the chosen outbound and return flights with
 * their rules and baggage, the price (hotel, flights, the bundle's discount, total and per person) and «change
 * flights»: every pair of the bundle (GetAllFlights) with its price difference, each a link to this page with it.
 */
import { css } from '../../../../../styled-system/css';
import { button } from '../../../../../styled-system/recipes';
import { formatDate } from '@/lib/date-format';
import { type DisplayCurrency, formatMoney } from '@/lib/money';
import { displayCurrency } from '@/server/display-currency';
import type { Query } from '@/lib/query';
import { roomOrdinal } from '@/lib/rooms';
import { persianNumber } from '@/lib/text';
import { bundlePage as m } from '../../messages';
import { clockTime } from '../../model/filters';
import type { BundleFlight, BundlePackage, FlightPair, TourBundle } from '../../server/schemas';

const styles = {
  section: css({ bg: 'white', borderRadius: 'l3', borderWidth: '1px', borderColor: 'border.default', p: '4', display: 'grid', gap: '3' }),
  title: css({ fontWeight: 'bold', fontSize: 'lg' }),
  list: css({ display: 'grid', gap: '2', listStyle: 'none', p: '0', m: '0' }),
  flights: css({ display: 'grid', gap: '3', gridTemplateColumns: { base: '1fr', md: '1fr 1fr' } }),
  flight: css({
    borderWidth: '1px',
    borderColor: 'border.default',
    borderRadius: 'l2',
    p: '3',
    display: 'grid',
    gap: '1.5',
    fontSize: 'sm',
  }),
  airline: css({ display: 'flex', alignItems: 'center', gap: '2', fontWeight: 'semibold' }),
  logo: css({ w: '7', h: '7', flexShrink: 0 }),
  muted: css({ color: 'fg.muted', fontSize: 'sm' }),
  rules: css({ fontSize: 'xs', color: 'fg.muted', display: 'grid', gap: '0.5', listStyle: 'disc', ps: '4' }),
  price: css({ display: 'grid', gridTemplateColumns: '1fr auto', gap: '1', fontSize: 'sm' }),
  total: css({ fontWeight: 'bold', fontSize: 'lg', color: 'primary.text' }),
  pair: css({
    display: 'grid',
    gridTemplateColumns: { base: '1fr', sm: '1fr 1fr auto' },
    alignItems: 'center',
    gap: '2',
    borderWidth: '1px',
    borderColor: 'border.default',
    borderRadius: 'l2',
    p: '3',
    fontSize: 'sm',
  }),
  chosenPair: css({ borderColor: 'primary.default', borderWidth: '2px', bg: 'pink.2' }),
  diff: css({ fontWeight: 'semibold', whiteSpace: 'nowrap' }),
};

const time = (iso: string) => persianNumber(clockTime(iso));
const dayOf = (iso: string) => formatDate(iso.slice(0, 10), 'jalali', { weekday: true, year: false });

/**
 * The package-type panel (spec 001): the chosen room package's rooms (room ordinal, room name, meal code and title),
 * then every room package of the hotel for the tour, each with the tour's total with it for the chosen flights (the
 * supplier's prices: hotel − the bundle's discount + flights), a link to this page with it.
 */
export async function RoomsPanel({
  packages,
  chosen,
  flightPrice,
  linkTo,
}: {
  packages: readonly BundlePackage[];
  chosen: BundlePackage;
  flightPrice: number;
  linkTo: (changes: Query) => string;
}) {
  const money = await displayCurrency();
  const roomsText = (p: BundlePackage) =>
    p.rooms.map((r, i) => `${m.room(roomOrdinal(i), r.name)} ${m.meal(r.mealType, r.mealTitle)}`).join('، ');
  return (
    <section aria-labelledby="bundle-rooms" className={styles.section} data-testid="bundle-rooms" data-package={chosen.packageNumber}>
      <h2 id="bundle-rooms" className={styles.title}>
        {m.roomsTitle}
      </h2>
      <ul className={styles.list}>
        {chosen.rooms.map((r, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the rooms are the package's, in its order
          <li key={i}>
            <span className={css({ fontWeight: 'semibold' })}>{m.room(roomOrdinal(i), r.name)}</span>{' '}
            <span className={styles.muted}>{m.meal(r.mealType, r.mealTitle)}</span>
          </li>
        ))}
      </ul>
      {packages.length > 1 ? (
        <>
          <h3 className={css({ fontWeight: 'bold' })}>{m.packageChoiceTitle}</h3>
          <p className={styles.muted}>{m.packageChoiceIntro}</p>
          <ul className={styles.list} data-testid="room-packages">
            {packages.map((p) => {
              const current = p.packageNumber === chosen.packageNumber;
              const total = p.hotelPrice + flightPrice - p.bundleDiscount;
              return (
                <li
                  key={p.packageNumber}
                  className={current ? `${styles.pair} ${styles.chosenPair}` : styles.pair}
                  data-testid="room-package"
                  data-package={p.packageNumber}
                  data-total={total}
                  data-chosen={current ? '1' : '0'}
                >
                  <span className={css({ display: 'grid', gap: '0.5' })}>
                    {p.rooms.map((r, i) => (
                      // biome-ignore lint/suspicious/noArrayIndexKey: the rooms are the package's, in its order
                      <span key={i}>
                        <span className={css({ fontWeight: 'semibold' })}>{m.room(roomOrdinal(i), r.name)}</span>{' '}
                        <span className={styles.muted}>{m.meal(r.mealType, r.mealTitle)}</span>
                      </span>
                    ))}
                  </span>
                  <span className={styles.diff}>{m.packageTotal(formatMoney(total, money))}</span>
                  {current ? (
                    <span aria-current="true" className={styles.muted}>
                      {m.chosenPackage}
                    </span>
                  ) : (
                    <a
                      href={linkTo({ package: p.packageNumber })}
                      className={button({ variant: 'outline', size: 'sm' })}
                      aria-label={m.choosePackageLabel(roomsText(p))}
                      data-testid="choose-package"
                    >
                      {m.choosePackage}
                    </a>
                  )}
                </li>
              );
            })}
          </ul>
        </>
      ) : null}
    </section>
  );
}

function FlightBox({ label, flight, testId }: { label: string; flight: BundleFlight; testId: string }) {
  return (
    <div className={styles.flight} data-testid={testId} data-flight={flight.flightId}>
      <p className={css({ fontWeight: 'bold' })}>
        {label}: {dayOf(flight.departureTime)}
      </p>
      <p className={styles.airline}>
        <img src={flight.airline.logoUrl} alt="" className={styles.logo} width={28} height={28} />
        {m.flightNumber(flight.airline.persianName, flight.airline.code, persianNumber(flight.flightNumber))}
      </p>
      <p>
        {m.route(`${flight.origin.city} (${flight.origin.airportName})`, `${flight.destination.city} (${flight.destination.airportName})`)}
      </p>
      <p>
        {m.times(time(flight.departureTime), time(flight.arrivalTime))} · {m.duration(flight.durationMinutes)} ·{' '}
        {flight.stops ? m.stops(flight.stops) : m.direct}
      </p>
      <p className={styles.muted}>
        {m.baggage(flight.baggage.checkedKg, flight.baggage.cabinKg)} · {flight.isRefundable ? m.refundable : m.nonRefundable} ·{' '}
        {flight.isCharter ? m.charter : m.systemic} · {flight.cabin.name}
      </p>
      {flight.fareRules.length ? (
        <details>
          <summary className={css({ cursor: 'pointer', color: 'primary.text' })}>{m.rulesTitle}</summary>
          <ul className={styles.rules}>
            {flight.fareRules.map((r) => (
              <li key={r}>{r}</li>
            ))}
          </ul>
        </details>
      ) : null}
    </div>
  );
}

export function ChosenFlights({ pair }: { pair: FlightPair }) {
  return (
    <section aria-labelledby="bundle-flights" className={styles.section}>
      <h2 id="bundle-flights" className={styles.title}>
        {m.flightsTitle}
      </h2>
      <div className={styles.flights}>
        <FlightBox label={m.outbound} flight={pair.outbound} testId="chosen-outbound" />
        <FlightBox label={m.inbound} flight={pair.inbound} testId="chosen-inbound" />
      </div>
    </section>
  );
}

/** The price with the chosen pair and room package: `total` is the supplier's (hotel + flights − the bundle's discount). */
export async function BundlePrice({
  bundle,
  pair,
  pkg,
  total,
}: {
  bundle: TourBundle;
  pair: FlightPair;
  pkg: BundlePackage;
  total: number;
}) {
  const money = await displayCurrency();
  const toman = (rial: number) => formatMoney(rial, money);
  const perPerson = Math.round(total / bundle.persons / 1000) * 1000;
  return (
    <section aria-labelledby="bundle-price" className={styles.section} data-testid="bundle-price-box" data-total={total}>
      <h2 id="bundle-price" className={styles.title}>
        {m.priceTitle}
      </h2>
      <dl className={styles.price}>
        <dt>{m.hotelPrice(bundle.nights)}</dt>
        <dd>{toman(pkg.hotelPrice)}</dd>
        <dt>{m.flightPrice}</dt>
        <dd>{toman(pair.flightPrice)}</dd>
        <dt>{m.discount}</dt>
        <dd>−{toman(pkg.bundleDiscount)}</dd>
        <dt className={styles.total}>{m.total(bundle.persons)}</dt>
        <dd className={styles.total} data-testid="bundle-page-total">
          {toman(total)}
        </dd>
        <dt>{m.perPerson}</dt>
        <dd data-testid="bundle-page-per-person">{toman(perPerson)}</dd>
      </dl>
    </section>
  );
}

function diffText(rial: number, money: DisplayCurrency): string {
  if (rial === 0) return m.sameFare;
  const amount = formatMoney(Math.abs(rial), money);
  return rial > 0 ? m.more(amount) : m.less(amount);
}

export async function ChangeFlights({
  pairs,
  chosen,
  hasMore,
  totalPairs,
  linkTo,
}: {
  pairs: readonly FlightPair[];
  chosen: FlightPair;
  hasMore: boolean;
  totalPairs: number;
  /** This page's URL with these query keys changed. */
  linkTo: (changes: Query) => string;
}) {
  const money = await displayCurrency();
  // The price differences are to the bundle's default pair; the chosen one is marked.
  const isChosen = (p: FlightPair) => p.outbound.flightId === chosen.outbound.flightId && p.inbound.flightId === chosen.inbound.flightId;
  const line = (f: BundleFlight) => `${f.airline.persianName} ${time(f.departureTime)}`;
  return (
    <section aria-labelledby="bundle-change" className={styles.section} id="change-flights">
      <h2 id="bundle-change" className={styles.title}>
        {m.changeTitle}
      </h2>
      <p className={styles.muted}>{m.changeIntro(totalPairs)}</p>
      <ul className={styles.list} data-testid="flight-pairs">
        {pairs.map((p) => {
          const current = isChosen(p);
          return (
            <li
              key={`${p.outbound.flightId}|${p.inbound.flightId}`}
              className={current ? `${styles.pair} ${styles.chosenPair}` : styles.pair}
              data-testid="flight-pair"
              data-diff={p.priceDifference}
              data-chosen={current ? '1' : '0'}
            >
              <span>
                {m.outbound}: {line(p.outbound)}
              </span>
              <span>
                {m.inbound}: {line(p.inbound)}
              </span>
              <span className={css({ display: 'flex', alignItems: 'center', gap: '2', flexWrap: 'wrap' })}>
                <span className={styles.diff}>{diffText(p.priceDifference, money)}</span>
                {current ? (
                  <span aria-current="true" className={styles.muted}>
                    {m.chosen}
                  </span>
                ) : (
                  <a
                    href={linkTo({ outbound: p.outbound.flightId, inbound: p.inbound.flightId })}
                    className={button({ variant: 'outline', size: 'sm' })}
                    aria-label={m.chooseLabel(line(p.outbound), line(p.inbound))}
                    data-testid="choose-pair"
                  >
                    {m.choose}
                  </a>
                )}
              </span>
            </li>
          );
        })}
      </ul>
      {hasMore ? (
        <a href={linkTo({ allFlights: '1' })} className={button({ variant: 'outline' })} data-testid="all-pairs">
          {m.showAll(totalPairs)}
        </a>
      ) : null}
    </section>
  );
}
