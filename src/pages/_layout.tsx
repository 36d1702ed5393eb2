import '../styles.css';
import type { ReactNode } from 'react';
import { css } from '../../styled-system/css';
import { SiteFooter } from '../components/layout/SiteFooter';
import { SiteHeader } from '../components/layout/SiteHeader';

export default async function DefaultLayout({ children }: { children: ReactNode }) {
  return (
    <>
      <SiteHeader />
      <main id="main" className={css({ maxW: 'container', mx: 'auto', px: '4', py: '6', minH: '[60vh]' })}>
        {children}
      </main>
      <SiteFooter />
    </>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
