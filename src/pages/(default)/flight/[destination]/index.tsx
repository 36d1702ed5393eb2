import type { PageProps } from 'waku/router';
import { ProductHome } from '@/components/content/ProductHome';
import { FlightSearchForm } from '@/products/flight/components/search/FlightSearchForm';
import { currentDay } from '@/server/clock';

export default async function ProductDestinationPage({ destination }: PageProps<'/flight/[destination]'>) {
  const [origin, dest] = destination.toUpperCase().split('-');
  return (
    <ProductHome
      product="flight"
      destination={destination}
      form={<FlightSearchForm today={currentDay()} origin={origin ?? null} destination={dest ?? null} />}
    />
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
