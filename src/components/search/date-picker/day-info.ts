/**
 * What the date picker shows on a day besides its number: official holidays (red) from the edge, and day prices
 * (flights: the Cheapest call, in ten-thousands) with the cheapest days in green. Browser code only talks to the
 * edge (`/api/*`).
 */
import { addDays, type IsoDate } from '@/lib/dates';
import { edgeJson } from '../../edge-client';

export interface DayPrice {
  /** Rial; null when the supplier has no price for the day. */
  price: number | null;
  isCheapest: boolean;
}

export type DayPrices = Readonly<Record<IsoDate, DayPrice>>;

/** How far ahead holidays are asked for: the picker shows 12 months. */
const HOLIDAY_SPAN_DAYS = 400;

let holidaysPromise: Promise<ReadonlySet<IsoDate>> | null = null;
let holidaysFrom: IsoDate | null = null;

/** The holidays from today on (one request per page; a failure shows no holidays and is asked again next time). */
export function loadHolidays(today: IsoDate): Promise<ReadonlySet<IsoDate>> {
  if (holidaysPromise && holidaysFrom === today) return holidaysPromise;
  holidaysFrom = today;
  const to = addDays(today, HOLIDAY_SPAN_DAYS);
  holidaysPromise = edgeJson<{ items?: { date?: unknown }[] }>(`/api/holidays?from=${today}&to=${to}`).then((res) => {
    if (!res.ok) {
      holidaysPromise = null;
      return new Set<IsoDate>();
    }
    return new Set((res.data.items ?? []).map((i) => i.date).filter((d): d is string => typeof d === 'string'));
  });
  return holidaysPromise;
}
