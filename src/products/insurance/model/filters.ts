/**
 * The results' filters (insurer, zone, the least ceiling, COVID cover) and sorts (cheapest first; highest ceiling
 * first, the cheaper of equal ceilings first). Both keep the order of equal plans, so a re-sort never shuffles.
 */
import type { PlanFacts } from './plan';
import type { ZoneId } from './zones';

export interface PlanFilters {
  /** Insurer ids; empty or absent: every insurer. */
  insurers?: readonly string[];
  zones?: readonly ZoneId[];
  /** The least overall ceiling (euros). */
  minCeiling?: number;
  /** Only plans that cover COVID-19. */
  covidOnly?: boolean;
}

type Filterable = Pick<PlanFacts, 'insurer' | 'zone' | 'coverage'>;

export function matchesFilters(plan: Filterable, f: PlanFilters): boolean {
  if (f.insurers?.length && !f.insurers.includes(plan.insurer.id)) return false;
  if (f.zones?.length && !f.zones.includes(plan.zone)) return false;
  if (f.minCeiling !== undefined && plan.coverage.ceiling < f.minCeiling) return false;
  if (f.covidOnly && !plan.coverage.covid.covered) return false;
  return true;
}

export function filterPlans<P extends Filterable>(plans: readonly P[], f: PlanFilters): P[] {
  return plans.filter((p) => matchesFilters(p, f));
}

export const PLAN_SORTS = ['price', 'ceiling'] as const;
export type PlanSort = (typeof PLAN_SORTS)[number];

type Sortable = Pick<PlanFacts, 'total' | 'coverage'>;

const byPrice = (a: Sortable, b: Sortable) => a.total - b.total;
const byCeiling = (a: Sortable, b: Sortable) => b.coverage.ceiling - a.coverage.ceiling || byPrice(a, b);

/** A sorted copy (Array.prototype.sort is stable: equal plans keep their order). */
export function sortPlans<P extends Sortable>(plans: readonly P[], sort: PlanSort): P[] {
  return [...plans].sort(sort === 'price' ? byPrice : byCeiling);
}

/** The insurers of a list, once each, in list order: the insurer filter's options. */
export function insurerOptions(plans: readonly Pick<PlanFacts, 'insurer'>[]): { id: string; name: string }[] {
  const seen = new Map<string, string>();
  for (const p of plans) if (!seen.has(p.insurer.id)) seen.set(p.insurer.id, p.insurer.name.fa);
  return [...seen].map(([id, name]) => ({ id, name }));
}
