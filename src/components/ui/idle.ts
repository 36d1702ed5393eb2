/**
 * Runs `fn` when the browser is idle, and at the latest after `timeoutMs` (a busy page still gets it); a plain task
 * where there is no `requestIdleCallback` (Safari). For work a page does not need for its first interaction, kept
 * out of hydration's tasks (a slow phone's Total Blocking Time). Returns the cancel function.
 */
export function whenIdle(fn: () => void, timeoutMs = 2000): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(() => fn(), { timeout: timeoutMs });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(fn, 1);
  return () => clearTimeout(id);
}
