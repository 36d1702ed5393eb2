import { beforeEach, describe, expect, it, vi } from 'vitest';
import { addDays, todayIn } from '@/lib/dates';
import { insuranceResults, insuranceTravellers } from '@/products/insurance/messages';
import { resetSandboxState } from '@/server/sandbox/app';
import { checkoutHarness } from './checkout-helpers';
import { insuranceTrip } from './insurance-trip';

/**
 * Travel insurance through the real edge pipeline (the registry's products) and the embedded sandbox, in workerd: its
 * single-answer stream (one finished round of at most 12 plans, cheapest first, then the summary), its bad input as a
 * 400, choosing a plan into the basket (the plan searched again on the server; an unknown plan a Persian 409), and
 * the one travellers route with its form rules (a traveller past the plan's age limit is told so; good travellers go
 * to the review with each one's premium of their age).
 */
vi.setConfig({ testTimeout: 60_000 });
beforeEach(() => resetSandboxState());

// biome-ignore lint/suspicious/noExplicitAny: stream lines and answers are read loosely by the assertions
type Json = Record<string, any>;

const today = todayIn(Date.now());
const { start, end, bornBefore, insured } = insuranceTrip(today);
const trip = `startDate=${start}&endDate=${end}`;

const lines = async (res: Response): Promise<Json[]> =>
  (await res.text())
    .split('\n')
    .filter(Boolean)
    .map((l) => JSON.parse(l) as Json);

describe('insurance stream', () => {
  it('answers one finished round of at most 12 plans, cheapest first among those covering everyone, then the summary', async () => {
    const h = checkoutHarness();
    const res = await h.get(`/stream/insurance/tr-istanbul?${trip}&adults=2`);
    expect(res.status).toBe(200);
    const ls = await lines(res);
    expect(ls.map((l) => l.type)).toEqual(['round', 'summary']);
    const round = ls[0]!;
    expect(round.isFinish).toBe(true);
    expect(round.items.length).toBeGreaterThan(0);
    expect(round.items.length).toBeLessThanOrEqual(12);
    const all = round.items.filter((p: Json) => p.coversAll).map((p: Json) => p.total);
    expect(all).toEqual([...all].sort((a: number, b: number) => a - b));
    expect(round.searchInfo.trip.days).toBe(7);
    expect(round.searchInfo.travellers).toHaveLength(2);
    // A single answer has no next page: 12 plans at most is one page.
    expect(round.hasMore).toBeUndefined();
    expect(ls[1]).toMatchObject({ type: 'summary', finished: true, reason: 'finished' });
  });

  it('prices the ages a link carries: a 70-year-old pays more than a 30-year-old', async () => {
    const h = checkoutHarness();
    const [round] = await lines(await h.get(`/stream/insurance/tr-istanbul?${trip}&ages=30,70`));
    const plan = round!.items.find((p: Json) => p.coversAll);
    expect(plan.travellerPrices[1].price).toBeGreaterThan(plan.travellerPrices[0].price);
  });

  it.each([
    ['end before start', `startDate=${end}&endDate=${start}`],
    ['a trip over 92 days', `startDate=${start}&endDate=${addDays(start, 120)}`],
    ['unreadable ages', `${trip}&ages=abc`],
  ])('refuses %s with a 400', async (_name, query) => {
    const h = checkoutHarness();
    const res = await h.get(`/stream/insurance/tr-istanbul?${query}`);
    expect(res.status).toBe(400);
  });

  it('answers a destination the insurer refuses with its Persian reason, not an outage', async () => {
    const h = checkoutHarness();
    const [round, summary] = await lines(await h.get(`/stream/insurance/ir-kish?${trip}`));
    expect(round!.items).toEqual([]);
    expect(round!.searchInfo.problem).toMatch(/[\u0600-\u06FF]/);
    expect(summary).toMatchObject({ type: 'summary', reason: 'finished' });
  });
});

describe('choosing a plan and the travellers step', () => {
  async function choose(h: ReturnType<typeof checkoutHarness>, ages: number[]) {
    const [round] = await lines(await h.get(`/stream/insurance/tr-istanbul?${trip}&ages=${ages.join(',')}`));
    const plan = round!.items.find((p: Json) => p.coversAll && p.maxAge < 80) ?? round!.items[0];
    const res = await h.post('/api/basket/insurances', {
      destination: 'tr-istanbul',
      startDate: start,
      endDate: end,
      ages,
      planId: plan.id,
    });
    return { res, plan };
  }

  it('puts the plan in the basket, searched again on the server, and points to the travellers step', async () => {
    const h = checkoutHarness();
    const { res, plan } = await choose(h, [30, 30]);
    expect(res.status).toBe(200);
    const body = (await res.json()) as Json;
    expect(body.next).toBe('/insurance/Passengers');
    expect(body.basket.insurances).toEqual([expect.objectContaining({ planId: plan.id, travellers: 2, passengers: 0 })]);
  });

  it('refuses a plan the supplier does not answer with a Persian 409', async () => {
    const h = checkoutHarness();
    const res = await h.post('/api/basket/insurances', {
      destination: 'tr-istanbul',
      startDate: start,
      endDate: end,
      ages: [30],
      planId: 'NOPE-NOPE-1',
    });
    expect(res.status).toBe(409);
    expect(((await res.json()) as Json).message).toBe(insuranceResults.chooseFailed);
  });

  it('tells a traveller past the plan age limit why, and takes good travellers to the review', async () => {
    const h = checkoutHarness();
    const { plan } = await choose(h, [30, 30]);
    const old = await h.post('/api/checkout/insurance/travellers', {
      travellers: [insured(bornBefore(30), 0), insured(bornBefore(plan.maxAge + 1), 1)],
      mobile: '09127776655',
      email: '',
    });
    expect(old.status).toBe(400);
    const errors = ((await old.json()) as Json).errors;
    expect(errors['t1.birthDate']).toBe(insuranceTravellers.overAge(plan.maxAge + 1, plan.maxAge));

    const good = await h.post('/api/checkout/insurance/travellers', {
      travellers: [insured(bornBefore(30), 0), insured(bornBefore(70), 1)],
      mobile: '09127776655',
      email: '',
    });
    expect(good.status).toBe(200);
    expect(((await good.json()) as Json).next).toMatch(/^\/checkout\/review/);
    const current = (await (await h.get('/api/basket/current')).json()) as Json;
    expect(current.basket.insurances[0].passengers).toBe(2);
  });

  it('a wrong mobile is a field error in Persian', async () => {
    const h = checkoutHarness();
    await choose(h, [30]);
    const res = await h.post('/api/checkout/insurance/travellers', { travellers: [insured(bornBefore(30), 0)], mobile: '123', email: '' });
    expect(res.status).toBe(400);
    expect(((await res.json()) as Json).errors.mobile).toBeTruthy();
  });
});
