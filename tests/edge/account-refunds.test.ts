/**
 * Issue 14 through the real edge pipeline in workerd and the sandbox: flight refunds (quote, request, owner-only,
 * idempotent, CSRF), agency registration (CreateAgent: 400 not 500, rate-limited), customers of a BUYFOROTHER user
 * (CreateCustomer) and saved passengers.
 */
import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { SavedPassenger } from '@/products/flight/model/passengers';
import * as messages from '@/lib/messages';
import { cookieFrom, harness } from './harness';

const same = { Origin: 'http://localhost', 'Sec-Fetch-Site': 'same-origin', 'Content-Type': 'application/json' };
type H = ReturnType<typeof harness>;

async function loginAs(h: H, username: string): Promise<string> {
  const res = await h.request('/api/auth/login', {
    method: 'POST',
    headers: same,
    body: JSON.stringify({ username, password: 'Sandbox!234' }),
  });
  expect(res.status).toBe(200);
  return cookieFrom(res);
}

const post = (h: H, path: string, body: unknown, cookie = '', headers: Record<string, string> = same) =>
  h.request(path, { method: 'POST', headers: { ...headers, ...(cookie ? { Cookie: cookie } : {}) }, body: JSON.stringify(body) });
const get = (h: H, path: string, cookie = '') => h.request(path, { headers: cookie ? { Cookie: cookie } : {} });

async function domesticFlightOrder(h: H, cookie: string): Promise<{ factorId: number }> {
  const res = await post(h, '/api/account/orders', { pageSize: 50 }, cookie);
  const items = (
    (await res.json()) as {
      data: { items: { factorId: number; product: string; fromDate: string; toDate: string; passengersCount: number }[] };
    }
  ).data.items;
  const order = items.find((o) => o.product === 'flight' && o.fromDate === o.toDate && o.passengersCount === 3);
  if (!order) throw new Error('seeded THR→MHD order missing');
  return order;
}

const balanceOf = async (h: H, cookie: string) =>
  ((await (await get(h, '/api/account/balance', cookie)).json()) as { data: { user_balance: number } }).data.user_balance;

describe('flight refund through the edge', () => {
  it('quotes, refunds to the wallet once, and refuses a second request (409) without moving money', async () => {
    const h = harness();
    const cookie = await loginAs(h, '09120000001');
    const order = await domesticFlightOrder(h, cookie);
    const quote = await get(h, `/api/account/refunds/${order.factorId}`, cookie);
    expect(quote.status).toBe(200);
    const q = (
      (await quote.json()) as { data: { refundable: boolean; refundAmount: number; legs: { rules: unknown[]; currentRow: number }[] } }
    ).data;
    expect(q.refundable).toBe(true);
    expect(q.legs[0]!.rules.length).toBeGreaterThan(1);
    const before = await balanceOf(h, cookie);
    const first = await post(h, '/api/account/refunds/request', { factorId: order.factorId, destination: 'wallet' }, cookie);
    expect(first.status).toBe(200);
    const second = await post(h, '/api/account/refunds/request', { factorId: order.factorId, destination: 'wallet' }, cookie);
    expect(second.status).toBe(409);
    const body = (await second.json()) as { succeed: boolean; message: string };
    expect(body.succeed).toBe(false);
    expect(body.message).toMatch(/[\u0600-\u06FF]/);
    expect(await balanceOf(h, cookie)).toBe(before + q.refundAmount);
  });

  it('is owner-only (another account: 404) and a cross-site request is refused before the upstream', async () => {
    const h = harness();
    const owner = await loginAs(h, '09120000001');
    const order = await domesticFlightOrder(h, owner);
    const other = await loginAs(h, '09120000004');
    expect((await get(h, `/api/account/refunds/${order.factorId}`, other)).status).toBe(404);
    expect((await post(h, '/api/account/refunds/request', { factorId: order.factorId }, other)).status).toBe(404);
    const calls = h.calls.length;
    const evil = await post(h, '/api/account/refunds/request', { factorId: order.factorId }, owner, {
      ...same,
      Origin: 'https://evil.example',
      'Sec-Fetch-Site': 'cross-site',
    });
    expect(evil.status).toBe(403);
    expect(h.calls.length).toBe(calls);
  });

  it('refuses a malformed request with 400, never 500', async () => {
    const h = harness();
    const cookie = await loginAs(h, '09120000001');
    for (const body of [{ factorId: 'x' }, { factorId: 1, destination: 'cash' }, { factorId: 1, passengers: [] }]) {
      expect((await post(h, '/api/account/refunds/request', body, cookie)).status, JSON.stringify(body)).toBe(400);
    }
  });
});

const agency = {
  agencyName: 'آژانس مسافرتی آسمان آبی',
  managerFirstName: 'كريم',
  managerLastName: 'نوری',
  mobile: '۰۹۱۲۳۴۵۶۷۸۹',
  phone: '021-88776655',
  city: 'تهران',
  address: 'تهران، خیابان ولیعصر، پلاک ۱۲',
  licenseNumber: '12345',
  nationalId: '10101234567',
  email: '',
};

describe('agency registration (CreateAgent)', () => {
  it('accepts a guest application with Persian digits and ي/ك, answers 400 (not 500) to bad fields, 409 to a repeat', async () => {
    const h = harness();
    const bad = await post(h, '/api/agency/register', { ...agency, phone: '0912', nationalId: '12' });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { code: string }).code).toBe('validation');
    expect((await post(h, '/api/agency/register', { agencyName: 'x' })).status).toBe(400);
    const ok = await post(h, '/api/agency/register', agency);
    expect(ok.status).toBe(200);
    const data = ((await ok.json()) as { data: { requestId: string; status: string } }).data;
    expect(data.status).toBe('pending');
    expect(data.requestId).toMatch(/^AG\d+$/);
    expect((await post(h, '/api/agency/register', agency)).status).toBe(409);
  });

  it('is rate-limited per agency national ID', async () => {
    const h = harness();
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) statuses.push((await post(h, '/api/agency/register', { ...agency, nationalId: '10109999999' })).status);
    expect(statuses).toEqual([200, 409, 409, 429]);
  });
});

const customer = { firstName: 'رضا', lastName: 'محمدی', mobile: '09121112233', nationalCode: '0076543218', email: '' };

describe('customers of a BUYFOROTHER user (CreateCustomer)', () => {
  it('creates and lists customers; bad fields 400; other roles refused; guests 401', async () => {
    const h = harness();
    expect((await post(h, '/api/account/customers', customer)).status).toBe(401);
    const user = await loginAs(h, '09120000001');
    // The supplier's 403 reaches the browser as the edge's one refusal status (400) with its Persian message.
    const refused = await post(h, '/api/account/customers', customer, user);
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as { message: string }).message).toBe(messages.customers.notAllowed);
    const buyer = await loginAs(h, '09120000004');
    expect((await post(h, '/api/account/customers', { ...customer, nationalCode: '0076543219' }, buyer)).status).toBe(400);
    const created = await post(h, '/api/account/customers', customer, buyer);
    expect(created.status).toBe(200);
    const id = ((await created.json()) as { data: { customerId: string } }).data.customerId;
    expect((await post(h, '/api/account/customers', customer, buyer)).status).toBe(409);
    const list = (await (await get(h, '/api/account/customers', buyer)).json()) as { succeed: boolean; data: { customerId: string }[] };
    expect(list.data.map((c) => c.customerId)).toEqual([id]);
  });
});

describe('saved passengers', () => {
  const passenger = {
    first_name: 'مریم',
    last_name: 'احمدی',
    gender: 'FEMALE',
    birth_date: '1990-04-12',
    isIranian: true,
    nationality: 'IR',
    nationalNumber: '0012345679',
  };

  it('saves and lists a user’s passengers; bad input 400; guests 401', async () => {
    const h = harness();
    expect((await get(h, '/api/account/passengers')).status).toBe(401);
    const cookie = await loginAs(h, '09120000001');
    const empty = (await (await get(h, '/api/account/passengers', cookie)).json()) as { succeed: boolean; data: unknown[] };
    expect(empty).toMatchObject({ succeed: true, data: [] });
    expect((await post(h, '/api/account/passengers', { ...passenger, nationalNumber: '0012345678' }, cookie)).status).toBe(400);
    expect((await post(h, '/api/account/passengers', passenger, cookie)).status).toBe(200);
    expect((await post(h, '/api/account/passengers', passenger, cookie)).status).toBe(409);
    const list = (await (await get(h, '/api/account/passengers', cookie)).json()) as { data: { first_name: string; doc_id: string }[] };
    expect(list.data).toMatchObject([{ first_name: 'مریم', doc_id: 'N' }]);
    // What the passenger form's «saved passengers» takes (contracts §5: SavedPassenger of src/products/flight/model/passengers.ts).
    expect(v.safeParse(v.array(SavedPassenger), list.data).success).toBe(true);
  });

  it('gives an agent its passenger list', async () => {
    const h = harness();
    const agent = await loginAs(h, '09120000003');
    expect(
      (
        await post(
          h,
          '/api/account/passengers',
          { ...passenger, isIranian: false, nationality: 'TR', nationalNumber: '', number: 'U1234567' },
          agent,
        )
      ).status,
    ).toBe(200);
    const list = (await (await get(h, '/api/account/passengers?filter=U123', agent)).json()) as {
      data: { number: string; doc_id: string }[];
    };
    expect(list.data).toMatchObject([{ number: 'U1234567', doc_id: 'P' }]);
  });
});
