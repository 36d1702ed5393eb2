import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CAMPAIGN_QUESTIONS, SANDBOX_CAMPAIGN_EVENT_ID } from '@/server/sandbox/data/campaign';
import { apiRoutesOf, fillTemplate } from '@/edge/api-routes';
import { SERVER_PRODUCTS } from '@/products/registry.server';
import { createSandboxApp } from '@/server/sandbox/app';
import { authApi } from '@/server/upstream/auth';
import { basketApi } from '@/server/upstream/basket';
import { UpstreamClient, UpstreamError } from '@/server/upstream/request';
import { startHttpSandbox, type HttpSandbox } from '../sandbox/client';

/** The whole allow-list: the shared routes and every product's. */
const API_ROUTES = apiRoutesOf(SERVER_PRODUCTS);

// The product's own client (timeouts, retries, schema parsing) against the sandbox, once in-process and once
// over real HTTP (`npm run sandbox` style): the same calls must pass through both.
let http: HttpSandbox;
const sandbox = createSandboxApp({ seed: 1405 });
beforeAll(async () => {
  http = await startHttpSandbox({ seed: 1405 });
});
afterAll(async () => {
  await http?.close();
});

const day = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);

/** A representative request for each allow-listed browser route (bodies as the UI sends them). */
function sample(
  path: string,
  ctx: { factorId?: number },
  method = 'GET',
): { params: Record<string, string>; query?: Record<string, string>; body?: unknown; expectStatus?: number } {
  // Both targets share one store per seed: what is created carries a fresh number each time.
  const fresh = String(Math.floor(Math.random() * 1e7)).padStart(7, '0');
  switch (path) {
    // agencies, customers, saved passengers (the signed-in user is a plain USER: no customers for it)
    case '/api/agency/register':
      return {
        params: {},
        body: {
          agencyName: 'آژانس آزمون',
          managerFirstName: 'علی',
          managerLastName: 'رضایی',
          mobile: '09121234567',
          phone: '02188776655',
          city: 'تهران',
          address: 'تهران، خیابان آزادی، پلاک ۱',
          licenseNumber: '12345',
          nationalId: `1010${fresh}`,
        },
      };
    case '/api/account/customers':
      return method === 'GET'
        ? { params: {}, expectStatus: 403 }
        : {
            params: {},
            body: { firstName: 'رضا', lastName: 'محمدی', mobile: '09121112233', nationalCode: '0076543218' },
            expectStatus: 403,
          };
    // An agency's service request: the signed-in plain USER is refused by the supplier (agencies only).
    case '/api/agency/services/request':
      return {
        params: {},
        body: { serviceId: 11, entityFormId: 301, extraId: 1, values: { country: 'TR' } },
        expectStatus: 403,
      };
    case '/api/account/passengers':
      return method === 'GET'
        ? { params: {} }
        : {
            params: {},
            body: { first_name: 'Ali', last_name: 'Test', gender: 'MALE', isIranian: false, nationality: 'TR', number: `U${fresh}` },
          };
    // dashboard
    case '/api/account/orders':
      return { params: {}, body: { reportName: 'orders', page: 1, pageSize: 5 } };
    case '/api/account/refunds/:factorId':
      return { params: { factorId: String(ctx.factorId) } };
    case '/api/account/refunds/request':
      return { params: {}, body: { factorId: 999_999_999 }, expectStatus: 404 };
    case '/api/account/topup':
      return { params: {}, body: { amount: 100_000, callback_url: 'http://localhost/dashboard/transactions' } };
    case '/api/locations/search':
      return {
        params: {},
        body: {
          name: 'کیش',
          lang: 'fa',
          locationTypes: [{ locationTypeid: 3 }],
          takeCount: 0,
          parentid: null,
          showAllCity: false,
          myCityShowOnly: false,
          isLocal: null,
        },
      };
    case '/api/flights/cheapest':
      return { params: {}, body: { fromDate: day(1), toDate: day(30), source: 'THR', destination: 'KIH' } };
    case '/api/leads':
      return { params: {}, body: { eventId: 6, phoneNumber: '09121234567', cityName: 'کیش', product: 'hotel' } };
    case '/api/auth/mobile-check':
      return { params: {}, body: { mobile: '09120000001' }, expectStatus: 406 };
    case '/api/auth/forgot':
      return { params: {}, body: { username: '09120000001' } };
    case '/api/account/profile':
      return { params: {}, body: { name: 'مریم' } };
    case '/api/account/currency':
      return { params: {}, body: { currency: 'IRR' } };
    case '/api/orders/track/code':
      return { params: {}, body: { officialFactorId: 'H1234567', mobile: '09120000001' } };
    case '/api/orders/track':
      // Without a code token the lookup is refused (tests/edge/content-api.test.ts finds a seeded order with the code).
      return { params: {}, body: { officialFactorId: 'H1234567', mobile: '09120000001', token: 'x', code: '12345' }, expectStatus: 400 };
    // The campaign wheel: the event's answers, then its one try (an unknown event here: the store is shared by both
    // targets, so a real try would be the second target's 409; tests/unit/sandbox/campaign.test.ts plays it), the result.
    case '/api/campaign/answers':
      return {
        params: {},
        body: {
          eventId: SANDBOX_CAMPAIGN_EVENT_ID,
          answers: CAMPAIGN_QUESTIONS.map((q) => ({ questionId: q.id, itemId: q.items[0]!.id })),
        },
      };
    case '/api/campaign/try':
      return { params: {}, body: { eventId: 999 }, expectStatus: 404 };
    case '/api/campaign/result':
      return { params: {}, query: { EventId: String(SANDBOX_CAMPAIGN_EVENT_ID) } };
    // search form
    case '/api/locations/offline/:set':
      return { params: { set: 'hotels' } };
    default:
      return { params: {} };
  }
}

// Routes that need a live search (tokens) are covered by the search-stream tests.
const SKIP = new Set([
  '/api/hotels/:searchToken/packages/:packageId/cancellation-rules',
  '/api/hotels/cancellation-rule-text',
  // A flight's details need a live flight search (tests/edge/flight-stream.test.ts).
  '/api/flights/rules',
  '/api/flights/baggages',
  '/api/flights/cancellation-rules',
  '/api/flights/charter-rule',
]);

describe.each([
  ['in-process', () => ({ baseUrl: 'http://sandbox.internal', transport: (req: Request) => Promise.resolve(sandbox.fetch(req)) })],
  ['over HTTP', () => ({ baseUrl: http.url, transport: (req: Request) => fetch(req) })],
])('product upstream client against the sandbox %s', (_name, target) => {
  let token: string | null = null;
  const client = () =>
    new UpstreamClient({
      ...target(),
      providerCode: 'web-tests',
      auth: { accessToken: async () => token, onUnauthorized: async () => false },
    });

  it('auth: guest login, login, current user, refresh, logout', async () => {
    const api = authApi(client());
    const guest = await api.guestLogin({ username: 'guest', password: 'guest' });
    expect(guest.access_token.startsWith('JWT ')).toBe(true);
    expect(guest.isLogin).toBe(false);
    const user = await api.login('09120000001', 'Sandbox!234');
    expect(user.isLogin).toBe(true);
    token = user.access_token;
    expect((await authApi(client()).getUser()).username).toBe('09120000001');
    const refreshed = await api.refresh(user.refreshToken);
    expect(refreshed.access_token).not.toBe(user.access_token);
    // Single-use refresh tokens: a second use is rejected.
    await expect(api.refresh(user.refreshToken)).rejects.toMatchObject({ kind: 'unauthorized' });
    token = refreshed.access_token;
    await api.logout(refreshed.refreshToken);
  });

  it('every allow-listed proxy route answers what its schema says', async () => {
    const ctx: { factorId?: number } = {};
    const orders = API_ROUTES.find((r) => r.path === '/api/account/orders')!;
    const page = (await client().call({
      method: 'POST',
      path: orders.upstream,
      body: { reportName: 'orders' },
      schema: orders.response,
    })) as { data: { items: { factorId: number }[] } };
    ctx.factorId = page.data.items[0]?.factorId ?? 0;
    const results: string[] = [];
    for (const route of API_ROUTES) {
      if (SKIP.has(route.path)) continue;
      const s = sample(route.path, ctx, route.method);
      const call = client().call({
        method: route.upstreamMethod ?? route.method,
        path: `${fillTemplate(route.upstream, s.params)}${s.query ? `?${new URLSearchParams(s.query)}` : ''}`,
        schema: route.response,
        ...(s.body !== undefined ? { body: s.body } : {}),
        ...(route.client ? { client: route.client } : {}),
      });
      if (s.expectStatus) {
        await expect(call).rejects.toMatchObject({ kind: 'http', status: s.expectStatus });
        results.push(`${route.method} ${route.path} → ${s.expectStatus}`);
      } else {
        try {
          await call;
          results.push(`${route.method} ${route.path} → ok`);
        } catch (err) {
          throw new Error(
            `${route.method} ${route.path}: ${err instanceof UpstreamError ? `${err.kind} ${err.status} ${err.message} ${err.upstreamMessage}` : err}`,
          );
        }
      }
    }
    expect(results.length).toBe(API_ROUTES.length - SKIP.size);
  });

  it('basket: create, read, versioned edit, a stale edit is refused with 409', async () => {
    const api = basketApi(client());
    const created = await api.create('[]');
    expect((await api.get(created.basketId)).version).toBe(created.version);
    const edited = await api.edit(created.basketId, '[{"typeInfos":{}}]', created.version);
    expect(edited.version).toBeGreaterThan(created.version);
    await expect(api.edit(created.basketId, '[]', created.version)).rejects.toMatchObject({ kind: 'http', status: 409 });
  });
});
