import { env } from 'cloudflare:workers';
import { type Context, Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { isMalformedPath } from '@/edge/malformed-url';
import { applyEdgePipeline } from '@/edge/pipeline';
import { SERVER_PRODUCTS } from '@/products/registry.server';

const ORIGIN = 'https://safarnameh.example';

// Stands in for waku's renderer: anything that reaches it is "rendered" (with a 200, as the real 404 page route is).
const render = (c: Context) => c.html(`<p>rendered ${c.req.method} ${c.req.path}</p>`);

function pipelineApp() {
  const app = applyEdgePipeline(new Hono(), SERVER_PRODUCTS);
  app.all('*', render);
  return app;
}

const get = (app: Hono, path: string, accept = 'text/html') =>
  app.request(new Request(ORIGIN + path, { redirect: 'manual', headers: { Accept: accept } }), undefined, env);

const MALFORMED = [
  '/hotel/%FF',
  '/help/%FF',
  '/landings/%C3',
  '/tour/%FF',
  '/city/%FF',
  '/hotel/ir-kish/%FF',
  '/hotel/ir-kish/search%FF',
  '/hotel/ir-kish/search%FF?startDate=2026-12-01',
  '/%E0%A4%A',
];

describe('paths whose percent-escapes do not decode', () => {
  const app = pipelineApp();

  it.each(MALFORMED)('GET %s → the site 404 page with status 404', async (path) => {
    const res = await get(app, path);
    expect(res.status).toBe(404);
    expect(res.headers.get('location')).toBeNull();
    expect(await res.text()).toBe('<p>rendered GET /404</p>');
    // The page's own security headers went out (its CSP and nonce), once.
    expect(res.headers.get('content-security-policy')).toMatch(/nonce-/);
  });

  it.each(['/api/hotels/%FF', '/stream/hotels/%FF', '/RSC/R/hotel/%FF.txt'])('GET %s → JSON 404', async (path) => {
    const res = await get(app, path, 'application/json');
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ succeed: false, code: 'not_found' });
  });

  it.each(['/hotel/%D8%A7', '/city/%20x', '/landings/b2b', '/about', '/city/%25FF'])('GET %s is not touched', async (path) => {
    const res = await get(app, path);
    expect(res.status).toBe(200);
    expect(await res.text()).toMatch(/^<p>rendered GET \/(?!404)/);
  });

  it('tells malformed from well-formed escapes', () => {
    expect(isMalformedPath('/a/%FF')).toBe(true);
    expect(isMalformedPath('/a/%')).toBe(true);
    expect(isMalformedPath('/a/%E2%82')).toBe(true);
    expect(isMalformedPath('/a/%E2%82%AC')).toBe(false);
    expect(isMalformedPath('/a/b')).toBe(false);
  });
});
