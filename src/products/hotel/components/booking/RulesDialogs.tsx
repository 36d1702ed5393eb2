'use client';
import { useEffect, useState } from 'react';
import { css } from '../../../../../styled-system/css';
import { formatJalali } from '@/lib/date-format';
import { useMoney } from '@/components/money/MoneyProvider';
import { penaltyText } from '@/products/hotel/model/packages';
import * as messages from '@/lib/messages';
import * as hotelMessages from '@/products/hotel/messages';
import { formatNumber } from '@/lib/text';
import type { RoomCancellationRules, ShowCancellationRuleData } from '@/server/schemas/cancellation';
import type { RoomPackage } from '@/products/hotel/server/upstream/packages';
import { type EdgeResult, edgeJson } from '@/components/edge-client';
import { Modal } from '@/components/ui/Modal';

const wide = css({ maxW: '[min(720px, calc(100vw - 2rem))]' });

type Load<T> = { state: 'loading' } | { state: 'error'; message: string } | { state: 'done'; data: T };

/**
 * Asks the edge while `key` is set; the result follows the latest key only. A refusal shows the edge's message, a
 * network failure the generic error (the dialog is open and waiting, so it must say something).
 */
function useEdgeJson<T>(key: string | null, request: () => Promise<EdgeResult<T>>): Load<T> {
  const [load, setLoad] = useState<Load<T>>({ state: 'loading' });
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` names the request; `request` is a new closure on every render
  useEffect(() => {
    if (!key) return;
    let live = true;
    setLoad({ state: 'loading' });
    void request().then((res) => {
      if (!live) return;
      setLoad(res.ok ? { state: 'done', data: res.data } : { state: 'error', message: res.message || messages.common.genericError });
    });
    return () => {
      live = false;
    };
  }, [key]);
  return load;
}

const cell = css({ borderWidth: '1px', borderColor: 'border.subtle', px: '3', py: '2', textAlign: 'start' });

/** Cancellation rules: one table per room type (from, to, penalty), or the contact-support text. */
export function CancellationRulesDialog({
  pkg,
  searchToken,
  currency,
  onClose,
}: {
  pkg: RoomPackage | null;
  searchToken: string | null;
  currency: string;
  onClose: () => void;
}) {
  const money = useMoney();
  const key = pkg && searchToken ? `${searchToken}:${pkg.packageId}` : null;
  const load = useEdgeJson<RoomCancellationRules[]>(key, () =>
    edgeJson<RoomCancellationRules[]>(`/api/hotels/${encodeURIComponent(searchToken!)}/packages/${pkg!.packageId}/cancellation-rules`),
  );
  const rooms = load.state === 'done' ? load.data.filter((r) => r.cancellationRules.length > 0) : [];
  return (
    <Modal
      open={pkg !== null}
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={hotelMessages.packages.cancellationRules}
      className={wide}
    >
      {!searchToken ? <p>{hotelMessages.cancellation.noData}</p> : null}
      {searchToken && load.state === 'loading' ? <p role="status">در حال دریافت قوانین...</p> : null}
      {load.state === 'error' ? <p role="alert">{load.message}</p> : null}
      {load.state === 'done' && rooms.length === 0 ? <p data-testid="rules-empty">{hotelMessages.cancellation.noData}</p> : null}
      {rooms.map((room) => (
        <table key={room.roomTypeName} className={css({ w: 'full', borderCollapse: 'collapse', mb: '4' })} data-testid="rules-table">
          <caption className={css({ textAlign: 'start', fontWeight: 'bold', mb: '2' })}>{room.roomTypeName}</caption>
          <thead>
            <tr>
              <th scope="col" className={cell}>
                {hotelMessages.cancellation.fromDate}
              </th>
              <th scope="col" className={cell}>
                {hotelMessages.cancellation.toDate}
              </th>
              <th scope="col" className={cell}>
                {hotelMessages.cancellation.penalty}
              </th>
            </tr>
          </thead>
          <tbody>
            {room.cancellationRules.map((r, i) => (
              <tr
                // biome-ignore lint/suspicious/noArrayIndexKey: the supplier's rule rows have no id and never move
                key={i}
              >
                <td className={cell}>{formatJalali(r.fromDate)}</td>
                <td className={cell}>{formatJalali(r.toDate)}</td>
                <td className={cell} data-testid="penalty">
                  {penaltyText(r, r.currency || currency, 'fa', money.display)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ))}
    </Modal>
  );
}

/** The smaller dialog: pre-booking rules, or the free-text rules, or "read the hotel rules on the hotel site!". */
export function RulesTextDialog({ pkg, onClose }: { pkg: RoomPackage | null; onClose: () => void }) {
  const load = useEdgeJson<{ data: ShowCancellationRuleData }>(pkg ? pkg.packageNumber : null, () =>
    edgeJson<{ data: ShowCancellationRuleData }>('/api/hotels/cancellation-rule-text', { body: { packageNumber: pkg!.packageNumber } }),
  );
  const data = load.state === 'done' ? load.data.data : null;
  const nothing = data !== null && !data.preRules?.length && !data.cancellationRuleText && !data.cancelModelRule2?.length;
  return (
    <Modal open={pkg !== null} onOpenChange={(open) => (open ? undefined : onClose())} title="قوانین رزرو و کنسلی">
      {load.state === 'loading' ? <p role="status">در حال دریافت قوانین...</p> : null}
      {load.state === 'error' ? <p role="alert">{load.message}</p> : null}
      {data?.preRules?.length ? (
        <ul className={css({ display: 'grid', gap: '2' })} data-testid="pre-rules">
          {data.preRules.map((r, i) => (
            <li
              // biome-ignore lint/suspicious/noArrayIndexKey: the supplier's rule rows have no id and never move
              key={i}
            >
              از {formatJalali(r.fromDate)} تا {formatJalali(r.toDate)}:{' '}
              {r.cancelRestricted ? 'کنسلی امکان‌پذیر نیست' : `هزینهٔ تغییر ${formatNumber(r.amendCharge)}٪`}
              {r.noShowPolicy ? ` — ${r.noShowPolicy}` : ''}
            </li>
          ))}
        </ul>
      ) : null}
      {!data?.preRules?.length && data?.cancellationRuleText ? (
        <p data-testid="text-rules" className={css({ whiteSpace: 'pre-line' })}>
          {data.cancellationRuleText}
        </p>
      ) : null}
      {!data?.preRules?.length && !data?.cancellationRuleText && data?.cancelModelRule2?.length ? (
        <ul data-testid="model-rules">
          {data.cancelModelRule2.map((r, i) => (
            <li
              // biome-ignore lint/suspicious/noArrayIndexKey: the supplier's rule rows have no id and never move
              key={i}
            >
              از {formatJalali(r.cancellationPolicyStartFromDate)}: {formatNumber(r.cancellationValue)}٪ —{' '}
              {r.reservationAndCancellationDetails}
            </li>
          ))}
        </ul>
      ) : null}
      {nothing ? <p data-testid="read-hotel-rules">{hotelMessages.cancellation.readHotelRules}</p> : null}
    </Modal>
  );
}
