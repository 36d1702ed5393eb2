'use client';
/**
 * The review's «empty the basket» (shown when it holds more than one line; one line has its own «remove»): a confirm
 * dialog, then `POST /api/basket/clear`, which deletes the whole basket at the supplier; then home with the «basket
 * emptied» alert, as after the last line's remove. A refusal (its order is being paid) or no network: an error alert
 * and the basket stays.
 */
import { useState } from 'react';
import { css } from '../../../styled-system/css';
import { button } from '../../../styled-system/recipes';
import * as messages from '@/lib/messages';
import { edgeJson } from '../edge-client';
import { showAlert } from '../ui/alerts';
import { Modal } from '../ui/Modal';
import { useHydrated } from '../ui/use-hydrated';

const m = messages.checkout;

export function EmptyBasket() {
  const hydrated = useHydrated();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);

  async function clear() {
    if (busy) return;
    setBusy(true);
    const res = await edgeJson<{ basket: null }>('/api/basket/clear', { body: {} });
    if (!res.ok) {
      setBusy(false);
      setOpen(false);
      showAlert('error', res.message || m.emptyFailed);
      return;
    }
    showAlert('info', m.basketEmptied);
    window.location.assign('/');
  }

  return (
    <>
      <button
        type="button"
        className={button({ variant: 'outline', size: 'sm' })}
        onClick={() => setOpen(true)}
        disabled={!hydrated || busy}
        data-testid="empty-basket"
      >
        {m.emptyBasket}
      </button>
      <Modal
        open={open}
        onOpenChange={(o) => (busy ? undefined : setOpen(o))}
        role="alertdialog"
        title={m.emptyBasket}
        description={m.emptyConfirm}
        testId="empty-basket-dialog"
      >
        <div className={css({ display: 'flex', gap: '3', flexWrap: 'wrap' })}>
          <button
            type="button"
            className={button({ variant: 'solid' })}
            onClick={() => void clear()}
            disabled={busy}
            aria-busy={busy || undefined}
            data-testid="empty-basket-confirm"
          >
            {busy ? m.removing : m.emptyYes}
          </button>
          <button type="button" className={button({ variant: 'outline' })} onClick={() => setOpen(false)} disabled={busy}>
            {m.removeCancel}
          </button>
        </div>
      </Modal>
    </>
  );
}
