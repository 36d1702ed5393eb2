import type { PageProps } from 'waku/router';
import { SearchProblem } from '@/components/content/SearchProblem';
import { HotelResultsSection } from '@/products/hotel/components/HotelResultsSection';
import { todayIn } from '@/lib/dates';
import { toQuery } from '@/lib/query';
import { hotelSearchProblem } from '@/products/hotel/model/search-problem';

/** `/hotel/{destination}/search`: the streamed hotel results (spec 000 §2.3, §4). */
export default async function HotelSearchPage({ destination, query }: PageProps<'/hotel/[destination]/search'>) {
  const search = toQuery(query ?? '');
  // Input no repair redirect can fix: the reason, with status 400 (src/edge/search-prefetch.ts).
  const problem = hotelSearchProblem(search, todayIn(Date.now()), destination);
  if (problem) return <SearchProblem productName="هتل" formPath="/hotel" message={problem} />;
  return <HotelResultsSection destination={destination} search={search} view="list" />;
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
