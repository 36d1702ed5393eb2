'use client';
/**
 * «Remove from basket» on the passengers step: the basket reset (tickets, provisions, passengers and search info go),
 * then the edge's «ticket removed» message as an info alert, which survives the page change back to the hotel search.
 */
import { useState } from 'react';
import { css } from '../../../styled-system/css';
import * as messages from '@/lib/messages';
import { edgeJson } from '../edge-client';
import { showAlert } from '../ui/alerts';

export function RemoveFromBasket({ backTo }: { backTo: string }) {
  const [busy, setBusy] = useState(false);
  async function reset() {
    setBusy(true);
    const res = await edgeJson<{ message?: string }>('/api/basket/reset', { method: 'POST' });
    if (!res.ok) {
      setBusy(false);
      showAlert('error', res.message || messages.common.genericError);
      return;
    }
    showAlert('info', res.data.message ?? messages.basket.ticketRemoved);
    window.location.assign(backTo);
  }
  return (
    <button
      type="button"
      className={css({ color: 'red.11', textDecoration: 'underline', fontSize: 'sm', cursor: 'pointer', justifySelf: 'start' })}
      onClick={reset}
      disabled={busy}
      aria-busy={busy || undefined}
      data-testid="basket-reset"
    >
      {messages.checkout.removeFromBasket}
    </button>
  );
}
