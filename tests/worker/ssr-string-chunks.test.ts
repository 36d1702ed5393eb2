/**
 * The built worker renders pages with React's string-chunk patch (scripts/vite/ssr-string-chunks.ts): React's HTML
 * renderer writes a page's text into its output buffer, so `TextEncoder.encode` runs a few dozen times a page (the
 * RSC rows and the payload React's client reads), not once for every attribute and text node (~1 250 for these pages
 * as published). The counts are from the same isolate the pages render in.
 */
import { exports } from 'cloudflare:workers';
import { afterEach, describe, expect, it } from 'vitest';

const ORIGIN = 'http://127.0.0.1:8787';
const worker = (exports as unknown as { default: Fetcher }).default;
const encode = TextEncoder.prototype.encode;

afterEach(() => {
  TextEncoder.prototype.encode = encode;
});

/** How many times the page's render called TextEncoder.encode (the page fetched once before, so it is warm). */
async function encodesFor(path: string): Promise<{ count: number; bytes: number }> {
  await (await worker.fetch(new Request(ORIGIN + path))).text();
  let count = 0;
  TextEncoder.prototype.encode = function (this: TextEncoder, input?: string) {
    count++;
    return encode.call(this, input);
  };
  const html = await (await worker.fetch(new Request(ORIGIN + path))).text();
  TextEncoder.prototype.encode = encode;
  return { count, bytes: html.length };
}

describe("React's HTML renderer writes text without a byte array per string (built worker)", () => {
  it.each(['/', '/hotel', '/about'])('%s: fewer than 150 TextEncoder.encode calls for the whole page', async (path) => {
    const { count, bytes } = await encodesFor(path);
    expect(bytes).toBeGreaterThan(30_000);
    expect(count).toBeGreaterThan(0);
    expect(count).toBeLessThan(150);
  });
});
