import { describe, expect, it } from 'vitest';
import { apiRoutesOf } from '@/edge/api-routes';
import { SERVER_PRODUCTS } from '@/products/registry.server';
import { BODY_LIMIT } from '@/edge/json-body';
import * as messages from '@/lib/messages';
import { daysFromNow, hotelItemDetails } from '../fixtures/basket';
import { harness, type Harness } from './harness';

/** The whole allow-list: the shared routes and every product's. */
const API_ROUTES = apiRoutesOf(SERVER_PRODUCTS);

// Every route that takes a JSON body reads it through the one validator (src/edge/json-body.ts). Each vector runs
// against every such route: the refusals are the same everywhere, only the limit and the schema are the route's.

const same = { Origin: 'http://localhost', 'Sec-Fetch-Site': 'same-origin' };
const json = { ...same, 'Content-Type': 'application/json' };

interface BodyRoute {
  path: string;
  limit: number;
  /** A body the route's schema accepts. */
  valid: unknown;
  /** How we know the handler ran: the upstream path it calls, or the code of the answer it gives. */
  reached: { upstream: string } | { status: number };
  /** The route takes any JSON (no schema): there is no schema-invalid body. */
  anyJson?: true;
}

const hotelDetails = hotelItemDetails();
const guest = { firstName: 'مریم', lastName: 'رضایی', gender: 'FEMALE', isIranian: true, nationalCode: '0012345679', passportNumber: '' };

/** Valid bodies of the allow-listed proxy routes that take one. */
const PROXY_BODIES: Record<string, unknown> = {
  '/api/locations/search': { name: 'کیش', lang: 'fa' },
  '/api/flights/cheapest': { fromDate: daysFromNow(1), toDate: daysFromNow(30), source: 'THR', destination: 'KIH' },
  '/api/flights/rules': { searchToken: 'token.x', flightId: 'FLIGHT-1' },
  '/api/flights/baggages': { searchToken: 'token.x', flightId: 'FLIGHT-1' },
  '/api/flights/cancellation-rules': { searchToken: 'token.x', flightId: 'FLIGHT-1' },
  '/api/flights/charter-rule': { searchToken: 'token.x', flightId: 'FLIGHT-1' },
  '/api/leads': { eventId: 6, phoneNumber: '09121234567' },
  '/api/hotels/cancellation-rule-text': { packageNumber: '402001-20261210-20261213-2-0-0' },
  '/api/auth/mobile-check': { mobile: '09120000001' },
  '/api/auth/forgot': { username: '09120000001' },
  '/api/orders/track/code': { officialFactorId: 'H1234567', mobile: '09121234567' },
  '/api/orders/track': { officialFactorId: 'H1234567', mobile: '09121234567', token: 'x', code: '12345' },
  '/api/account/user': {},
  '/api/account/profile': { name: 'مریم' },
  '/api/account/currency': { currency: 'IRR' },
  '/api/account/orders': { reportName: 'orders', page: 1, pageSize: 5 },
  '/api/account/refunds/request': { factorId: 999_999_999 },
  '/api/account/topup': { amount: 100_000, callback_url: 'http://localhost/dashboard/transactions' },
  '/api/agency/register': {
    agencyName: 'آژانس آزمون',
    managerFirstName: 'علی',
    managerLastName: 'رضایی',
    mobile: '09121234567',
    phone: '02188776655',
    city: 'تهران',
    address: 'تهران، خیابان آزادی، پلاک ۱',
    licenseNumber: '12345',
    nationalId: '10101111111',
  },
  '/api/account/customers': { firstName: 'رضا', lastName: 'محمدی', mobile: '09121112233', nationalCode: '0076543218' },
  '/api/account/passengers': {
    first_name: 'Ali',
    last_name: 'Test',
    gender: 'MALE',
    isIranian: false,
    nationality: 'TR',
    number: 'U1234567',
  },
};

const missingSample = (path: string) => {
  throw new Error(`add a valid body for ${path} to PROXY_BODIES`);
};

// Routes with a user's own data refuse a guest (these tests' visitor) with 401 before reading the body
// (tests/edge/login-required.test.ts); the body reader they share is covered through the other proxy routes.
const proxyRoutes: BodyRoute[] = API_ROUTES.filter((r) => (r.method === 'POST' || r.method === 'PUT') && !r.loginRequired).map((r) => ({
  path: r.path,
  limit: BODY_LIMIT.api,
  valid: PROXY_BODIES[r.path] ?? missingSample(r.path),
  reached: { upstream: r.upstream },
  ...(r.body ? {} : { anyJson: true as const }),
}));

const ROUTES: BodyRoute[] = [
  {
    path: '/api/auth/login',
    limit: BODY_LIMIT.api,
    valid: { username: '09120000001', password: 'Sandbox!234' },
    reached: { status: 200 },
  },
  {
    path: '/api/auth/register',
    limit: BODY_LIMIT.api,
    valid: { mobile: '09120000099', username: '09120000099', password: 'x', name: 'م', code: '0', token: 't' },
    reached: { upstream: '/auth/Register' },
  },
  {
    path: '/api/auth/reset',
    limit: BODY_LIMIT.api,
    valid: { token: 't', smsCode: '0', newPassword: 'x' },
    reached: { upstream: '/auth/ResetPassword' },
  },
  { path: '/api/basket/hotels', limit: BODY_LIMIT.basket, valid: { details: hotelDetails }, reached: { upstream: '/api2/Basket/Create' } },
  { path: '/api/basket/remove', limit: BODY_LIMIT.basket, valid: { key: 'hotel:1' }, reached: { upstream: '/api2/Basket/Create' } },
  // No basket in a fresh session: the checkout answers 409 (the handler ran).
  {
    path: '/api/checkout/hotel',
    limit: BODY_LIMIT.api,
    valid: { rooms: [[guest]], leader: 0, mobile: '09121234567', email: 'a@example.com' },
    reached: { status: 409 },
  },
  ...proxyRoutes,
];

/** A body of `limit + 1` bytes that is otherwise good JSON. */
const oversized = (limit: number) => JSON.stringify({ pad: 'ی'.repeat(Math.ceil(limit / 2)) });

function chunked(text: string): ReadableStream<Uint8Array> {
  const bytes = new TextEncoder().encode(text);
  let offset = 0;
  return new ReadableStream({
    pull(controller) {
      if (offset >= bytes.length) return controller.close();
      controller.enqueue(bytes.slice(offset, offset + 4096));
      offset += 4096;
    },
  });
}

/** Calls that reached the upstream beyond the session's own guest login. */
const dataCalls = (h: Harness) => h.calls.filter((c) => c.path !== '/auth/Login' || c.auth !== null);

async function refused(res: Response, status: number, code: string, message: string) {
  expect(res.status).toBe(status);
  expect(res.headers.get('content-type')).toMatch(/^application\/json/);
  expect(await res.json()).toEqual({ succeed: false, code, message });
}

describe.each(ROUTES.map((r) => [r.path, r] as const))('JSON body of POST %s', (path, route) => {
  const post = (h: Harness, headers: Record<string, string>, body: BodyInit) =>
    h.request(path, { method: 'POST', headers, body, duplex: 'half' } as RequestInit);

  it.each([
    ['text/plain', 'text/plain'],
    ['a form', 'application/x-www-form-urlencoded'],
    ['no content type', ''],
    ['JSON-like but not JSON', 'application/jsonp'],
  ])('415 for %s, nothing upstream', async (_name, type) => {
    const h = harness();
    const headers: Record<string, string> = type ? { ...same, 'Content-Type': type } : same;
    await refused(await post(h, headers, JSON.stringify(route.valid)), 415, 'unsupported_media_type', messages.edgeApi.notJson);
    expect(dataCalls(h)).toEqual([]);
  });

  it('413 for a body over the limit with an honest Content-Length', async () => {
    const h = harness();
    const body = oversized(route.limit);
    await refused(
      await post(h, { ...json, 'Content-Length': String(body.length * 2) }, body),
      413,
      'payload_too_large',
      messages.edgeApi.tooLarge,
    );
    expect(dataCalls(h)).toEqual([]);
  });

  it('413 for a body over the limit whose Content-Length says it is small', async () => {
    const h = harness();
    await refused(
      await post(h, { ...json, 'Content-Length': '2' }, oversized(route.limit)),
      413,
      'payload_too_large',
      messages.edgeApi.tooLarge,
    );
    expect(dataCalls(h)).toEqual([]);
  });

  it('413 for a chunked body over the limit (no Content-Length)', async () => {
    const h = harness();
    await refused(await post(h, json, chunked(oversized(route.limit))), 413, 'payload_too_large', messages.edgeApi.tooLarge);
    expect(dataCalls(h)).toEqual([]);
  });

  it.each([
    ['truncated JSON', '{"a":'],
    ['not JSON at all', '{not json'],
    ['a bare word', 'undefined'],
  ])('400 invalid_json for %s', async (_name, body) => {
    const h = harness();
    await refused(await post(h, json, body), 400, 'invalid_json', messages.edgeApi.invalidBody);
    expect(dataCalls(h)).toEqual([]);
  });

  it('400 invalid_json for bytes that are not UTF-8', async () => {
    const h = harness();
    await refused(
      await post(h, json, new Uint8Array([0x7b, 0x22, 0xff, 0xfe, 0x22, 0x3a, 0x31, 0x7d])),
      400,
      'invalid_json',
      messages.edgeApi.invalidBody,
    );
  });

  it.skipIf(route.anyJson)('400 validation for JSON the schema refuses', async () => {
    for (const body of ['42', '"x"', 'null', 'true']) {
      const h = harness();
      await refused(await post(h, json, body), 400, 'validation', messages.edgeApi.invalidBody);
      expect(dataCalls(h)).toEqual([]);
    }
  });

  it.each([
    ['plain', json, (v: unknown) => JSON.stringify(v)],
    ['with a charset', { ...same, 'Content-Type': 'application/json; charset=utf-8' }, (v: unknown) => JSON.stringify(v)],
    ['chunked', json, (v: unknown) => chunked(JSON.stringify(v))],
    ['with a false small Content-Length', { ...json, 'Content-Length': '1' }, (v: unknown) => JSON.stringify(v)],
  ])('a valid body passes (%s)', async (_name, headers, encode) => {
    const h = harness();
    const res = await post(h, headers, encode(route.valid));
    if ('status' in route.reached) {
      expect(res.status).toBe(route.reached.status);
      expect(['unsupported_media_type', 'payload_too_large', 'invalid_json', 'validation']).not.toContain(
        ((await res.json()) as { code?: string }).code,
      );
    } else {
      const upstream = route.reached.upstream;
      expect(h.calls.some((c) => c.path === upstream)).toBe(true);
    }
  });
});

describe('JSON body limits', () => {
  it('a body of exactly the limit is read; one byte more is refused', async () => {
    const h = harness();
    const at = (n: number) => JSON.stringify({ key: 'k'.repeat(n - 10) }); // `{"key":""}` is 10 bytes
    expect(new TextEncoder().encode(at(BODY_LIMIT.basket)).length).toBe(BODY_LIMIT.basket);
    const ok = await h.request('/api/basket/remove', { method: 'POST', headers: json, body: at(BODY_LIMIT.basket) });
    expect(((await ok.json()) as { code?: string }).code).toBe('validation'); // read whole, then the schema's 256-character key
    const over = await h.request('/api/basket/remove', { method: 'POST', headers: json, body: at(BODY_LIMIT.basket + 1) });
    expect(over.status).toBe(413);
  });

  it('the limit counts bytes, not characters (Persian letters are two bytes)', async () => {
    const h = harness();
    const body = JSON.stringify({ key: 'ی'.repeat(BODY_LIMIT.basket / 2) }); // about limit/2 characters, limit + 10 bytes
    expect(body.length).toBeLessThan(BODY_LIMIT.basket);
    const res = await h.request('/api/basket/remove', { method: 'POST', headers: json, body });
    expect(res.status).toBe(413);
  });
});
