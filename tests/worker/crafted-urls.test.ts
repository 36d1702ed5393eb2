import { exports } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { formatJalali } from '@/lib/date-format';
import { addDays, todayIn } from '@/lib/dates';
import * as messages from '@/lib/messages';
import { defaultHotelDates } from '@/products/hotel/model/dates';

// Crafted results-page URLs against the built worker: never a 5xx, never a blank page (a Persian page or a repair
// redirect).
const ORIGIN = 'http://127.0.0.1:8787';
const worker = (exports as unknown as { default: Fetcher }).default;
const { startDate, endDate } = defaultHotelDates(todayIn(Date.now()));
const SEARCH = `/hotel/ir-kish/search?startDate=${startDate}&endDate=${endDate}`;
const nav = { Accept: 'text/html', 'Sec-Fetch-Mode': 'navigate', 'Sec-Fetch-Site': 'same-origin' };

describe('built worker: crafted results-page URLs', () => {
  it.each([
    ['an empty searchToken', `${SEARCH}&searchToken=`],
    ['a one-character searchToken', `${SEARCH}&searchToken=a`],
    ['a short searchToken with dots', `${SEARCH}&searchToken=..`],
    ['a year-9999 check-in', '/hotel/ir-kish/search?startDate=9999-12-20&endDate=9999-12-23'],
    ['a year-4000 check-out', `/hotel/ir-kish/search?startDate=${startDate}&endDate=4000-01-02`],
  ])('%s: a Persian page or a redirect, never a 5xx', async (_name, path) => {
    const res = await worker.fetch(new Request(ORIGIN + path, { redirect: 'manual', headers: nav }));
    expect(res.status).toBeLessThan(500);
    if (res.status >= 300 && res.status < 400) {
      expect(res.headers.get('location')).toBeTruthy();
      return;
    }
    const html = await res.text();
    expect(html).toMatch(/<html lang="fa" dir="rtl">/);
    expect(html).toMatch(/<body[^>]*>[\s\S]*\S[\s\S]*<\/body>/);
  });
});

// Issue 16 point 1 on the real pages: input no repair redirect can fix is the page's Persian message with status 400.
describe('built worker: every results page refuses unsearchable input with its Persian message and 400', () => {
  const d = (n: number) => addDays(todayIn(Date.now()), n);
  const m = messages.searchInput;
  it.each([
    ['hotel: a bad room', `/hotel/ir-kish/search?room=1&room-0=abc&startDate=${startDate}&endDate=${endDate}`, m.badRooms],
    ['hotel: over a year ahead', `/hotel/ir-kish/search?room=1&room-0=2&startDate=${d(400)}&endDate=${d(402)}`, m.tooFar],
    ['flight+hotel: the same city', `/flight+hotel/THR-IKA/search?flightDate=${d(5)}&returnDate=${d(8)}`, messages.searchInput.sameRoute],
    ['tour: not a date', '/tour/kish?flightDate=2026-13-45', m.badDate],
    ['insurance: end before start', `/insurance/ae-dubai/search?startDate=${d(10)}&endDate=${d(5)}`, m.endBeforeStart],
    ['attraction: a past date', `/attraction/tr-istanbul/search?startDate=${d(-2)}`, m.pastDate],
    ['cip: an unknown airport', `/cip/QQQ/search?startDate=${d(5)}`, messages.searchInput.unknownAirport('QQQ')],
  ])('%s', async (_name, path, message) => {
    const res = await worker.fetch(new Request(ORIGIN + path, { redirect: 'manual', headers: nav }));
    expect(res.status).toBe(400);
    const html = await res.text();
    expect(html).toMatch(/<html lang="fa" dir="rtl">/);
    expect(html).toContain(message);
  });

  it.each([
    ['flight+hotel', `/flight+hotel/THR-IST/search?flightDate=${d(5)}&returnDate=${d(8)}&adults=2`],
    ['tour', `/tour/kish?flightDate=${d(5)}&returnDate=${d(8)}&adults=2`],
    ['insurance', `/insurance/ae-dubai/search?startDate=${d(5)}&endDate=${d(12)}`],
    ['cip', `/cip/IKA/search?startDate=${d(5)}&adults=1`],
  ])('a good %s search is 200', async (_name, path) => {
    const res = await worker.fetch(new Request(ORIGIN + path, { redirect: 'manual', headers: nav }));
    expect(res.status).toBe(200);
    await res.text();
  });
});

// Issue 48: a passed date is moved to today with a word, never silently: the repair redirect carries the passed date and
// the results page it leads to says so (the page then drops the marker from the address).
describe('built worker: a passed search date is moved to today, and the page says so', () => {
  const today = todayIn(Date.now());
  const passed = addDays(today, -3);
  it.each([
    ['flight', `/flight/THR-MHD/search?flightDate=${passed}&flightType=1&adults=1`],
    ['hotel', `/hotel/ir-kish/search?startDate=${passed}&endDate=${addDays(today, 2)}`],
  ])('%s', async (_name, path) => {
    const res = await worker.fetch(new Request(ORIGIN + path, { redirect: 'manual', headers: nav }));
    expect(res.status).toBe(302);
    const location = res.headers.get('location')!;
    expect(location).toContain(`pastDate=${passed}`);
    const page = await worker.fetch(new Request(new URL(location, ORIGIN), { redirect: 'manual', headers: nav }));
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('data-testid="past-date-notice"');
    expect(html).toContain(messages.results.pastDateMoved(formatJalali(passed), formatJalali(today)));
  });
});
