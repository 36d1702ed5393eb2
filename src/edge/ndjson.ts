/**
 * A streamed NDJSON response: one JSON value per line, written as soon as it is produced.
 * NDJSON is never compressed by workerd/wrangler, so lines reach the browser without buffering.
 * The producer gets `write` and an AbortSignal that fires when the client disconnects
 * (the body is cancelled, or `signal` — usually `request.signal` — aborts).
 */
export function ndjsonResponse(
  producer: (write: (value: unknown) => void, signal: AbortSignal) => Promise<void>,
  init: { signal?: AbortSignal; headers?: HeadersInit } = {},
): Response {
  const encoder = new TextEncoder();
  const abort = new AbortController();
  init.signal?.addEventListener('abort', () => abort.abort(new Error('client disconnected')), { once: true });
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      const write = (value: unknown) => {
        if (abort.signal.aborted) return;
        controller.enqueue(encoder.encode(JSON.stringify(value) + '\n'));
      };
      producer(write, abort.signal)
        .catch((err) => {
          // A disconnect is normal; anything else ends the stream with an error line, never a broken body.
          if (abort.signal.aborted) return;
          console.error('ndjson producer failed', err);
          write({ type: 'error', message: 'متأسفانه خطایی رخ داد؛ لطفاً دوباره جستجو کنید' });
        })
        .finally(() => {
          // After a disconnect the stream may already be cancelled: closing it again must not throw.
          try {
            controller.close();
          } catch {}
        });
    },
    cancel() {
      abort.abort(new Error('client disconnected'));
    },
  });
  const headers = new Headers(init.headers);
  headers.set('Content-Type', 'application/x-ndjson; charset=utf-8');
  headers.set('Cache-Control', 'no-store');
  headers.set('X-Accel-Buffering', 'no');
  return new Response(body, { headers });
}

/** Sleeps for `ms`, resolving early (without throwing) when the signal aborts. */
export function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (signal?.aborted) return resolve();
    const timer = setTimeout(done, ms);
    function done() {
      clearTimeout(timer);
      signal?.removeEventListener('abort', done);
      resolve();
    }
    signal?.addEventListener('abort', done, { once: true });
  });
}
