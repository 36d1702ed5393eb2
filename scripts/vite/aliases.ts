/**
 * The module aliases every build and test config shares (waku.config.ts, vitest.config.ts; tsconfig.json `paths`
 * says the same for the type checker):
 * - `@/x` is `src/x`.
 * - `@ark-ui/react/locale-context` is Ark UI's own locale context module, which its package does not export. Ark's
 *   `LocaleProvider` works the direction out with `new Intl.Locale(locale).maximize()`, whose first call loads ICU
 *   data: ~4 ms of every page's hydration on this machine, ~25 ms on a slow phone, to learn that Persian is written
 *   right to left. `ui/ArkLocale` gives the context its value directly. tests/unit/components/ark-locale.test.ts
 *   fails if an Ark upgrade moves the module or its parts stop reading it.
 */
import { fileURLToPath } from 'node:url';

/** Ark UI's locale context module (esbuild, in a browser test's own bundle, takes it as a plain alias). */
export const ARK_LOCALE_CONTEXT = fileURLToPath(
  new URL('../../node_modules/@ark-ui/react/dist/providers/locale/use-locale-context.js', import.meta.url),
);

export const aliases = [
  { find: /^@\//, replacement: fileURLToPath(new URL('../../src/', import.meta.url)) },
  { find: /^@ark-ui\/react\/locale-context$/, replacement: ARK_LOCALE_CONTEXT },
];
