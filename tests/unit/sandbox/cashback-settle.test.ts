/**
 * Issue 49 point 4, the sandbox's side: a new order's cashback is `pending` while its service lies ahead and is
 * approved (added to the wallet, with a `cashback` transaction) once the service's last day has passed by the
 * sandbox clock; an order cancelled before then has its cashback rejected and nothing credited. Deterministic: the
 * same clock gives the same state, however often it is read. In process and over HTTP; the answers keep their schema.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { todayIn } from '@/lib/dates';
import { BalanceResponse, CashbackListResponse, TransactionsResponse } from '@/server/schemas/account';
import { createSandboxApp, resetSandboxState } from '@/server/sandbox/app';
import { CASHBACK_PERCENT } from '@/server/sandbox/data/accounts';
import { authed, type Call, type HttpSandbox, inProcess, json, login, startHttpSandbox } from './client';
import { contractProblems } from './contract-suite';

const START = Date.UTC(2026, 10, 21, 8, 0, 0);
const DAY = 86_400_000;
const AGENT = '09120000003';

// biome-ignore lint/suspicious/noExplicitAny: answers are read loosely
type Json = Record<string, any>;

interface Clocked {
  call: Call;
  advanceTo(ms: number): void;
}

async function get(call: Call, path: string, token: string): Promise<Json> {
  const res = await call(path, { headers: authed(token) });
  expect(res.status, path).toBe(200);
  return (await res.json()) as Json;
}

/** An attraction order of the agent's on a day at least 3 days ahead, paid from its credit (issued at once). */
async function paidAttractionOrder(call: Call, token: string): Promise<{ factorId: number; payable: number; serviceDate: string }> {
  const detail = (await get(call, '/api/attraction/core/v1/attractions/milad-tower', token)) as {
    attractionId: number;
    dates: { serviceDate: string; remaining: number; prices: { adult: number } }[];
  };
  const soonest = todayIn(START + 3 * DAY);
  const day = detail.dates.find((d) => d.remaining >= 2 && d.serviceDate >= soonest)!;
  const line = {
    key: 'a1',
    details: {
      attractionId: detail.attractionId,
      serviceDate: day.serviceDate,
      tickets: { adult: 1, child: 0, infant: 0 },
      totalPrice: day.prices.adult,
    },
    passengers: [{ type: 'adult', firstName: 'مریم', lastName: 'احمدی', isLeader: true }],
  };
  const data = JSON.stringify([{ typeInfos: { attractions: [line] }, passengerInfos: [], contact: { mobile: AGENT } }]);
  const basket = (await (await call('/api2/Basket/Create', json({ data }, authed(token)))).json()) as Json;
  const booked = await call(
    '/api2/Basket/BasketBook',
    json({ basketId: basket.data.basketId, idempotencyKey: crypto.randomUUID() }, authed(token)),
  );
  expect(booked.status).toBe(200);
  const order = ((await booked.json()) as Json).data as { factorId: number; payable: number };
  const paid = await call(
    '/api/v3/payment/usecredit',
    json({ factorId: order.factorId, amount: order.payable, idempotencyKey: crypto.randomUUID() }, authed(token)),
  );
  expect(paid.status, await paid.clone().text()).toBe(200);
  return { ...order, serviceDate: day.serviceDate };
}

async function state(call: Call, token: string, factorId: number) {
  const list = await get(call, '/api2/Cashback/getList?page=1&pageSize=100', token);
  const balance = await get(call, '/api2/SSO/Users/GetBalance', token);
  const tx = await get(call, '/api/v1/transactionv2/transaction_detail?page=1&pageSize=100', token);
  expect(contractProblems(CashbackListResponse, list)).toEqual([]);
  expect(contractProblems(BalanceResponse, balance)).toEqual([]);
  expect(contractProblems(TransactionsResponse, tx)).toEqual([]);
  return {
    item: (list.data.items as Json[]).find((i) => i.factorId === factorId),
    balance: balance.data.user_balance as number,
    credits: (tx.data.items as Json[]).filter((t) => t.type === 'cashback' && t.factorId === factorId),
  };
}

function settlement(label: string, setup: () => Promise<Clocked>) {
  describe(`cashback settlement: ${label}`, () => {
    it("stays pending until the service's last day has passed, then is credited to the wallet once", async () => {
      const { call, advanceTo } = await setup();
      const token = (await login(call, AGENT, 'Sandbox!234')).access_token;
      const order = await paidAttractionOrder(call, token);
      const amount = Math.floor((order.payable * CASHBACK_PERCENT) / 100);
      const paid = await state(call, token, order.factorId);
      expect(paid.item).toMatchObject({ status: 'pending', amount, purchaseAmount: order.payable });
      expect(paid.credits).toEqual([]);

      // On the service's own day (Tehran, late evening): still pending.
      const serviceDay = Date.parse(`${order.serviceDate}T00:00:00Z`);
      advanceTo(serviceDay + 20 * 3_600_000);
      const sameDayToken = (await login(call, AGENT, 'Sandbox!234')).access_token;
      const onTheDay = await state(call, sameDayToken, order.factorId);
      expect(onTheDay.item!.status).toBe('pending');
      expect(onTheDay.balance).toBe(paid.balance);

      // The next Tehran day: approved, the wallet grows by exactly the cashback, one transaction.
      advanceTo(serviceDay + DAY + 3_600_000);
      const laterToken = (await login(call, AGENT, 'Sandbox!234')).access_token;
      const after = await state(call, laterToken, order.factorId);
      expect(after.item).toMatchObject({ status: 'approved', amount });
      expect(after.balance).toBe(paid.balance + amount);
      expect(after.credits).toHaveLength(1);
      expect(after.credits[0]).toMatchObject({ amount, balanceAfter: paid.balance + amount });
      // Read again (and later): nothing more is credited.
      advanceTo(serviceDay + 5 * DAY);
      const lastToken = (await login(call, AGENT, 'Sandbox!234')).access_token;
      const again = await state(call, lastToken, order.factorId);
      expect(again.balance).toBe(after.balance);
      expect(again.credits).toHaveLength(1);
      // The configuration's approved totals count it.
      const config = await get(call, '/api2/Cashback/configuration', lastToken);
      expect(config.data.cashbackTotalAmount).toBeGreaterThanOrEqual(amount);
    });

    it('an order cancelled before its day has its cashback rejected, and nothing reaches the wallet', async () => {
      const { call, advanceTo } = await setup();
      const token = (await login(call, AGENT, 'Sandbox!234')).access_token;
      const order = await paidAttractionOrder(call, token);
      const cancel = await call('/api/attraction/core/v1/cancel', json({ factorId: order.factorId }, authed(token)));
      expect(cancel.status).toBe(200);
      const cancelled = await state(call, token, order.factorId);
      expect(cancelled.item!.status).toBe('rejected');
      advanceTo(Date.parse(`${order.serviceDate}T00:00:00Z`) + 3 * DAY);
      const later = await state(call, (await login(call, AGENT, 'Sandbox!234')).access_token, order.factorId);
      expect(later.item!.status).toBe('rejected');
      expect(later.credits).toEqual([]);
      expect(later.balance).toBe(cancelled.balance);
    });
  });
}

settlement('in process', async () => {
  resetSandboxState();
  let now = START;
  const app = createSandboxApp({ seed: 41, clock: () => now, firstRoundDelayMs: 0 });
  return { call: inProcess(app), advanceTo: (ms) => (now = ms) };
});

let http: HttpSandbox | undefined;
let httpNow = START;
beforeAll(async () => {
  http = await startHttpSandbox({ seed: 43, clock: () => httpNow, firstRoundDelayMs: 0 });
});
afterAll(async () => {
  await http?.close();
});

settlement('over HTTP', async () => {
  resetSandboxState();
  httpNow = START;
  return { call: http!.call, advanceTo: (ms) => (httpNow = ms) };
});
