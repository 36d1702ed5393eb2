import type { PageProps } from 'waku/router';
import { css } from '../../../../../styled-system/css';
import { PageMeta } from '@/components/layout/PageMeta';
import { HotelSearchSection } from '@/products/hotel/components/search/HotelSearchSection';
import { toQuery } from '@/lib/query';

// /hotel-map/{destination}: the search form set to that destination.
export default async function HotelMapDestinationPage({ destination, query }: PageProps<'/hotel-map/[destination]'>) {
  return (
    <>
      <PageMeta title="هتل‌های مقصد روی نقشه" description="هتل‌های این مقصد را روی نقشه ببینید و رزرو کنید." />
      <h1 className={css({ fontSize: '2xl', fontWeight: 'bold', mb: '4' })}>هتل‌های مقصد روی نقشه</h1>
      <HotelSearchSection query={toQuery(query ?? '')} slug={destination} />
    </>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
