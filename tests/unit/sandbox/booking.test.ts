/** Basket, guest reserve, pre-reserve, payment page and the dashboard. */
import { beforeEach, describe, expect, it } from 'vitest';
import { createSandboxApp, resetSandboxState } from '@/server/sandbox/app';
import { authed, dateAfter, guestLogin, inProcess, json, login, type Call } from './client';

const START = Date.UTC(2026, 10, 21, 8, 0, 0);

// The store is module-level (per seed): start every test from the seeded state.
beforeEach(() => resetSandboxState());

function make() {
  let now = START;
  const call: Call = inProcess(
    createSandboxApp({ seed: 31, clock: () => now, firstRoundDelayMs: 0, publicBaseUrl: 'http://sandbox.test' }),
  );
  return { call, advance: (ms: number) => (now += ms) };
}

const data = (obj: unknown) => JSON.stringify(obj);

async function firstPackage(call: Call, token: string, days = 30): Promise<{ packageNumber: string; packagePrice: number }> {
  const body = {
    checkIn: dateAfter(START, days),
    checkOut: dateAfter(START, days + 2),
    roomPassengers: [{ adultsCount: 2, childrenAges: [] }],
  };
  const tok = (
    (await (await call('/api/hotel/core/v1/Hotels/402/searchpackages?hotelId=402010', json(body, authed(token)))).json()) as {
      searchToken: string;
    }
  ).searchToken;
  const poll = (await (await call(`/api/hotel/core/v1/Hotels/${tok}/availablepackages`, { headers: authed(token) })).json()) as {
    items: { packageNumber: string; packagePrice: number; isSoldOut: boolean; isRefundable: boolean }[];
  };
  const pkg = poll.items.find((p) => !p.isSoldOut && p.isRefundable);
  if (!pkg) throw new Error('no bookable package');
  return pkg;
}

describe('basket', () => {
  it('create, read, edit with optimistic versions (409 on a stale write), delete a part or all', async () => {
    const { call } = make();
    const g = authed((await guestLogin(call)).access_token);
    const created = (await (await call('/api2/Basket/Create', json({ data: data([{ typeInfos: { hotels: [] } }]) }, g))).json()) as {
      data: { basketId: number; version: number };
    };
    const id = created.data.basketId;
    expect(created.data.version).toBe(1);
    const tab1 = await call(
      '/api2/Basket/Edit',
      json({ basketId: id, version: 1, data: data([{ typeInfos: { hotels: [{ a: 1 }] } }]) }, g, 'PUT'),
    );
    expect(tab1.status).toBe(200);
    const tab2 = await call(
      '/api2/Basket/Edit',
      json({ basketId: id, version: 1, data: data([{ typeInfos: { hotels: [{ b: 1 }] } }]) }, g, 'PUT'),
    );
    expect(tab2.status).toBe(409);
    expect(await tab2.json()).toMatchObject({ code: 'basket_version_conflict', data: { version: 2 } });
    expect((await call('/api2/Basket/Edit', json({ basketId: id, data: 'not json' }, g, 'PUT'))).status).toBe(400);
    const cleared = (await (await call(`/api2/Basket/Delete/${id}/hotels`, { method: 'DELETE', headers: g })).json()) as {
      data: { data: string };
    };
    expect(JSON.parse(cleared.data.data)).toEqual([{ typeInfos: { hotels: [] } }]);
    expect((await (await call(`/api2/Basket/Delete/${id}/all`, { method: 'DELETE', headers: g })).json()) as unknown).toMatchObject({
      data: null,
    });
    expect((await call(`/api2/Basket/FindByCurrentUser/${id}`, { headers: g })).status).toBe(404);
  });

  it('a guest basket survives login: the user claims it, and other users cannot read it', async () => {
    const { call } = make();
    const g = authed((await guestLogin(call)).access_token);
    const id = ((await (await call('/api2/Basket/Create', json({ data: '[]' }, g))).json()) as { data: { basketId: number } }).data
      .basketId;
    const u = authed((await login(call, '09120000001', 'Sandbox!234')).access_token);
    const found = (await (await call(`/api2/Basket/FindByCurrentUser/${id}`, { headers: u })).json()) as { data: { userId: string } };
    expect(found.data.userId).toBe('u-1001');
    const other = authed((await login(call, '09120000004', 'Sandbox!234')).access_token);
    expect((await call(`/api2/Basket/FindByCurrentUser/${id}`, { headers: other })).status).toBe(404);
    expect((await call(`/api2/Basket/FindByCurrentUser/${id}`, { headers: g })).status).toBe(404);
  });
});

describe('guest reserve, pre-reserve and payment', () => {
  it('a guest must validate a phone before pre-reserving; the guest-reserve token then books and pays', async () => {
    const { call } = make();
    const guest = await guestLogin(call);
    const g = authed(guest.access_token);
    const pkg = await firstPackage(call, guest.access_token);
    expect((await call('/api2/PreReserves/AddPreReserve', json({ packageNumber: pkg.packageNumber }, g))).status).toBe(403);
    const basketId = ((await (await call('/api2/Basket/Create', json({ data: '[]' }, g))).json()) as { data: { basketId: number } }).data
      .basketId;
    expect(
      (await call('/api2/Basket/ValidatePhoneNumber', json({ basketId, phoneNumber: '0912', email: null, ValidationType: 1 }, g, 'PUT')))
        .status,
    ).toBe(400);
    const v = (await (
      await call(
        '/api2/Basket/ValidatePhoneNumber',
        json({ basketId, phoneNumber: '09121112233', email: 'g@example.com', ValidationType: 1 }, g, 'PUT'),
      )
    ).json()) as { succeed: boolean; data: { accessToken: string; hasCredit: boolean } };
    expect(v.succeed).toBe(true);
    expect(v.data.hasCredit).toBe(false);
    const r = authed(v.data.accessToken);
    const me = (await (await call('/auth/GetUser', { method: 'POST', headers: r })).json()) as { GUEST_RESERVE: boolean; role: string };
    expect(me).toMatchObject({ GUEST_RESERVE: true, role: 'GUEST_RESERVE' });
    expect((await call(`/api2/Basket/FindByCurrentUser/${basketId}`, { headers: r })).status).toBe(200);
    const pre = (await (
      await call(
        '/api2/PreReserves/AddPreReserve',
        json({ basketId, packageNumber: pkg.packageNumber, expectedPrice: pkg.packagePrice }, r),
      )
    ).json()) as { data: { factorId: number; totalPrice: number } };
    expect(pre.data.totalPrice).toBeGreaterThan(0);
    const tokenRes = await call(
      `/api/v2/payment/token/payment?factor_id=${pre.data.factorId}&callback_url=${encodeURIComponent('https://shop.example/checkout/hotel/result?x=1')}&lang=fa`,
      { headers: r },
    );
    const pay = (await tokenRes.json()) as { data: { token: string; paymentUrl: string; amount: number } };
    expect(pay.data.paymentUrl).toBe(`http://sandbox.test/sandbox/pay/${pay.data.token}`);
    expect(pay.data.amount).toBe(pre.data.totalPrice);
    const page = await call(`/sandbox/pay/${pay.data.token}`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-security-policy')).toMatch(/form-action 'self' https:\/\/shop\.example/);
    const html = await page.text();
    expect(html).toContain('dir="rtl"');
    expect(html).toContain('>پرداخت</button>');
    expect(html).toContain('>انصراف</button>');
    expect(html).not.toMatch(/<script/i);
    const done = await call(`/sandbox/pay/${pay.data.token}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'action=pay',
    });
    expect(done.status).toBe(303);
    const back = new URL(done.headers.get('location')!);
    expect(back.origin + back.pathname).toBe('https://shop.example/checkout/hotel/result');
    expect(Object.fromEntries(back.searchParams)).toMatchObject({
      x: '1',
      status: 'success',
      factorId: String(pre.data.factorId),
      kind: 'order',
    });
    const status = (await (
      await call(`/api/v3/Management/Payment/CheckHotelFactorStatus/${pre.data.factorId}`, { headers: r })
    ).json()) as { data: { paid: boolean; status: string } };
    expect(status.data).toMatchObject({ paid: true, status: 'issued' });
    const orders = (await (await call('/reports/DirectReports/Run', json({}, r))).json()) as { data: { items: { factorId: number }[] } };
    expect(orders.data.items.map((o) => o.factorId)).toContain(pre.data.factorId);
  });

  it('cancel on the payment page redirects with status=failed and keeps the order payable', async () => {
    const { call } = make();
    const u = authed((await login(call, '09120000001', 'Sandbox!234')).access_token);
    const pkg = await firstPackage(call, (await guestLogin(call)).access_token);
    const pre = (await (await call('/api2/PreReserves/AddPreReserve', json({ packageNumber: pkg.packageNumber }, u))).json()) as {
      data: { factorId: number };
    };
    const pay = (await (
      await call(
        `/api/v2/payment/token/payment?factor_id=${pre.data.factorId}&callback_url=${encodeURIComponent('http://127.0.0.1:8787/checkout/hotel/result')}`,
        { headers: u },
      )
    ).json()) as { data: { token: string } };
    const res = await call(`/sandbox/pay/${pay.data.token}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'action=cancel',
    });
    expect(new URL(res.headers.get('location')!).searchParams.get('status')).toBe('failed');
    expect(
      (
        await call(
          `/api/v2/payment/token/payment?factor_id=${pre.data.factorId}&callback_url=${encodeURIComponent('http://127.0.0.1:8787/x')}`,
          { headers: u },
        )
      ).status,
    ).toBe(200);
  });

  it("rejects callback URLs that are not absolute http(s) without credentials, and other users' orders", async () => {
    const { call } = make();
    const u = authed((await login(call, '09120000001', 'Sandbox!234')).access_token);
    const pkg = await firstPackage(call, (await guestLogin(call)).access_token);
    const pre = (await (await call('/api2/PreReserves/AddPreReserve', json({ packageNumber: pkg.packageNumber }, u))).json()) as {
      data: { factorId: number };
    };
    for (const bad of [
      'javascript:alert(1)',
      '//evil.example/x',
      '/relative',
      'https://user:pw@evil.example/',
      'data:text/html,hi',
      `https://x.example/${'a'.repeat(2100)}`,
    ]) {
      const res = await call(`/api/v2/payment/token/payment?factor_id=${pre.data.factorId}&callback_url=${encodeURIComponent(bad)}`, {
        headers: u,
      });
      expect(res.status, bad).toBe(400);
    }
    const other = authed((await login(call, '09120000004', 'Sandbox!234')).access_token);
    expect(
      (
        await call(
          `/api/v2/payment/token/payment?factor_id=${pre.data.factorId}&callback_url=${encodeURIComponent('https://ok.example/')}`,
          { headers: other },
        )
      ).status,
    ).toBe(404);
    expect((await call('/sandbox/pay/pay1.forged.token')).status).toBe(404);
  });

  it('wallet top-up credits the balance and appears in transactions', async () => {
    const { call } = make();
    const u = authed((await login(call, '09120000001', 'Sandbox!234')).access_token);
    const before = ((await (await call('/api2/SSO/Users/GetBalance', { headers: u })).json()) as { data: { user_balance: number } }).data
      .user_balance;
    expect(before).toBe(12_500_000);
    const pay = (await (
      await call('/api/v3/payment/topup', json({ amount: 3_000_000, callback_url: 'http://127.0.0.1/dashboard/transactions' }, u))
    ).json()) as { data: { token: string } };
    await call(`/sandbox/pay/${pay.data.token}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'action=pay',
    });
    const after = ((await (await call('/api2/SSO/Users/GetBalance', { headers: u })).json()) as { data: { user_balance: number } }).data
      .user_balance;
    expect(after).toBe(15_500_000);
    const tx = (await (await call('/api/v1/transactionv2/transaction_detail', { headers: u })).json()) as {
      data: { items: { amount: number; balanceAfter: number }[]; balance: number };
    };
    expect(tx.data.items[0]).toMatchObject({ amount: 3_000_000, balanceAfter: 15_500_000 });
    expect(tx.data.balance).toBe(15_500_000);
  });
});

describe('dashboard data of seeded accounts', () => {
  it('each role has orders, a consistent wallet ledger and cashback', async () => {
    const { call } = make();
    for (const [mobile, balance] of [
      ['09120000001', 12_500_000],
      ['09120000002', 250_000_000],
      ['09120000003', 1_000_000_000],
      ['09120000004', 40_000_000],
    ] as const) {
      const u = authed((await login(call, mobile, 'Sandbox!234')).access_token);
      const orders = (await (await call('/reports/DirectReports/Run', json({ pageSize: 50 }, u))).json()) as {
        data: { items: { status: string }[]; totalCount: number };
      };
      expect(orders.data.totalCount).toBeGreaterThanOrEqual(4);
      const pending = (await (await call('/reports/DirectReports/Run', json({ reportName: 'pending' }, u))).json()) as {
        data: { items: { status: string }[] };
      };
      expect(pending.data.items.every((o) => o.status === 'pending')).toBe(true);
      const tx = (await (await call('/api/v1/transactionv2/transaction_detail?pageSize=100', { headers: u })).json()) as {
        data: { items: { amount: number; balanceAfter: number }[]; balance: number };
      };
      expect(tx.data.balance).toBe(balance);
      expect(tx.data.items[0]!.balanceAfter).toBe(balance);
      expect(tx.data.items.reduce((n, t) => n + t.amount, 0)).toBe(balance);
    }
  });

  it('refund info follows the national tiers; a refund request changes the order status', async () => {
    const { call } = make();
    const u = authed((await login(call, '09120000001', 'Sandbox!234')).access_token);
    const pkg = await firstPackage(call, (await guestLogin(call)).access_token, 15);
    const pre = (await (await call('/api2/PreReserves/AddPreReserve', json({ packageNumber: pkg.packageNumber }, u))).json()) as {
      data: { factorId: number; totalPrice: number };
    };
    const notYet = (await (await call(`/api2/Refunds/GetFactorInfo/${pre.data.factorId}`, { headers: u })).json()) as {
      data: { refundable: boolean };
    };
    expect(notYet.data.refundable).toBe(false);
    const pay = (await (
      await call(`/api/v2/payment/token/payment?factor_id=${pre.data.factorId}&callback_url=${encodeURIComponent('http://127.0.0.1/r')}`, {
        headers: u,
      })
    ).json()) as { data: { token: string } };
    await call(`/sandbox/pay/${pay.data.token}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'action=pay',
    });
    const info = (await (await call(`/api2/Refunds/GetFactorInfo/${pre.data.factorId}`, { headers: u })).json()) as {
      data: { refundable: boolean; penalty: number; refundAmount: number };
    };
    // 15 days before arrival: 20 % of one night (two nights booked).
    expect(info.data.refundable).toBe(true);
    expect(info.data.penalty).toBe(Math.round(((pre.data.totalPrice / 2) * 0.2) / 10_000) * 10_000);
    expect(info.data.refundAmount).toBe(pre.data.totalPrice - info.data.penalty);
    expect((await call('/api2/Refunds/RequestRefund', json({ factorId: pre.data.factorId }, u))).status).toBe(200);
    const order = (await (await call(`/reports/DirectReports/ContractSalesReport/${pre.data.factorId}/0/TRUE`, { headers: u })).json()) as {
      data: { status: string };
    };
    expect(order.data.status).toBe('refund_requested');
    expect((await call('/api2/Refunds/RequestRefund', json({ factorId: pre.data.factorId }, u))).status).toBe(409); // a second request is refused as a conflict (already requested)
  });
});
