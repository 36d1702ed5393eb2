/**
 * What a page's start builds (issue 15, blocking time in Lighthouse), in Chromium against the built worker: React
 * DOM's five load-time sentinels are not `Error`s built with a stack (scripts/vite/stackless-react-sentinels.ts).
 * Under the DevTools protocol, as in Lighthouse and in this browser, V8 records a detailed stack for every Error built,
 * and the first one, at the top of React DOM's module, made V8 parse the entry chunk again on the main thread. The
 * page records every Error its scripts build (constructed or called) until it has hydrated; none may be a sentinel.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, day, launch, openPage } from './browser';
import { hydrated } from './shell-helpers';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
}, 60_000);
afterAll(async () => {
  await browser?.close();
});

/** React's error codes of HydrationMismatchException, SuspenseException, SuspenseyCommitException, SuspenseActionException, SelectiveHydrationException. */
const SENTINEL_CODES = [519, 460, 474, 542, 461];

/** Records the message of every Error the page's scripts build, before any of them runs. */
async function recordErrors(page: Page) {
  await page.addInitScript(() => {
    const built: string[] = [];
    (window as unknown as { __built: string[] }).__built = built;
    const record = (args: unknown[]) => built.push(String(args[0]));
    window.Error = new Proxy(Error, {
      construct(target, args, newTarget) {
        record(args);
        return Reflect.construct(target, args, newTarget);
      },
      apply(target, _self, args) {
        record(args);
        return Reflect.construct(target, args);
      },
    });
  });
}

const search = `room=1&pCount=2&adults=2&room-0=2&id=402&scope=l&startDate=${day(30)}&endDate=${day(33)}`;

describe('page start', () => {
  for (const path of ['/hotel', `/hotel/ir-kish/search?${search}`, `/hotel/ir-kish/Homa-Kish?hotelId=402001&${search}`, '/flight']) {
    it(`${path.split('?')[0]}: React DOM builds none of its sentinels as an Error with a stack`, async () => {
      const { page, errors, context } = await openPage(browser, { viewport: { width: 412, height: 823 } });
      await recordErrors(page);
      await page.goto(`${baseUrl()}${path}`);
      await hydrated(page);
      const built = await page.evaluate(() => {
        // The recorder is the page's own Error: a probe built here is recorded too.
        Error('recorder probe');
        return (window as unknown as { __built: string[] }).__built;
      });
      expect(built).toContain('recorder probe');
      for (const code of SENTINEL_CODES)
        expect(
          built.filter((m) => m.includes(`error #${code};`)),
          `React error #${code}`,
        ).toEqual([]);
      expect(errors).toEqual([]);
      await context.close();
    }, 60_000);
  }
});
