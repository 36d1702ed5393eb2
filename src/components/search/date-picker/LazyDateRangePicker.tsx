'use client';
/**
 * The date range picker as the search forms use it. The calendar (Ark's date picker and its calendar maths) is the
 * heaviest part of a form and is never shown before the dates are clicked: its code loads then (or earlier, when a
 * form calls `loadDateRangePicker` on the first hover or focus of its dates), not with the page.
 */
import { lazyOnOpen } from '../../ui/lazy-on-open';
import type { DateRangePickerProps } from './DateRangePicker';

export const loadDateRangePicker = () => import('./DateRangePicker');
export const DateRangePicker = lazyOnOpen<DateRangePickerProps>(() => loadDateRangePicker().then((m) => m.DateRangePicker));
