/**
 * What is left of a tour departure: its seats less those sold before (data/tours.ts) less the seats of the sandbox's
 * own orders that hold or own them (everyone but infants). A pending order holds its seats while its quote holds; a
 * paid one owns them; a cancelled, failed, refunded or expired order gives them back. Derived from the orders each
 * time (as attraction-stock.ts), so no new Store field is needed.
 */
import * as v from 'valibot';
import { seatsLeft, seatsNeeded } from '@/products/tour/model/price';
import { type DepartureSeats, type TourDeparture, TourBasketItem } from '@/products/tour/server/schemas';
import { type SeededDeparture, type TourPackageDef, seededDepartures } from '../data/tours';
import { isExpired } from '../orders';
import type { OrderRecord, Store } from '../store';
import { valuesWhere } from '../tracked-map';

const OWNING: ReadonlySet<OrderRecord['status']> = new Set(['paid', 'issued', 'refund_requested']);

export function bookedTourItems(order: OrderRecord): v.InferOutput<typeof TourBasketItem>[] {
  const basket = order.booking?.basket;
  const first = Array.isArray(basket) ? (basket[0] as { typeInfos?: { tours?: unknown } } | undefined) : undefined;
  const items = first?.typeInfos?.tours;
  if (!Array.isArray(items)) return [];
  return items.flatMap((x) => {
    const r = v.safeParse(TourBasketItem, x);
    return r.success ? [r.output] : [];
  });
}

/** Seats taken per departure id. `exceptPendingOf`: that user's own pending orders do not hold against them. */
export function seatsTaken(store: Store, now: number, exceptPendingOf?: string): Map<string, number> {
  const taken = new Map<string, number>();
  // Only the orders that hold seats are reached (tracked-map.ts valuesWhere): a stock check must not name them all.
  const holding = (order: OrderRecord) =>
    OWNING.has(order.status) || (order.status === 'pending' && !isExpired(order, now) && order.userId !== exceptPendingOf);
  for (const order of valuesWhere(store.orders, holding, { index: 'kinds', value: 'tours' })) {
    for (const item of bookedTourItems(order)) {
      const d = item.details;
      taken.set(d.departureId, (taken.get(d.departureId) ?? 0) + seatsNeeded(d.rooms));
    }
  }
  return taken;
}

export function seatsView(d: SeededDeparture, taken: ReadonlyMap<string, number>): DepartureSeats {
  const left = seatsLeft(d.seats, d.soldBefore, taken.get(d.departureId) ?? 0);
  return { departureId: d.departureId, date: d.date, returnDate: d.returnDate, seats: d.seats, seatsLeft: left, isSoldOut: left === 0 };
}

export function departureView(d: SeededDeparture, taken: ReadonlyMap<string, number>): TourDeparture {
  return { ...seatsView(d, taken), prices: { ...d.prices } };
}

export function tourDepartures(seed: number, p: TourPackageDef, today: string, taken: ReadonlyMap<string, number>): TourDeparture[] {
  return seededDepartures(seed, p, today).map((d) => departureView(d, taken));
}
