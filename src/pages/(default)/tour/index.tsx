import { ProductHome } from '@/components/content/ProductHome';
import { TourSearchSection } from '@/products/tour/components/SearchSection';

export default async function ProductHomePage() {
  return <ProductHome product="tour" form={<TourSearchSection />} />;
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
