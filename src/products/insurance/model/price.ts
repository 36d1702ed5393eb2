/**
 * What a plan costs each traveller: the plan's price of the traveller's age band for the trip's length tier (rial),
 * nothing when the traveller is past the plan's age limit or the band is not sold. A plan's total is the sum over the
 * travellers it covers; the sports option raises each price by its surcharge.
 */
import { ageBand, type AgeBandId } from './age';

/** One band's price of a plan for the searched trip length; null: the plan is not sold to this band. */
export interface PlanBandPrice {
  band: AgeBandId;
  minAge: number;
  maxAge: number | null;
  price: number | null;
}

/** What pricing needs of a plan (the supplier's plan has more). */
export interface PricedPlan {
  id: string;
  /** The oldest age the plan is sold to, on the trip's first day. */
  maxAge: number;
  bandPrices: readonly PlanBandPrice[];
}

/** Premiums are rounded to 10 000 rial (1 000 toman), as the insurers' tariffs are. */
export const PREMIUM_STEP_RIAL = 10_000;

export function roundPremium(rial: number): number {
  return Math.round(rial / PREMIUM_STEP_RIAL) * PREMIUM_STEP_RIAL;
}

/** A price with the sports option's surcharge (percent). */
export function withSports(price: number, surchargePercent: number): number {
  return roundPremium(price * (1 + surchargePercent / 100));
}

/** The plan's price for a traveller of this age, or null when the plan does not cover them. */
export function travellerPrice(plan: PricedPlan, age: number): number | null {
  const band = ageBand(age);
  if (!band || age > plan.maxAge) return null;
  return plan.bandPrices.find((b) => b.band === band.id)?.price ?? null;
}

export function coversTraveller(plan: PricedPlan, age: number): boolean {
  return travellerPrice(plan, age) !== null;
}

export interface QuoteLine {
  index: number;
  age: number;
  band: AgeBandId | null;
  /** null: not covered by this plan. */
  price: number | null;
}

export interface PlanQuote {
  lines: QuoteLine[];
  /** Indexes of the travellers the plan covers. */
  covered: number[];
  /** The sum over the covered travellers. */
  total: number;
  coversAll: boolean;
}

/** A plan's price for each traveller (ages on the trip's first day) and its total. */
export function quotePlan(plan: PricedPlan, ages: readonly number[]): PlanQuote {
  const lines = ages.map((age, index) => ({ index, age, band: ageBand(age)?.id ?? null, price: travellerPrice(plan, age) }));
  const covered = lines.filter((l) => l.price !== null).map((l) => l.index);
  const total = lines.reduce((n, l) => n + (l.price ?? 0), 0);
  return { lines, covered, total, coversAll: covered.length === ages.length };
}

/** The plans that cover a traveller of this age. */
export function plansCovering<P extends PricedPlan>(plans: readonly P[], age: number): P[] {
  return plans.filter((p) => coversTraveller(p, age));
}
