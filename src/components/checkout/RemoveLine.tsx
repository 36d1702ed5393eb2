'use client';
/**
 * A review line's «remove»: a confirm dialog (what leaves the basket, and what leaves with it: the line's
 * `removeNote`), then `POST /api/basket/remove { key }`, which takes the item and its group out of whichever product's
 * slot holds it and keeps the rest of the basket. The review then renders again from the basket (router.reload): the
 * lines, the total and the payment panel (keyed by the basket's version, so a coupon quoted for the old basket goes).
 * The last item removed: the review of an empty basket leads home, so we go there with an info alert. A refusal or
 * no network: an error alert and the line stays.
 */
import { useState } from 'react';
import { useRouter } from 'waku';
import { css } from '../../../styled-system/css';
import { button } from '../../../styled-system/recipes';
import * as messages from '@/lib/messages';
import { edgeJson } from '../edge-client';
import { showAlert } from '../ui/alerts';
import { Modal } from '../ui/Modal';
import { useHydrated } from '../ui/use-hydrated';

const m = messages.checkout;

export interface RemoveLineProps {
  /** The basket item's key (the review line's key). */
  lineKey: string;
  title: string;
  /** What else goes with the item (ReviewLine.removeNote). */
  note?: string | undefined;
  /** The heading focus moves to once the line is gone (its button with it). */
  focusAfter: string;
}

export function RemoveLine({ lineKey, title, note, focusAfter }: RemoveLineProps) {
  const router = useRouter();
  const hydrated = useHydrated();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);

  async function remove() {
    if (busy) return;
    setBusy(true);
    const res = await edgeJson<{ basket: { count: number } | null }>('/api/basket/remove', { body: { key: lineKey } });
    if (!res.ok) {
      setBusy(false);
      setOpen(false);
      showAlert('error', res.message || m.removeFailed);
      return;
    }
    if (!res.data.basket || res.data.basket.count === 0) {
      // The alert is carried over the page load (alerts.ts).
      showAlert('info', m.basketEmptied);
      window.location.assign('/');
      return;
    }
    showAlert('success', m.removed(title));
    await router.reload();
    document.getElementById(focusAfter)?.focus();
  }

  return (
    <>
      <button
        type="button"
        className={button({ variant: 'outline', size: 'sm' })}
        aria-label={m.removeLabel(title)}
        onClick={() => setOpen(true)}
        disabled={!hydrated || busy}
        data-testid="review-line-remove"
      >
        {m.remove}
      </button>
      <Modal
        open={open}
        // While the request runs the dialog stays: its answer decides what the page shows next.
        onOpenChange={(o) => (busy ? undefined : setOpen(o))}
        role="alertdialog"
        title={m.removeTitle}
        description={m.removeConfirm(title)}
        testId="remove-dialog"
      >
        {note ? (
          <p data-testid="remove-note" className={css({ fontSize: 'sm', color: 'fg.muted' })}>
            {note}
          </p>
        ) : null}
        <div className={css({ display: 'flex', gap: '3', flexWrap: 'wrap' })}>
          <button
            type="button"
            className={button({ variant: 'solid' })}
            onClick={() => void remove()}
            disabled={busy}
            aria-busy={busy || undefined}
            data-testid="remove-confirm"
          >
            {busy ? m.removing : m.removeYes}
          </button>
          <button type="button" className={button({ variant: 'outline' })} onClick={() => setOpen(false)} disabled={busy}>
            {m.removeCancel}
          </button>
        </div>
      </Modal>
    </>
  );
}
