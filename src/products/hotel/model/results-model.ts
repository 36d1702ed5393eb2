/** The hotel results as the results workers and store see them (src/lib/results-model.ts). */
import { type FilterOption, type HotelFilter, type PriceRange, filterHotels, filterOptions, hotelSearchKey, priceBounds } from './filters';
import type { FilterModel, SortModel } from '@/lib/results-model';
import { type HotelSort, compareHotels } from './sort';

/** The fields the workers need, and nothing else. */
export interface HotelFacts {
  hotelId: number;
  name: string;
  englishName: string;
  star: number;
  rate: number;
  isGuaranty: boolean;
  minimumPackagePrice: number;
  freeCancellationUntil: string | null;
  /** Filter keys area, type and provider (missing: the supplier does not say). */
  area?: string | null;
  hotelType?: string | null;
  provider?: string | null;
}

export interface HotelStats {
  /** Toman, over every hotel (the slider's range does not shrink with the filter). */
  bounds: PriceRange | null;
  hasGuaranty: boolean;
  /** Some hotel cancels for free: the free-cancellation filter is offered only then (or while it is on). */
  hasFreeCancellation: boolean;
  /** The options of the area, type and provider filters, over every hotel, with their counts. */
  areas: FilterOption[];
  types: FilterOption[];
  providers: FilterOption[];
}

const facts = (h: HotelFacts): HotelFacts => ({
  hotelId: h.hotelId,
  name: h.name,
  englishName: h.englishName,
  star: h.star,
  rate: h.rate,
  isGuaranty: h.isGuaranty,
  minimumPackagePrice: h.minimumPackagePrice,
  freeCancellationUntil: h.freeCancellationUntil ?? null,
  area: h.area ?? null,
  hotelType: h.hotelType ?? null,
  provider: h.provider ?? null,
});
const id = (h: HotelFacts) => h.hotelId;

/** The filter worker's half. */
export const hotelFilterModel: FilterModel<HotelFacts, HotelFilter, HotelStats> = {
  facts,
  id,
  searchKey: hotelSearchKey,
  filter: filterHotels,
  stats: (items) => ({
    bounds: priceBounds(items),
    hasGuaranty: items.some((h) => h.isGuaranty),
    hasFreeCancellation: items.some((h) => Boolean(h.freeCancellationUntil)),
    areas: filterOptions(items, (h) => h.area),
    types: filterOptions(items, (h) => h.hotelType),
    providers: filterOptions(items, (h) => h.provider),
  }),
};

/** The sort worker's half. */
export const hotelSortModel: SortModel<HotelFacts, HotelSort> = { facts, id, compare: compareHotels };

/** Both halves: what the results store and the server's first screen (`firstScreen`) order and count with. */
export const hotelResultsModel = { ...hotelFilterModel, ...hotelSortModel };
