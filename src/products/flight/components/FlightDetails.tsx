'use client';
/**
 * A flight's detail panel: fare rules, baggage per passenger type, the cancellation penalty table by time before
 * departure, and (charter flights) the charter rule, fetched through the edge's allow-listed proxy when the panel
 * opens. A failed fetch says so in the panel; the card stays usable.
 */
import { useEffect, useState } from 'react';
import { css } from '../../../../styled-system/css';
import * as flightMessages from '@/products/flight/messages';
import type { FlightCancellationRule } from '@/products/flight/server/schemas';
import type { FlightResult } from '@/products/flight/server/upstream';
import { edgeJson } from '@/components/edge-client';
import { flightParts } from '@/products/flight/model/legs';
import { clockTime, formatDuration } from '@/products/flight/model/duration';
import { toPersianDigits } from '@/lib/text';

const m = flightMessages.flightResults;

interface Details {
  rules: { title: string; text: string }[];
  baggage: {
    items: { passengerType: 'adult' | 'child' | 'infant'; checkedPieces: number; checkedKg: number; cabinKg: number }[];
    note: string;
  };
  cancellation: { isRefundable: boolean; rules: FlightCancellationRule[]; note: string };
  charter: { isCharter: boolean; rules: string[] };
}

type Envelope<T> = { data: T };

async function loadDetails(searchToken: string, flightId: string, signal: AbortSignal): Promise<Details | null> {
  const body = { searchToken, flightId };
  const call = <T,>(path: string) => edgeJson<Envelope<T>>(path, { body, signal });
  const [rules, baggage, cancellation, charter] = await Promise.all([
    call<{ rules: Details['rules'] }>('/api/flights/rules'),
    call<Details['baggage']>('/api/flights/baggages'),
    call<Details['cancellation']>('/api/flights/cancellation-rules'),
    call<Details['charter']>('/api/flights/charter-rule'),
  ]);
  if (!rules.ok || !baggage.ok || !cancellation.ok || !charter.ok) return null;
  return { rules: rules.data.data.rules, baggage: baggage.data.data, cancellation: cancellation.data.data, charter: charter.data.data };
}

/** «from 72 to 24 hours before departure» in the supplier's own words (its row titles). */
function PenaltyTable({ rules }: { rules: FlightCancellationRule[] }) {
  return (
    <table className={css({ w: 'full', fontSize: 'sm', borderCollapse: 'collapse' })} data-testid="flight-penalties">
      <thead>
        <tr>
          <th className={css({ textAlign: 'start', p: '1' })}>{m.penaltyWhen}</th>
          <th className={css({ textAlign: 'start', p: '1' })}>{m.penalty}</th>
        </tr>
      </thead>
      <tbody>
        {rules.map((r) => (
          <tr key={r.title} className={css({ borderTopWidth: '1px', borderColor: 'border.default' })}>
            <td className={css({ p: '1' })}>{r.title}</td>
            <td className={css({ p: '1' })}>
              {m.percent(r.penaltyPercent)}
              {r.basis === 'base' ? ` ${m.penaltyOfBase}` : null}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

const heading = css({ fontWeight: 'semibold', mt: '3', mb: '1' });

/** A connecting flight's legs and layovers (airports, flying times, the wait at each stop); nothing for a non-stop. */
function FlightLegs({ flight }: { flight: FlightResult }) {
  if (flight.stops === 0) return null;
  const parts = flightParts(flight);
  const at = (p: { iata: string; city: string }) => `${p.city} (${p.iata})`;
  return (
    <section data-testid="flight-legs" aria-label={m.legs}>
      <h3 className={heading}>{m.legs}</h3>
      <ol className={css({ fontSize: 'sm', listStyle: 'none', display: 'flex', flexDirection: 'column', gap: '1' })}>
        {parts.map((p) =>
          p.kind === 'leg' ? (
            <li key={`leg-${p.from.iata}-${p.to.iata}`} data-kind="leg">
              {m.legRow(at(p.from), at(p.to))}
              {p.departs ? ` · ${toPersianDigits(clockTime(p.departs))}` : ''}
              {p.arrives ? `–${toPersianDigits(clockTime(p.arrives))}` : ''}
              {p.minutes !== null ? ` · ${formatDuration(p.minutes)}` : ''}
            </li>
          ) : (
            <li key={`stop-${p.at.iata}`} data-kind="layover" data-minutes={p.minutes} className={css({ color: 'fg.muted', ps: '3' })}>
              {m.layover(at(p.at), formatDuration(p.minutes))}
            </li>
          ),
        )}
      </ol>
    </section>
  );
}

export function FlightDetails({ flight, searchToken }: { flight: FlightResult; searchToken: string | null }) {
  const legs = <FlightLegs flight={flight} />;
  const [state, setState] = useState<Details | 'loading' | 'failed'>('loading');
  useEffect(() => {
    if (!searchToken) {
      setState('failed');
      return;
    }
    const ctrl = new AbortController();
    void loadDetails(searchToken, flight.id, ctrl.signal).then((d) => {
      if (!ctrl.signal.aborted) setState(d ?? 'failed');
    });
    return () => ctrl.abort();
  }, [searchToken, flight.id]);

  if (state === 'loading')
    return (
      <>
        {legs}
        <p className={css({ color: 'fg.muted', fontSize: 'sm' })}>{m.loadingDetails}</p>
      </>
    );
  if (state === 'failed')
    return (
      <>
        {legs}
        <p role="alert" className={css({ color: 'red.11', fontSize: 'sm' })}>
          {m.detailsFailed}
        </p>
      </>
    );
  return (
    <section className={css({ borderTopWidth: '1px', borderColor: 'border.default', pt: '2' })} data-testid="flight-details">
      {legs}
      <h3 className={heading}>{m.fareRules}</h3>
      {state.rules.map((r) => (
        <p key={r.title} className={css({ fontSize: 'sm' })}>
          <strong>{r.title}: </strong>
          {r.text}
        </p>
      ))}
      <h3 className={heading}>{m.baggageRules}</h3>
      <ul className={css({ fontSize: 'sm', listStyle: 'none' })}>
        {state.baggage.items.map((b) => (
          <li key={b.passengerType}>
            {m.passengerTypes[b.passengerType]}: {m.baggageRow(b.checkedPieces, b.checkedKg, b.cabinKg)}
          </li>
        ))}
      </ul>
      {state.baggage.note ? <p className={css({ fontSize: 'xs', color: 'fg.muted' })}>{state.baggage.note}</p> : null}
      <h3 className={heading}>{m.cancellation}</h3>
      <p className={css({ fontSize: 'sm' })}>{state.cancellation.isRefundable ? m.refundable : m.nonRefundable}</p>
      {state.cancellation.rules.length ? <PenaltyTable rules={state.cancellation.rules} /> : null}
      {state.cancellation.note ? <p className={css({ fontSize: 'xs', color: 'fg.muted' })}>{state.cancellation.note}</p> : null}
      {state.charter.isCharter && state.charter.rules.length ? (
        <>
          <h3 className={heading}>{m.charterRule}</h3>
          <ul className={css({ fontSize: 'sm', listStyleType: 'disc', ps: '5' })}>
            {state.charter.rules.map((r) => (
              <li key={r}>{r}</li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}
