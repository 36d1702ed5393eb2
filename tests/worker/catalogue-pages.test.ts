/**
 * Issue 49 point 9 on the built worker: the catalogue calls where a real site uses them.
 * - `/`: the special offers (GetSpecialOffers), each a link into the site.
 * - `/flight`: the suggested flights (SuggestionFlight) and the most searched routes (GetSuggestedPopularFlight).
 * - `/dashboard/orders`: the schedule change of the traveller's upcoming flight (AlertFlightChange).
 * - `/dashboard/sales/{factorId}`: an agency's sales report (ContractSalesReport); others get a notice.
 */
import { describe, expect, it } from 'vitest';
import { flightAlerts, flightHome } from '@/products/flight/messages';
import { hotelSuggestions } from '@/products/hotel/messages';
import * as messages from '@/lib/messages';
import { ORIGIN, same, seededTraveller, worker } from './seeded-traveller';

const NAV = { Accept: 'text/html', 'Sec-Fetch-Mode': 'navigate', 'Sec-Fetch-Site': 'none' };
const page = async (path: string, cookie?: string) => {
  const res = await worker.fetch(
    new Request(ORIGIN + path, { redirect: 'manual', headers: { ...NAV, ...(cookie ? { Cookie: cookie } : {}) } }),
  );
  return { status: res.status, html: await res.text() };
};

async function loginAs(username: string): Promise<string> {
  const res = await worker.fetch(
    new Request(`${ORIGIN}/api/auth/login`, { method: 'POST', headers: same, body: JSON.stringify({ username, password: 'Sandbox!234' }) }),
  );
  expect(res.status).toBe(200);
  return res.headers
    .getSetCookie()
    .find((c) => c.startsWith('__Host-sfn_session='))!
    .split(';')[0]!;
}

describe('catalogue calls on the built worker', () => {
  it('the home page shows the special offers, each linking into the site', async () => {
    const { status, html } = await page('/');
    expect(status).toBe(200);
    expect(html).toContain('data-testid="special-offers"');
    expect(html).toContain(messages.specialOffers.title);
    const links = [...html.matchAll(/<a href="([^"]+)"[^>]*data-offer="\d+"/g)].map((m) => m[1]!.replace(/&amp;/g, '&'));
    expect(links.length).toBeGreaterThanOrEqual(4);
    expect(links).toContain('/flight/THR-KIH');
    for (const href of links) expect(href).toMatch(/^\/(hotel|flight)\//);
  });

  it('/flight shows the suggested flights and the most searched routes, each a one-way search', async () => {
    const { status, html } = await page('/flight');
    expect(status).toBe(200);
    expect(html).toContain('data-testid="flight-suggested"');
    expect(html).toContain(flightHome.suggestedTitle);
    expect(html).toContain('data-testid="flight-most-searched"');
    const hrefs = [...html.matchAll(/<a href="([^"]+)"[^>]*data-(?:suggestion|popular)="/g)].map((m) => m[1]!.replace(/&amp;/g, '&'));
    expect(hrefs.length).toBeGreaterThanOrEqual(4);
    for (const href of hrefs) expect(href).toMatch(/^\/flight\/THR-[A-Z]{3}\/search\?/);
  });

  it('/hotel suggests the best-liked hotels of Kish and Mashhad, each a link to its page', async () => {
    const { status, html } = await page('/hotel');
    expect(status).toBe(200);
    expect(html).toContain('data-testid="hotel-suggestions"');
    expect(html).toContain(hotelSuggestions.title('کیش'));
    const hrefs = [...html.matchAll(/<a href="([^"]+)"[^>]*data-suggested-hotel="\d+"/g)].map((m) => m[1]!.replace(/&amp;/g, '&'));
    expect(hrefs.length).toBe(8);
    for (const href of hrefs) expect(href).toMatch(/^\/hotel\/ir-[a-z-]+\/[^/?]+\?hotelId=\d+/);
    expect((await page(hrefs[0]!)).status).toBe(200);
  });

  it("the traveller's orders page shows the schedule change of the upcoming flight", async () => {
    const { cookie } = await seededTraveller();
    const { status, html } = await page('/dashboard/orders', cookie);
    expect(status).toBe(200);
    expect(html).toContain('data-testid="flight-change-alerts"');
    expect(html).toContain(flightAlerts.title);
    expect(html.match(/data-flight-change="FC-\d+-1"/g)?.length).toBe(1);
    // Not an agency: no sales-report links.
    expect(html).not.toContain('data-sales-link');
  });

  it("an agency reads an order's sales report; a traveller gets a notice; a foreign or bad id is not found", async () => {
    const { cookie, orders } = await seededTraveller();
    const own = orders[0]!;
    const notice = await page(`/dashboard/sales/${own.factorId}`, cookie);
    expect(notice.status).toBe(200);
    expect(notice.html).toContain(messages.salesReport.agencyOnly);
    expect(notice.html).not.toContain('data-testid="sales-report"');

    const agent = await loginAs('09120000003');
    const list = await page('/dashboard/orders', agent);
    expect(list.status).toBe(200);
    const ids = [...list.html.matchAll(/data-sales-link="(\d+)"/g)].map((m) => m[1]!);
    expect(ids.length).toBeGreaterThan(0);
    const report = await page(`/dashboard/sales/${ids[0]}`, agent);
    expect(report.status).toBe(200);
    expect(report.html).toContain('data-testid="sales-report"');
    expect(report.html).toContain(`data-factor="${ids[0]}"`);
    expect(report.html).toContain('data-sales="payable"');
    // The traveller's order is not the agency's; a malformed id never reaches the supplier.
    expect((await page(`/dashboard/sales/${own.factorId}`, agent)).status).toBe(404);
    expect((await page('/dashboard/sales/abc', agent)).status).toBe(404);
  });
});
