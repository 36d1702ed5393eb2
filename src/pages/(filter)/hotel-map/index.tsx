import type { PageProps } from 'waku/router';
import { css } from '../../../../styled-system/css';
import { PageMeta } from '@/components/layout/PageMeta';
import { HotelSearchSection } from '@/products/hotel/components/search/HotelSearchSection';
import { toQuery } from '@/lib/query';

// /hotel-map: the hotel search form; its results can then be seen on the map.
export default async function HotelMapHomePage({ query }: PageProps<'/hotel-map'>) {
  return (
    <>
      <PageMeta title="جستجوی هتل روی نقشه" description="هتل‌های هر شهر را روی نقشه ببینید و با قیمت به تومان مقایسه کنید." />
      <h1 className={css({ fontSize: '2xl', fontWeight: 'bold', mb: '4' })}>جستجوی هتل روی نقشه</h1>
      <HotelSearchSection query={toQuery(query ?? '')} />
    </>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
