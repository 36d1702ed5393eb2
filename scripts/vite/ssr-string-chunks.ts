/**
 * A build plugin for React's two server renderers as the worker runs them: the HTML renderer
 * (react-dom-server.edge.production.js) and the RSC one (Flight: react-server-dom-webpack's
 * react-server-dom-webpack-server.edge.production.js). Both write the text of a page straight into their 4 KB output
 * buffer instead of one small byte array per piece.
 *
 * Why (issue 43, the soak's memory): the edge builds of both renderers share one stream config, which turns every string
 * they write into its own `Uint8Array` (`stringToChunk` is `TextEncoder.encode`), then copies it into the output
 * buffer. The HTML renderer does it for every attribute value, text node and class name: ~1 250 a page (averaging 16
 * characters; measured by counting the calls over 180 page renders). Flight does it for every row of the RSC payload
 * (a row is one element's or one chunk's JSON, up to ~10 KB; ~40 a page, 25–57 KB of payload). Each is a JS object
 * plus a separate backing store in workerd's allocator, freed only when V8 sweeps its buffers, and those a collection
 * finds still alive wait for the next major collection. React's Node build already does it the other way, and this
 * patch ports it: `stringToChunk` keeps the string, `writeChunk` encodes it into the current buffer with
 * `TextEncoder.encodeInto` (a string longer than the buffer could hold is encoded on its own, as before), and where a
 * renderer reads a chunk's byte size (the HTML renderer's segment size, which decides when a Suspense boundary is
 * written out of line; Flight's text rows, which carry their length) it counts a string's UTF-8 bytes, so the output
 * is the same bytes as before (tests/unit/build/ssr-string-chunks.test.ts and flight-string-chunks.test.ts render the
 * same trees and models with both and compare).
 *
 * If a renderer no longer has any of the places this patches, the build fails: it must not pass silently
 * half-patched. Only the production files: development renders with React's own code.
 *
 * Measured (issue 43, this 2-core VM; `npm run bench -- shell --no-build`, its «page CPU» line: the soak's pages, 16
 * at once on loopback): session 43, the HTML renderer as published 6.11 ms of workerd CPU a page, 187 pages/s;
 * patched 5.15 ms, 215 pages/s. Session 44 (Flight too): see docs/progress/issue-43.md.
 * `SSR_STRING_CHUNKS=off npm run build` builds without the patch, `SSR_STRING_CHUNKS=html` with the HTML renderer's
 * only, for those comparisons.
 */
import type { VitePlugin } from 'waku/config';

/**
 * React's two server renderers as the worker bundles them: HTML (react-dom) and RSC (Flight: react-server-dom-webpack,
 * or plugin-rsc's vendored copy of it when that package is not installed).
 */
const RENDERERS = {
  html: { file: 'react-dom-server.edge.production.js', test: /[\\/]react-dom[\\/]cjs[\\/]react-dom-server\.edge\.production\.js$/ },
  flight: {
    file: 'react-server-dom-webpack-server.edge.production.js',
    test: /[\\/]react-server-dom(?:-webpack)?[\\/]cjs[\\/]react-server-dom-webpack-server\.edge\.production\.js$/,
  },
} as const;
export type Renderer = keyof typeof RENDERERS;

interface Patch {
  name: string;
  find: RegExp;
  replace: string;
}

/** Each place both renderers share (the same stream config): what is there in React's file, and what it becomes. */
const SHARED: Patch[] = [
  {
    name: 'stringToChunk',
    find: /function stringToChunk\(content\) \{\s*return textEncoder\.encode\(content\);\s*\}/,
    replace: 'function stringToChunk(content) {\n  return content;\n}',
  },
  {
    name: 'writeChunk',
    find: /function writeChunk\(destination, chunk\) \{\s*if \(0 === chunk\.byteLength\) \{/,
    // React's Node build's string branch (ReactServerStreamConfigNode), with the edge build's enqueue of a view.
    replace: `function writeChunk(destination, chunk) {
  if ("string" === typeof chunk) {
    if (0 === chunk.length) return;
    if (4096 < 3 * chunk.length) {
      0 < writtenBytes &&
        (destination.enqueue(new Uint8Array(currentView.buffer, 0, writtenBytes)),
        (currentView = new Uint8Array(4096)),
        (writtenBytes = 0));
      destination.enqueue(textEncoder.encode(chunk));
      return;
    }
    var encoded = textEncoder.encodeInto(chunk, 0 < writtenBytes ? currentView.subarray(writtenBytes) : currentView);
    writtenBytes += encoded.written;
    if (encoded.read < chunk.length) {
      destination.enqueue(new Uint8Array(currentView.buffer, 0, writtenBytes));
      currentView = new Uint8Array(4096);
      writtenBytes = textEncoder.encodeInto(chunk.slice(encoded.read), currentView).written;
    }
    4096 === writtenBytes &&
      (destination.enqueue(currentView), (currentView = new Uint8Array(4096)), (writtenBytes = 0));
    return;
  }
  if (0 === chunk.byteLength) {`,
  },
  {
    name: 'byteLengthOfChunk',
    find: /function byteLengthOfChunk\(chunk\) \{\s*return chunk\.byteLength;\s*\}/,
    // UTF-8 bytes without encoding: 1 below U+0080, 2 below U+0800, 4 for a surrogate pair, else 3 (a lone
    // surrogate becomes U+FFFD, 3 bytes, as TextEncoder writes it).
    replace: `function byteLengthOfChunk(chunk) {
  if ("string" !== typeof chunk) return chunk.byteLength;
  for (var bytes = chunk.length, i = 0; i < chunk.length; i++) {
    var code = chunk.charCodeAt(i);
    code < 128 ||
      (code < 2048
        ? (bytes += 1)
        : 55296 <= code && code <= 56319 && i + 1 < chunk.length && 56320 === (chunk.charCodeAt(i + 1) & 64512)
          ? ((bytes += 2), i++)
          : (bytes += 2));
  }
  return bytes;
}`,
  },
];

/** The places only one renderer has: where it reads a chunk's byte size directly. */
const OWN: Record<Renderer, Patch[]> = {
  // A segment's size decides whether a Suspense boundary is written out of line.
  html: [
    {
      name: 'segment byte size',
      find: /segmentByteSize \+= segment\[i\]\.byteLength;/,
      replace: 'segmentByteSize += byteLengthOfChunk(segment[i]);',
    },
  ],
  // A text row (a string of 1 024 characters or more) is written with its UTF-8 byte length before it.
  flight: [
    {
      name: 'text row length',
      find: /text = stringToChunk\(text\);\s*debug = text\.byteLength;/,
      replace: 'text = stringToChunk(text);\n  debug = byteLengthOfChunk(text);',
    },
  ],
};

/** React's renderer with string chunks, or an error naming the first place not found (or found twice). */
export function stringChunks(code: string, renderer: Renderer = 'html'): string {
  let out = code;
  for (const { name, find, replace } of [...SHARED, ...OWN[renderer]]) {
    const count = out.match(new RegExp(find.source, 'g'))?.length ?? 0;
    if (count !== 1)
      throw new Error(`ssr-string-chunks: React's ${name} was found ${count} times in ${RENDERERS[renderer].file} (expected once)`);
    out = out.replace(find, () => replace);
  }
  return out;
}

/** Which renderer `id` is, if the patch applies to it: `SSR_STRING_CHUNKS=off` none, `=html` the HTML renderer only. */
function rendererOf(id: string): Renderer | null {
  const setting = process.env.SSR_STRING_CHUNKS;
  if (setting === 'off') return null;
  const file = id.split('?')[0] ?? id;
  if (RENDERERS.html.test.test(file)) return 'html';
  if (setting !== 'html' && RENDERERS.flight.test.test(file)) return 'flight';
  return null;
}

export function ssrStringChunksPlugin(): VitePlugin {
  return {
    name: 'safarnameh:ssr-string-chunks',
    enforce: 'pre',
    transform(code, id) {
      const renderer = rendererOf(id);
      if (!renderer) return;
      return { code: stringChunks(code, renderer), map: null };
    },
  };
}
