import type { PageProps } from 'waku/router';
import { FlightResultsSection } from '@/products/flight/components/FlightResultsSection';
import { toQuery } from '@/lib/query';

export default async function FlightSearchPage({ destination, query }: PageProps<'/flight/[destination]/search'>) {
  return <FlightResultsSection route={destination} search={toQuery(query ?? '')} />;
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
