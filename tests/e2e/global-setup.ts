import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
// @ts-expect-error plain ESM helpers shared with the npm scripts
import { ensureChromium, ensureTestChromium } from '../../scripts/lib/chromium.mjs';
// @ts-expect-error plain ESM helpers shared with the npm scripts
import { freePort, startWorker } from '../../scripts/lib/worker-server.mjs';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    chromePath: string;
    /** The full browser, for the tests that measure frames (`frameBrowser`, `usesBrowser({ frames: true })`: browser.ts). */
    fullChromePath: string;
    lockDir: string;
  }
}

/** Starts `wrangler dev` of the build on a port of its own and finds Chromium, once for all browser tests. */
export default async function setup(project: TestProject) {
  const chromePath: string = ensureTestChromium();
  const fullChromePath: string = ensureChromium();
  const port: number = await freePort();
  // RENDER_FAULTS: the render-fault test page exists for tests/e2e/render-errors.test.ts (production refuses it).
  // TRUST_CF_HEADERS: each browser context is a client of its own (browser.ts openPage).
  // SANDBOX_CLOCK: the clock knob, a context's `sandbox-clock` cookie moves its "now" for the site and the sandbox
  // (src/edge/clock.ts; the 21:00 flight search and the expired payment link). Production refuses it.
  // SANDBOX_RESIDENT_MS=0: the sandbox object reads baskets, orders and payments back from its storage at each request
  // that reaches them (src/server/sandbox/stored-map.ts), so every journey goes through storage too.
  const worker = await startWorker({
    port,
    vars: { RENDER_FAULTS: 'on', TRUST_CF_HEADERS: 'on', SANDBOX_CLOCK: 'on', SANDBOX_RESIDENT_MS: '0' },
  });
  // The seeded accounts' holds of the files running at once against this worker (account-locks.ts).
  const lockDir = mkdtempSync(path.join(tmpdir(), 'e2e-accounts-'));
  project.provide('baseUrl', worker.url);
  project.provide('chromePath', chromePath);
  project.provide('fullChromePath', fullChromePath);
  project.provide('lockDir', lockDir);
  return async () => {
    await worker.stop();
    rmSync(lockDir, { recursive: true, force: true });
  };
}
