import { Hono } from 'hono';
import { afterEach, describe, expect, it } from 'vitest';
import { ConfigError, readConfig } from '@/edge/env';
import { HEALTH_PROBE_PATH } from '@/edge/health';
import { type LogWriter, setLogWriter } from '@/edge/logging';
import { applyEdgePipeline } from '@/edge/pipeline';
import { SERVER_PRODUCTS } from '@/products/registry.server';
import { APP_VERSION } from '@/lib/constants';
import * as messages from '@/lib/messages';
import pkg from '../../package.json';
import { env, harness } from './harness';

// Operations: production fails closed on the sandbox and its guest account unless DEMO_MODE says it is a demo; one JSON
// log line per request and per upstream call with a request id; GET /health with the version and a bounded probe.

const SECRET = 'ops-secret-0123456789abcdef0123456789abcdef';
const PROD = { APP_ENV: 'production', SESSION_SECRET: SECRET };
/** The embedded sandbox's own signing key (issue 43: never a default in the source). */
const SANDBOX_KEY = { SANDBOX_SECRET: 'sandbox-key-0123456789abcdef0123456789abcdef' };
const REAL = { UPSTREAM_URL: 'https://api.supplier.example', GUEST_USERNAME: 'web-guest', GUEST_PASSWORD: 'a-real-secret' };

function reasons(env: Record<string, string>): string[] {
  try {
    readConfig({ ...env });
    return [];
  } catch (err) {
    expect(err).toBeInstanceOf(ConfigError);
    return (err as ConfigError).reasons;
  }
}

describe('configuration per environment (fail closed in production)', () => {
  it.each([
    ['production on the sandbox', { ...PROD, UPSTREAM_URL: 'sandbox' }, [/UPSTREAM_URL/, /guest\/guest/, /SANDBOX_SECRET/]],
    ['production with UPSTREAM_URL unset', { ...PROD }, [/UPSTREAM_URL/, /guest\/guest/, /SANDBOX_SECRET/]],
    ['production on a real supplier with the guest/guest account', { ...PROD, UPSTREAM_URL: REAL.UPSTREAM_URL }, [/guest\/guest/]],
    ['production with the render-fault switch, even as a demo', { ...PROD, ...REAL, RENDER_FAULTS: 'on' }, [/RENDER_FAULTS/]],
    ['production demo with the render-fault switch', { ...PROD, ...SANDBOX_KEY, DEMO_MODE: 'on', RENDER_FAULTS: 'on' }, [/RENDER_FAULTS/]],
    ['a production demo without its own sandbox key', { ...PROD, UPSTREAM_URL: 'sandbox', DEMO_MODE: 'on' }, [/SANDBOX_SECRET/]],
    ['a staging demo without its own sandbox key', { APP_ENV: 'staging', SESSION_SECRET: SECRET, DEMO_MODE: 'on' }, [/SANDBOX_SECRET/]],
    ['a sandbox key too short to be one', { ...PROD, DEMO_MODE: 'on', SANDBOX_SECRET: 'short' }, [/SANDBOX_SECRET/]],
    ['production without a session secret', { APP_ENV: 'production', ...REAL }, [/SESSION_SECRET|sessionSecret/]],
    ['an unknown environment', { APP_ENV: 'prod', SESSION_SECRET: SECRET }, [/appEnv/]],
  ] as const)('refuses %s', (_name, e, expected) => {
    const got = reasons(e);
    expect(got).toHaveLength(expected.length);
    for (const [i, re] of expected.entries()) expect(got[i]).toMatch(re);
  });

  it.each([
    ['production on a real supplier and its own guest account', { ...PROD, ...REAL }],
    [
      'a production demo on the sandbox (DEMO_MODE="on") with its own key',
      { ...PROD, ...SANDBOX_KEY, UPSTREAM_URL: 'sandbox', DEMO_MODE: 'on' },
    ],
    ['staging on the sandbox', { APP_ENV: 'staging', SESSION_SECRET: SECRET, UPSTREAM_URL: 'sandbox' }],
    ['development with nothing set', {}],
    ['test with the render-fault switch', { APP_ENV: 'test', RENDER_FAULTS: 'on' }],
  ] as const)('accepts %s', (_name, e) => {
    expect(reasons(e)).toEqual([]);
  });

  it('DEMO_MODE must be exactly "on" (anything else is not a demo)', () => {
    expect(reasons({ ...PROD, ...SANDBOX_KEY, DEMO_MODE: 'true' })).toHaveLength(2);
    expect(readConfig({ ...PROD, ...SANDBOX_KEY, DEMO_MODE: 'on' })).toMatchObject({ demoMode: true, upstreamUrl: null });
  });

  it('a refused deploy answers a Persian 503 page to a navigation, JSON to the API, and logs the reasons', async () => {
    const lines = capture();
    const app = applyEdgePipeline(new Hono(), SERVER_PRODUCTS);
    app.all('*', (c) => c.text('the site'));
    const prodEnv = { ...env, ...PROD, UPSTREAM_URL: 'sandbox' };
    const page = await app.request('/', { headers: { Accept: 'text/html' } }, prodEnv);
    expect(page.status).toBe(503);
    const html = await page.text();
    expect(html).toContain('dir="rtl"');
    expect(html).toContain(messages.ops.misconfigured);
    expect(html).not.toContain('UPSTREAM_URL');
    const api = await app.request('/api/session', {}, prodEnv);
    expect(api.status).toBe(503);
    expect(await api.json()).toEqual({ succeed: false, code: 'misconfigured', message: messages.ops.misconfigured });
    const refused = lines.filter((l) => l.line.event === 'config_refused');
    expect(refused.length).toBe(2);
    expect(refused[0]!.level).toBe('error');
    expect(String(refused[0]!.line.reasons)).toMatch(/UPSTREAM_URL/);
    const health = await app.request('/health', {}, prodEnv);
    expect(health.status).toBe(503);
    expect(await health.json()).toEqual({ status: 'misconfigured', version: APP_VERSION });
  });
});

type Captured = { level: string; line: Record<string, unknown> };
let restore: LogWriter | null = null;
function capture(): Captured[] {
  const lines: Captured[] = [];
  const prev = setLogWriter((level, line) => void lines.push({ level, line: JSON.parse(JSON.stringify(line)) }));
  restore ??= prev;
  return lines;
}
afterEach(() => {
  if (restore) setLogWriter(restore);
  restore = null;
});

describe('structured logs', () => {
  it('one JSON line per request and per upstream call, joined by the request id (generated without cf-ray)', async () => {
    const lines = capture();
    const h = harness();
    const res = await h.request('/api/session', { headers: { Origin: 'http://localhost', 'Sec-Fetch-Site': 'same-origin' } });
    expect(res.status).toBe(200);
    const id = res.headers.get('X-Request-Id');
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    const request = lines.filter((l) => l.line.t === 'request');
    expect(request).toHaveLength(1);
    expect(request[0]!.line).toMatchObject({ id, method: 'GET', route: '/api/session', kind: 'api', status: 200 });
    expect(request[0]!.line.ms).toEqual(expect.any(Number));
    const upstream = lines.filter((l) => l.line.t === 'upstream');
    // A fresh visitor: the guest login went upstream, with its own line and the same id.
    expect(upstream.length).toBeGreaterThan(0);
    for (const u of upstream)
      expect(u.line).toMatchObject({ id, attempt: expect.any(Number), status: expect.any(Number), ms: expect.any(Number) });
    expect((request[0]!.line.upstream as { calls: number }).calls).toBe(upstream.length);
  });

  it('uses cf-ray as the request id when Cloudflare sent one', async () => {
    const lines = capture();
    const h = harness();
    const res = await h.request('/about', { headers: { 'cf-ray': '8f1e2d3c4b5a6978-FRA', Accept: 'text/html' } });
    expect(res.headers.get('X-Request-Id')).toBe('8f1e2d3c4b5a6978-FRA');
    expect(lines.filter((l) => l.line.id === '8f1e2d3c4b5a6978-FRA').length).toBeGreaterThan(1);
  });

  it('an error during a render: the request line says so with its cause chain, the visitor gets the Persian 500 page', async () => {
    const lines = capture();
    const h = harness({
      render: () => {
        throw new Error('render failed', { cause: new TypeError('x is undefined', { cause: new Error('root cause') }) });
      },
    });
    const res = await h.request('/about', { headers: { Accept: 'text/html' } });
    expect(res.status).toBe(500);
    const html = await res.text();
    expect(html).toContain(messages.errorPage.byStatus[500]);
    expect(html).not.toContain('render failed');
    const request = lines.find((l) => l.line.t === 'request')!;
    expect(request.level).toBe('error');
    expect(request.line).toMatchObject({
      status: 500,
      error: {
        name: 'Error',
        message: 'render failed',
        cause: { name: 'TypeError', message: 'x is undefined', cause: { message: 'root cause' } },
      },
    });
  });

  it('a failing upstream call is a warn line with its error kind', async () => {
    const lines = capture();
    const h = harness();
    h.faults.push({ pattern: /Location\/FindLocation/, spec: 'status=404' });
    const res = await h.request('/api/locations/search', {
      method: 'POST',
      headers: { Origin: 'http://localhost', 'Sec-Fetch-Site': 'same-origin', 'Content-Type': 'application/json' },
      body: JSON.stringify({ query: 'کیش', type: 'hotel' }),
    });
    expect(res.status).toBeGreaterThanOrEqual(400);
    const failed = lines.find((l) => l.line.t === 'upstream' && l.line.error);
    expect(failed?.level).toBe('warn');
    expect(failed?.line).toMatchObject({ path: '/api2/Location/FindLocation', status: 404, error: 'http' });
  });
});

describe('GET /health', () => {
  const build = (transport?: (req: Request) => Promise<Response>) => {
    let t = 0;
    const app = applyEdgePipeline(new Hono(), SERVER_PRODUCTS, { health: { now: () => (t += 1), ...(transport ? { transport } : {}) } });
    app.all('*', (c) => c.text('the site'));
    return app;
  };

  it('answers the version from package.json, the environment and a reachable upstream (the sandbox), no cookie', async () => {
    expect(APP_VERSION).toBe(pkg.version);
    const res = await build().request('/health', {}, env);
    expect(res.status).toBe(200);
    expect(res.headers.get('Cache-Control')).toBe('no-store');
    expect(res.headers.getSetCookie()).toEqual([]);
    expect(await res.json()).toMatchObject({
      status: 'ok',
      version: pkg.version,
      env: 'test',
      upstream: { kind: 'sandbox', reachable: true, ms: expect.any(Number) },
    });
  });

  it.each([
    ['a lost connection', () => Promise.reject(new TypeError('connection refused')), 'network'],
    ['a 502 from the supplier', () => Promise.resolve(new Response('bad gateway', { status: 502 })), 'http'],
  ] as const)('503 "degraded" on %s, after one attempt', async (_name, fails, kind) => {
    let calls = 0;
    const res = await build((req) => {
      calls++;
      expect(new URL(req.url).pathname).toBe(HEALTH_PROBE_PATH);
      expect(req.headers.get('Authorization')).toBeNull();
      return fails();
    }).request('/health', {}, env);
    expect(res.status).toBe(503);
    expect(await res.json()).toMatchObject({ status: 'degraded', upstream: { reachable: false, error: kind } });
    expect(calls).toBe(1);
  });

  it('a 401 without a token still proves the upstream answers; repeated checks reuse the probe', async () => {
    let calls = 0;
    const app = build(() => {
      calls++;
      return Promise.resolve(Response.json({ message: 'no token' }, { status: 401 }));
    });
    for (let i = 0; i < 3; i++) expect((await app.request('/health', {}, env)).status).toBe(200);
    expect(calls).toBe(1);
  });

  it('a hanging upstream is cut at the probe bound', async () => {
    const started = Date.now();
    const res = await build(
      (req) => new Promise((_r, reject) => req.signal.addEventListener('abort', () => reject(req.signal.reason))),
    ).request('/health', {}, env);
    expect(res.status).toBe(503);
    expect(await res.json()).toMatchObject({ upstream: { reachable: false, error: 'timeout' } });
    expect(Date.now() - started).toBeLessThan(10_000);
  });
});

describe('LOG_LEVEL', () => {
  it('"error" keeps the error lines and drops the info and warn lines', async () => {
    const lines = capture();
    const app = applyEdgePipeline(new Hono(), SERVER_PRODUCTS);
    app.all('*', (c) => (c.req.path === '/boom' ? Promise.reject(new Error('boom')) : c.text('ok')));
    const quiet = { ...env, LOG_LEVEL: 'error' };
    expect((await app.request('/about', { headers: { Accept: 'text/html' } }, quiet)).status).toBe(200);
    expect(lines.filter((l) => l.line.t === 'request')).toEqual([]);
    expect((await app.request('/boom', { headers: { Accept: 'text/html' } }, quiet)).status).toBe(500);
    expect(lines.filter((l) => l.line.t === 'request').map((l) => l.level)).toEqual(['error']);
  });
});
