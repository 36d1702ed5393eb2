import { ProductHome } from '@/components/content/ProductHome';
import { DestinationSearchSection } from '@/components/search/ProductFormSections';

export default async function ProductHomePage() {
  return <ProductHome product="insurance" form={<DestinationSearchSection product="insurance" />} />;
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
