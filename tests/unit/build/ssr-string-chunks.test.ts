/**
 * The server renderer's string-chunk patch (scripts/vite/ssr-string-chunks.ts): React's edge HTML renderer, patched
 * and as published, renders the same trees to the same bytes. The trees reach every branch the patch adds: Persian
 * and other multi-byte text across the 4 KB buffer's edge, surrogate pairs and a lone surrogate, strings too long for
 * the buffer, and Suspense boundaries whose byte size decides whether they are written out of line.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { stringChunks } from '../../../scripts/vite/ssr-string-chunks';
import { loadCommonJs, readAll } from './commonjs';

const require = createRequire(import.meta.url);
/** A file of an installed package, by its path inside the package (React's `exports` do not list its builds). */
const packageFile = (pkg: string, inside: string) => path.join(path.dirname(require.resolve(`${pkg}/package.json`)), inside);
const file = packageFile('react-dom', 'cjs/react-dom-server.edge.production.js');
const published = readFileSync(file, 'utf8');
/** React's production builds, as the worker bundles them (the renderer and the components share one React). */
const production: Record<string, unknown> = {
  react: require(packageFile('react', 'cjs/react.production.js')),
  'react-dom': require(packageFile('react-dom', 'cjs/react-dom.production.js')),
};
const { createElement: h, Suspense, use } = production.react as typeof import('react');

type Render = (
  node: unknown,
  options?: { progressiveChunkSize?: number },
) => Promise<ReadableStream<Uint8Array> & { allReady: Promise<void> }>;

/** The renderer module from `code`, loaded as Node loads React's CommonJS file, with React's production builds. */
const load = (code: string) => (loadCommonJs(file, production, code) as { renderToReadableStream: Render }).renderToReadableStream;

const original = load(published);
const patched = load(stringChunks(published));

async function html(render: Render, node: unknown, progressiveChunkSize?: number): Promise<{ text: string; bytes: number }> {
  const stream = await render(node, progressiveChunkSize ? { progressiveChunkSize } : {});
  await stream.allReady;
  const all = await readAll(stream);
  return { text: all.toString('utf8'), bytes: all.length };
}

const persian = 'هتل پارسیان کیش، ۳ شب با صبحانه از ۱۲٬۵۰۰٬۰۰۰ تومان';
/** Many small multi-byte pieces, so the 4 KB buffer fills mid-character again and again. */
const list = (n: number) =>
  h(
    'ul',
    { className: 'results', 'data-city': 'کیش' },
    Array.from({ length: n }, (_, i) =>
      h('li', { key: i, title: `${persian} ${i}`, 'data-i': i }, `${i}: ${persian} 🏨`, h('b', null, 'é€😀')),
    ),
  );

/** Shows the promise's text once it resolves: suspends once on the server. */
function Late({ promise }: { promise: Promise<string> }) {
  return h('p', null, use(promise));
}

/** A boundary's content that suspends once, then shows its text (written later, in or out of line). */
const later = (text: string) => h(Late, { promise: new Promise<string>((resolve) => setTimeout(() => resolve(text), 1)) });

const trees: [string, () => unknown, number?][] = [
  ['plain ASCII', () => h('main', { id: 'x' }, 'hello', h('a', { href: '/hotel?x=1&y=2' }, 'link <b>'))],
  ['Persian text across the buffer edge', () => list(400)],
  ['a surrogate pair, a lone surrogate, an empty string', () => h('div', { title: 'a\ud800b' }, '😀', '', '\udc00', 'x')],
  [
    'strings longer than the buffer holds',
    () => h('div', null, h('p', null, 'ا'.repeat(5000)), h('p', null, 'b'.repeat(1365)), h('p', null, 'پ'.repeat(1366))),
  ],
  [
    'suspense boundaries, React default size',
    () => h('div', null, list(50), h(Suspense, { fallback: h('i', null, 'صبر') }, list(200), later('دیر')), list(20)),
  ],
  [
    // Persian text is ~2 UTF-8 bytes a character: boundaries of 200 to 3 000 characters against a 2 000-byte limit,
    // so counting characters instead of bytes would write some of them in line that React writes out of line.
    'Persian boundaries on both sides of the size limit',
    () =>
      h('div', null, ...[200, 600, 900, 1100, 1500, 3000].map((n) => h(Suspense, { key: n, fallback: '…' }, h('p', null, 'ش'.repeat(n))))),
    2000,
  ],
  [
    'suspense boundaries written out of line by size',
    () =>
      h(
        'div',
        null,
        h(Suspense, { fallback: 'a' }, list(30)),
        h(Suspense, { fallback: 'b' }, list(5), later('پ')),
        h(Suspense, { fallback: 'c' }, list(60)),
      ),
    2000,
  ],
];

describe('ssr-string-chunks', () => {
  it.each(trees)('%s: the same bytes as React as published', async (_, tree, size) => {
    const before = await html(original, tree(), size);
    const after = await html(patched, tree(), size);
    expect(after.text).toBe(before.text);
    expect(after.bytes).toBe(before.bytes);
    expect(before.text.length).toBeGreaterThan(0);
    // With a size limit, the tree has boundaries written out of line (React's hidden `S:` segments) as well as in line.
    if (size) expect(before.text).toMatch(/<div hidden id="S:\d+">/);
  });

  it("writes strings without a byte array each: a few TextEncoder.encode calls a render (React's per-request pieces), not one per string", async () => {
    const calls = { encode: 0 };
    const encode = TextEncoder.prototype.encode;
    TextEncoder.prototype.encode = function (this: TextEncoder, s?: string) {
      calls.encode++;
      return encode.call(this, s);
    };
    try {
      await html(original, list(100));
      const before = calls.encode;
      calls.encode = 0;
      await html(patched, list(100));
      expect(before).toBeGreaterThan(500);
      expect(calls.encode).toBeLessThan(10);
    } finally {
      TextEncoder.prototype.encode = encode;
    }
  });

  it('fails loudly when a place it patches is not in the file', () => {
    expect(() => stringChunks(published.replace('return textEncoder.encode(content);', 'return content;'))).toThrow(
      /stringToChunk was found 0 times/,
    );
    expect(() => stringChunks(published.replace('segmentByteSize += segment[i].byteLength;', ''))).toThrow(/segment byte size/);
    expect(() => stringChunks('')).toThrow(/ssr-string-chunks/);
  });
});
