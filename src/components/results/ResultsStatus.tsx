'use client';
/** The results shell's status pieces, for every product: the counter, «more» (with infinite scroll) and the notices. */
import { useEffect, useRef } from 'react';
import { useSnapshot } from 'valtio';
import { css } from '../../../styled-system/css';
import { button } from '../../../styled-system/recipes';
import * as messages from '@/lib/messages';
import { type BaseResultsContext, useResultsContext } from './store';

// Class names computed once (the counter and «more» re-render with every streamed round).
const statusStyles = {
  counter: css({ fontWeight: 'semibold' }),
  more: css({ textAlign: 'center', py: '4' }),
  moreComing: css({ minH: '[1.5em]', color: 'fg.muted', fontSize: 'sm' }),
};

/**
 * `count`: the finished search's «shown of received»; `soFar`: while it runs. In the product's words. `received`: the
 * total the text counts, when the list on screen is only part of what was received (a return trip's one leg).
 */
export function ResultsCounter({
  count,
  soFar,
  received,
}: {
  count: (shown: number, total: number) => string;
  soFar: (received: number) => string;
  received?: number;
}) {
  const { store } = useResultsContext<BaseResultsContext>();
  const snap = useSnapshot(store);
  const total = received ?? snap.received;
  return (
    <p
      role="status"
      aria-live="polite"
      data-testid="results-counter"
      data-finished={snap.finished ? '1' : '0'}
      data-count={snap.ids.length}
      data-received={snap.received}
      className={statusStyles.counter}
    >
      {snap.finished ? count(snap.ids.length, total) : soFar(total)}
    </p>
  );
}

/**
 * «more» below the list. Scrolled near the viewport it asks for the next batch, which comes after the product's delay
 * (meanwhile `loading` says so); a press brings it at once.
 */
export function MoreSentinel({ label, loading }: { label: string; loading: string }) {
  const { store, showMore, showMoreSoon } = useResultsContext<BaseResultsContext>();
  const snap = useSnapshot(store);
  const el = useRef<HTMLDivElement>(null);
  // More known results to show, or (a paged single-answer search) a next page the supplier has.
  const more = snap.shown < snap.ids.length || snap.nextPage !== null;
  // biome-ignore lint/correctness/useExhaustiveDependencies: observe afresh after every «more», so a sentinel still in view loads the next page too.
  useEffect(() => {
    if (!more || !el.current || typeof IntersectionObserver === 'undefined') return;
    const io = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && showMoreSoon(), { rootMargin: '400px 0px' });
    io.observe(el.current);
    return () => io.disconnect();
  }, [more, snap.shown, showMoreSoon]);
  if (!more) return null;
  return (
    <div ref={el} className={statusStyles.more}>
      <p role="status" data-testid="more-coming" className={statusStyles.moreComing}>
        {snap.moreComing || snap.pageLoading ? loading : ''}
      </p>
      <button type="button" className={button({ variant: 'outline' })} onClick={showMore}>
        {label}
      </button>
    </div>
  );
}

/** The page's short messages (role=status): a notice, or that the stream was cut off. */
export function Notice() {
  const { store } = useResultsContext<BaseResultsContext>();
  const snap = useSnapshot(store);
  const n = snap.notice ?? (snap.streamError ? { text: snap.streamError, tone: 'error' as const } : null);
  return (
    <div
      role="status"
      aria-live="polite"
      data-testid="notice"
      className={css({ position: 'fixed', insetBlockEnd: '4', insetInlineStart: '4', zIndex: 'toast' })}
    >
      {n ? (
        <div
          className={css({
            bg: n.tone === 'error' ? 'red.11' : 'gray.12',
            color: 'white',
            px: '4',
            py: '3',
            borderRadius: 'l2',
            display: 'flex',
            gap: '3',
            alignItems: 'center',
            boxShadow: 'lg',
          })}
        >
          <span>{n.text}</span>
          <button
            type="button"
            className={css({ color: 'white', textDecoration: 'underline', cursor: 'pointer' })}
            onClick={() => {
              store.notice = null;
              store.streamError = null;
            }}
          >
            {messages.common.close}
          </button>
        </div>
      ) : null}
    </div>
  );
}
