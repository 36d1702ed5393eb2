'use client';
/**
 * A review action that asks first (the basket's «remove» and «empty»): a small outline button, then an alertdialog
 * with the action and «cancel». While the action runs the dialog stays and both its buttons wait: its answer decides
 * what the page shows next. An action that fails returns its message: the dialog closes, an error alert says why and
 * the button works again; one that succeeds moves the page on itself (a reload or another page).
 */
import { type ReactNode, useState } from 'react';
import { css } from '../../../styled-system/css';
import { button } from '../../../styled-system/recipes';
import * as messages from '@/lib/messages';
import { showAlert } from '../ui/alerts';
import { Modal } from '../ui/Modal';
import { useHydrated } from '../ui/use-hydrated';

export interface ConfirmActionProps {
  /** The button's text, and its accessible name when `ariaLabel` is not given. */
  label: string;
  ariaLabel?: string | undefined;
  title: string;
  description: string;
  /** The dialog's confirm button. */
  confirm: string;
  /** Test ids: the button, the dialog and its confirm button. */
  testIds: { trigger: string; dialog: string; confirm: string };
  /** More in the dialog, under its description. */
  children?: ReactNode;
  /** The action; a message when it failed, nothing when it went through. */
  run(): Promise<string | undefined>;
}

export function ConfirmAction({ label, ariaLabel, title, description, confirm, testIds, children, run }: ConfirmActionProps) {
  const hydrated = useHydrated();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);

  async function go() {
    if (busy) return;
    setBusy(true);
    const failed = await run();
    if (failed === undefined) return;
    setBusy(false);
    setOpen(false);
    showAlert('error', failed);
  }

  return (
    <>
      <button
        type="button"
        className={button({ variant: 'outline', size: 'sm' })}
        aria-label={ariaLabel}
        onClick={() => setOpen(true)}
        disabled={!hydrated || busy}
        data-testid={testIds.trigger}
      >
        {label}
      </button>
      <Modal
        open={open}
        onOpenChange={(o) => (busy ? undefined : setOpen(o))}
        role="alertdialog"
        title={title}
        description={description}
        testId={testIds.dialog}
      >
        {children}
        <div className={css({ display: 'flex', gap: '3', flexWrap: 'wrap' })}>
          <button
            type="button"
            className={button({ variant: 'solid' })}
            onClick={() => void go()}
            disabled={busy}
            aria-busy={busy || undefined}
            data-testid={testIds.confirm}
          >
            {busy ? messages.checkout.removing : confirm}
          </button>
          <button type="button" className={button({ variant: 'outline' })} onClick={() => setOpen(false)} disabled={busy}>
            {messages.checkout.removeCancel}
          </button>
        </div>
      </Modal>
    </>
  );
}
