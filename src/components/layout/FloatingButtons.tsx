'use client';
import { useEffect, useState } from 'react';
import { useRouter } from 'waku';
import { css, cx } from '../../../styled-system/css';
import { SUPPORT_PHONE_TEL } from '@/lib/constants';
import * as messages from '@/lib/messages';
import { floatingButtonsVisible, whatsappNumberFor } from './rules';

const round = css({
  w: '12',
  h: '12',
  borderRadius: 'full',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  boxShadow: 'lg',
  color: 'white',
  cursor: 'pointer',
  _focusVisible: { outlineWidth: '3px', outlineStyle: 'solid', outlineColor: 'primary.emphasized', outlineOffset: '0.5' },
});

function PhoneIcon() {
  return (
    <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" fill="currentColor">
      <path d="M6.6 10.8a15.1 15.1 0 0 0 6.6 6.6l2.2-2.2a1 1 0 0 1 1-.25 11.4 11.4 0 0 0 3.6.57 1 1 0 0 1 1 1V20a1 1 0 0 1-1 1A17 17 0 0 1 3 4a1 1 0 0 1 1-1h3.5a1 1 0 0 1 1 1c0 1.25.2 2.45.57 3.57a1 1 0 0 1-.25 1z" />
    </svg>
  );
}

/** The floating call button alone (auth layout): always there. */
export function FloatingCallButton() {
  return (
    <a
      href={`tel:${SUPPORT_PHONE_TEL}`}
      aria-label={messages.shell.supportCall}
      data-floating="call"
      className={cx(round, css({ position: 'fixed', insetBlockEnd: '5', insetInlineStart: '5', bg: 'primary.default', zIndex: 'sticky' }))}
    >
      <PhoneIcon />
    </a>
  );
}

/**
 * Default layout: WhatsApp (number by path) and call buttons, shown after scrolling past half the window height
 * + 200 px, and the headphone toggle that folds them away.
 */
export function FloatingButtons() {
  const { path } = useRouter();
  const [visible, setVisible] = useState(false);
  const [expanded, setExpanded] = useState(true);
  useEffect(() => {
    const check = () => setVisible(floatingButtonsVisible(window.scrollY, window.innerHeight));
    check();
    window.addEventListener('scroll', check, { passive: true });
    window.addEventListener('resize', check);
    return () => {
      window.removeEventListener('scroll', check);
      window.removeEventListener('resize', check);
    };
  }, []);
  if (!visible) return null;
  return (
    <div
      data-floating-buttons
      className={css({
        position: 'fixed',
        insetBlockEnd: '5',
        insetInlineStart: '5',
        display: 'flex',
        flexDirection: 'column',
        gap: '3',
        alignItems: 'center',
        zIndex: 'sticky',
      })}
    >
      {expanded ? (
        <>
          <a
            href={`https://wa.me/${whatsappNumberFor(path)}`}
            target="_blank"
            rel="noopener noreferrer"
            data-floating="whatsapp"
            className={cx(round, css({ bg: '[#218358]' }))}
          >
            <span className={css({ srOnly: true })}>{messages.shell.whatsapp}</span>
            <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" fill="currentColor">
              <path d="M12 2a10 10 0 0 0-8.6 15.1L2 22l5-1.3A10 10 0 1 0 12 2zm5.3 14.1c-.2.6-1.3 1.2-1.8 1.2s-1 .3-3.4-.7a11.6 11.6 0 0 1-4.4-4c-.3-.5-1-1.6-1-3s.7-2 1-2.3a1 1 0 0 1 .8-.4h.5c.2 0 .4 0 .6.5l.8 2c.1.2.1.4 0 .6l-.4.6-.4.4c-.1.2-.3.3-.1.6a8.7 8.7 0 0 0 4.2 3.6c.3.1.5.1.6-.1l.9-1c.2-.3.4-.2.6-.1l1.9.9c.3.1.5.2.5.3a2.4 2.4 0 0 1-.2 1.3z" />
            </svg>
          </a>
          <a href={`tel:${SUPPORT_PHONE_TEL}`} data-floating="call" className={cx(round, css({ bg: 'primary.default' }))}>
            <span className={css({ srOnly: true })}>{messages.shell.supportCall}</span>
            <PhoneIcon />
          </a>
        </>
      ) : null}
      <button
        type="button"
        aria-expanded={expanded}
        aria-label={expanded ? messages.shell.headphoneClose : messages.shell.headphoneOpen}
        data-floating="headphone"
        onClick={() => setExpanded((x) => !x)}
        className={cx(round, css({ bg: 'gray.12' }))}
      >
        <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" fill="currentColor">
          <path d="M12 3a9 9 0 0 0-9 9v6a3 3 0 0 0 3 3h2v-8H5v-1a7 7 0 0 1 14 0v1h-3v8h2a3 3 0 0 0 3-3v-6a9 9 0 0 0-9-9z" />
        </svg>
      </button>
    </div>
  );
}
