import { beforeEach, describe, expect, it, vi } from 'vitest';
import { resetSandboxState } from '@/server/sandbox/app';
import { Hono } from 'hono';
import { HEALTH_STREAM_CAP } from '@/edge/streams';
import { fakeTimers } from '../unit/search/fake-timers';
import { cookieFrom, env, harness, type Harness } from './harness';

/**
 * Issue 43 case 8 and the edge half of case 10 as an attacker plays them: wrong passwords slow the attacker but never
 * lock the owner's correct password out of a device it logged in from before; a `CF-Connecting-IP` header is the
 * client only where the deployment says it sits behind Cloudflare; an anonymous `/stream/health` ends quickly.
 */
vi.setConfig({ testTimeout: 30_000 });
beforeEach(() => resetSandboxState());

const same = { Origin: 'http://localhost', 'Sec-Fetch-Site': 'same-origin', 'Content-Type': 'application/json' };
const OWNER = { username: '09120000001', password: 'Sandbox!234' };

function clocked(env: Record<string, string> = {}) {
  const clock = { now: Date.now() };
  const h = harness({ now: () => clock.now, env });
  return { h, clock };
}

const login = (h: Harness, body: unknown, headers: Record<string, string> = {}) =>
  h.request('/api/auth/login', { method: 'POST', headers: { ...same, ...headers }, body: JSON.stringify(body) });

/** The device cookie a successful login leaves (name=value), or null. */
const deviceCookie = (res: Response) =>
  res.headers
    .getSetCookie()
    .find((c) => c.startsWith('__Host-sfn_device='))
    ?.split(';')[0] ?? null;

describe('failed logins slow the attacker, never lock the owner out', () => {
  it('30 wrong passwords from an attacker: the owner’s correct password from a device it used before still logs in', async () => {
    const { h } = clocked();
    const first = await login(h, OWNER);
    expect(first.status).toBe(200);
    const device = deviceCookie(first);
    expect(device).not.toBeNull();
    for (let i = 0; i < 30; i++) expect((await login(h, { ...OWNER, password: `wrong-${i}` })).status).not.toBe(200);
    const res = await login(h, OWNER, { Cookie: device! });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ succeed: true, session: { isLogin: true } });
    expect(cookieFrom(res)).toBeTruthy();
  });

  it('the device cookie is the owner’s own: another account’s device cookie does not pass', async () => {
    const { h } = clocked();
    const other = deviceCookie(await login(h, { username: '09120000002', password: 'Sandbox!234' }));
    expect(other).not.toBeNull();
    for (let i = 0; i < 8; i++) await login(h, { ...OWNER, password: `wrong-${i}` });
    const res = await login(h, OWNER, { Cookie: other! });
    expect(res.status).toBe(429);
    expect(((await res.json()) as { message: string }).message).toMatch(/[\u0600-\u06FF]/);
  });

  it('an attacker’s wrong passwords wait longer and longer (account + client), with Retry-After', async () => {
    const { h, clock } = clocked();
    const waits: number[] = [];
    for (let i = 0; i < 5; i++) {
      let res = await login(h, { ...OWNER, password: `wrong-${i}` });
      if (res.status === 429) {
        const wait = Number(res.headers.get('Retry-After'));
        expect(wait).toBeGreaterThan(0);
        waits.push(wait);
        clock.now += wait * 1000;
        res = await login(h, { ...OWNER, password: `wrong-${i}` });
      }
      expect(res.status).toBe(400);
    }
    expect(waits.length).toBeGreaterThanOrEqual(2);
    for (let i = 1; i < waits.length; i++) expect(waits[i]!).toBeGreaterThan(waits[i - 1]!);
    // Past the account's limit a device the owner never used needs the SMS code, even with the right password.
    const res = await login(h, OWNER);
    expect(res.status).toBe(429);
    expect(await res.json()).toMatchObject({ code: 'verification_required' });
  });
});

describe('the client address', () => {
  it('a spoofed CF-Connecting-IP does not make a new client when the site is not behind Cloudflare', async () => {
    const { h } = clocked();
    // Wrong passwords on many accounts from one client...
    for (let i = 0; i < 20; i++)
      await login(h, { username: `0912000${String(2000 + i)}`, password: 'nope' }, { 'CF-Connecting-IP': '10.1.1.1' });
    // ...then a fresh header claims to be someone else: still the same client.
    const res = await login(h, { username: '09120003999', password: 'nope' }, { 'CF-Connecting-IP': '10.9.9.9' });
    expect(res.status).toBe(429);
  });

  it('behind Cloudflare (TRUST_CF_HEADERS=on) the header is the client', async () => {
    const { h } = clocked({ TRUST_CF_HEADERS: 'on' });
    for (let i = 0; i < 20; i++)
      await login(h, { username: `0912000${String(2000 + i)}`, password: 'nope' }, { 'CF-Connecting-IP': '10.1.1.1' });
    expect((await login(h, { username: '09120003999', password: 'nope' }, { 'CF-Connecting-IP': '10.1.1.1' })).status).toBe(429);
    expect((await login(h, { username: '09120003999', password: 'nope' }, { 'CF-Connecting-IP': '10.9.9.9' })).status).toBe(400);
  });
});

describe('/stream/health for an anonymous caller', () => {
  it('count=20&interval=5000 ends within the cap (about 15 s at most)', async () => {
    // The stream's waits on a virtual clock (the stream options' timers, as every stream's): its time is read from the
    // clock, not spent on the real one.
    const time = fakeTimers();
    const { h } = clocked();
    const outer = new Hono();
    outer.use('*', async (c, next) => {
      c.set('streamOptions', { timers: time.timers });
      await next();
    });
    outer.route('/', h.app);
    const started = Date.now();
    const res = await outer.request('/stream/health?count=20&interval=5000', {}, env);
    expect(res.status).toBe(200);
    const lines = (await res.text())
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as { type: string; count?: number; elapsedMs?: number });
    expect(Date.now() - started).toBeLessThan(15_000);
    expect(lines.at(-1)).toMatchObject({ type: 'done' });
    expect(lines.at(-1)!.count!).toBeLessThan(20);
    // The anonymous cap: 6 ticks, 2 s apart at most (asked for 5 s), about 10 s on the stream's clock.
    expect(lines.filter((l) => l.type === 'tick')).toHaveLength(HEALTH_STREAM_CAP.anonymous.count);
    expect(time.sleeps).toEqual(Array(HEALTH_STREAM_CAP.anonymous.count - 1).fill(HEALTH_STREAM_CAP.anonymous.intervalMs));
    expect(lines.at(-1)!.elapsedMs!).toBeLessThan(15_000);
  });
});
