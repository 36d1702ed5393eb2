/**
 * The hotel's search-loading dialog (spec 001 §2): its title, slogans and banner scene (a hotel, drawn in the shared
 * frame of LoadingBanner). The page adds the city and the dates.
 */
import type { SearchLoadingProduct } from '@/components/results/search-loading-products';
import { hotelLoading } from '../messages';

/** The hotel's window panes, four rows of four, as one path (one element to lay out and paint, not sixteen). */
const WINDOWS = Array.from({ length: 16 }, (_, i) => `M${130 + (i % 4) * 17} ${40 + Math.floor(i / 4) * 13}h10v7h-10z`).join('');

function HotelScene() {
  return (
    <>
      <rect x="206" y="56" width="42" height="46" rx="3" fill="currentColor" opacity="0.45" />
      <rect x="120" y="30" width="80" height="72" rx="4" fill="currentColor" opacity="0.9" />
      <path d={`${WINDOWS}M152 86h16v16h-16z`} fill="white" opacity="0.9" />
      <path d="M86 102V70c0-6 4-10 4-10s4 4 4 10v32z" fill="currentColor" opacity="0.35" />
    </>
  );
}

export const hotelSearchLoading: SearchLoadingProduct = { ...hotelLoading, banner: <HotelScene /> };
