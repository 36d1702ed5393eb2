import type { PageProps } from 'waku/router';
import { unstable_notFound } from 'waku/router/server';
import { Article } from '@/components/content/Article';
import { SupportPhone } from '@/components/content/SupportPhone';
import { LeadBox } from '@/components/lead/LeadBox';
import { isLandingSlug, landings } from '@/content/landings';

export default async function LandingRoutePage({ slug }: PageProps<'/landings/[slug]'>) {
  if (!isLandingSlug(slug)) unstable_notFound();
  const landing = landings[slug];
  return (
    <Article page={landing} after={<SupportPhone />}>
      <LeadBox {...landing.lead} />
    </Article>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
