import { describe, expect, it } from 'vitest';
import { SESSION_COOKIE, decodeSession, encodeSession } from '@/edge/session-cookie';
import { ROLE_IDS } from '@/lib/roles';
import { cookieFrom, env, harness } from './harness';

const SECRET = (env as unknown as { SESSION_SECRET: string }).SESSION_SECRET;
const nav = { headers: { 'Sec-Fetch-Site': 'same-origin', 'Sec-Fetch-Mode': 'navigate', Accept: 'text/html' } };
const logins = (h: ReturnType<typeof harness>) => h.calls.filter((c) => c.path === '/auth/Login').length;
const refreshes = (h: ReturnType<typeof harness>) => h.calls.filter((c) => c.path === '/auth/RefreshToken').length;

/** A real session (tokens the sandbox accepts), re-sealed with chosen fields. */
async function sessionCookie(
  h: ReturnType<typeof harness>,
  patch: Record<string, unknown> = {},
  login?: { username: string; password: string },
) {
  const res = await h.request('/', nav);
  if (login) {
    const r = await h.sandbox.fetch(
      new Request('http://sandbox.internal/auth/Login', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-Provider-Code': 'web' },
        body: JSON.stringify(login),
      }),
    );
    const s = (await r.json()) as { access_token: string; refreshToken: string; expireAt: string; roleIds: number[]; name: string };
    const decoded = await decodeSession(SECRET, cookieFrom(res).split('=')[1], Date.now());
    if (decoded.kind !== 'ok') throw new Error('bad base cookie');
    const value = await encodeSession(
      SECRET,
      {
        ...decoded.session,
        accessToken: s.access_token,
        refreshToken: s.refreshToken,
        expireAt: Date.parse(s.expireAt),
        isLogin: true,
        roleIds: s.roleIds,
        ...patch,
      },
      Date.now(),
    );
    h.calls.length = 0;
    return `${SESSION_COOKIE}=${value}`;
  }
  const decoded = await decodeSession(SECRET, cookieFrom(res).split('=')[1], Date.now());
  if (decoded.kind !== 'ok') throw new Error('bad base cookie');
  h.calls.length = 0;
  return `${SESSION_COOKIE}=${await encodeSession(SECRET, { ...decoded.session, ...patch }, Date.now())}`;
}

describe('session start-up (spec 001 §4) in workerd', () => {
  it('1. first visit, no cookie, same-origin navigation: one guest login, the exact cookie, no-store', async () => {
    const h = harness();
    const res = await h.request('/', nav);
    expect(res.status).toBe(200);
    expect(logins(h)).toBe(1);
    const cookies = res.headers.getSetCookie();
    expect(cookies).toHaveLength(1);
    expect(cookies[0]).toMatch(new RegExp(`^${SESSION_COOKIE}=[A-Za-z0-9_-]+; Path=/; Max-Age=604800; HttpOnly; Secure; SameSite=Lax$`));
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(await res.text()).toContain('data-user="guest"');
  });

  it('2. no cookie on a cross-site request: no Set-Cookie', async () => {
    const h = harness();
    const res = await h.request('/', { headers: { 'Sec-Fetch-Site': 'cross-site' } });
    expect(res.status).toBe(200);
    expect(res.headers.getSetCookie()).toEqual([]);
  });

  it('a valid cookie is reused: no login, no new cookie', async () => {
    const h = harness();
    const first = await h.request('/', nav);
    h.calls.length = 0;
    const second = await h.request('/', { headers: { ...nav.headers, Cookie: cookieFrom(first) } });
    expect(logins(h)).toBe(0);
    expect(second.headers.getSetCookie()).toEqual([]);
  });

  it.each([
    ['bit flip', (v: string) => v.slice(0, 10) + (v[10] === 'A' ? 'B' : 'A') + v.slice(11)],
    ['truncation', (v: string) => v.slice(0, v.length - 7)],
    ['base64 garbage', () => 'Z2FyYmFnZS1jb29raWU'],
    ['a 10 KB value', () => 'A'.repeat(10 * 1024)],
  ])('3. a tampered cookie (%s) is no session: a guest login, no 500, nothing else upstream', async (_n, tamper) => {
    const h = harness();
    const good = cookieFrom(await h.request('/', nav)).split('=')[1]!;
    h.calls.length = 0;
    const res = await h.request('/', { headers: { ...nav.headers, Cookie: `${SESSION_COOKIE}=${tamper(good)}` } });
    expect(res.status).toBe(200);
    // Nothing of the tampered session reached upstream: the first call is a fresh guest login without a token.
    expect(h.calls[0]).toMatchObject({ path: '/auth/Login', auth: null });
    expect(h.calls.every((c) => c.auth === null || !c.auth.includes(good))).toBe(true);
  });

  it('3. a duplicated session cookie is treated as no session', async () => {
    const h = harness();
    const c = cookieFrom(await h.request('/', nav));
    h.calls.length = 0;
    const res = await h.request('/', { headers: { ...nav.headers, Cookie: `${c}; ${c}` } });
    expect(res.status).toBe(200);
    expect(logins(h)).toBe(1);
  });

  it('6. an expired access token: exactly one refresh, then the call succeeds with the new token', async () => {
    const h = harness();
    const cookie = await sessionCookie(h, { expireAt: Date.now() - 1000 });
    const res = await h.request('/', { headers: { ...nav.headers, Cookie: cookie } });
    expect(res.status).toBe(200);
    expect(refreshes(h)).toBe(1);
    expect(logins(h)).toBe(0);
    expect(h.calls.at(-1)!.path).toBe('/auth/GetUser');
    expect(res.headers.getSetCookie()).toHaveLength(1);
  });

  it('two concurrent requests with the same expired token share one refresh (single-use refresh tokens)', async () => {
    const h = harness();
    const cookie = await sessionCookie(h, { expireAt: Date.now() - 1000 });
    const [a, b] = await Promise.all([
      h.request('/', { headers: { ...nav.headers, Cookie: cookie } }),
      h.request('/api/session', { headers: { Cookie: cookie } }),
    ]);
    expect(a.status).toBe(200);
    expect(b.status).toBe(200);
    expect(refreshes(h)).toBe(1);
    expect(logins(h)).toBe(0);
    const [ca, cb] = [
      await decodeSession(SECRET, cookieFrom(a).split('=')[1], Date.now()),
      await decodeSession(SECRET, cookieFrom(b).split('=')[1], Date.now()),
    ];
    expect(ca.kind === 'ok' && cb.kind === 'ok' && ca.session.accessToken === cb.session.accessToken).toBe(true);
  });

  it('6. a nearly expired token (30 s left) is refreshed too', async () => {
    const h = harness();
    const cookie = await sessionCookie(h, { expireAt: Date.now() + 30_000 });
    await h.request('/', { headers: { ...nav.headers, Cookie: cookie } });
    expect(refreshes(h)).toBe(1);
  });

  it('7. several upstream calls in one render with an expired token: exactly one refresh', async () => {
    const h = harness({
      render: async (c) => {
        const { User } = await import('@/server/schemas/auth');
        const call = () =>
          c.get('upstream').call({ method: 'POST', path: '/auth/GetUser', body: {}, schema: User, client: 'auth', idempotent: true });
        await Promise.all([call(), call(), call(), call()]);
        return c.text('ok');
      },
    });
    const cookie = await sessionCookie(h, { expireAt: Date.now() - 1000 });
    const res = await h.request('/', { headers: { ...nav.headers, Cookie: cookie } });
    expect(res.status).toBe(200);
    expect(refreshes(h)).toBe(1);
    expect(h.calls.filter((c) => c.path === '/auth/GetUser')).toHaveLength(4);
  });

  it('8. refresh rejected for a user: a guest login (spec 001 §4, issue 49), never «log in again» nor a 500', async () => {
    const h = harness();
    const cookie = await sessionCookie(
      h,
      { expireAt: Date.now() - 1000, refreshToken: 'rt-rejected' },
      { username: '09120000001', password: 'Sandbox!234' },
    );
    const page = await h.request('/dashboard/orders?page=2', { headers: { ...nav.headers, Cookie: cookie } });
    expect(page.status).toBe(200);
    expect(refreshes(h)).toBe(1);
    expect(logins(h)).toBe(1);
    const guest = await decodeSession(SECRET, cookieFrom(page).split('=')[1], Date.now());
    expect(guest.kind === 'ok' && !guest.session.isLogin && guest.session.basketId === null).toBe(true);
    // An API call with the same refused cookie: a guest too (the user's session was ended everywhere), not a 401.
    const api = await h.request('/api/session', { headers: { Cookie: cookie } });
    expect(api.status).toBe(200);
    expect(await api.json()).toMatchObject({ isLogin: false, isCounterOrAgent: false });
  });

  it('8. refresh rejected for a guest: a new guest login', async () => {
    const h = harness();
    const cookie = await sessionCookie(h, { expireAt: Date.now() - 1000, refreshToken: 'rt-rejected' });
    const res = await h.request('/', { headers: { ...nav.headers, Cookie: cookie } });
    expect(res.status).toBe(200);
    expect(refreshes(h)).toBe(1);
    expect(logins(h)).toBe(1);
  });

  it('9. an upstream 401: guest login plus exactly one retry, no loop (≤ 3 upstream calls)', async () => {
    const h = harness();
    const cookie = await sessionCookie(h);
    h.faults.push({ pattern: /GetUser/, spec: 'expired-401' });
    const res = await h.request('/', { headers: { ...nav.headers, Cookie: cookie } });
    expect(h.calls.map((c) => c.path)).toEqual(['/auth/GetUser', '/auth/Login', '/auth/GetUser']);
    // The stand-in renderer lets the final 401 escape: Hono answers a bare 500 without details.
    expect(await res.text()).not.toMatch(/UpstreamError|at \w+/);
  });

  it('9b. an upstream 401 on a guest checkout (guest-reserve) session: a refresh, never a plain guest login', async () => {
    // The guest-reserve session owns the basket and the order; a guest login in its place would make the order a
    // stranger's (404 on the result page). Its refresh token is a real one (the guest's, as the sandbox issued it).
    const h = harness();
    const cookie = await sessionCookie(h, { roleIds: [ROLE_IDS.GUEST_RESERVE] });
    h.faults.push({ pattern: /GetUser/, spec: 'expired-401' });
    await h.request('/', { headers: { ...nav.headers, Cookie: cookie } });
    expect(h.calls.map((c) => c.path)).toEqual(['/auth/GetUser', '/auth/RefreshToken', '/auth/GetUser']);
    expect(logins(h)).toBe(0);
  });

  it('10. a token that would expire during a 90 s stream is refreshed before the stream starts', async () => {
    const h = harness({ render: (c) => c.text('stream') });
    const cookie = await sessionCookie(h, { expireAt: Date.now() + 80_000 });
    const stream = await h.request('/stream/hotels/ir-kish', { headers: { Cookie: cookie } });
    expect(refreshes(h)).toBe(1);
    expect(stream.headers.getSetCookie()).toHaveLength(1);
    await stream.body?.cancel(); // the route now runs a real search: stop its polling
    // A page render with the same 80 s left does not refresh.
    const h2 = harness();
    const cookie2 = await sessionCookie(h2, { expireAt: Date.now() + 80_000 });
    await h2.request('/', { headers: { ...nav.headers, Cookie: cookie2 } });
    expect(refreshes(h2)).toBe(0);
  });

  it('a new app version wipes the cookies (Clear-Site-Data) and does not reuse the old session', async () => {
    const h = harness();
    const { sealJson } = await import('@/edge/session-cookie');
    const old = await sealJson(SECRET, ['0.16.0', Date.now() + 1e6, 'x'.repeat(16), 'JWT a', 'r', 0, false, 'IRR', [], '']);
    const res = await h.request('/', { headers: { ...nav.headers, Cookie: `${SESSION_COOKIE}=${old}` } });
    expect(res.status).toBe(200);
    expect(res.headers.get('clear-site-data')).toContain('"cookies"');
    expect(logins(h)).toBe(1);
  });

  it('the upstream down on first visit: navigation → 302 /server-error, API → 504 JSON', async () => {
    const timers = { now: () => Date.now(), sleep: async () => {}, timeout: () => AbortSignal.timeout(50) };
    const h = harness({ timers });
    h.faults.push({ pattern: /Login/, spec: 'hang' });
    const page = await h.request('/', nav);
    expect(page.status).toBe(302);
    expect(page.headers.get('location')).toBe('/server-error');
    const api = await h.request('/api/basket');
    expect(api.status).toBe(504);
    expect(await api.json()).toMatchObject({ succeed: false, code: 'upstream_timeout' });
    expect(page.headers.getSetCookie()).toEqual([]);
  });

  it('24. isolation under load: 40 parallel sessions each get their own', async () => {
    const h = harness({ render: (c) => c.text(c.get('session').data!.sid) });
    const responses = await Promise.all(Array.from({ length: 40 }, () => h.request('/', nav)));
    const sids = await Promise.all(responses.map((r) => r.text()));
    expect(new Set(sids).size).toBe(40);
    for (const [i, r] of responses.entries()) {
      const d = await decodeSession(SECRET, cookieFrom(r).split('=')[1], Date.now());
      expect(d.kind === 'ok' && d.session.sid).toBe(sids[i]);
    }
  });
});
