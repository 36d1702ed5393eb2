/**
 * A build plugin for the step that inlines the RSC payload into the HTML stream (rsc-html-stream/server.js, which
 * waku's SSR pipes React's HTML through): the page's HTML bytes pass through as React wrote them instead of being
 * decoded to text and encoded again, chunk by chunk.
 *
 * Why (issue 43, the soak's memory): for every chunk of HTML (React writes 4 KB at a time) the published code decodes
 * the bytes to a string, checks whether it ends with `</body></html>` (the trailer, written once the payload is
 * in), and encodes the string again into a new `Uint8Array`: each page's HTML is made a second time as byte arrays, each
 * a separate backing store in workerd's allocator until V8 sweeps it. The check needs no decoding: the trailer is
 * ASCII, so a chunk ends with it exactly when its last 14 bytes are the trailer's bytes. Patched, a chunk that ends
 * with the trailer is sent without it (a view of the same bytes) and every other chunk is sent as it came.
 *
 * The same bytes reach the browser: React writes whole UTF-8 characters, and bytes of a character split across two
 * chunks of one flush were joined by the decoder and come out joined either way. The one difference is a fix: the
 * published code ends its decoder at every flush, so a character split across two flushes would become two U+FFFD
 * (tests/unit/build/ssr-html-passthrough.test.ts runs both on the same streams).
 *
 * If the file no longer has the function this replaces, the build fails rather than ship it half-patched.
 * `SSR_HTML_PASSTHROUGH=off npm run build` builds without it, to compare.
 */
import type { VitePlugin } from 'waku/config';

const MODULE = /[\\/]rsc-html-stream[\\/]server\.js$/;

/** The published function, whitespace-insensitive: decode, strip the trailer, encode, for each chunk, then the rest. */
const FLUSH =
  /function flushBufferedChunks\(controller\) \{\s*for \(let chunk of buffered\) \{\s*let buf = decoder\.decode\(chunk, \{stream: true\}\);\s*if \(buf\.endsWith\(trailer\)\) \{\s*buf = buf\.slice\(0, -trailer\.length\);\s*\}\s*controller\.enqueue\(encoder\.encode\(buf\)\);\s*\}\s*let remaining = decoder\.decode\(\);\s*if \(remaining\.length\) \{\s*if \(remaining\.endsWith\(trailer\)\) \{\s*remaining = remaining\.slice\(0, -trailer\.length\);\s*\}\s*controller\.enqueue\(encoder\.encode\(remaining\)\);\s*\}\s*buffered\.length = 0;\s*timeout = null;\s*\}/;

/** The module's trailer, which the pass-through compares as bytes (declared after its TextEncoder). */
const TRAILER = /^const trailer = '<\/body><\/html>';$/m;

const PASSTHROUGH = `function flushBufferedChunks(controller) {
    for (let chunk of buffered) {
      if (chunk.byteLength >= trailerBytes.length) {
        let i = 0;
        const at = chunk.byteLength - trailerBytes.length;
        while (i < trailerBytes.length && chunk[at + i] === trailerBytes[i]) i++;
        if (i === trailerBytes.length) chunk = chunk.subarray(0, at);
      }
      if (chunk.byteLength > 0) controller.enqueue(chunk);
    }
    buffered.length = 0;
    timeout = null;
  }`;

/** The module with the pass-through flush, or an error when the published function is not there exactly once. */
export function htmlPassthrough(code: string): string {
  const count = code.match(new RegExp(FLUSH.source, 'g'))?.length ?? 0;
  if (count !== 1)
    throw new Error(`ssr-html-passthrough: flushBufferedChunks was found ${count} times in rsc-html-stream/server.js (expected once)`);
  if (!TRAILER.test(code))
    throw new Error("ssr-html-passthrough: rsc-html-stream/server.js no longer declares its trailer as '</body></html>'");
  return code.replace(FLUSH, () => PASSTHROUGH).replace(TRAILER, (line) => `${line}\nconst trailerBytes = encoder.encode(trailer);`);
}

export function ssrHtmlPassthroughPlugin(): VitePlugin {
  return {
    name: 'safarnameh:ssr-html-passthrough',
    enforce: 'pre',
    transform(code, id) {
      if (process.env.SSR_HTML_PASSTHROUGH === 'off' || !MODULE.test(id.split('?')[0] ?? id)) return;
      return { code: htmlPassthrough(code), map: null };
    },
  };
}
