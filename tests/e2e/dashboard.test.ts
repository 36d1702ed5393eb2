import { describe, expect, it } from 'vitest';
import { formMessages } from '@/lib/form-plugin';
import * as messages from '@/lib/messages';
import { formatPrice } from '@/lib/money';
import { seriousViolations } from './axe';
import { usesAccounts } from './account-locks';
import { baseUrl, browser, openPage, usesBrowser } from './browser';
import { apiLogin, DESKTOP, hydrated, MOBILE, PASSWORD, screenshot } from './shell-helpers';

usesBrowser();
// Reads or moves these accounts' money to the rial: no other file touches them meanwhile (account-locks.ts).
usesAccounts('09120000001', '09120000004', '09120000005');

const PAGES = ['profile', 'orders', 'transactions', 'payments', 'wallet', 'passengers', 'favorites', 'pending'];

describe('dashboard', () => {
  it('logged out: every dashboard page shows the inline login, which logs in in place', async () => {
    const { page, context } = await openPage(browser, { viewport: DESKTOP });
    for (const p of PAGES) {
      const res = await page.goto(`${baseUrl()}/dashboard/${p}`);
      expect(res?.status(), p).toBe(200);
      expect(await page.locator('[data-inline-login]').count(), p).toBe(1);
      expect(await page.locator('[data-dashboard-sidebar]').count(), p).toBe(0);
    }
    await hydrated(page);
    await page.getByLabel(messages.auth.username).fill('09120000001');
    await page.getByLabel(messages.auth.password, { exact: true }).fill(PASSWORD);
    await page.locator('main').getByRole('button', { name: messages.auth.login, exact: true }).click();
    await page.locator('[data-dashboard-sidebar]').waitFor();
    expect(new URL(page.url()).pathname).toBe('/dashboard/pending');
    await context.close();
  });

  it('shows the sandbox data: sidebar name and balance in toman, orders, refunds, transactions, cashback, passengers', async () => {
    const { page, context, errors } = await openPage(browser, { viewport: DESKTOP });
    await apiLogin(context, '09120000001');
    await page.goto(baseUrl() + '/dashboard/orders');
    const sidebar = page.locator('[data-dashboard-sidebar]');
    expect(await sidebar.locator('[data-user-name]').textContent()).toBe('مریم احمدی');
    // The balance the wallet has now (other browser tests refund to it or pay from it), in toman: the seeded
    // 12 500 000 rial read «۱٬۲۵۰٬۰۰۰ تومان».
    const wallet = (await (await context.request.get(`${baseUrl()}/api/account/balance`)).json()) as { data: { user_balance: number } };
    expect(await sidebar.locator('[data-wallet-balance]').textContent()).toBe(formatPrice(wallet.data.user_balance, 'IRR'));
    expect(formatPrice(12_500_000, 'IRR')).toBe('۱٬۲۵۰٬۰۰۰ تومان');
    expect(await sidebar.locator('a[href="/dashboard/wallet"]').count()).toBe(1);
    expect(await sidebar.locator('[data-add-credit-link]').getAttribute('href')).toBe('/dashboard/transactions?add=true');
    expect(await page.locator('h1').textContent()).toBe(messages.dashboard.orders);
    // 5 past orders + the 2 seeded flight orders with a booking, plus any order the checkout's browser tests made for
    // this traveller earlier on the shared server.
    expect(await page.locator('table').first().locator('[data-row]').count()).toBeGreaterThanOrEqual(7);
    // At 1280 px the whole orders table is on screen, its status and actions included: titles, dates and actions
    // break their lines rather than scroll the table sideways (its box was 808 px wide, the table 969 px).
    const table = page.locator('table').first().locator('xpath=..');
    expect(await table.evaluate((box) => box.scrollWidth - box.clientWidth)).toBeLessThanOrEqual(0);
    await screenshot(page, 'dashboard-desktop');
    await page.setViewportSize(MOBILE);
    await screenshot(page, 'dashboard-mobile');
    await page.setViewportSize(DESKTOP);

    await page.goto(baseUrl() + '/dashboard/transactions');
    expect(await page.locator('[data-row]').count()).toBeGreaterThan(0);
    expect(await page.locator('[data-add-credit]').count()).toBe(0);
    await page.goto(baseUrl() + '/dashboard/transactions?add=true');
    expect(await page.locator('[data-add-credit]').count()).toBe(1);

    await page.goto(baseUrl() + '/dashboard/wallet');
    expect(await page.locator('h1').textContent()).toBe(messages.dashboard.customerClub);
    expect(await page.locator('[data-cashback-total]').textContent()).toMatch(/تومان$/);

    await page.goto(baseUrl() + '/dashboard/passengers');
    expect(await page.locator('[data-row]').first().textContent()).toContain('مریم');

    await page.goto(baseUrl() + '/dashboard/pending');
    expect(await page.locator('h1').textContent()).toBe(messages.dash.pending);
    await page.goto(baseUrl() + '/dashboard/favorites');
    await hydrated(page);
    expect(await page.locator('[data-empty]').textContent()).toBe(messages.dash.noFavorites);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('profile edit saves; currency change (primary four, others under «نمایش همهٔ ارزها») refreshes the header', async () => {
    const { page, context } = await openPage(browser, { viewport: DESKTOP });
    await apiLogin(context, '09120000004');
    await page.goto(baseUrl() + '/dashboard/profile');
    await hydrated(page);
    const currencies = page.locator('fieldset [data-currency]');
    expect(await currencies.evaluateAll((els) => els.map((e) => e.getAttribute('data-currency')))).toEqual(['GBP', 'USD', 'IRR', 'EUR']);
    await page.getByRole('button', { name: messages.header.showAllCurrencies }).click();
    expect(await currencies.count()).toBeGreaterThan(4);
    await page.getByLabel(messages.authFlow.name, { exact: true }).fill('');
    await page.getByRole('button', { name: messages.dash.save }).click();
    expect(await page.locator('[data-field-error]').first().textContent()).toBe(messages.common.required);
    await page.getByLabel(messages.authFlow.name, { exact: true }).fill('کاوه');
    await page.getByRole('button', { name: messages.dash.save }).click();
    await page.locator('[data-alert]', { hasText: messages.dash.profileSaved }).waitFor();
    await page.locator('[data-user-name]', { hasText: 'کاوه' }).waitFor();
    await page.locator('fieldset [data-currency="USD"]').click();
    await page.locator('[data-alert]', { hasText: messages.shell.currencyChanged }).waitFor();
    await page.locator('header [data-currency-menu]', { hasText: 'USD' }).waitFor();
    // Back to IRR through the header menu.
    await page.locator('header [data-currency-menu]').click();
    await page.getByRole('menuitem', { name: /IRR/ }).click();
    await page.locator('header [data-currency-menu]', { hasText: 'IRR' }).waitFor();
    await context.close();
  });

  it('a user without orders sees the empty states; the sidebar logout goes home', async () => {
    const { page, context } = await openPage(browser, { viewport: DESKTOP });
    await apiLogin(context, '09120000005');
    await page.goto(baseUrl() + '/dashboard/orders');
    expect(await page.locator('[data-empty]').first().textContent()).toBe(messages.dash.noOrders);
    await hydrated(page);
    await page.locator('[data-logout]').click();
    await page.locator('[data-alert]', { hasText: messages.auth.loggedOut }).waitFor();
    await page.waitForURL((u) => u.pathname === '/');
    await page.locator('header [data-login="passenger"]').waitFor();
    await context.close();
  });

  it('a top-up through the gateway comes back confirmed (amount, new balance; 390 and 1280 px), or says it failed (1280 px)', async () => {
    const { page, context, errors } = await openPage(browser, { viewport: MOBILE });
    await apiLogin(context, '09120000001');
    const balanceNow = async () =>
      ((await (await context.request.get(`${baseUrl()}/api/account/balance`)).json()) as { data: { user_balance: number } }).data
        .user_balance;
    const before = await balanceNow();
    await page.goto(baseUrl() + '/dashboard/transactions?add=true');
    await hydrated(page);
    await page.getByLabel(messages.dash.addCreditAmount).fill('۵۰۰٬۰۰۰');
    await page.getByRole('button', { name: messages.dash.addCreditSubmit }).click();
    await page.waitForURL(/\/sandbox\/pay\//);
    await page.getByRole('button', { name: 'پرداخت', exact: true }).click();
    await page.waitForURL(/\/dashboard\/transactions\?/);
    const result = page.getByTestId('topup-result');
    expect(await result.getAttribute('data-outcome')).toBe('credited');
    expect(await result.textContent()).toContain(messages.topupResult.credited(formatPrice(5_000_000, 'IRR')));
    expect(await result.locator('[data-topup-balance]').textContent()).toBe(
      messages.topupResult.newBalance(formatPrice(before + 5_000_000, 'IRR')),
    );
    expect(await balanceNow()).toBe(before + 5_000_000);
    // The confirmation at 390 px, then at 1280 px (the same page): on screen, axe clean, nothing runs off sideways.
    for (const viewport of [MOBILE, DESKTOP]) {
      await page.setViewportSize(viewport);
      expect(await result.isVisible()).toBe(true);
      expect(await seriousViolations(page)).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    }
    // Cancelled at the gateway (this one at 1280 px): nothing taken, said so, with a way to try again.
    await page.goto(baseUrl() + '/dashboard/transactions?add=true');
    await hydrated(page);
    await page.getByLabel(messages.dash.addCreditAmount).fill('200000');
    await page.getByRole('button', { name: messages.dash.addCreditSubmit }).click();
    await page.waitForURL(/\/sandbox\/pay\//);
    await page.getByRole('button', { name: 'انصراف', exact: true }).click();
    await page.waitForURL(/\/dashboard\/transactions\?/);
    expect(await page.getByTestId('topup-result').getAttribute('data-outcome')).toBe('cancelled');
    expect(await page.getByRole('link', { name: messages.topupResult.tryAgain }).getAttribute('href')).toBe(
      '/dashboard/transactions?add=true',
    );
    expect(await balanceNow()).toBe(before + 5_000_000);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('an agent’s customers page says in Persian why it adds none (the roles give customers to BUYFOROTHER), 390 and 1280 px', async () => {
    const { page, context } = await openPage(browser, { viewport: MOBILE });
    await apiLogin(context, '09120000003');
    await page.goto(baseUrl() + '/dashboard/customers');
    const refused = page.locator('[data-customers-refused="agent"]');
    expect(await refused.locator('[data-empty]').textContent()).toBe(messages.customers.agentNotAllowed);
    const link = refused.getByRole('link', { name: messages.customers.agentPassengersLink });
    expect(await link.getAttribute('href')).toBe('/dashboard/passengers');
    expect(await page.locator('[data-customer-form]').count()).toBe(0);
    expect(await page.locator('[data-dashboard-sidebar] a[href="/dashboard/customers"]').count()).toBe(1);
    // At 390 px and at 1280 px: the reason and its link on screen, nothing runs off sideways.
    for (const viewport of [MOBILE, DESKTOP]) {
      await page.setViewportSize(viewport);
      expect(await refused.locator('[data-empty]').isVisible()).toBe(true);
      expect(await link.isVisible()).toBe(true);
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    }
    await context.close();
  });

  it('dashboard pages have no serious or critical axe violations, and none is wider than a phone', async () => {
    const { page, context } = await openPage(browser, { viewport: DESKTOP });
    await apiLogin(context, '09120000001');
    for (const p of PAGES) {
      await page.goto(`${baseUrl()}/dashboard/${p}`);
      await hydrated(page);
      expect(await seriousViolations(page), p).toEqual([]);
    }
    await page.setViewportSize(MOBILE);
    // A wide table scrolls inside its own region; the page itself never scrolls sideways (the payments table's
    // visually hidden link text once widened the page by 282 px at 390 px).
    for (const p of PAGES) {
      await page.goto(`${baseUrl()}/dashboard/${p}`);
      const wide = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(wide, `${p} at ${MOBILE.width} px`).toBeLessThanOrEqual(0);
    }
    await page.goto(`${baseUrl()}/dashboard/orders?add=true`);
    expect(await seriousViolations(page), 'mobile orders').toEqual([]);
    await context.close();
  });

  it('an agency’s sales report (ContractSalesReport) and an agent service request read well at 390 px, no serious axe violations', async () => {
    const { page, context } = await openPage(browser, { viewport: MOBILE });
    await apiLogin(context, '09120000003');
    await page.goto(`${baseUrl()}/dashboard/orders`);
    const link = page.locator('[data-sales-link]').first();
    await link.click();
    await page.locator('[data-testid="sales-report"]').waitFor();
    expect(await page.locator('h1').textContent()).toBe(messages.salesReport.title);
    expect(await page.locator('[data-sales="payable"]').count()).toBe(1);
    // Nothing wider than the phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(MOBILE.width);
    expect(await seriousViolations(page), 'sales report').toEqual([]);
    // The agent services: the list, a form built from the supplier's plugin, its Persian errors, then the tracking number.
    await page.goto(`${baseUrl()}/dashboard/services`);
    await page.locator('[data-agent-service="14"]').click();
    const form = page.locator('[data-service-form="14"]');
    await form.waitFor();
    await hydrated(page);
    await form.getByRole('button').click();
    await expect.poll(() => page.locator('[data-field-error]').count(), { timeout: 5_000 }).toBeGreaterThan(0);
    expect(await page.locator('[data-field-error]').first().textContent()).toBe(formMessages.required);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(MOBILE.width);
    expect(await seriousViolations(page), 'service form with errors').toEqual([]);
    const inFive = new Date(Date.now() + 5 * 86_400_000).toISOString().slice(0, 10);
    await form.getByLabel('شهر').selectOption('KIH');
    await form.getByLabel('تاریخ ورود').fill(inFive);
    await form.getByLabel('تعداد مسافران').fill('۳');
    await form.getByLabel('شمارهٔ پرواز').fill('W5 1234');
    await form.getByLabel('نام هتل').fill('هتل ترنج');
    await form.getByRole('button').click();
    await page.locator('[data-testid="service-tracking"]').waitFor({ timeout: 10_000 });
    expect(await page.locator('[data-testid="service-tracking"]').textContent()).toMatch(/^AS-۱۴[۰-۹]{2}-[۰-۹]{6}$/);
    expect(await seriousViolations(page), 'service request recorded').toEqual([]);
    await context.close();
  });
});
