import { env, exports } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { todayIn } from '@/lib/dates';
import { defaultHotelDates } from '@/products/hotel/model/dates';

// A search URL with valid dates (an undated one is repaired by a 302 that adds them).
const { startDate, endDate } = defaultHotelDates(todayIn(Date.now()));
const SEARCH = `/hotel/ir-kish/search?startDate=${startDate}&endDate=${endDate}`;

// The built worker (dist/server) inside workerd, with its assets binding: what `wrangler deploy` ships.
const ORIGIN = 'http://127.0.0.1:8787';
const worker = (exports as unknown as { default: Fetcher }).default;
const get = (path: string, init: RequestInit = {}) => worker.fetch(new Request(ORIGIN + path, { redirect: 'manual', ...init }));

const cspNonce = (res: Response) => /'nonce-([^']+)'/.exec(res.headers.get('content-security-policy') ?? '')?.[1];
const inlineScripts = (html: string) => [...html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>/g)].map((m) => m[1] ?? '');

describe('built worker', () => {
  it('serves a Persian RTL home page with title, hidden h1 and the self-hosted font', async () => {
    const res = await get('/');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/html');
    const html = await res.text();
    expect(html).toMatch(/<html lang="fa" dir="rtl">/);
    expect(html).toMatch(/<title>[^<]+ \| سفرنامه<\/title>/);
    expect(html).toMatch(/<h1 class="[^"]*sr_true[^"]*">/);
    expect(html).toContain('/fonts/vazirmatn-arabic-wght400-700.woff2');
  });

  it.each(['/', SEARCH, '/no-such-page'])('every inline script of %s carries the response nonce', async (path) => {
    const [a, b] = [await get(path), await get(path)];
    const nonce = cspNonce(a);
    expect(nonce).toBeTruthy();
    expect(cspNonce(b)).not.toBe(nonce);
    const scripts = inlineScripts(await a.text());
    expect(scripts.length).toBeGreaterThan(0);
    for (const attrs of scripts) expect(attrs).toContain(`nonce="${nonce}"`);
    await b.body?.cancel();
  });

  it('answers an unknown path with the Persian 404 page and status 404', async () => {
    const res = await get('/this/does/not/exist');
    expect(res.status).toBe(404);
    const html = await res.text();
    expect(html).toContain('این صفحه پیدا نشد');
    expect(html).toMatch(/<html lang="fa" dir="rtl">/);
  });

  it.each(['/hotel/%FF', '/landings/%C3', '/hotel/ir-kish/search%FF', '/help/%FF'])(
    'answers a path whose escapes do not decode (%s) with the Persian 404 page, its nonce intact',
    async (path) => {
      const res = await get(path);
      expect(res.status).toBe(404);
      const html = await res.text();
      expect(html).toContain('این صفحه پیدا نشد');
      expect(html).toMatch(/<html lang="fa" dir="rtl">/);
      const nonce = cspNonce(res);
      for (const attrs of inlineScripts(html)) expect(attrs).toContain(`nonce="${nonce}"`);
    },
  );

  it.each(['PUT', 'DELETE', 'PATCH', 'POST'])('answers %s on a page with 405 and Allow, not the page', async (method) => {
    const res = await get('/hotel', { method, headers: { Origin: ORIGIN } });
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toBe('GET, HEAD');
    expect(await res.text()).not.toContain('<html');
  });

  it.each([
    ['/error/410', 410, 'حساب کاربری شما مسدود شده است'],
    ['/error/999', 404, 'صفحهٔ درخواستی در دسترس نیست'],
    ['/server-error', 503, 'ارتباط با سرور برقرار نشد'],
  ])('%s renders the Persian error page with status %i', async (path, status, text) => {
    const res = await get(path);
    expect(res.status).toBe(status);
    expect(await res.text()).toContain(text);
  });

  it('starts a guest session on the first visit: one HttpOnly __Host- cookie, no-store', async () => {
    const res = await get('/', { headers: { 'Sec-Fetch-Site': 'none', 'Sec-Fetch-Mode': 'navigate' } });
    const cookies = res.headers.getSetCookie();
    expect(cookies).toHaveLength(1);
    expect(cookies[0]).toMatch(/^__Host-sfn_session=[\w-]+; Path=\/; Max-Age=604800; HttpOnly; Secure; SameSite=Lax$/);
    expect(res.headers.get('cache-control')).toBe('no-store');
    await res.body?.cancel();
  });

  it('runs the Hono layer on static pages and RSC payloads too (run_worker_first)', async () => {
    const page = await get('/');
    expect(page.headers.get('content-security-policy')).toBeTruthy();
    await page.body?.cancel();
    const rsc = await get('/RSC/R/_root.txt');
    expect(rsc.headers.get('x-content-type-options')).toBe('nosniff');
    await rsc.body?.cancel();
  });

  it('redirects a trailing slash with 301 in one hop, keeping the query', async () => {
    const res = await get('/about/?utm_source=sms&x=1');
    expect(res.status).toBe(301);
    expect(res.headers.get('location')).toBe('/about?utm_source=sms&x=1');
  });

  // In production the asset router answers /fonts/* and /assets/* before the worker runs (run_worker_first
  // excludes them); here we ask the same ASSETS binding the router uses.
  it('ships the self-hosted font in the assets binding', async () => {
    const font = await (env as { ASSETS: Fetcher }).ASSETS.fetch(ORIGIN + '/fonts/vazirmatn-arabic-wght400-700.woff2');
    expect(font.status).toBe(200);
    expect((await font.arrayBuffer()).byteLength).toBeGreaterThan(20_000);
  });

  // The font's weight axis is cut to 400–700 (scripts/site-font.sh): every weight the site's stylesheet sets must lie
  // inside it, or that text would be drawn at the nearest end, not at its weight. Fails when a `fontWeight: 'light'`
  // (or a recipe's) joins the stylesheet without a new cut of the font.
  it('sets no font weight outside the self-hosted font’s 400–700 axis', async () => {
    const html = await (await get(SEARCH)).text();
    const hrefs = [...html.matchAll(/<link[^>]*rel="stylesheet"[^>]*href="([^"]+)"/g)].map((m) => m[1] as string);
    expect(hrefs.length).toBeGreaterThan(0);
    let css = '';
    for (const href of hrefs) css += await (await (env as { ASSETS: Fetcher }).ASSETS.fetch(ORIGIN + href)).text();
    const face = /@font-face\{font-family:Vazirmatn;[^}]*font-weight:(\d+) (\d+)/.exec(css);
    expect(face?.slice(1, 3)).toEqual(['400', '700']);
    const tokens = new Map([...css.matchAll(/--font-weights-([\w-]+):(\d+)/g)].map((m) => [m[1], Number(m[2])]));
    const outside = css.replace(/@font-face\{[^}]*\}/g, '');
    const used = [
      ...[...outside.matchAll(/font-weight:var\(--font-weights-([\w-]+)\)/g)].map((m) => tokens.get(m[1] as string)),
      ...[...outside.matchAll(/font-weight:(\d+)/g)].map((m) => Number(m[1])),
    ];
    expect(used.length).toBeGreaterThan(3);
    for (const weight of used) expect(weight, `a weight the stylesheet sets`).toBeGreaterThanOrEqual(400);
    for (const weight of used) expect(weight).toBeLessThanOrEqual(700);
  });

  it('streams the search page in parts, even when the client accepts gzip and br', async () => {
    const res = await get(SEARCH, { headers: { 'Accept-Encoding': 'gzip, br' } });
    expect(res.status).toBe(200);
    const reader = res.body!.getReader();
    const decoder = new TextDecoder();
    const t0 = Date.now();
    const chunks: { at: number; text: string }[] = [];
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      chunks.push({ at: Date.now() - t0, text: decoder.decode(value, { stream: true }) });
    }
    // The chunk in which a text has fully arrived: a text may straddle two chunks (where the stream breaks depends on
    // the page's size, not on when its parts were ready).
    const joined = chunks.map((c) => c.text).join('');
    const arrivedIn = (text: string) => {
      const at = joined.indexOf(text);
      if (at < 0) return -1;
      for (let i = 0, read = 0; i < chunks.length; i++) {
        read += chunks[i]!.text.length;
        if (read >= at + text.length) return i;
      }
      return -1;
    };
    const firstShell = arrivedIn('نتایج جستجوی هتل');
    // The loading dialog is in the shell; the first round's cards stream in later (sandbox: 1200 ms), while the
    // search is still running: the counter says "found so far", not "N of M".
    const loading = arrivedIn('data-testid="search-loading"');
    const cards = arrivedIn('data-hotel-id=');
    expect(firstShell).toBeGreaterThanOrEqual(0);
    // The search form (its destinations are server-rendered) may push the loading dialog into a later chunk, but
    // it always comes before the cards, which arrive with the first round.
    expect(loading).toBeGreaterThanOrEqual(firstShell);
    expect(cards).toBeGreaterThan(loading);
    expect(chunks[cards]!.at - chunks[loading]!.at).toBeGreaterThanOrEqual(500);
    expect(joined).toMatch(/data-finished="0"[^>]*>تاکنون [۰-۹]+ هتل پیدا شده است/);
    expect(joined).toContain('data-testid="search-loading"');
  });
});
