'use client';
/**
 * The small search form of a one-destination product: one destination (a city from the location search, or an
 * airport), dates as the product sells them (a range, or one day) and passengers by type. The product passes its
 * definition from its own 'use client' wrapper (a definition holds functions, which cannot cross from a server
 * component): its title and date labels, where its place comes from, its form's first dates and the link it builds.
 */
import { useState } from 'react';
import { useRouter } from 'waku/router/client';
import { css, cx } from '../../../styled-system/css';
import type { DateSelection } from '@/lib/calendar';
import type { CalendarKind, IsoDate } from '@/lib/dates';
import type { DestinationSearch } from '@/lib/destination-search';
import type { AirportRecord } from '@/lib/lookups';
import * as messages from '@/lib/messages';
import type { PassengerCounts } from '@/lib/passengers';
import { toQuery } from '@/lib/query';
import { AirportCombobox } from '@/components/search/AirportCombobox';
import { DestinationCombobox, type OfflineLists } from './destination/DestinationCombobox';
import type { Destination } from '@/lib/destination';
import { PassengersMenu } from './PassengersMenu';
import { DatesButton, PromptedDatePicker, formStyle, useHydrated, usePickerPrompt } from './product-form-parts';
import { submitStyle } from './form-styles';

/** What a one-destination product tells the shared form. */
export interface DestinationFormDefinition {
  /** The product's id: the form's test id and its fields' ids (`{id}-search-form`, `{id}-destination`, `{id}-dates`). */
  id: string;
  /** The form's accessible name. */
  title: string;
  /** The dates field's label, its start's and end's (one day: the same), and whether it is a range. */
  dates: { label: string; start: string; end: string; range: boolean };
  /** An airport (its IATA code is the route parameter), or a location of these types (its slug is). */
  place: { kind: 'airport' } | { kind: 'location'; types: readonly number[] };
  /** The dates the form starts with. */
  initialDates: (today: IsoDate) => DateSelection;
  /** The search link of what was chosen. */
  path: (search: DestinationSearch) => string;
}

export interface DestinationSearchFormProps {
  definition: DestinationFormDefinition;
  today: IsoDate;
  offline: OfflineLists;
}

const m = messages.productForms;

export function DestinationSearchForm({ definition, today, offline }: DestinationSearchFormProps) {
  const router = useRouter();
  const hydrated = useHydrated();
  const { id, dates: text, place } = definition;
  const range = text.range;
  const [city, setCity] = useState<Destination | null>(null);
  const [airport, setAirport] = useState<AirportRecord | null>(null);
  const [dates, setDates] = useState<DateSelection>(() => definition.initialDates(today));
  const [calendar, setCalendar] = useState<CalendarKind>('jalali');
  const [passengers, setPassengers] = useState<PassengerCounts>({ adults: 1, child: 0, infant: 0 });
  const picker = usePickerPrompt();
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const fieldId = `${id}-destination`;

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const destination = place.kind === 'airport' ? (airport?.iata ?? null) : (city?.slug ?? null);
    if (!destination) {
      setError(m.selectDestination);
      document.getElementById(place.kind === 'airport' ? fieldId : `${fieldId}-input`)?.focus();
      return;
    }
    setError(null);
    if (!dates.start || (range && !dates.end)) {
      picker.prompt(!dates.start ? (range ? m.selectDeparture : m.selectDate) : m.selectReturn);
      return;
    }
    setSubmitting(true);
    const path = definition.path({
      destination,
      startDate: dates.start,
      endDate: range ? dates.end : null,
      passengers,
      calendar,
      tracking: toQuery(new URLSearchParams(window.location.search)),
    });
    void router.push(path).finally(() => setSubmitting(false));
  };

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label={definition.title}
      data-testid={`${id}-search-form`}
      data-hydrated={hydrated || undefined}
      className={cx(formStyle, css({ md: { gridTemplateColumns: '[2fr 1.4fr 1fr auto]' } }))}
    >
      {place.kind === 'airport' ? (
        <AirportCombobox
          id={fieldId}
          label={m.airport}
          placeholder={m.destinationPlaceholder}
          value={airport}
          error={error}
          onChange={(a) => {
            setAirport(a);
            if (a) setError(null);
          }}
        />
      ) : (
        <DestinationCombobox
          id={fieldId}
          label={m.destination}
          locationTypes={place.types}
          offline={offline}
          value={city}
          error={error}
          onChange={(d) => {
            setCity(d);
            if (d) setError(null);
          }}
        />
      )}
      <DatesButton
        id={`${id}-dates`}
        label={text.label}
        startLabel={text.start}
        endLabel={text.end}
        start={dates.start}
        {...(range ? { end: dates.end } : {})}
        calendar={calendar}
        onOpen={() => {
          picker.prompt();
        }}
      />
      <PassengersMenu id={`${id}-passengers`} value={passengers} onChange={setPassengers} />
      <button type="submit" className={submitStyle} disabled={submitting}>
        {m.submit}
      </button>
      <PromptedDatePicker
        picker={picker}
        onChange={setDates}
        isComplete={(d) => Boolean(d.start && (!range || d.end))}
        value={dates}
        mode={range ? 'range' : 'single'}
        calendar={calendar}
        onCalendarChange={setCalendar}
        today={today}
        title={text.label}
        startLabel={text.start}
        endLabel={text.end}
      />
    </form>
  );
}
