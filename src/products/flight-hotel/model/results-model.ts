/**
 * The flight+hotel results as the results workers and store see them (src/lib/results-model.ts): the facts of
 * ./filters.ts, taken from a bundle on the main thread and copied again in the workers (facts of facts are the same).
 */
import type { FilterModel, FilterSource, SortModel } from '@/lib/results-model';
import {
  type BundleFacts,
  type BundleFilter,
  type BundleSort,
  type BundleStats,
  bundleSearchKey,
  bundleStats,
  clockTime,
  compareBundles,
  matchesBundle,
} from './filters';

/** What the facts read of a bundle (the supplier's `TourBundle` has these). */
export interface BundleLike {
  hotel: { hotelId: number; persianName: string; englishName: string; star: number; rate: number };
  pricePerPerson: number;
  totalPrice: number;
  freeCancellationUntil: string | null;
  outbound: { airline: { code: string }; departureTime: string };
  inbound: { airline: { code: string } };
}

function facts(x: BundleLike | BundleFacts): BundleFacts {
  if ('hotel' in x)
    return {
      hotelId: x.hotel.hotelId,
      persianName: x.hotel.persianName,
      englishName: x.hotel.englishName,
      star: x.hotel.star,
      rate: x.hotel.rate,
      pricePerPerson: x.pricePerPerson,
      totalPrice: x.totalPrice,
      freeCancellation: x.freeCancellationUntil !== null,
      airlines: [x.outbound.airline.code, x.inbound.airline.code],
      outboundDeparture: clockTime(x.outbound.departureTime),
    };
  return { ...x, airlines: [...x.airlines] };
}
const id = (x: BundleFacts) => x.hotelId;

export const bundleFilterModel: FilterModel<BundleFacts, BundleFilter, BundleStats> = {
  facts: facts as (x: unknown) => BundleFacts,
  id,
  searchKey: bundleSearchKey,
  filter: (source: FilterSource<BundleFacts>, filter) => {
    if (Array.isArray(source)) return (source as readonly BundleFacts[]).filter((x) => matchesBundle(x, filter));
    const { items, keys } = source as { items: readonly BundleFacts[]; keys: readonly string[] };
    return items.filter((x, i) => matchesBundle(x, filter, keys[i]));
  },
  stats: bundleStats,
};

export const bundleSortModel: SortModel<BundleFacts, BundleSort> = {
  facts: facts as (x: unknown) => BundleFacts,
  id,
  compare: compareBundles,
};

export const bundleResultsModel = { ...bundleFilterModel, ...bundleSortModel };
