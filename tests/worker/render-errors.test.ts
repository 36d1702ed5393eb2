import { exports } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import * as messages from '@/lib/messages';

// A render error is a Persian page, never a blank one, in the built worker (waku's real renderer under workerd). The
// render-fault test page exists because this project's bindings set RENDER_FAULTS="on" (vitest.config.ts).
const ORIGIN = 'http://127.0.0.1:8787';
const worker = (exports as unknown as { default: Fetcher }).default;
const nav = { Accept: 'text/html', 'Sec-Fetch-Mode': 'navigate', 'Sec-Fetch-Site': 'same-origin' };

describe('built worker: errors during a render', () => {
  it('before the shell: the Persian 500 page with the CSP nonce headers, not an empty document', async () => {
    const res = await worker.fetch(new Request(`${ORIGIN}/test-faults/render/shell`, { headers: nav }));
    expect(res.status).toBe(500);
    expect(res.headers.get('Content-Type')).toMatch(/^text\/html/);
    expect(res.headers.get('Cache-Control')).toBe('no-store');
    expect(res.headers.get('Content-Security-Policy')).toMatch(/script-src 'self' 'nonce-/);
    expect(res.headers.get('X-Request-Id')).toBeTruthy();
    const html = await res.text();
    expect(html).toContain('<html lang="fa" dir="rtl">');
    expect(html).toContain(messages.errorPage.byStatus[500]);
    expect(html).toContain('href="/"');
    expect(html).not.toContain('render fault');
  });

  it('inside a Suspense part after the shell streamed: 200, the shell and its fallback arrive, the stream ends', async () => {
    const res = await worker.fetch(new Request(`${ORIGIN}/test-faults/render/stream`, { headers: nav }));
    expect(res.status).toBe(200);
    const started = Date.now();
    const html = await res.text();
    expect(Date.now() - started).toBeLessThan(30_000);
    expect(html).toContain('<html lang="fa" dir="rtl">');
    expect(html).toContain(messages.ops.renderFaultTitle);
    expect(html).toContain(messages.ops.renderFaultLoading);
    // The failed part is handed to the browser to render (where the page's error boundary shows the Persian
    // message): React marks the boundary as errored; the error's text never reaches the visitor.
    expect(html).not.toContain('a streamed part failed');
    expect(html).toMatch(/<\/html>\s*$/);
  });

  it('an unknown fault is a 404 page, not a failure', async () => {
    const res = await worker.fetch(new Request(`${ORIGIN}/test-faults/render/other`, { headers: nav }));
    expect(res.status).toBe(404);
  });

  it('the RSC payload of the streamed fault carries the error for the browser, not its message', async () => {
    const res = await worker.fetch(
      new Request(`${ORIGIN}/RSC/R/test-faults/render/stream.txt`, { headers: { 'Sec-Fetch-Site': 'same-origin' } }),
    );
    expect(res.status).toBe(200);
    const text = await res.text();
    expect(text).toContain(messages.ops.renderFaultTitle);
    expect(text).not.toContain('a streamed part failed');
  });
});
