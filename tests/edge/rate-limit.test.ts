import { describe, expect, it } from 'vitest';
import { LOGIN_DELAYS, RATE_LIMITS } from '@/lib/constants';
import * as messages from '@/lib/messages';
import { harness, type Harness } from './harness';

// Rate limits (src/edge/rate-limit.ts, limits in RATE_LIMITS; login: src/edge/login-guard.ts): per client and per
// account, a Persian 429 with Retry-After once over, until the window passes. The clock is injected. The site is
// behind Cloudflare here (TRUST_CF_HEADERS=on), so CF-Connecting-IP is the client; without it see limits-owner.test.ts.

const same = { Origin: 'http://localhost', 'Sec-Fetch-Site': 'same-origin', 'Content-Type': 'application/json' };
const USER = { username: '09120000001', password: 'Sandbox!234' };

function clocked() {
  const clock = { now: Date.now() };
  const h = harness({ now: () => clock.now, env: { TRUST_CF_HEADERS: 'on' } });
  return { h, clock };
}

const post = (h: Harness, path: string, body: unknown, ip?: string) =>
  h.request(path, { method: 'POST', headers: { ...same, ...(ip ? { 'CF-Connecting-IP': ip } : {}) }, body: JSON.stringify(body) });

async function expectTooMany(res: Response, windowMs: number) {
  expect(res.status).toBe(429);
  const retryAfter = Number(res.headers.get('Retry-After'));
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(windowMs / 1000);
  const body = (await res.json()) as { code: string; message: string };
  expect(body.code).toBe('too_many_attempts');
  expect(body.message).toBe(messages.rateLimit.tooMany(Math.ceil(retryAfter / 60)));
}

describe('login', () => {
  const rule = RATE_LIMITS.login;

  it('40 wrong passwords in a burst: a few are answered, the rest wait (429 with Retry-After)', async () => {
    const { h, clock } = clocked();
    const statuses: number[] = [];
    for (let i = 0; i < 40; i++) statuses.push((await post(h, '/api/auth/login', { ...USER, password: `wrong-${i}` })).status);
    expect(statuses.slice(0, LOGIN_DELAYS.freeFailures).every((s) => s === 400)).toBe(true);
    expect(statuses.slice(LOGIN_DELAYS.freeFailures).every((s) => s === 429)).toBe(true);
    const waiting = await post(h, '/api/auth/login', USER);
    expect(waiting.status).toBe(429);
    expect(Number(waiting.headers.get('Retry-After'))).toBe(LOGIN_DELAYS.firstDelayMs / 1000);
    clock.now += LOGIN_DELAYS.firstDelayMs;
    const res = await post(h, '/api/auth/login', USER);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ succeed: true, session: { isLogin: true } });
  });

  it('the account is limited from every client: past its limit a new device needs the SMS code, until the window passes', async () => {
    const { h, clock } = clocked();
    for (let i = 0; i < rule.perAccount; i++) await post(h, '/api/auth/login', { ...USER, password: 'nope' }, `10.0.0.${i}`);
    for (const username of ['+98 912 000 0001', '۰۹۱۲۰۰۰۰۰۰۱']) {
      const res = await post(h, '/api/auth/login', { ...USER, username }, '10.9.9.9');
      expect(res.status).toBe(429);
      expect(Number(res.headers.get('Retry-After'))).toBeLessThanOrEqual(rule.windowMs / 1000);
      expect(await res.json()).toMatchObject({ code: 'verification_required', message: messages.rateLimit.verificationRequired });
    }
    clock.now += rule.windowMs;
    expect((await post(h, '/api/auth/login', USER, '10.9.9.9')).status).toBe(200);
  });

  it('the client is limited across accounts; other clients are not', async () => {
    const { h } = clocked();
    for (let i = 0; i < rule.perClient; i++) {
      await post(h, '/api/auth/login', { username: `0912000${String(1000 + i)}`, password: 'nope' }, '10.1.1.1');
    }
    await expectTooMany(await post(h, '/api/auth/login', USER, '10.1.1.1'), rule.windowMs);
    expect((await post(h, '/api/auth/login', USER, '10.1.1.2')).status).toBe(200);
  });

  it('successful logins do not count', async () => {
    const { h } = clocked();
    for (let i = 0; i < rule.perAccount + 3; i++) expect((await post(h, '/api/auth/login', USER)).status).toBe(200);
  });
});

describe.each([
  ['/api/auth/mobile-check', '/api/v2/user/validate', (n: number) => ({ mobile: `0912555${String(1000 + n)}` }), { mobile: '09125550000' }],
  ['/api/auth/forgot', '/auth/ForgotPassword', (n: number) => ({ username: `0912666${String(1000 + n)}` }), { username: '09120000001' }],
])('SMS sending: %s', (path, upstream, other, one) => {
  const rule = RATE_LIMITS.sms;
  const sms = (h: Harness) => h.calls.filter((c) => c.path === upstream).length;
  it(`${rule.perAccount} per number, then 429 without an SMS`, async () => {
    const { h, clock } = clocked();
    for (let i = 0; i < rule.perAccount; i++) expect((await post(h, path, one)).status).not.toBe(429);
    expect(sms(h)).toBe(rule.perAccount);
    await expectTooMany(await post(h, path, one), rule.windowMs);
    expect(sms(h)).toBe(rule.perAccount);
    clock.now += rule.windowMs;
    expect((await post(h, path, one)).status).not.toBe(429);
  });

  it(`${rule.perClient} per client across numbers`, async () => {
    const { h } = clocked();
    for (let i = 0; i < rule.perClient; i++) expect((await post(h, path, other(i), '10.2.2.2')).status).not.toBe(429);
    await expectTooMany(await post(h, path, other(99), '10.2.2.2'), rule.windowMs);
    expect((await post(h, path, other(99), '10.2.2.3')).status).not.toBe(429);
  });
});

describe('SMS codes (password reset, registration)', () => {
  it.each([
    ['/api/auth/reset', (code: string) => ({ token: 'the-token', smsCode: code, newPassword: 'Fresh!456' })],
    [
      '/api/auth/register',
      (code: string) => ({ mobile: '09120000099', username: '09120000099', password: 'Fresh!456', name: 'م', code, token: 'the-token' }),
    ],
  ])(`%s: ${RATE_LIMITS.code.perAccount} wrong codes per token, then 429`, async (path, body) => {
    const { h } = clocked();
    for (let i = 0; i < RATE_LIMITS.code.perAccount; i++) expect((await post(h, path, body(`0000${i}`))).status).toBe(400);
    await expectTooMany(await post(h, path, body('12345')), RATE_LIMITS.code.windowMs);
  });
});

describe('guest-reserve validation', () => {
  const guest = { firstName: 'مریم', lastName: 'رضایی', gender: 'FEMALE', isIranian: true, nationalCode: '0012345679', passportNumber: '' };
  const checkout = (mobile: string) => ({ rooms: [[guest]], leader: 0, mobile, email: 'a@example.com' });

  it(`${RATE_LIMITS.guestReserve.perAccount} checkouts per phone for a guest, then 429`, async () => {
    const { h } = clocked();
    for (let i = 0; i < RATE_LIMITS.guestReserve.perAccount; i++) {
      expect((await post(h, '/api/checkout/hotel', checkout('09121234567'))).status).not.toBe(429);
    }
    await expectTooMany(await post(h, '/api/checkout/hotel', checkout('09121234567')), RATE_LIMITS.guestReserve.windowMs);
  });

  it('a form refused for its errors costs nothing: the traveller can fix it as often as needed', async () => {
    const { h } = clocked();
    const broken = { ...checkout('09121234567'), email: 'not-an-email' };
    for (let i = 0; i < RATE_LIMITS.guestReserve.perClient + 5; i++) {
      expect((await post(h, '/api/checkout/hotel', broken)).status).toBe(400);
    }
    expect((await post(h, '/api/checkout/hotel', checkout('09121234567'))).status).not.toBe(429);
  });

  it('parallel SMS requests cannot slip past the limit', async () => {
    const { h } = clocked();
    const answers = await Promise.all(
      Array.from({ length: RATE_LIMITS.sms.perAccount + 4 }, () => post(h, '/api/auth/mobile-check', { mobile: '09125551234' })),
    );
    expect(answers.filter((r) => r.status !== 429)).toHaveLength(RATE_LIMITS.sms.perAccount);
  });
});
