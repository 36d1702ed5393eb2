/**
 * The RSC-payload step's pass-through patch (scripts/vite/ssr-html-passthrough.ts): rsc-html-stream's
 * `injectRSCPayload`, patched and as published, turns the same HTML and RSC streams into the same bytes, and the patched
 * one sends React's HTML chunks on as they came (the same byte arrays) instead of encoding each again.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { htmlPassthrough } from '../../../scripts/vite/ssr-html-passthrough';

const require = createRequire(import.meta.url);
/** The copy waku's SSR imports (and the build patches), resolved from waku's own folder. */
const fromWaku = createRequire(require.resolve('waku/package.json'));
const published = readFileSync(fromWaku.resolve('rsc-html-stream/server'), 'utf8');

type Inject = (rsc: ReadableStream<Uint8Array>, options?: { nonce?: string }) => TransformStream<Uint8Array, Uint8Array>;

/** The module's `injectRSCPayload` from `code` (an ES module with that one export and no imports). */
function load(code: string): Inject {
  const body = code.replace(/^export function injectRSCPayload/m, 'function injectRSCPayload');
  return new Function(`${body}\nreturn injectRSCPayload;`)() as Inject;
}
const original = load(published);
const patched = load(htmlPassthrough(published));

const encode = (s: string) => new TextEncoder().encode(s);
// Between two flushes: longer than the published code's batching timer (a `setTimeout(0)` set when the flush's first
// chunk reaches it, a few promise hops after the enqueue). At 5 ms a loaded machine let the next flush in before that
// timer ran (session 54's CI, beside the built worker's tests), and the published code then made no U+FFFD.
const tick = () => new Promise((r) => setTimeout(r, 50));

/** A stream of `flushes`: the chunks of one flush are enqueued together, each flush a tick after the last. */
function streamOf(flushes: Uint8Array[][]): ReadableStream<Uint8Array> {
  return new ReadableStream({
    async start(controller) {
      for (const [i, flush] of flushes.entries()) {
        if (i > 0) await tick();
        for (const chunk of flush) controller.enqueue(chunk);
      }
      controller.close();
    },
  });
}

async function run(inject: Inject, html: Uint8Array[][], rsc: Uint8Array[][], nonce?: string) {
  const out: Uint8Array[] = [];
  const reader = streamOf(html)
    .pipeThrough(inject(streamOf(rsc), nonce ? { nonce } : {}))
    .getReader();
  for (let r = await reader.read(); !r.done; r = await reader.read()) out.push(r.value);
  return { chunks: out, text: Buffer.concat(out).toString('utf8') };
}

const persian = 'هتل پارسیان کیش، ۳ شب با صبحانه از ۱۲٬۵۰۰٬۰۰۰ تومان 🏨';
const doc = `<!DOCTYPE html><html lang="fa" dir="rtl"><head></head><body><main>${persian}</main></body></html>`;
const rscRows = [[encode(`0:{"title":"${persian}"}\n`)], [encode('1:["$","div",null,{"children":"</script><!-- x"}]\n')]];

/** `text` as UTF-8, cut at the given byte offsets (which may fall inside a character). */
function cut(text: string, ...at: number[]): Uint8Array[] {
  const bytes = encode(text);
  const edges = [0, ...at, bytes.length];
  return edges.slice(1).map((end, i) => bytes.slice(edges[i], end));
}

describe('ssr-html-passthrough', () => {
  it.each([
    ['one chunk ending with the trailer', [[encode(doc)]]],
    ['the trailer as a chunk of its own', [[encode(doc.slice(0, -14)), encode('</body></html>')]]],
    ['a character cut in two inside one flush', [cut(doc, 100, 101, 160)]],
    ['several flushes, the trailer in the last', [[encode(doc.slice(0, 60))], [encode(doc.slice(60, -14))], [encode('</body></html>')]]],
    ['a chunk that ends with only part of the trailer', [[encode(doc.slice(0, -7)), encode('</html>')]]],
    ['no trailer at all', [[encode('<div>بدون پایان</div>')]]],
  ])('the same bytes as published: %s', async (_name, html) => {
    const a = await run(original, html, rscRows, 'n0nce');
    const b = await run(patched, html, rscRows, 'n0nce');
    expect(b.text).toBe(a.text);
    expect(b.text).toContain(persian);
    expect(b.text.endsWith('</body></html>')).toBe(true);
  });

  it("passes React's HTML chunks on as the same byte arrays, not encoded again", async () => {
    const html = [cut(doc.slice(0, -14), 50, 120), [encode('</body></html>')]];
    const sent = new Set(html.flat());
    const reused = (r: { chunks: Uint8Array[] }) => r.chunks.filter((c) => sent.has(c)).length;
    expect(reused(await run(patched, html, rscRows))).toBe(3);
    expect(reused(await run(original, html, rscRows))).toBe(0);
  });

  it('keeps a character whole when a flush ends inside it (the published code makes it two U+FFFD)', async () => {
    const bytes = encode(doc);
    const inside = encode(doc.slice(0, doc.indexOf('پ'))).length + 1; // between the two bytes of «پ»
    const html = [[bytes.slice(0, inside)], [bytes.slice(inside)]];
    expect((await run(patched, html, rscRows)).text).toContain(persian);
    expect((await run(original, html, rscRows)).text).toContain('\uFFFD');
  });

  it('fails the build when the published function has changed', () => {
    expect(() => htmlPassthrough(published.replace('decoder.decode(chunk, {stream: true})', 'decode(chunk)'))).toThrow(
      /flushBufferedChunks was found 0 times/,
    );
  });
});
