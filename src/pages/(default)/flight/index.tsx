import { ProductHome } from '../../../components/content/ProductHome';

export default async function ProductHomePage() {
  return <ProductHome product="flight" />;
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
