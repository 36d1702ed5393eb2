import { beforeEach, describe, expect, it, vi } from 'vitest';
import * as v from 'valibot';
import { play } from '@/components/campaign/wheel';
import * as messages from '@/lib/messages';
import { resetSandboxState } from '@/server/sandbox/app';
import { CAMPAIGN_AWARDS } from '@/server/sandbox/data/campaign';
import { CAMPAIGN_MSG } from '@/server/sandbox/routes/campaign';
import { CampaignWinner } from '@/server/schemas/campaign';
import { checkoutHarness, twoAdultsAndInfant } from './checkout-helpers';

/**
 * The campaign wheel (issue 49 point 5) through the real edge and the sandbox (workerd): login required, the
 * question first, one try per account (also when two tries race), the result kept, and the prize's coupon taken by
 * the checkout's coupon engine for the winner only.
 */
vi.setConfig({ testTimeout: 60_000 });
beforeEach(() => resetSandboxState());

// biome-ignore lint/suspicious/noExplicitAny: answers are read loosely
type Json = Record<string, any>;
const ANSWERS = { eventId: 16, answers: [{ questionId: 1, itemId: 2 }] };

/** The browser's fetch for `play`: the harness's edge with the visitor's cookie. */
const fetchOf = (h: ReturnType<typeof checkoutHarness>) =>
  (async (url: string, init: RequestInit) => h.post(url, JSON.parse(String(init.body)))) as unknown as typeof fetch;

describe('campaign wheel', () => {
  it('a guest is refused with the Persian login message before any supplier call', async () => {
    const h = checkoutHarness();
    await h.get('/api/session');
    const res = await h.post('/api/campaign/try', { eventId: 16 });
    expect(res.status).toBe(401);
    expect(((await res.json()) as Json).message).toMatch(/[\u0600-\u06FF]/);
    expect(h.calls.some((c) => c.path.startsWith('/api2/luckywheel'))).toBe(false);
  });

  it('the question first; then one try per account: the second gets the Persian message, Result keeps the prize', async () => {
    const h = checkoutHarness();
    await h.login('09120000003');
    const early = await h.post('/api/campaign/try', { eventId: 16 });
    expect(early.status).toBe(400);
    expect(((await early.json()) as Json).message).toBe(CAMPAIGN_MSG.answerFirst);

    const first = await play(ANSWERS.answers, { fetchFn: fetchOf(h) });
    expect(first.ok).toBe(true);
    if (!first.ok) return;
    expect(v.is(CampaignWinner, first.winner)).toBe(true);
    expect(CAMPAIGN_AWARDS.map((a) => a.id)).toContain(first.winner.awardId);
    expect(first.winner.couponCode).toMatch(/^WHEEL-[A-Z0-9]{6}$/);
    expect(Date.parse(first.winner.expireDateTime)).toBeGreaterThan(Date.now());

    const second = await play(ANSWERS.answers, { fetchFn: fetchOf(h) });
    expect(second).toEqual({ ok: false, status: 409, message: CAMPAIGN_MSG.alreadyPlayed });

    const result = (await (await h.get('/api/campaign/result?EventId=16')).json()) as Json;
    expect(result.data).toEqual(first.winner);
  });

  it('two tries at once make one winner', async () => {
    const h = checkoutHarness();
    await h.login('09120000005');
    expect((await h.post('/api/campaign/answers', ANSWERS)).status).toBe(200);
    const [a, b] = await Promise.all([h.post('/api/campaign/try', { eventId: 16 }), h.post('/api/campaign/try', { eventId: 16 })]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
  });

  it('bad input is a clean 4xx: an unknown event, a choice that is not one, a missing body', async () => {
    const h = checkoutHarness();
    await h.login('09120000003');
    expect((await h.post('/api/campaign/try', { eventId: 99 })).status).toBe(404);
    const bad = await h.post('/api/campaign/answers', { eventId: 16, answers: [{ questionId: 1, itemId: 99 }] });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as Json).message).toBe(CAMPAIGN_MSG.badAnswer);
    expect((await h.post('/api/campaign/try', {})).status).toBe(400);
    expect((await h.post('/api/campaign/try', { eventId: 'x' })).status).toBe(400);
  });

  it("the winner's coupon is taken at checkout by the coupon engine; another account's code is not", async () => {
    const h = checkoutHarness();
    await h.login('09120000003');
    const won = await play(ANSWERS.answers, { fetchFn: fetchOf(h) });
    if (!won.ok) throw new Error(won.message);
    const award = CAMPAIGN_AWARDS.find((a) => a.id === won.winner.awardId)!;

    await h.choose({ route: ['THR', 'MHD'], days: 3, adults: 2, infants: 1 });
    expect((await h.post('/api/checkout/flight/passengers', twoAdultsAndInfant())).status).toBe(200);
    const base = (await (await h.post('/api/checkout/quote', {})).json()) as Json;
    const quote = (await (await h.post('/api/checkout/quote', { coupon: won.winner.couponCode.toLowerCase() })).json()) as Json;
    const price = base.order.grossPrice - base.order.roleDiscount;
    const expected =
      award.fixedRial ?? Math.min(Math.floor((price * (award.percent ?? 0)) / 100), award.maxRial ?? Number.POSITIVE_INFINITY);
    expect(quote.order).toMatchObject({ couponCode: won.winner.couponCode });
    expect(quote.order.couponDiscount).toBeGreaterThan(0);
    expect(Math.abs(quote.order.couponDiscount - Math.min(expected, price))).toBeLessThanOrEqual(1);
    expect(quote.order.payable).toBe(price - quote.order.couponDiscount);

    // Another account typing the winner's code: not a valid code for it.
    const other = checkoutHarness();
    await other.login('09120000004');
    await other.choose({ route: ['THR', 'MHD'], days: 3, adults: 2, infants: 1 });
    expect((await other.post('/api/checkout/flight/passengers', twoAdultsAndInfant())).status).toBe(200);
    const refused = await other.post('/api/checkout/quote', { coupon: won.winner.couponCode });
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({ message: messages.payment.couponInvalid });
  });
});
