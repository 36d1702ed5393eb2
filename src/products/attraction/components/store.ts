/** What the attraction results page hands its client components, and how they read the shell's context. */
import type { ResultsContextValue, ResultsInit, ResultsState } from '@/components/results/store';
import { useResultsContext } from '@/components/results/store';
import type { IsoDate } from '@/lib/dates';
import type { TicketCounts } from '@/products/attraction/model/price';
import type { AttractionFilters } from '@/products/attraction/model/query';
import type { AttractionStats } from '@/products/attraction/model/results-model';
import type { AttractionItem } from '@/products/attraction/server/schemas';
import type { AttractionSearchInfo } from '@/products/attraction/server/search';

export interface AttractionResultsInit extends ResultsInit<AttractionItem, AttractionSearchInfo, AttractionStats> {
  /** The city in Persian, or the slug's words when nobody knows it. */
  cityName: string;
  /** The city is unknown to the location search: the empty state says so. */
  unknownCity: boolean;
  date: IsoDate | null;
  counts: TicketCounts;
}

export type AttractionResultsContext = ResultsContextValue<
  AttractionResultsInit,
  ResultsState<AttractionItem, AttractionSearchInfo, AttractionFilters, AttractionStats>,
  AttractionFilters
>;

export const useAttractionResults = () => useResultsContext<AttractionResultsContext>();
