/**
 * What a product's search-loading dialog says and shows (spec 001 §2): «searching for the cheapest …», its typed
 * slogans and its banner scene. Each product defines its own in its components/search-loading.tsx (a separate
 * module, so a page's bundle carries only its own product's slogans); the page adds the place and the details.
 */
import type { SearchLoadingDialogProps } from './SearchLoadingDialog';

export type SearchLoadingProduct = Pick<SearchLoadingDialogProps, 'title' | 'slogans' | 'banner'>;
