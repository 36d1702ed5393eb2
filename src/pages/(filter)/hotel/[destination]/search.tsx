import type { PageProps } from 'waku/router';
import { SearchProblem } from '@/components/content/SearchProblem';
import { HotelResultsSection } from '@/products/hotel/components/HotelResultsSection';
import { toQuery } from '@/lib/query';
import { hotelSearchProblem } from '@/products/hotel/model/search-problem';
import { tourOfferSearchPath } from '@/products/flight-hotel/model/search';
import { currentDay } from '@/server/clock';

/** `/hotel/{destination}/search`: the streamed hotel results (spec 000 §2.3, §4). */
export default async function HotelSearchPage({ destination, query }: PageProps<'/hotel/[destination]/search'>) {
  const search = toQuery(query ?? '');
  // Input no repair redirect can fix: the reason, with status 400 (src/edge/search-prefetch.ts).
  const problem = hotelSearchProblem(search, currentDay(), destination);
  if (problem) return <SearchProblem productName="هتل" formPath="/hotel" message={problem} />;
  // The tour offers open the flight+hotel search built from the offer (spec 001 §2; the current query's id).
  return (
    <HotelResultsSection
      destination={destination}
      search={search}
      view="list"
      offerLink={(offer, query) => tourOfferSearchPath(offer, { onFlightPage: false, currentQuery: query })}
    />
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
