import type { ReactNode } from 'react';
import { preload } from 'react-dom';
import { PageErrorBoundary } from '@/components/layout/PageErrorBoundary';
import { RevealInFrame } from '@/components/layout/RevealInFrame';

// The document shell: Persian, right to left, on every route.
export default async function Root({ children }: { children: ReactNode }) {
  // Self-hosted Vazirmatn (Arabic-script subset, variable weight); Latin falls back to system fonts.
  preload('/fonts/vazirmatn-arabic-wght400-700.woff2', { as: 'font', type: 'font/woff2', crossOrigin: '' });
  return (
    <html lang="fa" dir="rtl">
      <head>
        <meta name="theme-color" content="#d6409f" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        {/* Installable: the web app manifest (public/manifest.webmanifest) and the home-screen icon of iOS. */}
        <link rel="manifest" href="/manifest.webmanifest" />
        <link rel="apple-touch-icon" href="/icons/apple-touch-icon-180.png" />
        <RevealInFrame />
      </head>
      <body>
        {/* The last line of defence: a layout without the chrome (or the chrome itself) failing is a Persian message too. */}
        <PageErrorBoundary>{children}</PageErrorBoundary>
      </body>
    </html>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
