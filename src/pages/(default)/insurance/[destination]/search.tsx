import type { PageProps } from 'waku/router';
import { SearchProblem } from '@/components/content/SearchProblem';
import { SearchSummaryPage } from '@/components/content/SearchSummaryPage';
import { todayIn } from '@/lib/dates';
import { toQuery } from '@/lib/query';
import { insuranceForm } from '@/products/insurance/messages';
import { insuranceSearchProblem, insuranceSummary } from '@/products/insurance/model/search';

export default async function SearchRoutePage({ destination, query }: PageProps<'/insurance/[destination]/search'>) {
  const q = toQuery(query ?? '');
  // Input no repair redirect can fix: the reason, with status 400 (src/edge/search-prefetch.ts).
  const problem = insuranceSearchProblem(destination, q, todayIn(Date.now()));
  if (problem) return <SearchProblem productName={insuranceForm.name} formPath="/insurance" message={problem} />;
  return <SearchSummaryPage summary={insuranceSummary(destination, q)} step="search" />;
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
