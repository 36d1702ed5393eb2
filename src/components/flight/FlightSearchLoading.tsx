/**
 * The flight results' search-in-progress dialog: «searching for the cheapest ticket», the route, the dates and the
 * passengers.
 */
import * as messages from '@/lib/messages';
import { SearchLoadingDialog } from '../results/SearchLoadingDialog';

export function FlightSearchLoading({ route, dates, passengers }: { route: string; dates: string; passengers: string }) {
  return (
    <SearchLoadingDialog
      title={messages.searchLoading.ticket}
      place={route}
      details={[dates, passengers]}
      slogans={messages.flightResults.slogans}
      banner="flight"
    />
  );
}
