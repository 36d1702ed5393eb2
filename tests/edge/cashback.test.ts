import { beforeEach, describe, expect, it, vi } from 'vitest';
import { cashbackAmount, cashbackPercentOf } from '@/lib/money';
import { resetSandboxState } from '@/server/sandbox/app';
import { checkoutHarness, payAtGateway, twoAdultsAndInfant } from './checkout-helpers';

/**
 * Issue 49 point 4 through the real edge and the sandbox (workerd): the cashback configuration the cards and the
 * review read, and the cashback of a paid order credited to the buyer's wallet list with the amount the review showed.
 */
vi.setConfig({ testTimeout: 60_000 });
beforeEach(() => resetSandboxState());

// biome-ignore lint/suspicious/noExplicitAny: answers are read loosely
type Json = Record<string, any>;

describe('cashback', () => {
  it('a paid order credits floor(payable × percent / 100) as pending cashback, the amount the review showed', async () => {
    const h = checkoutHarness();
    await h.login('09120000003');
    const config = ((await (await h.get('/api/cashback/config')).json()) as Json).data;
    const percent = cashbackPercentOf(config);
    expect(percent).toBe(3);
    const before = ((await (await h.get('/api/cashback/list?page=1&pageSize=100')).json()) as Json).data.items as Json[];

    await h.choose({ route: ['THR', 'MHD'], days: 3, adults: 2, infants: 1 });
    expect((await h.post('/api/checkout/flight/passengers', twoAdultsAndInfant())).status).toBe(200);
    const pay = (await (await h.post('/api/checkout/pay', { credit: 'none' })).json()) as Json;
    expect(pay.step).toBe('pay');
    const shown = cashbackAmount(pay.order.payable, percent!);
    // Not before the payment.
    const unpaid = ((await (await h.get('/api/cashback/list?page=1&pageSize=100')).json()) as Json).data.items as Json[];
    expect(unpaid.filter((i) => i.factorId === pay.order.factorId)).toEqual([]);

    expect((await payAtGateway(h, pay.paymentUrl)).status).toBe(303);
    const after = ((await (await h.get('/api/cashback/list?page=1&pageSize=100')).json()) as Json).data.items as Json[];
    expect(after).toHaveLength(before.length + 1);
    expect(after.find((i) => i.factorId === pay.order.factorId)).toMatchObject({
      amount: shown,
      purchaseAmount: pay.order.payable,
      status: 'pending',
    });
  });

  it("a guest has no cashback list (401), and the configuration's message is empty for a guest", async () => {
    const h = checkoutHarness();
    await h.get('/api/session');
    expect((await h.get('/api/cashback/list')).status).toBe(401);
    const config = ((await (await h.get('/api/cashback/config')).json()) as Json).data;
    expect(config.message).toBe('');
  });
});
