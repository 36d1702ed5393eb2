import type { Hono } from 'hono';
import { ndjsonResponse, sleep } from './ndjson';

/**
 * Streaming routes. `/stream/health` lets ops verify that nothing between the worker and the
 * browser buffers streamed responses: it writes one timestamped line every `interval` ms.
 * (The hotel and package search streams mount here too.)
 */
export function mountStreams(app: Hono): void {
  app.get('/stream/health', (c) => {
    const count = clampInt(c.req.query('count'), 3, 1, 20);
    const interval = clampInt(c.req.query('interval'), 500, 50, 5000);
    const started = Date.now();
    return ndjsonResponse(
      async (write, signal) => {
        for (let i = 0; i < count && !signal.aborted; i++) {
          if (i > 0) await sleep(interval, signal);
          write({ type: 'tick', seq: i, elapsedMs: Date.now() - started });
        }
        write({ type: 'done', count, elapsedMs: Date.now() - started });
      },
      { signal: c.req.raw.signal },
    );
  });
}

function clampInt(raw: string | undefined, fallback: number, min: number, max: number): number {
  const n = raw === undefined ? NaN : Number.parseInt(raw, 10);
  if (!Number.isFinite(n)) return fallback;
  return Math.min(max, Math.max(min, n));
}
