/**
 * A build plugin for the server's HTML renderer (Waku's `renderHtmlStream`, waku/dist/lib/vite-rsc/ssr.js): React's
 * `renderToReadableStream` gets a `progressiveChunkSize` of INLINE_BOUNDARY_BYTES instead of its default 12.8 KB.
 *
 * Why (issue 15, blocking time on a slow phone): React's server renderer writes a Suspense boundary that is already
 * complete out of line (a hidden `<div id="S:n">` after the shell, moved into place by a script) once the bytes it
 * has flushed pass `progressiveChunkSize`. Some boundaries never suspend on the server: the hotel form's preview
 * (search/DeferredHotelSearchForm), the floating parts (layout/Chrome), and until issue 15 the header and footer,
 * there so the browser hydrates them apart. On /hotel the shell passed 12.8 KB before the footer, so the footer came
 * out of line, and React 19.2+ reveals out-of-line boundaries no sooner than 300 ms after the last reveal: the first
 * paint had no footer, and the footer's style and layout (the page's largest: ~110 elements of Persian text) ran as
 * a task of their own after First Contentful Paint, ~25–30 ms on a benchmarkIndex ~1 300 machine, four times that
 * under Lighthouse's mobile CPU slowdown; with a shell past 12.8 KB the header and the form's preview came out of line
 * too. With the limit raised, a boundary complete when the shell is written is written in place and painted with it.
 * A boundary that really waits (the results page's first round) still streams in later, as before.
 *
 * The limit is a bound, not Infinity: a page bigger than that (none is near it) still streams in parts.
 * If Waku's renderer no longer has the call this patches, the build fails: it must not pass silently unpatched.
 */
import type { VitePlugin } from 'waku/config';

export const INLINE_BOUNDARY_BYTES = 512 * 1024;

const SSR_MODULE = /[\\/]waku[\\/]dist[\\/]lib[\\/]vite-rsc[\\/]ssr\.js$/;
/** The first renderToReadableStream call (the page; the second is the empty error shell) and its options' first key. */
const CALL = /(htmlStream = await renderToReadableStream\(\s*\/\*#__PURE__\*\/ _jsx\(SsrRoot, \{\}\), \{)/;

/** The patched source of Waku's ssr.js, or an error if its page render call is not found. */
export function inlineBoundaries(code: string, bytes = INLINE_BOUNDARY_BYTES): string {
  if (!CALL.test(code)) throw new Error("ssr-inline-boundaries: Waku's page renderToReadableStream call was not found in ssr.js");
  return code.replace(CALL, `$1\n            progressiveChunkSize: ${bytes},`);
}

export function ssrInlineBoundariesPlugin(): VitePlugin {
  return {
    name: 'safarnameh:ssr-inline-boundaries',
    enforce: 'pre',
    transform(code, id) {
      if (!SSR_MODULE.test(id.split('?')[0] ?? id)) return;
      return { code: inlineBoundaries(code), map: null };
    },
  };
}
