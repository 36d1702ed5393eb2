/**
 * Server part of the hotel search form: reads the popular destinations (so the combobox works before hydration),
 * the route's destination and today's Tehran day, then renders the client form. Used by /hotel and
 * /hotel/{destination}; the results page passes the same data (`hotelSearchFormProps`) to its search summary, which
 * loads the form only when the traveller reaches for it.
 */
import { Suspense } from 'react';
import { todayIn } from '@/lib/dates';
import { parseHotelQuery } from '@/lib/hotel-query';
import type { Query } from '@/lib/query';
import { upstream } from '@/server/request-context';
import { destinationBySlug, offlineDestinations } from '@/server/upstream/search-form';
import { HotelSearchForm, type HotelSearchFormData, type HotelSearchFormVariant } from './HotelSearchForm';
import { toDestination } from './hotel-form-logic';

/** `popularInPage: false` (the results page): the popular destinations still resolve the slug here, but the form
 * fetches its own copy when it loads, so they are not in the page. */
export async function hotelSearchFormProps({
  query,
  slug,
  popularInPage = true,
}: {
  query: Query;
  slug?: string;
  popularInPage?: boolean;
}): Promise<HotelSearchFormData> {
  const client = upstream();
  const offline = await offlineDestinations(client, 'hotels');
  const location = slug ? await destinationBySlug(client, slug, offline) : null;
  return {
    initial: parseHotelQuery(query),
    destination: location ? toDestination(location) : null,
    offline: popularInPage ? offline : null,
    today: todayIn(),
  };
}

export async function HotelSearchSection({
  query,
  slug,
  variant = 'page',
}: {
  query: Query;
  slug?: string;
  variant?: HotelSearchFormVariant;
}) {
  const props = await hotelSearchFormProps({ query, slug });
  // Its own Suspense boundary (the data is already here, so the HTML is the same): the browser hydrates the form on
  // its own, in slices that yield, rather than inside the page's one long hydration task; typing or a click on it
  // before then hydrates it first.
  return (
    <Suspense fallback={null}>
      <HotelSearchForm {...props} variant={variant} />
    </Suspense>
  );
}
