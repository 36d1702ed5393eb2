/**
 * The campaign game (spec 000 §3 "Campaign winner", §7 "GET campaign game data"; spec 001 §7 "Lucky wheel and
 * questions": /api2/luckywheel/Awards, TryYourChance, Result; /api2/Question?IsQuestionActive&IsItemActive&EventId;
 * /api2/Question/Answers). The spec gives the paths only: the shapes below are designed as a supplier would, and are
 * the one schema module of the campaign (the upstream client, the edge's allow-list and the sandbox all use them).
 */
import * as v from 'valibot';
import { Ack, Envelope, IsoDateTime } from './common';

const Id = v.pipe(v.number(), v.integer(), v.minValue(1));
const Text = v.pipe(v.string(), v.minLength(1), v.maxLength(200));

/** One slice of the wheel: a discount coupon, a percent (capped) or a fixed amount in rial. */
export const Award = v.object({
  id: Id,
  /** Persian title shown on the slice («۱۰٪ تخفیف»). */
  title: Text,
  percent: v.nullable(v.pipe(v.number(), v.minValue(0), v.maxValue(100))),
  maxRial: v.nullable(v.pipe(v.number(), v.minValue(0))),
  fixedRial: v.nullable(v.pipe(v.number(), v.minValue(0))),
});
export const AwardsResponse = Envelope(v.array(Award));

/** A question of the event (its items are the choices). */
export const Question = v.object({
  id: Id,
  text: Text,
  items: v.pipe(v.array(v.object({ id: Id, text: Text })), v.minLength(1)),
});
export const QuestionsResponse = Envelope(v.array(Question));

/** POST /api2/Question/Answers. */
export const AnswersRequest = v.object({
  eventId: Id,
  answers: v.pipe(v.array(v.object({ questionId: Id, itemId: Id })), v.minLength(1), v.maxLength(20)),
});
export const AnswersResponse = Ack;

/** POST /api2/luckywheel/TryYourChance. */
export const TryYourChanceRequest = v.object({ eventId: Id });

/** The account's prize: what the wheel landed on and the coupon it gives (usable at checkout until it expires). */
export const CampaignWinner = v.object({
  eventId: Id,
  awardId: Id,
  title: Text,
  couponCode: v.pipe(v.string(), v.regex(/^[A-Za-z0-9-]{3,32}$/)),
  /** ISO instant; past it the coupon is expired. */
  expireDateTime: IsoDateTime,
  /** The coupon was attached to the account (stored locally only then: spec 000 §4 "Other"). */
  leadCouponAlreadyWasAdded: v.boolean(),
  wonAt: IsoDateTime,
});
export const TryYourChanceResponse = Envelope(CampaignWinner);
/** GET /api2/luckywheel/Result?EventId: the account's prize, or null before its try. */
export const ResultResponse = Envelope(v.nullable(CampaignWinner));

export type Award = v.InferOutput<typeof Award>;
export type Question = v.InferOutput<typeof Question>;
export type CampaignWinner = v.InferOutput<typeof CampaignWinner>;
