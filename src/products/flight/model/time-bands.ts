/**
 * Departure time bands of the flight time filter (keys `time` and `return time`): the day split where travellers
 * think of it, early morning before 06:00, morning to 12:00, afternoon to 18:00, evening after. Titles:
 * `flightMessages.flightRules.timeBands`.
 */
export const TIME_BANDS = [
  { id: 'early', from: 0, to: 6 },
  { id: 'morning', from: 6, to: 12 },
  { id: 'afternoon', from: 12, to: 18 },
  { id: 'evening', from: 18, to: 24 },
] as const;

export type TimeBand = (typeof TIME_BANDS)[number]['id'];

/** The band of a local time: `HH:mm`, or an ISO local date-time (`2026-12-01T08:30:00+03:30`). Null when unreadable. */
export function timeBandOf(localTime: string): TimeBand | null {
  const m = /(?:^|T)(\d{2}):(\d{2})/.exec(localTime);
  if (!m) return null;
  const hour = Number(m[1]);
  if (hour > 23 || Number(m[2]) > 59) return null;
  return TIME_BANDS.find((b) => hour >= b.from && hour < b.to)?.id ?? null;
}
