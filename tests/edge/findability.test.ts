/**
 * robots.txt and sitemap.xml through the real edge pipeline in workerd, against the in-process sandbox supplier:
 * the absolute Sitemap line, a valid sitemaps.org document listing hotel, destination, city and landing pages,
 * cacheable answers without a session cookie, one build kept per isolate, and a 503 (not an empty sitemap) in an outage.
 */
import { env } from 'cloudflare:workers';
import { type Context, Hono } from 'hono';
import { afterEach, describe, expect, it } from 'vitest';
import { LANDING_SLUGS } from '@/content/landings';
import { cities } from '@/content/travel';
import { clearSitemapCache } from '@/edge/findability-routes';
import { applyEdgePipeline } from '@/edge/pipeline';
import { SERVER_PRODUCTS } from '@/products/registry.server';
import { SITEMAP_CACHE_SECONDS } from '@/lib/constants';

const ORIGIN = 'https://safarnameh.example';
const render = (c: Context) => c.text(`rendered ${new URL(c.req.url).pathname}`);

function pipelineApp() {
  const app = applyEdgePipeline(new Hono(), SERVER_PRODUCTS);
  app.all('*', render);
  return app;
}
const get = (app: Hono, path: string, origin = ORIGIN, bindings: object = env) =>
  app.request(new Request(origin + path), undefined, bindings);

afterEach(() => clearSitemapCache());

describe('robots.txt', () => {
  it('keeps crawlers off APIs, streams, dashboards and results, and names the sitemap by its absolute URL', async () => {
    const res = await get(pipelineApp(), '/robots.txt');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(res.headers.get('cache-control')).toMatch(/^public, max-age=\d+/);
    expect(res.headers.getSetCookie()).toEqual([]);
    const text = await res.text();
    expect(text).toContain('User-agent: *');
    for (const path of ['/api/', '/stream/', '/dashboard/', '/*/search']) expect(text).toContain(`Disallow: ${path}`);
    expect(text).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
  });
});

describe('sitemap.xml', () => {
  it('is a valid sitemaps.org document of hotel, destination, city and landing pages, cacheable and cookie-free', async () => {
    const res = await get(pipelineApp(), '/sitemap.xml');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/xml; charset=utf-8');
    expect(res.headers.get('cache-control')).toBe(`public, max-age=${SITEMAP_CACHE_SECONDS}`);
    expect(res.headers.getSetCookie()).toEqual([]);
    const xml = await res.text();
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">')).toBe(
      true,
    );
    expect(xml.trimEnd().endsWith('</urlset>')).toBe(true);
    const locs = [
      ...xml.matchAll(
        /<url><loc>([^<]+)<\/loc>(?:<changefreq>(daily|weekly|monthly)<\/changefreq>)?(?:<priority>(0\.\d|1\.0)<\/priority>)?<\/url>/g,
      ),
    ].map((m) => m[1]!.replaceAll('&amp;', '&'));
    // Every <url> is well formed (the regex matched them all), every loc absolute on the origin, none twice.
    expect(locs.length).toBe(xml.split('<url>').length - 1);
    expect(locs.every((l) => l.startsWith(`${ORIGIN}/`))).toBe(true);
    expect(new Set(locs).size).toBe(locs.length);
    expect(xml).not.toMatch(/&(?!amp;|lt;|gt;|quot;|apos;)/);
    // The pages it must list.
    expect(locs).toContain(`${ORIGIN}/`);
    expect(locs).toContain(`${ORIGIN}/hotel`);
    expect(locs).toContain(`${ORIGIN}/hotel/ir-kish`);
    for (const slug of Object.keys(cities)) expect(locs).toContain(`${ORIGIN}/city/${slug}`);
    for (const slug of LANDING_SLUGS) expect(locs).toContain(`${ORIGIN}/landings/${slug}`);
    // Hotel pages by their canonical URL: no dates, no rooms; hundreds of them across the destinations.
    const hotels = locs.filter((l) => /\/hotel\/[a-z]{2}-[a-z-]+\/[^/?]+\?hotelId=\d+$/.test(l));
    expect(hotels.length).toBeGreaterThan(500);
    expect(hotels.some((l) => l.includes('/hotel/ir-kish/'))).toBe(true);
    expect(hotels.some((l) => l.includes('/hotel/ae-dubai/'))).toBe(true);
    // Results pages are the robots' Disallow, never in the sitemap.
    expect(locs.some((l) => l.includes('/search'))).toBe(false);
  });

  it('is built once and kept: a second request within the hour answers the same document', async () => {
    const app = pipelineApp();
    const a = await (await get(app, '/sitemap.xml')).text();
    const t0 = Date.now();
    const b = await (await get(app, '/sitemap.xml')).text();
    expect(b).toBe(a);
    expect(Date.now() - t0).toBeLessThan(200);
  });

  it('an unreachable supplier is a 503 with Retry-After, never an empty sitemap', async () => {
    const down = { ...(env as object), UPSTREAM_URL: 'http://127.0.0.1:9' };
    const res = await get(pipelineApp(), '/sitemap.xml', ORIGIN, down);
    expect(res.status).toBe(503);
    expect(res.headers.get('retry-after')).toBe('300');
    expect(res.headers.get('cache-control')).toBe('no-store');
    await res.text();
  });
});

describe('the bench reference page', () => {
  it('exists only when the worker runs with BENCH_REFERENCE=1', async () => {
    const off = await get(pipelineApp(), '/__bench/reference');
    expect(await off.text()).toBe('rendered /__bench/reference');
    const on = await get(pipelineApp(), '/__bench/reference', ORIGIN, { ...(env as object), BENCH_REFERENCE: '1' });
    expect(on.status).toBe(200);
    expect(on.headers.get('content-security-policy')).toBeTruthy();
    const html = await on.text();
    expect(html).toContain('<html lang="fa" dir="rtl">');
    expect(html).not.toContain('<script');
  });
});
