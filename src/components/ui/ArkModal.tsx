'use client';
import { Dialog } from '@ark-ui/react/dialog';
import { Portal } from '@ark-ui/react/portal';
import type { ReactNode } from 'react';
import { css, cx } from '../../../styled-system/css';
import { dialog, drawer } from '../../../styled-system/recipes';
import * as messages from '@/lib/messages';
import { ArkLocale } from './ArkLocale';
import { CloseIcon } from './icons';

export interface ModalProps {
  open: boolean;
  /** Left out by a dialog only its own buttons close (a persistent one). */
  onOpenChange?: (open: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  /**
   * Closed only by its own buttons: no Escape, no outside click, no close button (the results' expiry dialog, whose
   * visitor must choose between searching again and going home).
   */
  persistent?: boolean;
  /** The whole screen on a phone, a 720px dialog from the md breakpoint on (the results' filters and search form). */
  fullScreen?: boolean;
  /** A drawer from the inline start (the right in RTL) instead of a centred dialog. */
  asDrawer?: boolean;
  /** `alertdialog` for a dialog that interrupts to say something went wrong or ran out. */
  role?: 'dialog' | 'alertdialog';
  testId?: string;
  className?: string;
}

const content = css({ p: '6', w: 'full', gap: '4', display: 'flex', flexDirection: 'column', overflowY: 'auto', maxH: '[100dvh]' });
const SIZE = {
  dialog: css({ maxW: '[min(28rem, calc(100vw - 2rem))]' }),
  drawer: css({ maxW: '80' }),
  fullScreen: css({ w: { base: '[100vw]', md: '[720px]' }, maxW: '[100vw]', h: { base: '[100dvh]', md: 'auto' } }),
};
const closeButton = css({
  position: 'absolute',
  insetBlockStart: '3',
  insetInlineEnd: '3',
  w: '9',
  h: '9',
  borderRadius: 'l2',
  cursor: 'pointer',
  fontSize: 'xl',
  _hover: { bg: 'gray.3' },
});

/**
 * The site's one modal: Ark UI Dialog with Park UI's dialog (or drawer) recipe; focus trap, labelled by its title,
 * closed by Escape, an outside click or its close button unless persistent. Load it through `./Modal`, which fetches
 * this code when a dialog first opens.
 */
export function ArkModal({
  open,
  onOpenChange,
  title,
  description,
  children,
  persistent = false,
  fullScreen = false,
  asDrawer = false,
  role = 'dialog',
  testId,
  className,
}: ModalProps) {
  const s = asDrawer ? drawer({ variant: 'right' }) : dialog();
  const size = fullScreen ? SIZE.fullScreen : asDrawer ? SIZE.drawer : SIZE.dialog;
  return (
    <ArkLocale>
      <Dialog.Root
        open={open}
        onOpenChange={(d) => onOpenChange?.(d.open)}
        closeOnEscape={!persistent}
        closeOnInteractOutside={!persistent}
        role={role}
        lazyMount
        unmountOnExit
      >
        <Portal>
          <Dialog.Backdrop className={s.backdrop} />
          <Dialog.Positioner className={s.positioner}>
            <Dialog.Content data-testid={testId} className={cx(s.content, content, size, className)}>
              <Dialog.Title className={cx(s.title, css({ fontSize: 'lg', fontWeight: 'bold', pe: '8' }))}>{title}</Dialog.Title>
              {description ? <Dialog.Description className={s.description}>{description}</Dialog.Description> : null}
              {children}
              {persistent ? null : (
                <Dialog.CloseTrigger aria-label={messages.common.close} className={closeButton}>
                  <CloseIcon />
                </Dialog.CloseTrigger>
              )}
            </Dialog.Content>
          </Dialog.Positioner>
        </Portal>
      </Dialog.Root>
    </ArkLocale>
  );
}
