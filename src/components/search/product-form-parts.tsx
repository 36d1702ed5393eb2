'use client';
/**
 * Pieces shared by the product search forms: the dates trigger button, the date picker's prompt, and the common
 * styles.
 */
import { useState } from 'react';
import type { DateRangePickerProps } from './date-picker/DateRangePicker';
import { DateRangePicker } from './date-picker/LazyDateRangePicker';
import { css } from '../../../styled-system/css';
import { monthName } from '@/lib/date-format';
import { type CalendarKind, type IsoDate, dateParts } from '@/lib/dates';
import * as messages from '@/lib/messages';
import { toPersianDigits as fa } from '@/lib/text';
import { datesButtonStyle } from './form-styles';

export function shortDate(iso: IsoDate | null, calendar: CalendarKind): string {
  if (!iso) return messages.searchForm.notChosen;
  const p = dateParts(iso, calendar);
  return `${fa(p.day)} ${monthName(p.month, calendar)}`;
}

/** Marks a form interactive once hydrated (`data-hydrated`): tests wait for it. */
export { useHydrated } from '../ui/use-hydrated';

export interface DatesButtonProps {
  id: string;
  label: string;
  startLabel: string;
  endLabel?: string;
  start: IsoDate | null;
  /** undefined: a single date. */
  end?: IsoDate | null;
  calendar: CalendarKind;
  onOpen: () => void;
}

export function DatesButton({ id, label, startLabel, endLabel, start, end, calendar, onOpen }: DatesButtonProps) {
  return (
    <div className={css({ display: 'flex', flexDir: 'column', gap: '1', minW: '0' })}>
      <span className={css({ fontSize: 'sm', color: 'fg.muted' })} id={`${id}-label`}>
        {label}
      </span>
      <button
        type="button"
        className={datesButtonStyle}
        aria-describedby={`${id}-label`}
        aria-haspopup="dialog"
        data-testid="dates-trigger"
        onClick={onOpen}
      >
        <span className={css({ display: 'flex', gap: '2', justifyContent: 'space-between', w: 'full' })}>
          <span>
            <span className={css({ srOnly: true })}>{startLabel}: </span>
            <span data-testid="start-value">{shortDate(start, calendar)}</span>
          </span>
          {end !== undefined && endLabel ? (
            <>
              <span aria-hidden="true">—</span>
              <span>
                <span className={css({ srOnly: true })}>{endLabel}: </span>
                <span data-testid="end-value">{shortDate(end, calendar)}</span>
              </span>
            </>
          ) : null}
        </span>
      </button>
    </div>
  );
}

const focusRing = { _focusVisible: { outline: '[2px solid]', outlineColor: 'primary.default', outlineOffset: '[2px]' } } as const;
export const formStyle = css({
  display: 'grid',
  gap: '3',
  p: '4',
  mb: '6',
  bg: 'bg.default',
  borderRadius: 'l3',
  boxShadow: 'sm',
  gridTemplateColumns: '1fr',
  alignItems: 'end',
});
export const selectStyle = css({
  h: '12',
  px: '3',
  borderWidth: '1px',
  borderColor: 'border.default',
  borderRadius: 'l2',
  bg: 'bg.default',
  ...focusRing,
});
export const alertStyle = css({ p: '2', borderRadius: 'l2', bg: 'red.3', color: 'red.11', fontSize: 'sm', gridColumn: '[1 / -1]' });

/**
 * The date picker's open state and its validation prompt, as every product form uses them: a missing date opens the
 * picker with a message; closing it or completing the dates clears the message.
 */
export function usePickerPrompt() {
  const [open, setOpen] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  return {
    open,
    message,
    prompt: (msg: string | null = null) => {
      setMessage(msg);
      setOpen(true);
    },
    onOpenChange: (next: boolean) => {
      setOpen(next);
      if (!next) setMessage(null);
    },
    /** The dates are complete: the prompt has done its job. */
    settle: () => setMessage(null),
  };
}

/**
 * A product form's dates: the picker's prompt while it is closed (role=alert), and the picker itself, wired to
 * `usePickerPrompt`. A choice that `isComplete` settles the prompt.
 */
export function PromptedDatePicker({
  picker,
  value,
  onChange,
  isComplete,
  hidePrompt = false,
  ...props
}: Omit<DateRangePickerProps, 'open' | 'onOpenChange' | 'message'> & {
  picker: ReturnType<typeof usePickerPrompt>;
  isComplete: (dates: DateRangePickerProps['value']) => boolean;
  /** Another alert is showing (e.g. the flight form's airport errors). */
  hidePrompt?: boolean;
}) {
  return (
    <>
      {!hidePrompt && picker.message && !picker.open ? (
        <p role="alert" className={alertStyle}>
          {picker.message}
        </p>
      ) : null}
      <DateRangePicker
        {...props}
        open={picker.open}
        onOpenChange={picker.onOpenChange}
        value={value}
        onChange={(d) => {
          onChange(d);
          if (isComplete(d)) picker.settle();
        }}
        message={picker.message}
      />
    </>
  );
}
