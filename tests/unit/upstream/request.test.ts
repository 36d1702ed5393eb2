import * as v from 'valibot';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { UpstreamClient, UpstreamError, parseRetryAfter, type Timers } from '@/server/upstream/request';

// Timers built on setTimeout/Date so vitest's fake timers drive them (AbortSignal.timeout is not faked).
const fakeableTimers: Timers = {
  now: () => Date.now(),
  sleep: (ms) => new Promise((r) => setTimeout(r, ms)),
  timeout: (ms) => {
    const c = new AbortController();
    setTimeout(() => c.abort(new DOMException('timed out', 'TimeoutError')), ms);
    return c.signal;
  },
};

const Ok = v.object({ ok: v.literal(true) });
const json = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } });

type Step = Response | 'hang' | 'reset' | ((req: Request) => Response | Promise<Response>);

function scripted(steps: Step[]) {
  const seen: Request[] = [];
  const transport = async (req: Request) => {
    seen.push(req);
    const step = steps[Math.min(seen.length - 1, steps.length - 1)]!;
    if (step === 'hang') return new Promise<Response>(() => {});
    if (step === 'reset') throw new TypeError('connection reset');
    return typeof step === 'function' ? step(req) : step.clone();
  };
  return { transport, seen };
}

function client(steps: Step[], extra: Partial<ConstructorParameters<typeof UpstreamClient>[0]> = {}) {
  const s = scripted(steps);
  const c = new UpstreamClient({
    baseUrl: 'https://api.test',
    transport: s.transport,
    providerCode: 'web',
    timers: fakeableTimers,
    ...extra,
  });
  return { c, seen: s.seen };
}

/** Runs a call to completion under fake timers and returns its value or error. */
async function settle<T>(p: Promise<T>): Promise<{ value?: T; error?: UpstreamError; elapsed: number }> {
  const t0 = Date.now();
  let out: { value?: T; error?: UpstreamError } | undefined;
  p.then(
    (value) => (out = { value }),
    (error) => (out = { error }),
  );
  for (let i = 0; i < 2000 && !out; i++) await vi.advanceTimersByTimeAsync(100);
  if (!out) throw new Error('call never settled');
  return { ...out, elapsed: Date.now() - t0 };
}

beforeEach(() => {
  vi.useFakeTimers({ now: new Date('2026-11-21T08:00:00Z') });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('upstream request policy', () => {
  it('sends the provider code and Authorization, never follows redirects', async () => {
    const { c, seen } = client([json({ ok: true })], { auth: { accessToken: async () => 'JWT abc', onUnauthorized: async () => true } });
    const r = await settle(c.call({ method: 'GET', path: '/x', schema: Ok }));
    expect(r.value).toEqual({ ok: true });
    expect(seen[0]!.headers.get('x-provider-code')).toBe('web');
    expect(seen[0]!.headers.get('authorization')).toBe('JWT abc');
    expect(seen[0]!.redirect).toBe('manual');
  });

  it('does not send Authorization on calls marked unauthorized (login, refresh)', async () => {
    const { c, seen } = client([json({ ok: true })], { auth: { accessToken: async () => 'JWT abc', onUnauthorized: async () => true } });
    await settle(c.call({ method: 'POST', path: '/auth/Login', schema: Ok, authorized: false, client: 'auth' }));
    expect(seen[0]!.headers.has('authorization')).toBe(false);
  });

  it('a hanging upstream: 3 attempts, 2 s apart, then a timeout error (auth client: 15 s each)', async () => {
    const { c, seen } = client(['hang']);
    const r = await settle(c.call({ method: 'GET', path: '/h', schema: Ok, client: 'auth' }));
    expect(r.error?.kind).toBe('timeout');
    expect(seen).toHaveLength(3);
    expect(r.elapsed).toBeGreaterThanOrEqual(3 * 15_000 + 2 * 2_000);
    expect(r.elapsed).toBeLessThan(3 * 15_000 + 2 * 2_000 + 500);
  });

  it('a non-idempotent POST is never retried', async () => {
    const { c, seen } = client(['hang']);
    const r = await settle(c.call({ method: 'POST', path: '/api2/Basket/Create', schema: Ok, client: 'auth' }));
    expect(r.error?.kind).toBe('timeout');
    expect(seen).toHaveLength(1);
  });

  it('an idempotent POST (a search) is retried', async () => {
    const { c, seen } = client([json({}, 503), json({ ok: true })]);
    const r = await settle(c.call({ method: 'POST', path: '/search', schema: Ok, idempotent: true }));
    expect(r.value).toEqual({ ok: true });
    expect(seen).toHaveLength(2);
  });

  it.each([
    [500, false],
    [502, true],
    [503, true],
    [504, true],
    [429, true],
    [408, true],
    [400, false],
    [404, false],
  ])('status %i retried: %s', async (status, retried) => {
    const { c, seen } = client([json({ succeed: false, message: 'خطا', code: 'x' }, status)]);
    const r = await settle(c.call({ method: 'GET', path: '/s', schema: Ok }));
    expect(r.error?.kind).toBe('http');
    expect(r.error?.status).toBe(status);
    expect(r.error?.upstreamMessage).toBe('خطا');
    expect(seen).toHaveLength(retried ? 3 : 1);
  });

  it('honours Retry-After on 503 instead of the 2 s delay', async () => {
    const { c, seen } = client([json({}, 503, { 'Retry-After': '5' }), json({ ok: true })]);
    const r = await settle(c.call({ method: 'GET', path: '/s', schema: Ok }));
    expect(r.value).toEqual({ ok: true });
    expect(seen).toHaveLength(2);
    expect(r.elapsed).toBeGreaterThanOrEqual(5_000);
  });

  it('gives up at once when Retry-After points past the deadline', async () => {
    const { c, seen } = client([json({}, 429, { 'Retry-After': '3600' })]);
    const r = await settle(c.call({ method: 'GET', path: '/s', schema: Ok }));
    expect(r.error?.status).toBe(429);
    expect(seen).toHaveLength(1);
  });

  it('a 401 triggers one guest login and exactly one retry after 100 ms — no loop', async () => {
    let logins = 0;
    const auth = {
      accessToken: async () => `JWT t${logins}`,
      onUnauthorized: async () => {
        logins++;
        return true;
      },
    };
    const { c, seen } = client([json({}, 401)], { auth });
    const r = await settle(c.call({ method: 'GET', path: '/p', schema: Ok }));
    expect(r.error?.kind).toBe('unauthorized');
    expect(logins).toBe(1);
    expect(seen).toHaveLength(2);
    expect(seen[1]!.headers.get('authorization')).toBe('JWT t1');
    expect(r.elapsed).toBeGreaterThanOrEqual(100);
  });

  it('a 401 then success returns the data', async () => {
    const auth = { accessToken: async () => 'JWT x', onUnauthorized: async () => true };
    const { c, seen } = client([json({}, 401), json({ ok: true })], { auth });
    expect((await settle(c.call({ method: 'GET', path: '/p', schema: Ok }))).value).toEqual({ ok: true });
    expect(seen).toHaveLength(2);
  });

  it.each([
    ['malformed JSON', new Response('{"ok": tr', { headers: { 'Content-Type': 'application/json' } })],
    ['an HTML page with status 200', new Response('<html>error</html>', { headers: { 'Content-Type': 'text/html' } })],
    ['a wrong content type', new Response('{"ok":true}', { headers: { 'Content-Type': 'text/plain' } })],
    ['a body that does not match the schema', json({ ok: 'yes' })],
    ['a truncated body', new Response('{"ok":true}', { headers: { 'Content-Type': 'application/json', 'Content-Length': '50' } })],
  ])('%s → a controlled malformed error', async (_name, res) => {
    const { c } = client([res]);
    const r = await settle(c.call({ method: 'GET', path: '/m', schema: Ok }));
    expect(r.error).toBeInstanceOf(UpstreamError);
    expect(r.error?.kind).toBe('malformed');
  });

  it('a Persian answer whose declared length is exact passes: the length counts its UTF-8 bytes, not characters', async () => {
    const Name = v.object({ name: v.string() });
    const text = '{"name":"هتل پارسیان کیش 😀"}';
    const bytes = String(new TextEncoder().encode(text).byteLength);
    const { c } = client([new Response(text, { headers: { 'Content-Type': 'application/json', 'Content-Length': bytes } })]);
    expect((await settle(c.call({ method: 'GET', path: '/fa', schema: Name }))).value).toEqual({ name: 'هتل پارسیان کیش 😀' });
  });

  it('a JSON answer is read as text, never into an ArrayBuffer (its bytes would wait outside the JS heap for a major collection)', async () => {
    const arrayBuffer = vi.spyOn(Response.prototype, 'arrayBuffer');
    try {
      const { c } = client([json({ ok: true })]);
      expect((await settle(c.call({ method: 'GET', path: '/t', schema: Ok }))).value).toEqual({ ok: true });
      expect(arrayBuffer).not.toHaveBeenCalled();
    } finally {
      arrayBuffer.mockRestore();
    }
  });

  it('a reset mid-body → a controlled error, not an unhandled rejection', async () => {
    const body = new ReadableStream({
      start(ctrl) {
        ctrl.enqueue(new TextEncoder().encode('{"ok":'));
        ctrl.error(new TypeError('connection reset'));
      },
    });
    const { c } = client([new Response(body, { headers: { 'Content-Type': 'application/json' } })]);
    const r = await settle(c.call({ method: 'GET', path: '/m', schema: Ok }));
    expect(r.error?.kind).toBe('malformed');
  });

  it('a 3xx is neither followed nor relayed', async () => {
    const { c, seen } = client([new Response(null, { status: 302, headers: { Location: 'https://evil.example/' } })]);
    const r = await settle(c.call({ method: 'GET', path: '/r', schema: Ok }));
    expect(r.error?.kind).toBe('redirect');
    expect(seen).toHaveLength(1);
  });

  it('network errors are retried and then reported as silent', async () => {
    const { c, seen } = client(['reset']);
    const r = await settle(c.call({ method: 'GET', path: '/n', schema: Ok }));
    expect(r.error?.kind).toBe('network');
    expect(r.error?.silent).toBe(true);
    expect(seen).toHaveLength(3);
  });

  it('a cancelled caller stops at once and silently', async () => {
    const ctrl = new AbortController();
    const { c, seen } = client(['hang'], { signal: ctrl.signal });
    const p = c.call({ method: 'GET', path: '/c', schema: Ok });
    setTimeout(() => ctrl.abort(), 1000);
    const r = await settle(p);
    expect(r.error?.kind).toBe('aborted');
    expect(r.error?.silent).toBe(true);
    expect(seen).toHaveLength(1);
  });

  it('everything is bounded by the overall deadline', async () => {
    const { c, seen } = client(['hang'], { deadlineMs: 10_000 });
    const r = await settle(c.call({ method: 'GET', path: '/d', schema: Ok }));
    expect(['timeout', 'deadline']).toContain(r.error?.kind);
    expect(r.elapsed).toBeLessThanOrEqual(10_100);
    expect(seen.length).toBeLessThanOrEqual(2);
  });

  it('refuses a path that would leave the upstream origin', async () => {
    const { c, seen } = client([json({ ok: true })]);
    const r = await settle(c.call({ method: 'GET', path: '//evil.example/x', schema: Ok }));
    expect(r.error).toBeInstanceOf(UpstreamError);
    expect(seen).toHaveLength(0);
  });

  it('parses Retry-After as seconds or a date', () => {
    const now = Date.parse('2026-11-21T08:00:00Z');
    expect(parseRetryAfter('7', now)).toBe(7000);
    expect(parseRetryAfter('Sat, 21 Nov 2026 08:00:10 GMT', now)).toBe(10_000);
    expect(parseRetryAfter('soon', now)).toBeUndefined();
    expect(parseRetryAfter(null, now)).toBeUndefined();
  });
});
