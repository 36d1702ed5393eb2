import { exports } from 'cloudflare:workers';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dateValue, ROUTES, SEARCHES, segment } from '../edge/route-arbitraries';

// The properties of tests/edge/route-params.property.test.ts against the built worker: waku's real pages decode and
// parse every route parameter here (hotel, help, landing, tour, city, flight, job pages; the results pages' dates).
// Whatever they hold, never a 5xx, and an HTML answer is a Persian document with a body.
const ORIGIN = 'http://127.0.0.1:8787';
const worker = (exports as unknown as { default: Fetcher }).default;
const nav = { Accept: 'text/html', 'Sec-Fetch-Mode': 'navigate', 'Sec-Fetch-Site': 'same-origin' };

async function check(url: string): Promise<void> {
  const res = await worker.fetch(new Request(ORIGIN + url, { redirect: 'manual', headers: nav }));
  expect(res.status, url).toBeLessThan(500);
  if (res.status >= 300 && res.status < 400) {
    await res.body?.cancel();
    return;
  }
  const html = await res.text();
  expect(html, url).toMatch(/<html lang="fa" dir="rtl">/);
}

describe('built worker: route parameters never give a 5xx (fast-check)', () => {
  it('any path segment on any dynamic page', async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...ROUTES), segment, (route, s) => check(route(s))),
      { numRuns: 80 },
    );
  }, 120_000);

  it('any dates on the results pages', async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...SEARCHES), dateValue, dateValue, (path, from, to) => {
        const q = new URLSearchParams({
          startDate: from,
          endDate: to,
          flightDate: from,
          returnDate: to,
          room: '1',
          pCount: '2',
          adults: '1',
        });
        return check(`${path}?${q}`);
      }),
      { numRuns: 40 },
    );
  }, 120_000);
});
