/** The tour search-loading dialog: its title and slogans, and a suitcase as its banner scene. */
import type { SearchLoadingProduct } from '@/components/results/search-loading-products';
import { tourResults as m } from '../messages';

function SuitcaseScene() {
  return (
    <g fill="none" stroke="currentColor" strokeWidth="3" strokeLinecap="round" opacity="0.8">
      <path d="M130 60h60v50h-60zM145 60v-10h30v10M140 110v6M180 110v6M130 80h60" />
    </g>
  );
}

export const tourSearchLoading: SearchLoadingProduct = { title: m.loadingTitle, slogans: m.slogans, banner: <SuitcaseScene /> };
