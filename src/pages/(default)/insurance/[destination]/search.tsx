import type { PageProps } from 'waku/router';
import { SearchProblem } from '@/components/content/SearchProblem';
import { SearchSummaryPage } from '@/components/content/SearchSummaryPage';
import { todayIn } from '@/lib/dates';
import { destinationSummary } from '@/lib/product-search';
import { toQuery } from '@/lib/query';
import { summarySearchProblem } from '@/lib/search-problems';

export default async function SearchRoutePage({ destination, query }: PageProps<'/insurance/[destination]/search'>) {
  const q = toQuery(query ?? '');
  // Input no repair redirect can fix: the reason, with status 400 (src/edge/search-prefetch.ts).
  const problem = summarySearchProblem('insurance', destination, q, todayIn(Date.now()));
  if (problem) return <SearchProblem product="insurance" message={problem} />;
  return <SearchSummaryPage summary={destinationSummary('insurance', destination, q)} step="search" />;
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
