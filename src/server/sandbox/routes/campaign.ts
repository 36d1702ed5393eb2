/**
 * The campaign game (spec 001 §7 "Lucky wheel and questions"; spec 000 §3 "Campaign winner"):
 *   GET  /api2/luckywheel/Awards?EventId=16                  → envelope Award[]
 *   GET  /api2/Question?IsQuestionActive&IsItemActive&EventId → envelope Question[]
 *   POST /api2/Question/Answers  { eventId, answers }         → Ack (logged-in accounts; answers once)
 *   POST /api2/luckywheel/TryYourChance  { eventId }           → envelope CampaignWinner (one try per account)
 *   GET  /api2/luckywheel/Result?EventId=16                    → envelope CampaignWinner | null
 * The try needs a registered account that answered the event's questions; a second try is refused with 409
 * `campaign_already_played` and a Persian message. The prize is a coupon bound to the winner's account:
 * `campaignCoupon` makes it usable by the checkout's coupon call (routes/checkout.ts) until it expires.
 */
import { Hono } from 'hono';
import { AnswersRequest, type CampaignWinner, TryYourChanceRequest } from '../../schemas/campaign';
import type { SandboxEnv } from '../context';
import {
  CAMPAIGN_AWARDS,
  CAMPAIGN_COUPON_DAYS,
  CAMPAIGN_QUESTIONS,
  SANDBOX_CAMPAIGN_EVENT_ID,
  campaignCouponCode,
  campaignPick,
} from '../data/campaign';
import type { Coupon } from '../data/coupons';
import { fail, MSG, ok, readBody, type Ctx } from '../http';
import { currentUser, isGuestUser } from '../session';
import type { Store } from '../store';
import { isoInstant, tehranToday } from '../time';

const DAY_MS = 86_400_000;

export const CAMPAIGN_MSG = {
  noEvent: 'این جشنواره برگزار نمی‌شود',
  alreadyPlayed: 'شما یک بار گردونهٔ شانس را چرخانده‌اید؛ هر حساب فقط یک بار می‌تواند شانس خود را امتحان کند',
  answerFirst: 'پیش از چرخاندن گردونه به پرسش جشنواره پاسخ دهید',
  badAnswer: 'پاسخ انتخاب‌شده معتبر نیست',
} as const;

const key = (eventId: number, userId: string) => `${eventId}|${userId}`;

function eventOf(c: Ctx): number | null {
  const raw = c.req.query('EventId') ?? c.req.query('eventId');
  return raw !== undefined && Number(raw) === SANDBOX_CAMPAIGN_EVENT_ID ? SANDBOX_CAMPAIGN_EVENT_ID : null;
}

/** The winner as the API shows it (without its owner). */
function view(w: CampaignWinner & { userId: string }): CampaignWinner {
  const { userId: _userId, ...winner } = w;
  return winner;
}

/**
 * A campaign coupon of this account (the checkout's coupon call and its re-pricing ask here after the fixed codes):
 * the winner's own code only, never another account's; `validUntil` is the Tehran day it expires on.
 */
export function campaignCoupon(store: Store, userId: string, code: string): Coupon | undefined {
  const wanted = code.trim().toUpperCase();
  for (const w of store.campaignWinners.values()) {
    if (w.userId !== userId || w.couponCode !== wanted) continue;
    const award = CAMPAIGN_AWARDS.find((a) => a.id === w.awardId);
    if (!award) return undefined;
    return {
      code: w.couponCode,
      ...(award.percent !== null ? { percent: award.percent } : {}),
      ...(award.maxRial !== null ? { maxRial: award.maxRial } : {}),
      ...(award.fixedRial !== null ? { fixedRial: award.fixedRial } : {}),
      validUntil: tehranToday(Date.parse(w.expireDateTime)),
    };
  }
  return undefined;
}

export function campaignRoutes(): Hono<SandboxEnv> {
  const app = new Hono<SandboxEnv>();

  app.get('/api2/luckywheel/Awards', (c) => {
    if (eventOf(c) === null) return fail(c, 404, 'not_found', CAMPAIGN_MSG.noEvent);
    return ok(c, CAMPAIGN_AWARDS);
  });

  app.get('/api2/Question', (c) => {
    if (eventOf(c) === null) return ok(c, []);
    // IsQuestionActive / IsItemActive=false ask for inactive ones: the sandbox's are all active.
    if (c.req.query('IsQuestionActive') === 'false' || c.req.query('IsItemActive') === 'false') return ok(c, []);
    return ok(c, CAMPAIGN_QUESTIONS);
  });

  app.post('/api2/Question/Answers', async (c) => {
    const body = await readBody(c, AnswersRequest);
    if ('error' in body) return body.error;
    const { eventId, answers } = body.value;
    if (eventId !== SANDBOX_CAMPAIGN_EVENT_ID) return fail(c, 404, 'not_found', CAMPAIGN_MSG.noEvent);
    const { store, user } = await currentUser(c);
    if (isGuestUser(user)) return fail(c, 403, 'login_required', MSG.loginRequired);
    const valid = answers.every((a) => CAMPAIGN_QUESTIONS.find((q) => q.id === a.questionId)?.items.some((i) => i.id === a.itemId));
    if (!valid) return fail(c, 400, 'validation', CAMPAIGN_MSG.badAnswer);
    const k = key(eventId, user.userId);
    // The answers given before the try count; after it they are kept as they were.
    if (!store.campaignWinners.has(k))
      store.campaignAnswers.set(
        k,
        answers.map((a) => ({ questionId: a.questionId, itemId: a.itemId })),
      );
    return ok(c, null);
  });

  app.post('/api2/luckywheel/TryYourChance', async (c) => {
    const ctx = c.get('ctx');
    const body = await readBody(c, TryYourChanceRequest);
    if ('error' in body) return body.error;
    const { eventId } = body.value;
    if (eventId !== SANDBOX_CAMPAIGN_EVENT_ID) return fail(c, 404, 'not_found', CAMPAIGN_MSG.noEvent);
    const { store, user } = await currentUser(c);
    if (isGuestUser(user)) return fail(c, 403, 'login_required', MSG.loginRequired);
    const k = key(eventId, user.userId);
    // Checked and set with no await between: two tries at once still make one winner.
    if (store.campaignWinners.has(k)) return fail(c, 409, 'campaign_already_played', CAMPAIGN_MSG.alreadyPlayed);
    const answered = store.campaignAnswers.get(k) ?? [];
    if (!CAMPAIGN_QUESTIONS.every((q) => answered.some((a) => a.questionId === q.id))) {
      return fail(c, 400, 'validation', CAMPAIGN_MSG.answerFirst);
    }
    const award = CAMPAIGN_AWARDS[campaignPick(ctx.seed, user.userId, CAMPAIGN_AWARDS.length)]!;
    const now = ctx.clock();
    const winner = {
      userId: user.userId,
      eventId,
      awardId: award.id,
      title: award.title,
      couponCode: campaignCouponCode(ctx.seed, user.userId),
      expireDateTime: isoInstant(now + CAMPAIGN_COUPON_DAYS * DAY_MS),
      leadCouponAlreadyWasAdded: true,
      wonAt: isoInstant(now),
    };
    store.campaignWinners.set(k, winner);
    ctx.log(`campaign ${eventId}: ${user.userId} won award ${award.id} (${winner.couponCode})`);
    return ok(c, view(winner));
  });

  app.get('/api2/luckywheel/Result', async (c) => {
    const eventId = eventOf(c);
    if (eventId === null) return fail(c, 404, 'not_found', CAMPAIGN_MSG.noEvent);
    const { store, user } = await currentUser(c);
    const winner = store.campaignWinners.get(key(eventId, user.userId));
    return ok(c, winner ? view(winner) : null);
  });

  return app;
}
