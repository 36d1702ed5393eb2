import type { PageProps } from 'waku/router';
import { TourFaqPage } from '@/products/tour/components/TourFaqPage';
import { packageIdOf } from '@/products/tour/model/query';

// /package/faqItems[?packageId=]: the tours' FAQ.
export default async function PackageFaqPage({ query }: PageProps<'/package/faqItems'>) {
  return <TourFaqPage packageId={packageIdOf(new URLSearchParams(query ?? '').get('packageId') ?? undefined)} />;
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
