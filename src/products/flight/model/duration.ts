import * as flightMessages from '@/products/flight/messages';

export { clockTime } from '@/lib/clock-time';

export function formatDuration(minutes: number): string {
  const m = flightMessages.flightRules;
  const total = Math.max(0, Math.round(minutes));
  const h = Math.floor(total / 60);
  const rest = total % 60;
  const parts = [h ? m.hours(h) : '', rest || !h ? m.minutes(rest) : ''].filter(Boolean);
  return parts.join(` ${m.and} `);
}

/** Days between the departure's and the arrival's local dates (an overnight flight lands +1). */
export function arrivalDayOffset(departure: string, arrival: string): number {
  const day = (s: string) => Date.parse(`${s.slice(0, 10)}T00:00:00Z`);
  const diff = Math.round((day(arrival) - day(departure)) / 86_400_000);
  return Number.isFinite(diff) ? diff : 0;
}
