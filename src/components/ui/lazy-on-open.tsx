'use client';
/**
 * A dialog whose code loads the first time it opens: pages show no dialog when they load, so Ark UI's Dialog (focus
 * trap, dismissal, presence, portal) stays out of the first download. Once opened it stays mounted, so closing
 * animates as usual.
 */
import { Suspense, lazy, useState, type ComponentType } from 'react';

export function lazyOnOpen<P extends { open: boolean }>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  const Lazy = lazy(() => load().then((component) => ({ default: component })));
  // biome-ignore lint/correctness/noComponentHookFactories: called once per dialog at module level, so each component is made once and stays the same
  function OnFirstOpen(props: P) {
    const [used, setUsed] = useState(props.open);
    if (props.open && !used) setUsed(true);
    if (!used) return null;
    return (
      <Suspense fallback={null}>
        <Lazy {...(props as P & Record<string, unknown>)} />
      </Suspense>
    );
  }
  return OnFirstOpen;
}
