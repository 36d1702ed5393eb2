/**
 * The dashboard's schedule-change alerts (AlertFlightChange, issue 49 point 9): for the traveller's upcoming issued
 * flight orders, what the airline changed (delay, advance, cancel), the old and new time, and that an SMS went out.
 * Streamed in its own boundary on the orders page: no change, or the supplier could not answer → nothing is shown.
 */
import { css } from '../../../../styled-system/css';
import { formatDate } from '@/lib/date-format';
import type { IsoDate } from '@/lib/dates';
import { toPersianDigits } from '@/lib/text';
import { flightAlerts as m } from '@/products/flight/messages';
import { upstream } from '@/server/request-context';
import { alertCandidates, type Change, flightChangeAlerts, type OrderLike } from '../server/suggestions';
import { currentDay } from '@/server/clock';

/** `2026-12-01T08:30:00+03:30` → the Jalali day and the local hour at the origin (as the ticket shows it). */
const localTime = (local: string) =>
  `${formatDate(local.slice(0, 10) as IsoDate, 'jalali', { year: false })} ${toPersianDigits(local.slice(11, 16))}`;

function kindText(ch: Change): string {
  return ch.kind === 'cancel' ? m.cancel : ch.kind === 'advance' ? m.advance(ch.minutes) : m.delay(ch.minutes);
}

export async function FlightChangeAlerts({ orders }: { orders: readonly OrderLike[] }) {
  const candidates = alertCandidates(orders, currentDay());
  if (!candidates.length) return null;
  const alerts = await flightChangeAlerts(upstream(), candidates);
  if (!alerts.length) return null;
  return (
    <section aria-labelledby="flight-alerts-title" data-testid="flight-change-alerts" className={styles.box}>
      <h2 id="flight-alerts-title" className={styles.title}>
        {m.title}
      </h2>
      <ul className={styles.list}>
        {alerts.flatMap((a) =>
          a.changes.map((ch) => (
            <li key={ch.changeId} data-flight-change={ch.changeId} data-kind={ch.kind} data-factor={a.factorId} className={styles.item}>
              <strong>
                {m.order(toPersianDigits(a.officialFactorId))} · <bdi dir="ltr">{ch.flightNumber}</bdi> · {kindText(ch)}
              </strong>
              <span>{ch.message}</span>
              <span className={styles.muted}>
                {m.was(localTime(ch.previousDeparture))}
                {ch.newDeparture ? ` · ${m.now(localTime(ch.newDeparture))}` : ''}
              </span>
              {ch.smsTo ? <span className={styles.muted}>{m.sms(toPersianDigits(ch.smsTo))}</span> : null}
              {ch.kind === 'cancel' ? <span className={styles.muted}>{m.help}</span> : null}
            </li>
          )),
        )}
      </ul>
    </section>
  );
}

const styles = {
  box: css({ mb: '6', p: '4', borderWidth: '1px', borderColor: 'red.10', bg: 'red.2', borderRadius: 'l3' }),
  title: css({ fontSize: 'lg', fontWeight: 'bold', mb: '2' }),
  list: css({ display: 'grid', gap: '3', listStyle: 'none', p: '0' }),
  item: css({ display: 'grid', gap: '1' }),
  muted: css({ fontSize: 'sm', color: 'fg.muted' }),
};
