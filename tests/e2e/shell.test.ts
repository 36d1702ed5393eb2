import { describe, expect, it } from 'vitest';
import { WHATSAPP_LINES } from '@/components/layout/rules';
import { MAIN_NAV } from '@/content/navigation';
import * as messages from '@/lib/messages';
import { seriousViolations } from './axe';
import { baseUrl, browser, openPage, usesBrowser } from './browser';
import { apiLogin, DESKTOP, hydrated, MOBILE, screenshot } from './shell-helpers';

usesBrowser();

const COUNTER_ONLY = ['/package', '/attraction', '/insurance', '/landings/passport-dominica'];

describe('header', () => {
  it('guest: main links, no counter links, phone, track-order and the two login buttons', async () => {
    const { page, context, errors } = await openPage(browser, { viewport: DESKTOP });
    await page.goto(baseUrl() + '/');
    const nav = page.locator('header nav[aria-label="ناوبری اصلی"]');
    for (const href of ['/flight', '/hotel', '/flight%2Bhotel', '/tour', '/blog'])
      expect(await nav.locator(`a[href="${href}"]`).count(), href).toBe(1);
    for (const href of COUNTER_ONLY) expect(await page.locator(`header a[href="${href}"]`).count(), href).toBe(0);
    expect(await nav.locator('a[href="/flight%2Bhotel"]').textContent()).toBe(MAIN_NAV[2]!.label);
    expect(await nav.locator('a[href="/tour"]').textContent()).toBe(MAIN_NAV[3]!.label);
    expect(await page.locator('header a[href="/track-order"]').isVisible()).toBe(true);
    expect(await page.locator('header [data-header-phone]').isVisible()).toBe(true);
    expect(await page.locator('header [data-login="passenger"]').isVisible()).toBe(true);
    expect(await page.locator('header [data-login="agency"]').getAttribute('href')).toMatch(/^\/auth\?type=1/);
    expect(await page.locator('header [data-profile-menu]').count()).toBe(0);
    // The product tabs on the home page (one per product of the registry; issue 48), the hotel's chosen.
    expect(await page.locator('nav[aria-label="نوع جستجو"] a').count()).toBe(7);
    expect(await page.locator('nav[aria-label="نوع جستجو"] a[aria-current="page"]').getAttribute('data-product')).toBe('hotel');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('CREDIT_COUNTER (09120000002): package, services, insurance and passport links; profile and currency buttons', async () => {
    const { page, context } = await openPage(browser, { viewport: DESKTOP });
    await apiLogin(context, '09120000002');
    await page.goto(baseUrl() + '/');
    for (const href of COUNTER_ONLY) expect(await page.locator(`header nav a[href="${href}"]`).count(), href).toBe(1);
    expect(await page.locator('header [data-profile-menu]').isVisible()).toBe(true);
    expect(await page.locator('header [data-currency-menu]').textContent()).toContain('IRR');
    expect(await page.locator('header [data-login]').count()).toBe(0);
    await context.close();
  });

  it('a plain user (09120000001) does not see the counter links', async () => {
    const { page, context } = await openPage(browser, { viewport: DESKTOP });
    await apiLogin(context, '09120000001');
    await page.goto(baseUrl() + '/');
    for (const href of COUNTER_ONLY) expect(await page.locator(`header a[href="${href}"]`).count(), href).toBe(0);
    expect(await page.locator('header [data-profile-menu]').textContent()).toContain('مریم');
    await context.close();
  });

  it('mobile: a keyboard-operable drawer with about and contact', async () => {
    const { page, context } = await openPage(browser, { viewport: MOBILE });
    await page.goto(baseUrl() + '/');
    await hydrated(page);
    expect(await page.locator('header nav[aria-label="ناوبری اصلی"]').first().isVisible()).toBe(false);
    await page.locator('[data-drawer-trigger]').focus();
    await page.keyboard.press('Enter');
    const drawer = page.getByRole('dialog', { name: messages.shell.menu });
    await drawer.waitFor();
    expect(await drawer.locator('a[href="/about"]').count()).toBe(1);
    expect(await drawer.locator('a[href="/contact"]').count()).toBe(1);
    expect(await drawer.locator('a[href="/hotel"]').count()).toBe(1);
    await page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'hidden' });
    await screenshot(page, 'home-mobile');
    await context.close();
  });
});

describe('footer', () => {
  it('desktop: name, version, offices, 24-hour line, social, trust row 102 px, three columns, videos nofollow', async () => {
    const { page, context } = await openPage(browser, { viewport: DESKTOP });
    await page.goto(baseUrl() + '/');
    const footer = page.locator('footer[data-footer]');
    const text = (await footer.textContent()) ?? '';
    expect(text).toContain('سفرنامه');
    expect(text).toContain(messages.footer.version);
    expect(await footer.locator('[data-version="0.17.1"]').count()).toBe(1);
    expect(text).toContain(messages.footerInfo.kishOffice);
    expect(text).toContain(messages.footerInfo.tehranOffice);
    expect(text).toContain(messages.footerInfo.phoneLabel);
    expect(await footer.locator('[data-social]').count()).toBe(5);
    // Streamed HTML waits in a hidden container until React moves it into place: measure once it is shown.
    const trust = footer.locator('[data-trust-logos]');
    await trust.waitFor({ state: 'visible' });
    const box = await trust.boundingBox();
    expect(box?.height).toBe(102);
    const columns = footer.locator('nav[aria-labelledby^="footer-col-"]');
    expect(await columns.count()).toBe(3);
    for (const href of [
      '/landings/passport-dominica',
      '/flight',
      '/tour/kish',
      '/tour/dubai',
      '/tour/istanbul',
      '/flight/kish',
      '/flight/istanbul',
      '/flight/dubai',
      '/contact',
      '/about',
      '/terms',
      '/help/refund',
      '/jobs',
      '/hotel',
      '/tour',
      '/rules',
      '/landings/b2b',
    ]) {
      expect(await columns.locator(`a[href="${href}"]`).count(), href).toBe(1);
    }
    expect(await columns.locator('a[href="/landings/b2b"]').isVisible()).toBe(true);
    const videos = footer.locator('[data-tutorial-video]');
    expect(await videos.count()).toBe(2);
    for (const rel of await videos.evaluateAll((els) => els.map((e) => e.getAttribute('rel') ?? '')))
      expect(rel.split(' ')).toContain('nofollow');
    // Mobile-only buttons are hidden on desktop.
    expect(await footer.locator('[data-magazine]').isVisible()).toBe(false);
    await screenshot(page, 'home-desktop');
    await context.close();
  });

  it('mobile: the magazine button and the agency registration button carrying the visit utm parameters; no corporate sales', async () => {
    const { page, context } = await openPage(browser, { viewport: MOBILE });
    await page.goto(baseUrl() + '/?utm_source=google&utm_medium=cpc&utm_campaign=spring&other=1');
    await hydrated(page);
    const footer = page.locator('footer[data-footer]');
    expect(await footer.locator('[data-magazine]').getAttribute('href')).toBe('/blog');
    expect(await footer.locator('[data-magazine]').isVisible()).toBe(true);
    // Read from the address bar and sessionStorage once the page is idle.
    await expect
      .poll(() => footer.locator('[data-agency-registration]').getAttribute('href'))
      .toBe('/register?active=agency&utm_source=google&utm_medium=cpc&utm_campaign=spring');
    expect(await footer.locator('a[href="/landings/b2b"]').isVisible()).toBe(false);
    // Later pages of the same visit still carry them.
    await page.goto(baseUrl() + '/no-such-page');
    await hydrated(page);
    await expect
      .poll(() => page.locator('[data-agency-registration]').getAttribute('href'))
      .toBe('/register?active=agency&utm_source=google&utm_medium=cpc&utm_campaign=spring');
    await context.close();
  });

  it('hidden on hotel-map and invoice paths; on passenger paths only on mobile', async () => {
    const { page, context } = await openPage(browser, { viewport: DESKTOP });
    for (const path of ['/hotel-map/nowhere/x/y/z', '/invoice/a/b/c/d']) {
      await page.goto(baseUrl() + path);
      expect(await page.locator('h1').first().textContent(), path).toBeTruthy();
      // (On an unknown path the server renders as /404; the client hides the footer once it reads the address.)
      await page.locator('footer[data-footer]').waitFor({ state: 'detached', timeout: 10_000 });
    }
    await page.goto(baseUrl() + '/no/passengers/here');
    expect(await page.locator('footer[data-footer]').isVisible()).toBe(true);
    await page.setViewportSize(MOBILE);
    // The layout reacts to the new width (a media query listener): wait for it rather than racing it.
    await page.locator('footer[data-footer]').waitFor({ state: 'hidden', timeout: 5_000 });
    await page.goto(baseUrl() + '/no/such/page');
    expect(await page.locator('footer[data-footer]').isVisible()).toBe(true);
    await context.close();
  });
});

describe('default layout floating buttons and cashback alert', () => {
  it('WhatsApp and call buttons appear after scrolling past innerHeight/2 + 200; the headphone folds them', async () => {
    const { page, context } = await openPage(browser, { viewport: { width: 1280, height: 500 } });
    await page.goto(baseUrl() + '/');
    await hydrated(page);
    const threshold = 500 / 2 + 200;
    expect(await page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight)).toBeGreaterThan(threshold + 10);
    expect(await page.locator('[data-floating-buttons]').count()).toBe(0);
    await page.evaluate((y) => window.scrollTo(0, y), threshold - 20);
    await page.waitForTimeout(150);
    expect(await page.locator('[data-floating-buttons]').count()).toBe(0);
    await page.evaluate((y) => window.scrollTo(0, y), threshold + 5);
    await page.locator('[data-floating-buttons]').waitFor();
    expect(await page.locator('[data-floating="whatsapp"]').getAttribute('href')).toBe(`https://wa.me/${WHATSAPP_LINES.default}`);
    expect(await page.locator('[data-floating="call"]').getAttribute('href')).toMatch(/^tel:\+98/);
    await page.locator('[data-floating="headphone"]').click();
    expect(await page.locator('[data-floating="whatsapp"]').count()).toBe(0);
    expect(await page.locator('[data-floating="headphone"]').getAttribute('aria-expanded')).toBe('false');
    await page.locator('[data-floating="headphone"]').click();
    expect(await page.locator('[data-floating="whatsapp"]').count()).toBe(1);
    await context.close();
  });

  it('no cashback alert for the guest account (its cashback message is empty)', async () => {
    const { page, context } = await openPage(browser, { viewport: DESKTOP });
    await page.goto(baseUrl() + '/');
    await hydrated(page);
    expect(await page.locator('[data-cashback-alert]').count()).toBe(0);
    await context.close();
  });

  it('cashback alert: shown, closable, and not again within 5 minutes', async () => {
    const { page, context } = await openPage(browser, { viewport: DESKTOP });
    await apiLogin(context, '09120000001');
    await page.goto(baseUrl() + '/');
    const alert = page.locator('[data-cashback-alert]');
    await alert.waitFor();
    expect((await alert.textContent())?.length).toBeGreaterThan(10);
    await alert.getByRole('button', { name: messages.shell.alertClose }).click();
    expect(await alert.count()).toBe(0);
    await page.reload();
    await hydrated(page);
    await page.waitForTimeout(500);
    expect(await page.locator('[data-cashback-alert]').count()).toBe(0);
    await context.close();
  });

  it('cashback alert hides itself after 10 s', async () => {
    const { page, context } = await openPage(browser, { viewport: DESKTOP });
    await apiLogin(context, '09120000001');
    await context.clock.install();
    await page.goto(baseUrl() + '/');
    await page.locator('[data-cashback-alert]').waitFor();
    await page.clock.fastForward(9_000);
    expect(await page.locator('[data-cashback-alert]').count()).toBe(1);
    await page.clock.fastForward(1_500);
    await page.locator('[data-cashback-alert]').waitFor({ state: 'detached' });
    await context.close();
  });
});

describe('idle dialog', () => {
  it('opens after 25 s without activity, once per session', async () => {
    const { page, context } = await openPage(browser, { viewport: DESKTOP, idleDialog: true });
    await context.clock.install();
    await page.goto(baseUrl() + '/');
    await hydrated(page);
    await page.clock.fastForward(20_000);
    expect(await page.locator('[data-idle-dialog]').count()).toBe(0);
    await page.clock.fastForward(7_000);
    await page.locator('[data-idle-dialog]').waitFor();
    // The dialog takes focus once it has opened; Escape closes it from there.
    await page.getByRole('dialog').locator(':focus').waitFor();
    await page.keyboard.press('Escape');
    await page.locator('[data-idle-dialog]').waitFor({ state: 'detached' });
    await page.goto(baseUrl() + '/no/such/page');
    await hydrated(page);
    await page.clock.fastForward(60_000);
    expect(await page.locator('[data-idle-dialog]').count()).toBe(0);
    await context.close();
  });

  it('never over an open picker: it waits while the travellers menu is open and comes 25 s after it closes (1280 and 390 px)', async () => {
    for (const viewport of [DESKTOP, MOBILE]) {
      const { page, context } = await openPage(browser, { viewport, idleDialog: true });
      await context.clock.install();
      await page.goto(baseUrl() + '/flight');
      await hydrated(page);
      await page.getByTestId('passengers-trigger').click();
      await page.getByTestId('passengers-menu').waitFor();
      await page.clock.fastForward(60_000);
      expect(await page.locator('[data-idle-dialog]').count(), `${viewport.width} px`).toBe(0);
      expect(await page.getByTestId('passengers-menu').isVisible()).toBe(true);
      await page.keyboard.press('Escape');
      await page.getByTestId('passengers-menu').waitFor({ state: 'detached' });
      await page.locator('body').evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
      await page.clock.fastForward(20_000);
      expect(await page.locator('[data-idle-dialog]').count(), `${viewport.width} px`).toBe(0);
      await page.clock.fastForward(7_000);
      await page.locator('[data-idle-dialog]').waitFor();
      await context.close();
    }
  });

  it('never for a counter user', async () => {
    const { page, context } = await openPage(browser, { viewport: DESKTOP, idleDialog: true });
    await apiLogin(context, '09120000002');
    await context.clock.install();
    await page.goto(baseUrl() + '/');
    await hydrated(page);
    await page.clock.fastForward(60_000);
    expect(await page.locator('[data-idle-dialog]').count()).toBe(0);
    await context.close();
  });
});

describe('error pages and accessibility', () => {
  it('the error page by code and the 404 keep their statuses inside the error layout', async () => {
    const { page, context } = await openPage(browser, { viewport: DESKTOP });
    const res = await page.goto(baseUrl() + '/error/403');
    expect(res?.status()).toBe(403);
    expect(await page.locator('main').textContent()).toContain(messages.errorPage.byStatus[403]);
    expect(await page.locator('header[data-header]').count()).toBe(1);
    const nf = await page.goto(baseUrl() + '/this/does/not/exist');
    expect(nf?.status()).toBe(404);
    expect(await page.locator('h1').textContent()).toContain(messages.http.notFound);
    await context.close();
  });

  // One page of each template (its markup is the template's): the default layout's home, the auth layout's login,
  // the register form (its agency tab has the most fields), a dashboard page logged out (its inline login; logged in,
  // dashboard.test.ts) and the 404 of the error layout. On a phone the header (its drawer button) and the auth form
  // are laid out differently, so those two are checked there as well.
  it('home, 404 and the auth pages have no serious or critical axe violations (desktop and mobile)', async () => {
    for (const [viewport, paths] of [
      [DESKTOP, ['/', '/auth/login', '/register?active=agency', '/dashboard/profile', '/no/such']],
      [MOBILE, ['/', '/auth/login']],
    ] as const) {
      const { page, context } = await openPage(browser, { viewport });
      for (const path of paths) {
        await page.goto(baseUrl() + path);
        await hydrated(page);
        expect(await seriousViolations(page), `${path} @${viewport.width}`).toEqual([]);
      }
      await context.close();
    }
  });
});
