'use client';
/**
 * The date strip of a one-way search: the days around the chosen date with their cheapest fare (the Cheapest
 * calendar, asked through the edge after the first render), each a link that searches that day. Past days are left
 * out; routes the calendar does not cover and a failed call show no price, and the links still work.
 */
import { useEffect, useRef, useState } from 'react';
import { css, cx } from '../../../../styled-system/css';
import type { StripDay } from '@/products/flight/model/date-strip';
import * as flightMessages from '@/products/flight/messages';
import { useMoney } from '@/components/money/MoneyProvider';
import { edgeJson } from '@/components/edge-client';

type Prices = Record<string, number | null>;

/** `days` come from the server (products/flight/model/date-strip: labels and links), so no calendar code loads with the page. */
export function FlightDateStrip({
  days,
  date,
  source,
  destination,
  withPrices,
  nonStop = false,
}: {
  days: StripDay[];
  /** The chosen day. */
  date: string;
  source: string;
  destination: string;
  /** The Cheapest calendar covers the route (decided on the server: the airport lists stay out of the page's JS). */
  withPrices: boolean;
  /** Count non-stop fares only: the results show no other (model/date-strip `stripNonStopOnly`). */
  nonStop?: boolean;
}) {
  const money = useMoney();
  const [prices, setPrices] = useState<Prices>({});
  const strip = useRef<HTMLElement>(null);
  // On a phone the strip scrolls sideways: bring the chosen day to its middle (the strip alone scrolls, not the page).
  useEffect(() => {
    const box = strip.current;
    const chosen = box?.querySelector<HTMLElement>('[aria-current="date"]');
    if (!box || !chosen || box.scrollWidth <= box.clientWidth) return;
    const shift = chosen.getBoundingClientRect().left - box.getBoundingClientRect().left - (box.clientWidth - chosen.offsetWidth) / 2;
    box.scrollLeft += shift;
  }, []);
  const first = days[0]?.date ?? date;
  const last = days.at(-1)?.date ?? date;
  useEffect(() => {
    if (!withPrices) return;
    const ctrl = new AbortController();
    const t = setTimeout(() => {
      void edgeJson<{ data?: { date: string; price: number | null }[] }>('/api/flights/cheapest', {
        body: { fromDate: first, toDate: last, source, destination, ...(nonStop ? { nonStop: true } : {}) },
        signal: ctrl.signal,
      }).then((res) => {
        if (res.ok) setPrices(Object.fromEntries((res.data.data ?? []).map((d) => [d.date, d.price])));
      });
    }, 0);
    return () => {
      clearTimeout(t);
      ctrl.abort();
    };
  }, [withPrices, source, destination, first, last, nonStop]);
  return (
    <nav
      ref={strip}
      aria-label={flightMessages.flightResults.dateStrip}
      className={css({ mb: '4', overflowX: 'auto' })}
      data-testid="flight-date-strip"
    >
      <ul className={css({ display: 'flex', gap: '2', listStyle: 'none' })}>
        {days.map(({ date: d, label, href }) => {
          const price = prices[d];
          const current = d === date;
          return (
            <li key={d} className={css({ flex: '[1 0 auto]', whiteSpace: 'nowrap' })}>
              <a
                href={href}
                aria-current={current ? 'date' : undefined}
                className={cx(
                  css({
                    display: 'flex',
                    flexDirection: 'column',
                    alignItems: 'center',
                    p: '2',
                    borderRadius: 'l2',
                    borderWidth: '1px',
                    borderColor: 'border.default',
                    bg: 'white',
                    fontSize: 'sm',
                  }),
                  current && css({ borderColor: 'primary.default', fontWeight: 'bold' }),
                )}
              >
                <span>{label}</span>
                <span className={css({ fontSize: 'xs', color: 'fg.muted' })}>{typeof price === 'number' ? money.format(price) : '—'}</span>
              </a>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
