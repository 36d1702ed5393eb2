import { ProductHome } from '@/components/content/ProductHome';
import { InsuranceSearchSection } from '@/products/insurance/components/SearchSection';

export default async function ProductHomePage() {
  return <ProductHome product="insurance" form={<InsuranceSearchSection />} />;
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
