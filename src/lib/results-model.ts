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
  /** Figures over all results (not only the filtered ones), e.g. the price slider's range. */
  stats(items: readonly Facts[]): Stats;
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
