/**
 * No service is sold once it has started, or once its supplier's cut-off before the start has passed (issue 48): one
 * rule, `startOnSale`, for every product that has a start instant. A flight (alone or in a bundle) is sold only until
 * its check-in closes: 2 hours before departure at home, 3 hours abroad, as airlines close check-in; a tour by its
 * transport's departure; an attraction's day by its last entry. The rule is checked where a service is shown, chosen
 * and booked; the sandbox keeps it too.
 */
export const SALE_CUTOFF_HOURS = { domestic: 2, international: 3 } as const;

const HOUR_MS = 3_600_000;

/** A flight as this rule reads it: its departure with the origin's offset, and both airports' countries. */
export interface CutoffFlight {
  departureTime: string;
  origin: { countryCode: string };
  destination: { countryCode: string };
}

/** A flight between two Iranian airports is domestic; any other is international. */
export const isDomesticFlight = (f: CutoffFlight): boolean => f.origin.countryCode === 'IR' && f.destination.countryCode === 'IR';

/** Tehran's offset all year: Iran keeps no daylight saving time since 2022. */
export const TEHRAN_OFFSET = '+03:30';
const DATE = /^\d{4}-\d{2}-\d{2}$/;
const TIME = /^(?:[01]\d|2[0-3]):[0-5]\d$/;

/**
 * The instant (epoch ms) of a Tehran wall-clock time on a date (`YYYY-MM-DD`, `HH:MM`; `24:00` is the next midnight),
 * as a tour's departure or a venue's hours are written; NaN when either cannot be read.
 */
export function tehranInstant(date: string, time = '00:00'): number {
  if (!DATE.test(date)) return Number.NaN;
  if (time === '24:00') return tehranInstant(date, '00:00') + 24 * HOUR_MS;
  if (!TIME.test(time)) return Number.NaN;
  return Date.parse(`${date}T${time}:00${TEHRAN_OFFSET}`);
}

/**
 * The one rule: a service that starts at `startMs` is on sale at `nowMs` until `cutoffHours` before its start (0:
 * until it starts). A start that cannot be read is never on sale.
 */
export function startOnSale(startMs: number, nowMs: number, cutoffHours = 0): boolean {
  return Number.isFinite(startMs) && nowMs < startMs - cutoffHours * HOUR_MS;
}

/** The last instant (epoch ms) the flight can be sold; NaN when its departure cannot be read. */
export function saleClosesAt(f: CutoffFlight): number {
  const hours = isDomesticFlight(f) ? SALE_CUTOFF_HOURS.domestic : SALE_CUTOFF_HOURS.international;
  return Date.parse(f.departureTime) - hours * HOUR_MS;
}

/** Still on sale at `nowMs`: its departure is known and check-in has not closed. A flight it cannot read is not sold. */
export function onSale(f: CutoffFlight, nowMs: number): boolean {
  const hours = isDomesticFlight(f) ? SALE_CUTOFF_HOURS.domestic : SALE_CUTOFF_HOURS.international;
  return startOnSale(Date.parse(f.departureTime), nowMs, hours);
}
