/**
 * What each searched product's search-loading dialog says and shows (spec 001 §2): «searching for the cheapest …», its
 * typed slogans and its banner. The page adds only the place and the details it knows. A new product adds its line
 * here; separate constants, so a page's bundle carries only its own product's slogans.
 */
import * as messages from '@/lib/messages';
import type { SearchLoadingDialogProps } from './SearchLoadingDialog';

export type SearchLoadingProduct = Pick<SearchLoadingDialogProps, 'title' | 'slogans' | 'banner'>;

export const hotelSearchLoading: SearchLoadingProduct = {
  title: messages.searchLoading.hotel,
  slogans: messages.searchLoading.hotelSlogans,
  banner: 'hotel',
};

export const flightSearchLoading: SearchLoadingProduct = {
  title: messages.searchLoading.ticket,
  slogans: messages.searchLoading.ticketSlogans,
  banner: 'flight',
};
