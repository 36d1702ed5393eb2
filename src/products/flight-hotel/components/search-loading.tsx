/**
 * The flight+hotel search-loading dialog (spec 001 §2: «در حال جستجوی ارزان‌ترین تور»): its title, slogans and
 * banner scene (a plane over a hotel, drawn in the shared frame of LoadingBanner). The page adds the route and dates.
 */
import type { SearchLoadingProduct } from '@/components/results/search-loading-products';
import { flightHotelLoading } from '../messages';

function TourScene() {
  return (
    <>
      <rect x="140" y="52" width="56" height="50" rx="4" fill="currentColor" opacity="0.85" />
      <path d="M150 62h10v8h-10zM168 62h10v8h-10zM150 78h10v8h-10zM168 78h10v8h-10z" fill="white" opacity="0.9" />
      <path d="M96 40l58-12 6 4-40 14 32 2 10-8h6l-6 12-52 2z" fill="currentColor" opacity="0.5" />
    </>
  );
}

export const flightHotelSearchLoading: SearchLoadingProduct = { ...flightHotelLoading, banner: <TourScene /> };
