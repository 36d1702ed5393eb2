'use client';
/** Small shared pieces: an accessible modal on Ark UI's Dialog with the Park UI recipe. */
import { Dialog } from '@ark-ui/react/dialog';
import { Portal } from '@ark-ui/react/portal';
import type { ReactNode } from 'react';
import { css, cx } from '../../../styled-system/css';
import { dialog } from '../../../styled-system/recipes';
import { ArkLocale } from '../ui/ArkLocale';

export interface ModalProps {
  open: boolean;
  onOpenChange?: (open: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  /** No closing by Escape or outside click (the expiry dialog). */
  persistent?: boolean;
  fullScreen?: boolean;
  role?: 'dialog' | 'alertdialog';
  testId?: string;
}

export function ArkModal({
  open,
  onOpenChange,
  title,
  description,
  children,
  persistent = false,
  fullScreen = false,
  role = 'dialog',
  testId,
}: ModalProps) {
  const s = dialog();
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
            <Dialog.Content
              data-testid={testId}
              className={cx(
                s.content,
                css({
                  p: '6',
                  w: fullScreen ? { base: '[100vw]', md: '[720px]' } : '[min(92vw, 440px)]',
                  h: fullScreen ? { base: '[100dvh]', md: 'auto' } : 'auto',
                  maxH: '[100dvh]',
                  overflowY: 'auto',
                }),
              )}
            >
              <Dialog.Title className={cx(s.title, css({ mb: '2' }))}>{title}</Dialog.Title>
              {description ? <Dialog.Description className={cx(s.description, css({ mb: '4' }))}>{description}</Dialog.Description> : null}
              {children}
            </Dialog.Content>
          </Dialog.Positioner>
        </Portal>
      </Dialog.Root>
    </ArkLocale>
  );
}
