import { type ReactNode, Suspense } from 'react';
import { css } from '../../../styled-system/css';
import { PageErrorBoundary } from './PageErrorBoundary';
import { SiteFooter } from './SiteFooter';
import { SiteHeader } from './SiteHeader';

export const mainClass = css({ maxW: 'container', mx: 'auto', px: '4', py: '6', minH: '[60vh]', w: 'full' });

/**
 * Header, main and footer: the frame of the default, filter, dashboard, agency and error layouts.
 *
 * The header, the footer and the floating parts each sit in their own Suspense boundary. Nothing in them suspends
 * on the server (the HTML is the same), but in the browser React hydrates each boundary on its own, after the shell
 * and in slices that yield to the main thread, instead of in one long task with the page (a click on a part not yet
 * hydrated hydrates that part first). On /hotel under a 4x CPU throttle the longest task went from ~450 to ~270 ms.
 */
export function Chrome({ children, after, wide = false }: { children: ReactNode; after?: ReactNode; wide?: boolean }) {
  return (
    <>
      <Suspense fallback={null}>
        <SiteHeader />
      </Suspense>
      <main
        id="main"
        tabIndex={-1}
        className={wide ? css({ px: '4', py: '4', minH: '[60vh]', w: 'full', maxW: '[1440px]', mx: 'auto' }) : mainClass}
      >
        {/* A failed render (even a part that streamed in late) shows a Persian message here; header and footer stay. */}
        <PageErrorBoundary>{children}</PageErrorBoundary>
      </main>
      <Suspense fallback={null}>
        <SiteFooter />
      </Suspense>
      {after ? <Suspense fallback={null}>{after}</Suspense> : null}
    </>
  );
}
