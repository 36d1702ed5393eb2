'use client';
/**
 * The review's «empty the basket» (shown when it holds more than one line; one line has its own «remove»): a confirm
 * dialog, then `POST /api/basket/clear`, which deletes the whole basket at the supplier; then home with the «basket
 * emptied» alert, as after the last line's remove. A refusal (its order is being paid) or no network: an error alert
 * and the basket stays.
 */
import * as messages from '@/lib/messages';
import { edgeJson } from '../edge-client';
import { showAlert } from '../ui/alerts';
import { ConfirmAction } from './ConfirmAction';

const m = messages.checkout;

async function clear(): Promise<string | undefined> {
  const res = await edgeJson<{ basket: null }>('/api/basket/clear', { body: {} });
  if (!res.ok) return res.message || m.emptyFailed;
  showAlert('info', m.basketEmptied);
  window.location.assign('/');
  return undefined;
}

export function EmptyBasket() {
  return (
    <ConfirmAction
      label={m.emptyBasket}
      title={m.emptyBasket}
      description={m.emptyConfirm}
      confirm={m.emptyYes}
      testIds={{ trigger: 'empty-basket', dialog: 'empty-basket-dialog', confirm: 'empty-basket-confirm' }}
      run={clear}
    />
  );
}
