/**
 * What is left of an attraction's day: the seeded capacity less what was sold before (data/attractions.ts) less the
 * tickets of the sandbox's own orders that hold or own them. An order holds its tickets while its quote holds
 * (pending within ORDER_TTL_MS) and owns them once paid (paid, issued, refund requested); a cancelled, failed,
 * refunded or expired order gives them back, and so does one whose service was cancelled (`serviceCancelledAt`) while
 * its card refund is still pending. Derived from the orders each time, so no new Store field is needed and
 * a restored snapshot agrees with itself.
 */
import * as v from 'valibot';
import { AttractionBasketItem, type AttractionDate } from '@/products/attraction/server/schemas';
import { type AttractionDef, type SeededDay, seededDays } from '../data/attractions';
import { isExpired } from '../orders';
import type { OrderRecord, Store } from '../store';
import { valuesWhere } from '../tracked-map';

const OWNING: ReadonlySet<OrderRecord['status']> = new Set(['paid', 'issued', 'refund_requested']);

export const dayKey = (attractionId: number, date: string) => `${attractionId}|${date}`;

/** The attraction items of an order's booking (an attraction may join an order another product leads). */
export function bookedAttractionItems(order: OrderRecord): v.InferOutput<typeof AttractionBasketItem>[] {
  const basket = order.booking?.basket;
  const first = Array.isArray(basket) ? (basket[0] as { typeInfos?: { attractions?: unknown } } | undefined) : undefined;
  const items = first?.typeInfos?.attractions;
  if (!Array.isArray(items)) return [];
  return items.flatMap((x) => {
    const r = v.safeParse(AttractionBasketItem, x);
    return r.success ? [r.output] : [];
  });
}

/**
 * Tickets taken per attraction day. `exceptPendingOf`: a user's own pending orders are left out while that user books
 * again (a new order from their basket replaces its pending one; their own hold never blocks them).
 */
export function ticketsTaken(store: Store, now: number, exceptPendingOf?: string): Map<string, number> {
  const taken = new Map<string, number>();
  // Only the orders that hold places are reached (tracked-map.ts valuesWhere): a stock check must not name them all.
  const holding = (order: OrderRecord) => {
    const holds = order.status === 'pending' && !isExpired(order, now) && order.userId !== exceptPendingOf;
    // A service the supplier cancelled gives its places back at once, even while its card refund is pending.
    return !order.serviceCancelledAt && (holds || OWNING.has(order.status));
  };
  for (const order of valuesWhere(store.orders, holding, { index: 'kinds', value: 'attractions' })) {
    for (const item of bookedAttractionItems(order)) {
      const d = item.details;
      const key = dayKey(d.attractionId, d.serviceDate);
      taken.set(key, (taken.get(key) ?? 0) + d.tickets.adult + d.tickets.child + d.tickets.infant);
    }
  }
  return taken;
}

/** A seeded day as the catalogue shows it now. */
export function dateView(a: AttractionDef, day: SeededDay, taken: ReadonlyMap<string, number>): AttractionDate {
  const remaining = Math.max(0, day.capacity - day.sold - (taken.get(dayKey(a.id, day.serviceDate)) ?? 0));
  return {
    serviceDate: day.serviceDate,
    finalPrice: day.prices.adult,
    prices: { ...day.prices },
    capacity: day.capacity,
    remaining,
    isSoldOut: remaining === 0,
  };
}

/** Every offered day of the coming 60 (today too while its last start is ahead at `nowMs`), as shown now. */
export function attractionDates(
  seed: number,
  a: AttractionDef,
  today: string,
  taken: ReadonlyMap<string, number>,
  nowMs?: number,
): AttractionDate[] {
  return seededDays(seed, a, today, nowMs).map((d) => dateView(a, d, taken));
}
