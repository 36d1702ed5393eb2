import { beforeAll, describe, expect, it } from 'vitest';
import { TICKET_DOWNLOAD_BUDGET_MS } from '@/lib/constants';
import { createContext } from '@/server/sandbox/context';
import { getStore } from '@/server/sandbox/store';
import { realTimers, type Timers } from '@/server/upstream/request';
import { seedTicketOrders } from '../fixtures/flight-orders';
import { pdfPages } from '../unit/tickets/pdf-text';
import { cookieFrom, harness, type Harness } from './harness';

const same = { Origin: 'http://localhost', 'Sec-Fetch-Site': 'same-origin', 'Content-Type': 'application/json' };
const clicked = { 'Sec-Fetch-Dest': 'document', 'Sec-Fetch-Mode': 'navigate', Accept: 'text/html' };

let seeded: Awaited<ReturnType<typeof seedTicketOrders>>;
beforeAll(async () => {
  seeded = await seedTicketOrders();
});

async function loginAs(h: Harness, mobile: string): Promise<string> {
  const res = await h.request('/api/auth/login', {
    method: 'POST',
    headers: same,
    body: JSON.stringify({ username: mobile, password: 'Sandbox!234' }),
  });
  expect(res.status).toBe(200);
  return cookieFrom(res);
}

// The clock runs SCALE times faster than real time (time-outs, sleeps and the clock alike), as in deadlines.test.ts.
const SCALE = 500;
function virtualTimers(): Timers {
  const origin = Date.now();
  return {
    now: () => (Date.now() - origin) * SCALE,
    sleep: (ms, signal) => realTimers.sleep(ms / SCALE, signal),
    timeout: (ms) => AbortSignal.timeout(Math.max(1, Math.round(ms / SCALE))),
  };
}

const head = async (res: Response) => new TextDecoder().decode(new Uint8Array(await res.arrayBuffer()).subarray(0, 5));

describe('GET /api/tickets/{orderId}.pdf through the edge (workerd + sandbox)', () => {
  it('downloads the owner’s ticket as a PDF file', async () => {
    const h = harness();
    const cookie = await loginAs(h, '09120000001');
    const res = await h.request(`/api/tickets/${seeded.domestic.factorId}.pdf`, { headers: { Cookie: cookie, ...clicked } });
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toBe('application/pdf');
    expect(res.headers.get('Content-Disposition')).toBe(`attachment; filename="safarnameh-ticket-${seeded.domestic.factorId}.pdf"`);
    expect(res.headers.get('Cache-Control')).toMatch(/no-store/);
    const bytes = new Uint8Array(await res.clone().arrayBuffer());
    expect(Number(res.headers.get('Content-Length'))).toBe(bytes.byteLength);
    expect(await head(res)).toBe('%PDF-');
    // Printed in workerd, read back: the passengers and the flight are in it.
    const pages = await pdfPages(bytes);
    expect(pages).toHaveLength(3);
    expect(pages[0]).toContain('علی رضایی');
    expect(pages[2]).toContain('SARA REZAEI');
    expect(pages[1]).toContain('IR 452');
    expect(h.calls.map((c) => c.path)).toContain(`/api/v1/tickets/pdf/${seeded.domestic.factorId}`);
  }, 30_000);

  it('answers 404 to another user, a guest, an unknown order and a malformed id, without a file', async () => {
    const h = harness();
    const other = await loginAs(h, '09120000002');
    const guest = cookieFrom(await h.request('/api/basket/current'));
    const cases: [string, string][] = [
      [other, `/api/tickets/${seeded.domestic.factorId}.pdf`],
      [guest, `/api/tickets/${seeded.international.factorId}.pdf`],
      [other, '/api/tickets/987654321.pdf'],
      [other, '/api/tickets/abc.pdf'],
      [other, `/api/tickets/${seeded.domestic.factorId}`],
      [other, '/api/tickets/0.pdf'],
    ];
    for (const [cookie, path] of cases) {
      const res = await h.request(path, { headers: { Cookie: cookie } });
      expect(res.status, path).toBe(404);
      expect(res.headers.get('Content-Type')).toMatch(/json/);
      expect(((await res.json()) as { message: string }).message).toBe('سفارشی با این شماره برای حساب شما پیدا نشد.');
    }
    // A clicked link gets a Persian page, not JSON.
    const page = await h.request(`/api/tickets/${seeded.domestic.factorId}.pdf`, { headers: { Cookie: other, ...clicked } });
    expect(page.status).toBe(404);
    expect(page.headers.get('Content-Type')).toMatch(/text\/html/);
    expect(await page.text()).toContain('سفارشی با این شماره برای حساب شما پیدا نشد.');
  });

  it('answers 409 for an order that has no ticket yet', async () => {
    const h = harness();
    const cookie = await loginAs(h, '09120000001');
    const store = await getStore(createContext({ seed: 1405 }));
    const pending = [...store.orders.values()].find((o) => o.userId === seeded.userId && o.status === 'pending')!;
    const res = await h.request(`/api/tickets/${pending.factorId}.pdf`, { headers: { Cookie: cookie } });
    expect(res.status).toBe(409);
    expect(await res.json()).toMatchObject({ code: 'ticket_not_issued', message: 'بلیت این سفارش هنوز صادر نشده است.' });
  });

  it('tells an outage in Persian instead of handing over a broken file', async () => {
    for (const spec of ['status=500', 'html-200', 'truncate']) {
      const h = harness();
      const cookie = await loginAs(h, '09120000001');
      h.faults.push({ pattern: /\/tickets\/pdf\//, spec });
      const res = await h.request(`/api/tickets/${seeded.domestic.factorId}.pdf`, { headers: { Cookie: cookie, ...clicked } });
      expect(res.status, spec).toBe(503);
      expect(res.headers.get('Content-Type')).toMatch(/text\/html/);
      expect(res.headers.get('Content-Disposition')).toBeNull();
      expect(await res.text()).toContain('دریافت بلیت در حال حاضر ممکن نیست');
    }
  });

  it('bounds the wait: a hanging supplier ends in a 504 within the download budget', async () => {
    const timers = virtualTimers();
    const h = harness({ timers });
    const cookie = await loginAs(h, '09120000001');
    h.faults.push({ pattern: /\/tickets\/pdf\//, spec: 'hang' });
    const start = timers.now();
    const res = await h.request(`/api/tickets/${seeded.domestic.factorId}.pdf`, { headers: { Cookie: cookie } });
    expect(res.status).toBe(504);
    expect(await res.json()).toMatchObject({
      code: 'upstream_timeout',
      message: 'دریافت بلیت در حال حاضر ممکن نیست؛ چند دقیقهٔ دیگر دوباره تلاش کنید.',
    });
    // The budget, plus scheduling slack of the scaled clock: 200 real ms (a loaded 2-core CI machine needed more than
    // 40); a hang that the budget did not cut would never answer at all.
    expect(timers.now() - start).toBeLessThan(TICKET_DOWNLOAD_BUDGET_MS + 200 * SCALE);
  });
});
