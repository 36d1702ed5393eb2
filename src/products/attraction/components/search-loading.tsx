/**
 * The attraction's search-loading dialog (spec 001 §2: «در حال جستجوی ارزان‌ترین تفریح»): its title, slogans and
 * banner scene (a ferris wheel, drawn in the shared frame of LoadingBanner). The page adds the city and the day.
 */
import type { SearchLoadingProduct } from '@/components/results/search-loading-products';
import { attractionLoading } from '../messages';

/** Eight spokes of the wheel, as one path (one element to lay out and paint). */
const SPOKES = Array.from({ length: 8 }, (_, i) => {
  const a = (i * Math.PI) / 4;
  return `M160 60L${(160 + 36 * Math.cos(a)).toFixed(1)} ${(60 + 36 * Math.sin(a)).toFixed(1)}`;
}).join('');

function WheelScene() {
  return (
    <>
      <circle cx="160" cy="60" r="36" fill="none" stroke="currentColor" strokeWidth="4" opacity="0.9" />
      <path d={SPOKES} stroke="currentColor" strokeWidth="2" opacity="0.6" />
      <path d="M160 60l-22 42h44z" fill="currentColor" opacity="0.35" />
    </>
  );
}

export const attractionSearchLoading: SearchLoadingProduct = { ...attractionLoading, banner: <WheelScene /> };
