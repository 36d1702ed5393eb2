/**
 * Issue 49 point 2, the session rules of spec 001 §4 and §6 in workerd, each with its test:
 * - the start of a visit (a page load without the visit cookie) checks a still-valid session with the supplier's
 *   current-user call (GetUser), once: not on every page, not on API or RSC calls; a refused session becomes a guest's;
 * - a failed refresh falls back to guest login (the user's too; session.test.ts "8.");
 * - the 1 s wait before a refresh;
 * - counter/agent only for real counter or agent roles, whatever the environment;
 * - the beta-site redirect for counter users behind BETA_SITE_URL (off by default), with the prevent-redirect flag.
 */
import { describe, expect, it } from 'vitest';
import { SESSION_COOKIE, VISIT_COOKIE, decodeSession } from '@/edge/session-cookie';
import { NO_BETA_COOKIE } from '@/edge/beta-redirect';
import { cookieFrom, env, harness } from './harness';

const SECRET = (env as unknown as { SESSION_SECRET: string }).SESSION_SECRET;
const PASSWORD = 'Sandbox!234';
const json = { Origin: 'http://localhost', 'Sec-Fetch-Site': 'same-origin', 'Content-Type': 'application/json' };
/** A browser's top-level page load, as Chromium sends it. */
const load = { 'Sec-Fetch-Site': 'same-origin', 'Sec-Fetch-Mode': 'navigate', 'Sec-Fetch-Dest': 'document', Accept: 'text/html' };
const paths = (h: ReturnType<typeof harness>) => h.calls.map((c) => c.path);
const quiet = (c: { text: (t: string) => Response }) => c.text('page');

async function login(h: ReturnType<typeof harness>, username: string) {
  const res = await h.request('/api/auth/login', { method: 'POST', headers: json, body: JSON.stringify({ username, password: PASSWORD }) });
  expect(res.status).toBe(200);
  const body = (await res.json()) as { session: { isLogin: boolean; isCounterOrAgent: boolean } };
  h.calls.length = 0;
  return { cookie: cookieFrom(res), session: body.session };
}

async function sessionOf(res: Response) {
  const decoded = await decodeSession(SECRET, cookieFrom(res).split('=')[1], Date.now());
  if (decoded.kind !== 'ok') throw new Error(`no session: ${decoded.kind}`);
  return decoded.session;
}

const visitCookie = (res: Response) => res.headers.getSetCookie().find((c) => c.startsWith(`${VISIT_COOKIE}=`));

describe('the start of a visit (spec 001 §4: a valid cookie is checked with GetUser)', () => {
  it('a page load without the visit cookie asks GetUser once with the session token, keeps the user and marks the visit', async () => {
    const h = harness({ render: quiet });
    const { cookie } = await login(h, '09120000001');
    const res = await h.request('/hotel', { headers: { ...load, Cookie: cookie } });
    expect(res.status).toBe(200);
    expect(paths(h)).toEqual(['/auth/GetUser']);
    expect(h.calls[0]!.auth).toMatch(/^JWT /);
    // The visit cookie ends with the browser session (no Max-Age); the session cookie is untouched.
    const visit = visitCookie(res);
    expect(visit).toBeDefined();
    expect(visit).not.toMatch(/Max-Age|Expires/i);
    expect(visit).toMatch(/HttpOnly/);
    expect(res.headers.getSetCookie().some((c) => c.startsWith(`${SESSION_COOKIE}=`))).toBe(false);

    // The rest of the visit: no more checks, page after page.
    h.calls.length = 0;
    for (const path of ['/hotel', '/flight', '/']) {
      const next = await h.request(path, { headers: { ...load, Cookie: `${cookie}; ${VISIT_COOKIE}=1` } });
      expect(next.status).toBe(200);
      expect(visitCookie(next)).toBeUndefined();
    }
    expect(paths(h)).toEqual([]);
  });

  it.each([
    ['an API call', '/api/session', { Cookie: '' }],
    ['an RSC request', '/RSC/R/hotel.txt', { Cookie: '' }],
    ['a fetch navigation without Sec-Fetch-Dest', '/hotel', { 'Sec-Fetch-Mode': 'navigate', Cookie: '' }],
    ['a prefetch', '/hotel', { ...load, 'Sec-Purpose': 'prefetch', Cookie: '' }],
  ])('%s does not start a visit: no GetUser check', async (_name, path, headers) => {
    const h = harness({ render: quiet });
    const { cookie } = await login(h, '09120000001');
    const res = await h.request(path, { headers: { ...headers, Cookie: cookie } });
    await res.body?.cancel();
    expect(paths(h)).not.toContain('/auth/GetUser');
  });

  it('a session the supplier refuses (GetUser 401) becomes a guest: a guest login, the user session ended everywhere', async () => {
    const h = harness({ render: quiet });
    const { cookie } = await login(h, '09120000001');
    h.faults.push({ pattern: /^\/auth\/GetUser$/, spec: 'status=401' });
    const res = await h.request('/hotel', { headers: { ...load, Cookie: cookie } });
    expect(res.status).toBe(200);
    // One check, no retry of it, then one guest login.
    expect(paths(h)).toEqual(['/auth/GetUser', '/auth/Login']);
    const guest = await sessionOf(res);
    expect(guest.isLogin).toBe(false);
    expect(visitCookie(res)).toBeDefined();
    // A copy of the refused cookie is a guest from now on, on an API call too.
    h.faults.length = 0;
    const api = await h.request('/api/session', { headers: { Cookie: cookie } });
    expect(await api.json()).toMatchObject({ isLogin: false });
  });

  it('a guest session the supplier refuses gets a new guest login', async () => {
    const h = harness({ render: quiet });
    const first = await h.request('/api/session', { headers: json });
    const cookie = cookieFrom(first);
    h.calls.length = 0;
    h.faults.push({ pattern: /^\/auth\/GetUser$/, spec: 'status=401' });
    const res = await h.request('/', { headers: { ...load, Cookie: cookie } });
    expect(res.status).toBe(200);
    expect(paths(h)).toEqual(['/auth/GetUser', '/auth/Login']);
    expect((await sessionOf(res)).sid).not.toBe((await sessionOf(first)).sid);
  });

  it('an outage of GetUser at the start of a visit keeps the session (a blip logs nobody out), never a 500', async () => {
    const h = harness({
      render: quiet,
      timers: { now: () => Date.now(), sleep: async () => {}, timeout: (ms) => AbortSignal.timeout(ms) },
    });
    const { cookie } = await login(h, '09120000001');
    h.faults.push({ pattern: /^\/auth\/GetUser$/, spec: 'status=503' });
    const res = await h.request('/hotel', { headers: { ...load, Cookie: cookie } });
    expect(res.status).toBe(200);
    expect(paths(h)).not.toContain('/auth/Login');
    expect(res.headers.getSetCookie().some((c) => c.startsWith(`${SESSION_COOKIE}=`))).toBe(false);
    const api = await h.request('/api/session', { headers: { Cookie: cookie } });
    expect(await api.json()).toMatchObject({ isLogin: true });
  });

  it('the first page load of a visit without any cookie is one guest login and marks the visit (no GetUser check)', async () => {
    const h = harness({ render: quiet });
    const res = await h.request('/', { headers: load });
    expect(paths(h)).toEqual(['/auth/Login']);
    expect(visitCookie(res)).toBeDefined();
  });

  it('an expired session at the start of a visit is refreshed instead (no GetUser check)', async () => {
    let now = Date.now();
    const h = harness({
      render: quiet,
      now: () => now,
      timers: { now: () => now, sleep: async () => {}, timeout: (ms) => AbortSignal.timeout(ms) },
    });
    const { cookie } = await login(h, '09120000001');
    now += 20 * 60_000;
    const res = await h.request('/hotel', { headers: { ...load, Cookie: cookie } });
    expect(res.status).toBe(200);
    expect(paths(h)).toEqual(['/auth/RefreshToken']);
    expect((await sessionOf(res)).isLogin).toBe(true);
  });
});

describe('refresh (spec 001 §4: waits 1 s first; a failure falls back to guest login)', () => {
  it('waits 1 s before the refresh call, once for requests that share it', async () => {
    let now = Date.now();
    const waits: { ms: number; refreshesBefore: number }[] = [];
    const h = harness({
      render: quiet,
      now: () => now,
      timers: {
        now: () => now,
        sleep: async (ms) => {
          waits.push({ ms, refreshesBefore: h.calls.filter((c) => c.path === '/auth/RefreshToken').length });
        },
        timeout: (ms) => AbortSignal.timeout(ms),
      },
    });
    const { cookie } = await login(h, '09120000001');
    now += 20 * 60_000;
    const [a, b] = await Promise.all([
      h.request('/api/session', { headers: { Cookie: cookie } }),
      h.request('/api/session', { headers: { Cookie: cookie } }),
    ]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(waits).toEqual([{ ms: 1000, refreshesBefore: 0 }]);
    expect(h.calls.filter((c) => c.path === '/auth/RefreshToken')).toHaveLength(1);
  });

  it('with real timers the refresh really starts ≥ 1 s after the request', async () => {
    const h = harness({ render: quiet, refreshWait: 'real' });
    const { cookie } = await login(h, '09120000001');
    // The same cookie, its access token marked expired (the tokens stay the sandbox's real ones).
    const s = await decodeSession(SECRET, cookie.split('=')[1], Date.now());
    if (s.kind !== 'ok') throw new Error('bad cookie');
    const { encodeSession } = await import('@/edge/session-cookie');
    const expired = `${SESSION_COOKIE}=${await encodeSession(SECRET, { ...s.session, expireAt: Date.now() - 1000 }, Date.now())}`;
    const started = Date.now();
    const res = await h.request('/api/session', { headers: { Cookie: expired } });
    expect(res.status).toBe(200);
    expect(Date.now() - started).toBeGreaterThanOrEqual(990);
    expect(await res.json()).toMatchObject({ isLogin: true });
  });

  it('a refused refresh for a logged-in user on an API call: a guest, 200, not 401 login_required', async () => {
    let now = Date.now();
    const h = harness({ now: () => now, timers: { now: () => now, sleep: async () => {}, timeout: (ms) => AbortSignal.timeout(ms) } });
    const { cookie } = await login(h, '09120000001');
    now += 20 * 60_000;
    h.faults.push({ pattern: /^\/auth\/RefreshToken$/, spec: 'status=401' });
    const res = await h.request('/api/session', { headers: { Cookie: cookie } });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ isLogin: false });
    expect(paths(h)).toEqual(['/auth/RefreshToken', '/auth/Login']);
  });
});

describe('counter/agent (spec 001 §6) by real roles in every environment', () => {
  it.each([
    ['development', 'a traveller', '09120000001', false],
    ['test', 'a traveller', '09120000001', false],
    ['staging', 'a traveller', '09120000004', false],
    ['development', 'the counter user', '09120000002', true],
    ['development', 'the agent', '09120000003', true],
    ['staging', 'the counter user', '09120000002', true],
  ])('%s: %s logging in is counter/agent = %s', async (appEnv, _who, username, expected) => {
    const h = harness({ env: { APP_ENV: appEnv } });
    const { session } = await login(h, username);
    expect(session).toMatchObject({ isLogin: true, isCounterOrAgent: expected });
  });
});

describe('the beta site for counter users (BETA_SITE_URL, off by default)', () => {
  const BETA = 'https://beta.example.test/app/';

  it('off by default: a counter user stays on the site', async () => {
    const h = harness({ render: quiet });
    const { cookie } = await login(h, '09120000002');
    const res = await h.request('/hotel?x=1', { headers: { ...load, Cookie: `${cookie}; ${VISIT_COOKIE}=1` } });
    expect(res.status).toBe(200);
  });

  it("set: a counter user's page load goes to the same path and query on the beta site", async () => {
    const h = harness({ render: quiet, env: { BETA_SITE_URL: BETA } });
    const { cookie } = await login(h, '09120000002');
    const res = await h.request('/hotel/ir-kish?startDate=2026-12-01', { headers: { ...load, Cookie: `${cookie}; ${VISIT_COOKIE}=1` } });
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('https://beta.example.test/app/hotel/ir-kish?startDate=2026-12-01');
    // Not an API call, and not a traveller or an agent.
    expect((await h.request('/api/session', { headers: { Cookie: cookie } })).status).toBe(200);
    for (const username of ['09120000001', '09120000003']) {
      const other = await login(h, username);
      expect((await h.request('/hotel', { headers: { ...load, Cookie: `${other.cookie}; ${VISIT_COOKIE}=1` } })).status).toBe(200);
    }
  });

  it('?noBeta=1 stores the prevent-redirect flag: that page and the next ones stay on the site', async () => {
    const h = harness({ render: quiet, env: { BETA_SITE_URL: BETA } });
    const { cookie } = await login(h, '09120000002');
    const stay = await h.request('/hotel?noBeta=1', { headers: { ...load, Cookie: `${cookie}; ${VISIT_COOKIE}=1` } });
    expect(stay.status).toBe(200);
    const flag = stay.headers.getSetCookie().find((c) => c.startsWith(`${NO_BETA_COOKIE}=`));
    expect(flag).toMatch(/Max-Age=\d+/);
    const next = await h.request('/flight', { headers: { ...load, Cookie: `${cookie}; ${VISIT_COOKIE}=1; ${flag!.split(';')[0]}` } });
    expect(next.status).toBe(200);
  });

  it('a BETA_SITE_URL that is not an https URL is a refused deploy (a Persian 503), never a redirect anywhere', async () => {
    const h = harness({ render: quiet, env: { BETA_SITE_URL: 'javascript:alert(1)' } });
    const res = await h.request('/', { headers: load });
    expect(res.status).toBe(503);
    expect(await res.text()).toMatch(/[\u0600-\u06FF]{3}/);
  });
});
