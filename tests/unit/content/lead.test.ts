import { describe, expect, it } from 'vitest';
import { leadRequest, leadText, sendLead } from '@/components/lead/lead';
import * as messages from '@/lib/messages';

const target = { product: 'بلیت هواپیما', cityName: 'مشهد', orderId: 1, locationId: 401 };

function fakeFetch(status: number, body: unknown) {
  const calls: { url: string; init: RequestInit }[] = [];
  const fn = (async (url: string, init: RequestInit) => {
    calls.push({ url, init });
    return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
  }) as unknown as typeof fetch;
  return { fn, calls };
}

describe('lead box logic', () => {
  it('says the product and city, or the UK-visa text on that landing', () => {
    expect(leadText(target)).toBe('کارشناسان ما برای مشاوره و خرید بلیت هواپیما مشهد با شما تماس می‌گیرند');
    expect(leadText({ product: 'ویزای', cityName: 'انگلستان', text: 'ukVisa' })).toBe(messages.lead.ukVisa);
  });

  it('builds the CreateEvent body: event 1, normalised mobile, product, city, order id and location', () => {
    expect(leadRequest('09121234567', target, '/flight/THR-MHD/search')).toEqual({
      eventId: 1,
      firstName: null,
      lastName: null,
      phoneNumber: '09121234567',
      url: '/flight/THR-MHD/search',
      product: 'بلیت هواپیما',
      cityName: 'مشهد',
      additionalData: { orderid: 1, location: 401 },
    });
  });

  it.each([
    ['', messages.lead.required],
    ['   ', messages.lead.required],
    ['0912', messages.lead.invalidMobile],
    ['08121234567', messages.lead.invalidMobile],
  ])('refuses %j with the field message and sends nothing', async (phone, message) => {
    const f = fakeFetch(200, { succeed: true });
    await expect(sendLead(phone, target, { url: '/', fetchFn: f.fn })).resolves.toEqual({ ok: false, message, field: true });
    expect(f.calls).toEqual([]);
  });

  it('accepts Persian digits, posts /api/leads and reports success', async () => {
    const f = fakeFetch(200, { succeed: true, message: '', data: { id: 'e1', eventId: 1 } });
    await expect(sendLead('۰۹۱۲۱۲۳۴۵۶۷', target, { url: '/x', fetchFn: f.fn })).resolves.toEqual({
      ok: true,
      message: messages.lead.success,
    });
    expect(f.calls[0]!.url).toBe('/api/leads');
    expect(f.calls[0]!.init.method).toBe('POST');
    expect(JSON.parse(String(f.calls[0]!.init.body)).phoneNumber).toBe('09121234567');
  });

  it('reports «عملیات ناموفق بود» for a refused lead and for a network failure', async () => {
    const refused = fakeFetch(400, { succeed: false, message: 'bad' });
    await expect(sendLead('09121234567', target, { url: '/', fetchFn: refused.fn })).resolves.toEqual({
      ok: false,
      message: messages.lead.failure,
    });
    const broken = (async () => {
      throw new TypeError('network');
    }) as unknown as typeof fetch;
    await expect(sendLead('09121234567', target, { url: '/', fetchFn: broken })).resolves.toEqual({
      ok: false,
      message: 'عملیات ناموفق بود',
    });
  });
});
