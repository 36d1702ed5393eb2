'use client';
/** Travel insurance: a destination city, the travel start and end, the insured. The shared one-destination form with this product's definition. */
import { DestinationSearchForm, type DestinationFormDefinition } from '@/components/search/DestinationSearchForm';
import type { OfflineLists } from '@/components/search/destination/DestinationCombobox';
import { LOCATION_TYPES } from '@/lib/constants';
import type { IsoDate } from '@/lib/dates';
import { insuranceForm as m } from '../messages';
import { insuranceFormDates, insuranceSearchPath } from '../model/search';

const DEFINITION: DestinationFormDefinition = {
  id: 'insurance',
  title: m.title,
  dates: { label: m.dates, start: m.start, end: m.end, range: true },
  place: { kind: 'location', types: [LOCATION_TYPES.cityOrAirport] },
  initialDates: insuranceFormDates,
  path: insuranceSearchPath,
};

export function InsuranceSearchForm({ today, offline }: { today: IsoDate; offline: OfflineLists }) {
  return <DestinationSearchForm definition={DEFINITION} today={today} offline={offline} />;
}
