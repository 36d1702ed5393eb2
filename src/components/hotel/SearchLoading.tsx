/**
 * The hotel results' search-loading dialog: the city, the dates in Jalali and the night count. A new search started
 * from the results page shows it without the details, from the submit until the new page arrives.
 */
import * as messages from '@/lib/messages';
import { SearchLoadingDialog } from '../results/SearchLoadingDialog';

export function SearchLoading({ city = '', dates = '', nights = '' }: { city?: string; dates?: string; nights?: string }) {
  return (
    <SearchLoadingDialog
      title={messages.searchLoading.hotel}
      place={city}
      details={[dates, nights]}
      slogans={messages.results.slogans}
      banner="hotel"
    />
  );
}
