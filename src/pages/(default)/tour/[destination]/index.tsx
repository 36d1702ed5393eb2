import type { PageProps } from 'waku/router';
import { ProductHome } from '@/components/content/ProductHome';
import { SearchProblem } from '@/components/content/SearchProblem';
import { todayIn } from '@/lib/dates';
import { toQuery } from '@/lib/query';
import { tourForm } from '@/products/tour/messages';
import { tourSearchProblem } from '@/products/tour/model/search';

// /tour/{destination}[?flightDate&returnDate&pCount&adults]: the tour search's landing (tourSearchPath).
export default async function ProductDestinationPage({ destination, query }: PageProps<'/tour/[destination]'>) {
  // Input no repair redirect can fix: the reason, with status 400 (src/edge/search-prefetch.ts).
  const problem = tourSearchProblem(destination, toQuery(query ?? ''), todayIn(Date.now()));
  if (problem) return <SearchProblem productName={tourForm.name} formPath="/tour" message={problem} />;
  return <ProductHome product="tour" destination={destination} />;
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
