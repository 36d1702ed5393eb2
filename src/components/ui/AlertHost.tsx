'use client';
import { useSnapshot } from 'valtio';
import { css } from '../../../styled-system/css';
import * as messages from '@/lib/messages';
import { useEffect } from 'react';
import { alerts, dismissAlert, restoreCarriedAlerts, type AlertKind } from './alerts';
import { CloseIcon } from './icons';

const itemBase = {
  display: 'flex',
  alignItems: 'center',
  gap: '3',
  minW: '72',
  maxW: '[calc(100vw - 2rem)]',
  px: '4',
  py: '3',
  borderRadius: 'l2',
  boxShadow: 'lg',
  bg: 'white',
  color: 'fg.default',
  borderInlineStartWidth: '4px',
  pointerEvents: 'auto',
} as const;

// One class list per kind, each a literal css() call (built ahead at build time, like every literal style here):
// the root layout is on every page, so a run-time `cva()` here loaded and ran Panda's runtime on every page.
const item: Record<AlertKind, string> = {
  success: css({ ...itemBase, borderColor: '[#2b9a66]' }),
  warning: css({ ...itemBase, borderColor: '[#ffba18]' }),
  error: css({ ...itemBase, borderColor: 'red.10' }),
  info: css({ ...itemBase, borderColor: '[#0d74ce]' }),
};

const ringColor: Record<AlertKind, string> = {
  success: css({ stroke: '[#2b9a66]' }),
  warning: css({ stroke: '[#ffba18]' }),
  error: css({ stroke: 'red.10' }),
  info: css({ stroke: '[#0d74ce]' }),
};

/** The alerts host (root layout): a live region at the top, each alert with a progress ring of its 2 s. */
export function AlertHost() {
  const snap = useSnapshot(alerts);
  useEffect(restoreCarriedAlerts, []);
  return (
    <div
      aria-live="polite"
      className={css({
        position: 'fixed',
        insetBlockStart: '4',
        insetInline: '0',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        gap: '2',
        zIndex: 'toast',
        pointerEvents: 'none',
      })}
    >
      {snap.items.map((a) => (
        <div key={a.id} role={a.kind === 'error' ? 'alert' : 'status'} data-alert={a.kind} className={item[a.kind]}>
          <svg
            width="28"
            height="28"
            viewBox="0 0 36 36"
            aria-hidden="true"
            className={css({ flexShrink: 0, transform: 'rotate(-90deg)' })}
          >
            <circle cx="18" cy="18" r="15" fill="none" strokeWidth="3" className={css({ stroke: 'gray.4' })} />
            <circle
              cx="18"
              cy="18"
              r="15"
              fill="none"
              strokeWidth="3"
              pathLength={100}
              strokeDasharray="100"
              className={ringColor[a.kind]}
              style={{ animation: `alertRing ${a.duration}ms linear forwards` }}
            />
          </svg>
          <span className={css({ srOnly: true })}>{messages.shell.alertKinds[a.kind]}: </span>
          <p className={css({ flex: '1', fontSize: 'sm' })}>{a.text}</p>
          <button
            type="button"
            onClick={() => dismissAlert(a.id)}
            aria-label={messages.shell.alertClose}
            className={css({ cursor: 'pointer', color: 'fg.muted', px: '1', fontSize: 'lg', lineHeight: 'none' })}
          >
            <CloseIcon />
          </button>
        </div>
      ))}
    </div>
  );
}
