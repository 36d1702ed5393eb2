'use client';
/** Every page's auth dialog: its forms and validation load the first time it opens (`openAuthDialog`). */
import { useSnapshot } from 'valtio';
import { lazyOnOpen } from '../ui/lazy-on-open';
import { authDialog } from './store';

const LazyAuthDialog = lazyOnOpen<{ open: boolean }>(() => import('./AuthDialog').then((m) => m.AuthDialog));

export function AuthDialogHost() {
  const { open } = useSnapshot(authDialog);
  return <LazyAuthDialog open={open} />;
}
