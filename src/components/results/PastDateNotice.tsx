'use client';
/**
 * «the date you searched had passed; the search starts today»: shown when the edge moved a passed start date to today
 * (lib/query.ts PAST_DATE_KEY). Said once: the marker leaves the address as soon as the page is up, so a
 * reload or a shared link does not repeat it.
 */
import { useEffect } from 'react';
import { css } from '../../../styled-system/css';
import { PAST_DATE_KEY } from '@/lib/query';

export function PastDateNotice({ text }: { text: string }) {
  useEffect(() => {
    const url = new URL(window.location.href);
    if (!url.searchParams.has(PAST_DATE_KEY)) return;
    url.searchParams.delete(PAST_DATE_KEY);
    window.history.replaceState(window.history.state, '', url);
  }, []);
  return (
    <p
      role="status"
      data-testid="past-date-notice"
      className={css({ bg: 'gray.3', borderInlineStartWidth: '4px', borderColor: 'primary.default', borderRadius: 'l2', p: '3', mb: '3' })}
    >
      {text}
    </p>
  );
}
