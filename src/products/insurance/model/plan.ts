/**
 * A plan as the product reads it: the insurer, the zone, the cover (amounts in euros, as the insurers' tables state
 * them), the sports option, the limits and the price for the searched travellers (rial). The supplier's plan
 * (server/schemas.ts) has this shape and more.
 */
import type { PricedPlan } from './price';
import type { ZoneId } from './zones';

export interface Names {
  fa: string;
  en: string;
}

export interface PlanCoverage {
  /** The overall ceiling (euros). */
  ceiling: number;
  medical: number;
  evacuation: number;
  baggage: number;
  flightDelay: number;
  covid: { covered: boolean; amount: number | null };
  /** What the traveller pays of each claim (euros); 0: none. */
  deductible: number;
}

export interface PlanFacts extends PricedPlan {
  insurer: { id: string; name: Names; logo: string };
  zone: ZoneId;
  title: Names;
  coverage: PlanCoverage;
  sports: { available: boolean; surchargePercent: number };
  maxTripDays: number;
  /** For the searched travellers it covers (rial). */
  total: number;
}
