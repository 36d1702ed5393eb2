'use client';
import { useEffect, useRef, useState } from 'react';
import { css } from '../../../styled-system/css';
import { IDLE_CHECK_INTERVAL_MS, IDLE_TIMEOUT_MS, SUPPORT_PHONE_TEL } from '@/lib/constants';
import * as messages from '@/lib/messages';
import { ButtonLink, Button } from '../ui/Button';
import { Modal } from '../ui/Modal';
import { chunkReloadAllowed, idleDialogDue, isChunkLoadError, type PageActivity, pageBusy } from './rules';

const IDLE_KEY = 'sfn-idle-shown';
const CHUNK_KEY = 'sfn-chunk-reload-at';

/** Open layers: Ark dialogs and popovers (open state), native dialogs, expanded comboboxes and menus. */
const OPEN_LAYERS = [
  '[role="dialog"][data-state="open"]',
  '[role="alertdialog"][data-state="open"]',
  'dialog[open]',
  ...['popover', 'menu', 'select', 'combobox', 'date-picker', 'hover-card'].map(
    (s) => `[data-scope="${s}"][data-part="content"][data-state="open"]`,
  ),
  '[aria-haspopup][aria-expanded="true"]',
  '[role="combobox"][aria-expanded="true"]',
].join(', ');

function pageActivity(): PageActivity {
  const el = document.activeElement as HTMLElement | null;
  const focused = el && el !== document.body ? el : null;
  return {
    focusTag: focused ? focused.tagName : null,
    focusRole: focused?.getAttribute('role') ?? null,
    focusEditable: focused?.isContentEditable === true,
    openLayers: document.querySelectorAll(OPEN_LAYERS).length,
  };
}

/**
 * The idle dialog (spec 001 §4): after 25 s without mouse, click, key or scroll activity, checked every second;
 * at most once per session (sessionStorage) and never for counter users. It waits while a form control has focus or
 * a picker or dialog is open (rules.ts `pageBusy`), so it never covers what the traveller is filling in.
 */
export function IdleDialog({ isCounter, timeoutMs = IDLE_TIMEOUT_MS }: { isCounter: boolean; timeoutMs?: number }) {
  const [open, setOpen] = useState(false);
  const last = useRef(Date.now());
  useEffect(() => {
    if (isCounter) return;
    const bump = () => {
      last.current = Date.now();
    };
    const events = ['mousemove', 'mousedown', 'click', 'keydown', 'scroll', 'touchstart', 'wheel'] as const;
    for (const e of events) window.addEventListener(e, bump, { passive: true });
    const timer = setInterval(() => {
      const alreadyShown = sessionStorage.getItem(IDLE_KEY) === '1';
      // Never over an open form control: while a field has focus or a picker is open, the wait starts again.
      const busy = pageBusy(pageActivity());
      if (busy) bump();
      if (idleDialogDue({ idleMs: Date.now() - last.current, timeoutMs, alreadyShown, isCounter, busy })) {
        sessionStorage.setItem(IDLE_KEY, '1');
        setOpen(true);
      }
    }, IDLE_CHECK_INTERVAL_MS);
    return () => {
      clearInterval(timer);
      for (const e of events) window.removeEventListener(e, bump);
    };
  }, [isCounter, timeoutMs]);
  return (
    <Modal open={open} onOpenChange={setOpen} title={messages.shell.idleTitle} description={messages.shell.idleText}>
      <div data-idle-dialog className={css({ display: 'flex', gap: '3', flexWrap: 'wrap' })}>
        <ButtonLink href={`tel:${SUPPORT_PHONE_TEL}`} size="md">
          {messages.shell.supportCall}
        </ButtonLink>
        <Button variant="outline" size="md" onClick={() => setOpen(false)}>
          {messages.shell.idleContinue}
        </Button>
      </div>
    </Modal>
  );
}

/** A chunk-load failure reloads the page, at most once per minute (spec 000 §4, §9). */
export function ChunkReloadGuard() {
  useEffect(() => {
    const handle = (reason: unknown) => {
      if (!isChunkLoadError(reason)) return;
      const raw = Number(localStorage.getItem(CHUNK_KEY));
      const lastAt = raw > 0 ? raw : null;
      const now = Date.now();
      if (!chunkReloadAllowed(lastAt, now)) return;
      localStorage.setItem(CHUNK_KEY, String(now));
      window.location.reload();
    };
    const onError = (e: ErrorEvent) => handle(e.error ?? e.message);
    const onRejection = (e: PromiseRejectionEvent) => handle(e.reason);
    window.addEventListener('error', onError);
    window.addEventListener('unhandledrejection', onRejection);
    return () => {
      window.removeEventListener('error', onError);
      window.removeEventListener('unhandledrejection', onRejection);
    };
  }, []);
  return null;
}
