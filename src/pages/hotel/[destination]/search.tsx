import { Suspense } from 'react';
import type { PageProps } from 'waku/router';
import { css } from '../../../../styled-system/css';
import { PageMeta } from '../../../components/layout/PageMeta';

// Walking skeleton of the results page: the shell is flushed at once and each Suspense part streams in
// when its data is ready. The stand-in rounds below are replaced by the sandbox search stream later.
const ROUND_DELAYS_MS = [600, 1300];

function delay(ms: number) {
  return new Promise<void>((resolve) => setTimeout(resolve, ms));
}

async function Round({ index }: { index: number }) {
  await delay(ROUND_DELAYS_MS[index] ?? 0);
  return (
    <li data-round={index} className={css({ p: '4', bg: 'white', borderRadius: 'l2', mb: '3' })}>
      دور {(index + 1).toLocaleString('fa-IR')} جستجو دریافت شد
    </li>
  );
}

export default async function HotelSearchPage({ destination }: PageProps<'/hotel/[destination]/search'>) {
  return (
    <>
      <PageMeta title={`جستجوی هتل در ${destination}`} description="نتایج جستجوی هتل" noindex />
      <h1 className={css({ fontSize: '2xl', fontWeight: 'bold', mb: '4' })}>نتایج جستجوی هتل</h1>
      <p className={css({ mb: '4', color: 'fg.muted' })}>
        مقصد: <bdi>{destination}</bdi>
      </p>
      <ol aria-live="polite">
        {ROUND_DELAYS_MS.map((_, i) => (
          <Suspense key={i} fallback={<li className={css({ color: 'fg.muted' })}>در حال جستجو…</li>}>
            <Round index={i} />
          </Suspense>
        ))}
      </ol>
    </>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
