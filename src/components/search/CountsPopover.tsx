'use client';
/**
 * The popover the two counting menus share (rooms and passengers, spec 001 §5): a labelled trigger that reads the
 * summary; a panel with the limit alert, the menu's steppers and a done button (with an optional action beside it).
 * Wider and scrolling for rooms (`roomy`), whose panel grows with each room.
 */
import { Popover } from '@ark-ui/react/popover';
import { Portal } from '@ark-ui/react/portal';
import type { ReactNode } from 'react';
import { css } from '../../../styled-system/css';
import { ArkLocale } from '../ui/ArkLocale';
import { fieldStyle, labelStyle, primaryButtonStyle, triggerStyle } from './form-styles';

export interface CountsPopoverProps {
  /** Prefix of the label's and summary's ids. */
  id: string;
  /** Prefix of the test ids: `{testId}-trigger`, `{testId}-menu`. */
  testId: string;
  label: string;
  summary: string;
  /** The limit message of the last refused change, if any. */
  error: string | null;
  onOpenChange: () => void;
  doneLabel: string;
  /** Beside the done button (rooms: «add a room»). */
  action?: ReactNode;
  roomy?: boolean;
  children: ReactNode;
}

export function CountsPopover({
  id,
  testId,
  label,
  summary,
  error,
  onOpenChange,
  doneLabel,
  action,
  roomy = false,
  children,
}: CountsPopoverProps) {
  return (
    <ArkLocale>
      <Popover.Root positioning={{ placement: 'bottom-end', gutter: 4 }} onOpenChange={onOpenChange} lazyMount unmountOnExit>
        <div className={fieldStyle}>
          <span className={labelStyle} id={`${id}-label`}>
            {label}
          </span>
          <Popover.Trigger className={triggerStyle} aria-labelledby={`${id}-label ${id}-summary`} data-testid={`${testId}-trigger`}>
            <span id={`${id}-summary`}>{summary}</span>
          </Popover.Trigger>
        </div>
        <Portal>
          <Popover.Positioner className={styles.positioner}>
            <Popover.Content
              className={roomy ? styles.roomyContent : styles.content}
              dir="rtl"
              data-testid={`${testId}-menu`}
              aria-label={label}
            >
              <Popover.Title className={styles.srOnly}>{label}</Popover.Title>
              {error ? (
                <p role="alert" className={styles.error}>
                  {error}
                </p>
              ) : null}
              {children}
              <div className={action ? styles.footerSpread : styles.footerEnd}>
                {action}
                <Popover.CloseTrigger className={primaryButtonStyle} aria-label={doneLabel}>
                  {doneLabel}
                </Popover.CloseTrigger>
              </div>
            </Popover.Content>
          </Popover.Positioner>
        </Portal>
      </Popover.Root>
    </ArkLocale>
  );
}

const styles = {
  positioner: css({ zIndex: 'popover' }),
  content: css({ bg: 'bg.default', borderRadius: 'l3', boxShadow: 'lg', p: '4', w: '[min(320px, 94vw)]' }),
  roomyContent: css({
    bg: 'bg.default',
    borderRadius: 'l3',
    boxShadow: 'lg',
    p: '4',
    w: '[min(360px, 94vw)]',
    maxH: '[70vh]',
    overflowY: 'auto',
  }),
  srOnly: css({ srOnly: true }),
  error: css({ mb: '3', p: '2', borderRadius: 'l2', bg: 'red.3', color: 'red.11', fontSize: 'sm' }),
  footerEnd: css({ display: 'flex', justifyContent: 'flex-end', mt: '4' }),
  footerSpread: css({ display: 'flex', justifyContent: 'space-between', mt: '4', gap: '2' }),
};
