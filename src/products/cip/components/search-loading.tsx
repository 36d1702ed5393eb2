/** The CIP search-loading dialog: its title and slogans, and a lounge armchair as its banner scene. */
import type { SearchLoadingProduct } from '@/components/results/search-loading-products';
import { cipResults as m } from '../messages';

function LoungeScene() {
  return (
    <g fill="none" stroke="currentColor" strokeWidth="3" strokeLinecap="round" opacity="0.8">
      <path d="M120 90h80M125 90v-30q0-12 12-12h46q12 0 12 12v30M112 70h13M195 70h13M112 70v22M208 70v22" />
    </g>
  );
}

export const cipSearchLoading: SearchLoadingProduct = { title: m.loadingTitle, slogans: m.slogans, banner: <LoungeScene /> };
