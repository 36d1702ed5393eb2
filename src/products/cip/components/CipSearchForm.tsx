'use client';
/** Airport CIP: an airport (the airport table and the supplier), the flight day, passengers. The shared one-destination form with this product's definition. */
import { DestinationSearchForm, type DestinationFormDefinition } from '@/components/search/DestinationSearchForm';
import type { OfflineLists } from '@/components/search/destination/DestinationCombobox';
import type { IsoDate } from '@/lib/dates';
import { cipForm as m } from '../messages';
import { cipFormDates, cipSearchPath } from '../model/search';

const DEFINITION: DestinationFormDefinition = {
  id: 'cip',
  title: m.title,
  dates: { label: m.date, start: m.date, end: m.date, range: false },
  place: { kind: 'airport' },
  initialDates: cipFormDates,
  path: cipSearchPath,
};

export function CipSearchForm({ today, offline }: { today: IsoDate; offline: OfflineLists }) {
  return <DestinationSearchForm definition={DEFINITION} today={today} offline={offline} />;
}
