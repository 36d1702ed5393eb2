'use client';
import { useEffect, useState } from 'react';
import { css } from '../../../styled-system/css';
import { CASHBACK_ALERT_HIDE_MS } from '@/lib/constants';
import * as messages from '@/lib/messages';
import { edgeJson } from '../edge-client';
import { whenIdle } from '../ui/idle';
import { cashbackAlertDue } from './rules';
import { CloseIcon } from '../ui/icons';

const KEY = 'sfn-cashback-alert-at';

interface CashbackConfig {
  data: { isEnable: boolean; message: string };
}

/**
 * The cashback alert (spec 000 §4): shown when cashback is enabled and its message is non-empty; at most once per
 * 5 minutes, hides itself after 10 s, and can be closed.
 */
export function CashbackAlert() {
  const [message, setMessage] = useState<string | null>(null);
  useEffect(() => {
    let hide: ReturnType<typeof setTimeout> | undefined;
    let cancelled = false;
    // Once the page is idle: neither a request and its handling nor the page's first localStorage access (which
    // opens the storage synchronously: 5 ms of /hotel's longest task at a 7× CPU slowdown) inside hydration.
    const stop = whenIdle(() => {
      const raw = Number(localStorage.getItem(KEY));
      if (!cashbackAlertDue(raw > 0 ? raw : null, Date.now())) return;
      void edgeJson<CashbackConfig>('/api/cashback/config').then((res) => {
        if (cancelled || !res.ok || !res.data.data?.isEnable || !res.data.data.message) return;
        localStorage.setItem(KEY, String(Date.now()));
        setMessage(res.data.data.message);
        hide = setTimeout(() => setMessage(null), CASHBACK_ALERT_HIDE_MS);
      });
    });
    return () => {
      cancelled = true;
      stop();
      clearTimeout(hide);
    };
  }, []);
  if (!message) return null;
  return (
    <div
      role="status"
      data-cashback-alert
      className={css({
        position: 'fixed',
        insetBlockEnd: '5',
        insetInlineEnd: '5',
        maxW: '[min(22rem, calc(100vw - 6rem))]',
        bg: 'white',
        borderRadius: 'l3',
        boxShadow: 'xl',
        p: '4',
        display: 'flex',
        gap: '3',
        alignItems: 'flex-start',
        zIndex: 'sticky',
        borderInlineStartWidth: '4px',
        borderColor: 'primary.default',
      })}
    >
      <div className={css({ flex: '1' })}>
        <p className={css({ fontWeight: 'bold', mb: '1', color: 'primary.text' })}>{messages.shell.cashbackTitle}</p>
        <p className={css({ fontSize: 'sm' })}>{message}</p>
      </div>
      <button
        type="button"
        aria-label={messages.shell.alertClose}
        onClick={() => setMessage(null)}
        className={css({ cursor: 'pointer', fontSize: 'xl', lineHeight: 'none', color: 'fg.muted', px: '1' })}
      >
        <CloseIcon />
      </button>
    </div>
  );
}
