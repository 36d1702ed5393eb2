/**
 * The browser entry: Waku's managed entry, except that hydration waits for the next frame to be painted. The results
 * page streams its first cards (and the first card's image) at the very end of the document, just before the module
 * scripts run; hydrating at once would hold that paint behind hydration's long task. One frame later costs nothing
 * noticeable to interactivity and lets the traveller see the cards first.
 */
import { StrictMode, createElement } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { unstable_defaultRootOptions as defaultRootOptions } from 'waku/client';
import { Router } from 'waku/router/client';

const rootElement = createElement(StrictMode, null, createElement(Router));

if ((globalThis as { __WAKU_HYDRATE__?: boolean }).__WAKU_HYDRATE__) {
  const hydrate = () => hydrateRoot(document, rootElement, defaultRootOptions);
  // rAF runs before the frame's paint; the timeout after it, once the frame is on screen.
  if (typeof requestAnimationFrame === 'function' && document.visibilityState === 'visible') requestAnimationFrame(() => setTimeout(hydrate, 0));
  else hydrate();
} else {
  createRoot(document, defaultRootOptions).render(rootElement);
}
