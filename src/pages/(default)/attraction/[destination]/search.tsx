import type { PageProps } from 'waku/router';
import { SearchProblem } from '@/components/content/SearchProblem';
import { SearchSummaryPage } from '@/components/content/SearchSummaryPage';
import { todayIn } from '@/lib/dates';
import { toQuery } from '@/lib/query';
import { attractionForm } from '@/products/attraction/messages';
import { attractionSearchProblem, attractionSummary } from '@/products/attraction/model/search';

export default async function SearchRoutePage({ destination, query }: PageProps<'/attraction/[destination]/search'>) {
  const q = toQuery(query ?? '');
  // Input no repair redirect can fix: the reason, with status 400 (src/edge/search-prefetch.ts).
  const problem = attractionSearchProblem(destination, q, todayIn(Date.now()));
  if (problem) return <SearchProblem productName={attractionForm.name} formPath="/attraction" message={problem} />;
  return <SearchSummaryPage summary={attractionSummary(destination, q)} step="search" />;
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
