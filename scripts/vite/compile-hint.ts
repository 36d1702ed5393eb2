/**
 * V8's explicit compile hint (Chrome 136+) at the top of every browser chunk: `//# allFunctionsCalledOnLoad` makes V8
 * compile all of the file's functions while it streams in, on a background thread, instead of compiling each one on
 * the main thread when it is first called. A page's chunks are what its load and hydration run (React's above all),
 * so on a phone those lazy compiles were main-thread blocking time: ~300 ms of them per hotel-page load at 4×, ~40 ms
 * with the hint (issue 15, session 10). A browser without the hint reads a comment.
 *
 * At the very top, where V8 looks for it: added last (after minification, which drops comments, and after Vite puts
 * its `__vite__mapDeps` line first). The browser build has no source maps, so the extra line shifts none.
 */
import type { VitePlugin } from 'waku/config';

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/** `code` with the hint as its first line (once). */
export function withCompileHint(code: string): string {
  return code.startsWith(`${COMPILE_HINT}\n`) ? code : `${COMPILE_HINT}\n${code}`;
}

export function compileHintPlugin(): VitePlugin {
  return {
    name: 'safarnameh:compile-hint',
    apply: 'build',
    enforce: 'post',
    applyToEnvironment: (environment) => environment.name === 'client',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        for (const chunk of Object.values(bundle))
          if (chunk.type === 'chunk' && chunk.fileName.endsWith('.js')) chunk.code = withCompileHint(chunk.code);
      },
    },
  };
}
