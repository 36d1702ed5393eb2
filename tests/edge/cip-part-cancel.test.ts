import { beforeEach, describe, expect, it, vi } from 'vitest';
import { addDays, todayIn } from '@/lib/dates';
import * as messages from '@/lib/messages';
import { cipCancel } from '@/products/cip/messages';
import { resetSandboxState } from '@/server/sandbox/app';
import { SERVICE_CANCEL_FEE_PERCENT } from '@/server/sandbox/routes/service-cancel';
import { pdfPages } from '../unit/tickets/pdf-text';
import { checkoutHarness, payAtGateway, twoAdultsAndInfant } from './checkout-helpers';
import { choosePorter, postPorterTravellers } from './service-baskets';

/**
 * Issue 47: a CIP service taken with a flight is booked into the flight's order. Its voucher is a document of that
 * order of its own, and it is cancelled on its own from the dashboard (POST /api/account/orders/:id/cancel
 * `{ part: 'cip' }`) before its service day by the CIP's rule (its share of what was paid less 10 %), to the payer
 * once. The flight's ticket stays valid and the order stays issued. Real edge pipeline and sandbox, in workerd.
 */
vi.setConfig({ testTimeout: 90_000 });
beforeEach(() => resetSandboxState());

// biome-ignore lint/suspicious/noExplicitAny: answers are read loosely by the assertions
type Json = Record<string, any>;
type H = ReturnType<typeof checkoutHarness>;
const PERSIAN = /[\u0600-\u06FF]/;
const DAY = 86_400_000;

// The clock runs (the flight search's rounds come with time); a test moves it on by `offset`.
let offset = 0;
const clock = () => Date.now() + offset;
const harness = () => checkoutHarness({ clock }, clock);
const CIP_DAYS = 5;

/** A flight THR→MHD for 2 adults and an infant, with IKA's departure porter for two, paid by card or from the wallet. */
async function flightWithCip(h: H, user: string, how: 'card' | 'wallet'): Promise<{ order: Json; cipPrice: number }> {
  await h.login(user);
  await h.choose({ route: ['THR', 'MHD'], days: 3, adults: 2, infants: 1 });
  const flightDate = addDays(todayIn(clock()), CIP_DAYS);
  const pkg = await choosePorter(h, flightDate);
  expect((await h.post('/api/checkout/flight/passengers', twoAdultsAndInfant())).status).toBe(200);
  await postPorterTravellers(h);
  let out = (await (await h.post('/api/checkout/pay', { credit: how === 'wallet' ? 'max' : 'none' })).json()) as Json;
  if (out.step === 'price-changed')
    out = (await (
      await h.post('/api/checkout/pay', { credit: how === 'wallet' ? 'max' : 'none', acceptedPrice: out.newPrice })
    ).json()) as Json;
  if (how === 'card') expect((await payAtGateway(h, out.paymentUrl)).status).toBe(303);
  const order = ((await (await h.get(`/api/checkout/order/${out.order.factorId}`)).json()) as Json).data as Json;
  expect(order).toMatchObject({ status: 'issued', product: 'flight', paid: true });
  // Two adults, no extras, no extra guest: the service's list price.
  return { order, cipPrice: 2 * pkg.prices.adult };
}

const cancelPart = (h: H, factorId: number, part = 'cip') => h.post(`/api/account/orders/${factorId}/cancel`, { part });
const balanceOf = async (h: H) => ((await (await h.get('/api/account/balance')).json()) as Json).data.user_balance as number;
const refundsOf = async (h: H, factorId: number) =>
  (((await (await h.get('/api/account/refunds?pageSize=50')).json()) as Json).data.items as Json[]).filter((r) => r.factorId === factorId);
const listed = async (h: H, factorId: number) =>
  (((await (await h.post('/api/account/orders', { pageSize: 50 })).json()) as Json).data.items as Json[]).find(
    (o) => o.factorId === factorId,
  );
/** The CIP's share of what was paid (its price over the order's gross, of the payable) less the 10 % fee (to 10 rial). */
const expected = (order: Json, cipPrice: number) => {
  const paid = Math.round((cipPrice * order.payable) / order.grossPrice);
  const fee = Math.round((paid * SERVICE_CANCEL_FEE_PERCENT) / 100 / 10) * 10;
  return { refund: paid - fee, fee };
};

describe('a CIP service booked into a flight’s order', () => {
  it('paid by card: its voucher is its own document; cancelled alone, its share less 10 % goes to the card once, the flight ticket stays valid', async () => {
    offset = 0;
    const h = harness();
    const { order, cipPrice } = await flightWithCip(h, '09120000001', 'card');
    expect(cipPrice).toBeGreaterThan(0);
    expect(order.documents.map((d: Json) => [d.id, d.kind])).toEqual([
      ['flight', 'ticket'],
      ['cip', 'voucher'],
    ]);
    expect(order.parts).toEqual([
      expect.objectContaining({ product: 'cip', fromDate: addDays(todayIn(clock()), CIP_DAYS), status: 'issued' }),
    ]);
    const voucher = await h.get(`/api/tickets/${order.factorId}-cip.pdf`);
    expect(voucher.status).toBe(200);
    expect((await pdfPages(new Uint8Array(await voucher.arrayBuffer())))[0]).toContain('W5 1061');
    const before = await balanceOf(h);

    const res = await cancelPart(h, order.factorId);
    expect(res.status).toBe(200);
    const out = ((await res.json()) as Json).data as Json;
    const want = expected(order, cipPrice);
    expect(out).toEqual({ refundAmount: want.refund, fee: want.fee, refundedTo: 'card' });
    expect(await balanceOf(h)).toBe(before);
    expect(await refundsOf(h, order.factorId)).toEqual([
      expect.objectContaining({ refundAmount: want.refund, penalty: want.fee, destination: 'card', status: 'approved' }),
    ]);

    // The order is still issued with the flight's ticket only; the CIP voucher is gone, the ticket downloads.
    const after = ((await (await h.get(`/api/checkout/order/${order.factorId}`)).json()) as Json).data as Json;
    expect(after.status).toBe('issued');
    expect(after.documents.map((d: Json) => d.id)).toEqual(['flight']);
    expect(after.parts).toEqual([expect.objectContaining({ product: 'cip', status: 'cancelled' })]);
    expect((await h.get(`/api/tickets/${order.factorId}-cip.pdf`)).status).toBe(404);
    const ticket = await h.get(`/api/tickets/${order.factorId}-flight.pdf`);
    expect(ticket.status).toBe(200);
    expect(ticket.headers.get('Content-Type')).toBe('application/pdf');
    const row = await listed(h, order.factorId);
    expect(row).toMatchObject({ status: 'issued', documents: [expect.objectContaining({ id: 'flight' })] });
    expect(row!.parts[0].status).toBe('cancelled');

    // Twice: a Persian 409, no money moves.
    const again = await cancelPart(h, order.factorId);
    expect(again.status).toBe(409);
    expect(((await again.json()) as Json).message).toMatch(PERSIAN);
    expect(await refundsOf(h, order.factorId)).toHaveLength(1);
  });

  it('paid from the wallet: the CIP’s share less 10 % is in the wallet at once', async () => {
    offset = 0;
    const h = harness();
    const { order, cipPrice } = await flightWithCip(h, '09120000003', 'wallet');
    expect(order.creditPaid).toBe(order.payable);
    const before = await balanceOf(h);
    const out = ((await (await cancelPart(h, order.factorId)).json()) as Json).data as Json;
    const want = expected(order, cipPrice);
    expect(out).toEqual({ refundAmount: want.refund, fee: want.fee, refundedTo: 'wallet' });
    expect(await balanceOf(h)).toBe(before + want.refund);
    const after = ((await (await h.get(`/api/checkout/order/${order.factorId}`)).json()) as Json).data as Json;
    expect(after).toMatchObject({ status: 'issued', documents: [expect.objectContaining({ id: 'flight' })] });
  });

  it('on the CIP’s day refused in Persian by the CIP’s own rule; a part the order lacks, a guest and a stranger are refused', async () => {
    offset = 0;
    const h = harness();
    const { order } = await flightWithCip(h, '09120000001', 'card');
    // A part the order does not hold (or whose product does not cancel parts): the engine's «not offered».
    const none = await cancelPart(h, order.factorId, 'hotel');
    expect(none.status).toBe(409);
    expect(((await none.json()) as Json).message).toBe(messages.orderCancel.notOffered);
    // A stranger: not found (the order is not theirs); a guest: log in first.
    const stranger = harness();
    await stranger.get('/api/session');
    expect((await cancelPart(stranger, order.factorId)).status).toBe(401);
    await stranger.login('09120000004');
    expect((await cancelPart(stranger, order.factorId)).status).toBe(404);
    // On the CIP's own day: the product's refusal, and nothing moves.
    offset += CIP_DAYS * DAY;
    const late = await cancelPart(h, order.factorId);
    expect(late.status).toBe(409);
    expect(((await late.json()) as Json).message).toBe(cipCancel.started);
    expect(await refundsOf(h, order.factorId)).toHaveLength(0);
    expect(((await (await h.get(`/api/checkout/order/${order.factorId}`)).json()) as Json).data.documents).toHaveLength(2);
  });
});
