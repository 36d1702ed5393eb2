import { Article } from '@/components/content/Article';
import { SupportPhone } from '@/components/content/SupportPhone';
import { craft } from '@/content/company';

export default async function CraftPage() {
  return <Article page={craft} after={<SupportPhone />} />;
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
