'use client';
/**
 * The date picker dialog of every search form (spec 001 §2 "Date picker dialog", §4 "Date picker"), on Ark UI's
 * DatePicker with the Persian calendar: a full-screen dialog under 850 px, an 800 px one otherwise; a Jalali /
 * Gregorian switch; 12 months rendered lazily as they scroll into view; month arrows (10-month limit), "go to today"
 * and confirm; today … today + 150 selectable; the range rules of src/lib/calendar `selectDate`; hover preview;
 * holidays in red (Fridays and the official days off of src/lib/holidays, each named in the day's accessible label),
 * cheapest days in green, day prices in ten-thousands. Flights add their route's non-stop days (orange, with a
 * notice; only when the route has them on some weekdays, src/lib/day-marks `isNonStopDay`; a route with one every
 * day gets the notice alone), the "best suggested date" in the legend and a button that removes the return date
 * (the parent then searches one-way).
 *
 * Ark (zag) owns focus and the grid keyboard (arrows by day, Home/End); the picker adds Enter/Space to pick with the
 * spec's range rules and PageUp/PageDown by month. Escape closes the dialog.
 */
import { useDatePicker } from '@ark-ui/react/date-picker';
import { Dialog } from '@ark-ui/react/dialog';
import { Portal } from '@ark-ui/react/portal';
import {
  type Calendar,
  type CalendarDate,
  type DateValue,
  GregorianCalendar,
  createCalendar,
  parseDate,
  toCalendar,
} from '@internationalized/date';
import { type KeyboardEvent, type ReactNode, useEffect, useId, useMemo, useRef, useState } from 'react';
import { css, cx } from '../../../../styled-system/css';
import {
  type CalendarDay,
  type DateSelection,
  type SelectionMode,
  addMonths,
  buildMonth,
  goToToday,
  isDateSelectable,
  isInPreviewRange,
  monthOf,
  selectDate,
  selectableWindow,
  shiftMonthOffset,
} from '@/lib/calendar';
import { CALENDAR_ANIMATION_MS, CALENDAR_MONTHS } from '@/lib/constants';
import { WEEKDAYS_FA, WEEKDAYS_SHORT_FA, monthName, weekdayName } from '@/lib/date-format';
import { type CalendarKind, type IsoDate, dateParts, nightCount } from '@/lib/dates';
import * as messages from '@/lib/messages';
import { bestSuggestedDate, isNonStopDay, nonStopPattern } from '@/lib/day-marks';
import { holidayOf } from '@/lib/holidays';
import { dayPriceInTenThousands } from '@/lib/money';
import { toPersianDigits as fa } from '@/lib/text';
import type { DayPrices } from './day-info';
import { ArkLocale } from '../../ui/ArkLocale';
import { ArrowIcon, CloseIcon, Stars } from '../../ui/icons';

export interface DateRangePickerProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  value: DateSelection;
  onChange: (value: DateSelection) => void;
  calendar: CalendarKind;
  onCalendarChange: (calendar: CalendarKind) => void;
  /** The Tehran day (injected so tests and the server agree). */
  today: IsoDate;
  mode?: SelectionMode;
  title: string;
  /** Labels of the two ends in the bottom bar (check-in / check-out, departure / return). */
  startLabel: string;
  endLabel: string;
  /** Shown at the top, e.g. the validation message that opened the picker. */
  message?: string | null;
  /** Hotels: nights are shown next to the dates. */
  showNights?: boolean;
  dayPrices?: DayPrices;
  /** Called with the first and last day of each month as it comes into view (flights fetch day prices). */
  onMonthVisible?: (from: IsoDate, to: IsoDate) => void;
  /** Attraction pages: only these days can be picked. */
  allowedDates?: readonly IsoDate[];
  /** An extra control in the bottom bar (e.g. the flights' "want return ticket" switch). */
  footerExtra?: ReactNode;
  /** Flights: weekdays (0 Sunday … 6 Saturday) with a non-stop flight on the route; those days are orange. */
  nonStopWeekdays?: readonly number[];
  /** Range mode: the end date can be removed from the bottom bar, and this tells the parent no return is wanted. */
  onEndRemoved?: () => void;
}

const LOCALES: Record<CalendarKind, string> = { jalali: 'fa-IR', gregorian: 'fa-IR-u-ca-gregory' };
const gregorian = new GregorianCalendar();

function calendarObject(kind: CalendarKind): Calendar {
  return kind === 'jalali' ? createCalendar('persian') : gregorian;
}

const toDateValue = (iso: IsoDate, cal: Calendar): CalendarDate => toCalendar(parseDate(iso), cal);
const toIso = (value: DateValue): IsoDate => toCalendar(value, gregorian).toString().slice(0, 10);

/** «شنبه ۱ آذر ۱۴۰۵» */
function longDate(iso: IsoDate, kind: CalendarKind): string {
  const p = dateParts(iso, kind);
  return `${weekdayName(iso)} ${fa(p.day)} ${monthName(p.month, kind)} ${fa(p.year)}`;
}

export function DateRangePicker(props: DateRangePickerProps) {
  const { open, onOpenChange, title, calendar, onCalendarChange, message } = props;
  const contentRef = useRef<HTMLDivElement>(null);
  return (
    <ArkLocale>
      <Dialog.Root
        open={open}
        onOpenChange={(d) => onOpenChange(d.open)}
        lazyMount
        unmountOnExit
        initialFocusEl={() => contentRef.current?.querySelector<HTMLElement>('[data-part=table-cell-trigger][data-focus]') ?? null}
      >
        <Portal>
          <Dialog.Backdrop className={backdropStyle} />
          <Dialog.Positioner className={positionerStyle}>
            <Dialog.Content ref={contentRef} className={contentStyle} data-testid="date-picker" dir="rtl">
              <header className={headerStyle}>
                <Dialog.Title className={css({ fontSize: 'lg', fontWeight: 'bold' })}>{title}</Dialog.Title>
                <label className={switchLabelStyle}>
                  <input
                    type="checkbox"
                    // biome-ignore lint/a11y/useAriaPropsForRole: a native checkbox exposes its checked state; ARIA in HTML forbids aria-checked on it
                    role="switch"
                    checked={calendar === 'gregorian'}
                    onChange={(e) => onCalendarChange(e.currentTarget.checked ? 'gregorian' : 'jalali')}
                    className={css({ w: '4', h: '4', accentColor: 'primary.default' })}
                  />
                  {messages.searchForm.gregorianCalendar}
                </label>
                <Dialog.CloseTrigger className={iconButtonStyle} aria-label={messages.common.close}>
                  <CloseIcon />
                </Dialog.CloseTrigger>
              </header>
              {message ? (
                <p role="alert" className={alertStyle}>
                  {message}
                </p>
              ) : null}
              {/* A new calendar is a new Ark machine: its locale and calendar system are fixed at creation. */}
              <ArkLocale>
                <PickerBody key={calendar} {...props} />
              </ArkLocale>
            </Dialog.Content>
          </Dialog.Positioner>
        </Portal>
      </Dialog.Root>
    </ArkLocale>
  );
}

function PickerBody(props: DateRangePickerProps) {
  const { value, onChange, calendar, today, mode = 'range', dayPrices, onMonthVisible, allowedDates, onEndRemoved } = props;
  const nonStop = props.nonStopWeekdays ?? NO_DAYS;
  const pattern = nonStopPattern(nonStop);
  const best = useMemo(() => (dayPrices ? bestSuggestedDate(dayPrices, today, nonStop) : null), [dayPrices, today, nonStop]);
  const cal = useMemo(() => calendarObject(calendar), [calendar]);
  const window = selectableWindow(today);
  const selectable = useMemo(() => ({ today, ...(allowedDates ? { allowedDates: new Set(allowedDates) } : {}) }), [today, allowedDates]);
  const [hovered, setHovered] = useState<IsoDate | null>(null);
  const [seen, setSeen] = useState<ReadonlySet<number>>(() => new Set([0, 1]));
  const [offset, setOffset] = useState(0);
  const animating = useRef(false);
  const scroller = useRef<HTMLDivElement>(null);
  const monthEls = useRef<(HTMLElement | null)[]>([]);

  const api = useDatePicker({
    id: useId(),
    inline: true,
    locale: LOCALES[calendar],
    createCalendar,
    timeZone: 'Asia/Tehran',
    startOfWeek: 6,
    selectionMode: 'range',
    numOfMonths: CALENDAR_MONTHS,
    min: toDateValue(window.min, cal),
    max: toDateValue(window.max, cal),
    value: [value.start, value.end].filter((d): d is IsoDate => d !== null).map((d) => toDateValue(d, cal)),
    defaultFocusedValue: toDateValue(value.start && value.start >= today ? value.start : today, cal),
    isDateUnavailable: (d) => !isDateSelectable(toIso(d), selectable),
    translations: {
      content: props.title,
      nextTrigger: () => messages.datePicker.nextMonth,
      prevTrigger: () => messages.datePicker.previousMonth,
      dayCell: (state) => longDate(toIso(state.value), calendar),
    },
  });

  const months = useMemo(() => {
    const first = monthOf(today, calendar);
    return Array.from({ length: CALENDAR_MONTHS }, (_, i) => buildMonth(calendar, addMonths(first, i), selectable));
  }, [calendar, today, selectable]);
  const focusedIso = toIso(api.focusedValue);
  const focusedMonth = months.findIndex((m) => m.weeks.some((w) => w.some((d) => d?.iso === focusedIso)));

  // Lazy months: a month's days are rendered once it scrolls near the viewport.
  useEffect(() => {
    const root = scroller.current;
    if (!root || typeof IntersectionObserver === 'undefined') {
      setSeen(new Set(months.map((_, i) => i)));
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        const visible = entries.filter((e) => e.isIntersecting).map((e) => Number((e.target as HTMLElement).dataset['month']));
        if (visible.length) setSeen((s) => (visible.every((i) => s.has(i)) ? s : new Set([...s, ...visible])));
      },
      { root, rootMargin: '200px 0px' },
    );
    for (const el of monthEls.current) if (el) observer.observe(el);
    return () => observer.disconnect();
  }, [months]);

  // Day prices are asked for per month as each one is shown.
  const reported = useRef(new Set<number>());
  useEffect(() => {
    if (!onMonthVisible) return;
    for (const i of seen) {
      const m = months[i];
      if (!m || reported.current.has(i)) continue;
      reported.current.add(i);
      const days = m.weeks.flat().filter((d): d is CalendarDay => d !== null);
      onMonthVisible(days[0]!.iso, days[days.length - 1]!.iso);
    }
  }, [seen, months, onMonthVisible]);

  // Start on the month of the selection.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the picker opens; later focus moves scroll by themselves
  useEffect(() => {
    if (focusedMonth > 0) monthEls.current[focusedMonth]?.scrollIntoView({ block: 'start' });
  }, []);

  const pick = (iso: IsoDate) => {
    if (!isDateSelectable(iso, selectable)) return;
    onChange(selectDate(value, iso, { mode }));
    setHovered(null);
  };

  const focusCellSoon = () =>
    requestAnimationFrame(() => {
      const el = document
        .getElementById(api.getContentProps().id as string)
        ?.querySelector<HTMLElement>('[data-part=table-cell-trigger][data-focus]');
      el?.focus({ preventScroll: true });
      el?.scrollIntoView({ block: 'nearest' });
    });

  const goToMonth = (delta: number) => {
    const next = shiftMonthOffset(offset, delta, { animating: animating.current });
    if (next === offset) return;
    animating.current = true;
    setTimeout(() => (animating.current = false), CALENDAR_ANIMATION_MS);
    setOffset(next);
    setSeen((s) => new Set([...s, next, next + 1]));
    monthEls.current[next]?.scrollIntoView({ block: 'start', behavior: 'smooth' });
  };

  const todayClicked = () => {
    onChange(goToToday(today));
    api.setFocusedValue(toDateValue(today, cal));
    setOffset(0);
    monthEls.current[0]?.scrollIntoView({ block: 'start' });
  };

  const onGridKeyDown = (event: KeyboardEvent<HTMLElement>, zag: ((e: KeyboardEvent<HTMLElement>) => void) | undefined) => {
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      pick(toIso(api.focusedValue));
      return;
    }
    if (event.key === 'PageUp' || event.key === 'PageDown') {
      event.preventDefault();
      const moved = event.key === 'PageDown' ? api.focusedValue.add({ months: 1 }) : api.focusedValue.subtract({ months: 1 });
      const iso = toIso(moved);
      let clamped = iso;
      if (clamped < window.min) clamped = window.min;
      if (clamped > window.max) clamped = window.max;
      api.setFocusedValue(toDateValue(clamped, cal));
      focusCellSoon();
      return;
    }
    zag?.(event);
  };

  const rootProps = api.getRootProps();
  const contentProps = api.getContentProps();
  const { start, end } = value;
  const nights = start && end ? nightCount(start, end) : 0;

  return (
    <div {...rootProps} className={css({ display: 'flex', flexDir: 'column', minH: '0', flex: '1' })}>
      <div className={toolbarStyle}>
        <button
          type="button"
          className={iconButtonStyle}
          aria-label={messages.datePicker.previousMonth}
          onClick={() => goToMonth(-1)}
          disabled={offset === 0}
        >
          {/* RTL: the previous month is to the right. */}
          <ArrowIcon to="right" />
        </button>
        <button type="button" className={textButtonStyle} onClick={todayClicked}>
          {messages.searchForm.goToToday}
        </button>
        <button
          type="button"
          className={iconButtonStyle}
          aria-label={messages.datePicker.nextMonth}
          onClick={() => goToMonth(1)}
          disabled={offset >= CALENDAR_MONTHS - 2}
        >
          <ArrowIcon to="left" />
        </button>
      </div>
      <ul className={legendStyle} aria-label={messages.datePicker.pricesInToman} data-testid="date-legend">
        {dayPrices ? (
          <li data-testid="legend-best" className={css({ color: 'primary.text', fontWeight: 'semibold' })}>
            <Stars count={1} /> {messages.datePicker.bestSuggested}
            {best ? `: ${longDate(best, calendar)}` : null}
          </li>
        ) : null}
        {dayPrices ? <li>{messages.datePicker.pricesInToman}</li> : null}
        <li className={css({ color: '[#137333]' })}>● {messages.datePicker.cheapestDays}</li>
        <li className={css({ color: 'red.11' })}>● {messages.datePicker.holidays}</li>
        {pattern === 'some' ? <li className={css({ color: '[#9a3412]' })}>● {messages.datePicker.nonStopDays}</li> : null}
      </ul>
      {pattern !== 'none' ? (
        <p className={noticeStyle} data-testid="nonstop-notice" data-pattern={pattern}>
          {pattern === 'daily' ? messages.datePicker.nonStopDaily : messages.datePicker.nonStopNotice}
        </p>
      ) : null}
      {/* biome-ignore lint/a11y/useSemanticElements: a fieldset's min-content sizing and legend do not suit this scrolling list of months; role="group" has the same semantics */}
      <div
        {...contentProps}
        ref={scroller}
        role="group"
        aria-label={messages.searchForm.months}
        className={monthsStyle}
        onPointerLeave={() => setHovered(null)}
      >
        {months.map((month, i) => {
          const tableProps = api.getTableProps({ id: `m${i}` });
          const rendered = seen.has(i) || i === focusedMonth;
          const titleId = `${contentProps.id}-title-${i}`;
          return (
            <section
              key={`${month.year}-${month.month}`}
              ref={(el) => {
                monthEls.current[i] = el;
              }}
              data-month={i}
              data-testid="calendar-month"
              className={monthStyle}
              aria-labelledby={titleId}
            >
              <h3 id={titleId} className={css({ fontWeight: 'bold', textAlign: 'center', mb: '2' })}>
                {month.title}
              </h3>
              {rendered ? (
                <table
                  {...tableProps}
                  aria-labelledby={titleId}
                  className={tableStyle}
                  onKeyDown={(e) => onGridKeyDown(e, tableProps.onKeyDown as ((e: KeyboardEvent<HTMLElement>) => void) | undefined)}
                >
                  <thead {...api.getTableHeadProps()}>
                    <tr {...api.getTableRowProps()}>
                      {WEEKDAYS_SHORT_FA.map((d, w) => (
                        <th
                          key={d}
                          scope="col"
                          abbr={WEEKDAYS_FA[w]}
                          className={css({ fontWeight: 'normal', color: 'fg.muted', fontSize: 'sm', pb: '1' })}
                        >
                          {d}
                        </th>
                      ))}
                    </tr>
                  </thead>
                  <tbody {...api.getTableBodyProps()}>
                    {month.weeks.map((week) => (
                      <tr key={week.find((d) => d !== null)?.iso} {...api.getTableRowProps()}>
                        {week.map((day, d) =>
                          day ? (
                            <DayCell
                              key={day.iso}
                              api={api}
                              day={day}
                              cal={cal}
                              visibleRange={{
                                start: toDateValue(month.weeks.flat().find(Boolean)!.iso, cal),
                                end: toDateValue(month.weeks.flat().filter(Boolean).pop()!.iso, cal),
                              }}
                              selection={value}
                              hovered={hovered}
                              holiday={holidayOf(day.iso)?.title ?? null}
                              price={dayPrices?.[day.iso]}
                              nonStop={isNonStopDay(day.iso, nonStop, { selectable: day.isSelectable, price: dayPrices?.[day.iso] })}
                              best={best === day.iso}
                              label={longDate(day.iso, calendar)}
                              onPick={pick}
                              onHover={setHovered}
                            />
                          ) : (
                            // biome-ignore lint/suspicious/noArrayIndexKey: an empty cell's only identity is its weekday column
                            <td key={`e${d}`} />
                          ),
                        )}
                      </tr>
                    ))}
                  </tbody>
                </table>
              ) : (
                <div className={css({ h: '[264px]' })} aria-hidden="true" />
              )}
            </section>
          );
        })}
      </div>
      <footer className={footerStyle}>
        <dl className={css({ display: 'flex', gap: '4', flexWrap: 'wrap', fontSize: 'sm' })}>
          <div>
            <dt className={css({ color: 'fg.muted' })}>{props.startLabel}</dt>
            <dd data-testid="picked-start">{start ? longDate(start, calendar) : messages.searchForm.notChosen}</dd>
          </div>
          {mode === 'range' ? (
            <div>
              <dt className={css({ color: 'fg.muted' })}>{props.endLabel}</dt>
              <dd data-testid="picked-end" className={css({ display: 'flex', alignItems: 'center', gap: '1' })}>
                {end ? longDate(end, calendar) : messages.searchForm.notChosen}
                {end && onEndRemoved ? (
                  <button
                    type="button"
                    className={removeEndStyle}
                    aria-label={messages.datePicker.removeReturn}
                    data-testid="remove-end"
                    onClick={() => {
                      onChange({ start, end: null });
                      onEndRemoved();
                    }}
                  >
                    <CloseIcon />
                  </button>
                ) : null}
              </dd>
            </div>
          ) : null}
          {props.showNights && nights > 0 ? <div className={css({ alignSelf: 'end' })}>{messages.datePicker.nights(nights)}</div> : null}
        </dl>
        {props.footerExtra}
        <button type="button" className={confirmStyle} onClick={() => props.onOpenChange(false)}>
          {messages.datePicker.confirm}
        </button>
      </footer>
    </div>
  );
}

type PickerApi = ReturnType<typeof useDatePicker>;

function DayCell(props: {
  api: PickerApi;
  day: CalendarDay;
  cal: Calendar;
  visibleRange: { start: DateValue; end: DateValue };
  selection: DateSelection;
  hovered: IsoDate | null;
  /** The holiday's name (a Friday's or the official occasion), or null on a working day. */
  holiday: string | null;
  price: { price: number | null; isCheapest: boolean } | undefined;
  /** A weekday with a non-stop flight on the route (orange). */
  nonStop: boolean;
  /** The legend's best suggested date (★). */
  best: boolean;
  label: string;
  onPick: (iso: IsoDate) => void;
  onHover: (iso: IsoDate | null) => void;
}) {
  const { api, day, cal, visibleRange, selection, hovered, holiday, price, nonStop, best } = props;
  const value = toDateValue(day.iso, cal);
  const cellProps = api.getDayTableCellProps({ value, visibleRange });
  const { onClick: _click, onPointerMove: _move, ...trigger } = api.getDayTableCellTriggerProps({ value, visibleRange });
  const isStart = selection.start === day.iso;
  const isEnd = selection.end === day.iso;
  const inRange = selection.start !== null && selection.end !== null && day.iso > selection.start && day.iso < selection.end;
  const preview = selection.end === null && isInPreviewRange(day.iso, selection, hovered);
  const tenThousands = price?.price != null ? dayPriceInTenThousands(price.price) : null;
  const extra = [
    holiday ? messages.datePicker.holidayLabel(holiday) : null,
    best ? messages.datePicker.bestSuggested : null,
    nonStop ? messages.datePicker.nonStopDay : null,
    price?.isCheapest ? messages.searchForm.cheapest : null,
    tenThousands !== null ? messages.searchForm.dayPriceTitle(fa(tenThousands)) : null,
  ]
    .filter(Boolean)
    .join('، ');
  return (
    <td {...cellProps} className={css({ p: '0', textAlign: 'center' })}>
      {/* A day is a button with zag's roving tabIndex. The grid owns the keyboard (arrows, Page Up/Down, Home/End;
          Enter and Space pick the focused day and cancel the button's own activation), so a click comes from a pointer. */}
      <button
        type="button"
        {...trigger}
        // The name is the sr-only text below (the visible number and price are hidden from it): an aria-label would
        // not contain the visible digits run together, which axe flags (label-content-name-mismatch).
        aria-label={undefined}
        aria-pressed={isStart || isEnd}
        data-iso={day.iso}
        data-holiday={holiday ? '1' : undefined}
        data-cheapest={price?.isCheapest || undefined}
        data-nonstop={nonStop || undefined}
        data-best={best || undefined}
        data-start={isStart || undefined}
        data-end={isEnd || undefined}
        data-between={inRange || undefined}
        data-preview={preview || undefined}
        className={cx(
          dayStyle,
          nonStop && nonStopStyle,
          holiday && css({ color: 'red.11' }),
          price?.isCheapest && css({ color: '[#137333]', fontWeight: 'bold' }),
        )}
        onClick={() => props.onPick(day.iso)}
        onPointerEnter={(e) => {
          if (e.pointerType === 'mouse' && day.isSelectable) props.onHover(day.iso);
        }}
      >
        <span className={css({ srOnly: true })}>{extra ? `${props.label}، ${extra}` : props.label}</span>
        <span aria-hidden="true">
          {best ? <Stars count={1} /> : null}
          {fa(day.day)}
        </span>
        {tenThousands !== null ? (
          <span aria-hidden="true" className={css({ fontSize: '2xs', lineHeight: 'none' })}>
            {fa(tenThousands)}
          </span>
        ) : null}
      </button>
    </td>
  );
}

const NO_DAYS: readonly number[] = [];

// ── Styles ─────────────────────────────────────────────────────────────────────────────────────────────────────────

const backdropStyle = css({ position: 'fixed', inset: '0', bg: 'black.a8', zIndex: 'overlay' });
const positionerStyle = css({
  position: 'fixed',
  inset: '0',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  zIndex: 'modal',
});
const contentStyle = css({
  bg: 'bg.default',
  display: 'flex',
  flexDir: 'column',
  w: '[100vw]',
  h: '[100dvh]',
  '@media (min-width: 850px)': { w: '[800px]', h: '[min(720px, 92dvh)]', borderRadius: 'l3', boxShadow: 'lg' },
  overflow: 'hidden',
});
const headerStyle = css({
  display: 'flex',
  alignItems: 'center',
  gap: '3',
  px: '4',
  py: '3',
  borderBottomWidth: '1px',
  borderColor: 'border.default',
  '& > h2': { flex: '1' },
});
const switchLabelStyle = css({ display: 'flex', alignItems: 'center', gap: '2', fontSize: 'sm', cursor: 'pointer' });
const iconButtonStyle = css({
  minW: '10',
  h: '10',
  borderRadius: 'l2',
  cursor: 'pointer',
  _hover: { bg: 'bg.subtle' },
  _disabled: { opacity: '0.4', cursor: 'not-allowed' },
  _focusVisible: { outline: '[2px solid]', outlineColor: 'primary.default' },
});
const textButtonStyle = css({
  px: '3',
  h: '10',
  borderRadius: 'l2',
  color: 'primary.text',
  fontWeight: 'semibold',
  cursor: 'pointer',
  _hover: { bg: 'bg.subtle' },
  _focusVisible: { outline: '[2px solid]', outlineColor: 'primary.default' },
});
const toolbarStyle = css({ display: 'flex', justifyContent: 'space-between', alignItems: 'center', px: '4', py: '1' });
const legendStyle = css({
  display: 'flex',
  flexWrap: 'wrap',
  columnGap: '4',
  rowGap: '1',
  px: '4',
  fontSize: 'xs',
  color: 'fg.muted',
  listStyle: 'none',
});
const noticeStyle = css({ mx: '4', mt: '1', px: '2', py: '1', borderRadius: 'l2', bg: '[#fff4e5]', color: '[#8a4b00]', fontSize: 'xs' });
/** Non-stop days: orange text (≥ 4.5:1 on white and on the range's pink) and an orange underline that stays when a
 *  holiday's red or a cheapest day's green wins the text colour. */
const nonStopStyle = css({ color: '[#9a3412]', boxShadow: '[inset 0 -3px 0 #c2410c]' });
const removeEndStyle = css({
  minW: '6',
  h: '6',
  borderRadius: 'full',
  fontSize: 'xs',
  cursor: 'pointer',
  color: 'fg.muted',
  _hover: { bg: 'bg.subtle' },
  _focusVisible: { outline: '[2px solid]', outlineColor: 'primary.default' },
});
const alertStyle = css({ mx: '4', mt: '2', p: '2', borderRadius: 'l2', bg: 'red.3', color: 'red.11', fontWeight: 'semibold' });
const monthsStyle = css({
  flex: '1',
  overflowY: 'auto',
  px: '4',
  py: '2',
  display: 'grid',
  gridTemplateColumns: '1fr',
  gap: '6',
  alignContent: 'start',
  '@media (min-width: 850px)': { gridTemplateColumns: '1fr 1fr' },
});
const monthStyle = css({ minW: '0' });
const tableStyle = css({ w: 'full', borderCollapse: 'collapse', tableLayout: 'fixed' });
const dayStyle = css({
  // A button does not stretch like a block: fill the cell less the margin on both sides.
  w: '[calc(100% - 4px)]',
  display: 'flex',
  flexDir: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  h: '11',
  m: '0.5',
  borderRadius: 'l2',
  cursor: 'pointer',
  userSelect: 'none',
  _hover: { bg: 'bg.subtle' },
  '&[data-between], &[data-preview]': { bg: 'pink.3', borderRadius: 'none' },
  '&[data-start], &[data-end]': { bg: 'primary.default', color: 'primary.fg!' },
  '&[data-today]': { borderWidth: '1px', borderColor: 'primary.default' },
  '&[data-disabled]': { color: 'fg.disabled!', cursor: 'not-allowed', bg: 'transparent', textDecoration: 'line-through' },
  _focusVisible: { outline: '[2px solid]', outlineColor: 'primary.default', outlineOffset: '[1px]' },
});
const footerStyle = css({
  display: 'flex',
  alignItems: 'center',
  gap: '4',
  px: '4',
  py: '3',
  borderTopWidth: '1px',
  borderColor: 'border.default',
  flexWrap: 'wrap',
  '& > dl': { flex: '1' },
});
const confirmStyle = css({
  bg: 'primary.default',
  color: 'primary.fg',
  px: '6',
  h: '11',
  borderRadius: 'l2',
  fontWeight: 'bold',
  cursor: 'pointer',
  _hover: { bg: 'primary.emphasized' },
  _focusVisible: { outline: '[2px solid]', outlineColor: 'primary.emphasized', outlineOffset: '[2px]' },
});
