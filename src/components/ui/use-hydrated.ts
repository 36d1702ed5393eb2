import { useEffect, useState } from 'react';

/**
 * False in the server's HTML and in the render that hydrates it, true from the next render on: what differs between
 * the two must wait for it, or hydration would not match. Forms mark themselves interactive with it (tests wait for
 * `data-hydrated`); results lists draw what is below the first screen once it is true (results/first-frame.ts).
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}
