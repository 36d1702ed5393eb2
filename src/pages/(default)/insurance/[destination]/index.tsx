import type { PageProps } from 'waku/router';
import { ProductHome } from '@/components/content/ProductHome';

export default async function ProductDestinationPage({ destination }: PageProps<'/insurance/[destination]'>) {
  return <ProductHome product="insurance" destination={destination} />;
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
