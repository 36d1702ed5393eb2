import { ProductHome } from '@/components/content/ProductHome';
import { DestinationSearchSection } from '@/components/search/ProductFormSections';

export default async function ProductHomePage() {
  return <ProductHome product="cip" form={<DestinationSearchSection product="cip" />} />;
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
