/**
 * The other products' search forms in Chromium against the built worker on the sandbox (issue 7 §7): the flight
 * form (airport lookup, swap, passengers by type, cabin class, day prices from Cheapest in the picker, the exact
 * search URL, one-way, no day prices for an excluded route) and the flight+hotel form (location types 5 and 7, rooms,
 * the exact search URL); axe on /flight and /flight+hotel.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { addDays, todayIn } from '@/lib/dates';
import * as messages from '@/lib/messages';
import * as flightMessages from '@/products/flight/messages';
import { DAY_PRICE_DELAY_MS } from '@/products/flight/model/query';
import { seriousViolations } from './axe';
import { baseUrl, browser, openPage, usesBrowser } from './browser';

usesBrowser();

const m = messages.productForms;
const picker = (page: Page) => page.getByTestId('date-picker');
const day = (page: Page, iso: string) => picker(page).locator(`[data-iso="${iso}"]`);

async function open(page: Page, path: string, form: string) {
  const res = await page.goto(baseUrl() + path);
  expect(res?.status()).toBe(200);
  await page.locator(`[data-testid=${form}][data-hydrated]`).waitFor();
}

async function chooseAirport(page: Page, field: string, text: string, iata: string) {
  const input = page.getByRole('combobox', { name: field, exact: true });
  await input.click();
  await input.fill(text);
  await page.getByRole('listbox', { name: field, exact: true }).locator(`[role=option][data-iata=${iata}]`).click();
  await expect.poll(() => input.inputValue()).toContain(`(${iata})`);
}

describe('flight search form', () => {
  it('THR → MHD return: swap, passengers, class, day prices after 1 s, exact URL with utm', async () => {
    const { page, errors, context } = await openPage(browser);
    const cheapest: { at: number; body: Record<string, string> }[] = [];
    page.on('request', (r) => {
      if (r.url().endsWith('/api/flights/cheapest')) cheapest.push({ at: Date.now(), body: JSON.parse(r.postData() ?? '{}') });
    });
    await open(page, '/flight?utm_source=newsletter&utm_campaign=autumn&other=1', 'flight-search-form');
    const today = todayIn();
    // Default dates: tomorrow and today + 3.
    await chooseAirport(page, m.origin, 'مشهد', 'MHD');
    await chooseAirport(page, m.destination, 'thr', 'THR');
    await page.getByRole('button', { name: flightMessages.flightSearch.swap }).click();
    expect(await page.getByRole('combobox', { name: m.origin, exact: true }).inputValue()).toBe('تهران (THR)');
    expect(await page.getByRole('combobox', { name: m.destination, exact: true }).inputValue()).toBe('مشهد (MHD)');

    await page.getByTestId('passengers-trigger').click();
    await page.getByTestId('adults-inc').click();
    await page.getByTestId('child-inc').click();
    await page.getByTestId('infant-inc').click();
    await page.getByTestId('infant-inc').click();
    await page.getByTestId('infant-inc').click(); // a third infant with two adults is refused
    expect(await page.getByTestId('passengers-menu').getByRole('alert').textContent()).toBe(m.infantsPerAdult);
    await page.getByRole('button', { name: m.done }).click();
    expect(await page.getByTestId('passengers-trigger').textContent()).toBe(m.passengersSummary(5));
    await page.getByLabel(flightMessages.flightSearch.cabinClass).selectOption('C');

    const openedAt = Date.now();
    await page.getByTestId('dates-trigger').click();
    await picker(page).waitFor();
    expect(await day(page, addDays(today, 1)).getAttribute('data-start')).not.toBeNull();
    expect(await day(page, addDays(today, 3)).getAttribute('data-end')).not.toBeNull();
    // The first month's prices arrive from Cheapest, at least 1 s after the month came into view.
    await expect
      .poll(
        () =>
          picker(page)
            .getByRole('button', { name: /هزار تومان/ })
            .count(),
        { timeout: 10_000 },
      )
      .toBeGreaterThan(0);
    expect(cheapest.length).toBeGreaterThan(0);
    expect(cheapest[0]!.at - openedAt).toBeGreaterThanOrEqual(DAY_PRICE_DELAY_MS - 100);
    expect(cheapest[0]!.body).toMatchObject({ source: 'THR', destination: 'MHD' });
    const priced = picker(page)
      .getByRole('button', { name: /هزار تومان/ })
      .first();
    expect(await priced.locator('span').nth(1).textContent()).toMatch(/^[۰-۹]+$/);

    const start = addDays(today, 5);
    const end = addDays(today, 9);
    await day(page, start).click();
    await day(page, end).click();
    await picker(page).getByRole('button', { name: messages.datePicker.confirm }).click();
    await picker(page).waitFor({ state: 'detached' });

    await page.getByRole('button', { name: m.submit, exact: true }).click();
    await page.waitForURL(/\/flight\/THR-MHD\/search\?/);
    const url = new URL(page.url());
    expect(url.pathname).toBe('/flight/THR-MHD/search');
    expect([...url.searchParams.entries()]).toEqual([
      ['flightDate', start],
      ['returnDate', end],
      ['flightType', '2'],
      ['adults', '2'],
      ['child', '1'],
      ['infant', '2'],
      ['flightClass', 'C'],
      ['utm_source', 'newsletter'],
      ['utm_campaign', 'autumn'],
    ]);
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('one-way from a route page; an excluded route asks no day prices; validation messages', async () => {
    const { page, errors, context } = await openPage(browser);
    let cheapestCalls = 0;
    page.on('request', (r) => {
      if (r.url().endsWith('/api/flights/cheapest')) cheapestCalls++;
    });
    await open(page, '/flight', 'flight-search-form');
    await page.getByRole('button', { name: m.submit, exact: true }).click();
    expect(await page.locator('#flight-origin-error').textContent()).toBe(m.selectOrigin);

    await page.goto(baseUrl() + '/flight/THR-NJF');
    await page.locator('[data-testid=flight-search-form][data-hydrated]').waitFor();
    expect(await page.getByRole('combobox', { name: m.destination, exact: true }).inputValue()).toBe('نجف (NJF)');
    await page.getByRole('radio', { name: flightMessages.flightSearch.oneWay }).check();
    await page.getByTestId('dates-trigger').click();
    await picker(page).waitFor();
    await page.waitForTimeout(DAY_PRICE_DELAY_MS + 800);
    expect(cheapestCalls).toBe(0);
    expect(await picker(page).getByRole('switch', { name: flightMessages.flightSearch.wantReturn }).isChecked()).toBe(false);
    const date = addDays(todayIn(), 2);
    await day(page, date).click();
    await page.keyboard.press('Escape');
    await picker(page).waitFor({ state: 'detached' });
    await page.getByRole('button', { name: m.submit, exact: true }).click();
    await page.waitForURL(/\/flight\/THR-NJF\/search\?/);
    expect(new URL(page.url()).search).toBe(`?flightDate=${date}&flightType=1&adults=1&child=0&infant=0&flightClass=Y`);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('flight+hotel search form', () => {
  it('Tehran → Istanbul with two rooms: the exact spec query', async () => {
    const { page, errors, context } = await openPage(browser);
    await open(page, '/flight+hotel?utm_source=sms', 'flight-hotel-search-form');
    const today = todayIn();
    const origin = page.getByRole('combobox', { name: m.origin, exact: true });
    await origin.click();
    await origin.fill('تهران');
    await page
      .getByRole('option', { name: /^تهران/ })
      .first()
      .click();
    await expect.poll(() => origin.inputValue()).toMatch(/^تهران/);
    const destination = page.getByRole('combobox', { name: m.destination, exact: true });
    await destination.click();
    await destination.fill('استانبول');
    await page
      .getByRole('option', { name: /^استانبول/ })
      .first()
      .click();
    await expect.poll(() => destination.inputValue()).toBe('استانبول');

    await page.getByTestId('rooms-trigger').click();
    await page.getByRole('button', { name: messages.rooms.addRoom }).click();
    await page.getByTestId('children-1-inc').click();
    await page.getByRole('button', { name: messages.rooms.done }).click();

    await page.getByRole('button', { name: m.submit, exact: true }).click();
    await page.waitForURL(/\/flight\+hotel\/THR-IST\/search\?/);
    const url = new URL(page.url());
    expect(url.pathname).toBe('/flight+hotel/THR-IST/search');
    const entries = [...url.searchParams.entries()];
    const id = url.searchParams.get('id');
    expect(id).toMatch(/^\d+$/);
    expect(entries).toEqual([
      ['pCount', '5'],
      ['room', '2'],
      ['scope', 'i'],
      ['flightType', '2'],
      ['room-0', '2'],
      ['room-1', '2,5'],
      ['flightClass', 'Y'],
      ['adults', '4'],
      ['child', '1'],
      ['city', 'استانبول'],
      ['id', id],
      ['flightDate', addDays(today, 2)],
      ['returnDate', addDays(today, 4)],
      ['fSort', 'priceAsc'],
      ['utm_source', 'sms'],
    ]);
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('tour, insurance, attraction and cip forms', () => {
  it('insurance for Dubai and cip at IKA build the queries their search pages read', async () => {
    const { page, errors, context } = await openPage(browser);
    const today = todayIn();
    await open(page, '/insurance', 'insurance-search-form');
    const city = page.getByRole('combobox', { name: m.destination, exact: true });
    await city.click();
    await city.fill('دبی');
    await page.getByRole('option', { name: /^دبی/ }).first().click();
    await expect.poll(() => city.inputValue()).toBe('دبی');
    await page.getByRole('button', { name: m.submit, exact: true }).click();
    await page.waitForURL(/\/insurance\/ae-dubai\/search\?/);
    expect(new URL(page.url()).search).toBe(`?startDate=${addDays(today, 1)}&endDate=${addDays(today, 3)}&pCount=1&adults=1`);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toContain('دبی');

    await open(page, '/cip?utm_source=x', 'cip-search-form');
    await page.getByRole('button', { name: m.submit, exact: true }).click();
    expect(await page.locator('#cip-destination-error').textContent()).toBe(m.selectDestination);
    await chooseAirport(page, m.airport, 'امام', 'IKA');
    await page.getByTestId('passengers-trigger').click();
    await page.getByTestId('adults-inc').click();
    await page.getByRole('button', { name: m.done }).click();
    await page.getByRole('button', { name: m.submit, exact: true }).click();
    await page.waitForURL(/\/cip\/IKA\/search\?/);
    expect(new URL(page.url()).search).toBe(`?startDate=${addDays(today, 1)}&pCount=2&adults=2&utm_source=x`);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('accessibility', () => {
  it.each(['/flight', '/flight+hotel'])('%s has no serious or critical axe violations', async (path) => {
    const { page, context } = await openPage(browser);
    await open(page, path, path === '/flight' ? 'flight-search-form' : 'flight-hotel-search-form');
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  });
});
