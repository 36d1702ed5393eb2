import { ProductHome } from '@/components/content/ProductHome';
import { AttractionSearchSection } from '@/products/attraction/components/SearchSection';

export default async function ProductHomePage() {
  return <ProductHome product="attraction" form={<AttractionSearchSection />} />;
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
