/**
 * A build plugin for React's server HTML renderer as the worker runs it (react-dom-server.edge.production.js): the
 * text of a page is written straight into React's 4 KB output buffer instead of one small byte array per piece.
 *
 * Why (issue 43, the soak's memory): the edge build of React's HTML renderer turns every dynamic string it writes (an
 * attribute value, a text node, a class name) into its own `Uint8Array` (`stringToChunk` is `TextEncoder.encode`),
 * then copies it into the output buffer. Our pages make ~1 250 of them each (averaging 16 characters; measured by
 * counting the calls over 180 page renders). Each is a JS object plus a separate backing store in workerd's allocator,
 * freed only when V8 sweeps its buffers: at the soak's ~55 pages a second, ~70 000 of them a second, and those a
 * collection finds still alive wait for the next major collection. React's Node build already does it the other way, and this
 * patch ports it: `stringToChunk` keeps the string, `writeChunk` encodes it into the current buffer with
 * `TextEncoder.encodeInto` (a string longer than the buffer could hold is encoded on its own, as before), and the
 * byte size React keeps of a segment (it decides when a Suspense boundary is written out of line) counts a string's
 * UTF-8 bytes, so the output is the same bytes as before (tests/unit/build/ssr-string-chunks.test.ts renders the same
 * trees with both and compares).
 *
 * If React's renderer no longer has any of the four places this patches, the build fails: it must not pass silently
 * half-patched. Only the production file: development renders with React's own code.
 *
 * Measured (issue 43, session 43, this 2-core VM; `npm run bench -- shell --no-build`, its «page CPU» line: the soak's
 * pages, 16 at once on loopback): as published 6.11 ms of workerd CPU a page, 187 pages/s; patched 5.15 ms, 215 pages/s.
 * `SSR_STRING_CHUNKS=off npm run build` builds without the patch, for that comparison.
 */
import type { VitePlugin } from 'waku/config';

const SSR_MODULE = /[\\/]react-dom[\\/]cjs[\\/]react-dom-server\.edge\.production\.js$/;

/** Each place: what is there in React's file, and what it becomes. */
const PATCHES: { name: string; find: RegExp; replace: string }[] = [
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
  {
    name: 'segment byte size',
    find: /segmentByteSize \+= segment\[i\]\.byteLength;/,
    replace: 'segmentByteSize += byteLengthOfChunk(segment[i]);',
  },
];

/** React's renderer with string chunks, or an error naming the first place not found (or found twice). */
export function stringChunks(code: string): string {
  let out = code;
  for (const { name, find, replace } of PATCHES) {
    const count = out.match(new RegExp(find.source, 'g'))?.length ?? 0;
    if (count !== 1)
      throw new Error(`ssr-string-chunks: React's ${name} was found ${count} times in react-dom-server.edge.production.js (expected once)`);
    out = out.replace(find, () => replace);
  }
  return out;
}

export function ssrStringChunksPlugin(): VitePlugin {
  return {
    name: 'safarnameh:ssr-string-chunks',
    enforce: 'pre',
    transform(code, id) {
      if (process.env.SSR_STRING_CHUNKS === 'off' || !SSR_MODULE.test(id.split('?')[0] ?? id)) return;
      return { code: stringChunks(code), map: null };
    },
  };
}
