/**
 * `HH:mm` of an ISO local date-time (`2026-12-01T08:30:00+03:30` → `08:30`), as the local clock shows it (an
 * airport's, a hotel's). Its own module, with no imports: a results card shows it, and `date-format.ts` would bring
 * jalaali-js and the date parser (2.2 KB gzipped) onto a results page that uses neither.
 */
export function clockTime(localDateTime: string): string {
  return /T(\d{2}:\d{2})/.exec(localDateTime)?.[1] ?? '';
}
