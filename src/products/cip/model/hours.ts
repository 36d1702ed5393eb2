/**
 * A CIP service's hours against a flight's local time. The window is `from`–`to` inclusive; `from` after `to`
 * crosses midnight (22:00–06:00), and 00:00–24:00 (or equal ends) is round the clock.
 */
import { cipTexts as m } from '../messages';
import { toPersianDigits } from '@/lib/text';

export interface ServiceHours {
  from: string;
  to: string;
}

/** Minutes after midnight of `HH:MM` (24:00 = 1440), or null when it is not a time. */
export function minutesOf(time: string): number | null {
  const match = /^(\d{2}):(\d{2})$/.exec(time);
  if (!match) return null;
  const h = Number(match[1]);
  const min = Number(match[2]);
  if (min > 59 || h > 24 || (h === 24 && min > 0)) return null;
  return h * 60 + min;
}

export function isRoundTheClock(hours: ServiceHours): boolean {
  const from = minutesOf(hours.from);
  const to = minutesOf(hours.to);
  return from !== null && to !== null && (from === to || (from === 0 && to === 1440));
}

/** Whether a flight at `time` (local `HH:MM`) falls inside the service's hours; a malformed time never does. */
export function isWithinServiceHours(hours: ServiceHours, time: string): boolean {
  const t = minutesOf(time);
  const from = minutesOf(hours.from);
  const to = minutesOf(hours.to);
  if (t === null || t === 1440 || from === null || to === null) return false;
  if (isRoundTheClock(hours)) return true;
  return from < to ? t >= from && t <= to : t >= from || t <= to;
}

/** The refusal for a flight outside the hours (Persian), or null. */
export function serviceHoursProblem(hours: ServiceHours, time: string): string | null {
  return isWithinServiceHours(hours, time) ? null : m.outsideHours(toPersianDigits(hours.from), toPersianDigits(hours.to));
}
