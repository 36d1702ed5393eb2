import { realpathSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { cloudflare } from '@cloudflare/vite-plugin';
import { searchForWorkspaceRoot } from 'vite';
import { defineConfig, type VitePlugin } from 'waku/config';
import { aliases } from './scripts/vite/aliases';
import { compileHintPlugin } from './scripts/vite/compile-hint';
import { pandaStaticCssPlugin } from './scripts/vite/panda-static-css';
import { siteShellChunk } from './scripts/vite/site-shell-chunk';
import { messagesModules, splitExportsPlugin } from './scripts/vite/split-exports';
import { ssrHtmlPassthroughPlugin } from './scripts/vite/ssr-html-passthrough';
import { ssrInlineBoundariesPlugin } from './scripts/vite/ssr-inline-boundaries';
import { ssrStringChunksPlugin } from './scripts/vite/ssr-string-chunks';

// Every hono subpath imported by the server: listing them up front avoids the dev-server
// "optimized dependencies changed, reloading" abort on the first request.
const honoSubpaths = [
  'hono',
  'hono/context-storage',
  'hono/secure-headers',
  'hono/streaming',
  'hono/cookie',
  'hono/http-exception',
  'hono/tiny',
];
// The server's other dependencies, listed for the same reason: Vite otherwise finds qrcode-generator (and jalaali-js
// for SSR) only inside the first request and runs its optimiser again while that request waits.
const rscDevDeps = ['hono/body-limit', 'valibot', 'jalaali-js', 'qrcode-generator'];
const ssrDevDeps = ['jalaali-js'];

// Vite's own module URLs under `waku dev`: the client, pre-bundled deps, source files, Panda's generated styles.
// wrangler.toml sends every path to the worker first (so pages get the session, CSP and redirects); in development
// these must reach Vite instead, or the worker answers them with its 404 page and nothing is styled or hydrated.
// A build has none of these URLs, so the production routing (dist/server/wrangler.json) does not list them.
// /package.json: src/lib/constants.ts reads the version from it, so the client imports it under dev.
const VITE_DEV_PATHS = [
  '/@vite/*',
  '/@id/*',
  '/@fs/*',
  '/@react-refresh',
  '/src/*',
  '/node_modules/*',
  '/styled-system/*',
  '/package.json',
];

// Set by the first plugin's `config` hook, which Vite runs before the Cloudflare plugin reads its worker config.
let devServer = false;
const detectDevServer: VitePlugin = {
  name: 'safarnameh:detect-dev-server',
  config(_config, env) {
    devServer = env.command === 'serve';
  },
};

// The worker's entry must export its Durable Object classes (wrangler.toml binds EdgeCoordinator), but the entry
// waku generates (entry.server.js) re-exports only the default export of src/waku.server.tsx: add its named exports.
const exportDurableObjects: VitePlugin = {
  name: 'safarnameh:export-durable-objects',
  transform(code, id) {
    if (!/[\\/]waku[\\/]dist[\\/]lib[\\/]vite-entries[\\/]entry\.server\.js$/.test(id)) return;
    return `${code}\nexport * from 'virtual:vite-rsc-waku/server-entry-inner';\n`;
  },
};

// BUNDLE_STATS=1 npm run build: writes dist/client-chunks.json, every browser chunk with the modules in it and their
// rendered sizes, to see what a page's JavaScript is made of (the JS budget of issue 13; no visualiser offline).
const bundleStats: VitePlugin = {
  name: 'safarnameh:bundle-stats',
  applyToEnvironment: (env) => env.name === 'client',
  generateBundle(_options, bundle) {
    if (process.env.BUNDLE_STATS !== '1') return;
    const chunks = Object.values(bundle)
      .filter((o) => o.type === 'chunk')
      .map((c) => ({
        file: c.fileName,
        imports: c.imports,
        dynamicImports: c.dynamicImports,
        modules: Object.entries(c.modules)
          .map(([id, m]) => ({ id: id.replace(process.cwd(), ''), size: m.renderedLength }))
          .sort((a, b) => b.size - a.size),
      }));
    writeFileSync('dist/client-chunks.json', JSON.stringify(chunks, null, 1));
  },
};

// The site shell's modules in one browser chunk instead of ~30 tiny ones (see the plugin).
const shellChunk = siteShellChunk();

export default defineConfig({
  vite: {
    // `@/x` is `src/x`, and the other shared aliases (scripts/vite/aliases.ts), in every environment.
    resolve: { alias: aliases },
    // The dev server reads files from the project and from node_modules' real location (a git worktree may share
    // the main checkout's node_modules through a symlink, which Vite would otherwise refuse to serve).
    server: { fs: { allow: [searchForWorkspaceRoot(process.cwd()), realpathSync('node_modules')] } },
    plugins: [
      detectDevServer,
      exportDurableObjects,
      bundleStats,
      shellChunk.plugin,
      // The Persian texts reach each page's JavaScript one export group at a time (see the plugin).
      // Literal `css({...})` calls become their class names at build time (see the plugin): less work on every page.
      pandaStaticCssPlugin(),
      // Every browser chunk starts with V8's compile hint: compiled off the main thread as it streams (see the plugin).
      compileHintPlugin(),
      splitExportsPlugin(messagesModules(fileURLToPath(new URL('.', import.meta.url)))),
      // Suspense boundaries complete when the shell is written are written in place, not revealed later (see the plugin).
      ssrInlineBoundariesPlugin(),
      // React's HTML renderer writes text into its output buffer, not one byte array per string (see the plugin).
      ssrStringChunksPlugin(),
      // The page's HTML passes through the RSC-payload step as React wrote it, not decoded and encoded again.
      ssrHtmlPassthroughPlugin(),
      cloudflare({
        viteEnvironment: { name: 'rsc', childEnvironments: ['ssr'] },
        inspectorPort: false,
        // Merged into wrangler.toml's config (arrays are concatenated), in development only.
        config: () => (devServer ? { assets: { run_worker_first: VITE_DEV_PATHS.map((p) => `!${p}`) } } : {}),
      }),
    ],
    environments: {
      client: {
        // Panda's slot recipes are `const x = memo(…)` without a pure annotation, so every Park UI recipe would ship
        // with any page that imports one; `memo` (Panda's and React's) has no side effects.
        // NO_MINIFY=1 npm run build: readable function names in a CPU profile (tests/bench/profile-components.mjs).
        build: {
          minify: process.env.NO_MINIFY ? false : undefined,
          rolldownOptions: {
            treeshake: { manualPureFunctions: ['memo'] },
            output: { codeSplitting: { groups: [shellChunk.group] } },
          },
        },
      },
      rsc: {
        optimizeDeps: { include: [...honoSubpaths, ...rscDevDeps] },
        build: { rolldownOptions: { platform: 'neutral' } },
      },
      ssr: {
        optimizeDeps: { include: ['waku > rsc-html-stream/server', ...ssrDevDeps] },
        build: { rolldownOptions: { platform: 'neutral' } },
      },
    },
  },
});
