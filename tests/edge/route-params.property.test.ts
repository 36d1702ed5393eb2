import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isMalformedPath } from '@/edge/malformed-url';
import { harness } from './harness';
import { dateValue, ROUTES, SEARCHES, segment } from './route-arbitraries';

// Properties (fast-check) over every route parameter the edge reads: whatever a path segment or a date query holds
// (malformed or over-long percent-escapes, encoded slashes and dots, Persian and Arabic letters, control characters,
// dates in any shape, years 0–99999), the edge answers below 500: a page, the site's 404, a repair redirect or a
// Persian 400. The harness runs the real pipeline in workerd (session, redirects, search prefetch against the
// sandbox); the built worker's pages get the same properties in tests/worker/route-params.property.test.ts.

const nav = { Accept: 'text/html', 'Sec-Fetch-Mode': 'navigate', 'Sec-Fetch-Site': 'same-origin' };

const runs = (n: number) => ({ numRuns: n });

/** One request, bounded: a hang is a failure of its own (every wait is bounded), named by its URL. */
async function statusOf(h: ReturnType<typeof harness>, url: string): Promise<number> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const hang = new Promise<never>((_r, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within 15 s: ${url}`)), 15_000);
  });
  try {
    const res = await Promise.race([h.request(url, { headers: nav, redirect: 'manual' }), hang]);
    await res.body?.cancel();
    return res.status;
  } finally {
    clearTimeout(timer);
  }
}

describe('route parameters never give a 5xx (fast-check, workerd)', () => {
  const h = harness();

  it('isMalformedPath never throws and agrees with decodeURIComponent', () => {
    fc.assert(
      fc.property(fc.array(segment, { maxLength: 4 }), (parts) => {
        const path = `/${parts.join('/')}`;
        let decodes = true;
        try {
          decodeURIComponent(path);
        } catch {
          decodes = false;
        }
        expect(isMalformedPath(path)).toBe(!decodes);
      }),
      runs(2000),
    );
  });

  it('any path segment on any dynamic route', async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...ROUTES), segment, async (route, s) => {
        expect(await statusOf(h, route(s)), route(s)).toBeLessThan(500);
      }),
      runs(300),
    );
  });

  it('any check-in / check-out / departure date on the results pages', async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...SEARCHES), dateValue, dateValue, async (path, from, to) => {
        const q = new URLSearchParams({
          startDate: from,
          endDate: to,
          flightDate: from,
          returnDate: to,
          room: '1',
          pCount: '2',
          adults: '1',
        });
        const url = `${path}?${q}`;
        expect(await statusOf(h, url), url).toBeLessThan(500);
      }),
      runs(200),
    );
  });

  it('raw (unencoded) garbage in the query string', async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...SEARCHES), segment, segment, async (path, a, b) => {
        const url = `${path}?startDate=${a}&endDate=${b}&searchToken=${a}`;
        expect(await statusOf(h, url), url).toBeLessThan(500);
      }),
      runs(150),
    );
  });
});
