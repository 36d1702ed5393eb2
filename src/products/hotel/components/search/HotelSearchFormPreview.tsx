/**
 * A static stand-in for the hotel search form (/hotel, /hotel/{destination} and the results page): the same grid, fields and values, without the
 * combobox, popover and date-picker code behind them. It is server-rendered and shown until the traveller reaches for
 * the form (hover, focus, touch, press); the real form then replaces it in place. Each control carries `data-field`,
 * so the focus or press that woke the form can be repeated on the same control of the real one
 * (`hotelFormControl`).
 */
import type { DOMAttributes, ReactNode } from 'react';
import { css, cx } from '../../../../../styled-system/css';
import * as messages from '@/lib/messages';
import * as hotelMessages from '@/products/hotel/messages';
import { roomsSummary } from '@/lib/rooms';
import type { HotelSearchFormData, HotelSearchFormVariant } from './HotelSearchForm';
import {
  comboboxClearStyle,
  comboboxControlStyle,
  comboboxInputStyle,
  datesButtonStyle,
  fieldStyle,
  labelStyle,
  submitStyle,
  triggerStyle,
} from '@/components/search/form-styles';
import { hotelDialogStyle, hotelFormStyle, hotelStickyStyle } from './form-styles';
import { initialHotelForm, shortDate } from './form-initial';
import { CloseIcon } from '@/components/ui/icons';

export type HotelFormField = 'destination' | 'dates' | 'rooms' | 'submit';

const FIELDS: readonly string[] = ['destination', 'dates', 'rooms', 'submit'] satisfies HotelFormField[];

/** The preview's control an event happened in, if any. */
export function previewField(target: EventTarget | null): HotelFormField | null {
  const field = target instanceof Element ? target.closest<HTMLElement>('[data-field]')?.dataset['field'] : undefined;
  return field && FIELDS.includes(field) ? (field as HotelFormField) : null;
}

/** The same control in the real form (rendered inside `root`). */
export function hotelFormControl(root: Element, field: HotelFormField): HTMLElement | null {
  const form = root.querySelector('[data-testid="hotel-search-form"]');
  if (!form) return null;
  const selector = {
    destination: 'input[id^="hotel-destination-"]',
    dates: '[data-testid="dates-trigger"]',
    rooms: '[data-testid="rooms-trigger"]',
    submit: 'button[type="submit"]',
  }[field];
  return form.querySelector<HTMLElement>(selector);
}

export interface HotelSearchFormPreviewProps
  extends Pick<DOMAttributes<HTMLDivElement>, 'onPointerEnter' | 'onPointerDown' | 'onTouchStart' | 'onFocus' | 'onKeyDown'> {
  data: HotelSearchFormData;
  variant: HotelSearchFormVariant;
  /** Its handlers are attached: `data-hydrated`, as on the real form. */
  hydrated?: boolean;
}

/** A field of the preview with its label above, as the real form lays out its dates and rooms fields. */
function LabelledField({ labelId, label, children }: { labelId: string; label: string; children: ReactNode }) {
  return (
    <div className={fieldStyle}>
      <span className={labelStyle} id={labelId}>
        {label}
      </span>
      {children}
    </div>
  );
}

export function HotelSearchFormPreview({ data, variant, hydrated = false, ...handlers }: HotelSearchFormPreviewProps) {
  const values = initialHotelForm(data);
  const id = `hotel-preview-${variant}`;
  return (
    // biome-ignore lint/a11y/useSemanticElements: a static stand-in for the form until it loads; it keeps the form's search landmark
    <div
      role="search"
      aria-label={hotelMessages.hotelSearch.hotelTitle}
      data-testid="hotel-search-form-preview"
      data-variant={variant}
      data-hydrated={hydrated || undefined}
      className={cx(hotelFormStyle, variant === 'sticky' && hotelStickyStyle, variant === 'dialog' && hotelDialogStyle)}
      {...handlers}
    >
      <div className={fieldStyle}>
        <label className={labelStyle} htmlFor={`${id}-destination`}>
          {messages.searchForm.destination}
        </label>
        <div className={comboboxControlStyle}>
          {/* Read-only: the first focus swaps in the real combobox, and typing goes there. */}
          <input
            id={`${id}-destination`}
            data-field="destination"
            className={comboboxInputStyle}
            placeholder={messages.searchForm.destinationPlaceholder}
            defaultValue={values.destination?.name ?? ''}
            autoComplete="off"
            readOnly
          />
          {values.destination ? (
            <span aria-hidden="true" className={comboboxClearStyle}>
              <CloseIcon />
            </span>
          ) : null}
        </div>
      </div>
      <LabelledField labelId={`${id}-dates-label`} label={hotelMessages.hotelSearch.dates}>
        <button type="button" data-field="dates" className={datesButtonStyle} aria-describedby={`${id}-dates-label`} aria-haspopup="dialog">
          <span className={css({ display: 'flex', gap: '2', justifyContent: 'space-between', w: 'full' })}>
            <span>
              <span className={css({ srOnly: true })}>{hotelMessages.hotelSearch.checkIn}: </span>
              <span>{shortDate(values.dates.start, values.calendar)}</span>
            </span>
            <span aria-hidden="true">—</span>
            <span>
              <span className={css({ srOnly: true })}>{hotelMessages.hotelSearch.checkOut}: </span>
              <span>{shortDate(values.dates.end, values.calendar)}</span>
            </span>
          </span>
        </button>
      </LabelledField>
      <LabelledField labelId={`${id}-rooms-label`} label={messages.rooms.menuLabel}>
        <button
          type="button"
          data-field="rooms"
          className={triggerStyle}
          aria-labelledby={`${id}-rooms-label ${id}-rooms-summary`}
          aria-haspopup="dialog"
          aria-expanded={false}
        >
          <span id={`${id}-rooms-summary`}>{roomsSummary(values.rooms)}</span>
        </button>
      </LabelledField>
      <button type="button" data-field="submit" className={submitStyle}>
        {hotelMessages.hotelSearch.submit}
      </button>
    </div>
  );
}
