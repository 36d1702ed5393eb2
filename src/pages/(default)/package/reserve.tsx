import { Article } from '@/components/content/Article';
import { SupportPhone } from '@/components/content/SupportPhone';
import { packageReserve } from '@/content/products';

export default async function PackageReservePage() {
  return <Article page={packageReserve} after={<SupportPhone />} />;
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
