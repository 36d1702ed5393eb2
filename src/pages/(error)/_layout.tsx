import type { ReactNode } from 'react';
import { Chrome } from '@/components/layout/Chrome';
import { ErrorBoundary } from '@/components/layout/ErrorBoundary';

/** Error layout: the generic error page inside the chrome; if the error page itself fails, a go-home fallback. */
export default async function ErrorLayout({ children }: { children: ReactNode }) {
  return (
    <Chrome>
      <ErrorBoundary>{children}</ErrorBoundary>
    </Chrome>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
