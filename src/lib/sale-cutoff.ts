/**
 * A flight (alone or in a bundle) is sold only until its check-in closes: 2 hours before departure at home, 3 hours
 * abroad, as airlines close check-in (issue 48: a departed or departing flight must never be sold). The rule is checked where a flight is
 * shown (the poll adapter drops what a supplier still sends), chosen and booked; the sandbox keeps it too.
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

/** The last instant (epoch ms) the flight can be sold; NaN when its departure cannot be read. */
export function saleClosesAt(f: CutoffFlight): number {
  const hours = isDomesticFlight(f) ? SALE_CUTOFF_HOURS.domestic : SALE_CUTOFF_HOURS.international;
  return Date.parse(f.departureTime) - hours * HOUR_MS;
}

/** Still on sale at `nowMs`: its departure is known and check-in has not closed. A flight it cannot read is not sold. */
export function onSale(f: CutoffFlight, nowMs: number): boolean {
  const closes = saleClosesAt(f);
  return Number.isFinite(closes) && nowMs < closes;
}
