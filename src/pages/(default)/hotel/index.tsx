import { Suspense } from 'react';
import type { PageProps } from 'waku/router';
import { css } from '../../../../styled-system/css';
import { PageMeta } from '@/components/layout/PageMeta';
import { HotelSearchSection } from '@/products/hotel/components/search/HotelSearchSection';
import { HotelSuggestions } from '@/products/hotel/components/search/HotelSuggestions';
import * as messages from '@/lib/messages';
import { toQuery } from '@/lib/query';

export default async function HotelHomePage({ query }: PageProps<'/hotel'>) {
  const q = toQuery(query ?? '');
  return (
    <>
      <PageMeta
        title="رزرو هتل با بهترین قیمت"
        description="رزرو آنلاین هتل‌های داخلی و خارجی با تقویم شمسی، قیمت به تومان و پشتیبانی ۲۴ ساعته."
      />
      <h1 className={css({ fontSize: '2xl', fontWeight: 'bold', mb: '4' })}>رزرو هتل</h1>
      {/* The results page sends an unknown destination (no hyphen) here with this flag (spec 000 §5). */}
      {q['error'] === 'destination' ? (
        <p
          role="alert"
          data-testid="destination-error"
          className={css({ bg: 'red.3', color: 'red.11', p: '3', borderRadius: 'l2', mb: '4' })}
        >
          {messages.searchInput.destinationInvalid}
        </p>
      ) : null}
      <HotelSearchSection query={q} />
      {/* Hotel suggestions (issue 49 point 9): streamed; a failed call hides the block only. */}
      <Suspense fallback={null}>
        <HotelSuggestions />
      </Suspense>
    </>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
