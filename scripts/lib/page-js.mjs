import { gzipSync } from 'node:zlib';

/**
 * Records the JavaScript a Playwright page loads, as the JS budget counts it: every successful script response and
 * every `.js` response (so the workers' chunks too), each gzipped. Call before `page.goto`; the Map (URL → gzipped
 * bytes) fills as the responses arrive. Shared by `scripts/page-js.mjs` and the results benches, so their figures agree.
 */
export function recordPageJs(page) {
  const js = new Map();
  page.on('response', async (r) => {
    if ((r.request().resourceType() === 'script' || r.url().endsWith('.js')) && r.ok()) {
      try {
        js.set(r.url(), gzipSync(await r.body()).length);
      } catch {
        /* redirected or gone */
      }
    }
  });
  return js;
}

/** "N JS files, X KB gzipped" for a Map that `recordPageJs` filled. */
export function pageJsSummary(js) {
  const total = [...js.values()].reduce((a, b) => a + b, 0);
  return `${js.size} JS files, ${(total / 1024).toFixed(1)} KB gzipped`;
}
