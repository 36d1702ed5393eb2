import { Article } from '@/components/content/Article';
import { SupportPhone } from '@/components/content/SupportPhone';
import { exhibitionIntro } from '@/content/travel';

export default async function ExhibitionIntroPage() {
  return <Article page={exhibitionIntro} after={<SupportPhone />} />;
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
