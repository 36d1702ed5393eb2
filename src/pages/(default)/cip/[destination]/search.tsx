import type { PageProps } from 'waku/router';
import { SearchProblem } from '@/components/content/SearchProblem';
import { SearchSummaryPage } from '@/components/content/SearchSummaryPage';
import { todayIn } from '@/lib/dates';
import { toQuery } from '@/lib/query';
import { cipForm } from '@/products/cip/messages';
import { cipSearchProblem, cipSummary } from '@/products/cip/model/search';

export default async function SearchRoutePage({ destination, query }: PageProps<'/cip/[destination]/search'>) {
  const q = toQuery(query ?? '');
  // Input no repair redirect can fix: the reason, with status 400 (src/edge/search-prefetch.ts).
  const problem = cipSearchProblem(destination, q, todayIn(Date.now()));
  if (problem) return <SearchProblem productName={cipForm.name} formPath="/cip" message={problem} />;
  return <SearchSummaryPage summary={cipSummary(destination, q)} step="search" />;
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
