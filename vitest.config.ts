import { cloudflareTest } from '@cloudflare/vitest-plugin';
import { defineConfig } from 'vitest/config';
import { aliases } from './scripts/vite/aliases';
import { pairedWorkers } from './tests/worker/pair/instances.config';

// One `vitest run` can run every style of test: each style is a project.
//  unit   – pure logic and the sandbox over HTTP, on Node
//  edge   – the Hono layer inside workerd (app.request with a real env)
//  worker – the *built* worker (dist/server) inside workerd, assets binding included
//  worker-pair – two instances of the built worker sharing its Durable Objects (cross-isolate coordination)
//  e2e    – Chromium (playwright-core) against `wrangler dev` of the build (see tests/e2e/setup.ts)
const COMPAT_DATE = '2026-11-01';
const COMPAT_FLAGS = ['nodejs_als', 'enable_request_signal'];
const TEST_BINDINGS = {
  APP_ENV: 'test',
  UPSTREAM_URL: 'sandbox',
  SESSION_SECRET: 'test-secret-0123456789abcdef0123456789abcdef',
};
// The shared aliases (`@/x` is `src/x`; scripts/vite/aliases.ts). Projects do not inherit the root's `resolve`: each sets it.
const resolve = { alias: aliases };

export default defineConfig({
  test: {
    projects: [
      {
        resolve,
        test: {
          name: 'unit',
          environment: 'node',
          include: ['tests/unit/**/*.test.ts'],
        },
      },
      {
        resolve,
        plugins: [
          cloudflareTest({
            miniflare: {
              compatibilityDate: COMPAT_DATE,
              compatibilityFlags: COMPAT_FLAGS,
              bindings: TEST_BINDINGS,
            },
          }),
        ],
        test: {
          name: 'edge',
          include: ['tests/edge/**/*.test.ts'],
          // A hang guard only, never a timing check (timings belong to `npm run bench`): a checkout walk searches,
          // polls and books through the sandbox, and beside the build on a 2-core machine it took over vitest's default
          // 5 s (one CI failure, one helper's run).
          testTimeout: 30_000,
        },
      },
      {
        resolve,
        plugins: [
          cloudflareTest({
            main: './dist/server/index.js',
            wrangler: { configPath: './dist/server/wrangler.json' },
            // The build's own [vars] say APP_ENV=production; tests run it as `test` with a throwaway secret
            // (a clean clone has no .dev.vars).
            // RENDER_FAULTS: the render-fault test page exists (tests/worker/render-errors.test.ts); production refuses it.
            miniflare: { bindings: { ...TEST_BINDINGS, RENDER_FAULTS: 'on' } },
          }),
        ],
        test: {
          name: 'worker',
          include: ['tests/worker/**/*.test.ts'],
          exclude: ['tests/worker/pair/**'],
        },
      },
      {
        resolve,
        plugins: [
          cloudflareTest({
            // The test's own worker only calls the two instances (tests/worker/pair/instances.config.ts).
            miniflare: {
              compatibilityDate: COMPAT_DATE,
              compatibilityFlags: COMPAT_FLAGS,
              bindings: TEST_BINDINGS,
              ...pairedWorkers(TEST_BINDINGS),
            },
          }),
        ],
        test: {
          name: 'worker-pair',
          include: ['tests/worker/pair/**/*.test.ts'],
          testTimeout: 60_000,
        },
      },
      {
        resolve,
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['tests/e2e/**/*.test.ts'],
          globalSetup: ['tests/e2e/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
          // A real browser on a loaded 2-core machine: one retry absorbs a timing hiccup; a real bug fails twice.
          retry: 1,
        },
      },
    ],
  },
});
