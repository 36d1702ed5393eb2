import { Hono } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { describe, expect, it } from 'vitest';
import { REQUEST_BODY_LIMIT } from '@/edge/body-limit';
import { applyEdgePipeline } from '@/edge/pipeline';
import { SERVER_PRODUCTS } from '@/products/registry.server';
import * as messages from '@/lib/messages';
import { env, harness } from './harness';

// Every body is counted at the edge's first middleware (src/edge/body-limit.ts), whatever its headers say: over the
// overall limit it is a Persian 413 on any route, including the ones that take no JSON body (pages, RSC payloads,
// server-action garbage, the sandbox's pay form, body-less API posts). json-body.test.ts covers the JSON routes' own
// smaller limits.

const same = { Origin: 'http://localhost', 'Sec-Fetch-Site': 'same-origin' };

function chunked(size: number, chunk = 64 * 1024): ReadableStream<Uint8Array> {
  let sent = 0;
  return new ReadableStream({
    pull(controller) {
      if (sent >= size) return controller.close();
      const n = Math.min(chunk, size - sent);
      controller.enqueue(new Uint8Array(n).fill(0x61));
      sent += n;
    },
  });
}

const ROUTES = [
  '/',
  '/hotel/ir-kish',
  '/hotel/ir-kish/search?startDate=2026-12-01&endDate=2026-12-03',
  '/RSC/R/hotel.txt',
  '/RSC/F/abc/def.txt',
  '/sandbox/pay/123',
  '/api/auth/logout',
  '/api/basket/reset',
  '/api/session/refresh',
  '/api/auth/login',
  '/stream/hotels/ir-kish',
];

type Body = { name: string; headers: Record<string, string>; body: () => BodyInit };
const OVERSIZED: Body[] = [
  { name: 'an honest Content-Length', headers: {}, body: () => new Uint8Array(REQUEST_BODY_LIMIT + 1) },
  { name: 'a false Content-Length', headers: { 'Content-Length': '10' }, body: () => new Uint8Array(2 * REQUEST_BODY_LIMIT) },
  { name: 'a chunked 8 MB body, no length', headers: {}, body: () => chunked(8 * 1024 * 1024) },
  { name: 'a chunked 8 MB body with a false length', headers: { 'Content-Length': '100' }, body: () => chunked(8 * 1024 * 1024) },
];

describe.each(ROUTES)('a body over the limit on POST %s', (path) => {
  it.each(OVERSIZED.map((b) => [b.name, b] as const))('413 in Persian with %s, nothing upstream', async (_name, b) => {
    const h = harness();
    const res = await h.request(path, {
      method: 'POST',
      headers: { ...same, 'Content-Type': 'application/json', ...b.headers },
      body: b.body(),
      duplex: 'half',
    } as RequestInit);
    expect(res.status).toBe(413);
    expect(await res.text()).toContain(messages.edgeApi.tooLarge);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(h.calls).toEqual([]);
  });
});

describe('bodies within the limit', () => {
  it.each([
    ['/hotel/ir-kish', 405],
    ['/RSC/F/abc/def.txt', 404],
  ])('a small POST to %s still gets its route answer (%i)', async (path, status) => {
    const h = harness();
    const res = await h.request(path, { method: 'POST', headers: same, body: 'x'.repeat(1000) });
    expect(res.status).toBe(status);
  });

  it('the sandbox pay form takes a few hundred bytes, and refuses more than 4 KB with a 413', async () => {
    const h = harness();
    const form = { ...same, 'Content-Type': 'application/x-www-form-urlencoded' };
    const small = await h.request('/sandbox/pay/123', { method: 'POST', headers: form, body: 'action=pay' });
    expect(small.status).not.toBe(413);
    expect(small.status).toBeLessThan(500);
    const big = await h.request('/sandbox/pay/123', {
      method: 'POST',
      headers: form,
      body: chunked(5000, 1000),
      duplex: 'half',
    } as RequestInit);
    // A form post is a navigation: the Persian text, not JSON.
    expect(big.status).toBe(413);
    expect(await big.text()).toBe(messages.edgeApi.tooLarge);
  });
});

describe("a middleware's HTTPException", () => {
  const app = applyEdgePipeline(new Hono(), SERVER_PRODUCTS);
  app.get('/stream/throws/:status', (c) => {
    throw new HTTPException(Number(c.req.param('status')) as 413, { res: new Response('Payload Too Large', { status: 413 }) });
  });
  app.all('/page/throws', () => {
    throw new HTTPException(413);
  });

  it.each([
    [413, 'payload_too_large', messages.edgeApi.tooLarge],
    [405, 'rejected', messages.edgeApi.methodNotAllowed],
    [400, 'rejected', messages.edgeApi.rejected],
  ])('keeps its status %i with a Persian message (JSON off the page), never a 500', async (status, code, message) => {
    const res = await app.request(`/stream/throws/${status}`, { headers: same }, env);
    expect(res.status).toBe(status);
    expect(await res.json()).toEqual({ succeed: false, code, message });
  });

  it('a navigation gets the Persian text, not "Payload Too Large"', async () => {
    const res = await app.request('/page/throws', { headers: same }, env);
    expect(res.status).toBe(413);
    const text = await res.text();
    expect(text).toBe(messages.edgeApi.tooLarge);
  });
});
