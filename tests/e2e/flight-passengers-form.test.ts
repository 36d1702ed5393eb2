/**
 * The flight passengers form in Chromium (issue 14 deliverables 2 and 7), mounted alone: the page that carries it
 * (/flight/{SRC-DST}/passengers) belongs to the checkout and is tested there. The form and its styles are built
 * here (esbuild + panda cssgen) and served from a loopback server of this test, so no test-only route enters the
 * site. Checked: whole at 390 px and desktop, axe clean, focus to the first error, every keystroke kept
 * across a reload, a saved passenger fills a slot, the submitted value, and the edge's field errors shown.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as messages from '@/lib/messages';
import * as flightMessages from '@/products/flight/messages';
import { seriousViolations } from './axe';
import { browser, openPage, usesBrowser } from './browser';
import { ARK_LOCALE_CONTEXT } from '../../scripts/vite/aliases';

const repo = join(import.meta.dirname, '../..');
const l = flightMessages.flightPassengers.labels;
let server: Server;
let base = '';
let dir = '';

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'flight-passengers-'));
  // esbuild comes with wrangler and vite (the stack's own bundlers); only this test imports it.
  const esbuild = await import('esbuild');
  await esbuild.build({
    entryPoints: [join(import.meta.dirname, 'fixtures/flight-passengers-harness.tsx')],
    bundle: true,
    outfile: join(dir, 'form.js'),
    jsx: 'automatic',
    // The site's aliases (scripts/vite/aliases.ts), as esbuild takes them.
    alias: { '@': join(repo, 'src'), '@ark-ui/react/locale-context': ARK_LOCALE_CONTEXT },
    resolveExtensions: ['.tsx', '.ts', '.mjs', '.js'],
    define: { 'process.env.NODE_ENV': '"production"' },
    logLevel: 'warning',
  });
  execFileSync(join(repo, 'node_modules/.bin/panda'), ['cssgen', '--outfile', join(dir, 'form.css')], { cwd: repo, stdio: 'ignore' });
  const files: Record<string, [string, string | Buffer]> = {
    '/': [
      'text/html; charset=utf-8',
      '<!doctype html><html lang="fa" dir="rtl"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>مسافران</title><link rel="icon" href="data:,"><link rel="stylesheet" href="/form.css"></head><body><div id="root"></div><script src="/form.js"></script></body></html>',
    ],
    '/form.js': ['text/javascript; charset=utf-8', readFileSync(join(dir, 'form.js'), 'utf8')],
    '/form.css': ['text/css; charset=utf-8', readFileSync(join(dir, 'form.css'), 'utf8')],
    // What the edge answers a guest (src/edge/account-travellers.ts): the form's contact asks once for an account's
    // mobile and saved travellers to pre-fill; a guest has none.
    '/api/account/travellers': ['application/json; charset=utf-8', JSON.stringify({ data: null })],
    // The site's font, as the stylesheet's @font-face asks for it.
    '/fonts/vazirmatn-arabic-wght400-700.woff2': [
      'font/woff2',
      readFileSync(join(repo, 'public/fonts/vazirmatn-arabic-wght400-700.woff2')),
    ],
  };
  server = createServer((req, res) => {
    const file = files[new URL(req.url ?? '/', 'http://x').pathname];
    res.writeHead(file ? 200 : 404, { 'content-type': file?.[0] ?? 'text/plain' });
    res.end(file?.[1] ?? '');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
}, 120_000);

afterAll(async () => {
  await new Promise((resolve) => server?.close(resolve));
  if (dir) rmSync(dir, { recursive: true, force: true });
});

// After the harness's hooks: Chromium starts once the page is served and closes before the server does.
usesBrowser();

async function open(page: Page, query = '') {
  await page.goto(base + query);
  // The form restores sessionStorage after hydration and then marks itself.
  await page.locator('[data-testid="flight-passengers-form"][data-restored="true"]').waitFor();
}

const slot = (page: Page, i: number) => page.locator(`fieldset[data-passenger="${i}"]`);
const submitButton = (page: Page) => page.getByRole('button', { name: l.submit });

async function fillIranian(page: Page, i: number, first: string, last: string, code: string, birth: string) {
  const s = slot(page, i);
  await s.getByLabel(l.fnameFa, { exact: true }).fill(first);
  await s.getByLabel(l.lnameFa, { exact: true }).fill(last);
  await s.getByLabel(l.nationalNumber, { exact: true }).fill(code);
  await s.getByLabel(l.birthDate, { exact: true }).fill(birth);
}

describe('flight passengers form', () => {
  for (const [trip, query] of [
    ['local', ''],
    ['international with saved passengers', '?intl=1&saved=1'],
  ] as const) {
    // Once on a phone (390 px) and once on a desktop: the form is fluid between them.
    for (const width of [390, 1280]) {
      it(`${trip} at ${width} px: whole, axe clean, no console error`, async () => {
        const { page, errors, context } = await openPage(browser, { viewport: { width, height: 900 } });
        try {
          await open(page, query);
          expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBe(0);
          const outside = await page.evaluate(
            () =>
              [
                ...document.querySelectorAll('form input:not([type=radio]):not([type=checkbox]), form select, form button, form fieldset'),
              ].filter((e) => {
                const r = e.getBoundingClientRect();
                return r.left < -1 || r.right > window.innerWidth + 1;
              }).length,
          );
          expect(outside).toBe(0);
          expect(await page.locator('fieldset[data-passenger]').count()).toBe(4);
          expect(await seriousViolations(page)).toEqual([]);
          expect(errors).toEqual([]);
        } finally {
          await context.close();
        }
      });
    }
  }

  it('moves focus to the first error, keeps what was typed across a reload, and submits the normalised value', async () => {
    const { page, errors, context } = await openPage(browser, { viewport: { width: 390, height: 800 } });
    try {
      await open(page);
      await submitButton(page).click();
      await expect.poll(() => page.evaluate(() => document.activeElement?.id ?? '')).toMatch(/-p0-fnameFa$/);
      expect(await page.locator('[data-field-error]').count()).toBeGreaterThan(10);
      await expect.poll(() => page.getByRole('alert').filter({ hasText: messages.checkout.fixForm }).count()).toBe(1);
      expect(await seriousViolations(page)).toEqual([]);

      // Arabic ي typed, Persian digits typed; gender and the leader picked; then a reload.
      await fillIranian(page, 0, 'علي', 'كريمي', '۰۰۱۲۳۴۵۶۷۹', '۱۳۶۹/۰۲/۱۱');
      expect(await slot(page, 0).textContent()).toContain('۱۱ اردیبهشت ۱۳۶۹');
      await slot(page, 0).getByText(l.female, { exact: true }).click();
      await fillIranian(page, 1, 'سارا', 'کریمی', '1234567891', '1990-01-01');
      await page.getByLabel(l.mobile, { exact: true }).fill('۰۹۱۲۱۲۳۴۵۶۷');
      await page.locator('[data-scope="radio-group"][data-part="item"]', { hasText: 'بزرگسال ۲' }).click();
      await page.reload();
      await page.locator('[data-restored="true"]').waitFor();
      expect(await slot(page, 0).getByLabel(l.fnameFa, { exact: true }).inputValue()).toBe('علي');
      expect(await slot(page, 0).getByLabel(l.birthDate, { exact: true }).inputValue()).toBe('۱۳۶۹/۰۲/۱۱');
      expect(await slot(page, 0).locator('input[value="FEMALE"]').isChecked()).toBe(true);
      expect(await page.getByLabel(l.mobile, { exact: true }).inputValue()).toBe('۰۹۱۲۱۲۳۴۵۶۷');

      // A bad national code is refused next to its field, then corrected.
      await fillIranian(page, 2, 'آرش', 'کریمی', '9876543211', '2020-01-01');
      await fillIranian(page, 3, 'نیلا', 'کریمی', '0045678901', '14050110');
      await submitButton(page).click();
      await expect.poll(() => page.evaluate(() => document.activeElement?.id ?? '')).toMatch(/-p2-nationalNumber$/);
      expect(await slot(page, 2).locator('[data-field-error]').textContent()).toBe(messages.auth.nationalCodeInvalid);
      await slot(page, 2).getByLabel(l.nationalNumber, { exact: true }).fill('9876543210');
      expect(await slot(page, 2).locator('[data-field-error]').count()).toBe(0);
      await submitButton(page).click();
      await expect.poll(() => page.evaluate(() => window.__submitted.length)).toBe(1);
      const sent = await page.evaluate(() => window.__submitted[0]);
      expect(sent?.leader).toBe(1);
      expect(sent?.mobile).toBe('09121234567');
      expect(sent?.passengers.map((p) => [p.type, p.birthDate, p.fnameFa, p.nationalNumber, p.isLeader])).toEqual([
        ['adult', '1990-05-01', 'علی', '0012345679', false],
        ['adult', '1990-01-01', 'سارا', '1234567891', true],
        ['child', '2020-01-01', 'آرش', '9876543210', false],
        ['infant', '2026-03-30', 'نیلا', '0045678901', false],
      ]);
      expect(sent?.passengers[0]?.gender).toBe('FEMALE');
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('fills a slot from a saved passenger and asks an international trip for passports', async () => {
    const { page, errors, context } = await openPage(browser, { viewport: { width: 1280, height: 900 } });
    try {
      await open(page, '?intl=1&saved=1');
      await slot(page, 0).getByLabel(l.savedPick).selectOption({ label: 'مریم احمدی' });
      expect(await slot(page, 0).getByLabel(l.nationalNumber, { exact: true }).inputValue()).toBe('0012345679');
      expect(await slot(page, 0).locator('input[value="FEMALE"]').isChecked()).toBe(true);
      // The one saved passenger is taken: the second adult has nobody left to pick, so no picker.
      expect(await slot(page, 1).getByLabel(l.savedPick).count()).toBe(0);
      await slot(page, 0).getByLabel(l.savedPick).selectOption({ label: l.savedNone });
      expect(await slot(page, 1).getByLabel(l.savedPick).count()).toBe(1);
      await slot(page, 0).getByLabel(l.savedPick).selectOption({ label: 'مریم احمدی' });
      await slot(page, 0).getByLabel(l.passportExpireDate, { exact: true }).fill('2027-06-09');
      await submitButton(page).click();
      await expect
        .poll(() => slot(page, 0).locator('[data-field-error]').allInnerTexts())
        .toEqual(expect.arrayContaining([flightMessages.flightPassengers.passportExpiryTooSoon(true), messages.common.required]));
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it("shows the edge's field errors and moves focus there", async () => {
    const { page, errors, context } = await openPage(browser, { viewport: { width: 412, height: 900 } });
    try {
      await open(page, '?server=1');
      await fillIranian(page, 0, 'رضا', 'رضایی', '0012345679', '1369/02/11');
      await fillIranian(page, 1, 'مینا', 'رضایی', '1234567891', '1990-01-01');
      await fillIranian(page, 2, 'آرش', 'رضایی', '9876543210', '2020-01-01');
      await fillIranian(page, 3, 'نیلا', 'رضایی', '0045678901', '1405/01/10');
      await page.getByLabel(l.mobile, { exact: true }).fill('09121234567');
      await submitButton(page).click();
      await expect.poll(() => page.evaluate(() => document.activeElement?.id ?? '')).toMatch(/-p1-nationalNumber$/);
      expect(await slot(page, 1).locator('[data-field-error]').textContent()).toBe('کد ملی در سامانه تکراری است');
      expect(await page.getByRole('alert').filter({ hasText: 'تعداد مسافران تغییر کرده است' }).count()).toBe(1);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
