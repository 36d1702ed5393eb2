'use client';
/**
 * The small search forms of tour, insurance, attraction and cip: one destination (a city from the location search;
 * cip: an airport), dates as the product needs them (tour: flight dates, insurance: travel start and end,
 * attraction and cip: one day) and passengers by type. They build the queries their routes read
 * (`tourSearchPath`, `destinationSearchPath` in src/lib/product-query; `destinationSummary` reads them back).
 */
import { useState } from 'react';
import { useRouter } from 'waku/router/client';
import { css, cx } from '../../../styled-system/css';
import type { DateSelection } from '@/lib/calendar';
import type { CalendarKind, IsoDate } from '@/lib/dates';
import type { AirportRecord } from '@/lib/lookups';
import * as messages from '@/lib/messages';
import {
  type DestinationProduct,
  type FlightPassengers,
  destinationFormDates,
  destinationSearchPath,
  tourDestinationSlug,
  tourSearchPath,
} from '@/lib/product-query';
import { toQuery } from '@/lib/query';
import { AirportCombobox } from '@/components/search/AirportCombobox';
import { DestinationCombobox, type OfflineLists } from './destination/DestinationCombobox';
import type { Destination } from '@/lib/destination';
import { PassengersMenu } from './PassengersMenu';
import { DatesButton, PromptedDatePicker, formStyle, useHydrated, usePickerPrompt } from './product-form-parts';
import { submitStyle } from './form-styles';
import { LOCATION_TYPES } from '@/lib/constants';

export interface DestinationSearchFormProps {
  product: DestinationProduct;
  today: IsoDate;
  offline: OfflineLists;
}

const m = messages.productForms;

const TEXT: Record<DestinationProduct, { title: string; dates: string; start: string; end: string; types: readonly number[] }> = {
  tour: {
    title: m.tourTitle,
    dates: m.dates,
    start: m.departure,
    end: m.return,
    types: [LOCATION_TYPES.flightHotel, LOCATION_TYPES.cityOrAirport],
  },
  insurance: {
    title: m.insuranceTitle,
    dates: m.travelDates,
    start: m.travelStart,
    end: m.travelEnd,
    types: [LOCATION_TYPES.cityOrAirport],
  },
  attraction: { title: m.attractionTitle, dates: m.visitDate, start: m.visitDate, end: m.visitDate, types: [LOCATION_TYPES.cityOrAirport] },
  cip: { title: m.cipTitle, dates: m.flightDate, start: m.flightDate, end: m.flightDate, types: [] },
};

export function DestinationSearchForm({ product, today, offline }: DestinationSearchFormProps) {
  const router = useRouter();
  const hydrated = useHydrated();
  const text = TEXT[product];
  const range = product === 'tour' || product === 'insurance';
  const [city, setCity] = useState<Destination | null>(null);
  const [airport, setAirport] = useState<AirportRecord | null>(null);
  const [dates, setDates] = useState<DateSelection>(() => destinationFormDates(product, today));
  const [calendar, setCalendar] = useState<CalendarKind>('jalali');
  const [passengers, setPassengers] = useState<FlightPassengers>({ adults: 1, child: 0, infant: 0 });
  const picker = usePickerPrompt();
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const fieldId = `${product}-destination`;

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const destination = product === 'cip' ? (airport?.iata ?? null) : (city?.slug ?? null);
    if (!destination) {
      setError(m.selectDestination);
      document.getElementById(product === 'cip' ? fieldId : `${fieldId}-input`)?.focus();
      return;
    }
    setError(null);
    if (!dates.start || (range && !dates.end)) {
      picker.prompt(!dates.start ? (range ? m.selectDeparture : m.selectDate) : m.selectReturn);
      return;
    }
    setSubmitting(true);
    const search = {
      destination: product === 'tour' ? tourDestinationSlug(destination) : destination,
      startDate: dates.start,
      endDate: range ? dates.end : null,
      passengers,
      calendar,
      tracking: toQuery(new URLSearchParams(window.location.search)),
    };
    const path = product === 'tour' ? tourSearchPath(search) : destinationSearchPath(product, search);
    void router.push(path).finally(() => setSubmitting(false));
  };

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label={text.title}
      data-testid={`${product}-search-form`}
      data-hydrated={hydrated || undefined}
      className={cx(formStyle, css({ md: { gridTemplateColumns: '[2fr 1.4fr 1fr auto]' } }))}
    >
      {product === 'cip' ? (
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
          locationTypes={text.types}
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
        id={`${product}-dates`}
        label={text.dates}
        startLabel={text.start}
        endLabel={text.end}
        start={dates.start}
        {...(range ? { end: dates.end } : {})}
        calendar={calendar}
        onOpen={() => {
          picker.prompt();
        }}
      />
      <PassengersMenu id={`${product}-passengers`} value={passengers} onChange={setPassengers} />
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
        title={text.dates}
        startLabel={text.start}
        endLabel={text.end}
      />
    </form>
  );
}
