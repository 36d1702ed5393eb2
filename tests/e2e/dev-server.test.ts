import { type ChildProcess, spawn } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as messages from '@/lib/messages';
// @ts-expect-error plain ESM helpers shared with the npm scripts
import { root, toolEnv } from '../../scripts/lib/paths.mjs';
// @ts-expect-error plain ESM helpers shared with the npm scripts
import { freePort } from '../../scripts/lib/worker-server.mjs';
import { browser, openPage, usesBrowser } from './browser';
import { MOBILE } from './shell-helpers';

// `npm run dev` (waku dev, the server inside workerd) on a port of its own: the page must come styled (Vite's
// module URLs reach Vite, not the worker's 404) and hydrated (the development CSP lets React's dev build and HMR run).
// Ready is the first page rendered from a cold start: Vite transforms the whole app for it (about 40 s alone on
// session 53's VM; over 90 s in the CI run before it, beside two browser files). A hang guard, not a target.
const READY_MS = 180_000;

let dev: ChildProcess | undefined;
let devUrl = '';
let output = '';

/** Stops the dev server and everything it started (its own process group), by PID. */
function stopDev() {
  if (dev?.pid && dev.exitCode === null) {
    try {
      process.kill(-dev.pid, 'SIGTERM');
    } catch {}
  }
}

beforeAll(async () => {
  const port: number = await freePort();
  devUrl = `http://127.0.0.1:${port}`;
  dev = spawn(process.execPath, ['scripts/dev.mjs', '--port', String(port)], {
    cwd: root,
    env: toolEnv(),
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  dev.stdout?.on('data', (d) => (output += d));
  dev.stderr?.on('data', (d) => (output += d));
  process.once('exit', stopDev);
  // Ready when the home page renders: the first request also warms Vite's dependency optimiser.
  const deadline = Date.now() + READY_MS;
  for (;;) {
    if (dev.exitCode !== null) throw new Error(`npm run dev exited early (${dev.exitCode}):\n${output}`);
    // One request may take most of the wait (the cold render): it is given the time left, not cut and started again.
    const left = Math.max(deadline - Date.now(), 1_000);
    const status = await fetch(`${devUrl}/`, { signal: AbortSignal.timeout(left) }).then(
      (r) => r.status,
      () => 0,
    );
    if (status === 200) break;
    if (Date.now() > deadline) throw new Error(`npm run dev did not serve / within ${READY_MS} ms (last status ${status}):\n${output}`);
    await new Promise((r) => setTimeout(r, 500));
  }
}, READY_MS + 30_000);

afterAll(() => {
  stopDev();
});

// After the dev server's hooks: Chromium starts once the server is ready and closes before it stops.
usesBrowser();

describe('npm run dev', () => {
  it('serves the home page styled and hydrated, with no CSP violation and no worker 404 for a module', { timeout: 120_000 }, async () => {
    const { page, context, errors } = await openPage(browser, { viewport: MOBILE });
    const failed: string[] = [];
    page.on('response', (res) => {
      if (res.status() >= 400) failed.push(`${res.status()} ${new URL(res.url()).pathname}`);
    });
    await page.goto(`${devUrl}/`, { waitUntil: 'load', timeout: 60_000 });

    // Styled: Panda's global CSS (the html font and the body background) came through Vite.
    const style = await page.evaluate(() => ({
      font: getComputedStyle(document.documentElement).fontFamily,
      bodyBg: getComputedStyle(document.body).backgroundColor,
    }));
    expect(style.font).toContain('Vazirmatn');
    expect(style.bodyBg).not.toBe('rgba(0, 0, 0, 0)');

    // Hydrated: the mobile menu button opens its drawer (a click before hydration does nothing, so retry until then).
    const drawer = page.getByRole('dialog', { name: messages.shell.menu });
    const deadline = Date.now() + 45_000;
    const opened = () =>
      drawer.waitFor({ timeout: 3_000 }).then(
        () => true,
        () => false,
      );
    for (;;) {
      await page.locator('[data-drawer-trigger]').click();
      if (await opened()) break;
      if (Date.now() > deadline) throw new Error(`the drawer never opened: not hydrated\nconsole: ${errors.join('\n')}`);
    }
    expect(await drawer.locator('a[href="/hotel"]').count()).toBe(1);

    expect(errors.filter((e) => e.includes('CSP violation') || e.includes('Content Security Policy'))).toEqual([]);
    expect(failed).toEqual([]);
    await context.close();
  });
});
