/**
 * What the results workers and the results store need to know about a product's results: the few fields they keep
 * (its facts), how a filter picks and a sort orders them, and the figures the filter controls show. Pure, so the two
 * workers, the first server-rendered order and the tests run the same code.
 */
/** Items with their search keys (built once by the filter worker), or a plain list (keys are made when needed). */
export type FilterSource<Facts> = readonly Facts[] | { readonly items: readonly Facts[]; readonly keys: readonly string[] };

/** The facts both workers keep of each result, and its id. */
export interface FactsModel<Item, Facts> {
  /** The fields the workers keep (cards stay on the main thread). */
  facts(item: Item): Facts;
  id(facts: Facts): number;
}

/** What the filter worker needs (kept apart from sorting, so each worker bundles only its own half). */
export interface FilterModel<Facts, Filter, Stats> extends FactsModel<unknown, Facts> {
  /** The normalised text a name filter matches. */
  searchKey(facts: Facts): string;
  /** The items that pass, in their original order (from an index with the search keys made once, or a plain list). */
  filter(source: FilterSource<Facts>, filter: Filter): Facts[];
  /**
   * Figures over all results (not only the filtered ones), e.g. the price slider's range and the facets' counts. The
   * active filter, when given, is for a rule the product applies to every figure whatever the traveller picks (a
   * filter the page forces, such as a route's non-stop rule): a result no filter choice can show counts nowhere.
   */
  stats(items: readonly Facts[], filter?: Filter): Stats;
}

/** What the sort worker needs. */
export interface SortModel<Facts, Sort> extends FactsModel<unknown, Facts> {
  compare(sort: Sort): (a: Facts, b: Facts) => number;
}

export type ResultsModel<Item, Facts, Filter, Sort, Stats> = FactsModel<Item, Facts> &
  FilterModel<Facts, Filter, Stats> &
  SortModel<Facts, Sort>;

/** The display order of a result set: filtered, then sorted (ties keep their arrival order). */
export function resultsOrder<Facts, Filter, Sort, Stats>(
  model: ResultsModel<unknown, Facts, Filter, Sort, Stats>,
  items: readonly Facts[],
  filter: Filter,
  sort: Sort,
): number[] {
  return [...model.filter(items, filter)].sort(model.compare(sort)).map((f) => model.id(f));
}

/** A round the page renders only the first screen of: its count and figures, so the page shows them whole at once. */
export interface WholeRound<Stats> {
  /** Distinct results in the round. */
  total: number;
  /** The filter controls' figures over all of them (e.g. the price slider's range). */
  stats: Stats;
}

/**
 * The first `n` results of a round in display order (the page's filter and sort), and the whole round's count and
 * figures when that is not all of it. Why: the server renders only the first screen of cards from the page's first
 * round, and every result it hands the browser travels in the page's RSC payload, which the browser decodes before
 * it reveals the first cards (43 Kish hotels were ~40 KB of it). The rest reach the browser through the search's
 * stream, resumed from the supplier's first round, while the counter and the filters show the whole round at once.
 */
export function firstScreen<Item, Facts, Filter, Sort, Stats>(
  model: ResultsModel<unknown, Facts, Filter, Sort, Stats>,
  items: readonly Item[],
  filter: Filter,
  sort: Sort,
  n: number,
): { items: Item[]; whole: WholeRound<Stats> | null } {
  const facts = items.map((item) => model.facts(item));
  const byId = new Map(facts.map((f, i) => [model.id(f), items[i] as Item]));
  const first = resultsOrder(model, facts, filter, sort)
    .slice(0, n)
    .map((id) => byId.get(id) as Item);
  if (first.length === byId.size) return { items: [...items], whole: null };
  return { items: first, whole: { total: byId.size, stats: model.stats(facts, filter) } };
}
