import type { ReactNode } from 'react';
import { css } from '../../../styled-system/css';

/** Empty layout: the page alone (payment results, printable invoices, embedded views). */
export default async function EmptyLayout({ children }: { children: ReactNode }) {
  return (
    <main id="main" tabIndex={-1} className={css({ minH: '[100dvh]' })}>
      {children}
    </main>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
