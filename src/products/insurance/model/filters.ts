/**
 * The results' filters (insurer, zone, the least ceiling, COVID cover) and sorts (cheapest first; highest ceiling
 * first, the cheaper of equal ceilings first). Both keep the order of equal plans, so a re-sort never shuffles.
 */
import type { PlanFacts } from './plan';
import { ZONE_IDS, type ZoneId } from './zones';

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

/** The ceilings the filter offers (euros): the steps insurers sell. */
export const PLAN_CEILINGS = [10_000, 30_000, 50_000] as const;

/** The results' view as the URL carries it (issue 46): filters and sort, written on each change, read on load. */
export const PLAN_VIEW_KEYS = ['fSort', 'fInsurer', 'fZone', 'fCeiling', 'fCovid'] as const;

export interface PlanView {
  filters: PlanFilters;
  sort: PlanSort;
}

const INSURER_ID = /^[A-Za-z0-9_-]{1,40}$/;

const listOf = (raw: string | undefined) =>
  [
    ...new Set(
      (raw ?? '')
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean),
    ),
  ].slice(0, 20);

/**
 * The view of a results URL. Anything it cannot read is left out, never an error: an unknown sort is the cheapest
 * first, an unknown zone or a malformed insurer id is dropped, a ceiling the filter does not offer is no ceiling.
 */
export function parsePlanView(query: Readonly<Record<string, string | undefined>>): PlanView {
  const filters: PlanFilters = {};
  const insurers = listOf(query['fInsurer']).filter((s) => INSURER_ID.test(s));
  if (insurers.length) filters.insurers = insurers;
  const zones = listOf(query['fZone']).filter((z): z is ZoneId => (ZONE_IDS as readonly string[]).includes(z));
  if (zones.length) filters.zones = zones;
  const ceiling = Number(query['fCeiling']);
  if ((PLAN_CEILINGS as readonly number[]).includes(ceiling)) filters.minCeiling = ceiling;
  if (query['fCovid'] === '1') filters.covidOnly = true;
  const sort = query['fSort'];
  return { filters, sort: (PLAN_SORTS as readonly string[]).includes(sort ?? '') ? (sort as PlanSort) : 'price' };
}

/** The URL keys of a view; defaults (cheapest first, nothing chosen) are left out. */
export function planViewQuery(view: PlanView): Record<string, string> {
  const q: Record<string, string> = {};
  if (view.sort !== 'price') q['fSort'] = view.sort;
  if (view.filters.insurers?.length) q['fInsurer'] = view.filters.insurers.join(',');
  if (view.filters.zones?.length) q['fZone'] = view.filters.zones.join(',');
  if (view.filters.minCeiling !== undefined) q['fCeiling'] = String(view.filters.minCeiling);
  if (view.filters.covidOnly) q['fCovid'] = '1';
  return q;
}

/** A page's search string with the view's keys replaced (the search's own keys kept as they are). */
export function withPlanView(search: string, view: PlanView): string {
  const params = new URLSearchParams(search);
  for (const k of PLAN_VIEW_KEYS) params.delete(k);
  for (const [k, v] of Object.entries(planViewQuery(view))) params.set(k, v);
  const s = params.toString();
  return s ? `?${s}` : '';
}

/** A view's insurers that the answer has (a link's unknown insurer is dropped, not a filter that hides every plan). */
export function knownInsurers(view: PlanView, plans: readonly Pick<PlanFacts, 'insurer'>[]): PlanView {
  const ids = new Set(plans.map((p) => p.insurer.id));
  const insurers = view.filters.insurers?.filter((id) => ids.has(id)) ?? [];
  const { insurers: _, ...rest } = view.filters;
  return { sort: view.sort, filters: insurers.length ? { ...rest, insurers } : rest };
}
