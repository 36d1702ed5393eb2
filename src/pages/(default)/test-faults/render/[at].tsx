import { Suspense } from 'react';
import { unstable_notFound } from 'waku/router/server';
import { PageMeta } from '@/components/layout/PageMeta';
import * as messages from '@/lib/messages';
import { renderFaultsEnabled } from '@/server/request-context';

/**
 * A page that fails on purpose, to prove a render error is a Persian page and never a blank one (issue 16). It exists
 * only when RENDER_FAULTS="on" (tests; production refuses the switch at start-up), a 404 otherwise.
 *   /test-faults/render/shell   the page throws before anything streams: the edge answers its Persian 500 page
 *   /test-faults/render/stream  the shell streams, then a part inside Suspense throws: the browser's error boundary
 *                               replaces the page's content with the Persian message (status 200 was already sent)
 */
export default async function RenderFaultPage({ at }: { at: string }) {
  if (!renderFaultsEnabled() || (at !== 'shell' && at !== 'stream')) unstable_notFound();
  if (at === 'shell') throw new Error('render fault: the page failed before its shell');
  return (
    <article>
      <PageMeta title={messages.ops.renderFaultTitle} description={messages.ops.renderFaultTitle} noindex />
      <h1 data-fault-shell>{messages.ops.renderFaultTitle}</h1>
      <Suspense fallback={<p data-fault-loading>{messages.ops.renderFaultLoading}</p>}>
        <FailsLater />
      </Suspense>
    </article>
  );
}

async function FailsLater(): Promise<never> {
  await new Promise((resolve) => setTimeout(resolve, 300));
  throw new Error('render fault: a streamed part failed after the shell');
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
