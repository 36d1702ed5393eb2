/**
 * The built worker renders pages with the string-chunk patch on React's two renderers (scripts/vite/ssr-string-chunks.ts)
 * and passes the HTML through the RSC-payload step as React wrote it (scripts/vite/ssr-html-passthrough.ts):
 * - React's HTML renderer and its RSC (Flight) server write text into their output buffers, so `TextEncoder.encode`
 *   runs a score of times a page (strings too long for the buffer, the RSC payload's script tags), not once for every
 *   attribute and text node (~1 250 for these pages with both renderers as published; 53–77 with the HTML renderer's
 *   patch only, one per RSC row);
 * - the page's HTML is encoded once, by React: what `TextEncoder.encode` makes for a page is less than 1.3 × the page
 *   (1.55–1.58 × on session 43's build, whose RSC-payload step decoded and encoded every chunk of HTML again; a build
 *   without the pass-through alone fails it too).
 * The counts are from the same isolate the pages render in.
 */
import { exports } from 'cloudflare:workers';
import { afterEach, describe, expect, it } from 'vitest';

const ORIGIN = 'http://127.0.0.1:8787';
const worker = (exports as unknown as { default: Fetcher }).default;
const encode = TextEncoder.prototype.encode;

afterEach(() => {
  TextEncoder.prototype.encode = encode;
});

/**
 * How many times the page's render called TextEncoder.encode and the bytes those calls made, with the page's own size
 * in bytes (the page fetched once before, so it is warm).
 */
async function encodesFor(path: string): Promise<{ count: number; encoded: number; bytes: number }> {
  await (await worker.fetch(new Request(ORIGIN + path))).text();
  let count = 0;
  let encoded = 0;
  TextEncoder.prototype.encode = function (this: TextEncoder, input?: string) {
    count++;
    const bytes = encode.call(this, input);
    encoded += bytes.byteLength;
    return bytes;
  };
  const page = new Uint8Array(await (await worker.fetch(new Request(ORIGIN + path))).arrayBuffer());
  TextEncoder.prototype.encode = encode;
  return { count, encoded, bytes: page.byteLength };
}

describe("React's renderers write text without a byte array per string, and the HTML is encoded once (built worker)", () => {
  it.each(['/', '/hotel', '/about'])('%s: fewer than 40 TextEncoder.encode calls for the whole page', async (path) => {
    const { count, bytes } = await encodesFor(path);
    expect(bytes).toBeGreaterThan(30_000);
    expect(count).toBeGreaterThan(0);
    expect(count).toBeLessThan(40);
  });

  it.each(['/', '/hotel', '/about'])('%s: TextEncoder.encode makes less than 1.3 × the page in bytes', async (path) => {
    const { encoded, bytes } = await encodesFor(path);
    expect(encoded).toBeGreaterThan(0);
    expect(encoded).toBeLessThan(1.3 * bytes);
  });
});
