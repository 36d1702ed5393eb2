import { Article } from '@/components/content/Article';
import { SupportPhone } from '@/components/content/SupportPhone';
import { packagePdp } from '@/content/products';

export default async function PackagePdpPage() {
  return <Article page={packagePdp} after={<SupportPhone />} />;
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
