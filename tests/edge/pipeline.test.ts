import { env } from 'cloudflare:workers';
import { Hono } from 'hono';
import { tryGetContext } from 'hono/context-storage';
import { describe, expect, it } from 'vitest';
import { applyEdgePipeline } from '@/edge/pipeline';
import { SERVER_PRODUCTS } from '@/products/registry.server';

// The real edge pipeline inside workerd, in front of a stand-in renderer that prints inline scripts
// with the request's nonce (as waku does through src/pages/_interceptors/nonce.ts).
function makeApp() {
  const app = applyEdgePipeline(new Hono(), SERVER_PRODUCTS);
  app.all('*', (c) => {
    const nonce = tryGetContext<{ Variables: { secureHeadersNonce?: string } }>()?.get('secureHeadersNonce');
    return c.html(`<!doctype html><html lang="fa" dir="rtl"><script nonce="${nonce}">1</script><script nonce="${nonce}">2</script></html>`);
  });
  return app;
}

const cspNonce = (res: Response) => /'nonce-([^']+)'/.exec(res.headers.get('content-security-policy') ?? '')?.[1];

describe('edge pipeline in workerd', () => {
  it.each([
    ['GET', '/hotels/', 301, '/hotels'],
    ['HEAD', '/about/?utm_source=x', 301, '/about?utm_source=x'],
    ['GET', '//evil.com/', 301, '/evil.com'],
    ['GET', '///evil.com/', 301, '/evil.com'],
    ['GET', '/insurance/', 200, null],
    ['GET', '/campaign/', 200, null],
    ['POST', '/hotels/', 405, null],
    ['GET', '/', 200, null],
  ])('%s %s → %i %s', async (method, path, status, location) => {
    const res = await makeApp().request(path, { method }, env);
    expect(res.status).toBe(status);
    expect(res.headers.get('location')).toBe(location);
    if (location) expect(location.startsWith('//')).toBe(false);
  });

  it('puts a fresh CSP nonce on every HTML response, matching every inline script', async () => {
    const app = makeApp();
    const [a, b] = await Promise.all([app.request('/', {}, env), app.request('/', {}, env)]);
    const [na, nb] = [cspNonce(a), cspNonce(b)];
    expect(na).toMatch(/^[A-Za-z0-9+/=]{16,}$/);
    expect(na).not.toBe(nb);
    const html = await a.text();
    const scriptNonces = [...html.matchAll(/<script nonce="([^"]*)"/g)].map((m) => m[1]);
    expect(scriptNonces).toHaveLength(2);
    for (const n of scriptNonces) expect(n).toBe(na);
    expect(a.headers.get('x-content-type-options')).toBe('nosniff');
    expect(a.headers.get('x-frame-options')).toBe('DENY');
    expect(a.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
  });

  it('reads configuration from c.env and refuses a production deploy without a session secret (503, fails closed)', async () => {
    const app = makeApp();
    // A production demo on the sandbox says so (DEMO_MODE); without it production refuses the sandbox (tests/edge/ops.test.ts).
    const ok = await app.request(
      '/',
      {},
      { ...env, APP_ENV: 'production', SESSION_SECRET: 'x'.repeat(40), DEMO_MODE: 'on', SANDBOX_SECRET: 'y'.repeat(40) },
    );
    expect(ok.status).toBe(200);
    const bad = await app.request(
      '/',
      {},
      { ...env, APP_ENV: 'production', SESSION_SECRET: undefined, DEMO_MODE: 'on', SANDBOX_SECRET: 'y'.repeat(40) },
    );
    expect(bad.status).toBe(503);
    expect(await bad.text()).not.toMatch(/SESSION_SECRET|at\s+\w+\s*\(/);
    const badUpstream = await app.request('/', {}, { ...env, UPSTREAM_URL: 'ftp://example' });
    expect(badUpstream.status).toBe(503);
  });

  it('streams NDJSON lines as they are produced', async () => {
    const res = await makeApp().request('/stream/health?count=3&interval=200', {}, env);
    expect(res.headers.get('content-type')).toContain('application/x-ndjson');
    const reader = res.body!.getReader();
    const decoder = new TextDecoder();
    const arrivals: number[] = [];
    let text = '';
    const t0 = Date.now();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      arrivals.push(Date.now() - t0);
      text += decoder.decode(value, { stream: true });
    }
    const lines = text
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l));
    expect(lines.map((l) => l.type)).toEqual(['tick', 'tick', 'tick', 'done']);
    // Lines arrive spread over time, not in one buffered lump.
    expect(arrivals.at(-1)! - arrivals[0]!).toBeGreaterThanOrEqual(350);
  });
});
