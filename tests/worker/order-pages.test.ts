/**
 * Issue 49 point 8, on the built worker: the order pages that were descriptions show real orders.
 * - `/invoice/{type}` and `/invoice/{destination}/{type}`: `?factorId=N` is the order's invoice (its issued document)
 *   for the session that may read it; without it, a logged-in viewer's paid orders of that kind, each a link to its
 *   invoice, and for anyone the search by order number and mobile (order tracking's form).
 * - `/flight-confirm/{uid}`: the viewer's flight order (factor id or official number) goes to its result page.
 * - `/flight/preprovision`: the provision step (no trip in the basket: the flight search).
 * Bad input is a Persian page or a redirect, never a 500.
 */
import { describe, expect, it } from 'vitest';
import { ORIGIN, seededTraveller, worker } from './seeded-traveller';

const NAV = { Accept: 'text/html', 'Sec-Fetch-Mode': 'navigate', 'Sec-Fetch-Site': 'none' };
const fetchPage = (path: string, cookie?: string) =>
  worker.fetch(new Request(ORIGIN + path, { redirect: 'manual', headers: { ...NAV, ...(cookie ? { Cookie: cookie } : {}) } }));

async function html(path: string, cookie?: string): Promise<string> {
  const res = await fetchPage(path, cookie);
  expect(res.status, path).toBe(200);
  return res.text();
}

const TRACK_FORM = 'aria-label="پیگیری سفارش"';

describe('built worker: invoices', () => {
  it.each([
    ['hotel', (d: string) => `/invoice/ir-kish/hotel?factorId=${d}`, 'hotel-invoice'],
    ['hotel', (d: string) => `/invoice/hotel?factorId=${d}`, 'hotel-invoice'],
    ['flight', (d: string) => `/invoice/flight?factorId=${d}`, 'flight-invoice'],
    ['flight', (d: string) => `/invoice/tr-istanbul/flight?factorId=${d}`, 'flight-invoice'],
  ])(
    'an issued %s order: %s shows its issued document',
    async (product, path, testId) => {
      const { cookie, orders } = await seededTraveller();
      const issued = orders.find((o) => o.product === product && o.status === 'issued')!;
      expect(issued).toBeDefined();
      const page = await html(path(String(issued.factorId)), cookie);
      expect(page).toContain(`data-testid="${testId}"`);
      expect(page).not.toContain('data-testid="invoice-problem"');
      // Another visitor asking for the same order: a Persian «not found», not the document.
      const stranger = await html(path(String(issued.factorId)));
      expect(stranger).toContain('data-testid="invoice-problem"');
      expect(stranger).not.toContain(`data-testid="${testId}"`);
    },
    60_000,
  );

  it('an order of another product on the hotel invoice: a Persian «not found»', async () => {
    const { cookie, orders } = await seededTraveller();
    const flight = orders.find((o) => o.product === 'flight' && o.status === 'issued')!;
    const page = await html(`/invoice/hotel?factorId=${flight.factorId}`, cookie);
    expect(page).toContain('data-testid="invoice-problem"');
    expect(page).toContain('سفارش هتل با این شماره در حساب شما پیدا نشد');
  });

  it("without an order number: the logged-in viewer's paid hotel orders link to their invoices, and the order search", async () => {
    const { cookie, orders } = await seededTraveller();
    const page = await html('/invoice/ir-kish/hotel', cookie);
    expect(page).toContain('data-testid="invoice-orders"');
    const issued = orders.find((o) => o.product === 'hotel' && o.status === 'issued')!;
    expect(page).toContain(`href="/invoice/ir-kish/hotel?factorId=${issued.factorId}"`);
    // Only hotel orders are listed there.
    const flight = orders.find((o) => o.product === 'flight' && o.status === 'issued')!;
    expect(page).not.toContain(`factorId=${flight.factorId}"`);
    expect(page).toContain(TRACK_FORM);
  });

  it.each(['/invoice/hotel', '/invoice/ir-kish/flight', '/invoice/cip', '/invoice/package', '/invoice', '/invoice/ir-kish'])(
    'a guest on %s gets the search by order number and mobile (no order list)',
    async (path) => {
      const page = await html(path);
      expect(page).toContain('data-testid="invoice-finder"');
      expect(page).toContain(TRACK_FORM);
      expect(page).not.toContain('data-testid="invoice-orders"');
    },
  );

  it.each(['abc', '-1', '0', '99999999999999999999', '%3Cscript%3E', '۱۲'])('factorId=%s is a Persian page, never a 500', async (id) => {
    const page = await html(`/invoice/hotel?factorId=${id}`);
    expect(page).toMatch(/[\u0600-\u06FF]{3}/);
    expect(page).not.toContain('<script>');
  });
});

describe('built worker: /flight-confirm/{uid}', () => {
  it("the viewer's flight order, by factor id or official number, goes to its result page", async () => {
    const { cookie, orders } = await seededTraveller();
    const flight = orders.find((o) => o.product === 'flight' && o.status === 'issued')!;
    const target = `/checkout/flight/result?factorId=${flight.factorId}`;
    for (const uid of [String(flight.factorId), flight.officialFactorId]) {
      const res = await fetchPage(`/flight-confirm/${encodeURIComponent(uid)}`, cookie);
      expect([302, 303, 307], uid).toContain(res.status);
      const location = new URL(res.headers.get('location')!, ORIGIN);
      expect(location.pathname + location.search).toBe(target);
      await res.body?.cancel();
    }
    // The result page confirms it as the supplier has it: paid.
    expect(await html(target, cookie)).toContain('data-paid="1"');
  }, 60_000);

  it('a hotel order, another visitor, or a made-up uid: the Persian notice and the order search, never a 500', async () => {
    const { cookie, orders } = await seededTraveller();
    const hotel = orders.find((o) => o.product === 'hotel' && o.status === 'issued')!;
    const flight = orders.find((o) => o.product === 'flight' && o.status === 'issued')!;
    for (const [uid, who] of [
      [String(hotel.factorId), cookie],
      [String(flight.factorId), undefined],
      ['F-no-such', cookie],
      ['%3Cb%3Ex', undefined],
      ['1'.repeat(30), cookie],
    ] as const) {
      const page = await html(`/flight-confirm/${uid}`, who);
      expect(page, uid).toContain('data-testid="flight-confirm-problem"');
      expect(page).toContain('سفارش پروازی با این شناسه برای شما پیدا نشد');
      expect(page).toContain(TRACK_FORM);
      expect(page).not.toContain('<b>x');
    }
  }, 60_000);
});

describe('built worker: /flight/preprovision', () => {
  it('without a trip in the basket, goes to the flight search', async () => {
    const res = await fetchPage('/flight/preprovision');
    expect([302, 303, 307]).toContain(res.status);
    expect(new URL(res.headers.get('location')!, ORIGIN).pathname).toBe('/flight');
    await res.body?.cancel();
  });
});
