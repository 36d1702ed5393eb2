import { fileURLToPath } from 'node:url';
import { cloudflareTest } from '@cloudflare/vitest-plugin';
import { defineConfig } from 'vitest/config';
import { aliases } from './scripts/vite/aliases';
import { pairedWorkers } from './tests/worker/pair/instances.config';

// One `vitest run` can run every style of test: each style is a project.
//  unit   – pure logic and the sandbox over HTTP, on Node
//  edge   – the Hono layer inside workerd (app.request with a real env)
//  worker – the *built* worker (dist/server) inside workerd, assets binding included
//  worker-pair – two instances of the built worker sharing its Durable Objects (cross-isolate coordination)
//  e2e, e2e-frames – Chromium (playwright-core) against `wrangler dev` of the build (see tests/e2e/global-setup.ts);
//           the frame probes alone, after the rest
const COMPAT_DATE = '2026-11-01';
const COMPAT_FLAGS = ['nodejs_als', 'enable_request_signal'];
const TEST_BINDINGS = {
  APP_ENV: 'test',
  UPSTREAM_URL: 'sandbox',
  SESSION_SECRET: 'test-secret-0123456789abcdef0123456789abcdef',
};
// What both browser groups share (tests/e2e/global-setup.ts starts each group's own `wrangler dev` of the build).
const e2eProject = {
  environment: 'node' as const,
  include: ['tests/e2e/**/*.test.ts'],
  globalSetup: ['tests/e2e/global-setup.ts'],
  testTimeout: 60_000,
  hookTimeout: 120_000,
  // `expect.poll` waits for what a page does after an action (a calendar fetched, the URL rewritten): vitest's 1 s
  // default is a timing check on a machine running three browsers (CI run 15: the home page's calendar, fetched in
  // over 1 s). A hang guard: a poll that is never satisfied still fails.
  expect: { poll: { timeout: 10_000 } },
  // A real browser on a loaded 2-core machine: one retry absorbs a timing hiccup; a real bug fails twice.
  retry: 1,
  // One worker process per lane for all its files, not a new process per file: each file had paid for a fresh process,
  // playwright-core and its helpers imported again, before its first test (5–40 s between one file's end and the next
  // one's start in session 54's CI). The files share only the helpers' modules: each launches its own Chromium and
  // opens its own contexts (tests/e2e/browser.ts), and the server's state is shared anyway (one `wrangler dev`).
  isolate: false,
};
// Files of the node-side projects (unit, edge, worker) run two at a time. vitest's default is one fewer than the
// cores, so one at a time on this 2-core machine, and many of these files mostly wait (a sandbox's rounds, a retry's
// back-off, workerd's start): a second file fills that time. `VITEST_WORKERS=1` restores the old order to compare.
const nodeWorkers = Number(process.env.VITEST_WORKERS) || 2;
/** The browser files that probe frames: they run alone, after the others (the `e2e-frames` group). */
const E2E_FRAME_PROBES = ['tests/e2e/hotel-results-speed.test.ts', 'tests/e2e/results-first-frame.test.ts'];
// The shared aliases (`@/x` is `src/x`; scripts/vite/aliases.ts). Projects do not inherit the root's `resolve`: each sets it.
const resolve = { alias: aliases };
// The edge project's files share one module runner per vitest worker (`isolate: false`, below). There, pako (pdf-lib's
// zlib: CommonJS whose index requires its other files) failed in one file order: its nested file was evaluated without
// `exports` («exports is not defined»), and every PDF of that runtime answered 500 (`--sequence.shuffle
// --sequence.seed=2358`, edge with both worker projects; session 47). Its one-file build has no nested require.
const edgeResolve = {
  alias: [...aliases, { find: /^pako$/, replacement: fileURLToPath(new URL('./node_modules/pako/dist/pako.js', import.meta.url)) }],
};

export default defineConfig({
  test: {
    projects: [
      {
        resolve,
        test: {
          name: 'unit',
          environment: 'node',
          maxWorkers: nodeWorkers,
          include: ['tests/unit/**/*.test.ts'],
        },
      },
      {
        resolve: edgeResolve,
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
          maxWorkers: nodeWorkers,
          // One workerd per vitest worker for all its files, not one per file: a runtime started and the whole edge
          // and sandbox fetched into it for every file was three quarters of the project's time (77 files in 195 s,
          // 24 % of it in tests; now 34–43 s on the same machine, session 47). Each harness makes its own sandbox app
          // and edge store; the sandbox's stores, kept per seed in its module, are emptied before each file
          // (fresh-sandbox.ts), so a file that changes a seeded account does not hand it to the next. Run with
          // `--sequence.shuffle` to check that the files stay apart.
          isolate: false,
          setupFiles: ['tests/edge/fresh-sandbox.ts'],
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
            // SANDBOX_RESIDENT_MS=0: the sandbox object reads each stored record back from its storage at the next
            // request that reaches it (stored-map.ts), so these tests run through storage, not only memory.
            miniflare: { bindings: { ...TEST_BINDINGS, RENDER_FAULTS: 'on', SANDBOX_RESIDENT_MS: '0' } },
          }),
        ],
        test: {
          name: 'worker',
          include: ['tests/worker/**/*.test.ts'],
          maxWorkers: nodeWorkers,
          exclude: ['tests/worker/pair/**'],
          // One runtime per vitest worker for all its files, as the edge project (78 s → ~55 s, session 47). The files
          // then share the built worker's Durable Objects, as the isolates of one deploy do: a test about the objects
          // it makes compares with those there before it (edge-store.test.ts).
          isolate: false,
          // A hang guard, as the edge layer's: a page that runs its own search (the flight+hotel bundle page) took
          // 5.0–5.3 s on a loaded machine, over vitest's default 5 s (a helper's run).
          testTimeout: 30_000,
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
      // The browser layer in two groups, one after the other. First every journey file, E2E_WORKERS (3) at a time:
      // a browser test spends most of its time waiting (the sandbox's streamed rounds, the page's own timers), so
      // three files at once took the layer from 1 238 s to about a third on this 2-core machine (docs/progress).
      // Then, alone, the files whose assertions are about frames (which frame a card is drawn in, what a slide draws
      // in every frame): a busy machine drops frames, which they would read as the page's fault.
      {
        resolve,
        test: {
          ...e2eProject,
          name: 'e2e',
          exclude: E2E_FRAME_PROBES,
          maxWorkers: Number(process.env.E2E_WORKERS) || 3,
          sequence: { groupOrder: 1 },
        },
      },
      {
        resolve,
        test: {
          ...e2eProject,
          name: 'e2e-frames',
          include: E2E_FRAME_PROBES,
          fileParallelism: false,
          sequence: { groupOrder: 2 },
        },
      },
    ],
  },
});
