import { describe, expect, it } from 'vitest';
import { leadRequest, sendLead } from '@/components/lead/lead';
import { FIXED_SMS_CODE, SEED_ACCOUNTS, seedOrders } from '@/server/sandbox/data/accounts';
import * as messages from '@/lib/messages';
import { harness } from './harness';

const ORIGIN = 'http://localhost';
const same = { Origin: ORIGIN, 'Sec-Fetch-Site': 'same-origin', 'Content-Type': 'application/json' };
const dataCalls = (h: ReturnType<typeof harness>) => h.calls.filter((c) => c.path !== '/auth/Login');

describe('lead box through the edge to the sandbox', () => {
  it('sendLead posts a CreateEvent the sandbox accepts, and says «به‌زودی با شما تماس می‌گیریم»', async () => {
    const h = harness();
    const fetchFn = ((url: string, init: RequestInit) =>
      h.request(url, {
        ...init,
        headers: { ...(init.headers as Record<string, string>), Origin: ORIGIN, 'Sec-Fetch-Site': 'same-origin' },
      })) as unknown as typeof fetch;
    const result = await sendLead(
      '۰۹۱۲ ۱۲۳ ۴۵۶۷',
      { product: 'بلیت هواپیما', cityName: 'مشهد', orderId: 1, locationId: 401 },
      { url: '/flight/THR-MHD/search', fetchFn },
    );
    expect(result).toEqual({ ok: true, message: messages.lead.success });
    expect(dataCalls(h).map((c) => `${c.method} ${c.path}`)).toEqual(['POST /api2/Events/CreateEvent']);
  });

  it('a phone the supplier refuses comes back as the failure message', async () => {
    const h = harness();
    const res = await h.request('/api/leads', {
      method: 'POST',
      headers: same,
      body: JSON.stringify(leadRequest('123', { product: 'بیمه', cityName: '' }, '/')),
    });
    expect(res.ok).toBe(false);
    const fetchFn = (() => Promise.resolve(res)) as unknown as typeof fetch;
    // validation happens before posting, so feed the refused answer through a valid-looking number
    await expect(sendLead('09121234567', { product: 'بیمه', cityName: '' }, { url: '/', fetchFn })).resolves.toEqual({
      ok: false,
      message: messages.lead.failure,
    });
  });
});

describe('/api/orders/track (content)', () => {
  const account = SEED_ACCOUNTS.find((a) => a.orders > 0)!;
  const order = seedOrders(1405, account, SEED_ACCOUNTS.indexOf(account))[0]!;

  const post = (h: ReturnType<typeof harness>, path: string, body: unknown) =>
    h.request(path, {
      method: 'POST',
      headers: { Origin: ORIGIN, 'Sec-Fetch-Site': 'same-origin', 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });

  it('finds a seeded order by official id and buyer mobile once the SMS code is given, for a guest', async () => {
    const h = harness();
    const who = { officialFactorId: order.officialFactorId, mobile: account.mobile };
    const sent = (await (await post(h, '/api/orders/track/code', { ...who, evil: 1 })).json()) as { data: { token: string } };
    const res = await post(h, '/api/orders/track', { ...who, token: sent.data.token, code: FIXED_SMS_CODE });
    expect(res.status).toBe(200);
    const body = (await res.json()) as { succeed: boolean; data: { officialFactorId: string; title: string } };
    expect(body.data.officialFactorId).toBe(order.officialFactorId);
    const call = dataCalls(h).find((c) => c.path === '/api2/Orders/Track')!;
    expect(call).toBeDefined();
  });

  it('answers 404 for the wrong mobile, and the old query lookup no longer answers', async () => {
    const h = harness();
    const who = { officialFactorId: order.officialFactorId, mobile: '09999999999' };
    const sent = (await (await post(h, '/api/orders/track/code', who)).json()) as { data: { token: string } };
    expect((await post(h, '/api/orders/track', { ...who, token: sent.data.token, code: FIXED_SMS_CODE })).status).toBe(404);
    const old = await h.request(`/api/orders/track?officialFactorId=${order.officialFactorId}&mobile=${account.mobile}`, {
      headers: { Origin: ORIGIN },
    });
    expect(old.status).not.toBe(200);
  });
});
