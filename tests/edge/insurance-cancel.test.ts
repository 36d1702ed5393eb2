import { beforeEach, describe, expect, it, vi } from 'vitest';
import { addDays, todayIn } from '@/lib/dates';
import * as messages from '@/lib/messages';
import { insuranceCancel } from '@/products/insurance/messages';
import { insuranceCheckout } from '@/products/insurance/server/checkout-definition';
import { resetSandboxState } from '@/server/sandbox/app';
import { checkoutHarness, payAtGateway } from './checkout-helpers';
import { insuranceTrip } from './insurance-trip';

/**
 * Cancelling an insurance order from the dashboard through the real edge pipeline and the embedded sandbox, in
 * workerd: the engine's one route (POST /api/account/orders/:factorId/cancel) calls the product's cancel
 * (CheckoutProductDefinition.cancel → the insurer's CancelContract). Before the first day the premium less the fee goes
 * back once to the payer (a card payment to the card, a wallet payment to the wallet at once); a second cancel is a
 * Persian 409 that moves no money; on the first day and after, a Persian 409; a guest or a stranger is refused.
 */
vi.setConfig({ testTimeout: 60_000 });
beforeEach(() => resetSandboxState());

// biome-ignore lint/suspicious/noExplicitAny: answers are read loosely by the assertions
type Json = Record<string, any>;
const PERSIAN = /[\u0600-\u06FF]/;
const DAY = 86_400_000;

let now = Date.now();
const today = todayIn(now);
const { start, end, bornBefore, insured } = insuranceTrip(today);

type H = ReturnType<typeof checkoutHarness>;

/** A signed-in traveller's insurance order for two, paid by card at the gateway or wholly from the wallet. */
async function insuranceOrder(h: H, user: string, pay: 'card' | 'wallet'): Promise<Json> {
  await h.login(user);
  const round = (await (await h.get(`/stream/insurance/tr-istanbul?startDate=${start}&endDate=${end}&ages=30,40`)).text()).split('\n')[0]!;
  const plan = (JSON.parse(round) as Json).items.find((p: Json) => p.coversAll);
  const chosen = await h.post('/api/basket/insurances', {
    destination: 'tr-istanbul',
    startDate: start,
    endDate: end,
    ages: [30, 40],
    planId: plan.id,
  });
  expect(chosen.status).toBe(200);
  const travellers = await h.post('/api/checkout/insurance/travellers', {
    travellers: [insured(bornBefore(30), 0), insured(bornBefore(40), 1)],
    mobile: '09127776655',
    email: '',
  });
  expect(travellers.status).toBe(200);
  const paid = (await (await h.post('/api/checkout/pay', { credit: pay === 'wallet' ? 'max' : 'none' })).json()) as Json;
  if (pay === 'card') await payAtGateway(h, paid.paymentUrl);
  const order = ((await (await h.get(`/api/checkout/order/${paid.order.factorId}`)).json()) as Json).data as Json;
  expect(order).toMatchObject({ status: 'issued', product: 'insurance' });
  return order;
}

const balanceOf = async (h: H) => ((await (await h.get('/api/account/balance')).json()) as Json).data.user_balance as number;
const cancel = (h: H, factorId: number) => h.post(`/api/account/orders/${factorId}/cancel`, {});
const refundsOf = async (h: H, factorId: number) =>
  (((await (await h.get('/api/account/refunds?pageSize=50')).json()) as Json).data.items as Json[]).filter((r) => r.factorId === factorId);

describe('cancelling an insurance order from the dashboard', () => {
  it('paid by card: before the first day, the premium less the fee goes back to the card once; a second cancel is a Persian 409', async () => {
    now = Date.now();
    const h = checkoutHarness({ clock: () => now }, () => now);
    const order = await insuranceOrder(h, '09120000001', 'card');
    const before = await balanceOf(h);
    const res = await cancel(h, order.factorId);
    expect(res.status).toBe(200);
    const out = ((await res.json()) as Json).data as Json;
    expect(out.refundedTo).toBe('card');
    expect(out.fee).toBeGreaterThan(0);
    expect(out.refundAmount).toBe(order.payable - out.fee);
    // Not to the wallet: the card it came from (the bank transfers it); one refund recorded.
    expect(await balanceOf(h)).toBe(before);
    const refunds = await refundsOf(h, order.factorId);
    expect(refunds).toEqual([expect.objectContaining({ refundAmount: out.refundAmount, destination: 'card', status: 'approved' })]);

    const again = await cancel(h, order.factorId);
    expect(again.status).toBe(409);
    expect(((await again.json()) as Json).message).toMatch(PERSIAN);
    expect(await balanceOf(h)).toBe(before);
    expect(await refundsOf(h, order.factorId)).toHaveLength(1);
  });

  it('paid from the wallet: the refund is in the wallet at once', async () => {
    now = Date.now();
    const h = checkoutHarness({ clock: () => now }, () => now);
    const order = await insuranceOrder(h, '09120000003', 'wallet');
    const before = await balanceOf(h);
    const out = ((await (await cancel(h, order.factorId)).json()) as Json).data as Json;
    expect(out.refundedTo).toBe('wallet');
    expect(await balanceOf(h)).toBe(before + out.refundAmount);
    const again = await cancel(h, order.factorId);
    expect(again.status).toBe(409);
    expect(await balanceOf(h)).toBe(before + out.refundAmount);
  });

  it('on the first day of the trip it is refused in Persian, and the product’s own check says so first', async () => {
    now = Date.now();
    const h = checkoutHarness({ clock: () => now }, () => now);
    const order = await insuranceOrder(h, '09120000001', 'card');
    now += 6 * DAY;
    const res = await cancel(h, order.factorId);
    expect(res.status).toBe(409);
    const body = (await res.json()) as Json;
    expect(body.succeed).toBe(false);
    expect(body.message).toMatch(PERSIAN);
    expect(body.message).toContain('شروع');
    expect(await refundsOf(h, order.factorId)).toHaveLength(0);
    // The dashboard's check (the button shown or not) on the order row.
    const check = insuranceCheckout.cancel!;
    const row = { factorId: order.factorId, product: 'insurance', status: 'issued', fromDate: start };
    expect(check.refusal(row, addDays(start, -1))).toBeNull();
    expect(check.refusal(row, start)).toBe(insuranceCancel.started);
    expect(check.refusal({ ...row, status: 'refunded' }, today)).toBe(insuranceCancel.notIssued);
  });

  it('a guest is asked to log in; another account’s order is not found; a bad id is a 400', async () => {
    now = Date.now();
    const h = checkoutHarness({ clock: () => now }, () => now);
    const order = await insuranceOrder(h, '09120000001', 'card');
    const stranger = checkoutHarness({ clock: () => now }, () => now);
    await stranger.get('/api/session');
    expect((await cancel(stranger, order.factorId)).status).toBe(401);
    await stranger.login('09120000004');
    const other = await cancel(stranger, order.factorId);
    expect(other.status).toBe(404);
    expect(((await other.json()) as Json).message).toMatch(PERSIAN);
    expect((await cancel(h, 0)).status).toBe(400);
    expect(((await (await cancel(h, 0)).json()) as Json).message).toBe(messages.checkout.badOrderId);
  });
});
