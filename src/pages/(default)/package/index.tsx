import { ProductHome } from '@/components/content/ProductHome';

export default async function ProductHomePage() {
  return <ProductHome product="package" />;
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
