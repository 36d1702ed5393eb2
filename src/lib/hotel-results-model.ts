/** The hotel results as the results workers and store see them (src/lib/results-model.ts). */
import { type HotelFilter, type PriceRange, filterHotels, hotelSearchKey, priceBounds } from './filters';
import type { ResultsModel } from './results-model';
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
}

export interface HotelStats {
  /** Toman, over every hotel (the slider's range does not shrink with the filter). */
  bounds: PriceRange | null;
  hasGuaranty: boolean;
}

export const hotelResultsModel: ResultsModel<HotelFacts, HotelFacts, HotelFilter, HotelSort, HotelStats> = {
  facts: (h) => ({
    hotelId: h.hotelId,
    name: h.name,
    englishName: h.englishName,
    star: h.star,
    rate: h.rate,
    isGuaranty: h.isGuaranty,
    minimumPackagePrice: h.minimumPackagePrice,
  }),
  id: (h) => h.hotelId,
  searchKey: hotelSearchKey,
  filter: filterHotels,
  compare: compareHotels,
  stats: (items) => ({ bounds: priceBounds(items), hasGuaranty: items.some((h) => h.isGuaranty) }),
};
