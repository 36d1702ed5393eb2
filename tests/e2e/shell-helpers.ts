import { mkdirSync } from 'node:fs';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { baseUrl } from './browser';

export const PASSWORD = 'Sandbox!234';
export const DESKTOP = { width: 1280, height: 900 };
export const MOBILE = { width: 390, height: 844 };

/** Logs the browser context in through the edge (same cookie jar as the pages). */
export async function apiLogin(context: BrowserContext, username: string, password = PASSWORD): Promise<void> {
  const res = await context.request.post(`${baseUrl()}/api/auth/login`, {
    headers: { 'Content-Type': 'application/json', Origin: baseUrl() },
    data: { username, password },
  });
  if (!res.ok()) throw new Error(`login ${username} failed: ${res.status()} ${await res.text()}`);
}

/**
 * Logs in from inside a page, as the site's own scripts do (the browser's cookies and Origin), after visiting `visit`
 * when given; tests that go on with in-page `fetch` calls need a page of the site loaded, which `apiLogin` does not do.
 */
export async function loginFromPage(page: Page, username: string, visit?: string, password = PASSWORD): Promise<void> {
  if (visit) await page.goto(baseUrl() + visit);
  const status = await loginStatus(page, username, password);
  if (status !== 200) throw new Error(`login ${username} from ${page.url()} answered ${status}`);
}

/** A password login from inside `page` (a page of the site must be open), answering the status only. */
export function loginStatus(page: Page, username: string, password: string): Promise<number> {
  return page.evaluate(
    async ({ username, password }) =>
      (
        await fetch('/api/auth/login', {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ username, password }),
        })
      ).status,
    { username, password },
  );
}

/**
 * Saves a picture of the page (or of `target`) for a person to look at, in test-results/screenshots/. Nothing reads
 * them back, so CI, whose clean clone is thrown away, takes none (`E2E_SCREENSHOTS=1` asks for them there): a
 * full-page picture is a second of a loaded machine's CPU.
 */
export async function screenshot(
  page: Page,
  name: string,
  { fullPage = true, target }: { fullPage?: boolean; target?: Locator } = {},
): Promise<void> {
  if (process.env.CI && !process.env.E2E_SCREENSHOTS) return;
  mkdirSync('test-results/screenshots', { recursive: true });
  const path = `test-results/screenshots/${name}.png`;
  await (target ? target.screenshot({ path }) : page.screenshot({ path, fullPage }));
}

/** The texts of the visible field errors, in order. */
export async function fieldErrors(page: Page): Promise<string[]> {
  return (await page.locator('[data-field-error]').allTextContents()).map((t) => t.trim());
}

/** Waits for an alert with this text (the alerts host). */
export async function expectAlert(page: Page, text: string): Promise<void> {
  await page.locator('[data-alert]', { hasText: text }).first().waitFor({ timeout: 10_000 });
}

/** A fresh, unregistered mobile for each run. */
export function freshMobile(): string {
  return `0935${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`;
}

/** Waits until React has hydrated the client parts (so handlers are attached). */
export async function hydrated(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
}

/**
 * Registers a new account for `mobile` from inside `page` (a page of the site must be open: the calls are same-origin,
 * as the site's own scripts make them), which logs that page's session in. The sandbox's SMS code is fixed. Returns
 * the register call's status.
 */
export async function registerFromPage(page: Page, mobile: string, who: { family: string; password: string }): Promise<number> {
  return page.evaluate(
    async ({ mobile, family, password }) => {
      const post = (path: string, body: unknown) =>
        fetch(path, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
      const check = (await (await post('/api/auth/mobile-check', { mobile })).json()) as { token: string };
      const reg = await post('/api/auth/register', {
        mobile,
        username: mobile,
        password,
        name: 'آزمون',
        family,
        code: '12345',
        token: check.token,
      });
      return reg.status;
    },
    { mobile, ...who },
  );
}
