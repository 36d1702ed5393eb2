/**
 * Issuing a paid order: status, tracking code, cashback, and for an order made from a basket its tickets (one per
 * passenger and leg, contracts §2) and the other slots' documents (booking/issuers.ts). Runs once: an order that is no longer pending is left as it is, so a replayed
 * payment page, callback or credit call never issues twice.
 */
import { SLOT_ISSUERS } from './booking/issuers';
import { CASHBACK_PERCENT } from './data/accounts';
import type { SandboxContext } from './context';
import { CASHBACK_STATUS_TEXT, ORDER_STATUS_TEXT, type OrderRecord, type Store, type TicketRecord } from './store';
import { hashString } from './data/prng';
import { isoInstant } from './time';

interface BookedVehicle {
  leg?: unknown;
  passengers?: unknown;
}

/**
 * The flight legs of a booked basket with their passenger counts: the `vehicles` slot's, then a flight+hotel bundle's
 * (its `tourDynamics` items of kind `vehicle`), each leg ticketed alike.
 */
export function bookedVehicles(basket: unknown): { leg: 'outbound' | 'return'; passengers: Record<string, unknown>[] }[] {
  const first = Array.isArray(basket)
    ? (basket[0] as { typeInfos?: { vehicles?: unknown; tourDynamics?: unknown } } | undefined)
    : undefined;
  const bundle = Array.isArray(first?.typeInfos?.tourDynamics)
    ? (first.typeInfos.tourDynamics as (BookedVehicle & { kind?: unknown })[]).filter((x) => x?.kind === 'vehicle')
    : [];
  const vehicles = [...(Array.isArray(first?.typeInfos?.vehicles) ? (first.typeInfos.vehicles as BookedVehicle[]) : []), ...bundle];
  return vehicles.map((v) => ({
    leg: v.leg === 'return' ? 'return' : 'outbound',
    passengers: Array.isArray(v.passengers) ? (v.passengers as Record<string, unknown>[]) : [],
  }));
}

/** A passenger's name as a ticket shows it: the Persian name, else the Latin one. */
export function passengerName(p: Record<string, unknown> | undefined): string {
  const s = (k: string) => (typeof p?.[k] === 'string' ? (p[k] as string).trim() : '');
  const fa = `${s('fnameFa')} ${s('lnameFa')}`.trim();
  return fa || `${s('fnameEn')} ${s('lnameEn')}`.trim() || `${s('firstName')} ${s('lastName')}`.trim();
}

function ticketsOf(factorId: number, basket: unknown): TicketRecord[] {
  return bookedVehicles(basket).flatMap((v, legIndex) =>
    v.passengers.map((_, i) => ({
      // 13 digits like an IATA ticket number: a fixed airline-style prefix, the order, the leg and the passenger.
      number: `096${String(factorId).padStart(7, '0')}${legIndex}${String(i).padStart(2, '0')}`,
      passengerIndex: i,
      leg: v.leg,
    })),
  );
}

/** Letters and digits an airline PNR uses (no I, O, 0, 1: they read alike). */
const PNR_CHARS = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** A six-character airline booking reference for an order, deterministic per seed and order. */
export function pnrOf(seed: number, factorId: number): string {
  let h = hashString(`pnr|${factorId}`, seed);
  let out = '';
  for (let i = 0; i < 6; i++) {
    out += PNR_CHARS[h % PNR_CHARS.length];
    h = Math.floor(h / PNR_CHARS.length) || hashString(`pnr|${factorId}|${i}`, seed);
  }
  return out;
}

/** Whether the booked basket (BasketData: a list of entries with `typeInfos`) holds items in `slot`. */
function slotHasItems(basket: unknown, slot: string): boolean {
  if (!Array.isArray(basket)) return false;
  return basket.some((e) => {
    const items = (e as { typeInfos?: Record<string, unknown> } | null)?.typeInfos?.[slot];
    return Array.isArray(items) ? items.length > 0 : items !== null && typeof items === 'object';
  });
}

export function issueOrder(ctx: SandboxContext, store: Store, order: OrderRecord): void {
  if (order.status !== 'pending') return;
  order.status = 'issued';
  order.statusText = ORDER_STATUS_TEXT.issued;
  order.trackingCode = String(100_000_000 + ((crypto.getRandomValues(new Uint32Array(1))[0] ?? 0) % 900_000_000));
  if (order.booking) {
    const basket = order.booking.basket;
    order.booking.tickets = ticketsOf(order.factorId, basket);
    // The airline's booking reference of a flight booking (never the site's numeric tracking code).
    if (order.booking.tickets.length > 0) order.booking.pnr = pnrOf(ctx.seed, order.factorId);
    // Other slots' per-traveller documents (insurance contracts), numbered by their own rule.
    const issuedAt = isoInstant(ctx.clock());
    const documents = SLOT_ISSUERS.flatMap((s) => s.issue?.(ctx.seed, basket, order.factorId) ?? []).map((d) => ({ ...d, issuedAt }));
    if (documents.length) order.booking.documents = documents;
    // The suppliers' confirmation numbers of the slots that have one and hold items (a hotel's).
    const confirmations = Object.fromEntries(
      SLOT_ISSUERS.flatMap((s) => (s.confirm && slotHasItems(basket, s.slot) ? [[s.slot, s.confirm(ctx.seed, order.factorId)]] : [])),
    );
    if (Object.keys(confirmations).length) order.booking.confirmations = confirmations;
  }
  const cashback = store.cashback.get(order.userId) ?? [];
  // Pending until the service has ended (cashback.ts settles it by the sandbox clock).
  store.cashbackDue.set(order.factorId * 10 + 1, order.toDate);
  cashback.push({
    id: order.factorId * 10 + 1,
    factorId: order.factorId,
    officialFactorId: order.officialFactorId,
    title: order.title,
    purchaseAmount: order.totalPrice,
    amount: Math.floor((order.totalPrice * CASHBACK_PERCENT) / 100),
    status: 'pending',
    statusText: CASHBACK_STATUS_TEXT.pending,
    createdAt: isoInstant(ctx.clock()),
  });
  store.cashback.set(order.userId, cashback);
  ctx.log(`order ${order.officialFactorId} issued${order.booking ? ` with ${order.booking.tickets.length} tickets` : ''}`);
}
