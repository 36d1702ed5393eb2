import { ProductHome } from '@/components/content/ProductHome';
import { FlightSearchForm } from '@/products/flight/components/search/FlightSearchForm';
import { todayIn } from '@/lib/dates';

export default async function ProductHomePage() {
  return <ProductHome product="flight" form={<FlightSearchForm today={todayIn()} />} />;
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
