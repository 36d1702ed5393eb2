import { ProductHome } from '@/components/content/ProductHome';
import { FlightHotelSearchSection } from '@/products/flight-hotel/components/SearchSection';

export default async function ProductHomePage() {
  return <ProductHome product="flightHotel" form={<FlightHotelSearchSection />} />;
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
