import '../styles.css';
import type { ReactNode } from 'react';
import { AuthDialogHost } from '@/components/auth/AuthDialogHost';
import { ChunkReloadGuard, IdleDialog } from '@/components/layout/SiteBehaviours';
import { MoneyProvider } from '@/components/money/MoneyProvider';
import { RatesUnavailableNotice } from '@/components/money/RatesUnavailableNotice';
import { AlertHost } from '@/components/ui/AlertHost';
import { displayCurrency } from '@/server/display-currency';
import { viewer } from '@/server/request-context';

/**
 * Root layout: global CSS, the viewer's display currency (MoneyProvider) and the site-wide client parts (alerts host, auth dialog, idle dialog, chunk-load reload guard).
 * Ark UI's Persian locale is set on each Ark root (ui/ArkLocale). No chrome: each route group's layout brings its own.
 */
export default async function RootLayout({ children }: { children: ReactNode }) {
  const v = viewer();
  // Every price below is shown in the session's currency, at the supplier's rate (toman by default).
  const money = await displayCurrency();
  return (
    <>
      {/* The chosen currency's rates are down: the prices below are in toman, and this says so. */}
      <RatesUnavailableNotice display={money} />
      <MoneyProvider value={money}>{children}</MoneyProvider>
      <AlertHost />
      <AuthDialogHost />
      <IdleDialog isCounter={v.isCounter} />
      <ChunkReloadGuard />
    </>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
