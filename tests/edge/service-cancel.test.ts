import { beforeEach, describe, expect, it, vi } from 'vitest';
import { addDays, todayIn } from '@/lib/dates';
import * as messages from '@/lib/messages';
import { attractionCancel } from '@/products/attraction/messages';
import { attractionCheckout } from '@/products/attraction/server/checkout-definition';
import { cipCancel } from '@/products/cip/messages';
import { cipCheckout } from '@/products/cip/server/checkout-definition';
import { resetSandboxState } from '@/server/sandbox/app';
import { SERVICE_CANCEL_FEE_PERCENT } from '@/server/sandbox/routes/service-cancel';
import { checkoutHarness, payAtGateway } from './checkout-helpers';
import { BURJ_KHALIFA, choosePorter, fillBurjKhalifa, postPorterTravellers } from './service-baskets';

/**
 * Cancelling an attraction order and a CIP order from the dashboard through the real edge pipeline and the embedded
 * sandbox, in workerd: the engine's one route (POST /api/account/orders/:factorId/cancel) calls each product's cancel
 * (CheckoutProductDefinition.cancel → the supplier's `POST /api/attraction/core/v1/cancel`). Before the service day what
 * was paid less the 10 % fee goes back once to the payer (the card, or the wallet at once); a second cancel is a
 * Persian 409 that moves no money; on the service day a Persian 409; a stranger is refused.
 */
vi.setConfig({ testTimeout: 60_000 });
beforeEach(() => resetSandboxState());

// biome-ignore lint/suspicious/noExplicitAny: answers are read loosely by the assertions
type Json = Record<string, any>;
const PERSIAN = /[\u0600-\u06FF]/;
type H = ReturnType<typeof checkoutHarness>;

let now = Date.now();
const harness = () => checkoutHarness({ clock: () => now }, () => now);

const attraction = BURJ_KHALIFA;

async function pay(h: H, how: 'card' | 'wallet'): Promise<Json> {
  const paid = (await (await h.post('/api/checkout/pay', { credit: how === 'wallet' ? 'max' : 'none' })).json()) as Json;
  if (how === 'card') await payAtGateway(h, paid.paymentUrl);
  return ((await (await h.get(`/api/checkout/order/${paid.order.factorId}`)).json()) as Json).data as Json;
}

/** A signed-in traveller's Burj Khalifa tickets (2 adults, 1 child) on its first bookable day. */
async function attractionOrder(h: H, user: string, how: 'card' | 'wallet'): Promise<{ order: Json; serviceDate: string }> {
  await h.login(user);
  const { serviceDate } = await fillBurjKhalifa(h, todayIn(now));
  const order = await pay(h, how);
  expect(order).toMatchObject({ status: 'issued', product: 'attraction' });
  return { order, serviceDate };
}

/** A signed-in traveller's IKA departure porter for two, 5 days ahead at noon. */
async function cipOrder(h: H, user: string, how: 'card' | 'wallet'): Promise<{ order: Json; flightDate: string }> {
  await h.login(user);
  const flightDate = addDays(todayIn(now), 5);
  await choosePorter(h, flightDate);
  await postPorterTravellers(h);
  const order = await pay(h, how);
  expect(order).toMatchObject({ status: 'issued', product: 'cip' });
  return { order, flightDate };
}

const balanceOf = async (h: H) => ((await (await h.get('/api/account/balance')).json()) as Json).data.user_balance as number;
const cancel = (h: H, factorId: number) => h.post(`/api/account/orders/${factorId}/cancel`, {});
const refundsOf = async (h: H, factorId: number) =>
  (((await (await h.get('/api/account/refunds?pageSize=50')).json()) as Json).data.items as Json[]).filter((r) => r.factorId === factorId);
const feeOf = (paid: number) => Math.round((paid * SERVICE_CANCEL_FEE_PERCENT) / 100 / 10) * 10;

describe('cancelling an attraction order from the dashboard', () => {
  it('paid by card: before the visit’s day, what was paid less 10 % goes back to the card once', async () => {
    now = Date.now();
    const h = harness();
    const { order, serviceDate } = await attractionOrder(h, '09120000001', 'card');
    const before = await balanceOf(h);
    const headers = { 'X-Provider-Code': 'edge-tests', 'Content-Type': 'application/json' };
    const guest = await h.sandbox.request('/auth/Login', {
      method: 'POST',
      headers,
      body: JSON.stringify({ username: 'guest', password: 'guest' }),
    });
    const token = ((await guest.json()) as Json).access_token as string;
    const left = async () => {
      const res = await h.sandbox.request(`/api/attraction/core/v1/attractions/${attraction.id}`, {
        headers: { ...headers, Authorization: token },
      });
      return ((await res.json()) as Json).dates.find((d: Json) => d.serviceDate === serviceDate).remaining as number;
    };
    const held = await left();
    expect((await h.get(`/api/tickets/${order.factorId}.pdf`)).status).toBe(200);
    const res = await cancel(h, order.factorId);
    expect(res.status).toBe(200);
    const out = ((await res.json()) as Json).data as Json;
    expect(out).toEqual({ refundAmount: order.payable - feeOf(order.payable), fee: feeOf(order.payable), refundedTo: 'card' });
    // The tickets are cancelled now, before the bank pays: their three places are on sale again, the voucher is void.
    expect(await left()).toBe(held + 3);
    const voucher = await h.get(`/api/tickets/${order.factorId}.pdf`);
    expect(voucher.status).toBe(409);
    expect(((await voucher.json()) as Json).message).toBe(messages.tickets.cancelled);
    expect((await h.get(`/api/tickets/${order.factorId}-attraction.pdf`)).status).toBe(409);
    expect(await balanceOf(h)).toBe(before);
    expect(await refundsOf(h, order.factorId)).toEqual([
      expect.objectContaining({ refundAmount: out.refundAmount, destination: 'card', status: 'approved' }),
    ]);
    const again = await cancel(h, order.factorId);
    expect(again.status).toBe(409);
    expect(((await again.json()) as Json).message).toMatch(PERSIAN);
    expect(await refundsOf(h, order.factorId)).toHaveLength(1);
    // The order says so in the dashboard's list.
    const listed = (
      ((await (await h.post('/api/account/orders', { reportName: 'orders', page: 1, pageSize: 50 })).json()) as Json).data.items as Json[]
    ).find((o) => o.factorId === order.factorId);
    expect(listed?.status).toBe('refund_requested');
    expect(listed?.documents).toEqual([]);
  });

  it('on the visit’s day it is refused in Persian, and the product’s own check says so first', async () => {
    now = Date.now();
    const h = harness();
    const { order, serviceDate } = await attractionOrder(h, '09120000001', 'card');
    now = Date.parse(`${serviceDate}T06:00:00Z`);
    const res = await cancel(h, order.factorId);
    expect(res.status).toBe(409);
    expect(((await res.json()) as Json).message).toBe(attractionCancel.started);
    expect(await refundsOf(h, order.factorId)).toHaveLength(0);
    const check = attractionCheckout.cancel!;
    const row = { factorId: order.factorId, product: 'attraction', status: 'issued', fromDate: serviceDate };
    expect(check.refusal(row, addDays(serviceDate, -1))).toBeNull();
    expect(check.refusal(row, serviceDate)).toBe(attractionCancel.started);
    expect(check.refusal({ ...row, status: 'refunded' }, addDays(serviceDate, -3))).toBe(attractionCancel.notIssued);
  });
});

describe('cancelling a CIP order from the dashboard', () => {
  it('paid from the wallet: before the flight’s day the refund is in the wallet at once, once', async () => {
    now = Date.now();
    const h = harness();
    const { order } = await cipOrder(h, '09120000003', 'wallet');
    const before = await balanceOf(h);
    const res = await cancel(h, order.factorId);
    expect(res.status).toBe(200);
    const out = ((await res.json()) as Json).data as Json;
    expect(out).toEqual({ refundAmount: order.payable - feeOf(order.payable), fee: feeOf(order.payable), refundedTo: 'wallet' });
    expect(await balanceOf(h)).toBe(before + out.refundAmount);
    const again = await cancel(h, order.factorId);
    expect(again.status).toBe(409);
    expect(((await again.json()) as Json).message).toMatch(PERSIAN);
    expect(await balanceOf(h)).toBe(before + out.refundAmount);
    expect(await refundsOf(h, order.factorId)).toEqual([expect.objectContaining({ destination: 'wallet', status: 'paid' })]);
  });

  it('paid by card: cancelled, its refund pending at the bank, the voucher is void at once', async () => {
    now = Date.now();
    const h = harness();
    const { order } = await cipOrder(h, '09120000001', 'card');
    expect((await h.get(`/api/tickets/${order.factorId}.pdf`)).status).toBe(200);
    const res = await cancel(h, order.factorId);
    expect(((await res.json()) as Json).data.refundedTo).toBe('card');
    const voucher = await h.get(`/api/tickets/${order.factorId}.pdf`);
    expect(voucher.status).toBe(409);
    expect(((await voucher.json()) as Json).message).toBe(messages.tickets.cancelled);
    const listed = (
      ((await (await h.post('/api/account/orders', { reportName: 'orders', page: 1, pageSize: 50 })).json()) as Json).data.items as Json[]
    ).find((o) => o.factorId === order.factorId);
    expect(listed).toMatchObject({ status: 'refund_requested', documents: [] });
  });

  it('on the flight’s day refused in Persian; a stranger’s cancel is not found', async () => {
    now = Date.now();
    const h = harness();
    const { order, flightDate } = await cipOrder(h, '09120000001', 'card');
    const stranger = harness();
    await stranger.login('09120000004');
    const other = await cancel(stranger, order.factorId);
    expect(other.status).toBe(404);
    expect(((await other.json()) as Json).message).toMatch(PERSIAN);
    now = Date.parse(`${flightDate}T06:00:00Z`);
    const res = await cancel(h, order.factorId);
    expect(res.status).toBe(409);
    expect(((await res.json()) as Json).message).toBe(cipCancel.started);
    const check = cipCheckout.cancel!;
    const row = { factorId: order.factorId, product: 'cip', status: 'issued', fromDate: flightDate };
    expect(check.refusal(row, addDays(flightDate, -1))).toBeNull();
    expect(check.refusal(row, flightDate)).toBe(cipCancel.started);
  });
});
