'use client';
import { Dialog } from '@ark-ui/react/dialog';
import { Portal } from '@ark-ui/react/portal';
import type { ReactNode } from 'react';
import { css, cx } from '../../../styled-system/css';
import { dialog, drawer } from '../../../styled-system/recipes';
import { messages } from '../../lib/messages';
import { ArkLocale } from './ArkLocale';

export interface ModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: ReactNode;
  children?: ReactNode;
  /** A drawer from the inline start (the right in RTL) instead of a centred dialog. */
  asDrawer?: boolean;
  className?: string;
}

/** Ark UI Dialog with Park UI's dialog (or drawer) recipe: focus trap, Escape, close button, labelled by its title. */
export function ArkModal({ open, onOpenChange, title, description, children, asDrawer = false, className }: ModalProps) {
  const s = asDrawer ? drawer({ variant: 'right' }) : dialog();
  return (
    <ArkLocale>
      <Dialog.Root open={open} onOpenChange={(d) => onOpenChange(d.open)} lazyMount unmountOnExit>
        <Portal>
          <Dialog.Backdrop className={s.backdrop} />
          <Dialog.Positioner className={s.positioner}>
            <Dialog.Content
              className={cx(
                s.content,
                css({
                  p: '6',
                  maxW: asDrawer ? '80' : '[min(28rem, calc(100vw - 2rem))]',
                  w: 'full',
                  gap: '4',
                  display: 'flex',
                  flexDirection: 'column',
                  overflowY: 'auto',
                }),
                className,
              )}
            >
              <Dialog.Title className={cx(s.title, css({ fontSize: 'lg', fontWeight: 'bold', pe: '8' }))}>{title}</Dialog.Title>
              {description ? <Dialog.Description className={s.description}>{description}</Dialog.Description> : null}
              {children}
              <Dialog.CloseTrigger
                aria-label={messages.common.close}
                className={css({
                  position: 'absolute',
                  insetBlockStart: '3',
                  insetInlineEnd: '3',
                  w: '9',
                  h: '9',
                  borderRadius: 'l2',
                  cursor: 'pointer',
                  fontSize: 'xl',
                  _hover: { bg: 'gray.3' },
                })}
              >
                ×
              </Dialog.CloseTrigger>
            </Dialog.Content>
          </Dialog.Positioner>
        </Portal>
      </Dialog.Root>
    </ArkLocale>
  );
}
