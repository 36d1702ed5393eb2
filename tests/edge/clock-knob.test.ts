/**
 * The clock knob at the edge (src/edge/clock.ts, src/server/clock.ts; sandbox README "Clock knob"): with
 * `SANDBOX_CLOCK="on"` the browser's `sandbox-clock` cookie moves the request's "now" for the site's rules and, as
 * `X-Sandbox-Clock`, for the sandbox, so both read the same time; without the switch the cookie is never read; a
 * browser's own header never reaches the sandbox; production, a public demo and a real supplier refuse the switch.
 */
import * as v from 'valibot';
import type { Context } from 'hono';
import { describe, expect, it } from 'vitest';
import { ConfigError, readConfig } from '@/edge/env';
import { addDays, todayIn } from '@/lib/dates';
import { currentDay, now } from '@/server/clock';
import { harness } from './harness';

const H = 3_600_000;
const KNOB = { SANDBOX_CLOCK: 'on' };
const SandboxHealth = v.looseObject({ now: v.string() });

/** Renders the edge's now and the sandbox's now, as one page of the request would read them. */
async function clocks(c: Context): Promise<Response> {
  const edge = now();
  const sandbox = await c.get('upstream').call({ method: 'GET', path: '/sandbox/health', schema: SandboxHealth, idempotent: true });
  return c.json({ edge, sandbox: Date.parse(sandbox.now), day: currentDay() });
}

type Clocks = { edge: number; sandbox: number; day: string };
const read = async (res: Response): Promise<Clocks> => {
  expect(res.status).toBe(200);
  return (await res.json()) as Clocks;
};

describe('the clock knob at the edge', () => {
  it('the cookie moves the edge’s now and the sandbox’s by the same shift; each call carries it', async () => {
    const h = harness({ env: KNOB, render: clocks });
    const before = Date.now();
    const got = await read(await h.request('/about', { headers: { Cookie: 'sandbox-clock=+5h' } }));
    const after = Date.now();
    expect(got.edge).toBeGreaterThanOrEqual(before + 5 * H);
    expect(got.edge).toBeLessThanOrEqual(after + 5 * H);
    // The sandbox's clock is the same shifted time (read a moment later).
    expect(Math.abs(got.sandbox - got.edge)).toBeLessThan(5_000);
    expect(got.day).toBe(todayIn(got.edge));
    expect(h.calls.length).toBeGreaterThan(0);
    for (const call of h.calls) expect(call.headers.get('x-sandbox-clock')).toBe(`${5 * H}ms`);
  });

  it('a negative shift too, and minutes: 90 minutes back', async () => {
    const h = harness({ env: KNOB, render: clocks });
    const got = await read(await h.request('/about', { headers: { Cookie: 'other=1; sandbox-clock=-90m' } }));
    expect(Math.abs(got.edge - (Date.now() - 90 * 60_000))).toBeLessThan(5_000);
    expect(Math.abs(got.sandbox - got.edge)).toBeLessThan(5_000);
  });

  it('without SANDBOX_CLOCK the cookie is never read: real time on both sides, no header sent', async () => {
    const h = harness({ render: clocks });
    const got = await read(await h.request('/about', { headers: { Cookie: 'sandbox-clock=+5h' } }));
    expect(Math.abs(got.edge - Date.now())).toBeLessThan(5_000);
    expect(Math.abs(got.sandbox - Date.now())).toBeLessThan(5_000);
    for (const call of h.calls) expect(call.headers.get('x-sandbox-clock')).toBeNull();
  });

  it('a browser’s own X-Sandbox-Clock header, and an unreadable cookie, change nothing', async () => {
    const h = harness({ env: KNOB, render: clocks });
    const got = await read(await h.request('/about', { headers: { 'X-Sandbox-Clock': '+5h', Cookie: 'sandbox-clock=tomorrow' } }));
    expect(Math.abs(got.edge - Date.now())).toBeLessThan(5_000);
    expect(Math.abs(got.sandbox - Date.now())).toBeLessThan(5_000);
    for (const call of h.calls) expect(call.headers.get('x-sandbox-clock')).toBeNull();
    // Two cookies of the name (one planted by a sibling domain, say) are no knob either.
    const two = await read(await h.request('/about', { headers: { Cookie: 'sandbox-clock=+5h; sandbox-clock=+6h' } }));
    expect(Math.abs(two.edge - Date.now())).toBeLessThan(5_000);
  });

  it('the past-date repair reads the shifted day: a day ahead, today is a passed date and is moved on with a notice', async () => {
    const h = harness({ env: KNOB });
    const today = todayIn(Date.now());
    const path = `/flight/THR-MHD/search?flightType=1&flightDate=${today}`;
    const shifted = await h.request(path, { headers: { Cookie: 'sandbox-clock=+1d' } });
    expect(shifted.status).toBe(302);
    const location = new URL(shifted.headers.get('Location')!, 'http://x');
    expect(location.searchParams.get('flightDate')).toBe(addDays(today, 1));
    expect(location.searchParams.get('pastDate')).toBe(today);
    // The same address without the knob's cookie is today's search, not repaired.
    const plain = await h.request(path);
    expect(plain.status).not.toBe(302);
  });

  it('the pay page and the sandbox’s other pages see the same shift (the passthrough sends it)', async () => {
    const h = harness({ env: KNOB });
    const res = await h.request('/sandbox/health', { headers: { Cookie: 'sandbox-clock=+3h' } });
    expect(res.status).toBe(200);
    const sandboxNow = Date.parse(((await res.json()) as { now: string }).now);
    expect(Math.abs(sandboxNow - (Date.now() + 3 * H))).toBeLessThan(5_000);
  });
});

describe('SANDBOX_CLOCK is a test switch', () => {
  const SECRET = 'clock-secret-0123456789abcdef0123456789abcdef';
  const SANDBOX_KEY = { SANDBOX_SECRET: 'sandbox-key-0123456789abcdef0123456789abcdef' };
  const REAL = { UPSTREAM_URL: 'https://api.supplier.example', GUEST_USERNAME: 'web-guest', GUEST_PASSWORD: 'a-real-secret' };
  const reasons = (env: Record<string, string>): string[] => {
    try {
      readConfig({ ...env });
      return [];
    } catch (err) {
      expect(err).toBeInstanceOf(ConfigError);
      return (err as ConfigError).reasons;
    }
  };

  it.each([
    [
      'production on a real supplier',
      { APP_ENV: 'production', SESSION_SECRET: SECRET, ...REAL, ...KNOB },
      [/SANDBOX_CLOCK.*production/, /SANDBOX_CLOCK.*embedded sandbox/],
    ],
    [
      'a production demo',
      { APP_ENV: 'production', SESSION_SECRET: SECRET, ...SANDBOX_KEY, DEMO_MODE: 'on', ...KNOB },
      [/SANDBOX_CLOCK.*production/],
    ],
    [
      'a staging demo',
      { APP_ENV: 'staging', SESSION_SECRET: SECRET, ...SANDBOX_KEY, DEMO_MODE: 'on', ...KNOB },
      [/SANDBOX_CLOCK.*public demo/],
    ],
    ['development on a real supplier', { ...REAL, ...KNOB }, [/SANDBOX_CLOCK.*embedded sandbox/]],
  ] as const)('refused in %s', (_name, env, expected) => {
    const got = reasons(env);
    expect(got).toHaveLength(expected.length);
    for (const [i, re] of expected.entries()) expect(got[i]).toMatch(re);
  });

  it.each([
    ['test on the sandbox', { APP_ENV: 'test', ...KNOB }],
    ['development on the sandbox', { ...KNOB }],
    ['staging on the sandbox (not a demo)', { APP_ENV: 'staging', SESSION_SECRET: SECRET, UPSTREAM_URL: 'sandbox', ...KNOB }],
  ] as const)('accepted in %s', (_name, env) => {
    expect(reasons(env)).toEqual([]);
    expect(readConfig({ ...env }).sandboxClock).toBe(true);
  });

  it('only exactly "on" turns it on', () => {
    expect(readConfig({ APP_ENV: 'test', SANDBOX_CLOCK: 'true' }).sandboxClock).toBe(false);
    expect(readConfig({ APP_ENV: 'test' }).sandboxClock).toBe(false);
  });
});
