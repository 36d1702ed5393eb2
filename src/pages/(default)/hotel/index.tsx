import type { PageProps } from 'waku/router';
import { css } from '../../../../styled-system/css';
import { PageMeta } from '../../../components/layout/PageMeta';
import { HotelSearchSection } from '../../../components/search/HotelSearchSection';
import { toQuery } from '../../../lib/query';

export default async function HotelHomePage({ query }: PageProps<'/hotel'>) {
  return (
    <>
      <PageMeta
        title="رزرو هتل با بهترین قیمت"
        description="رزرو آنلاین هتل‌های داخلی و خارجی با تقویم شمسی، قیمت به تومان و پشتیبانی ۲۴ ساعته."
      />
      <h1 className={css({ fontSize: '2xl', fontWeight: 'bold', mb: '4' })}>رزرو هتل</h1>
      <HotelSearchSection query={toQuery(query ?? '')} />
    </>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
