'use client';
/**
 * The one "the price has changed" dialog of the checkout (at provision and at the final re-check before paying):
 * the old and the new price in toman; nothing is booked or paid at the new price until the traveller confirms it,
 * and "go back" leads away (to `backHref`, or through `onDismiss` where the page has no link to follow).
 */
import { css } from '../../../styled-system/css';
import { button } from '../../../styled-system/recipes';
import * as messages from '@/lib/messages';
import { formatAmount, rialToToman } from '@/lib/money';
import { Modal } from '../ui/Modal';

const m = messages.payment;

export interface PriceChange {
  /** rial */
  oldPrice: number;
  /** rial */
  newPrice: number;
}

export interface PriceChangeDialogProps {
  /** The change to confirm; null keeps the dialog closed. */
  change: PriceChange | null;
  onAccept: (newPrice: number) => void;
  /** Closing the dialog (Escape, outside click, close button) and, without `backHref`, "go back". */
  onDismiss: () => void;
  /** Where "go back" leads as a link (the booked product's search). */
  backHref?: string;
}

export function PriceChangeDialog({ change, onAccept, onDismiss, backHref }: PriceChangeDialogProps) {
  return (
    <Modal open={change !== null} onOpenChange={(open) => (open ? undefined : onDismiss())} title={m.priceChangedTitle}>
      {change ? (
        <div data-testid="price-changed" className={css({ display: 'grid', gap: '4' })}>
          <p>{m.priceChanged(formatAmount(rialToToman(change.oldPrice)), formatAmount(rialToToman(change.newPrice)))}</p>
          <div className={css({ display: 'flex', gap: '3', flexWrap: 'wrap' })}>
            <button type="button" className={button()} data-testid="accept-price" onClick={() => onAccept(change.newPrice)}>
              {m.acceptNewPrice}
            </button>
            {backHref ? (
              <a href={backHref} className={button({ variant: 'outline' })}>
                {m.goBack}
              </a>
            ) : (
              <button type="button" className={button({ variant: 'outline' })} onClick={onDismiss}>
                {m.goBack}
              </button>
            )}
          </div>
        </div>
      ) : null}
    </Modal>
  );
}
