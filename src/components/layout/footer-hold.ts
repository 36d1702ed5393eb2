import { useEffect, useState } from 'react';

/**
 * Content that grows inside the page while a traveller may be looking at the footer (a hotel's room packages arrive
 * by polls over seconds: the list went 0 → 924 → 1 246 px) would push a visible footer down: a layout shift, and a
 * moving target for a finger. Such content marks itself with this attribute while it grows; the footer's wrapper
 * (FooterClient's `FooterGate`) is `display: none` while any element on the page carries it, and comes back at the
 * bottom once the content has settled. Nothing above the footer moves when it leaves or returns.
 *
 * The mark is set only after hydration: the server's HTML always has the footer (for crawlers, and for a browser
 * without JavaScript, where nothing would ever clear the mark). At that moment the footer is below the first screen
 * on every width (its top at 1 214–1 293 px on the hotel page), so no visible footer disappears.
 */
export const FOOTER_HOLD_ATTRIBUTE = 'data-footer-hold';

/** Props for the growing element: the hold mark while `growing`, once hydrated. */
export function useFooterHold(growing: boolean): { [FOOTER_HOLD_ATTRIBUTE]?: '' } {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated && growing ? { [FOOTER_HOLD_ATTRIBUTE]: '' } : {};
}
