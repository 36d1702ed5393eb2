import type { PageProps } from 'waku/router';
import { toQuery } from '@/lib/query';
import { AttractionResultsSection } from '@/products/attraction/components/AttractionResultsSection';

/** `/attraction/{destination}/search`: the city's attractions (issue 47), one answer through the shared results shell. */
export default async function AttractionSearchPage({ destination, query }: PageProps<'/attraction/[destination]/search'>) {
  return <AttractionResultsSection destination={destination} query={toQuery(query ?? '')} />;
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
