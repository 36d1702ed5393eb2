/** Date helpers of the sandbox. Calendar dates are `YYYY-MM-DD` handled as UTC midnights; "today" is Tehran's. */
import { toGregorian, toJalaali } from 'jalaali-js';
import { parseDateParam } from '@/lib/dates';
import { toLatinDigits } from '@/lib/text';

export const DAY_MS = 86_400_000;
/** Tehran is UTC+03:30 all year (no DST since 2022). */
export const TEHRAN_OFFSET_MS = 3.5 * 3_600_000;

function pad(n: number, width = 2): string {
  return String(n).padStart(width, '0');
}

/** Latin digits for Persian/Arabic-Indic digits: the site's own rule (src/lib/text.ts), one place for it. */
export const latinDigits = toLatinDigits;

/**
 * Parsed dates, by input. A search's plan calls addDays for every night of every package of every hotel, with a few
 * dozen distinct dates: parsing was the largest single function of a search's first poll (a CPU profile of the worker,
 * tests/bench/worker-cpu-profile.mjs). Bounded: emptied when full, since any string can arrive from a request.
 */
const parsedDates = new Map<string, number | null>();
const PARSED_DATES_MAX = 4096;

/** UTC-midnight ms of a `YYYY-MM-DD` (or `YYYY/MM/DD`) date; a year below 1600 is Jalali. Null when invalid. */
export function parseDate(input: string): number | null {
  const known = parsedDates.get(input);
  if (known !== undefined) return known;
  const ms = parseDateUncached(input);
  if (parsedDates.size >= PARSED_DATES_MAX) parsedDates.clear();
  parsedDates.set(input, ms);
  return ms;
}

/** The site's reading of a date (src/lib/dates.ts parseDateParam: Jalali below 1600, any digits, `-` or `/`). */
function parseDateUncached(input: string): number | null {
  const iso = parseDateParam(input);
  return iso === null ? null : Date.parse(`${iso}T00:00:00Z`);
}

export function formatDate(ms: number): string {
  const d = new Date(ms);
  return `${pad(d.getUTCFullYear(), 4)}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
}

/** Normalised `YYYY-MM-DD`, or null. */
export function normaliseDate(input: string): string | null {
  const ms = parseDate(input);
  return ms === null ? null : formatDate(ms);
}

export function addDays(iso: string, days: number): string {
  return formatDate((parseDate(iso) ?? 0) + days * DAY_MS);
}

export function daysBetween(from: string, to: string): number {
  return Math.round(((parseDate(to) ?? 0) - (parseDate(from) ?? 0)) / DAY_MS);
}

/** 0 = Sunday … 5 = Friday, 6 = Saturday. */
export function weekday(iso: string): number {
  return new Date(parseDate(iso) ?? 0).getUTCDay();
}

/** Today's date in Tehran for a clock reading. */
export function tehranToday(nowMs: number): string {
  return formatDate(Math.floor((nowMs + TEHRAN_OFFSET_MS) / DAY_MS) * DAY_MS);
}

export function isoInstant(ms: number): string {
  return new Date(ms).toISOString();
}

/** `1405/09/30` */
export function jalaliString(iso: string): string {
  const d = new Date(parseDate(iso) ?? 0);
  const j = toJalaali(d.getUTCFullYear(), d.getUTCMonth() + 1, d.getUTCDate());
  return `${j.jy}/${pad(j.jm)}/${pad(j.jd)}`;
}

export function jalaliToIso(jy: number, jm: number, jd: number): string {
  const g = toGregorian(jy, jm, jd);
  return `${pad(g.gy, 4)}-${pad(g.gm)}-${pad(g.gd)}`;
}

export function jalaliYearOf(iso: string): number {
  const d = new Date(parseDate(iso) ?? 0);
  return toJalaali(d.getUTCFullYear(), d.getUTCMonth() + 1, d.getUTCDate()).jy;
}

/** `YYYYMMDD` ⇄ `YYYY-MM-DD`, for compact ids. */
export function compactDate(iso: string): string {
  return iso.replaceAll('-', '');
}
export function expandDate(compact: string): string | null {
  const m = /^(\d{4})(\d{2})(\d{2})$/.exec(compact);
  return m ? normaliseDate(`${m[1]}-${m[2]}-${m[3]}`) : null;
}
