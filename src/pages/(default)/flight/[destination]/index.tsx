import type { PageProps } from 'waku/router';
import { ProductHome } from '@/components/content/ProductHome';
import { FlightSearchForm } from '@/products/flight/components/search/FlightSearchForm';
import { todayIn } from '@/lib/dates';

export default async function ProductDestinationPage({ destination }: PageProps<'/flight/[destination]'>) {
  const [origin, dest] = destination.toUpperCase().split('-');
  return (
    <ProductHome
      product="flight"
      destination={destination}
      form={<FlightSearchForm today={todayIn()} origin={origin ?? null} destination={dest ?? null} />}
    />
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
