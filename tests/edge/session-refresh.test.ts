import { describe, expect, it } from 'vitest';
import { cookieFrom, harness } from './harness';

const same = { 'Content-Type': 'application/json', Origin: 'http://localhost', 'Sec-Fetch-Site': 'same-origin' };

describe('POST /api/session/refresh (refresh user after a currency or profile change)', () => {
  it('copies the upstream user’s currency and name into the session cookie', async () => {
    const h = harness();
    const login = await h.request('/api/auth/login', {
      method: 'POST',
      headers: same,
      body: JSON.stringify({ username: '09120000001', password: 'Sandbox!234' }),
    });
    expect(login.status).toBe(200);
    let cookie = cookieFrom(login);
    const change = await h.request('/api/account/currency', {
      method: 'POST',
      headers: { ...same, Cookie: cookie },
      body: JSON.stringify({ currency: 'USD' }),
    });
    expect(change.status, await change.clone().text()).toBe(200);
    // The change alone does not touch the session copy.
    const stale = await (await h.request('/api/session', { headers: { Cookie: cookie } })).json();
    expect(stale).toMatchObject({ isLogin: true, currency: 'IRR' });
    const refresh = await h.request('/api/session/refresh', { method: 'POST', headers: { ...same, Cookie: cookie }, body: '{}' });
    expect(refresh.status, await refresh.clone().text()).toBe(200);
    expect(await refresh.json()).toMatchObject({ isLogin: true, currency: 'USD', name: 'مریم احمدی' });
    cookie = cookieFrom(refresh);
    const fresh = await (await h.request('/api/session', { headers: { Cookie: cookie } })).json();
    expect(fresh).toMatchObject({ currency: 'USD' });
  });

  it('is refused from a foreign origin', async () => {
    const h = harness();
    const res = await h.request('/api/session/refresh', {
      method: 'POST',
      headers: { ...same, Origin: 'https://evil.com', 'Sec-Fetch-Site': 'cross-site' },
      body: '{}',
    });
    expect(res.status).toBe(403);
  });
});
