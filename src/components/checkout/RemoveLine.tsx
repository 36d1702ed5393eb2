'use client';
/**
 * A review line's «remove»: a confirm dialog (what leaves the basket, and what leaves with it: the line's
 * `removeNote`), then `POST /api/basket/remove { key }`, which takes the item and its group out of whichever product's
 * slot holds it and keeps the rest of the basket. The review then renders again from the basket (router.reload): the
 * lines, the total and the payment panel (keyed by the basket's version, so a coupon quoted for the old basket goes).
 * The last item removed: the review of an empty basket leads home, so we go there with an info alert. A refusal or
 * no network: an error alert and the line stays.
 */
import { useRouter } from 'waku';
import { css } from '../../../styled-system/css';
import * as messages from '@/lib/messages';
import { edgeJson } from '../edge-client';
import { showAlert } from '../ui/alerts';
import { ConfirmAction } from './ConfirmAction';

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

  async function remove(): Promise<string | undefined> {
    const res = await edgeJson<{ basket: { count: number } | null }>('/api/basket/remove', { body: { key: lineKey } });
    if (!res.ok) return res.message || m.removeFailed;
    if (!res.data.basket || res.data.basket.count === 0) {
      // The alert is carried over the page load (alerts.ts).
      showAlert('info', m.basketEmptied);
      window.location.assign('/');
      return undefined;
    }
    showAlert('success', m.removed(title));
    await router.reload();
    document.getElementById(focusAfter)?.focus();
    return undefined;
  }

  return (
    <ConfirmAction
      label={m.remove}
      ariaLabel={m.removeLabel(title)}
      title={m.removeTitle}
      description={m.removeConfirm(title)}
      confirm={m.removeYes}
      testIds={{ trigger: 'review-line-remove', dialog: 'remove-dialog', confirm: 'remove-confirm' }}
      run={remove}
    >
      {note ? (
        <p data-testid="remove-note" className={css({ fontSize: 'sm', color: 'fg.muted' })}>
          {note}
        </p>
      ) : null}
    </ConfirmAction>
  );
}
