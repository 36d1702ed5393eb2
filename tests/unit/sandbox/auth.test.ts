/** Sessions, tokens, roles, registration and recovery. */
import { beforeEach, describe, expect, it } from 'vitest';
import { ROLE_IDS } from '@/lib/roles';
import { createSandboxApp, resetSandboxState } from '@/server/sandbox/app';
import { b64urlDecode } from '@/server/sandbox/tokens';
import { authed, guestLogin, inProcess, json, login, PROVIDER, type Call } from './client';

const START = Date.UTC(2026, 10, 21, 8, 0, 0);

// The store is module-level (per seed): start every test from the seeded state.
beforeEach(() => resetSandboxState());

function make() {
  let now = START;
  const log: string[] = [];
  const call: Call = inProcess(createSandboxApp({ seed: 21, clock: () => now, log: (m) => log.push(m) }));
  return { call, log, advance: (ms: number) => (now += ms) };
}

function claims(accessToken: string): Record<string, unknown> {
  const payload = accessToken.replace(/^JWT /, '').split('.')[1]!;
  return JSON.parse(new TextDecoder().decode(b64urlDecode(payload)!));
}

const user = (call: Call, token: string) => call('/auth/GetUser', { method: 'POST', headers: authed(token) });

describe('sessions', () => {
  it('issues "JWT "-prefixed access tokens with role ids for each seeded account', async () => {
    const { call } = make();
    const cases: [string, string, number[], boolean][] = [
      ['guest', 'guest', [ROLE_IDS.GUEST], false],
      ['09120000001', 'Sandbox!234', [ROLE_IDS.USER], true],
      ['09120000002', 'Sandbox!234', [ROLE_IDS.USER, ROLE_IDS.CREDIT_COUNTER], true],
      ['09120000003', 'Sandbox!234', [ROLE_IDS.USER, ROLE_IDS.AGENT], true],
      ['09120000004', 'Sandbox!234', [ROLE_IDS.USER, ROLE_IDS.BUYFOROTHER], true],
    ];
    for (const [username, password, roleIds, isLogin] of cases) {
      const s = await login(call, username, password);
      expect(s.access_token).toMatch(/^JWT [\w-]+\.[\w-]+\.[\w-]+$/);
      expect(s.isLogin).toBe(isLogin);
      const c = claims(s.access_token);
      expect(c.roleIds).toEqual(roleIds);
      expect(c.username).toBe(username);
      expect(Number(c.exp) - Number(c.iat)).toBe(15 * 60);
    }
    // Persian digits in the username are accepted.
    expect((await call('/auth/Login', json({ username: '۰۹۱۲۰۰۰۰۰۰۱', password: 'Sandbox!234' }))).status).toBe(200);
    expect((await call('/auth/Login', json({ username: '09120000001', password: 'wrong' }))).status).toBe(400);
  });

  it('401 token_expired after 15 minutes; refresh rotates and a reused refresh token is refused (family revoked)', async () => {
    const { call, advance } = make();
    const s = await login(call, '09120000001', 'Sandbox!234');
    expect((await user(call, s.access_token)).status).toBe(200);
    advance(15 * 60_000);
    const expired = await user(call, s.access_token);
    expect(expired.status).toBe(401);
    expect(await expired.json()).toMatchObject({ code: 'token_expired' });
    const r1 = await call('/auth/RefreshToken', json({ refreshToken: s.refreshToken }));
    expect(r1.status).toBe(200);
    const s2 = (await r1.json()) as { access_token: string; refreshToken: string };
    expect((await user(call, s2.access_token)).status).toBe(200);
    const reuse = await call('/auth/RefreshToken', json({ refreshToken: s.refreshToken }));
    expect(reuse.status).toBe(401);
    expect(await reuse.json()).toMatchObject({ code: 'refresh_token_reused' });
    // After reuse the whole family is revoked: the newer refresh token fails too.
    expect((await call('/auth/RefreshToken', json({ refreshToken: s2.refreshToken }))).status).toBe(401);
  });

  it('refuses missing, malformed and forged tokens with 401, and a missing provider code with 400', async () => {
    const { call } = make();
    const s = await guestLogin(call);
    expect((await call('/auth/GetUser', { method: 'POST', headers: PROVIDER })).status).toBe(401);
    expect((await user(call, 'JWT abc')).status).toBe(401);
    const [h, p] = s.access_token.slice(4).split('.');
    expect((await user(call, `JWT ${h}.${p}.${'A'.repeat(43)}`)).status).toBe(401);
    expect((await user(call, s.access_token.replace('JWT ', 'Bearer '))).status).toBe(200);
    const noCode = await call('/auth/GetUser', { method: 'POST', headers: { Authorization: s.access_token } });
    expect(noCode.status).toBe(400);
    expect(await noCode.json()).toMatchObject({ code: 'provider_code_missing' });
    // /sandbox/* needs neither.
    expect((await call('/sandbox/health')).status).toBe(200);
  });

  it('logout revokes the refresh token family', async () => {
    const { call } = make();
    const s = await login(call, '09120000004', 'Sandbox!234');
    expect((await call('/auth/Logout', json({ refreshToken: s.refreshToken }))).status).toBe(200);
    expect((await call('/auth/RefreshToken', json({ refreshToken: s.refreshToken }))).status).toBe(401);
  });
});

describe('registration and recovery', () => {
  it('mobile check: 406 for a registered number, a token otherwise; register with the logged or the fixed code', async () => {
    const { call, log } = make();
    expect((await call('/api/v2/user/validate', json({ mobile: '09120000001' }))).status).toBe(406);
    expect((await call('/api/v2/user/validate', json({ mobile: '12345' }))).status).toBe(400);
    const check = (await (await call('/api/v2/user/validate', json({ mobile: '09351234567' }))).json()) as { token: string };
    const sms = log.find((l) => l.includes('09351234567'));
    const code = /(\d{5}) \(or 12345\)/.exec(sms ?? '')?.[1];
    expect(code).toMatch(/^\d{5}$/);
    const bad = await call(
      '/auth/Register',
      json({
        mobile: '09351234567',
        username: '09351234567',
        password: 'secret1',
        name: 'نیما',
        code: code === '11111' ? '22222' : '11111',
        token: check.token,
      }),
    );
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ code: 'invalid_code' });
    const ok = await call(
      '/auth/Register',
      json({ mobile: '09351234567', username: '09351234567', password: 'secret1', name: 'نیما', family: 'نوری', code, token: check.token }),
    );
    expect(ok.status).toBe(200);
    expect(await ok.json()).toMatchObject({ isLogin: true, name: 'نیما', role: 'USER' });
    expect((await call('/api/v2/user/validate', json({ mobile: '09351234567' }))).status).toBe(406);
    expect((await call('/auth/Login', json({ username: '09351234567', password: 'secret1' }))).status).toBe(200);
    // Registration without a register token is refused.
    expect(
      (
        await call(
          '/auth/Register',
          json({ mobile: '09351234568', username: '09351234568', password: 'secret1', name: 'x', code: '12345', token: '' }),
        )
      ).status,
    ).toBe(400);
  });

  it('forgot + reset with the fixed code 12345 changes the password', async () => {
    const { call } = make();
    const { token } = (await (await call('/auth/ForgotPassword', json({ username: '09120000004' }))).json()) as { token: string };
    expect((await call('/auth/ResetPassword', json({ token, smsCode: '00000', newPassword: 'NewPass1' }))).status).toBe(400);
    expect((await call('/auth/ResetPassword', json({ token, smsCode: '۱۲۳۴۵', newPassword: 'NewPass1' }))).status).toBe(200);
    expect((await call('/auth/Login', json({ username: '09120000004', password: 'NewPass1' }))).status).toBe(200);
    expect((await call('/auth/ForgotPassword', json({ username: '09999999999' }))).status).toBe(404);
    // The reset token is single use.
    expect((await call('/auth/ResetPassword', json({ token, smsCode: '12345', newPassword: 'Other12' }))).status).toBe(400);
  });

  it('currency and profile updates apply to users, not to the guest', async () => {
    const { call } = make();
    const guest = await guestLogin(call);
    expect((await call('/auth/UpdateUserCurrency', json({ currency: 'USD' }, authed(guest.access_token)))).status).toBe(403);
    const s = await login(call, '09120000005', 'Sandbox!234');
    expect((await call('/auth/UpdateUserCurrency', json({ currency: 'XYZ' }, authed(s.access_token)))).status).toBe(400);
    expect((await call('/auth/UpdateUserCurrency', json({ currency: 'USD' }, authed(s.access_token)))).status).toBe(200);
    const updated = await call(
      '/auth/UpdateUserProfile',
      json({ name: 'نرگس', family: 'موسوی‌نیا', nationalCode: '0012345679' }, authed(s.access_token), 'PUT'),
    );
    expect(await updated.json()).toMatchObject({ family: 'موسوی‌نیا', currency: 'USD', nationalCode: '0012345679' });
  });
});
