/** Travel insurance's search-loading dialog: its title, slogans and a shield for the banner scene. */
import type { SearchLoadingProduct } from '@/components/results/search-loading-products';
import { insuranceResults } from '../messages';

function ShieldScene() {
  return <path d="M160 14 L206 30 V62 Q206 96 160 112 Q114 96 114 62 V30 Z" fill="none" stroke="currentColor" strokeWidth="4" />;
}

export const insuranceSearchLoading: SearchLoadingProduct = {
  title: insuranceResults.loadingTitle,
  slogans: insuranceResults.slogans,
  banner: <ShieldScene />,
};
