import { Article } from '@/components/content/Article';
import { SupportPhone } from '@/components/content/SupportPhone';
import { formEntryToTurkey } from '@/content/travel';

export default async function FormEntryToTurkeyPage() {
  return <Article page={formEntryToTurkey} after={<SupportPhone />} />;
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
