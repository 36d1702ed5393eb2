'use client';
/**
 * The hotel search form (spec 001 §2 "Hotel search form", §4 "Search flow", §5): destination, check-in/check-out
 * and rooms. Submitting validates in the spec's order (destination → alert; check-in or check-out missing → the
 * picker opens with the message), saves the recent searches (latest 3) and goes to the results page with the query
 * of `buildHotelQuery`, or to a single hotel's page.
 *
 * `variant`: "page" on /hotel, "sticky" on the results page on desktop, "dialog" for the mobile "change search".
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import { useSnapshot } from 'valtio';
import { useRouter } from 'waku/router/client';
import { css, cx } from '../../../../../styled-system/css';
import type { IsoDate } from '@/lib/dates';
import type { HotelSearchQuery } from '@/products/hotel/model/query';
import * as hotelMessages from '@/products/hotel/messages';
import { toQuery } from '@/lib/query';
import { DateRangePicker, loadDateRangePicker as loadPicker } from '@/components/search/date-picker/LazyDateRangePicker';
import { DestinationCombobox, type OfflineLists } from '@/components/search/destination/DestinationCombobox';
import { useOfflineLists } from '@/components/search/destination/offline-lists';
import { type Destination, hotelSubmission, saveRecentSearch, validateHotelForm } from './form-logic';
import { RoomsMenu } from '@/components/search/rooms/RoomsMenu';
import { type HotelFormStore, createHotelFormStore } from './store';
import { datesButtonStyle, fieldStyle, labelStyle, submitStyle } from '@/components/search/form-styles';
import { hotelDialogStyle, hotelFormStyle, hotelStickyStyle } from './form-styles';
import { initialHotelForm, shortDate } from './form-initial';

export type HotelSearchFormVariant = 'page' | 'sticky' | 'dialog';

export interface HotelSearchFormProps {
  /** The page's query, parsed with `parseHotelQuery`. */
  initial: HotelSearchQuery;
  /** The destination of the route (/hotel/{destination}), when known. */
  destination: Destination | null;
  /** The popular destinations; null: not in the page, fetched when the form loads (the results page). */
  offline: OfflineLists | null;
  /** The Tehran day of the request (server and browser must agree). */
  today: IsoDate;
  variant?: HotelSearchFormVariant;
  /** Called after a valid submit, before navigating (the mobile dialog closes itself). */
  onSubmitted?: () => void;
}

/** The form's data from the server (plain, serialisable): what `hotelSearchFormProps` computes. */
export type HotelSearchFormData = Omit<HotelSearchFormProps, 'variant' | 'onSubmitted'>;

export function HotelSearchForm({ initial, destination, offline, today, variant = 'page', onSubmitted }: HotelSearchFormProps) {
  const storeRef = useRef<HotelFormStore | null>(null);
  if (!storeRef.current) storeRef.current = createHotelFormStore(initialHotelForm({ initial, destination, today }));
  const store = storeRef.current;
  const snap = useSnapshot(store);
  const router = useRouter();
  const offlineLists = useOfflineLists(offline, 'hotels');
  // Marks the form interactive (tests and styles can tell a hydrated form from the server-rendered one).
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const ids = useMemo(() => ({ destination: `hotel-destination-${variant}`, dates: `hotel-dates-${variant}` }), [variant]);

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const values = {
      destination: store.destination,
      dates: { ...store.dates },
      calendar: store.calendar,
      rooms: store.rooms.map((r) => ({ adults: r.adults, children: [...r.children] })),
    };
    const problem = validateHotelForm(values);
    store.destinationError = problem?.field === 'destination' ? problem.message : null;
    if (problem) {
      if (problem.field === 'destination') {
        document.getElementById(`${ids.destination}-input`)?.focus();
      } else {
        store.pickerMessage = problem.message;
        store.pickerOpen = true;
      }
      return;
    }
    // utm parameters of the visit are carried from the current URL.
    const current = { ...initial.tracking, ...toQuery(new URLSearchParams(window.location.search)) };
    const submission = hotelSubmission(values, current);
    saveRecentSearch(typeof localStorage === 'undefined' ? undefined : localStorage, submission.recent);
    store.submitting = true;
    onSubmitted?.();
    void router.push(submission.path).finally(() => (store.submitting = false));
  };

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label={hotelMessages.hotelSearch.hotelTitle}
      data-testid="hotel-search-form"
      data-variant={variant}
      data-hydrated={hydrated || undefined}
      className={cx(hotelFormStyle, variant === 'sticky' && hotelStickyStyle, variant === 'dialog' && hotelDialogStyle)}
    >
      <DestinationCombobox
        id={ids.destination}
        offline={offlineLists}
        value={snap.destination as Destination | null}
        error={snap.destinationError}
        onChange={(d) => {
          store.destination = d;
          if (d) store.destinationError = null;
        }}
      />
      <div className={fieldStyle}>
        <span className={labelStyle} id={`${ids.dates}-label`}>
          {hotelMessages.hotelSearch.dates}
        </span>
        <button
          type="button"
          className={datesButtonStyle}
          aria-describedby={`${ids.dates}-label`}
          aria-haspopup="dialog"
          data-testid="dates-trigger"
          onPointerEnter={() => void loadPicker()}
          onFocus={() => void loadPicker()}
          onClick={() => {
            store.pickerMessage = null;
            store.pickerOpen = true;
          }}
        >
          <span id={`${ids.dates}-value`} className={css({ display: 'flex', gap: '2', justifyContent: 'space-between', w: 'full' })}>
            <span>
              <span className={css({ srOnly: true })}>{hotelMessages.hotelSearch.checkIn}: </span>
              <span data-testid="check-in-value">{shortDate(snap.dates.start, snap.calendar)}</span>
            </span>
            <span aria-hidden="true">—</span>
            <span>
              <span className={css({ srOnly: true })}>{hotelMessages.hotelSearch.checkOut}: </span>
              <span data-testid="check-out-value">{shortDate(snap.dates.end, snap.calendar)}</span>
            </span>
          </span>
        </button>
      </div>
      <RoomsMenu
        rooms={snap.rooms.map((r) => ({ adults: r.adults, children: [...r.children] }))}
        onChange={(rooms) => (store.rooms = rooms)}
      />
      <button type="submit" className={submitStyle} disabled={snap.submitting}>
        {hotelMessages.hotelSearch.submit}
      </button>
      <DateRangePicker
        open={snap.pickerOpen}
        onOpenChange={(open) => {
          store.pickerOpen = open;
          if (!open) store.pickerMessage = null;
        }}
        value={{ start: snap.dates.start, end: snap.dates.end }}
        onChange={(dates) => {
          store.dates = dates;
          if (store.pickerMessage === hotelMessages.hotelSearch.selectCheckIn && dates.start)
            store.pickerMessage = dates.end ? null : hotelMessages.hotelSearch.selectCheckOut;
          else if (store.pickerMessage && dates.start && dates.end) store.pickerMessage = null;
        }}
        calendar={snap.calendar}
        onCalendarChange={(c) => (store.calendar = c)}
        today={today}
        title={hotelMessages.hotelSearch.pickDates}
        startLabel={hotelMessages.hotelSearch.checkIn}
        endLabel={hotelMessages.hotelSearch.checkOut}
        message={snap.pickerMessage}
        showNights
      />
    </form>
  );
}
