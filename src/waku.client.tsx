/**
 * The browser entry: Waku's managed entry (waku/dist/lib/utils/managed.js), except that the first hydration runs as a
 * transition. React then hydrates in small slices, yielding to the browser between them, instead of one long task
 * that blocks input and painting (on a mid-range phone the page's hydration was several 100–200 ms tasks). A tap
 * during hydration makes React hydrate the tapped part first.
 */
import { StrictMode, createElement, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { unstable_defaultRootOptions as defaultRootOptions } from 'waku/client';
import { Router } from 'waku/router/client';

const rootElement = createElement(StrictMode, null, createElement(Router));

if ((globalThis as { __WAKU_HYDRATE__?: boolean }).__WAKU_HYDRATE__) {
  startTransition(() => {
    hydrateRoot(document, rootElement, defaultRootOptions);
  });
} else {
  createRoot(document, defaultRootOptions).render(rootElement);
}
