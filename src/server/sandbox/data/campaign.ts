/**
 * The sandbox's campaign game (event 16, spec 000 §9 "campaign event id 16"): the wheel's awards, each a discount
 * coupon, and the event's question. Every slice wins something: the prize is a coupon the winner uses at checkout.
 */
import type { Award, Question } from '../../schemas/campaign';

export const SANDBOX_CAMPAIGN_EVENT_ID = 16;

/** A winner's coupon is valid this many days from the try. */
export const CAMPAIGN_COUPON_DAYS = 30;

export const CAMPAIGN_AWARDS: readonly Award[] = [
  { id: 1, title: '۵٪ تخفیف', percent: 5, maxRial: 3_000_000, fixedRial: null },
  { id: 2, title: '۲۰۰ هزار تومان تخفیف', percent: null, maxRial: null, fixedRial: 2_000_000 },
  { id: 3, title: '۱۰٪ تخفیف', percent: 10, maxRial: 5_000_000, fixedRial: null },
  { id: 4, title: '۱۰۰ هزار تومان تخفیف', percent: null, maxRial: null, fixedRial: 1_000_000 },
  { id: 5, title: '۱۵٪ تخفیف', percent: 15, maxRial: 8_000_000, fixedRial: null },
  { id: 6, title: '۵۰۰ هزار تومان تخفیف', percent: null, maxRial: null, fixedRial: 5_000_000 },
];

export const CAMPAIGN_QUESTIONS: readonly Question[] = [
  {
    id: 1,
    text: 'سفر بعدی‌تان به کدام مقصد است؟',
    items: [
      { id: 1, text: 'کیش' },
      { id: 2, text: 'مشهد' },
      { id: 3, text: 'استانبول' },
      { id: 4, text: 'دبی' },
    ],
  },
];

/** FNV-1a of a text: the wheel's deterministic pick for an account (the same seed and account land on the same slice). */
export function campaignPick(seed: number, userId: string, count: number): number {
  let h = 0x811c9dc5 ^ seed;
  for (const ch of `${userId}|campaign`) {
    h ^= ch.charCodeAt(0);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h % count;
}

/** The winner's coupon code: WHEEL- and six letters/digits of the account's pick. */
export function campaignCouponCode(seed: number, userId: string): string {
  let h = 0x9e3779b9 ^ seed;
  for (const ch of `${userId}|coupon`) {
    h ^= ch.charCodeAt(0);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return `WHEEL-${h.toString(36).toUpperCase().padStart(6, '0').slice(-6)}`;
}
