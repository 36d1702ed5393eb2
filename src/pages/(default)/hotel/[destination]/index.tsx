import type { PageProps } from 'waku/router';
import { css } from '../../../../../styled-system/css';
import { PageMeta } from '@/components/layout/PageMeta';
import { HotelSearchSection } from '@/products/hotel/components/search/HotelSearchSection';
import { toQuery } from '@/lib/query';

export default async function HotelDestinationPage({ destination, query }: PageProps<'/hotel/[destination]'>) {
  return (
    <>
      <PageMeta title="رزرو هتل" description="جستجو و رزرو آنلاین هتل با تقویم شمسی و قیمت به تومان." />
      <h1 className={css({ fontSize: '2xl', fontWeight: 'bold', mb: '4' })}>رزرو هتل</h1>
      <HotelSearchSection query={toQuery(query ?? '')} slug={destination} />
    </>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
