'use client';
/** Tour: a destination from the location search (tours and cities), the flight dates, passengers. The shared one-destination form with this product's definition. */
import { DestinationSearchForm, type DestinationFormDefinition } from '@/components/search/DestinationSearchForm';
import type { OfflineLists } from '@/components/search/destination/DestinationCombobox';
import { LOCATION_TYPES } from '@/lib/constants';
import type { IsoDate } from '@/lib/dates';
import { tourForm as m } from '../messages';
import { tourDestinationSlug, tourFormDates, tourSearchPath } from '../model/search';

const DEFINITION: DestinationFormDefinition = {
  id: 'tour',
  title: m.title,
  dates: { label: m.dates, start: m.start, end: m.end, range: true },
  place: { kind: 'location', types: [LOCATION_TYPES.flightHotel, LOCATION_TYPES.cityOrAirport] },
  initialDates: tourFormDates,
  path: (search) => tourSearchPath({ ...search, destination: tourDestinationSlug(search.destination) }),
};

export function TourSearchForm({ today, offline }: { today: IsoDate; offline: OfflineLists }) {
  return <DestinationSearchForm definition={DEFINITION} today={today} offline={offline} />;
}
