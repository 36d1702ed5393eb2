import { type ReactNode, Suspense } from 'react';
import { css } from '../../../styled-system/css';
import { PageErrorBoundary } from './PageErrorBoundary';
import { SiteFooter } from './SiteFooter';
import { SiteHeader } from './SiteHeader';

export const mainClass = css({ maxW: 'container', mx: 'auto', px: '4', py: '6', minH: '[60vh]', w: 'full' });

/**
 * Header, main and footer: the frame of the default, filter, dashboard, agency and error layouts.
 *
 * Header and footer are part of the shell, never Suspense boundaries of their own (they were, so that the browser
 * would hydrate them apart; issue 15 took them out): React's server renderer sends the shell as soon as everything
 * outside pending boundaries is rendered, and a boundary whose server-component rows had not reached the HTML renderer
 * by then (a race that the footer's rows, passed through the client FooterGate, lost on some pages) was streamed
 * after the first paint and revealed by a script up to 300 ms later: the first paint had no footer, and its style
 * and layout ran as a task of their own after First Contentful Paint, blocking time on a slow phone. In the shell
 * they are always painted with the page. Their hydration still yields to the browser: the whole first hydration is a
 * transition (src/waku.client.tsx), rendered in slices. The floating parts (`after`, fixed-position, nothing moves
 * when they come) keep their boundary.
 */
export function Chrome({ children, after, wide = false }: { children: ReactNode; after?: ReactNode; wide?: boolean }) {
  return (
    <>
      <SiteHeader />
      <main
        id="main"
        tabIndex={-1}
        className={wide ? css({ px: '4', py: '4', minH: '[60vh]', w: 'full', maxW: '[1440px]', mx: 'auto' }) : mainClass}
      >
        {/* A failed render (even a part that streamed in late) shows a Persian message here; header and footer stay. */}
        <PageErrorBoundary>{children}</PageErrorBoundary>
      </main>
      <SiteFooter />
      {after ? <Suspense fallback={null}>{after}</Suspense> : null}
    </>
  );
}
