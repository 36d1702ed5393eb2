import { describe, expect, it } from 'vitest';
import { MEMORY_STORE_LIMIT, MemoryEdgeStore } from '@/edge/store/memory-store';
import { type EdgeStore, failingOpen } from '@/edge/store/store';
import { SESSION_COOKIE_MAX_AGE_SECONDS } from '@/lib/constants';
import * as messages from '@/lib/messages';
import { FIXED_SMS_CODE } from '@/server/sandbox/data/accounts';
import { cookieFrom, harness, type Harness } from './harness';

// Logout and a password reset end the session server-side: the session id is revoked in the edge store, so a copy of
// the cookie taken before (another tab, a stolen cookie) is a guest afterwards, although its access token is still
// valid upstream until it expires.

const same = { Origin: 'http://localhost', 'Sec-Fetch-Site': 'same-origin' };
const json = { ...same, 'Content-Type': 'application/json' };
const USER = { username: '09120000001', password: 'Sandbox!234' };

async function loggedIn(h: Harness): Promise<string> {
  const res = await h.request('/api/auth/login', { method: 'POST', headers: json, body: JSON.stringify(USER) });
  expect(res.status).toBe(200);
  return cookieFrom(res);
}

const withCookie = (cookie: string, init: RequestInit = {}) => ({ ...init, headers: { ...same, ...(init.headers ?? {}), Cookie: cookie } });

async function logout(h: Harness, cookie: string) {
  const res = await h.request('/api/auth/logout', withCookie(cookie, { method: 'POST' }));
  expect(res.status).toBe(200);
}

async function passwordReset(h: Harness, cookie: string) {
  const forgot = await h.request(
    '/api/auth/forgot',
    withCookie(cookie, { method: 'POST', headers: json, body: JSON.stringify({ username: USER.username }) }),
  );
  const { token } = (await forgot.json()) as { token: string };
  const res = await h.request(
    '/api/auth/reset',
    withCookie(cookie, {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ token, smsCode: FIXED_SMS_CODE, newPassword: USER.password }),
    }),
  );
  expect(res.status).toBe(200);
}

describe.each([
  ['logout', logout],
  ['a password reset', passwordReset],
])('after %s, a copy of the cookie taken before it', (_name, end) => {
  it('is a guest: /api/session says isLogin false', async () => {
    const h = harness();
    const copy = await loggedIn(h);
    expect(await (await h.request('/api/session', withCookie(copy))).json()).toMatchObject({ isLogin: true });
    await end(h, copy);
    const res = await h.request('/api/session', withCookie(copy));
    expect(await res.json()).toMatchObject({ isLogin: false, name: expect.not.stringContaining('مریم') });
    // The copy is replaced by a fresh guest session.
    expect(cookieFrom(res)).not.toBe(copy);
  });

  it("cannot read the user's balance: the user's token never travels again", async () => {
    const h = harness();
    const copy = await loggedIn(h);
    const before = await h.request('/api/account/balance', withCookie(copy));
    const { userId } = ((await before.json()) as { data: { userId: string } }).data;
    expect(userId).toMatch(/^u-/);
    const userToken = h.calls.find((c) => c.path === '/api2/SSO/Users/GetBalance')!.auth;
    await end(h, copy);
    h.calls.length = 0;
    const res = await h.request('/api/account/balance', withCookie(copy));
    // The copy is a fresh guest now: refused with a Persian 401, neither the user's nor the guest account's wallet.
    expect(res.status).toBe(401);
    const text = await res.text();
    expect(text).not.toContain(userId);
    expect(JSON.parse(text)).toMatchObject({ succeed: false, code: 'login_required', message: messages.errorPage.byStatus[401] });
    expect(h.calls.map((c) => c.path)).not.toContain('/api2/SSO/Users/GetBalance');
    expect(h.calls.map((c) => c.auth)).not.toContain(userToken);
  });
});

describe('revocation records', () => {
  it('a plain guest session is never looked up (no store call on the hot path)', async () => {
    const store = new MemoryEdgeStore(Date.now);
    let lookups = 0;
    const counting = Object.assign(Object.create(store), {
      isRevoked: (sid: string) => {
        lookups++;
        return store.isRevoked(sid);
      },
    });
    const h = harness({ store: counting });
    const guest = cookieFrom(await h.request('/api/session', { headers: same }));
    for (let i = 0; i < 3; i++) await h.request('/api/session', withCookie(guest));
    expect(lookups).toBe(0);
    const user = await loggedIn(h);
    await h.request('/api/session', withCookie(user));
    expect(lookups).toBe(1);
  });

  it('in memory, the store never holds more than its limit of one kind (the oldest go first)', async () => {
    const store = new MemoryEdgeStore(Date.now);
    const sid = (i: number) => `sid-${String(i).padStart(16, '0')}`;
    for (let i = 0; i <= MEMORY_STORE_LIMIT * 2; i++) await store.revoke(sid(i), 60_000);
    expect(await store.isRevoked(sid(MEMORY_STORE_LIMIT * 2))).toBe(true);
    expect(await store.isRevoked(sid(0))).toBe(false);
    let kept = 0;
    for (let i = 0; i <= MEMORY_STORE_LIMIT * 2; i++) if (await store.isRevoked(sid(i))) kept++;
    expect(kept).toBeLessThanOrEqual(MEMORY_STORE_LIMIT + 1);
  });

  it('last as long as a cookie can, then are gone', async () => {
    let now = 1_000_000;
    const store = new MemoryEdgeStore(() => now);
    await store.revoke('abcdefghijklmnop', SESSION_COOKIE_MAX_AGE_SECONDS * 1000);
    expect(await store.isRevoked('abcdefghijklmnop')).toBe(true);
    now += SESSION_COOKIE_MAX_AGE_SECONDS * 1000 - 1;
    expect(await store.isRevoked('abcdefghijklmnop')).toBe(true);
    now += 1;
    expect(await store.isRevoked('abcdefghijklmnop')).toBe(false);
  });
});

describe('an edge store that fails', () => {
  it('fails open: the site keeps answering (no revocation, no limit, no coordination), and the log says so', async () => {
    const broken = new Proxy({} as EdgeStore, {
      get: (_t, prop) => (prop === 'now' ? Date.now : () => Promise.reject(new Error('durable object unreachable'))),
    });
    const store = failingOpen(broken);
    const errors: unknown[] = [];
    const original = console.error;
    console.error = (...args: unknown[]) => errors.push(args);
    try {
      expect(await store.isRevoked('abcdefghijklmnop')).toBe(false);
      expect((await store.count('k', 1, 1000)).count).toBe(0);
      // The coordination fails open: the work runs here, uncoordinated; an error of the work itself is not swallowed.
      expect(await store.once('abcdefghijklmnop', 'k', { leaseMs: 1000, keepMs: 1000 }, async () => 7)).toEqual({ value: 7, ran: true });
      await expect(
        store.once('abcdefghijklmnop', 'k', { leaseMs: 1000, keepMs: 1000 }, () => Promise.reject(new Error('refused'))),
      ).rejects.toThrow('refused');
      await store.revoke('abcdefghijklmnop', 1000);
    } finally {
      console.error = original;
    }
    expect(errors).toHaveLength(5);
  });
});

describe('a password reset ends every session of the account', () => {
  it('sessions on other devices (logged in before) are guests afterwards; the new session and other accounts stay', async () => {
    const h = harness();
    const phone = await loggedIn(h);
    const laptop = await loggedIn(h);
    const otherUser = cookieFrom(
      await h.request('/api/auth/login', { method: 'POST', headers: json, body: JSON.stringify({ ...USER, username: '09120000004' }) }),
    );
    // The reset is made from a third, logged-out browser (the "forgot password" flow of a guest).
    const guest = cookieFrom(await h.request('/api/session', { headers: same }));
    const forgot = await h.request(
      '/api/auth/forgot',
      withCookie(guest, { method: 'POST', headers: json, body: JSON.stringify({ username: USER.username }) }),
    );
    const { token } = (await forgot.json()) as { token: string };
    const reset = await h.request(
      '/api/auth/reset',
      withCookie(guest, {
        method: 'POST',
        headers: json,
        body: JSON.stringify({ token, smsCode: FIXED_SMS_CODE, newPassword: USER.password }),
      }),
    );
    expect(reset.status).toBe(200);
    const isLogin = async (cookie: string) =>
      ((await (await h.request('/api/session', withCookie(cookie))).json()) as { isLogin: boolean }).isLogin;
    expect(await isLogin(phone)).toBe(false);
    expect(await isLogin(laptop)).toBe(false);
    expect(await isLogin(cookieFrom(reset))).toBe(true);
    expect(await isLogin(otherUser)).toBe(true);
  });
});
