/**
 * Prices in the chosen currency (issue 49 point 1): the session of the seeded EUR user (09120000005) carries its
 * currency and the supplier's rate (`GET /api/session` → `display`), so every price of its pages can be converted;
 * a guest and an IRR user keep toman. A currency change followed by the refresh-user call moves the display with it.
 */
import { describe, expect, it } from 'vitest';
import { cookieFrom, harness } from './harness';

const same = { 'Content-Type': 'application/json', Origin: 'http://localhost', 'Sec-Fetch-Site': 'same-origin' };

async function loginAs(h: ReturnType<typeof harness>, username: string): Promise<string> {
  const res = await h.request('/api/auth/login', {
    method: 'POST',
    headers: same,
    body: JSON.stringify({ username, password: 'Sandbox!234' }),
  });
  expect(res.status, await res.clone().text()).toBe(200);
  return cookieFrom(res);
}

describe('the session’s display currency', () => {
  it('the EUR user: currency EUR and the supplier’s EUR rate (rial per euro)', async () => {
    const h = harness();
    const cookie = await loginAs(h, '09120000005');
    const res = await h.request('/api/session', { headers: { Cookie: cookie } });
    expect(res.status).toBe(200);
    expect(res.headers.get('Cache-Control')).toBe('no-store');
    const body = (await res.json()) as Record<string, unknown>;
    expect(body).toMatchObject({ isLogin: true, currency: 'EUR', display: { code: 'EUR', rialRate: 950_000 } });
    expect(JSON.stringify(body)).not.toMatch(/JWT|refresh/i);
  });

  it('a guest and an IRR user: toman, no rate call needed', async () => {
    const h = harness();
    const guest = await h.request('/api/session');
    expect(await guest.json()).toMatchObject({ isLogin: false, currency: 'IRR', display: { code: 'IRR', rialRate: 1 } });
    const cookie = await loginAs(h, '09120000001');
    const user = await h.request('/api/session', { headers: { Cookie: cookie } });
    expect(await user.json()).toMatchObject({ isLogin: true, currency: 'IRR', display: { code: 'IRR', rialRate: 1 } });
  });

  it('a currency change (then refresh user) moves the display to the new currency', async () => {
    const h = harness();
    let cookie = await loginAs(h, '09120000003');
    const change = await h.request('/api/account/currency', {
      method: 'POST',
      headers: { ...same, Cookie: cookie },
      body: JSON.stringify({ currency: 'USD' }),
    });
    expect(change.status, await change.clone().text()).toBe(200);
    const refresh = await h.request('/api/session/refresh', { method: 'POST', headers: { ...same, Cookie: cookie }, body: '{}' });
    expect(await refresh.clone().json()).toMatchObject({ currency: 'USD', display: { code: 'USD', rialRate: 820_000 } });
    cookie = cookieFrom(refresh);
    const now = await h.request('/api/session', { headers: { Cookie: cookie } });
    expect(await now.json()).toMatchObject({ currency: 'USD', display: { code: 'USD', rialRate: 820_000 } });
    // Back, so the seeded account stays as it was for any other test of this harness' sandbox.
    await h.request('/api/account/currency', {
      method: 'POST',
      headers: { ...same, Cookie: cookie },
      body: JSON.stringify({ currency: 'IRR' }),
    });
  });
});
