'use client';
/**
 * The flight+hotel (dynamic tour) search form (spec 001 §2 "Query parameters", §7 "Search and location"): origin and
 * destination from the location search with types 5 and 7 (IKA is sold as THR), the flight dates (tour defaults:
 * today + 2 and today + 4) and the rooms menu. Submit → `/flight+hotel/{SRC}-{DST}/search?pCount&room&scope&
 * flightType=2&room-0…&flightClass=Y&adults&city&id&flightDate&returnDate&fSort=priceAsc` + tracking.
 */
import { useState } from 'react';
import { useRouter } from 'waku/router/client';
import { css, cx } from '../../../../styled-system/css';
import type { DateSelection } from '@/lib/calendar';
import { LOCATION_TYPES } from '@/lib/constants';
import type { CalendarKind, IsoDate } from '@/lib/dates';
import * as messages from '@/lib/messages';
import { toQuery } from '@/lib/query';
import { type Room, defaultRooms } from '@/lib/rooms';
import { DestinationCombobox, type OfflineLists } from '@/components/search/destination/DestinationCombobox';
import type { Destination } from '@/lib/destination';
import { DatesButton, PromptedDatePicker, formStyle, useHydrated, usePickerPrompt } from '@/components/search/product-form-parts';
import { submitStyle } from '@/components/search/form-styles';
import { RoomsMenu } from '@/components/search/rooms/RoomsMenu';
import { flightHotelForm } from '../messages';
import { flightHotelFormDates } from '../model/dates';
import { flightHotelSearchPath } from '../model/query';

export interface FlightHotelSearchFormProps {
  today: IsoDate;
  offline: OfflineLists;
}

const m = messages.productForms;
const TYPES = [LOCATION_TYPES.cityAirports, LOCATION_TYPES.flightHotel] as const;

/** The airport code a location flies from or to: its IATA code, else its slug's city part. */
const codeOf = (d: Destination) => (d.iataCode ?? d.slug.split('-').pop() ?? '').toUpperCase();

export function FlightHotelSearchForm({ today, offline }: FlightHotelSearchFormProps) {
  const router = useRouter();
  const hydrated = useHydrated();
  const [origin, setOrigin] = useState<Destination | null>(null);
  const [destination, setDestination] = useState<Destination | null>(null);
  const [dates, setDates] = useState<DateSelection>(() => flightHotelFormDates(today));
  const [calendar, setCalendar] = useState<CalendarKind>('jalali');
  const [rooms, setRooms] = useState<Room[]>(defaultRooms);
  const picker = usePickerPrompt();
  const [errors, setErrors] = useState<{ origin?: string; destination?: string }>({});
  const [submitting, setSubmitting] = useState(false);

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (!origin || !destination) {
      const field = !origin ? 'origin' : 'destination';
      setErrors({ [field]: field === 'origin' ? m.selectOrigin : m.selectDestination });
      document.getElementById(`fh-${field}-input`)?.focus();
      return;
    }
    if (codeOf(origin) === codeOf(destination)) {
      setErrors({ destination: m.sameRoute });
      return;
    }
    setErrors({});
    if (!dates.start || !dates.end) {
      picker.prompt(dates.start ? m.selectReturn : m.selectDeparture);
      return;
    }
    setSubmitting(true);
    const path = flightHotelSearchPath({
      source: codeOf(origin),
      destination: codeOf(destination),
      id: destination.id,
      city: destination.name,
      scope: destination.scope,
      flightDate: dates.start,
      returnDate: dates.end,
      rooms,
      calendar,
      tracking: toQuery(new URLSearchParams(window.location.search)),
    });
    void router.push(path).finally(() => setSubmitting(false));
  };

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label={flightHotelForm.title}
      data-testid="flight-hotel-search-form"
      data-hydrated={hydrated || undefined}
      className={cx(formStyle, css({ md: { gridTemplateColumns: '[1.5fr 1.5fr 1.4fr 1.2fr auto]' } }))}
    >
      <DestinationCombobox
        id="fh-origin"
        label={m.origin}
        placeholder={m.originPlaceholder}
        locationTypes={TYPES}
        offline={offline}
        value={origin}
        error={errors.origin ?? null}
        onChange={(d) => {
          setOrigin(d);
          if (d) setErrors((e) => ({ ...e, origin: undefined }));
        }}
      />
      <DestinationCombobox
        id="fh-destination"
        label={m.destination}
        placeholder={m.destinationPlaceholder}
        locationTypes={TYPES}
        offline={offline}
        value={destination}
        error={errors.destination ?? null}
        onChange={(d) => {
          setDestination(d);
          if (d) setErrors((e) => ({ ...e, destination: undefined }));
        }}
      />
      <DatesButton
        id="fh-dates"
        label={m.dates}
        startLabel={m.departure}
        endLabel={m.return}
        start={dates.start}
        end={dates.end}
        calendar={calendar}
        onOpen={() => {
          picker.prompt();
        }}
      />
      <RoomsMenu rooms={rooms} onChange={setRooms} />
      <button type="submit" className={submitStyle} disabled={submitting}>
        {m.submit}
      </button>
      <PromptedDatePicker
        picker={picker}
        onChange={setDates}
        isComplete={(d) => Boolean(d.start && d.end)}
        value={dates}
        calendar={calendar}
        onCalendarChange={setCalendar}
        today={today}
        title={m.dates}
        startLabel={m.departure}
        endLabel={m.return}
        showNights
      />
    </form>
  );
}
