'use client';
/**
 * The search-loading dialog every product shows (spec 001 §2): «searching for the cheapest hotel/ticket/tour…», the
 * place or route, the dates (and nights or passengers), and the product's slogans typed one character at a time. It
 * is the results' Suspense fallback, so it shows from the first byte of the page until the first round (or the end
 * of the search) streams in, and the server renders it. Above the title, the product's banner image (spec 001 §2).
 *
 * Its only motion is the typing. No endless animation: one keeps the compositor drawing a frame every vsync for the
 * whole wait, and on a 2-core machine that work competes with the server and the page for the moment the first round
 * arrives. With a pulsing bar here, slowed to a benchmarkIndex of ~1 500, the first card came ~10 ms later (paired
 * runs, issue 15).
 */
import { useEffect, useState } from 'react';
import { css } from '../../../styled-system/css';
import { joinParts } from '@/lib/text';
import type { ReactNode } from 'react';
import { LoadingBanner } from './LoadingBanner';

const TYPE_MS = 60;
const HOLD_MS = 1_400;

function TypingSlogans({ slogans }: { slogans: readonly string[] }) {
  const [state, setState] = useState({ index: 0, length: 0 });
  useEffect(() => {
    const slogan = slogans[state.index % slogans.length] ?? '';
    const done = state.length >= slogan.length;
    const t = setTimeout(
      () => setState((s) => (done ? { index: s.index + 1, length: 0 } : { index: s.index, length: s.length + 1 })),
      done ? HOLD_MS : TYPE_MS,
    );
    return () => clearTimeout(t);
  }, [state, slogans]);
  const slogan = slogans[state.index % slogans.length] ?? '';
  // Screen readers get the whole slogan once, not every letter.
  return (
    <p className={css({ minH: '[1.5em]', color: 'primary.default' })}>
      <span aria-hidden="true">{[...slogan].slice(0, state.length).join('')}</span>
      <span className={css({ srOnly: true })}>{slogan}</span>
    </p>
  );
}

export interface SearchLoadingDialogProps {
  /** «searching for the cheapest …» of the product (each product's title, slogans and banner: its components/search-loading.tsx). */
  title: string;
  /** The city or the route; empty when not known yet (a new search whose page is on its way). */
  place?: string;
  /** The dates and the like, joined with the Persian comma; empty parts are left out. */
  details?: readonly string[];
  slogans: readonly string[];
  /** The product's banner scene (drawn in the shared frame, LoadingBanner). */
  banner: ReactNode;
}

export function SearchLoadingDialog({ title, place = '', details = [], slogans, banner }: SearchLoadingDialogProps) {
  const line = joinParts(...details);
  return (
    <div className={css({ position: 'fixed', inset: '0', zIndex: 'modal', bg: 'black.a7', display: 'grid', placeItems: 'center', p: '4' })}>
      <div
        role="dialog"
        aria-modal="true"
        aria-labelledby="search-loading-title"
        aria-busy="true"
        data-testid="search-loading"
        className={css({
          bg: 'white',
          borderRadius: 'l3',
          p: '6',
          w: '[min(92vw, 420px)]',
          textAlign: 'center',
          display: 'flex',
          flexDirection: 'column',
          gap: '2',
          boxShadow: 'lg',
        })}
      >
        <LoadingBanner scene={banner} />
        <h2 id="search-loading-title" className={css({ fontWeight: 'bold', fontSize: 'lg' })}>
          {title}
        </h2>
        {place ? <p className={css({ fontWeight: 'semibold' })}>{place}</p> : null}
        {line ? <p className={css({ color: 'fg.muted' })}>{line}</p> : null}
        {slogans.length > 0 ? <TypingSlogans slogans={slogans} /> : null}
      </div>
    </div>
  );
}
