import type { ReactNode } from 'react';
import { css } from '../../../styled-system/css';
import { PageErrorBoundary } from './PageErrorBoundary';
import { SiteFooter } from './SiteFooter';
import { SiteHeader } from './SiteHeader';

export const mainClass = css({ maxW: 'container', mx: 'auto', px: '4', py: '6', minH: '[60vh]', w: 'full' });

/** Header, main and footer: the frame of the default, filter, dashboard, agency and error layouts. */
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
      {after}
    </>
  );
}
