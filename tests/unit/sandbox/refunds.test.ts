/**
 * The sandbox's seeded flight orders (contracts §2) and its refund calls over the real HTTP contract: the quote from
 * the flight's own cancellation table, the request per passenger to the wallet or the card, owner-only, and a
 * second request refused without moving money.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { penaltyAmount } from '@/products/flight/model/refund-penalty';
import { ticketTaxes } from '@/server/sandbox/data/flights';
import { createSandboxApp, resetSandboxState } from '@/server/sandbox/app';
import { authed, inProcess, json, login, type Call } from './client';

const START = Date.UTC(2026, 10, 24, 8, 0, 0);
const PW = 'Sandbox!234';

beforeEach(() => resetSandboxState());

function make(seed = 1405) {
  let now = START;
  const call: Call = inProcess(createSandboxApp({ seed, clock: () => now, firstRoundDelayMs: 0, publicBaseUrl: 'http://sandbox.test' }));
  return { call, advance: (ms: number) => (now += ms) };
}

interface OrderRow {
  factorId: number;
  product: string;
  status: string;
  title: string;
  fromDate: string;
  toDate: string;
  totalPrice: number;
  refundable: boolean;
  passengersCount: number;
}
interface Quote {
  refundable: boolean;
  reason: string | null;
  penalty: number;
  refundAmount: number;
  legs: { leg: string; hoursBefore: number; currentRow: number | null; penaltyPercent: number | null; rules: unknown[] }[];
  passengers: {
    passengerIndex: number;
    type: string;
    refunded: boolean;
    refundable: boolean;
    price: number;
    penalty: number;
    refundAmount: number;
  }[];
}

async function flightOrders(call: Call, token: string): Promise<OrderRow[]> {
  const res = await call('/reports/DirectReports/Run', json({ pageSize: 50 }, authed(token)));
  const body = (await res.json()) as { data: { items: OrderRow[] } };
  return body.data.items.filter((o) => o.product === 'flight' && o.status === 'issued' && o.refundable);
}

async function quote(call: Call, token: string, id: number): Promise<{ status: number; data: Quote }> {
  const res = await call(`/api2/Refunds/GetFactorInfo/${id}`, { headers: authed(token) });
  return { status: res.status, data: ((await res.json()) as { data: Quote }).data };
}

const balance = async (call: Call, token: string) =>
  ((await (await call('/api2/SSO/Users/GetBalance', { headers: authed(token) })).json()) as { data: { user_balance: number } }).data
    .user_balance;

describe('seeded flight orders of 09120000001', () => {
  it('has an issued THR→MHD one-way (2 adults + infant) and an IKA→IST return, both ahead of the clock', async () => {
    const { call } = make();
    const { access_token } = await login(call, '09120000001', PW);
    const orders = await flightOrders(call, access_token);
    const domestic = orders.find((o) => o.fromDate === o.toDate);
    const intl = orders.find((o) => o.fromDate !== o.toDate);
    expect(domestic?.passengersCount).toBe(3);
    expect(domestic?.title).toContain('مشهد');
    expect(intl?.title).toContain('استانبول');
    expect(domestic!.fromDate > '2026-11-24').toBe(true);
    const q = await quote(call, access_token, domestic!.factorId);
    expect(q.data.passengers.map((p) => p.type)).toEqual(['adult', 'adult', 'infant']);
    const iq = await quote(call, access_token, intl!.factorId);
    expect(iq.data.legs.map((l) => l.leg)).toEqual(['outbound', 'return']);
  });

  it('is the same for every seed the tests use (a refundable flight is always found)', async () => {
    for (const seed of [1, 31, 1405]) {
      resetSandboxState();
      const { call } = make(seed);
      const { access_token } = await login(call, '09120000001', PW);
      expect((await flightOrders(call, access_token)).length, `seed ${seed}`).toBe(2);
    }
  });
});

describe('flight refund', () => {
  it('quotes from the cancellation table by hours before departure, then refunds to the wallet once', async () => {
    const { call } = make();
    const { access_token: token } = await login(call, '09120000001', PW);
    const [order] = (await flightOrders(call, token)).filter((o) => o.fromDate === o.toDate);
    const q = await quote(call, token, order!.factorId);
    expect(q.status).toBe(200);
    expect(q.data.refundable).toBe(true);
    const leg = q.data.legs[0]!;
    // 10+ days ahead: the first row (from booking to 72 h before).
    expect(leg.hoursBefore).toBeGreaterThan(72);
    expect(leg.currentRow).toBe(0);
    for (const p of q.data.passengers) {
      // Issue 48: the percent is of the base fare; the ticket's taxes come back whole (none on an infant's).
      const taxes = ticketTaxes(p.price, p.type as 'adult' | 'child' | 'infant');
      expect(p.penalty).toBe(penaltyAmount(p.price - taxes, leg.penaltyPercent!));
      if (p.type !== 'infant') expect(p.penalty).toBeLessThan(penaltyAmount(p.price, leg.penaltyPercent!));
      expect(p.refundAmount).toBeGreaterThanOrEqual(taxes);
      expect(p.penalty + p.refundAmount).toBe(p.price);
    }
    expect((leg.rules as { basis?: string }[])[0]!.basis).toBe('base');
    expect(q.data.refundAmount).toBe(q.data.passengers.reduce((n, p) => n + p.refundAmount, 0));

    const before = await balance(call, token);
    const res = await call('/api2/Refunds/RequestRefund', json({ factorId: order!.factorId, destination: 'wallet' }, authed(token)));
    expect(res.status).toBe(200);
    const refund = ((await res.json()) as { data: { status: string; refundAmount: number; passengers: number[] } }).data;
    expect(refund.status).toBe('paid');
    expect(refund.passengers).toEqual([0, 1, 2]);
    expect(refund.refundAmount).toBe(q.data.refundAmount);
    expect(await balance(call, token)).toBe(before + q.data.refundAmount);

    // The order is refunded; a second request is refused and moves no money.
    const again = await call('/api2/Refunds/RequestRefund', json({ factorId: order!.factorId, destination: 'wallet' }, authed(token)));
    expect(again.status).toBe(409);
    expect(await balance(call, token)).toBe(before + q.data.refundAmount);
    const after = await quote(call, token, order!.factorId);
    expect(after.data.refundable).toBe(false);
    expect(after.data.reason).toBeTruthy();
  });

  it('refunds chosen passengers only, never an infant left without an adult, and never the same passenger twice', async () => {
    const { call } = make();
    const { access_token: token } = await login(call, '09120000001', PW);
    const [order] = (await flightOrders(call, token)).filter((o) => o.fromDate === o.toDate);
    const id = order!.factorId;
    const send = (body: object) => call('/api2/Refunds/RequestRefund', json({ factorId: id, ...body }, authed(token)));
    expect((await send({ passengers: [9] })).status).toBe(400);
    expect((await send({ passengers: [1] })).status).toBe(200);
    expect((await send({ passengers: [1] })).status).toBe(409);
    // Refunding the last adult alone would leave the infant without one.
    const alone = await send({ passengers: [0] });
    expect(alone.status).toBe(400);
    expect(((await alone.json()) as { message: string }).message).toContain('نوزاد');
    const q = await quote(call, token, id);
    expect(q.data.passengers.map((p) => p.refunded)).toEqual([false, true, false]);
    const card = await send({ passengers: [0, 2], destination: 'card' });
    expect(card.status).toBe(200);
    expect(((await card.json()) as { data: { status: string } }).data.status).toBe('approved');
    const orders = (await (await call('/reports/DirectReports/Run', json({ pageSize: 50 }, authed(token)))).json()) as {
      data: { items: OrderRow[] };
    };
    expect(orders.data.items.find((o) => o.factorId === id)?.status).toBe('refund_requested');
  });

  it('uses a steeper row close to departure and refuses after departure', async () => {
    const { call, advance } = make();
    const { access_token: token } = await login(call, '09120000001', PW);
    const [order] = (await flightOrders(call, token)).filter((o) => o.fromDate === o.toDate);
    const first = await quote(call, token, order!.factorId);
    const hours = first.data.legs[0]!.hoursBefore;
    advance((hours - 48) * 3_600_000); // 48 h before: the «۷۲ تا ۲۴» row (a fresh login: the old token expired)
    const { access_token: later } = await login(call, '09120000001', PW);
    const near = await quote(call, later, order!.factorId);
    expect(near.data.legs[0]!.currentRow).toBe(1);
    expect(near.data.legs[0]!.penaltyPercent!).toBeGreaterThan(first.data.legs[0]!.penaltyPercent!);
    advance(49 * 3_600_000); // an hour after departure
    const { access_token: last } = await login(call, '09120000001', PW);
    const late = await quote(call, last, order!.factorId);
    expect(late.data.refundable).toBe(false);
    expect(late.data.reason).toContain('گذشته');
    const res = await call('/api2/Refunds/RequestRefund', json({ factorId: order!.factorId }, authed(last)));
    expect(res.status).toBe(400);
  });

  it('is owner-only: another account gets 404 for the quote and the request', async () => {
    const { call } = make();
    const { access_token: owner } = await login(call, '09120000001', PW);
    const [order] = await flightOrders(call, owner);
    const { access_token: other } = await login(call, '09120000004', PW);
    expect((await quote(call, other, order!.factorId)).status).toBe(404);
    const res = await call('/api2/Refunds/RequestRefund', json({ factorId: order!.factorId }, authed(other)));
    expect(res.status).toBe(404);
  });
});
