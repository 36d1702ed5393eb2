/**
 * What the browser gets to run on the hotel pages and /flight (built worker, issue 15: main-thread work before and
 * during hydration on a phone):
 * - no script carries Panda's run-time style builder (scripts/vite/panda-static-css.ts): every `css()` and recipe call
 *   of the source is built ahead, and Panda's generated modules are side-effect free, so the bundler leaves them out.
 *   Evaluating them was a third of the results page's module evaluation;
 * - every script starts with V8's compile hint (scripts/vite/compile-hint.ts), so it is compiled off the main thread
 *   as it streams instead of function by function on it;
 * - the site shell's modules come as one chunk (scripts/vite/site-shell-chunk.ts), the same file on every page, not
 *   as ~30 chunks under 1 KB each: `/hotel` preloaded 43 scripts before.
 */
import { env, exports } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';

const ORIGIN = 'http://127.0.0.1:8787';
const worker = (exports as unknown as { default: Fetcher }).default;
const get = (path: string) => worker.fetch(new Request(ORIGIN + path, { redirect: 'manual' }));
// In production the asset router answers /assets/* before the worker runs; here the same ASSETS binding does.
const asset = (path: string) => (env as unknown as { ASSETS: Fetcher }).ASSETS.fetch(ORIGIN + path);
const day = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);

/** Texts only Panda's runtime has: its utility table and its recipe error. */
const RUNTIME = ['textStyle:textStyle', 'Conditions are not supported when using compound variants'];

describe('the scripts a page preloads (built worker)', () => {
  for (const path of [
    '/hotel',
    `/hotel/ir-kish/search?room=1&pCount=2&adults=2&room-0=2&id=402&scope=l&startDate=${day(30)}&endDate=${day(33)}`,
    `/hotel/ir-kish/Homa-Kish?hotelId=402001&startDate=${day(30)}&endDate=${day(33)}&room=1&room-0=2`,
    '/flight',
  ]) {
    it(`${path.split('?')[0]}: no Panda runtime, each with the compile hint first`, async () => {
      const html = await (await get(path)).text();
      const scripts = [...html.matchAll(/<link rel="modulepreload" href="([^"]+)"/g)].map((m) => m[1] as string);
      expect(scripts.length).toBeGreaterThan(5);
      for (const src of scripts) {
        const res = await asset(src);
        expect(res.status, src).toBe(200);
        const js = await res.text();
        for (const marker of RUNTIME) expect(js.includes(marker), `${src} holds ${marker}`).toBe(false);
        expect(js.startsWith('//# allFunctionsCalledOnLoad\n'), `${src} starts with the compile hint`).toBe(true);
      }
    });
  }
});

describe('the site shell is one chunk (built worker)', () => {
  it('every page preloads the same site-shell chunk; /hotel at most 20 scripts', async () => {
    const pages = {
      home: '/',
      hotel: '/hotel',
      hotelPage: `/hotel/ir-kish/Homa-Kish?hotelId=402001&startDate=${day(30)}&endDate=${day(33)}&room=1&room-0=2`,
      flight: '/flight',
    };
    const shells = new Set<string>();
    for (const [name, path] of Object.entries(pages)) {
      const html = await (await get(path)).text();
      const scripts = [...html.matchAll(/<link rel="modulepreload" href="([^"]+)"/g)].map((m) => m[1] as string);
      const shell = scripts.filter((s) => /\/site-shell-[\w-]+\.js$/.test(s));
      expect(shell, name).toHaveLength(1);
      shells.add(shell[0] as string);
      if (name === 'hotel') expect(scripts.length, `${name}: ${scripts.join(' ')}`).toBeLessThanOrEqual(20);
    }
    expect([...shells]).toHaveLength(1);
  });
});
