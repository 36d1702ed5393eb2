'use client';
import type { ReactNode } from 'react';
import { useRouter } from 'waku';
import { ErrorBoundary } from './ErrorBoundary';

/** The error boundary around a page's content: it clears itself when the visitor navigates to another path. */
export function PageErrorBoundary({ children }: { children: ReactNode }) {
  const { path } = useRouter();
  return <ErrorBoundary resetKey={path}>{children}</ErrorBoundary>;
}
