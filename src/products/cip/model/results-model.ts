/**
 * The CIP results list's model (run in the two results workers and on the server's first render): the facts kept of
 * each package, the filters (side: arrival/departure; service: lounge, fast track, porter, parking, meet-and-greet),
 * the price sort, the counts the filter controls show, and how the filters read from and write to the URL
 * (`fKind`, `fService`, `fSort`). Pure: it imports only src/lib.
 */
import type { FilterSource, ResultsModel } from '@/lib/results-model';
import type { Query } from '@/lib/query';

export const CIP_KIND_OPTIONS = ['arrival', 'departure'] as const;
export const CIP_SERVICE_OPTIONS = ['lounge', 'fastTrack', 'porter', 'parking', 'meetAndGreet'] as const;
export type CipKindOption = (typeof CIP_KIND_OPTIONS)[number];
export type CipServiceOption = (typeof CIP_SERVICE_OPTIONS)[number];

/** Cheapest first (the default), or dearest first. */
export const CIP_SORTS = ['cheapest', 'dearest'] as const;
export type CipSort = (typeof CIP_SORTS)[number];

export interface CipFacts {
  id: number;
  kind: string;
  service: string;
  /** An adult's price, rial: what the card shows per passenger. */
  price: number;
}

/** What the model reads of a package (the supplier's CipPackage has these). */
export interface CipPackageLike {
  packageId: number;
  kind: string;
  serviceType: string;
  prices: { adult: number };
}

export interface CipFilters {
  sort: CipSort;
  kinds: CipKindOption[];
  services: CipServiceOption[];
}
export type CipFilter = Omit<CipFilters, 'sort'>;

export interface CipStats {
  kinds: Record<string, number>;
  services: Record<string, number>;
}

export const CIP_FILTER_KEYS = ['fSort', 'fKind', 'fService'] as const;

/** Facts of a package, or facts already made (the workers are handed facts). */
export function cipFacts(x: CipPackageLike | CipFacts): CipFacts {
  if ('id' in x) return x;
  return { id: x.packageId, kind: x.kind, service: x.serviceType, price: x.prices.adult };
}

const listOf = <T extends string>(raw: string | undefined, allowed: readonly T[]): T[] =>
  (raw ?? '')
    .split(',')
    .filter((v): v is T => (allowed as readonly string[]).includes(v))
    .filter((v, i, all) => all.indexOf(v) === i);

export function parseCipFilters(query: Query): CipFilters {
  const sort = query['fSort'];
  return {
    sort: (CIP_SORTS as readonly string[]).includes(sort ?? '') ? (sort as CipSort) : 'cheapest',
    kinds: listOf(query['fKind'], CIP_KIND_OPTIONS),
    services: listOf(query['fService'], CIP_SERVICE_OPTIONS),
  };
}

/** The URL keys of the filters; a default (cheapest, nothing chosen) is left out. */
export function cipFilterQuery(f: CipFilters): Query {
  const q: Query = {};
  if (f.sort !== 'cheapest') q['fSort'] = f.sort;
  if (f.kinds.length) q['fKind'] = f.kinds.join(',');
  if (f.services.length) q['fService'] = f.services.join(',');
  return q;
}

export const toCipFilter = (f: CipFilters): CipFilter => ({ kinds: [...f.kinds], services: [...f.services] });

const itemsOf = <F>(source: FilterSource<F>): readonly F[] => ('items' in source ? source.items : source);

function passes(f: CipFacts, filter: CipFilter): boolean {
  return (
    (filter.kinds.length === 0 || (filter.kinds as readonly string[]).includes(f.kind)) &&
    (filter.services.length === 0 || (filter.services as readonly string[]).includes(f.service))
  );
}

function count(items: readonly CipFacts[], key: 'kind' | 'service'): Record<string, number> {
  const out: Record<string, number> = {};
  for (const f of items) out[f[key]] = (out[f[key]] ?? 0) + 1;
  return out;
}

export const cipResultsModel: ResultsModel<CipPackageLike, CipFacts, CipFilter, CipSort, CipStats> = {
  facts: cipFacts,
  id: (f) => f.id,
  searchKey: (f) => `${f.kind} ${f.service}`,
  filter: (source, filter) => itemsOf(source).filter((f) => passes(f, filter)),
  stats: (items) => ({ kinds: count(items, 'kind'), services: count(items, 'service') }),
  // Ties keep the catalogue's order (the sort is stable): the same price lists arrival before departure.
  compare: (sort) => (a, b) => (sort === 'dearest' ? b.price - a.price : a.price - b.price),
};
