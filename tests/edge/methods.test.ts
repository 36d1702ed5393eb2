import { env } from 'cloudflare:workers';
import { type Context, Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { applyEdgePipeline } from '@/edge/pipeline';
import { SERVER_PRODUCTS } from '@/products/registry.server';
import * as messages from '@/lib/messages';

const ORIGIN = 'https://safarnameh.example';

// Stands in for waku's renderer: anything that reaches it is "rendered".
const render = (c: Context) => c.text(`rendered ${c.req.method} ${c.req.path}`);

function pipelineApp() {
  const app = applyEdgePipeline(new Hono(), SERVER_PRODUCTS);
  app.all('*', render);
  return app;
}

// Same-origin requests, so the CSRF check is not what answers.
const send = (app: Hono, path: string, method: string) =>
  app.request(
    new Request(ORIGIN + path, { method, redirect: 'manual', headers: { Origin: ORIGIN, 'Sec-Fetch-Site': 'same-origin' } }),
    undefined,
    env,
  );

describe('methods a page URL answers', () => {
  const app = pipelineApp();
  const pages = [
    '/',
    '/hotel',
    '/hotel/ir-kish/search?startDate=2026-12-01&endDate=2026-12-03',
    '/about',
    '/RSC/R/hotel.txt',
    '/stream/hotels/ir-kish',
  ];

  it.each(pages.flatMap((p) => ['POST', 'PUT', 'DELETE', 'PATCH'].map((m) => [m, p] as const)))(
    '%s %s → 405 with Allow',
    async (method, path) => {
      const res = await send(app, path, method);
      expect(res.status).toBe(405);
      expect(res.headers.get('allow')).toBe('GET, HEAD');
      const text = await res.text();
      expect(text).toBe(messages.edgeApi.methodNotAllowed);
      expect(text).not.toContain('rendered');
    },
  );

  it.each(pages)('OPTIONS %s → 204 with Allow and no body', async (path) => {
    const res = await send(app, path, 'OPTIONS');
    expect(res.status).toBe(204);
    expect(res.headers.get('allow')).toBe('GET, HEAD');
    expect(await res.text()).toBe('');
  });

  it.each(['/', '/about', '/hotel'])('GET and HEAD %s still reach the renderer', async (path) => {
    expect(await (await send(app, path, 'GET')).text()).toBe(`rendered GET ${path}`);
    expect((await send(app, path, 'HEAD')).status).toBe(200);
  });

  it.each(['GET', 'POST'])('%s /RSC/F/… (no server actions exist) → 404', async (method) => {
    const res = await send(app, '/RSC/F/abc/def.txt', method);
    expect(res.status).toBe(404);
    expect(await res.text()).not.toContain('rendered');
  });

  it('the API keeps its own methods (a POST route is not a 405)', async () => {
    const res = await send(app, '/api/auth/login', 'POST');
    expect(res.status).not.toBe(405);
  });
});
