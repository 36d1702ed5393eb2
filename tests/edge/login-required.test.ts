import { describe, expect, it } from 'vitest';
import { apiRoutesOf } from '@/edge/api-routes';
import { SERVER_PRODUCTS } from '@/products/registry.server';
import * as messages from '@/lib/messages';
import { cookieFrom, harness } from './harness';

/** The whole allow-list: the shared routes and every product's. */
const API_ROUTES = apiRoutesOf(SERVER_PRODUCTS);

// A user's own data (wallet, orders, profile, refunds, top-up) is behind the "login required" flag of the proxy's
// allow-list: a guest session gets 401 with a Persian message before any upstream call, never the guest account's data.

const same = { Origin: 'http://localhost', 'Sec-Fetch-Site': 'same-origin' };
const json = { ...same, 'Content-Type': 'application/json' };
const USER = { username: '09120000001', password: 'Sandbox!234' };

const concrete = (path: string) => path.replace(':factorId', 'F-1');
const LOGIN_ROUTES = API_ROUTES.filter((r) => r.loginRequired);
const BODIES: Record<string, unknown> = {
  '/api/account/profile': { firstName: 'مریم', lastName: 'احمدی' },
  '/api/account/orders': {},
  '/api/account/refunds/request': { factorId: 'F-1' },
  '/api/account/topup': { amount: 1_000_000 },
  '/api/agency/services/request': { serviceId: 11, entityFormId: 301, extraId: 1, values: {} },
};

describe('login-required proxy routes', () => {
  it('cover the account routes (and not the public ones)', () => {
    const paths = LOGIN_ROUTES.map((r) => r.path);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/api/account/balance',
        '/api/account/user',
        '/api/account/profile',
        '/api/account/orders',
        '/api/account/transactions',
        '/api/account/refunds',
        '/api/account/refunds/:factorId',
        '/api/account/refunds/request',
      ]),
    );
    // The top-up is the edge's own route (the server builds its callback): not proxied, login required all the same.
    expect(paths).not.toContain('/api/account/topup');
    expect(paths).not.toContain('/api/orders/track');
    expect(paths).not.toContain('/api/locations/search');
  });

  it.each(LOGIN_ROUTES.map((r) => [r.method, r.path] as const))(
    '%s %s: a guest gets a Persian 401, nothing goes upstream',
    async (method, path) => {
      const h = harness();
      const guest = cookieFrom(await h.request('/api/session', { headers: same }));
      h.calls.length = 0;
      const body = method === 'GET' ? undefined : JSON.stringify(BODIES[path] ?? {});
      const res = await h.request(concrete(path), { method, headers: { ...json, Cookie: guest }, ...(body ? { body } : {}) });
      expect(res.status).toBe(401);
      expect(await res.json()).toEqual({ succeed: false, code: 'login_required', message: messages.errorPage.byStatus[401] });
      expect(h.calls).toEqual([]);
    },
  );

  it("POST /api/account/topup (the edge's own route): a guest gets the same Persian 401, nothing goes upstream", async () => {
    const h = harness();
    const guest = cookieFrom(await h.request('/api/session', { headers: same }));
    h.calls.length = 0;
    const res = await h.request('/api/account/topup', { method: 'POST', headers: { ...json, Cookie: guest }, body: '{"amount":1000000}' });
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ succeed: false, code: 'login_required', message: messages.errorPage.byStatus[401] });
    expect(h.calls).toEqual([]);
  });

  it('a request with no cookie at all is a guest too', async () => {
    const h = harness();
    const res = await h.request('/api/account/balance', { headers: same });
    expect(res.status).toBe(401);
    expect(h.calls.map((c) => c.path)).not.toContain('/api2/SSO/Users/GetBalance');
  });

  it('a logged-in user reads their balance', async () => {
    const h = harness();
    const login = await h.request('/api/auth/login', { method: 'POST', headers: json, body: JSON.stringify(USER) });
    const res = await h.request('/api/account/balance', { headers: { ...same, Cookie: cookieFrom(login) } });
    expect(res.status).toBe(200);
    expect(((await res.json()) as { data: { userId: string } }).data.userId).toMatch(/^u-/);
  });
});
