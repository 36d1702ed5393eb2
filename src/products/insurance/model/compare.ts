/**
 * The side-by-side comparison: the traveller picks 2 or 3 plans (a fourth is refused, not swapped in silently), and
 * the table shows one row per fact with each plan's value, which plan is best on it (more cover, a smaller
 * deductible, a lower price) and whether the plans differ at all, so the page can offer «only the differences».
 */
import { insuranceModel as m } from '../messages';
import type { PlanFacts } from './plan';

export const COMPARE_MIN = 2;
export const COMPARE_MAX = 3;

export type CompareChoice = { ok: true; ids: string[] } | { ok: false; ids: string[]; message: string };

/** Adds the plan to the chosen ones, or takes it out when chosen already. */
export function toggleCompare(chosen: readonly string[], planId: string): CompareChoice {
  if (chosen.includes(planId)) return { ok: true, ids: chosen.filter((id) => id !== planId) };
  if (chosen.length >= COMPARE_MAX) return { ok: false, ids: [...chosen], message: m.compareTooMany(COMPARE_MAX) };
  return { ok: true, ids: [...chosen, planId] };
}

export const canCompare = (chosen: readonly string[]) => chosen.length >= COMPARE_MIN && chosen.length <= COMPARE_MAX;

export const COMPARE_ROWS = [
  'insurer',
  'zone',
  'ceiling',
  'medical',
  'evacuation',
  'baggage',
  'flightDelay',
  'covid',
  'deductible',
  'sports',
  'maxTripDays',
  'maxAge',
  'total',
] as const;
export type CompareRowKey = (typeof COMPARE_ROWS)[number];

/** A row's cell: a number (euros, days, years, rial), a text (names), or null (not covered / not offered). */
export type CompareValue = number | string | null;

export interface CompareRow {
  key: CompareRowKey;
  label: string;
  values: CompareValue[];
  /** Indexes of the plans best on this row (empty: the row has no better, e.g. names, or all are equal). */
  best: number[];
  differs: boolean;
}

/** Which way is better per row: more cover, or less to pay; null: not ranked. */
const BETTER: Record<CompareRowKey, 'more' | 'less' | null> = {
  insurer: null,
  zone: null,
  ceiling: 'more',
  medical: 'more',
  evacuation: 'more',
  baggage: 'more',
  flightDelay: 'more',
  covid: 'more',
  deductible: 'less',
  sports: 'less',
  maxTripDays: 'more',
  maxAge: 'more',
  total: 'less',
};

function cellOf(p: PlanFacts, key: CompareRowKey): CompareValue {
  const c = p.coverage;
  switch (key) {
    case 'insurer':
      return p.insurer.name.fa;
    case 'zone':
      return m.zones[p.zone];
    case 'covid':
      return c.covid.covered ? (c.covid.amount ?? 0) : null;
    case 'sports':
      // The surcharge: a smaller one is better; not offered is null.
      return p.sports.available ? p.sports.surchargePercent : null;
    case 'maxTripDays':
      return p.maxTripDays;
    case 'maxAge':
      return p.maxAge;
    case 'total':
      return p.total;
    default:
      return c[key];
  }
}

function bestOf(values: readonly CompareValue[], better: 'more' | 'less' | null): number[] {
  const nums = values.map((v) => (typeof v === 'number' ? v : null));
  const present = nums.filter((n): n is number => n !== null);
  if (!better || present.length === 0) return [];
  const target = better === 'more' ? Math.max(...present) : Math.min(...present);
  const best = nums.flatMap((n, i) => (n === target ? [i] : []));
  // A row where every plan is equal has no winner.
  return best.length === values.length ? [] : best;
}

/** The comparison table of the chosen plans, in the order chosen. */
export function compareRows(plans: readonly PlanFacts[]): CompareRow[] {
  return COMPARE_ROWS.map((key) => {
    const values = plans.map((p) => cellOf(p, key));
    return { key, label: m.compareRows[key], values, best: bestOf(values, BETTER[key]), differs: new Set(values).size > 1 };
  });
}

/** The chosen plans (by id, in the order chosen) of a list; ids no longer in the list are dropped. */
export function chosenPlans<P extends { id: string }>(plans: readonly P[], ids: readonly string[]): P[] {
  return ids.flatMap((id) => plans.filter((p) => p.id === id));
}
