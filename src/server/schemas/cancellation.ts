/** Cancellation rules (spec 001 §3 "Cancellation rule row", pre-rules, text rules). */
import * as v from 'valibot';
import { Envelope, IsoDate } from './common';

/**
 * One penalty window. `charge` is a percent when `isChargeBaseOnPercent`, else an amount in `currency`.
 * `chargeBase` says what a percent applies to: one night (`night`, the Iranian national tiers) or the whole stay.
 * A window with charge 0 means "no penalty".
 */
export const CancellationRule = v.object({
  fromDate: IsoDate,
  toDate: IsoDate,
  charge: v.number(),
  isChargeBaseOnPercent: v.boolean(),
  chargeBase: v.picklist(['night', 'total']),
  currency: v.string(),
});

export const RoomCancellationRules = v.object({
  roomTypeName: v.string(),
  /** Empty: no data ("contact support"). */
  cancellationRules: v.array(CancellationRule),
});

/** GET …/Hotels/{token}/packages/{packageId}/cancellationRules answers this bare array, one entry per room. */
export const CancellationRulesResponse = v.array(RoomCancellationRules);

export const PreRule = v.object({
  fromDate: IsoDate,
  toDate: IsoDate,
  amendCharge: v.number(),
  noShowPolicy: v.string(),
  cancelRestricted: v.boolean(),
});

export const CancelModelRule2 = v.object({
  cancellationPolicyStartFromDate: IsoDate,
  /** Percent of the stay charged from that date. */
  cancellationValue: v.number(),
  reservationAndCancellationDetails: v.string(),
});

export const ShowCancellationRuleRequest = v.object({ packageNumber: v.pipe(v.string(), v.minLength(1)) });

/** All three null: "read the hotel rules on the hotel site!". */
export const ShowCancellationRuleResponse = Envelope(
  v.object({
    cancelModelRule2: v.nullable(v.array(CancelModelRule2)),
    cancellationRuleText: v.nullable(v.string()),
    preRules: v.nullable(v.array(PreRule)),
  }),
);

export type CancellationRule = v.InferOutput<typeof CancellationRule>;
export type RoomCancellationRules = v.InferOutput<typeof RoomCancellationRules>;
export type PreRule = v.InferOutput<typeof PreRule>;
export type CancelModelRule2 = v.InferOutput<typeof CancelModelRule2>;
export type ShowCancellationRuleData = v.InferOutput<typeof ShowCancellationRuleResponse>['data'];
