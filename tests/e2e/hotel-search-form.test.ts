/**
 * The hotel search form in Chromium against the built worker on the sandbox (issue 5 §1): destination combobox,
 * the Jalali date picker by keyboard and by mouse, rooms, the exact query of a submit, validation order, the
 * selectable window, the Gregorian switch, axe-core and the full-screen picker on a phone. The page serves a static
 * preview of the form and swaps in the real one at the traveller's first reach for it (search/DeferredHotelSearchForm),
 * without moving anything or losing a press or a letter.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { monthTitle } from '@/lib/date-format';
import { addDays, dateParts, todayIn } from '@/lib/dates';
import * as messages from '@/lib/messages';
import * as hotelMessages from '@/products/hotel/messages';
import { seriousViolations } from './axe';
import { baseUrl, browser, frameBrowser, openPage, pressOnce, usesBrowser } from './browser';

usesBrowser();

const today = () => todayIn();
const picker = (page: Page) => page.getByTestId('date-picker');
const day = (page: Page, iso: string) => picker(page).locator(`[data-iso="${iso}"]`);

/** Chunks of the form's own code (Vite keeps the module names in them). */
const FORM_CHUNK = /\/(HotelSearchForm|RoomsMenu|DestinationCombobox)-[\w-]+\.js$/;
const realForm = (page: Page) => page.locator('[data-testid=hotel-search-form][data-hydrated]');

/** The server-rendered preview, once React listens on it. */
const listeningPreview = (page: Page) => page.locator('[data-testid=hotel-search-form-preview][data-hydrated]');

/** A hover on the (hydrated) preview: the real form takes its place. */
async function wakeForm(page: Page) {
  await listeningPreview(page).waitFor();
  await listeningPreview(page).hover();
  await realForm(page).waitFor();
}

/**
 * Opens /hotel with the form's code held back, focuses the preview's `field` once it listens, waits until that focus
 * has asked for the code, and returns with `release` to let the code through.
 */
async function focusWhileCodeHeld(field: 'destination' | 'rooms') {
  const opened = await openPage(browser);
  const { page } = opened;
  let release: () => void = () => undefined;
  const held = new Promise<void>((r) => (release = r));
  let requested = false;
  await page.route(FORM_CHUNK, async (route) => {
    requested = true;
    await held;
    await route.continue();
  });
  await page.goto(`${baseUrl()}/hotel`, { waitUntil: 'load' });
  await listeningPreview(page).locator(`[data-field="${field}"]`).focus();
  await expect.poll(() => requested).toBe(true);
  return { ...opened, release };
}

async function openHotel(page: Page, path = '/hotel') {
  const res = await page.goto(baseUrl() + path);
  expect(res?.status()).toBe(200);
  await wakeForm(page);
}

async function chooseKish(page: Page) {
  const input = page.getByRole('combobox', { name: messages.searchForm.destination });
  await input.click();
  // The popular lists come from the server before anything is typed.
  await expect.poll(() => page.getByTestId('destination-list').textContent()).toContain(messages.location.popularDomestic);
  await input.fill('كيش'); // Arabic ك and ي: written as Persian letters
  await expect.poll(() => input.inputValue()).toBe('کیش');
  await page.getByRole('option', { name: /^کیش/ }).first().waitFor();
  await page.getByRole('option', { name: /^کیش/ }).first().click();
  await expect.poll(() => input.inputValue()).toBe('کیش');
}

async function openPicker(page: Page) {
  await page.getByTestId('dates-trigger').click();
  await picker(page).waitFor();
}

describe('hotel search form', () => {
  it('searches Kish: dates by keyboard, 2 rooms with a child, and builds the exact query', async () => {
    const { page, errors, context } = await openPage(browser);
    await openHotel(page, '/hotel?utm_source=newsletter&utm_campaign=autumn');
    await chooseKish(page);

    await openPicker(page);
    // Focus starts on today (nothing chosen); RTL: ArrowDown is +7 days, ArrowLeft is the next day.
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-iso'))).toBe(today());
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowLeft');
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-iso'))).toBe(addDays(today(), 15));
    await page.keyboard.press('Enter');
    const start = addDays(today(), 7);
    const end = addDays(today(), 15);
    expect(await day(page, start).getAttribute('data-start')).not.toBeNull();
    expect(await day(page, end).getAttribute('data-end')).not.toBeNull();
    expect(await picker(page).getByText(messages.datePicker.nights(8)).count()).toBe(1);
    // PageDown moves a month; Escape closes and keeps the choice.
    await page.keyboard.press('PageDown');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-iso'))).not.toBe(end);
    await page.keyboard.press('Escape');
    await picker(page).waitFor({ state: 'detached' });

    await page.getByTestId('rooms-trigger').click();
    // Ark's parts take Persian RTL from ui/ArkLocale (their default is en-US, dir="ltr").
    for (const part of ['[data-scope="combobox"][data-part="root"]', '[data-scope="popover"][data-part="trigger"]'])
      expect(await page.locator(part).first().getAttribute('dir')).toBe('rtl');
    await page.getByRole('button', { name: messages.rooms.addRoom }).click();
    await page.getByTestId('children-0-inc').click();
    expect(await page.getByTestId('child-age-0-0').inputValue()).toBe('5');
    await expect.poll(() => page.getByTestId('rooms-trigger').textContent()).toBe(messages.rooms.summary(2, 5));
    await page.getByRole('button', { name: messages.rooms.done }).click();

    await page.getByRole('button', { name: hotelMessages.hotelSearch.submit, exact: true }).click();
    await page.waitForURL(/\/hotel\/ir-kish\/search\?/);
    const url = new URL(page.url());
    expect(url.pathname).toBe('/hotel/ir-kish/search');
    expect([...url.searchParams.entries()]).toEqual([
      ['room', '2'],
      ['pCount', '5'],
      ['adults', '4'],
      ['child', '1'],
      ['room-0', '2,5'],
      ['room-1', '2'],
      ['id', '402'],
      ['city', 'کیش'],
      ['scope', 'l'],
      ['startDate', start],
      ['endDate', end],
      ['fSort', 'product'],
      ['utm_source', 'newsletter'],
      ['utm_campaign', 'autumn'],
    ]);
    const recent = await page.evaluate(() => localStorage.getItem('safarnameh:hotel:recent-searches'));
    expect(JSON.parse(recent!)[0]).toMatchObject({ destination: 'ir-kish', startDate: start, endDate: end });
    expect(errors).toEqual([]);
    await context.close();
  });

  it('picks dates with the mouse, previews the range on hover, and writes picker=gregorian for Gregorian dates', async () => {
    const { page, errors, context } = await openPage(browser);
    await openHotel(page, '/hotel/ir-kish');
    // The route's destination is pre-filled.
    expect(await page.getByRole('combobox', { name: messages.searchForm.destination }).inputValue()).toBe('کیش');
    await openPicker(page);
    const start = addDays(today(), 3);
    const end = addDays(today(), 6);
    await day(page, start).click();
    await day(page, end).hover();
    expect(await day(page, addDays(today(), 4)).getAttribute('data-preview')).not.toBeNull();
    await day(page, end).click();
    expect(await day(page, addDays(today(), 5)).getAttribute('data-between')).not.toBeNull();
    // A click with both ends set restarts the selection.
    await day(page, addDays(today(), 10)).click();
    expect(await picker(page).getByTestId('picked-end').textContent()).toBe(messages.searchForm.notChosen);
    await day(page, start).click(); // earlier: the new start
    await day(page, end).click();

    await page.getByRole('switch', { name: messages.searchForm.gregorianCalendar }).check();
    const { year, month } = dateParts(today(), 'gregorian');
    await expect
      .poll(() => picker(page).getByTestId('calendar-month').first().locator('h3').textContent())
      .toBe(monthTitle(year, month, 'gregorian'));
    expect(await day(page, start).getAttribute('data-start')).not.toBeNull();
    await picker(page).getByRole('button', { name: messages.datePicker.confirm }).click();
    await picker(page).waitFor({ state: 'detached' });

    await page.getByRole('button', { name: hotelMessages.hotelSearch.submit, exact: true }).click();
    await page.waitForURL(/\/hotel\/ir-kish\/search\?/);
    const q = new URL(page.url()).searchParams;
    expect([q.get('startDate'), q.get('endDate'), q.get('picker'), q.get('room-0'), q.get('pCount')]).toEqual([
      start,
      end,
      'gregorian',
      '2',
      '2',
    ]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('validates in order: destination alert, then the picker with the check-in and check-out messages', async () => {
    const { page, context } = await openPage(browser);
    await openHotel(page);
    const submit = page.getByRole('button', { name: hotelMessages.hotelSearch.submit, exact: true });
    await submit.click();
    await expect.poll(() => page.getByRole('alert').first().textContent()).toBe(hotelMessages.hotelSearch.selectDestination);
    expect(await picker(page).count()).toBe(0);
    expect(page.url()).toBe(baseUrl() + '/hotel');

    await chooseKish(page);
    expect(await page.getByText(hotelMessages.hotelSearch.selectDestination).count()).toBe(0);
    await submit.click();
    await picker(page).waitFor();
    expect(await picker(page).getByRole('alert').textContent()).toBe(hotelMessages.hotelSearch.selectCheckIn);
    await day(page, addDays(today(), 2)).click();
    await page.keyboard.press('Escape');
    await picker(page).waitFor({ state: 'detached' });
    await submit.click();
    await picker(page).waitFor();
    expect(await picker(page).getByRole('alert').textContent()).toBe(hotelMessages.hotelSearch.selectCheckOut);
    expect(page.url()).toBe(baseUrl() + '/hotel');
    await context.close();
  });

  it('disables past days and days beyond today + 150; 12 months, rendered as they scroll into view', async () => {
    const { page, context } = await openPage(browser);
    await openHotel(page);
    await openPicker(page);
    const months = picker(page).getByTestId('calendar-month');
    expect(await months.count()).toBe(12);
    // The last months are not rendered until they come near the viewport.
    expect(await months.nth(11).locator('[data-iso]').count()).toBe(0);
    const past = await picker(page)
      .locator('[data-iso]')
      .evaluateAll((els, t) => els.filter((e) => e.getAttribute('data-iso')! < t).map((e) => e.hasAttribute('data-disabled')), today());
    expect(past.every(Boolean)).toBe(true);
    expect(await day(page, today()).getAttribute('data-disabled')).toBeNull();
    // Clicking a past day does nothing.
    if (past.length) {
      await day(page, addDays(today(), -1)).click({ force: true });
      expect(await picker(page).getByTestId('picked-start').textContent()).toBe(messages.searchForm.notChosen);
    }
    const last = addDays(today(), 150);
    const beyond = addDays(today(), 151);
    for (let i = 2; i < 7; i++) await months.nth(i).scrollIntoViewIfNeeded();
    await day(page, beyond).waitFor();
    expect(await day(page, last).getAttribute('data-disabled')).toBeNull();
    expect(await day(page, beyond).getAttribute('data-disabled')).not.toBeNull();
    await months.nth(11).scrollIntoViewIfNeeded();
    await expect.poll(() => months.nth(11).locator('[data-iso]').count()).toBeGreaterThan(27);
    // "Go to today" sets the start to today.
    await picker(page).getByRole('button', { name: messages.searchForm.goToToday }).click();
    expect(await day(page, today()).getAttribute('data-start')).not.toBeNull();
    await context.close();
  });

  it('has no serious or critical axe violations with the picker closed and open', async () => {
    const { page, context } = await openPage(browser);
    await openHotel(page);
    expect(await seriousViolations(page)).toEqual([]);
    await openPicker(page);
    expect(await seriousViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await page.getByTestId('rooms-trigger').click();
    await page.getByTestId('rooms-menu').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  });

  it('shows the picker full screen on a phone and as an 800 px dialog on a desktop', async () => {
    const phone = await openPage(browser, { viewport: { width: 390, height: 844 } });
    await openHotel(phone.page);
    await openPicker(phone.page);
    const box = await picker(phone.page).boundingBox();
    expect(box).toMatchObject({ x: 0, y: 0, width: 390, height: 844 });
    await phone.context.close();

    const desktop = await openPage(browser);
    await openHotel(desktop.page);
    await openPicker(desktop.page);
    expect((await picker(desktop.page).boundingBox())?.width).toBe(800);
    await desktop.context.close();
  });

  it('serves a preview and no form code until the traveller reaches for it; a hover swaps in the real form in place', async () => {
    const html = await (await fetch(`${baseUrl()}/hotel`, { headers: { accept: 'text/html' } })).text();
    expect(html).toContain('data-testid="hotel-search-form-preview"');
    expect(html).not.toContain('data-testid="hotel-search-form"');
    for (const viewport of [
      { width: 360, height: 740 },
      { width: 1366, height: 800 },
    ]) {
      const { page, errors, context } = await openPage(await frameBrowser(), { viewport });
      const scripts: string[] = [];
      page.on('request', (r) => void (r.url().endsWith('.js') && scripts.push(r.url())));
      await page.addInitScript(() => {
        const w = window as unknown as { __shift: number };
        w.__shift = 0;
        new PerformanceObserver((list) => {
          for (const e of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[])
            if (!e.hadRecentInput) w.__shift += e.value;
        }).observe({ type: 'layout-shift', buffered: true });
      });
      await page.goto(`${baseUrl()}/hotel`, { waitUntil: 'load' });
      // Nothing touched: the page stays on its preview, and the form's code is not even requested.
      await page.waitForTimeout(1500);
      expect(await page.getByTestId('hotel-search-form-preview').count()).toBe(1);
      expect(scripts.filter((u) => FORM_CHUNK.test(u))).toEqual([]);
      // A first sign of life away from the form (the pointer over the header): its code loads, the preview stays.
      await page.mouse.move(5, 5);
      await page.mouse.move(9, 9);
      await expect.poll(() => scripts.some((u) => FORM_CHUNK.test(u)), { timeout: 5000 }).toBe(true);
      await page.waitForTimeout(300);
      expect(await page.getByTestId('hotel-search-form-preview').count()).toBe(1);
      // A hover: the real form takes the preview's place, and nothing moves.
      await wakeForm(page);
      expect(await page.getByTestId('hotel-search-form-preview').count()).toBe(0);
      expect(scripts.some((u) => FORM_CHUNK.test(u))).toBe(true);
      await page.waitForTimeout(300);
      expect(await page.evaluate(() => (window as unknown as { __shift: number }).__shift)).toBe(0);
      expect(errors).toEqual([]);
      await context.close();
    }
  }, 60_000);

  it('one press on the preview opens the real control; letters typed before the real combobox is there reach it', async () => {
    // One click on the preview's rooms opens the real rooms menu; one tap on its destination, the real list.
    for (const [field, opened, touch] of [
      ['rooms', 'rooms-menu', false],
      ['destination', 'destination-list', true],
    ] as const) {
      const { page, errors, context } = await openPage(browser, touch ? { viewport: { width: 390, height: 844 }, hasTouch: true } : {});
      await page.goto(`${baseUrl()}/hotel`, { waitUntil: 'load' });
      await listeningPreview(page).waitFor();
      await pressOnce(page, listeningPreview(page).locator(`[data-field="${field}"]`), { touch });
      await page.getByTestId(opened).waitFor();
      expect(await page.getByTestId('hotel-search-form-preview').count()).toBe(0);
      expect(errors).toEqual([]);
      await context.close();
    }
    // The keyboard: Enter on the preview's rooms button, pressed while the form's code is held back, opens the menu.
    {
      const { page, errors, context, release } = await focusWhileCodeHeld('rooms');
      await page.keyboard.press('Enter');
      release();
      await expect.poll(() => page.getByTestId('rooms-menu').isVisible()).toBe(true);
      expect(errors).toEqual([]);
      await context.close();
    }
    // The destination: the traveller focuses the preview's field and types while the form's code is held back.
    const { page, errors, context, release } = await focusWhileCodeHeld('destination');
    // As a Persian keyboard layout sends them (Playwright's keyboard knows only the US layout's keys).
    const cdp = await context.newCDPSession(page);
    for (const key of ['م', 'ش', 'ه']) {
      await cdp.send('Input.dispatchKeyEvent', { type: 'keyDown', key, text: key, unmodifiedText: key });
      await cdp.send('Input.dispatchKeyEvent', { type: 'keyUp', key });
    }
    release();
    const input = page.getByTestId('hotel-search-form').getByRole('combobox', { name: messages.searchForm.destination });
    await expect.poll(() => input.inputValue()).toBe('مشه');
    expect(await input.evaluate((el) => el === document.activeElement)).toBe(true);
    await page.getByRole('option', { name: /^مشهد/ }).first().waitFor();
    expect(errors).toEqual([]);
    await context.close();
  }, 60_000);
});
