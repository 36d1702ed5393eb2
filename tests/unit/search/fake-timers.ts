import type { Timers } from '@/server/upstream/request';

/**
 * A virtual clock for the pollers: `sleep` moves the clock forward at once (then yields a macrotask, so a test or
 * a stream consumer can act between polls), and `timeout` signals fire when the clock passes them.
 * Works on Node and in workerd.
 */
export function fakeTimers(start = Date.now()) {
  let t = start;
  const pending: { at: number; ctrl: AbortController }[] = [];
  const sleeps: number[] = [];
  const advance = (ms: number) => {
    t += Math.max(0, ms);
    for (const p of pending.filter((p) => p.at <= t)) {
      pending.splice(pending.indexOf(p), 1);
      p.ctrl.abort(new DOMException('timed out', 'TimeoutError'));
    }
  };
  const timers: Timers = {
    now: () => t,
    sleep: async (ms, signal) => {
      if (signal?.aborted) return;
      sleeps.push(ms);
      advance(ms);
      await new Promise((r) => setTimeout(r, 0));
    },
    timeout: (ms) => {
      const ctrl = new AbortController();
      pending.push({ at: t + ms, ctrl });
      return ctrl.signal;
    },
  };
  return { timers, now: () => t, advance, sleeps, started: start };
}
