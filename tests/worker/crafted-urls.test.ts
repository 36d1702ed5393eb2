import { exports } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { todayIn } from '@/lib/dates';
import { defaultHotelDates } from '@/lib/search-dates';

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
