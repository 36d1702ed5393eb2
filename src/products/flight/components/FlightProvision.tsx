'use client';
/**
 * Choosing a flight books nothing yet: the edge re-checks its price and seats upstream (provision) and only then
 * stores it in the session's basket. A changed price is shown in a dialog (confirm the new price or go back) before
 * anything is saved; a sold-out seat or an expired search is said in Persian, never silently.
 */
import { useRef, useState } from 'react';
import { css } from '../../../../styled-system/css';
import * as messages from '@/lib/messages';
import { edgeJson } from '@/components/edge-client';
import { PriceChangeDialog } from '@/components/checkout/PriceChangeDialog';

const m = messages.payment;

type Choice = { searchToken: string; flightId: string; returnFlightId: string | null };
type Answer = { step: 'saved'; next: string } | { step: 'price-changed'; oldPrice: number; newPrice: number };
type State =
  | { kind: 'idle' }
  | { kind: 'saving' }
  | { kind: 'price'; choice: Choice; oldPrice: number; newPrice: number }
  | { kind: 'error'; message: string };

/** `choose` runs the provision; `dialog` is the element that shows its state (render it once on the page). */
/** `onBack`: the list again; `soldOut` when the chosen trip answered «sold out» (the list marks it for the search). */
export function useFlightProvision(onBack: (reason?: 'sold_out') => void) {
  const [state, setState] = useState<State>({ kind: 'idle' });
  const busy = useRef(false);

  async function send(choice: Choice, acceptedTotal: number | null) {
    if (busy.current) return; // a double click sends one request
    busy.current = true;
    setState({ kind: 'saving' });
    const res = await edgeJson<Answer>('/api/basket/flights', { body: { ...choice, acceptedTotal } });
    busy.current = false;
    if (res.ok && res.data.step === 'saved') {
      window.location.assign(`${res.data.next}${window.location.search}`);
      return;
    }
    if (res.ok && res.data.step === 'price-changed') {
      setState({ kind: 'price', choice, oldPrice: res.data.oldPrice, newPrice: res.data.newPrice });
      return;
    }
    if (!res.ok && res.code === 'network') return setState({ kind: 'idle' });
    setState({ kind: 'error', message: res.ok ? messages.common.genericError : res.message || messages.common.genericError });
    // Sold out, no longer on sale or gone: the list comes back (the message stays) so another flight can be chosen.
    if (!res.ok && res.code === 'sold_out') onBack('sold_out');
    else if (!res.ok && (res.code === 'sale_closed' || res.code === 'not_found')) onBack();
  }

  const close = () => {
    setState({ kind: 'idle' });
    onBack();
  };

  const dialog = (
    <>
      {state.kind === 'saving' ? (
        <p role="status" data-testid="provision-saving" className={css({ fontWeight: 'bold', color: 'primary.default' })}>
          {m.saving}
        </p>
      ) : null}
      {state.kind === 'error' ? (
        <p role="alert" data-testid="provision-error" className={css({ color: 'red.11', fontWeight: 'bold' })}>
          {state.message}
        </p>
      ) : null}
      <PriceChangeDialog
        change={state.kind === 'price' ? state : null}
        onDismiss={close}
        onAccept={(newPrice) => {
          if (state.kind === 'price') void send(state.choice, newPrice);
        }}
      />
    </>
  );

  return { choose: (choice: Choice) => send(choice, null), dialog, saving: state.kind === 'saving' };
}
