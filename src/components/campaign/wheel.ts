/**
 * The campaign wheel's logic (spec 000 §4 "Other", §9 campaign event id 16; spec 001 §7 "Lucky wheel and questions"):
 * answer the event's questions, try the account's one chance, turn the wheel to the prize, keep the winner in the
 * browser («campaign-winner») while it is valid and its coupon was added. No React here, so it is unit-tested.
 */
import { CAMPAIGN_EVENT_ID } from '@/lib/constants';
import * as messages from '@/lib/messages';
import type { CampaignWinner } from '@/server/schemas/campaign';
import { edgeJson } from '../edge-client';

export const WINNER_STORAGE_KEY = 'campaign-winner';
/** How long the wheel turns (ms), and how many whole turns before it stops on the prize. */
export const SPIN_MS = 4_000;
export const SPIN_TURNS = 5;

/** The rotation (deg, clockwise) that brings slice `index` of `count` under the pointer at the top. */
export function rotationFor(index: number, count: number, turns = SPIN_TURNS): number {
  const slice = 360 / count;
  return turns * 360 + (360 - (index * slice + slice / 2));
}

export type PlayResult = { ok: true; winner: CampaignWinner } | { ok: false; message: string; status: number };

/**
 * Sends the answers, then the try. A refusal shows the supplier's Persian message (a second try: «… فقط یک بار …»;
 * a guest: the login message); a network failure or a refusal without one says «… انجام نشد».
 */
export async function play(
  answers: readonly { questionId: number; itemId: number }[],
  { fetchFn, eventId = CAMPAIGN_EVENT_ID }: { fetchFn?: typeof fetch; eventId?: number } = {},
): Promise<PlayResult> {
  if (answers.length > 0) {
    const sent = await edgeJson('/api/campaign/answers', { body: { eventId, answers }, fetchFn });
    if (!sent.ok) return { ok: false, message: sent.message || messages.campaign.failed, status: sent.status };
  }
  const res = await edgeJson<{ data: CampaignWinner }>('/api/campaign/try', { body: { eventId }, fetchFn });
  if (!res.ok) return { ok: false, message: res.message || messages.campaign.failed, status: res.status };
  return { ok: true, winner: res.data.data };
}

/** Whether the winner is still valid at `now` (ms). */
export function winnerValid(winner: Pick<CampaignWinner, 'expireDateTime'>, now: number): boolean {
  const t = Date.parse(winner.expireDateTime);
  return Number.isFinite(t) && t > now;
}

/** Stores the winner locally if not expired and the lead coupon was added (spec 000 §4 "Other"); else forgets it. */
export function storeWinner(storage: Pick<Storage, 'setItem' | 'removeItem'>, winner: CampaignWinner, now: number): boolean {
  try {
    if (winnerValid(winner, now) && winner.leadCouponAlreadyWasAdded) {
      storage.setItem(WINNER_STORAGE_KEY, JSON.stringify(winner));
      return true;
    }
    storage.removeItem(WINNER_STORAGE_KEY);
  } catch {
    // Storage full or blocked: the server keeps the winner anyway (Result).
  }
  return false;
}
