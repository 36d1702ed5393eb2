/**
 * The string-chunk patch on React's RSC (Flight) server (scripts/vite/ssr-string-chunks.ts, renderer `flight`): the
 * server as the build bundles it (react-server-dom-webpack), patched and as published, serializes the same models to the same bytes. The models
 * reach every branch the patch adds: rows of Persian and other multi-byte text across the 4 KB buffer's edge, a
 * surrogate pair and a lone surrogate, rows longer than the buffer, and text rows (strings of 1 024 characters or
 * more), which carry their UTF-8 byte length.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { stringChunks } from '../../../scripts/vite/ssr-string-chunks';
import { loadCommonJs, readAll } from './commonjs';

const require = createRequire(import.meta.url);
/** The copy the build bundles (installed beside plugin-rsc, which then uses it instead of its vendored one). */
const file = path.join(
  path.dirname(require.resolve('react-server-dom-webpack/server.edge')),
  'cjs/react-server-dom-webpack-server.edge.production.js',
);
const published = readFileSync(file, 'utf8');

type Render = (model: unknown, webpackMap: unknown, options?: object) => ReadableStream<Uint8Array>;
const reactDir = path.dirname(require.resolve('react/package.json'));
const reactDomDir = path.dirname(require.resolve('react-dom/package.json'));

/**
 * The Flight server from `code` with React's react-server builds (their `react-server` condition is not Node's), each
 * renderer with a React of its own: React allows one RSC renderer per copy of its shared internals.
 */
function load(code: string): Render {
  const react = loadCommonJs(path.join(reactDir, 'cjs/react.react-server.production.js'), {});
  const reactDom = loadCommonJs(path.join(reactDomDir, 'cjs/react-dom.react-server.production.js'), { react });
  const flight = loadCommonJs(file, { react, 'react-dom': reactDom }, code) as { renderToReadableStream: Render };
  return flight.renderToReadableStream;
}

const original = load(published);
const patched = load(stringChunks(published, 'flight'));
/** Elements are plain objects marked with a global symbol: either renderer's React reads them. */
const { createElement: h } = loadCommonJs(path.join(reactDir, 'cjs/react.react-server.production.js'), {}) as typeof import('react');

const payload = (render: Render, model: unknown) => readAll(render(model, {}));

const persian = 'هتل پارسیان کیش، ۳ شب با صبحانه از ۱۲٬۵۰۰٬۰۰۰ تومان';
const cards = (n: number) =>
  h(
    'ul',
    { className: 'results', 'data-city': 'کیش' },
    Array.from({ length: n }, (_, i) => h('li', { key: i, title: `${persian} ${i}` }, `${i}: ${persian} 🏨`, h('b', null, 'é€😀'))),
  );

describe('flight-string-chunks: the same RSC payload as published', () => {
  it.each([
    ['a small tree', () => cards(3)],
    ['a tree whose rows fill the 4 KB buffer again and again', () => cards(400)],
    ['a string of 1 024 characters or more (a text row with its byte length)', () => ({ text: persian.repeat(60) })],
    ['a text row of 4-byte characters only', () => ({ text: '😀'.repeat(1500) })],
    ['a lone surrogate inside a text row', () => ({ text: `${'a'.repeat(1100)}\uD800${persian}` })],
    ['many elements and text rows together', () => [cards(50), { long: 'ب'.repeat(5000) }, cards(50)]],
  ])('%s', async (_name, model) => {
    const a = await payload(original, model());
    const b = await payload(patched, model());
    expect(b.length).toBeGreaterThan(0);
    expect(b.equals(a)).toBe(true);
  });

  it('writes text rows with the UTF-8 byte length, not the string length', async () => {
    const text = persian.repeat(30);
    const out = (await payload(patched, { text })).toString('utf8');
    expect(out).toContain(`:T${Buffer.byteLength(text).toString(16)},${text}`);
  });

  it('fails the build when a place it patches has changed', () => {
    expect(() => stringChunks(published.replace('debug = text.byteLength;', 'debug = text.length;'), 'flight')).toThrow(
      /text row length was found 0 times in react-server-dom-webpack-server\.edge\.production\.js/,
    );
  });
});
