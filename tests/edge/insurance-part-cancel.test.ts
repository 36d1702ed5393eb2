import { beforeEach, describe, expect, it, vi } from 'vitest';
import { addDays, todayIn } from '@/lib/dates';
import * as messages from '@/lib/messages';
import { insuranceDocument } from '@/products/insurance/messages';
import { insuranceCheckout } from '@/products/insurance/server/checkout-definition';
import { CHECKOUT_PRODUCTS } from '@/products/registry.server';
import { partCancels } from '@/server/checkout/products';
import { resetSandboxState } from '@/server/sandbox/app';
import { pdfPages } from '../unit/tickets/pdf-text';
import { checkoutHarness, payAtGateway, twoAdultsAndInfant } from './checkout-helpers';

/**
 * An insurance bought inside a flight-led order (issue 46) is cancelled from the dashboard on its own, before its
 * first day: the engine's one cancel route with `{ part: 'insurance' }` (the order's document of a product whose cancel
 * works `asPart`) calls the insurer's CancelContract; the order stays issued, the flight ticket stays listed and
 * downloadable, the contract says it is cancelled and is no longer offered for cancelling; a second call, a whole-order
 * cancel of the flight and an unknown part are Persian 409s; a bad part a 400.
 */
vi.setConfig({ testTimeout: 120_000 });
beforeEach(() => resetSandboxState());

// biome-ignore lint/suspicious/noExplicitAny: answers are read loosely by the assertions
type Json = Record<string, any>;
const PERSIAN = /[\u0600-\u06FF]/;

const today = todayIn(Date.now());
const start = addDays(today, 6);
const end = addDays(today, 12);

describe('an insurance inside a flight order', () => {
  it('is cancelled on its own before its first day; the flight ticket stays valid', async () => {
    const h = checkoutHarness();
    await h.login('09120000001');
    await h.choose({ route: ['THR', 'MHD'], days: 3, adults: 2, infants: 1 });
    const round = (await (await h.get(`/stream/insurance/tr-istanbul?startDate=${start}&endDate=${end}&ages=30`)).text()).split('\n')[0]!;
    const plan = (JSON.parse(round) as Json).items.find((p: Json) => p.coversAll);
    const chosen = await h.post('/api/basket/insurances', {
      destination: 'tr-istanbul',
      startDate: start,
      endDate: end,
      ages: [30],
      planId: plan.id,
    });
    expect(chosen.status).toBe(200);
    expect((await h.post('/api/checkout/flight/passengers', twoAdultsAndInfant())).status).toBe(200);
    const insured = await h.post('/api/checkout/insurance/travellers', {
      travellers: [
        {
          fnameEn: 'Maryam',
          lnameEn: 'Ahmadi',
          gender: 'FEMALE',
          isIranian: true,
          nationalCode: '0012345679',
          nationality: 'IR',
          passportNumber: 'X01234567',
          passportExpiry: `${Number(start.slice(0, 4)) + 3}-01-01`,
          birthDate: '1990-05-01',
        },
      ],
      mobile: '09121234567',
      email: '',
    });
    expect(insured.status).toBe(200);
    let out = (await (await h.post('/api/checkout/pay', { credit: 'none' })).json()) as Json;
    if (out.step === 'price-changed')
      out = (await (await h.post('/api/checkout/pay', { credit: 'none', acceptedPrice: out.newPrice })).json()) as Json;
    expect(out.step).toBe('pay');
    await payAtGateway(h, out.paymentUrl);
    const factorId = out.order.factorId as number;
    const orderOf = async () => ((await (await h.get(`/api/checkout/order/${factorId}`)).json()) as Json).data as Json;
    const order = await orderOf();
    expect(order).toMatchObject({ product: 'flight', status: 'issued' });
    expect(order.documents.map((d: Json) => d.id)).toEqual(['flight', 'insurance']);
    // The dashboard's rule: the insurance part is offered for cancelling, the flight-led order as a whole is not.
    expect(partCancels(CHECKOUT_PRODUCTS, order as never).map((p) => [p.part.product, p.part.status])).toEqual([['insurance', 'issued']]);
    expect(insuranceCheckout.cancel!.refusal({ ...(order as never as object), fromDate: start } as never, today)).toBeNull();

    // The flight itself is not cancelled from here; a part the order does not hold is not either; a bad part is 400.
    const whole = await h.post(`/api/account/orders/${factorId}/cancel`, {});
    expect(whole.status).toBe(409);
    expect(((await whole.json()) as Json).message).toBe(messages.orderCancel.notOffered);
    expect((await h.post(`/api/account/orders/${factorId}/cancel`, { part: 'cip' })).status).toBe(409);
    expect((await h.post(`/api/account/orders/${factorId}/cancel`, { part: '../x' })).status).toBe(400);

    const res = await h.post(`/api/account/orders/${factorId}/cancel`, { part: 'insurance' });
    expect(res.status).toBe(200);
    const done = ((await res.json()) as Json).data as Json;
    expect(done.refundedTo).toBe('card');
    expect(done.refundAmount).toBeGreaterThan(0);
    expect(done.refundAmount).toBeLessThan(order.payable);

    const after = await orderOf();
    // The order stays issued: its tickets are valid; the contract is marked cancelled and no longer offered.
    expect(after.status).toBe('issued');
    expect(after.documents).toEqual([
      expect.objectContaining({ id: 'flight', kind: 'ticket' }),
      expect.objectContaining({ id: 'insurance', kind: 'contract', cancelled: true }),
    ]);
    expect(after.documents[0].cancelled).toBeUndefined();
    // The part is listed as cancelled, and its rule now refuses it (the dashboard says so instead of a button).
    const [cancelledPart] = partCancels(CHECKOUT_PRODUCTS, after as never);
    expect(cancelledPart?.part.status).toBe('cancelled');
    expect(cancelledPart?.cancel.refusal(cancelledPart.row, today)).toMatch(PERSIAN);
    const ticket = await h.get(`/api/tickets/${factorId}-flight.pdf`);
    expect(ticket.status).toBe(200);
    const contract = await h.get(`/api/tickets/${factorId}-insurance.pdf`);
    expect(contract.status).toBe(200);
    const squash = (t: string) => t.replace(/[\s\u0654\u200c]/g, '');
    expect(squash((await pdfPages(new Uint8Array(await contract.arrayBuffer())))[0]!)).toContain(squash(insuranceDocument.cancelled));

    const again = await h.post(`/api/account/orders/${factorId}/cancel`, { part: 'insurance' });
    expect(again.status).toBe(409);
    expect(((await again.json()) as Json).message).toMatch(PERSIAN);
    // The dashboard's orders list holds the same: issued, the contract cancelled.
    const listed = ((await (await h.post('/api/account/orders', { pageSize: 50 })).json()) as Json).data.items as Json[];
    const row = listed.find((o) => o.factorId === factorId);
    expect(row).toMatchObject({ product: 'flight', status: 'issued' });
    expect(partCancels(CHECKOUT_PRODUCTS, row as never).map((p) => p.part.status)).toEqual(['cancelled']);
  });
});
