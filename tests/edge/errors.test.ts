import { describe, expect, it } from 'vitest';
import { contentApi } from '@/server/upstream/content';
import { harness } from './harness';

describe('23. degradation of optional content', () => {
  const render = async (c: import('hono').Context) => {
    const api = contentApi(c.get('upstream'));
    const [banners, offers] = await Promise.all([api.hotelBanners('l'), api.tourOffers(402)]);
    return c.html(`<!doctype html><p data-banners="${banners.length}" data-offers="${offers.length}"></p>`);
  };

  it('with a healthy upstream the page has banners and offers', async () => {
    const h = harness({ render });
    const html = await (await h.request('/hotel/ir-kish')).text();
    expect(Number(/data-banners="(\d+)"/.exec(html)![1])).toBeGreaterThan(0);
    expect(Number(/data-offers="(\d+)"/.exec(html)![1])).toBeGreaterThan(0);
  });

  it.each(['hang', 'status=500', 'status=503', 'malformed-json', 'html-200', 'truncate', 'reset', 'wrong-type'])(
    'banners and tour offers failing with %s: the page still answers 200, each called at most once',
    async (fault) => {
      const timers = { now: () => Date.now(), sleep: async () => {}, timeout: () => AbortSignal.timeout(40) };
      const h = harness({ render, timers });
      h.faults.push({ pattern: /^\/banners|TourOffer/, spec: fault });
      const res = await h.request('/hotel/ir-kish');
      expect(res.status).toBe(200);
      expect(await res.text()).toContain('data-banners="0" data-offers="0"');
      expect(h.calls.filter((c) => c.path === '/banners')).toHaveLength(1);
      expect(h.calls.filter((c) => c.path.includes('TourOffer'))).toHaveLength(1);
    },
  );
});

describe('errors', () => {
  it('an exception in a render becomes a clean Persian 500 page (navigation) or JSON (API), no stack', async () => {
    const h = harness({
      render: () => {
        throw new Error('boom at secretFunction (/src/x.ts:1:1)');
      },
    });
    const page = await h.request('/about', { headers: { Accept: 'text/html' } });
    expect(page.status).toBe(500);
    const html = await page.text();
    expect(html).toContain('lang="fa" dir="rtl"');
    expect(html).not.toMatch(/boom|secretFunction|\.ts:/);
    expect(page.headers.get('content-security-policy')).toContain("'nonce-");
    const rsc = await h.request('/RSC/R/about.txt');
    expect(rsc.status).toBe(500);
    expect(await rsc.json()).toMatchObject({ succeed: false, code: 'internal' });
  });

  it.each([
    ['/error/401', 401],
    ['/error/403', 403],
    ['/error/404', 404],
    ['/error/410', 410],
    ['/error/500', 500],
    ['/error/503', 503],
    ['/error/418', 404],
    ['/error/abc', 404],
    ['/server-error', 503],
  ])('%s answers with status %i', async (path, status) => {
    const h = harness({ render: (c) => c.html('<!doctype html><h1>x</h1>') });
    const res = await h.request(path);
    expect(res.status).toBe(status);
    if (path === '/server-error') {
      expect(res.headers.get('retry-after')).toBe('30');
      expect(h.calls).toEqual([]); // no session start-up on the server-error page
    }
  });
});
