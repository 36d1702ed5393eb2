'use client';
/**
 * One flight of the results: airline (logo and name), flight number, departure → arrival (local times, airports, a
 * next-day mark), duration and stops, charter or systemic, cabin, seats left when few, baggage, refundability, the
 * price per adult and the total for the searched passengers, «select», and the detail panel on demand.
 */
import { lazy, Suspense, useState } from 'react';
import { css, cx } from '../../../../styled-system/css';
import { button } from '../../../../styled-system/recipes';
import { arrivalDayOffset, clockTime, formatDuration } from '@/products/flight/model/duration';
import { FEW_SEATS_LEFT } from '@/products/flight/model/limits';
import * as messages from '@/lib/messages';
import * as flightMessages from '@/products/flight/messages';
import { CardCashback } from '@/components/account/CashbackContext';
import { useMoney } from '@/components/money/MoneyProvider';
import { toPersianDigits as fa } from '@/lib/text';
import type { FlightResult } from '@/products/flight/server/upstream';
import { ArrowIcon } from '@/components/ui/icons';

const m = flightMessages.flightResults;

// The detail panel's code loads when a traveller first opens one: the results page's first download stays the cards'.
const FlightDetails = lazy(() => import('./FlightDetails').then((d) => ({ default: d.FlightDetails })));

const card = css({
  bg: 'white',
  borderRadius: 'l3',
  borderWidth: '1px',
  borderColor: 'border.default',
  p: '4',
  mb: '3',
  display: 'grid',
  gap: '3',
  gridTemplateColumns: { base: '[minmax(0, 1fr)]', md: '[minmax(0, 1fr) 200px]' },
});
const chip = css({ fontSize: 'xs', px: '2', py: '0.5', borderRadius: 'full', bg: 'gray.3', color: 'gray.12', whiteSpace: 'nowrap' });

function Endpoint({ time, iata, airport, extra }: { time: string; iata: string; airport: string; extra?: string }) {
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', minW: '0' })}>
      <span className={css({ fontSize: 'xl', fontWeight: 'bold' })}>
        {fa(clockTime(time))}
        {extra ? <span className={css({ fontSize: 'xs', color: 'red.11', ms: '1' })}>{extra}</span> : null}
      </span>
      <span className={css({ fontSize: 'sm' })}>{iata}</span>
      <span className={css({ fontSize: 'xs', color: 'fg.muted', truncate: true })}>{airport}</span>
    </div>
  );
}

export function FlightCard({
  flight,
  searchToken,
  seats,
  showProvider = false,
  chosen = false,
  chooseLabel = m.select,
  soldOut = false,
  warnings = [],
  onChoose,
}: {
  flight: FlightResult;
  searchToken: string | null;
  /** Passengers searched (adults + children + infants). */
  seats: number;
  /** The provider (agency) selling the flight: shown to counter and agent users only. */
  showProvider?: boolean;
  /** The traveller's pick (marked as pressed). */
  chosen?: boolean;
  /** «select» in the list, «change» where a chosen flight is shown. */
  chooseLabel?: string;
  /** It answered «sold out» when chosen in this search: marked, and its «select» disabled. */
  soldOut?: boolean;
  /** Said on the card, e.g. a return from another airport of the city than the outbound landed at. */
  warnings?: readonly string[];
  onChoose?: () => void;
}) {
  const money = useMoney();
  const [open, setOpen] = useState(false);
  const nextDay = arrivalDayOffset(flight.departure.time, flight.arrival.time);
  const stops = flight.stops === 0 ? m.nonStop : `${m.stops(flight.stops)} (${m.via(flight.stopAirports.map((s) => s.city).join('، '))})`;
  const detailsId = `flight-details-${flight.id}`;
  return (
    <article
      className={soldOut ? cx(card, css({ borderColor: 'red.9', borderStyle: 'dashed', borderWidth: '2px' })) : card}
      data-testid="flight-card"
      data-flight-id={flight.id}
      data-leg={flight.leg}
      data-price={flight.prices.adult}
      data-departs={flight.departure.time}
      data-duration={flight.durationMinutes}
      data-airline={flight.airline.code}
      data-stops={flight.stops}
      data-from={flight.departure.iata}
      data-to={flight.arrival.iata}
      data-sold-out={soldOut ? '1' : undefined}
      aria-label={`${flight.airline.name} ${flight.flightNumber}`}
    >
      <div className={css({ display: 'flex', flexDirection: 'column', gap: '3', minW: '0' })}>
        <div className={css({ display: 'flex', alignItems: 'center', gap: '2', flexWrap: 'wrap' })}>
          <img src={flight.airline.logo} alt="" width={32} height={32} loading="lazy" className={css({ w: '8', h: '8' })} />
          <span className={css({ fontWeight: 'semibold' })} data-testid="flight-airline">
            {flight.airline.name}
          </span>
          <span className={css({ fontSize: 'sm', color: 'fg.muted' })} dir="ltr">
            {flight.flightNumber}
          </span>
          <span className={chip}>{flight.isCharter ? m.charter : m.systemic}</span>
          <span className={chip}>{flight.cabin.name}</span>
        </div>
        <div className={css({ display: 'grid', gridTemplateColumns: '[1fr auto 1fr]', alignItems: 'center', gap: '3' })}>
          <Endpoint time={flight.departure.time} iata={flight.departure.iata} airport={flight.departure.airport} />
          <div className={css({ textAlign: 'center', fontSize: 'xs', color: 'fg.muted' })}>
            <div data-testid="flight-duration">{formatDuration(flight.durationMinutes)}</div>
            <ArrowIcon to="left" />
            <div data-testid="flight-stops">{stops}</div>
          </div>
          <Endpoint
            time={flight.arrival.time}
            iata={flight.arrival.iata}
            airport={flight.arrival.airport}
            {...(nextDay > 0 ? { extra: m.nextDay(nextDay) } : {})}
          />
        </div>
        <ul className={css({ display: 'flex', flexWrap: 'wrap', gap: '2', listStyle: 'none', fontSize: 'xs' })}>
          <li className={chip}>{m.baggage(flight.baggageKg)}</li>
          <li className={chip}>{flight.isRefundable ? m.refundable : m.nonRefundable}</li>
          {flight.discountPercent > 0 ? (
            <li className={cx(chip, css({ bg: '[#e6f4ea]', color: '[#137333]', fontWeight: 'semibold' }))} data-testid="flight-discount">
              {m.discount(flight.discountPercent)}
            </li>
          ) : null}
          {flight.seatsLeft <= FEW_SEATS_LEFT ? (
            <li className={css({ fontSize: 'xs', color: 'red.11', fontWeight: 'semibold' })} data-testid="flight-seats">
              {m.seatsLeft(flight.seatsLeft)}
            </li>
          ) : null}
          {warnings.map((w) => (
            <li
              key={w}
              role="note"
              className={css({ fontSize: 'xs', color: 'red.11', fontWeight: 'semibold' })}
              data-testid="flight-airport-change"
            >
              ⚠ {w}
            </li>
          ))}
          {showProvider ? (
            <li className={css({ fontSize: 'xs', color: 'fg.muted' })} data-testid="flight-provider">
              {messages.results.provider(flight.provider)}
            </li>
          ) : null}
        </ul>
      </div>
      <div
        className={css({
          display: 'flex',
          flexDirection: 'column',
          gap: '1',
          justifyContent: 'center',
          borderInlineStartWidth: { md: '1px' },
          borderColor: 'border.default',
          ps: { md: '4' },
        })}
      >
        <span className={css({ fontSize: 'xs', color: 'fg.muted' })}>{m.perAdult}</span>
        <span className={css({ fontSize: 'xl', fontWeight: 'bold', color: 'primary.default' })} data-testid="flight-price">
          {money.amount(flight.prices.adult)} <span className={css({ fontSize: 'sm' })}>{money.unit}</span>
        </span>
        {seats > 1 ? (
          <span className={css({ fontSize: 'xs', color: 'fg.muted' })} data-testid="flight-total">
            {m.total(money.format(flight.total), seats)}
          </span>
        ) : null}
        {/* The whole booking's cashback (the searched passengers' total), for a logged-in viewer with cashback on. */}
        {soldOut ? null : <CardCashback priceRial={flight.total} />}
        {soldOut ? (
          <span role="note" className={css({ fontSize: 'sm', color: 'red.11', fontWeight: 'bold' })} data-testid="flight-sold-out">
            {m.soldOut}
          </span>
        ) : null}
        {onChoose ? (
          <button
            type="button"
            className={button({ size: 'md' })}
            onClick={onChoose}
            data-testid="flight-select"
            aria-pressed={chosen}
            disabled={soldOut}
            {...(soldOut ? { 'aria-label': m.soldOutLabel(flight.flightNumber) } : {})}
          >
            {chooseLabel}
          </button>
        ) : null}
        <button
          type="button"
          className={button({ variant: 'ghost', size: 'sm' })}
          aria-expanded={open}
          aria-controls={detailsId}
          onClick={() => setOpen((o) => !o)}
          data-testid="flight-details-toggle"
        >
          {open ? m.hideDetails : m.details}
        </button>
      </div>
      {open ? (
        <div id={detailsId} className={css({ gridColumn: '[1 / -1]' })}>
          <Suspense fallback={<p className={css({ color: 'fg.muted', fontSize: 'sm' })}>{m.loadingDetails}</p>}>
            <FlightDetails flight={flight} searchToken={searchToken} />
          </Suspense>
        </div>
      ) : null}
    </article>
  );
}
