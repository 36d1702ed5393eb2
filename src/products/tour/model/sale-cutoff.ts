/**
 * A tour is sold until its transport's departure less the carrier's cut-off (issue 48: a departed tour is never sold),
 * on the shared rule (src/lib/sale-cutoff.ts): by air, an airline's check-in close (2 hours at home, 3 abroad, as a
 * flight); by bus, until it leaves. The departure is the outbound leg's time on the departure's date, Tehran time
 * (every tour leaves from Tehran).
 */
import { SALE_CUTOFF_HOURS, startOnSale, tehranInstant } from '@/lib/sale-cutoff';

export interface CutoffTour {
  /** The departure's date (`YYYY-MM-DD`). */
  date: string;
  transport: { mode: 'flight' | 'bus' | string; outbound: { departTime: string } };
  /** A trip within Iran. */
  domestic: boolean;
}

/** The carrier's cut-off before the departure, in hours. */
export const tourCutoffHours = (t: CutoffTour): number =>
  t.transport.mode === 'bus' ? 0 : t.domestic ? SALE_CUTOFF_HOURS.domestic : SALE_CUTOFF_HOURS.international;

/** The departure instant (epoch ms); NaN when the date or the time cannot be read. */
export const tourDepartsAt = (t: CutoffTour): number => tehranInstant(t.date, t.transport.outbound.departTime);

/** Whether the departure can still be sold at `nowMs`. */
export const tourOnSale = (t: CutoffTour, nowMs: number): boolean => startOnSale(tourDepartsAt(t), nowMs, tourCutoffHours(t));
