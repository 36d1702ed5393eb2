import { describe, expect, it } from 'vitest';
import * as messages from '@/lib/messages';
import { UpstreamError } from '@/server/upstream/request';
import { hotelItemDetails } from '../fixtures/basket';
import { cookieFrom, harness, type Harness } from './harness';

// One mapping from an upstream failure to the browser's answer (src/edge/errors.ts), applied by the app's error
// handler: route handlers let `UpstreamError` escape. First each kind through a handler that throws it, then the
// real routes with a failing sandbox.

const unavailable = messages.errorPage.byStatus[500];
const refusedByUpstream = 'این شماره قبلاً ثبت شده است';

describe('UpstreamError → JSON answer (API, RSC and stream requests)', () => {
  it.each([
    ['timeout', new UpstreamError('timeout', null, 'x'), 504, 'upstream_timeout', unavailable],
    ['deadline', new UpstreamError('deadline', null, 'x'), 504, 'upstream_timeout', unavailable],
    ['network', new UpstreamError('network', null, 'x'), 503, 'upstream_unavailable', unavailable],
    ['aborted', new UpstreamError('aborted', null, 'x'), 503, 'upstream_unavailable', unavailable],
    ['unauthorized', new UpstreamError('unauthorized', 401, 'x'), 401, 'login_required', messages.errorPage.byStatus[401]],
    [
      'unauthorized with its message',
      new UpstreamError('unauthorized', 401, 'x', 'رمز عبور اشتباه است'),
      401,
      'login_required',
      'رمز عبور اشتباه است',
    ],
    [
      'http 400 with message and code',
      new UpstreamError('http', 400, 'x', refusedByUpstream, 'bad_code'),
      400,
      'bad_code',
      refusedByUpstream,
    ],
    ['http 404', new UpstreamError('http', 404, 'x', 'یافت نشد', 'not_found'), 404, 'not_found', 'یافت نشد'],
    [
      'http 406',
      new UpstreamError('http', 406, 'x', refusedByUpstream, 'already_registered'),
      406,
      'already_registered',
      refusedByUpstream,
    ],
    [
      'http 409',
      new UpstreamError('http', 409, 'x', null, 'basket_version_conflict'),
      409,
      'basket_version_conflict',
      messages.edgeApi.rejected,
    ],
    ['http 422 without message or code', new UpstreamError('http', 422, 'x'), 400, 'rejected', messages.edgeApi.rejected],
    ['http 429', new UpstreamError('http', 429, 'x'), 400, 'rejected', messages.edgeApi.rejected],
    [
      'http 500',
      new UpstreamError('http', 500, 'x', 'stack trace at Foo.cs:12', 'E500'),
      502,
      'upstream_error',
      messages.edgeApi.upstreamFailed,
    ],
    ['http 503', new UpstreamError('http', 503, 'x'), 502, 'upstream_error', messages.edgeApi.upstreamFailed],
    ['redirect', new UpstreamError('redirect', 302, 'x'), 502, 'upstream_error', messages.edgeApi.upstreamFailed],
    ['malformed', new UpstreamError('malformed', 200, 'x'), 502, 'upstream_error', messages.edgeApi.upstreamFailed],
  ])('%s → %i %s', async (_name, error, status, code, message) => {
    const h = harness({
      render: () => {
        throw error;
      },
    });
    for (const path of ['/RSC/R/about.txt', '/stream/not-a-stream']) {
      const res = await h.request(path);
      expect(res.status, path).toBe(status);
      expect(res.headers.get('cache-control')).toBe('no-store');
      expect(await res.json()).toEqual({ succeed: false, code, message });
    }
  });
});

describe('UpstreamError → page (navigations)', () => {
  it.each([
    ['timeout', 'GET', 302],
    ['deadline', 'GET', 302],
    ['network', 'GET', 302],
    ['timeout', 'HEAD', 302],
  ] as const)('%s on %s → %i to /server-error (the next visit tries again)', async (kind, method, status) => {
    const h = harness({
      render: () => {
        throw new UpstreamError(kind, null, 'x');
      },
    });
    const res = await h.request('/hotel/ir-kish', { method, headers: { Accept: 'text/html' } });
    expect(res.status).toBe(status);
    expect(res.headers.get('location')).toBe('/server-error');
  });

  it.each([
    ['http 500', new UpstreamError('http', 500, 'x', 'secret upstream text')],
    ['malformed', new UpstreamError('malformed', 200, 'x')],
    ['unauthorized', new UpstreamError('unauthorized', 401, 'x')],
  ])('%s → the Persian 500 page, no upstream text', async (_name, error) => {
    const h = harness({
      render: () => {
        throw error;
      },
    });
    const res = await h.request('/hotel/ir-kish', { headers: { Accept: 'text/html' } });
    expect(res.status).toBe(500);
    const html = await res.text();
    expect(html).toContain('lang="fa" dir="rtl"');
    expect(html).toContain(messages.errorPage.byStatus[500]);
    expect(html).not.toContain('secret');
  });
});

const same = { Origin: 'http://localhost', 'Sec-Fetch-Site': 'same-origin', 'Content-Type': 'application/json' };
const fast = { now: () => Date.now(), sleep: async () => {}, timeout: () => AbortSignal.timeout(40) };

const hotelDetails = hotelItemDetails();
const checkoutBody = {
  rooms: [[{ firstName: 'مریم', lastName: 'رضایی', gender: 'FEMALE', isIranian: true, nationalCode: '0012345679', passportNumber: '' }]],
  leader: 0,
  mobile: '09121234567',
  email: 'a@example.com',
};

/** A session with a basket holding one hotel: its cookie. */
async function withBasket(h: Harness): Promise<string> {
  const add = await h.request('/api/basket/hotels', { method: 'POST', headers: same, body: JSON.stringify({ details: hotelDetails }) });
  expect(add.status).toBe(200);
  return cookieFrom(add);
}

async function loggedIn(h: Harness): Promise<string> {
  const guest = cookieFrom(await h.request('/api/session'));
  const res = await h.request('/api/auth/login', {
    method: 'POST',
    headers: { ...same, Cookie: guest },
    body: JSON.stringify({ username: '09120000001', password: 'Sandbox!234' }),
  });
  expect(res.status).toBe(200);
  return cookieFrom(res);
}

describe('the routes let upstream failures reach the one mapping', () => {
  it.each([
    // [name, upstream path pattern, fault, route, needs a basket, body, status, code]
    [
      'login refused by a 503',
      /^\/auth\/Login$/,
      'status=503',
      '/api/auth/login',
      false,
      { username: '09120000001', password: 'x' },
      502,
      'upstream_error',
    ],
    [
      'register hanging',
      /Register/,
      'hang',
      '/api/auth/register',
      false,
      { mobile: '1', username: '1', password: '1', name: '1', code: '1', token: '1' },
      504,
      'upstream_timeout',
    ],
    [
      'session refresh with a malformed answer',
      /GetUser/,
      'malformed-json',
      '/api/session/refresh',
      false,
      undefined,
      502,
      'upstream_error',
    ],
    [
      'basket add with a failing create',
      /Basket\/Create/,
      'status=500',
      '/api/basket/hotels',
      false,
      { details: hotelDetails },
      502,
      'upstream_error',
    ],
    [
      'basket remove with a hanging read',
      /FindByCurrentUser/,
      'hang',
      '/api/basket/remove',
      true,
      { key: 'hotel:x' },
      504,
      'upstream_timeout',
    ],
    ['basket reset with a failing edit', /Basket\/Edit/, 'status=500', '/api/basket/reset', true, undefined, 502, 'upstream_error'],
    ['basket read answering HTML', /FindByCurrentUser/, 'html-200', '/api/basket/current', true, undefined, 502, 'upstream_error'],
    [
      'hotel guests step with a failing basket write',
      /Basket\/Edit/,
      'status=500',
      '/api/checkout/hotel',
      true,
      checkoutBody,
      502,
      'upstream_error',
    ],
    [
      'checkout with a guest validation hanging',
      /ValidatePhoneNumber/,
      'hang',
      '/api/checkout/hotel',
      true,
      checkoutBody,
      504,
      'upstream_timeout',
    ],
    [
      'order status with a malformed answer',
      /CheckHotelFactorStatus/,
      'malformed-json',
      '/api/checkout/status/1',
      false,
      undefined,
      502,
      'upstream_error',
    ],
    ['proxy with a failing upstream', /FindLocation/, 'status=500', '/api/locations/search', false, { name: 'کیش' }, 502, 'upstream_error'],
  ] as const)('%s → %i %s', async (_name, pattern, fault, path, needsBasket, body, status, code) => {
    const h = harness({ timers: fast });
    // An order's status is read by its owner: a logged-in traveller (a guest reads only its own session's orders).
    const cookie = needsBasket
      ? await withBasket(h)
      : path.startsWith('/api/checkout/status')
        ? await loggedIn(h)
        : cookieFrom(await h.request('/api/session'));
    h.faults.push({ pattern, spec: fault });
    const get = path.startsWith('/api/checkout/status') || path === '/api/basket/current';
    const res = await h.request(path, {
      method: get ? 'GET' : 'POST',
      headers: { ...same, Cookie: cookie },
      ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
    });
    expect(res.status).toBe(status);
    const json = (await res.json()) as { succeed: boolean; code: string; message: string };
    expect(json).toMatchObject({ succeed: false, code });
    expect(json.message).toMatch(/[\u0600-\u06FF]/);
  });

  it('a guest-reserve session adopted before a failing basket write is still written to the cookie', async () => {
    const h = harness();
    const cookie = await withBasket(h);
    h.faults.push({ pattern: /Basket\/Edit/, spec: 'status=500' });
    const res = await h.request('/api/checkout/hotel', {
      method: 'POST',
      headers: { ...same, Cookie: cookie },
      body: JSON.stringify(checkoutBody),
    });
    expect(res.status).toBe(502);
    expect(cookieFrom(res)).not.toBe(cookie);
  });
});
