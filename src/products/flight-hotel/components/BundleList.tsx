'use client';
/**
 * The flight+hotel results column: the shared list frame (components/results/ResultsListFrame: counter, sort, cards,
 * «more», outage, nothing found for the days, filters hiding everything) with the bundle's words, sorts and card.
 */
import { ResultsListFrame } from '@/components/results/ResultsListFrame';
import { flightHotelResults as m } from '../messages';
import { BUNDLE_SORTS } from '../model/filters';
import type { TourBundle } from '../server/schemas';
import { BundleCard } from './BundleCard';
import { useFlightHotelResults } from './store';

export function BundleList() {
  const { init } = useFlightHotelResults();
  const query = init.searchToken ? { ...init.linkQuery, searchToken: init.searchToken } : init.linkQuery;
  return (
    <ResultsListFrame
      testId="bundle"
      words={{ ...m, noneHref: '/flight+hotel', noneLink: m.otherSearch }}
      sorts={BUNDLE_SORTS}
      sortLabel={(s) => m.sorts[s]}
      item={(bundle: TourBundle) => <BundleCard bundle={bundle} route={init.destination} query={query} />}
    />
  );
}
