/**
 * Keeps a results page's HTML document open a moment after its first round (a server component, rendered inside
 * the first round's Suspense boundary, so its clock starts when that round has been rendered).
 *
 * Why: the first round is the last thing the document waits for, so without this its end came in the same network
 * chunk as the first cards, and the browser's end-of-document work ran between the cards' arrival and the frame
 * that shows them: the end-of-parse style and layout passes, DOMContentLoaded (Waku closes the page's initial RSC
 * stream there, and React finishes it) and then the window's load. Held FIRST_ROUND_DOCUMENT_HOLD_MS longer, that
 * work comes after the cards are on screen. Measured on the bench's probe (issue 15, 20 alternating pairs): the
 * first card 14 ms sooner on this VM, 30–35 ms sooner on the same VM slowed to a benchmarkIndex of ~1 500.
 *
 * Nothing waits on the document's end here (no load or DOMContentLoaded handler of ours); the browser's loading
 * indicator simply stops that much later. The hold renders nothing and is bounded by its own timer.
 */
import { Suspense } from 'react';
import { FIRST_ROUND_DOCUMENT_HOLD_MS } from '@/lib/constants';

async function Hold({ ms }: { ms: number }): Promise<null> {
  await new Promise((resolve) => setTimeout(resolve, ms));
  return null;
}

export function HoldDocumentEnd({ ms = FIRST_ROUND_DOCUMENT_HOLD_MS }: { ms?: number }) {
  return (
    <Suspense fallback={null}>
      <Hold ms={ms} />
    </Suspense>
  );
}
