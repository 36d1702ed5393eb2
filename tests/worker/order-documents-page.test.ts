/**
 * The built worker: an order with two documents (a hotel voucher and the travel insurance added to it, issue 46/48).
 * - `/dashboard/tickets/{id}` prints every document of the order, the leading one first, each with its own download
 *   (issue 48 point 2: it printed the leading one only).
 * - `/dashboard/orders` offers the insurance part's own «cancel» on that hotel-led order (issue 46: an insurance inside
 *   another product's order is cancelled on its own before its first day), and after it no longer does, while the
 *   order stays issued and the voucher stays printable.
 */
import { describe, expect, it } from 'vitest';
import { addDays, todayIn } from '@/lib/dates';
import { hotelDocument } from '@/products/hotel/messages';
import { insuranceDocument } from '@/products/insurance/messages';
import { hotelItemDetails } from '../fixtures/basket';
import { ORIGIN, same, worker } from './seeded-traveller';

// biome-ignore lint/suspicious/noExplicitAny: answers are read loosely by the assertions
type Json = Record<string, any>;

/** A logged-in visitor with a cookie jar on the built worker. */
async function visitor(mobile: string) {
  let cookie = '';
  const keep = (res: Response) => {
    const set = res.headers.getSetCookie().find((c) => c.startsWith('__Host-sfn_session='));
    if (set) cookie = set.split(';')[0]!;
    return res;
  };
  const call = async (path: string, init: RequestInit = {}) =>
    keep(
      await worker.fetch(
        new Request(ORIGIN + path, {
          redirect: 'manual',
          ...init,
          headers: { ...(init.headers ?? {}), ...(cookie ? { Cookie: cookie } : {}) },
        }),
      ),
    );
  const post = (path: string, body: unknown) => call(path, { method: 'POST', headers: same, body: JSON.stringify(body) });
  const page = (path: string) =>
    call(path, { headers: { Accept: 'text/html', 'Sec-Fetch-Mode': 'navigate', 'Sec-Fetch-Site': 'same-origin' } });
  expect((await post('/api/auth/login', { username: mobile, password: 'Sandbox!234' })).status).toBe(200);
  return { call, post, page };
}

const start = addDays(todayIn(Date.now()), 6);
const end = addDays(todayIn(Date.now()), 12);

describe('built worker: an order with two documents', () => {
  it('prints every document on its printable page and offers the insurance part its own cancel', async () => {
    const v = await visitor('09120000001');
    expect((await v.post('/api/basket/hotels', { details: hotelItemDetails(0) })).status).toBe(200);
    const round = (await (await v.call(`/stream/insurance/tr-istanbul?startDate=${start}&endDate=${end}&ages=30`)).text()).split('\n')[0]!;
    const plan = (JSON.parse(round) as Json).items.find((p: Json) => p.coversAll);
    expect(
      (await v.post('/api/basket/insurances', { destination: 'tr-istanbul', startDate: start, endDate: end, ages: [30], planId: plan.id }))
        .status,
    ).toBe(200);
    const guest = (firstName: string, nationalCode: string) => ({
      firstName,
      lastName: 'رضایی',
      gender: 'FEMALE',
      isIranian: true,
      nationalCode,
      passportNumber: '',
    });
    const guests = await v.post('/api/checkout/hotel', {
      rooms: [[guest('مریم', '0012345679'), guest('سارا', '1234567891')]],
      leader: 0,
      mobile: '09121234567',
      email: '',
    });
    expect(guests.status, await guests.clone().text()).toBe(200);
    const insured = await v.post('/api/checkout/insurance/travellers', {
      travellers: [
        {
          fnameEn: 'Maryam',
          lnameEn: 'Rezaei',
          gender: 'FEMALE',
          isIranian: true,
          nationalCode: '0012345679',
          nationality: 'IR',
          passportNumber: 'X01234567',
          passportExpiry: `${Number(start.slice(0, 4)) + 3}-01-01`,
          birthDate: '1990-05-01',
        },
      ],
      mobile: '09121234567',
      email: '',
    });
    expect(insured.status, await insured.clone().text()).toBe(200);
    let out = (await (await v.post('/api/checkout/pay', { credit: 'none' })).json()) as Json;
    if (out.step === 'price-changed')
      out = (await (await v.post('/api/checkout/pay', { credit: 'none', acceptedPrice: out.newPrice })).json()) as Json;
    expect(out.step).toBe('pay');
    const gateway = await v.call(new URL(out.paymentUrl, ORIGIN).pathname, {
      method: 'POST',
      headers: { ...same, 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'action=pay',
    });
    expect(gateway.status).toBe(303);
    const factorId = out.order.factorId as number;
    const order = ((await (await v.call(`/api/checkout/order/${factorId}`)).json()) as Json).data as Json;
    expect(order).toMatchObject({ status: 'issued', product: 'hotel' });
    expect(order.documents.map((d: Json) => d.id)).toEqual(['hotel', 'insurance']);

    // The printable page: the voucher, then the contract, each with its own download.
    const printable = await v.page(`/dashboard/tickets/${factorId}`);
    expect(printable.status).toBe(200);
    const html = await printable.text();
    expect(html).toContain('data-ticket-view="hotel"');
    expect(html).toContain('data-ticket-view="insurance"');
    expect(html.indexOf(hotelDocument.title)).toBeGreaterThan(-1);
    expect(html.indexOf(insuranceDocument.title)).toBeGreaterThan(html.indexOf(hotelDocument.title));
    expect(html).toContain(`href="/api/tickets/${factorId}.pdf"`);
    expect(html).toContain(`href="/api/tickets/${factorId}-insurance.pdf"`);
    expect(html).toContain('MARYAM REZAEI');

    // The orders page: the insurance part's own cancel on the hotel's order.
    const orders = await (await v.page('/dashboard/orders')).text();
    expect(orders).toContain(`data-cancel-part="${factorId}-insurance"`);
    const cancelled = await v.post(`/api/account/orders/${factorId}/cancel`, { part: 'insurance' });
    expect(cancelled.status).toBe(200);
    const after = await (await v.page('/dashboard/orders')).text();
    expect(after).not.toContain(`data-cancel-part="${factorId}-insurance"`);
    const again = ((await (await v.call(`/api/checkout/order/${factorId}`)).json()) as Json).data as Json;
    expect(again.status).toBe('issued');
    const stillPrintable = await (await v.page(`/dashboard/tickets/${factorId}`)).text();
    expect(stillPrintable).toContain('data-ticket-view="hotel"');
    expect(stillPrintable).toContain(insuranceDocument.cancelled);
  }, 120_000);
});
