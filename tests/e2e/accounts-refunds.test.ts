/**
 * Issue 14 in Chromium against the built worker: a refund of the seeded THR→MHD flight order from the dashboard
 * (quote with the penalty table, then the request; the wallet goes up by the refund), the agency partner
 * registration, and a BUYFOROTHER user adding a customer. axe: no serious or critical violation on each.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { validateAgency } from '@/lib/agency';
import * as messages from '@/lib/messages';
import { formatPrice } from '@/lib/money';
import { seriousViolations } from './axe';
import { usesAccounts } from './account-locks';
import { baseUrl, browser, openPage, usesBrowser } from './browser';
import { apiLogin, DESKTOP, expectAlert, fieldErrors, hydrated, screenshot } from './shell-helpers';

usesBrowser();
// Reads or moves these accounts' money to the rial: no other file touches them meanwhile (account-locks.ts).
usesAccounts('09120000001', '09120000004');

// One phone width: the dialogs and forms are fluid, so 390 px stands for the phones (desktop is each test's own).
const PHONES = [{ width: 390, height: 844 }];

const rialOf = (text: string | null) => {
  // Toman as shown (Persian or Latin digits, ٬/, grouping, ٫ decimals: rial not a multiple of 10) → rial.
  const latin = (text ?? '')
    .replace(/[۰-۹]/g, (d) => String('۰۱۲۳۴۵۶۷۸۹'.indexOf(d)))
    .replace(/[٬,]/g, '')
    .replace('٫', '.');
  return Math.round(Number(/\d+(\.\d+)?/.exec(latin)?.[0] ?? Number.NaN) * 10);
};

async function noHorizontalScroll(page: Page): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth + 1)).toBe(true);
}

describe('flight refund from the dashboard', () => {
  it('quotes the seeded THR→MHD order with its penalty table (30 % of the base fare, shown at 1280 and 390 px), refunds every passenger to the wallet, and refuses a second refund', async () => {
    const { page, context, errors } = await openPage(browser, { viewport: DESKTOP });
    await apiLogin(context, '09120000001');
    await page.goto(`${baseUrl()}/dashboard/orders`);
    await hydrated(page);
    const before = rialOf(await page.locator('[data-wallet-balance]').textContent());
    const orders = () =>
      page.evaluate(async () => {
        const res = await fetch('/api/account/orders', {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: '{"pageSize":50}',
        });
        type Row = {
          factorId: number;
          status: string;
          product: string;
          fromDate: string;
          toDate: string;
          passengersCount: number;
          createdAt: string;
        };
        return ((await res.json()) as { data: { items: Row[] } }).data.items;
      });
    // The seeded THR→MHD one-way: a flight order of three passengers that leaves and lands the same day, booked two
    // days ago. The checkout's browser tests book orders of that shape for this account too (today): take the oldest.
    const order = (await orders())
      .filter((o) => o.product === 'flight' && o.status === 'issued' && o.fromDate === o.toDate && o.passengersCount === 3)
      .sort((a, b) => a.createdAt.localeCompare(b.createdAt))[0];
    expect(order).toBeDefined();
    const id = order!.factorId;
    await page.locator(`[data-refund="${id}"]`).click();
    const dialog = page.getByRole('dialog');
    await dialog.locator('[data-refund-quote]').waitFor({ timeout: 15_000 });
    // The penalty table with the row that applies now (10+ days ahead: from booking to 72 h before).
    const table = dialog.locator('[data-penalty-table="outbound"]');
    expect(await table.locator('tbody tr').count()).toBeGreaterThan(1);
    expect(await table.locator('tr[aria-current="true"]').count()).toBe(1);
    expect(await table.locator('tbody tr').first().getAttribute('aria-current')).toBe('true');
    // Issue 48 (4b): the rule is «۳۰٪ از نرخ پایه», and each ticket's penalty is 30 % of its base fare (its price less
    // the taxes, which come back whole: a tenth of an adult's ticket in the sandbox, none on an infant's).
    expect(await table.locator('tr[aria-current="true"]').textContent()).toContain('۳۰٪ از نرخ پایه');
    const quoted = await page.evaluate(async (n) => {
      const res = await fetch(`/api/account/refunds/${n}`);
      return ((await res.json()) as { data: { passengers: { type: string; price: number; penalty: number }[] } }).data.passengers;
    }, id);
    for (const p of quoted) {
      const taxes = p.type === 'infant' ? 0 : Math.floor(p.price / 10 / 1_000) * 1_000;
      expect(p.penalty).toBe(Math.floor(((p.price - taxes) * 30) / 100 + 0.5));
      if (taxes > 0) expect(p.penalty).toBeLessThan(Math.round(p.price * 0.3));
    }
    // On screen, at 1280 px and then at 390 px (the same open dialog): the current row reads «۳۰٪ از نرخ پایه» and each
    // passenger's line shows that penalty (30 % of the base fare) beside the ticket's price, nothing runs off sideways.
    const lines = dialog.locator('[data-refund-passenger]');
    expect(await lines.count()).toBe(quoted.length);
    for (const viewport of [DESKTOP, PHONES[0]!]) {
      await page.setViewportSize(viewport);
      const current = table.locator('tr[aria-current="true"]');
      expect(await current.isVisible()).toBe(true);
      expect(await current.textContent()).toContain('۳۰٪ از نرخ پایه');
      for (const [i, p] of quoted.entries()) {
        const text = (await lines.nth(i).textContent()) ?? '';
        expect(text).toContain(`${messages.refunds.price}: ${formatPrice(p.price, 'IRR')}`);
        expect(text).toContain(`${messages.refunds.penalty}: ${formatPrice(p.penalty, 'IRR')}`);
      }
      await noHorizontalScroll(page);
    }
    await page.setViewportSize(DESKTOP);
    // Two adults and an infant, all chosen; the wallet by default.
    const passengers = dialog.locator('[data-refund-passenger] input[type=checkbox]');
    expect(await passengers.count()).toBe(3);
    expect(await passengers.evaluateAll((els) => els.every((e) => (e as HTMLInputElement).checked))).toBe(true);
    expect(await dialog.getByLabel(messages.refunds.destinations.wallet, { exact: true }).isChecked()).toBe(true);
    // Nothing chosen, or the infant left without an adult, is refused before anything is sent.
    for (const i of [0, 1, 2]) await passengers.nth(i).uncheck();
    await dialog.locator('[data-refund-submit]').click();
    await dialog.getByText(messages.refunds.choosePassenger).waitFor();
    await passengers.nth(0).check();
    await passengers.nth(1).check();
    await dialog.locator('[data-refund-submit]').click();
    await dialog.getByText(messages.refunds.infantAlone).waitFor();
    await passengers.nth(2).check();
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'refund-dialog-desktop');
    const total = Number(await dialog.locator('[data-refund-total]').getAttribute('data-refund-total'));
    expect(total).toBeGreaterThan(0);
    await dialog.locator('[data-refund-submit]').click();
    await expectAlert(page, messages.refunds.requestedWallet(formatPrice(total, 'IRR')));
    // After the reload: the balance is up by the refund, the order says refunded, no refund button is left on it.
    await page.waitForFunction(
      (expected) => {
        const el = document.querySelector('[data-wallet-balance]');
        return el?.textContent?.includes(expected);
      },
      formatPrice(before + total, 'IRR'),
      { timeout: 15_000 },
    );
    expect((await orders()).find((o) => o.factorId === id)?.status).toBe('refunded');
    expect(await page.locator(`[data-refund="${id}"]`).count()).toBe(0);
    // The same request again (a double click, a replay) is refused and moves no money.
    const again = await page.evaluate(async (factorId) => {
      const res = await fetch('/api/account/refunds/request', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ factorId, destination: 'wallet' }),
      });
      return res.status;
    }, id);
    expect(again).toBe(409);
    await page.reload();
    expect(rialOf(await page.locator('[data-wallet-balance]').textContent())).toBe(before + total);
    // The only console error is the browser's own line for the refused replay above.
    expect(errors.filter((e) => !e.includes('409'))).toEqual([]);
    await context.close();
  });

  it('fits on phones: the dialog opens and scrolls without a sideways scroll at 390 px', async () => {
    const { page, context } = await openPage(browser, { viewport: PHONES[0]! });
    await apiLogin(context, '09120000001');
    for (const viewport of PHONES) {
      await page.setViewportSize(viewport);
      await page.goto(`${baseUrl()}/dashboard/orders`);
      await hydrated(page);
      await page.locator('[data-refund]').first().click();
      await page.getByRole('dialog').locator('[data-refund-quote]').waitFor({ timeout: 15_000 });
      await noHorizontalScroll(page);
      await screenshot(page, `refund-dialog-${viewport.width}`);
      await page.keyboard.press('Escape');
      await page.getByRole('dialog').waitFor({ state: 'detached' });
    }
    await context.close();
  });
});

describe('agency partner registration', () => {
  it('shows every field, its Persian messages, then the success state with a tracking code', async () => {
    const { page, context, errors } = await openPage(browser, { viewport: DESKTOP });
    await page.goto(`${baseUrl()}/register?active=agency`);
    await hydrated(page);
    const form = page.locator('[data-agency-form]');
    await form.getByRole('button', { name: messages.agency.submit }).click();
    // Every field but the optional e-mail, with the same messages the edge's check gives.
    const empty = validateAgency({});
    expect(await fieldErrors(page)).toEqual(empty.ok ? [] : Object.values(empty.errors));
    expect((await fieldErrors(page)).length).toBe(9);
    expect(await seriousViolations(page)).toEqual([]);
    const nationalId = `1${String(Math.floor(Math.random() * 1e10)).padStart(10, '0')}`;
    await form.getByLabel(messages.agency.agencyName, { exact: true }).fill('آژانس مسافرتی آسمان آبی');
    await form.getByLabel(messages.agency.managerFirstName, { exact: true }).fill('كريم');
    await form.getByLabel(messages.agency.managerLastName, { exact: true }).fill('نوری');
    await form.getByLabel(messages.agency.mobile, { exact: true }).fill('۰۹۱۲۳۴۵۶۷۸۹');
    await form.getByLabel(messages.agency.phone, { exact: true }).fill('0912');
    await form.getByLabel(messages.agency.city, { exact: true }).fill('تهران');
    await form.getByLabel(messages.agency.address, { exact: true }).fill('تهران، خیابان ولیعصر، پلاک ۱۲');
    await form.getByLabel(messages.agency.licenseNumber, { exact: true }).fill('۱۲۳۴۵');
    await form.getByLabel(messages.agency.nationalId, { exact: true }).fill(nationalId);
    await form.getByRole('button', { name: messages.agency.submit }).click();
    expect(await fieldErrors(page)).toEqual([messages.agency.phoneInvalid]);
    // A reload keeps what was typed.
    await page.reload();
    await hydrated(page);
    expect(await form.getByLabel(messages.agency.agencyName, { exact: true }).inputValue()).toBe('آژانس مسافرتی آسمان آبی');
    await form.getByLabel(messages.agency.phone, { exact: true }).fill('021-88776655');
    await form.getByRole('button', { name: messages.agency.submit }).click();
    await page.locator('[data-agency-sent]').waitFor({ timeout: 15_000 });
    expect(await page.locator('[data-agency-sent]').textContent()).toContain(messages.agency.successTitle);
    expect(await seriousViolations(page)).toEqual([]);
    for (const viewport of PHONES) {
      await page.setViewportSize(viewport);
      await noHorizontalScroll(page);
    }
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('customers of a BUYFOROTHER user', () => {
  it('adds a customer from the dashboard and lists it', async () => {
    const { page, context, errors } = await openPage(browser, { viewport: DESKTOP });
    await apiLogin(context, '09120000004');
    await page.goto(`${baseUrl()}/dashboard/orders`);
    await page.locator('[data-dashboard-sidebar] a[href="/dashboard/customers"]').click();
    await page.waitForURL(/\/dashboard\/customers$/);
    await hydrated(page);
    const form = page.locator('[data-customer-form]');
    // A national code whose check digit is wrong, then the right one.
    const digits = String(Math.floor(Math.random() * 1e9)).padStart(9, '0');
    const sum = [...digits].reduce((n, d, i) => n + Number(d) * (10 - i), 0) % 11;
    const code = `${digits}${sum < 2 ? sum : 11 - sum}`;
    const wrong = `${digits}${(Number(code[9]) + 1) % 10}`;
    await form.getByLabel(messages.customers.firstName, { exact: true }).fill('رضا');
    await form.getByLabel(messages.customers.lastName, { exact: true }).fill('محمدی');
    await form.getByLabel(messages.customers.mobile, { exact: true }).fill('09121112233');
    await form.getByLabel(messages.customers.nationalCode, { exact: true }).fill(wrong);
    await form.getByRole('button', { name: messages.customers.add }).click();
    expect(await fieldErrors(page)).toEqual([messages.auth.nationalCodeInvalid]);
    await form.getByLabel(messages.customers.nationalCode, { exact: true }).fill(code);
    await form.getByRole('button', { name: messages.customers.add }).click();
    await expectAlert(page, messages.customers.added);
    await page.locator('[data-row]', { hasText: 'محمدی' }).first().waitFor({ timeout: 15_000 });
    expect(await seriousViolations(page)).toEqual([]);
    for (const viewport of PHONES) {
      await page.setViewportSize(viewport);
      await noHorizontalScroll(page);
    }
    expect(errors).toEqual([]);
    await context.close();
  });
});
