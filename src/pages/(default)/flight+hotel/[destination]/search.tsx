import type { PageProps } from 'waku/router';
import { SearchProblem } from '@/components/content/SearchProblem';
import { SearchSummaryPage } from '@/components/content/SearchSummaryPage';
import { todayIn } from '@/lib/dates';
import { toQuery } from '@/lib/query';
import { flightHotelForm } from '@/products/flight-hotel/messages';
import { flightHotelSearchProblem } from '@/products/flight-hotel/model/search-problem';
import { flightHotelSummary } from '@/products/flight-hotel/model/summary';

export default async function SearchRoutePage({ destination, query }: PageProps<'/flight+hotel/[destination]/search'>) {
  const q = toQuery(query ?? '');
  // Input no repair redirect can fix: the reason, with status 400 (src/edge/search-prefetch.ts).
  const problem = flightHotelSearchProblem(destination, q, todayIn(Date.now()));
  if (problem) return <SearchProblem productName={flightHotelForm.name} formPath="/flight+hotel" message={problem} />;
  return <SearchSummaryPage summary={flightHotelSummary(destination, q)} step="search" />;
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
