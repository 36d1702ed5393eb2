import { ProductHome } from '@/components/content/ProductHome';
import { DestinationSearchSection } from '@/components/search/ProductFormSections';

export default async function ProductHomePage() {
  return <ProductHome product="tour" form={<DestinationSearchSection product="tour" />} />;
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
