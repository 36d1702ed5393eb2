import { Article } from '@/components/content/Article';
import { SupportPhone } from '@/components/content/SupportPhone';
import { exhibition } from '@/content/travel';

export default async function ExhibitionPage() {
  return <Article page={exhibition} after={<SupportPhone />} />;
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
