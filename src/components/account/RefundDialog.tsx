'use client';
/**
 * Refund of one order from the dashboard: the quote first (GET /api/account/refunds/{id}: the flight's penalty
 * table per leg with the row that applies now, and each passenger's penalty and refund), then the request with the
 * chosen passengers and where the money goes (wallet at once, or the buyer's card). The rules themselves live in
 * the sandbox/supplier and src/products/flight/model/refund-penalty.ts; this only shows the quote and sums the chosen lines.
 */
import { useState } from 'react';
import { useRouter } from 'waku';
import { css, cx } from '../../../styled-system/css';
import { leavesInfantAlone } from '@/lib/passenger-mix';
import * as messages from '@/lib/messages';
import { formatNumber } from '@/lib/text';
import type { RefundDestination, RefundInfo } from '@/server/schemas/refunds';
import { toman } from '../dashboard/format';
import { edgeJson } from '../edge-client';
import { Button } from '../ui/Button';
import { Modal } from '../ui/Modal';
import { showAlert } from '../ui/alerts';

const t = messages.refunds;

const table = css({
  w: 'full',
  borderCollapse: 'collapse',
  fontSize: 'sm',
  '& th, & td': { p: '2', textAlign: 'start', borderBottomWidth: '1px' },
});
const current = css({ bg: 'pink.3', fontWeight: 'bold' });
const fieldset = css({ display: 'flex', flexDirection: 'column', gap: '2', borderWidth: '1px', borderRadius: 'l2', p: '3' });
const option = css({ display: 'flex', alignItems: 'flex-start', gap: '2', flexWrap: 'wrap', fontSize: 'sm', cursor: 'pointer' });

const percent = (n: number) => `${formatNumber(n)}٪`;

export function RefundDialog({ factorId, officialFactorId }: { factorId: number; officialFactorId: string }) {
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const [quote, setQuote] = useState<RefundInfo | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const [chosen, setChosen] = useState<number[]>([]);
  const [destination, setDestination] = useState<RefundDestination>('wallet');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const load = async () => {
    setQuote(null);
    setFailed(null);
    setError(null);
    const res = await edgeJson<{ data: RefundInfo }>(`/api/account/refunds/${factorId}`);
    if (!res.ok) return setFailed(res.message || messages.dash.loadFailed);
    setQuote(res.data.data);
    setChosen((res.data.data.passengers ?? []).filter((p) => p.refundable).map((p) => p.passengerIndex));
    setDestination(res.data.data.destinations?.[0] ?? 'wallet');
  };

  const passengers = quote?.passengers ?? [];
  const flight = passengers.length > 0;
  // An order refunded whole may still send the money where the traveller chooses (a bundle of flights and a stay).
  const choosesDestination = (quote?.destinations?.length ?? 0) > 0;
  const total = flight
    ? passengers.filter((p) => chosen.includes(p.passengerIndex)).reduce((n, p) => n + p.refundAmount, 0)
    : (quote?.refundAmount ?? 0);

  const submit = async () => {
    if (busy || !quote) return;
    if (flight) {
      if (chosen.length === 0) return setError(t.choosePassenger);
      const types = passengers.map((p) => p.type);
      const refunded = passengers.filter((p) => p.refunded).map((p) => p.passengerIndex);
      if (leavesInfantAlone(types, refunded, chosen)) return setError(t.infantAlone);
    }
    setError(null);
    setBusy(true);
    try {
      const res = await edgeJson<{ data: { refundAmount: number; status: string } }>('/api/account/refunds/request', {
        body: flight ? { factorId, passengers: chosen, destination } : choosesDestination ? { factorId, destination } : { factorId },
      });
      if (!res.ok) return setError(res.message || messages.common.operationFailed);
      const paid = res.data.data.status === 'paid';
      showAlert('success', paid ? t.requestedWallet(toman(res.data.data.refundAmount)) : t.requestedCard);
      setOpen(false);
      await router.reload();
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Button
        size="xs"
        variant="outline"
        data-refund={factorId}
        onClick={() => {
          setOpen(true);
          void load();
        }}
      >
        {messages.dash.requestRefund}
      </Button>
      <Modal open={open} onOpenChange={setOpen} title={t.dialogTitle(officialFactorId)} fullScreen testId="refund-dialog">
        {failed ? (
          <p role="alert">{failed}</p>
        ) : !quote ? (
          <p aria-live="polite">{t.quoteLoading}</p>
        ) : (
          <div className={css({ display: 'flex', flexDirection: 'column', gap: '4' })} data-refund-quote>
            {(quote.legs ?? []).map((leg) => (
              <table key={leg.leg} className={table} data-penalty-table={leg.leg}>
                <caption className={css({ textAlign: 'start', fontWeight: 'bold', mb: '2' })}>
                  {t.penaltyTable} · {t.legs[leg.leg]}: {leg.flight}
                  {leg.hoursBefore > 0 ? (
                    <span className={css({ display: 'block', fontWeight: 'normal', color: 'fg.muted' })}>
                      {t.hoursLeft(leg.hoursBefore)}
                    </span>
                  ) : null}
                </caption>
                <thead>
                  <tr>
                    <th scope="col">{t.rulePeriod}</th>
                    <th scope="col">{t.rulePercent}</th>
                  </tr>
                </thead>
                <tbody>
                  {leg.rules.map((row, i) => (
                    <tr
                      key={row.title}
                      className={cx(i === leg.currentRow && current)}
                      aria-current={i === leg.currentRow ? 'true' : undefined}
                      data-current-row={i === leg.currentRow ? '' : undefined}
                    >
                      <td>
                        {row.title}
                        {i === leg.currentRow ? <span className={css({ ms: '2', fontSize: 'xs' })}>({t.currentRow})</span> : null}
                      </td>
                      <td>
                        {percent(row.penaltyPercent)}
                        {row.basis === 'base' ? ` ${t.ofBase}` : null}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            ))}
            {!quote.refundable ? (
              <p role="alert" data-refund-reason>
                {quote.reason ?? t.reasons.notRefundable}
              </p>
            ) : (
              <>
                {flight ? (
                  <fieldset className={fieldset}>
                    <legend className={css({ fontWeight: 'bold', px: '1' })}>{t.passengersLegend}</legend>
                    {passengers.map((p) => (
                      <label key={p.passengerIndex} className={option} data-refund-passenger={p.passengerIndex}>
                        <input
                          type="checkbox"
                          disabled={!p.refundable}
                          checked={chosen.includes(p.passengerIndex)}
                          onChange={(e) => {
                            const on = e.target.checked;
                            setError(null);
                            setChosen((c) =>
                              on ? [...c, p.passengerIndex].sort((a, b) => a - b) : c.filter((i) => i !== p.passengerIndex),
                            );
                          }}
                        />
                        <span className={css({ fontWeight: 'medium' })}>
                          {p.name} ({t.passengerTypes[p.type]})
                        </span>
                        <span className={css({ color: 'fg.muted', flexBasis: 'full', ps: '6' })}>
                          {p.refunded
                            ? t.alreadyRefunded
                            : `${t.price}: ${toman(p.price)} · ${t.penalty}: ${toman(p.penalty)} · ${t.refundAmount}: ${toman(p.refundAmount)}`}
                        </span>
                      </label>
                    ))}
                  </fieldset>
                ) : quote.parts?.length ? (
                  <ul className={css({ display: 'flex', flexDirection: 'column', gap: '2' })} data-refund-parts>
                    {quote.parts.map((part) => (
                      <li key={part.title} className={fieldset} data-refund-part>
                        <span className={css({ fontWeight: 'bold' })}>{part.title}</span>
                        <span className={css({ fontSize: 'sm', color: 'fg.muted' })}>{part.rule}</span>
                        <span className={css({ fontSize: 'sm' })}>
                          {`${t.paidForPart}: ${toman(part.price)} · ${t.penalty}: ${toman(part.penalty)} · ${t.refundAmount}: ${toman(part.refundAmount)}`}
                        </span>
                      </li>
                    ))}
                  </ul>
                ) : (
                  <p>
                    {t.penalty}: {toman(quote.penalty)}
                  </p>
                )}
                {choosesDestination ? (
                  <fieldset className={fieldset}>
                    <legend className={css({ fontWeight: 'bold', px: '1' })}>{t.destinationLegend}</legend>
                    {(quote.destinations ?? []).map((dest) => (
                      <label key={dest} className={option}>
                        <input
                          type="radio"
                          name={`refund-destination-${factorId}`}
                          value={dest}
                          checked={destination === dest}
                          onChange={() => setDestination(dest)}
                        />
                        {t.destinations[dest]}
                      </label>
                    ))}
                  </fieldset>
                ) : null}
                {choosesDestination && destination === 'card' && Math.min(total, quote.creditReturn ?? 0) > 0 ? (
                  <p data-refund-credit-back={Math.min(total, quote.creditReturn ?? 0)}>
                    {t.creditBack(toman(Math.min(total, quote.creditReturn ?? 0)))}
                  </p>
                ) : null}
                <p className={css({ fontWeight: 'bold' })} data-refund-total={total}>
                  {t.totalRefund}: {toman(total)}
                </p>
                {error ? (
                  <p role="alert" className={css({ color: 'red.11' })}>
                    {error}
                  </p>
                ) : null}
                <Button onClick={() => void submit()} aria-busy={busy} disabled={busy} data-refund-submit>
                  {t.submit}
                </Button>
              </>
            )}
          </div>
        )}
      </Modal>
    </>
  );
}
