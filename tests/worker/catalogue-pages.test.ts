/**
 * Issue 49 point 9 on the built worker: the catalogue calls where a real site uses them.
 * - `/`: the special offers (GetSpecialOffers), each a link into the site.
 * - `/flight`: the suggested flights (SuggestionFlight) and the most searched routes (GetSuggestedPopularFlight).
 * - `/dashboard/orders`: the schedule change of the traveller's upcoming flight (AlertFlightChange).
 * - `/dashboard/pending`: «pay» for each pending order, a form to the edge's pay-again (the basket by factor id).
 * - `/dashboard/sales/{factorId}`: an agency's sales report (ContractSalesReport); others get a notice.
 * - `/dashboard/services` and `/dashboard/services/{id}`: the agent services (GetAgentServicePluginList) and one's
 *   form from its form plugin (GetFormPlugin); the request through the edge gets a tracking number.
 * - `/dashboard/payments` and `/dashboard/payments/{id}` (GET /api/v3/payment, /api/v3/payment/{id}); an order's
 *   payment breakdown (paymentjson) on its invoice.
 * - the hotel results' banners from the loading-banners service, for the searched destination.
 */
import { describe, expect, it } from 'vitest';
import { flightAlerts, flightHome } from '@/products/flight/messages';
import { hotelSuggestions } from '@/products/hotel/messages';
import { formMessages } from '@/lib/form-plugin';
import * as messages from '@/lib/messages';
import { loginAs, ORIGIN, same, seededTraveller, worker } from './seeded-traveller';

const NAV = { Accept: 'text/html', 'Sec-Fetch-Mode': 'navigate', 'Sec-Fetch-Site': 'none' };
const page = async (path: string, cookie?: string) => {
  const res = await worker.fetch(
    new Request(ORIGIN + path, { redirect: 'manual', headers: { ...NAV, ...(cookie ? { Cookie: cookie } : {}) } }),
  );
  return { status: res.status, html: await res.text() };
};

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

  it('the pending orders page offers «pay» for each pending order: a form posting its number to pay again (GetByFactorId)', async () => {
    const { cookie, orders } = await seededTraveller();
    const pending = orders.filter((o) => o.status === 'pending');
    expect(pending.length).toBeGreaterThan(0);
    const { status, html } = await page('/dashboard/pending', cookie);
    expect(status).toBe(200);
    const forms = [...html.matchAll(/<form[^>]*action="\/api\/checkout\/pay-again"[^>]*>([\s\S]*?)<\/form>/g)].map((m) => m[1]!);
    expect(forms.length).toBeGreaterThanOrEqual(pending.length);
    for (const o of pending) expect(forms.some((f) => f.includes(`name="factorId" value="${o.factorId}"`))).toBe(true);
    expect(forms.every((f) => f.includes('data-testid="pending-pay"'))).toBe(true);
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

  it('agent services: an agency lists them and opens a form built from its plugin; the request gets a tracking number', async () => {
    const { cookie } = await seededTraveller();
    for (const path of ['/dashboard/services', '/dashboard/services/11']) {
      const notice = await page(path, cookie);
      expect(notice.status, path).toBe(200);
      expect(notice.html).toContain(messages.agentServices.agencyOnly);
      expect(notice.html).not.toContain('data-service-form');
    }
    for (const user of ['09120000003', '09120000002']) {
      const agency = await loginAs(user);
      const list = await page('/dashboard/services', agency);
      expect(list.status).toBe(200);
      expect(list.html).toContain('href="/dashboard/services"');
      const ids = [...list.html.matchAll(/data-agent-service="(\d+)"/g)].map((m) => m[1]!);
      expect(ids).toEqual(['11', '12', '13', '14']);
    }
    const agent = await loginAs('09120000003');
    const form = await page('/dashboard/services/11', agent);
    expect(form.status).toBe(200);
    expect(form.html).toContain('data-service-form="11"');
    // Each described field is a labelled control.
    for (const name of ['country', 'travellers', 'travelDate', 'leaderName', 'leaderMobile', 'notes']) {
      const id = new RegExp(`<(?:input|select|textarea) id="([^"<>]{1,80})"[^<>]{0,600}data-plugin-field="${name}"`).exec(form.html)?.[1];
      expect(id, name).toBeTruthy();
      expect(form.html).toContain(`for="${id}"`);
    }
    expect(form.html).toMatch(/<select [^<>]{0,600}data-plugin-field="country"/);
    expect(form.html).toMatch(/<textarea [^<>]{0,600}data-plugin-field="notes"/);
    for (const bad of ['/dashboard/services/999', '/dashboard/services/abc', '/dashboard/services/0'])
      expect((await page(bad, agent)).status, bad).toBe(404);
    const send = (cookie: string, values: Record<string, string>) =>
      worker.fetch(
        new Request(`${ORIGIN}/api/agency/services/request`, {
          method: 'POST',
          headers: { ...same, Cookie: cookie },
          body: JSON.stringify({ serviceId: 14, entityFormId: 304, extraId: 4, values }),
        }),
      );
    const inFive = new Date(Date.now() + 5 * 86_400_000).toISOString().slice(0, 10);
    const values = { city: 'KIH', date: inFive, passengers: '۳', flightNumber: 'W5 1234', hotel: 'هتل ترنج' };
    const ok = await send(agent, values);
    expect(ok.status).toBe(200);
    expect(((await ok.json()) as { data: { trackingNumber: string } }).data.trackingNumber).toMatch(/^AS-14\d\d-\d{6}$/);
    const refused = await send(agent, { ...values, passengers: '۹۹' });
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as { message: string }).message).toBe(formMessages.aboveMax(40));
    // A traveller: the supplier's refusal, as the edge answers any 4xx other than 404/406/409 (a 400 with its code).
    const traveller = await send(cookie, values);
    expect(traveller.status).toBe(400);
    expect(((await traveller.json()) as { code: string }).code).toBe('forbidden');
  });

  it("payments: the traveller's list and one payment; another account's payment is not found; the invoice shows the order's breakdown", async () => {
    const { cookie, orders } = await seededTraveller();
    const list = await page('/dashboard/payments', cookie);
    expect(list.status).toBe(200);
    expect(list.html).toContain('data-testid="payments"');
    expect(list.html).toContain('href="/dashboard/payments"');
    const ids = [...list.html.matchAll(/data-payment="([GSW]\d+)"/g)].map((m) => m[1]!);
    expect(ids.length).toBeGreaterThan(3);
    const gateway = ids.find((id) => id.startsWith('S') || id.startsWith('G'))!;
    const one = await page(`/dashboard/payments/${gateway}`, cookie);
    expect(one.status).toBe(200);
    expect(one.html).toContain('data-testid="payment-detail"');
    expect(one.html).toContain('data-payment-field="reference"');
    expect(one.html).toContain('data-payment-field="card"');
    const other = await loginAs('09120000002');
    expect((await page(`/dashboard/payments/${gateway}`, other)).status).toBe(404);
    expect((await page('/dashboard/payments/x1', cookie)).status).toBe(404);
    // The order's invoice carries how it was paid, for its owner only.
    const flight = orders.find((o) => o.product === 'flight' && o.status === 'issued')!;
    const invoice = await page(`/invoice/flight?factorId=${flight.factorId}`, cookie);
    expect(invoice.status).toBe(200);
    expect(invoice.html).toContain('data-testid="order-payments"');
    expect(invoice.html).toContain('data-order-payment="payable"');
    expect((await page(`/invoice/flight?factorId=${flight.factorId}`)).html).not.toContain('data-testid="order-payments"');
  });

  it("the hotel results show the searched destination's banner from the loading-banners service", async () => {
    const day = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
    const { status, html } = await page(
      `/hotel/ir-kish/search?room=1&pCount=2&adults=2&room-0=2&id=402&scope=l&startDate=${day(9)}&endDate=${day(12)}`,
    );
    expect(status).toBe(200);
    expect(html).toMatch(/data-testid="results-banner" data-parts="3"/);
    // Kish's banner images (the service's first local destination: images 150 and 151).
    expect(html).toContain('/sandbox/img/banner/150-d1.png');
  });
});
