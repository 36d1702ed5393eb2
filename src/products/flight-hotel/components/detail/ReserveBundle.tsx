'use client';
/**
 * «Reserve this tour» on the bundle page: asks the server to re-check the bundle with the chosen flight pair and to
 * put it in the basket as one (`POST /api/basket/flight-hotel`, edge/reserve-route.ts: the supplier's price, never
 * this page's). A price that moved is said with both totals and asked again; a sold-out flight, a flight whose
 * check-in has closed or an expired search is said here and nothing is booked.
 */
import { useState } from 'react';
import { css } from '../../../../../styled-system/css';
import { button } from '../../../../../styled-system/recipes';
import { edgeJson } from '@/components/edge-client';
import { bundleReserve as m } from '../../messages';

interface Props {
  searchToken: string;
  hotelId: number;
  outboundId: string;
  inboundId: string;
  /** The chosen room package of the hotel (the bundle's own unless another was chosen). */
  packageNumber: string;
  /** `THR-KIH` */
  route: string;
  /** The total this page shows (rial). */
  total: number;
}

const warningBox = css({ p: '3', borderRadius: 'l3', bg: '[#fef3c7]', color: '[#78350f]' });
const errorBox = css({ p: '3', borderRadius: 'l3', bg: 'red.3', color: 'red.11' });

export function ReserveBundle(props: Props) {
  const [shownTotal, setShownTotal] = useState(props.total);
  const [saving, setSaving] = useState(false);
  const [notice, setNotice] = useState<{ tone: 'warning' | 'error'; text: string } | null>(null);
  const changed = shownTotal !== props.total;

  async function reserve() {
    setSaving(true);
    setNotice(null);
    const { total: _shown, ...rest } = props;
    const res = await edgeJson<{ next: string }>('/api/basket/flight-hotel', { body: { ...rest, shownTotal } });
    if (res.ok) {
      window.location.assign(res.data.next);
      return;
    }
    setSaving(false);
    if (res.code === 'price_changed' && typeof res.body?.['total'] === 'number') {
      setShownTotal(res.body['total'] as number);
      setNotice({ tone: 'warning', text: res.message });
      return;
    }
    setNotice({ tone: 'error', text: res.message || m.failed });
  }

  return (
    <div className={css({ display: 'grid', gap: '3' })} data-testid="reserve-bundle">
      {notice ? (
        <p role="alert" className={notice.tone === 'warning' ? warningBox : errorBox} data-testid="reserve-notice">
          {notice.text}
        </p>
      ) : null}
      <button
        type="button"
        className={button({ size: 'lg' })}
        onClick={() => void reserve()}
        disabled={saving}
        aria-busy={saving}
        data-testid="reserve-bundle-button"
      >
        {saving ? m.reserving : changed ? m.acceptNewPrice : m.reserve}
      </button>
    </div>
  );
}
