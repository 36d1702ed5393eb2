import { ProductHome } from '@/components/content/ProductHome';
import { CipSearchSection } from '@/products/cip/components/SearchSection';

export default async function ProductHomePage() {
  return <ProductHome product="cip" form={<CipSearchSection />} />;
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
