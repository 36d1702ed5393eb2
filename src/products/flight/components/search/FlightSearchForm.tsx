'use client';
/**
 * The flight search form (spec 001 §2, §5, §7): origin and destination searched at the supplier (the airport table as offline list) with a swap button,
 * one-way or return (flightType 1/2, also the picker's "want return ticket" switch), passengers by type, cabin class,
 * and the Jalali date picker with day prices from Cheapest, the route's non-stop days and the best suggested date
 * (removing the return date there makes the trip one-way). Defaults: departure tomorrow, return today + 3.
 * Submit → `/flight/{ORIGIN-DEST}/search?flightDate&returnDate&flightType&adults&child&infant&flightClass` + utm.
 */
import { useState } from 'react';
import { useRouter } from 'waku/router/client';
import { css, cx } from '../../../../../styled-system/css';
import type { DateSelection } from '@/lib/calendar';
import type { CalendarKind, IsoDate } from '@/lib/dates';
import { CABIN_CLASSES, type AirportRecord, findAirport } from '@/lib/lookups';
import * as messages from '@/lib/messages';
import * as flightMessages from '@/products/flight/messages';
import type { PassengerCounts } from '@/lib/passengers';
import { type CabinCode, type FlightType, flightSearchPath, validateFlightSearch } from '@/products/flight/model/query';
import { toQuery } from '@/lib/query';
import { defaultFlightDates } from '@/products/flight/model/dates';
import { AirportCombobox } from '@/components/search/AirportCombobox';
import { PassengersMenu } from '@/components/search/PassengersMenu';
import {
  DatesButton,
  PromptedDatePicker,
  formStyle,
  selectStyle,
  useHydrated,
  usePickerPrompt,
} from '@/components/search/product-form-parts';
import { useDayPrices, useNonStopWeekdays } from './day-prices';
import { submitStyle, labelStyle } from '@/components/search/form-styles';
import { SwapIcon } from '@/components/ui/icons';

export interface FlightSearchFormProps {
  /** The Tehran day of the request. */
  today: IsoDate;
  /** Prefilled route (`/flight/THR-MHD`). */
  origin?: string | null;
  destination?: string | null;
}

const m = messages.productForms;

export function FlightSearchForm({ today, origin: originCode, destination: destinationCode }: FlightSearchFormProps) {
  const router = useRouter();
  const hydrated = useHydrated();
  const [origin, setOrigin] = useState<AirportRecord | null>(() => findAirport(originCode ?? undefined) ?? null);
  const [destination, setDestination] = useState<AirportRecord | null>(() => findAirport(destinationCode ?? undefined) ?? null);
  const [flightType, setFlightType] = useState<FlightType>(2);
  const [dates, setDates] = useState<DateSelection>(() => {
    const d = defaultFlightDates(today);
    return { start: d.flightDate, end: d.returnDate };
  });
  const [calendar, setCalendar] = useState<CalendarKind>('jalali');
  const [passengers, setPassengers] = useState<PassengerCounts>({ adults: 1, child: 0, infant: 0 });
  const [flightClass, setFlightClass] = useState<CabinCode>('Y');
  const picker = usePickerPrompt();
  const [errors, setErrors] = useState<{ origin?: string; destination?: string }>({});
  const [submitting, setSubmitting] = useState(false);
  const { dayPrices, onMonthVisible } = useDayPrices(origin?.iata ?? null, destination?.iata ?? null);
  const nonStopWeekdays = useNonStopWeekdays(origin?.iata ?? null, destination?.iata ?? null);

  const setTrip = (type: FlightType) => {
    setFlightType(type);
    if (type === 1) setDates((d) => ({ start: d.start, end: null }));
  };

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const problem = validateFlightSearch({
      origin: origin?.iata ?? null,
      destination: destination?.iata ?? null,
      flightType,
      flightDate: dates.start,
      returnDate: dates.end,
    });
    setErrors(
      problem?.field === 'origin' ? { origin: problem.message } : problem?.field === 'destination' ? { destination: problem.message } : {},
    );
    if (problem) {
      if (problem.field === 'origin' || problem.field === 'destination') document.getElementById(`flight-${problem.field}`)?.focus();
      else {
        picker.prompt(problem.message);
      }
      return;
    }
    setSubmitting(true);
    const path = flightSearchPath({
      origin: origin!.iata,
      destination: destination!.iata,
      flightType,
      flightDate: dates.start!,
      returnDate: dates.end,
      passengers,
      flightClass,
      calendar,
      tracking: toQuery(new URLSearchParams(window.location.search)),
    });
    void router.push(path).finally(() => setSubmitting(false));
  };

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label={flightMessages.flightSearch.flightTitle}
      data-testid="flight-search-form"
      data-hydrated={hydrated || undefined}
      className={cx(formStyle, fieldsStyle)}
    >
      <fieldset className={css({ display: 'flex', gap: '4', gridColumn: '[1 / -1]' })}>
        <legend className={css({ srOnly: true })}>{flightMessages.flightSearch.tripType}</legend>
        {([2, 1] as const).map((type) => (
          <label key={type} className={css({ display: 'inline-flex', alignItems: 'center', gap: '2', cursor: 'pointer' })}>
            <input
              type="radio"
              name="flightType"
              value={type}
              checked={flightType === type}
              onChange={() => setTrip(type)}
              className={css({ accentColor: 'primary.default' })}
            />
            {type === 1 ? flightMessages.flightSearch.oneWay : flightMessages.flightSearch.roundTrip}
          </label>
        ))}
      </fieldset>
      <div className={routeStyle} data-route>
        <div className={css({ gridArea: 'origin', minW: '0' })}>
          <AirportCombobox
            id="flight-origin"
            testId="flight-origin"
            label={m.origin}
            placeholder={m.originPlaceholder}
            value={origin}
            error={errors.origin ?? null}
            onChange={(a) => {
              setOrigin(a);
              if (a) setErrors((e) => ({ ...e, origin: undefined }));
            }}
          />
        </div>
        <button
          type="button"
          className={swapStyle}
          aria-label={flightMessages.flightSearch.swap}
          data-testid="swap"
          onClick={() => {
            setOrigin(destination);
            setDestination(origin);
          }}
        >
          <SwapIcon />
        </button>
        <div className={css({ gridArea: 'destination', minW: '0' })}>
          <AirportCombobox
            id="flight-destination"
            testId="flight-destination"
            label={m.destination}
            placeholder={m.destinationPlaceholder}
            value={destination}
            error={errors.destination ?? null}
            onChange={(a) => {
              setDestination(a);
              if (a) setErrors((e) => ({ ...e, destination: undefined }));
            }}
          />
        </div>
      </div>
      <DatesButton
        id="flight-dates"
        label={flightType === 2 ? m.dates : m.departure}
        startLabel={m.departure}
        endLabel={m.return}
        start={dates.start}
        {...(flightType === 2 ? { end: dates.end } : {})}
        calendar={calendar}
        onOpen={() => {
          picker.prompt();
        }}
      />
      <PassengersMenu id="flight-passengers" value={passengers} onChange={setPassengers} />
      <div className={css({ display: 'flex', flexDir: 'column', gap: '1' })}>
        <label htmlFor="flight-class" className={labelStyle}>
          {flightMessages.flightSearch.cabinClass}
        </label>
        <select
          id="flight-class"
          value={flightClass}
          onChange={(e) => setFlightClass(e.currentTarget.value as CabinCode)}
          className={selectStyle}
        >
          {CABIN_CLASSES.map((c) => (
            <option key={c.code} value={c.code}>
              {c.name}
            </option>
          ))}
        </select>
      </div>
      <button type="submit" className={submitStyle} disabled={submitting}>
        {m.submit}
      </button>
      <PromptedDatePicker
        picker={picker}
        hidePrompt={Boolean(errors.origin || errors.destination)}
        onChange={setDates}
        isComplete={(d) => Boolean(d.start && (flightType === 1 || d.end))}
        value={dates}
        mode={flightType === 2 ? 'range' : 'single'}
        calendar={calendar}
        onCalendarChange={setCalendar}
        today={today}
        title={flightType === 2 ? m.dates : flightMessages.flightSearch.pickDeparture}
        startLabel={m.departure}
        endLabel={m.return}
        {...(dayPrices ? { dayPrices } : {})}
        {...(onMonthVisible ? { onMonthVisible } : {})}
        nonStopWeekdays={nonStopWeekdays}
        // Removing the return date means one-way (spec 001 §4 "Date picker").
        onEndRemoved={() => setTrip(1)}
        footerExtra={
          <label className={css({ display: 'inline-flex', alignItems: 'center', gap: '2', cursor: 'pointer' })}>
            <input
              type="checkbox"
              // biome-ignore lint/a11y/useAriaPropsForRole: a native checkbox exposes its checked state; ARIA in HTML forbids aria-checked on it
              role="switch"
              checked={flightType === 2}
              onChange={(e) => setTrip(e.currentTarget.checked ? 2 : 1)}
              className={css({ w: '4', h: '4', accentColor: 'primary.default' })}
              data-testid="want-return"
            />
            {flightMessages.flightSearch.wantReturn}
          </label>
        }
      />
    </form>
  );
}

/**
 * The form uses the full width of its page (issue 48): the route takes a row of its own up to 1024 px (the two
 * airport fields one above the other, the swap button beside them, under 640 px), then the widest column, so each
 * field shows its whole placeholder and its suggestion list (as wide as the field) keeps names on one line.
 */
const fieldsStyle = css({
  sm: { gridTemplateColumns: '[repeat(2, minmax(0, 1fr))]', '& > fieldset, & > [data-route]': { gridColumn: '[1 / -1]' } },
  lg: {
    gridTemplateColumns: '[minmax(0, 3.4fr) minmax(0, 1.6fr) minmax(0, 1fr) minmax(0, 0.8fr) auto]',
    '& > [data-route]': { gridColumn: 'auto' },
  },
});
const routeStyle = css({
  display: 'grid',
  gridTemplateColumns: '[minmax(0, 1fr) auto]',
  gridTemplateAreas: '"origin swap" "destination swap"',
  columnGap: '2',
  rowGap: '3',
  alignItems: 'end',
  minW: '0',
  sm: { gridTemplateColumns: '[minmax(0, 1fr) auto minmax(0, 1fr)]', gridTemplateAreas: '"origin swap destination"' },
});
const swapStyle = css({
  gridArea: 'swap',
  alignSelf: 'center',
  sm: { alignSelf: 'end', mb: '1' },
  w: '10',
  h: '10',
  borderRadius: 'full',
  borderWidth: '1px',
  borderColor: 'primary.default',
  color: 'primary.text',
  cursor: 'pointer',
  _focusVisible: { outline: '[2px solid]', outlineColor: 'primary.default', outlineOffset: '[2px]' },
});
