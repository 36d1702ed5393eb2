/**
 * Server part of the hotel search form: reads the popular destinations (so the combobox works before hydration),
 * the route's destination and today's Tehran day, then renders the client form. Used by /hotel and
 * /hotel/{destination}; the results page can mount `HotelSearchForm` itself with the same props.
 */
import { todayIn } from '../../lib/dates';
import { parseHotelQuery } from '../../lib/hotel-query';
import type { Query } from '../../lib/query';
import { upstream } from '../../server/request-context';
import { destinationBySlug, offlineDestinations } from '../../server/upstream/search-form';
import { HotelSearchForm, type HotelSearchFormVariant } from './HotelSearchForm';
import { toDestination } from './hotel-form-logic';

export async function HotelSearchSection({ query, slug, variant = 'page' }: { query: Query; slug?: string; variant?: HotelSearchFormVariant }) {
  const client = upstream();
  const offline = await offlineDestinations(client, 'hotels');
  const location = slug ? await destinationBySlug(client, slug, offline) : null;
  return (
    <HotelSearchForm
      initial={parseHotelQuery(query)}
      destination={location ? toDestination(location) : null}
      offline={offline}
      today={todayIn()}
      variant={variant}
    />
  );
}
