import { beforeEach, describe, expect, it, vi } from 'vitest';
import { todayIn } from '@/lib/dates';
import { insuranceDocument, insuranceResults } from '@/products/insurance/messages';
import { withSports } from '@/products/insurance/model/price';
import { resetSandboxState } from '@/server/sandbox/app';
import { pdfPages } from '../unit/tickets/pdf-text';
import { checkoutHarness, payAtGateway } from './checkout-helpers';
import { insuranceTrip } from './insurance-trip';

/**
 * The plan's sports option end to end through the real edge pipeline and the embedded sandbox (workerd): the search
 * with `sports=1` answers only plans that offer it, each traveller's price raised by the plan's surcharge; choosing it
 * puts `sports` on the basket item, priced again on the server (the browser's price is never taken); a plan without
 * the option is a Persian 409; the paid order's total is the surcharged premium and the contract PDF prints the cover.
 */
vi.setConfig({ testTimeout: 90_000 });
beforeEach(() => resetSandboxState());

// biome-ignore lint/suspicious/noExplicitAny: answers are read loosely by the assertions
type Json = Record<string, any>;
type H = ReturnType<typeof checkoutHarness>;

const today = todayIn(Date.now());
const { start, end, bornBefore, insured } = insuranceTrip(today);
const trip = `startDate=${start}&endDate=${end}&ages=30,40`;

const plansOf = async (h: H, query: string): Promise<Json[]> =>
  (JSON.parse((await (await h.get(`/stream/insurance/tr-istanbul?${query}`)).text()).split('\n')[0]!) as Json).items;

const choose = (h: H, planId: string, sports: boolean) =>
  h.post('/api/basket/insurances', { destination: 'tr-istanbul', startDate: start, endDate: end, ages: [30, 40], planId, sports });

describe('the insurance sports option', () => {
  it('searched with sports=1: only plans that offer it, each traveller priced with the plan’s surcharge', async () => {
    const h = checkoutHarness();
    const without = await plansOf(h, trip);
    const withIt = await plansOf(h, `${trip}&sports=1`);
    expect(withIt.length).toBeGreaterThan(0);
    expect(withIt.every((p) => p.sports.available)).toBe(true);
    // Plans without the option are among the plain answer, never the sports one.
    expect(without.some((p) => !p.sports.available)).toBe(true);
    for (const p of withIt) {
      const plain = without.find((x) => x.id === p.id);
      if (!plain) continue;
      const expected = plain.travellerPrices.map((t: Json) => withSports(t.price, p.sports.surchargePercent));
      expect(p.travellerPrices.map((t: Json) => t.price)).toEqual(expected);
      expect(p.total).toBeGreaterThan(plain.total);
    }
  });

  it('chosen with the option: the basket item carries it at the server’s surcharged price; a plan without it is a 409', async () => {
    const h = checkoutHarness();
    const plain = await plansOf(h, trip);
    const noSports = plain.find((p) => !p.sports.available && p.coversAll);
    expect(noSports).toBeTruthy();
    const refused = await choose(h, noSports!.id, true);
    expect(refused.status).toBe(409);
    expect(((await refused.json()) as Json).message).toBe(insuranceResults.chooseFailed);

    const sporty = (await plansOf(h, `${trip}&sports=1`)).find((p) => p.coversAll)!;
    const res = await choose(h, sporty.id, true);
    expect(res.status).toBe(200);
    const basket = ((await res.json()) as Json).basket;
    expect(basket.insurances).toEqual([expect.objectContaining({ planId: sporty.id, sports: true, totalPrice: sporty.total })]);
    // The same plan chosen again without the option replaces the item, at the plain price.
    const back = ((await (await choose(h, sporty.id, false)).json()) as Json).basket;
    const plainTotal = plain.find((p) => p.id === sporty.id)?.total;
    expect(back.insurances).toEqual([expect.objectContaining({ planId: sporty.id, sports: false, totalPrice: plainTotal })]);
  });

  it('paid: the order costs the surcharged premiums and the contract PDF prints the sports cover', async () => {
    const h = checkoutHarness();
    const sporty = (await plansOf(h, `${trip}&sports=1`)).find((p) => p.coversAll)!;
    expect((await choose(h, sporty.id, true)).status).toBe(200);
    const travellers = await h.post('/api/checkout/insurance/travellers', {
      travellers: [insured(bornBefore(30), 0), insured(bornBefore(40), 1)],
      mobile: '09127776655',
      email: '',
    });
    expect(travellers.status).toBe(200);
    const current = ((await (await h.get('/api/basket/current')).json()) as Json).basket.insurances[0];
    // Both travellers are 13–65: the birth dates price as the ages did, surcharge included.
    expect(current).toMatchObject({ sports: true, totalPrice: sporty.total });

    const out = (await (await h.post('/api/checkout/pay', { credit: 'none' })).json()) as Json;
    expect(out.step).toBe('pay');
    expect((await payAtGateway(h, out.paymentUrl)).status).toBe(303);
    const order = ((await (await h.get(`/api/checkout/order/${out.order.factorId}`)).json()) as Json).data;
    expect(order).toMatchObject({ paid: true, status: 'issued' });
    expect(order.payable).toBe(sporty.total);

    const pdf = await h.get(`/api/tickets/${order.factorId}-insurance.pdf`);
    expect(pdf.status).toBe(200);
    const pages = await pdfPages(new Uint8Array(await pdf.arrayBuffer()));
    expect(pages).toHaveLength(2);
    const squash = (t: string) => t.replace(/[\s\u0654\u200c]/g, '');
    for (const page of pages) expect(squash(page)).toContain(squash(insuranceDocument.sports));
  });
});
