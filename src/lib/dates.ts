/**
 * A date-only model: a day is an ISO `YYYY-MM-DD` string, read as a calendar day in Asia/Tehran. Arithmetic goes
 * through "epoch days" (days since 1970-01-01), so no Date object, time of day or host time zone is involved.
 */
import { d2g, g2d, isValidJalaaliDate, toGregorian, toJalaali } from 'jalaali-js';
import { TEHRAN_UTC_OFFSET_MINUTES } from './constants';
import { toLatinDigits } from './text';

/** `YYYY-MM-DD`, Gregorian. */
export type IsoDate = string;
export type CalendarKind = 'jalali' | 'gregorian';
export interface DateParts {
  year: number;
  month: number;
  day: number;
}

const DAY_MS = 86_400_000;
const EPOCH_JDN = g2d(1970, 1, 1);
const ISO_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;
/** Years below this in a date parameter are Jalali (spec 000 §4). */
export const JALALI_YEAR_LIMIT = 1600;

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

export function isoFromParts(year: number, month: number, day: number): IsoDate {
  return `${pad(year, 4)}-${pad(month)}-${pad(day)}`;
}

/** Days since 1970-01-01 of a Gregorian day. */
export function epochDayFromParts(year: number, month: number, day: number): number {
  return g2d(year, month, day) - EPOCH_JDN;
}

export function fromEpochDay(epochDay: number): IsoDate {
  const { gy, gm, gd } = d2g(epochDay + EPOCH_JDN);
  return isoFromParts(gy, gm, gd);
}

function isoParts(iso: IsoDate): DateParts | null {
  const m = ISO_PATTERN.exec(iso);
  if (!m) return null;
  return { year: Number(m[1]), month: Number(m[2]), day: Number(m[3]) };
}

/**
 * Gregorian years the site reads. Every such day has a Jalali date (the Jalali conversion throws a RangeError past
 * Jalali year 3177, i.e. Gregorian 3798), so a crafted `startDate=9999-12-20` is "not a date" (and repaired like a
 * missing one), never an exception. Birth dates and travel dates all fall well inside.
 */
export const MIN_GREGORIAN_YEAR = 1600;
export const MAX_GREGORIAN_YEAR = 2999;

function isValidGregorian(year: number, month: number, day: number): boolean {
  if (year < MIN_GREGORIAN_YEAR || year > MAX_GREGORIAN_YEAR) return false;
  if (month < 1 || month > 12 || day < 1 || day > 31) return false;
  return fromEpochDay(epochDayFromParts(year, month, day)) === isoFromParts(year, month, day);
}

/** A real Gregorian day written as `YYYY-MM-DD`. */
export function isIsoDate(value: unknown): value is IsoDate {
  if (typeof value !== 'string') return false;
  const p = isoParts(value);
  return p !== null && isValidGregorian(p.year, p.month, p.day);
}

export function gregorianParts(iso: IsoDate): DateParts {
  const p = isoParts(iso);
  if (!p) throw new RangeError(`Not an ISO date: ${iso}`);
  return p;
}

export function toEpochDay(iso: IsoDate): number {
  const { year, month, day } = gregorianParts(iso);
  return epochDayFromParts(year, month, day);
}

/** The calendar day in Tehran at the given instant. Pass the clock in; the default is only for callers' convenience. */
export function todayIn(clockMs: number = Date.now()): IsoDate {
  return fromEpochDay(Math.floor((clockMs + TEHRAN_UTC_OFFSET_MINUTES * 60_000) / DAY_MS));
}

export function addDays(iso: IsoDate, days: number): IsoDate {
  return fromEpochDay(toEpochDay(iso) + days);
}

/** -1, 0 or 1. ISO strings of four-digit years order like the days they name. */
export function compareDates(a: IsoDate, b: IsoDate): -1 | 0 | 1 {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function diffDays(from: IsoDate, to: IsoDate): number {
  return toEpochDay(to) - toEpochDay(from);
}

export function maxDate(a: IsoDate, b: IsoDate): IsoDate {
  return a >= b ? a : b;
}

/** 0 = Saturday … 6 = Friday (the Iranian week). */
export function weekdayIndex(iso: IsoDate): number {
  // 1970-01-01 was a Thursday, index 5.
  return (((toEpochDay(iso) + 5) % 7) + 7) % 7;
}

/** Friday is the weekend day. */
export function isWeekend(iso: IsoDate): boolean {
  return weekdayIndex(iso) === 6;
}

// ── Jalali ─────────────────────────────────────────────────────────────────────────────────────────────────────────

export function toJalaliParts(iso: IsoDate): DateParts {
  const { year, month, day } = gregorianParts(iso);
  const { jy, jm, jd } = toJalaali(year, month, day);
  return { year: jy, month: jm, day: jd };
}

/** The Gregorian day of a Jalali date, or null when the Jalali date does not exist. */
export function fromJalaliParts(year: number, month: number, day: number): IsoDate | null {
  if (!Number.isInteger(year) || !Number.isInteger(month) || !Number.isInteger(day)) return null;
  if (!isValidJalaaliDate(year, month, day)) return null;
  const { gy, gm, gd } = toGregorian(year, month, day);
  return isoFromParts(gy, gm, gd);
}

/** Year, month and day in the chosen calendar. */
export function dateParts(iso: IsoDate, calendar: CalendarKind): DateParts {
  return calendar === 'jalali' ? toJalaliParts(iso) : gregorianParts(iso);
}

/** A day from year/month/day in the chosen calendar, or null when it does not exist. */
export function dateFromParts(calendar: CalendarKind, year: number, month: number, day: number): IsoDate | null {
  if (calendar === 'jalali') return fromJalaliParts(year, month, day);
  return Number.isInteger(year) && Number.isInteger(month) && Number.isInteger(day) && isValidGregorian(year, month, day)
    ? isoFromParts(year, month, day)
    : null;
}

/** `1405-08-30` style (Latin digits, dash): a Jalali date for a URL or a form value. */
export function toJalaliString(iso: IsoDate, separator = '-'): string {
  const { year, month, day } = toJalaliParts(iso);
  return [pad(year, 4), pad(month), pad(day)].join(separator);
}

const DATE_PARAM = /^(\d{4})[-/](\d{1,2})[-/](\d{1,2})$/;

/**
 * Reads a date parameter written either way: Jalali when the year is below 1600 (spec), else Gregorian; Latin,
 * Persian or Arabic digits; `-` or `/` separators; a trailing time part is ignored. Null when it is not a real day.
 */
export function parseDateParam(value: string | null | undefined): IsoDate | null {
  if (value === null || value === undefined) return null;
  const text = toLatinDigits(value)
    .trim()
    .replace(/[T ].*$/, '');
  const m = DATE_PARAM.exec(text);
  if (!m) return null;
  const year = Number(m[1]);
  const month = Number(m[2]);
  const day = Number(m[3]);
  return dateFromParts(year < JALALI_YEAR_LIMIT ? 'jalali' : 'gregorian', year, month, day);
}

/**
 * Nights between two dates (either may be Jalali): the rounded day difference, at least 1, and 1 when a date is
 * missing or unreadable (spec 000 §4).
 */
export function nightCount(start: string | null | undefined, end: string | null | undefined): number {
  const from = parseDateParam(start);
  const to = parseDateParam(end);
  if (from === null || to === null) return 1;
  return Math.max(1, Math.round(diffDays(from, to)));
}
