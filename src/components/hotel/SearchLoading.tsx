'use client';
/**
 * The search-loading dialog (spec 001 §2): «searching for the cheapest hotel», the city, the dates in Jalali and the
 * night count, and slogans typed one character at a time. It is the results' Suspense fallback, so it shows from the
 * first byte of the page until the first round (or the end of the search) streams in, and the server renders it. A
 * new search started from the results page shows it too, from the submit until the new page arrives.
 */
import { useEffect, useState } from 'react';
import { css } from '../../../styled-system/css';
import * as messages from '@/lib/messages';
import { joinParts } from '@/lib/text';

const TYPE_MS = 60;
const HOLD_MS = 1_400;

function TypingSlogans() {
  const [state, setState] = useState({ index: 0, length: 0 });
  useEffect(() => {
    const slogan = messages.results.slogans[state.index % messages.results.slogans.length] ?? '';
    const done = state.length >= slogan.length;
    const t = setTimeout(
      () => setState((s) => (done ? { index: s.index + 1, length: 0 } : { index: s.index, length: s.length + 1 })),
      done ? HOLD_MS : TYPE_MS,
    );
    return () => clearTimeout(t);
  }, [state]);
  const slogan = messages.results.slogans[state.index % messages.results.slogans.length] ?? '';
  // Screen readers get the whole slogan once, not every letter.
  return (
    <p className={css({ minH: '[1.5em]', color: 'primary.default' })}>
      <span aria-hidden="true">{[...slogan].slice(0, state.length).join('')}</span>
      <span className={css({ srOnly: true })}>{slogan}</span>
    </p>
  );
}

/** Without the details (a new search started from the results page, whose page is on its way): the title and slogans. */
export function SearchLoading({ city = '', dates = '', nights = '' }: { city?: string; dates?: string; nights?: string }) {
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
        <h2 id="search-loading-title" className={css({ fontWeight: 'bold', fontSize: 'lg' })}>
          {messages.searchLoading.hotel}
        </h2>
        {city ? <p className={css({ fontWeight: 'semibold' })}>{city}</p> : null}
        {dates || nights ? <p className={css({ color: 'fg.muted' })}>{joinParts(dates, nights)}</p> : null}
        <TypingSlogans />
        <div aria-hidden="true" className={css({ h: '1', bg: 'primary.default', borderRadius: 'full', animation: 'skeleton-pulse' })} />
      </div>
    </div>
  );
}
