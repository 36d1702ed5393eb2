'use client';
/** Attraction tickets: a destination city, the visit day, passengers. The shared one-destination form with this product's definition. */
import { DestinationSearchForm, type DestinationFormDefinition } from '@/components/search/DestinationSearchForm';
import type { OfflineLists } from '@/components/search/destination/DestinationCombobox';
import { LOCATION_TYPES } from '@/lib/constants';
import type { IsoDate } from '@/lib/dates';
import { attractionForm as m } from '../messages';
import { attractionFormDates, attractionSearchPath } from '../model/search';

const DEFINITION: DestinationFormDefinition = {
  id: 'attraction',
  title: m.title,
  dates: { label: m.date, start: m.date, end: m.date, range: false },
  place: { kind: 'location', types: [LOCATION_TYPES.cityOrAirport] },
  initialDates: attractionFormDates,
  path: attractionSearchPath,
};

export function AttractionSearchForm({ today, offline }: { today: IsoDate; offline: OfflineLists }) {
  return <DestinationSearchForm definition={DEFINITION} today={today} offline={offline} />;
}
