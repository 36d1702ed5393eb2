import '../styles.css';
import type { ReactNode } from 'react';
import { AuthDialogHost } from '../components/auth/AuthDialogHost';
import { ChunkReloadGuard, IdleDialog } from '../components/layout/SiteBehaviours';
import { AlertHost } from '../components/ui/AlertHost';
import { ArkLocale } from '../components/ui/ArkLocale';
import { viewer } from '../server/request-context';

/**
 * Root layout: global CSS, Ark UI's Persian RTL locale and the site-wide client parts (alerts host, auth dialog, idle dialog, chunk-load reload
 * guard). No chrome: each route group's layout brings its own.
 */
export default async function RootLayout({ children }: { children: ReactNode }) {
  const v = viewer();
  return (
    <ArkLocale>
      {children}
      <AlertHost />
      <AuthDialogHost />
      <IdleDialog isCounter={v.isCounter} />
      <ChunkReloadGuard />
    </ArkLocale>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
