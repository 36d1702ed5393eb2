/**
 * Timers of the results page (the search-expire dialog after 600 s, lead dialog 60 s after the search, the 3 s "more" delay), made
 * controllable for browser tests: outside production the server passes `testHooks`, and then a
 * `window.__testClock = { scale: N }` set before the page loads (Playwright `addInitScript`) runs every page timer
 * N times faster. In production the hook is ignored, so a visitor cannot shorten anything but their own page anyway.
 */
declare global {
  interface Window {
    __testClock?: { scale?: number };
  }
}

export function timeScale(testHooks: boolean): number {
  if (!testHooks || typeof window === 'undefined') return 1;
  const scale = Number(window.__testClock?.scale);
  return Number.isFinite(scale) && scale > 0 ? scale : 1;
}

/** setTimeout on the page clock; returns the cancel function. */
export function after(ms: number, fn: () => void, testHooks: boolean): () => void {
  const id = setTimeout(fn, ms / timeScale(testHooks));
  return () => clearTimeout(id);
}

/**
 * Runs `fn` once the browser has painted the next frame (a frame callback, then a task after it), or after
 * `limitMs` if no frame comes first (a background tab draws none): for work that must not stand between what was
 * just revealed and the frame that paints it. Returns the cancel function.
 */
export function afterNextPaint(fn: () => void, limitMs = 100): () => void {
  let done = false;
  let task: ReturnType<typeof setTimeout> | undefined;
  const stop = () => {
    done = true;
    cancelAnimationFrame(frame);
    clearTimeout(task);
    clearTimeout(fallback);
  };
  const run = () => {
    if (done) return;
    stop();
    fn();
  };
  const frame = requestAnimationFrame(() => {
    task = setTimeout(run, 0);
  });
  const fallback = setTimeout(run, limitMs);
  return stop;
}
