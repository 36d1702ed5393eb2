'use client';
import { Dialog } from '@ark-ui/react/dialog';
import { Portal } from '@ark-ui/react/portal';
import type { ReactNode } from 'react';
import { css } from '../../../styled-system/css';
import { dialog } from '../../../styled-system/recipes';

/** A modal dialog (Ark UI: focus trap, Escape, labelled by its title) styled with Park UI's dialog recipe. */
export function BookingDialog({ open, onClose, title, children, wide = false }: { open: boolean; onClose: () => void; title: string; children: ReactNode; wide?: boolean }) {
  const cls = dialog();
  return (
    <Dialog.Root open={open} onOpenChange={(d) => (d.open ? null : onClose())} lazyMount unmountOnExit>
      <Portal>
        <Dialog.Backdrop className={cls.backdrop} />
        <Dialog.Positioner className={cls.positioner}>
          <Dialog.Content className={`${cls.content} ${css({ p: '6', w: wide ? '[min(720px, 95vw)]' : '[min(480px, 95vw)]', maxH: '[85vh]', overflowY: 'auto' })}`}>
            <Dialog.Title className={`${cls.title} ${css({ mb: '4', fontSize: 'lg', fontWeight: 'bold' })}`}>{title}</Dialog.Title>
            {children}
            <Dialog.CloseTrigger className={css({ mt: '6', px: '4', py: '2', borderRadius: 'l2', borderWidth: '1px', cursor: 'pointer' })}>بستن</Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
