/**
 * The attraction results as the results workers and store see them (src/lib/results-model.ts): the facts of
 * model/filters.ts plus the names a text match would read, filtered and sorted by the same functions.
 */
import type { FilterModel, FilterSource, SortModel } from '@/lib/results-model';
import { normalizeForSearch } from '@/lib/text';
import {
  type AttractionFacts,
  type AttractionFilter,
  type AttractionSort,
  compareAttractions,
  filterAttractions,
  filterStats,
} from './filters';

export interface AttractionListFacts extends AttractionFacts {
  persianName: string;
  englishName: string;
}

/** Over every attraction of the answer (the controls' ranges do not shrink with the filter). */
export interface AttractionStats {
  /** Rial. */
  price: { min: number; max: number } | null;
  /** How many attractions each category has (a plain record: it crosses to and from the workers). */
  categories: Record<string, number>;
}

const facts = (x: AttractionListFacts): AttractionListFacts => ({
  attractionId: x.attractionId,
  persianName: x.persianName,
  englishName: x.englishName,
  category: x.category,
  minPrice: x.minPrice,
  durationMinutes: x.durationMinutes,
  firstDate: x.firstDate,
});
const id = (x: AttractionListFacts) => x.attractionId;
const itemsOf = <T>(source: FilterSource<T>): readonly T[] => ('items' in source ? source.items : source);

export const attractionFilterModel: FilterModel<AttractionListFacts, AttractionFilter, AttractionStats> = {
  facts,
  id,
  searchKey: (x) => normalizeForSearch(`${x.persianName} ${x.englishName}`),
  filter: (source, filter) => filterAttractions(itemsOf(source), filter),
  stats: (items) => {
    const s = filterStats(items);
    return { price: s.price, categories: Object.fromEntries(s.categories) };
  },
};

export const attractionSortModel: SortModel<AttractionListFacts, AttractionSort> = { facts, id, compare: compareAttractions };

export const attractionResultsModel = { ...attractionFilterModel, ...attractionSortModel };
