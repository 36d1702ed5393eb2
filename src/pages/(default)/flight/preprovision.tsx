import { Article } from '@/components/content/Article';
import { SupportPhone } from '@/components/content/SupportPhone';
import { preprovision } from '@/content/products';

export default async function PreprovisionPage() {
  return <Article page={preprovision} after={<SupportPhone />} />;
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
