/**
 * The built worker is installable and crawlable: every page links the web app manifest and the iOS home-screen icon,
 * the assets ship the manifest (Persian, RTL, theme colour) and its PNG icons at their stated sizes, and the worker
 * answers robots.txt and sitemap.xml itself (wrangler.toml no longer serves a static robots.txt).
 */
import { env, exports } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';

const ORIGIN = 'http://127.0.0.1:8787';
const worker = (exports as unknown as { default: Fetcher }).default;
const assets = (env as { ASSETS: Fetcher }).ASSETS;
const get = (path: string) => worker.fetch(new Request(ORIGIN + path, { redirect: 'manual' }));

/** Width and height from a PNG's IHDR chunk. */
function pngSize(bytes: ArrayBuffer): [number, number] {
  const view = new DataView(bytes);
  expect(view.getUint32(0)).toBe(0x89504e47);
  return [view.getUint32(16), view.getUint32(20)];
}

describe('installable and crawlable (built worker)', () => {
  it('pages link the manifest and the apple touch icon, next to the theme colour', async () => {
    const html = await (await get('/hotel')).text();
    expect(html).toContain('<link rel="manifest" href="/manifest.webmanifest"/>');
    expect(html).toContain('<link rel="apple-touch-icon" href="/icons/apple-touch-icon-180.png"/>');
    expect(html).toContain('<meta name="theme-color" content="#d6409f"/>');
  });

  it('ships a Persian RTL manifest whose icons exist at their stated sizes', async () => {
    const res = await assets.fetch(`${ORIGIN}/manifest.webmanifest`);
    expect(res.status).toBe(200);
    const manifest = (await res.json()) as {
      name: string;
      short_name: string;
      lang: string;
      dir: string;
      start_url: string;
      display: string;
      theme_color: string;
      icons: { src: string; sizes: string; type: string; purpose: string }[];
    };
    expect(manifest).toMatchObject({
      short_name: 'سفرنامه',
      lang: 'fa',
      dir: 'rtl',
      start_url: '/',
      display: 'standalone',
      theme_color: '#d6409f',
    });
    const pngs = manifest.icons.filter((i) => i.type === 'image/png');
    expect(pngs.map((i) => i.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
    expect(pngs.some((i) => i.purpose === 'maskable')).toBe(true);
    for (const icon of [...pngs, { src: '/icons/apple-touch-icon-180.png', sizes: '180x180' }]) {
      const file = await assets.fetch(ORIGIN + icon.src);
      expect(file.status, icon.src).toBe(200);
      const [w, h] = pngSize(await file.arrayBuffer());
      expect(`${w}x${h}`).toBe(icon.sizes);
    }
  });

  it('answers robots.txt with the sitemap line, and sitemap.xml', async () => {
    const robots = await get('/robots.txt');
    expect(robots.status).toBe(200);
    expect(await robots.text()).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
    const sitemap = await get('/sitemap.xml');
    expect(sitemap.status).toBe(200);
    expect(await sitemap.text()).toContain(`<loc>${ORIGIN}/hotel/ir-kish</loc>`);
  });
});
