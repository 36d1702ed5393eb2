/**
 * Refunds (spec 001 §7): GET /api2/Refunds/GetFactorInfo/{id}?userid= (the quote), POST /api2/Refunds/RequestRefund
 * and GET /api2/Refunds/List. Only the order's owner sees or refunds it (anyone else: 404, as if it did not exist).
 *
 * - Hotel orders: the whole order, the national penalty table by days before check-in.
 * - Flight orders (with a booking): per passenger and leg, the flight's own cancellation table by hours before that
 *   leg's departure (src/products/flight/model/refund-penalty.ts); the traveller picks the passengers (an infant never stays without
 *   an adult) and where the money goes: the wallet (credited at once, refund `paid`) or the buyer's card (refund
 *   `approved`, the bank transfers it). Once every passenger is refunded the order is `refunded` (wallet) or
 *   `refund_requested` (card).
 * - Flight+hotel orders (a bundle): refunded whole, as one order, money once; quoted part by part: each flight by its
 *   fare's cancellation table (its share of what was paid, the penalty of the base fare), the stay by its package's
 *   cancellation rules (data/rules.ts packagePenalty); wallet or card as for flights. Refused once the outbound flew.
 * - Idempotent by state: a passenger refunded once is never refunded again; a repeated request answers 409
 *   `already_refunded` and moves no money (the check and the write happen with no await between them).
 */
import { Hono } from 'hono';
import * as v from 'valibot';
import {
  creditReturn,
  hoursBeforeDeparture,
  paidShare,
  penaltyFor,
  refundLine,
  sumLines,
  type PenaltyQuote,
} from '@/products/flight/model/refund-penalty';
import { leavesInfantAlone } from '@/lib/passenger-mix';
import * as messages from '@/lib/messages';
import { BasketData } from '../../schemas/basket';
import type { FlightItem } from '@/products/flight/server/schemas';
import { RefundRequest, type Refund, type RefundInfo, type RefundLegRules, type RefundPassengerQuote } from '../../schemas/refunds';
import type { SandboxEnv } from '../context';
import { cancellationTable, parseOfferId, ticketTaxes } from '../data/flights';
import { nationalPenalty } from '../data/rules';
import { cancellationOf, findTourPackage } from '../data/tours';
import { bookedTourItems } from '../booking/tour-stock';
import { cancellationPenalty } from '@/products/tour/model/cancellation';
import { fail, intParam, ok, pageQuery, paginate, readBody, type Ctx } from '../http';
import { currentUser } from '../session';
import { ORDER_STATUS_TEXT, postTransaction, REFUND_STATUS_TEXT, type OrderRecord, type Store } from '../store';
import { daysBetween, isoInstant, tehranToday } from '../time';
import { BUNDLE_SLOT, BundleHotelItem, BundleVehicle } from '@/products/flight-hotel/server/basket';
import { persianNumber } from '@/lib/text';
import { each, readBooking } from '../../tickets/booking';
import { findHotel } from '../data/hotels';
import { parsePackageNumber, ratePlans } from '../data/packages';
import { cancellationSummary, packagePenalty, type RuleKind } from '../data/rules';

const r = messages.refunds.reasons;
type PassengerType = 'adult' | 'child' | 'infant';

interface BookedVehicle {
  leg: 'outbound' | 'return';
  details: FlightItem;
}
interface BookedPassenger {
  type: PassengerType;
  fnameFa?: string;
  lnameFa?: string;
  fnameEn?: string;
  lnameEn?: string;
}

/** The flights and passengers of a flight order's booking (the basket as it was at booking time). */
function flightBooking(order: OrderRecord): { vehicles: BookedVehicle[]; passengers: BookedPassenger[] } | null {
  const parsed = v.safeParse(BasketData, order.booking?.basket);
  const first = parsed.success ? parsed.output[0] : undefined;
  const vehicles = (first?.typeInfos?.vehicles ?? []) as BookedVehicle[];
  const passengers = (first?.passengerInfos ??
    (vehicles[0] as { passengers?: unknown[] } | undefined)?.passengers ??
    []) as BookedPassenger[];
  if (order.product !== 'flight' || !vehicles.length || !passengers.length) return null;
  return { vehicles, passengers };
}

const passengerName = (p: BookedPassenger) =>
  [p.fnameFa, p.lnameFa].filter(Boolean).join(' ') || [p.fnameEn, p.lnameEn].filter(Boolean).join(' ') || '—';

function refundsOf(store: Store, order: OrderRecord): Refund[] {
  return (store.refunds.get(order.userId) ?? []).filter((x) => x.factorId === order.factorId && x.status !== 'rejected');
}

/** What earlier refunds of the order already sent back to the wallet of the credit it was paid with. */
function creditReturned(store: Store, order: OrderRecord): number {
  return refundsOf(store, order).reduce((sum, x) => sum + (x.creditReturned ?? 0), 0);
}

function refundedPassengers(store: Store, order: OrderRecord): Set<number> {
  return new Set(refundsOf(store, order).flatMap((x) => x.passengers ?? []));
}

function statusReason(order: OrderRecord): string | null {
  if (order.status === 'refund_requested') return r.alreadyRequested;
  if (order.status === 'refunded') return r.alreadyRefunded;
  if (order.status !== 'issued' && order.status !== 'paid') return r.notIssued;
  return null;
}

interface FlightQuote {
  info: RefundInfo;
  /** Per passenger: the new refund's lines. */
  lines: Map<number, ReturnType<typeof sumLines>>;
  types: PassengerType[];
}

function quoteFlight(seed: number, store: Store, order: OrderRecord, now: number): FlightQuote | null {
  const booking = flightBooking(order);
  if (!booking) return null;
  const legs: (RefundLegRules & { quote: PenaltyQuote })[] = booking.vehicles.map((veh) => {
    const offer = parseOfferId(seed, veh.details.flightId);
    const rules = offer ? cancellationTable(offer) : [];
    const hoursBefore = hoursBeforeDeparture(veh.details.departureTime, now);
    const quote = penaltyFor(rules, hoursBefore, veh.details.isRefundable);
    return {
      leg: veh.leg,
      flight: `${veh.details.origin.city} ← ${veh.details.destination.city}`,
      departureTime: veh.details.departureTime,
      hoursBefore: Math.round(hoursBefore * 100) / 100,
      isRefundable: veh.details.isRefundable,
      rules,
      currentRow: quote.refundable ? quote.row : null,
      penaltyPercent: quote.refundable ? quote.percent : null,
      quote,
    };
  });
  const done = refundedPassengers(store, order);
  const lines = new Map<number, ReturnType<typeof sumLines>>();
  // What the checkout charged (after discounts and coupon) spread over the tickets by list price (paidShare).
  const typeOf = (p: BookedPassenger): PassengerType => (p.type === 'child' || p.type === 'infant' ? p.type : 'adult');
  const listTotal = booking.passengers.reduce((n, p) => n + booking.vehicles.reduce((m, veh) => m + veh.details.prices[typeOf(p)], 0), 0);
  const paid = order.checkout ? order.checkout.payable : null;
  const passengers: RefundPassengerQuote[] = booking.passengers.map((p, i) => {
    const type = typeOf(p);
    const sum = sumLines(
      booking.vehicles.map((veh, l) => {
        // The penalty is of the base fare: the ticket's taxes (of what was paid for it) come back whole.
        const share = paidShare(veh.details.prices[type], listTotal, paid);
        return refundLine(share, legs[l]!.quote, ticketTaxes(share, type));
      }),
    );
    const refunded = done.has(i);
    const refundable = !refunded && sum.refund > 0;
    if (refundable) lines.set(i, sum);
    return {
      passengerIndex: i,
      name: passengerName(p),
      type,
      refunded,
      refundable,
      price: sum.price,
      penalty: refundable ? sum.penalty : 0,
      refundAmount: refundable ? sum.refund : 0,
    };
  });
  const open = sumLines([...lines.values()]);
  const blocked = statusReason(order);
  const legRefusal = legs.map((l) => l.quote).find((q) => !q.refundable);
  const legReason = legs.every((l) => !l.quote.refundable) && legRefusal && !legRefusal.refundable ? r[legRefusal.reason] : null;
  const reason = blocked ?? legReason ?? (lines.size === 0 ? (done.size ? r.alreadyRefunded : r.notRefundable) : null);
  return {
    info: {
      factorId: order.factorId,
      officialFactorId: order.officialFactorId,
      refundable: reason === null,
      reason,
      totalPrice: order.totalPrice,
      penalty: reason === null ? open.penalty : 0,
      refundAmount: reason === null ? open.refund : 0,
      currency: 'IRR',
      legs: legs.map(({ quote: _q, ...leg }) => leg),
      passengers,
      destinations: ['wallet', 'card'],
      creditReturn: creditReturn(reason === null ? open.refund : 0, order.checkout?.creditPaid ?? 0, creditReturned(store, order)),
    },
    lines,
    types: passengers.map((p) => p.type),
  };
}

/** A tour order's cancellation steps (its package's), or null for any other order. */
function tourCancellationSteps(seed: number, order: OrderRecord): { fromDaysBefore: number; penaltyPercent: number }[] | null {
  if (order.product !== 'tour') return null;
  const line = bookedTourItems(order)[0];
  const pkg = line ? findTourPackage(seed, line.details.packageId) : undefined;
  return pkg ? cancellationOf(pkg) : null;
}

/** The package rule of a booked stay (its package number names the hotel and the rate plan), or null. */
function packageRule(seed: number, packageNumber: string): RuleKind | null {
  const ref = parsePackageNumber(packageNumber);
  const hotel = ref ? findHotel(seed, ref.hotelId) : undefined;
  return ref && hotel ? (ratePlans(seed, hotel)[ref.planIndex]?.rule ?? null) : null;
}

const LEG_FA = { outbound: 'رفت', return: 'برگشت' } as const;

/**
 * A flight+hotel order's quote: both flights by their fares' tables and the stay by its package's rules, each on its
 * share of what was paid (the bundle discount and any coupon spread by list price), one refund for the whole order.
 * Null for any other order.
 */
function quoteBundle(seed: number, store: Store, order: OrderRecord, now: number): RefundInfo | null {
  if (order.product !== 'flightHotel') return null;
  const items = readBooking(order)?.typeInfos[BUNDLE_SLOT] ?? [];
  const hotel = each(BundleHotelItem, items)[0];
  const vehicles = hotel ? each(BundleVehicle, items).filter((x) => x.bundleKey === hotel.bundleKey) : [];
  if (!hotel || vehicles.length === 0) return null;
  const h = hotel.details;
  const paid = order.checkout ? order.checkout.payable : order.totalPrice;
  const listTotal = h.hotelPrice + vehicles.reduce((n, x) => n + x.details.totalPrice, 0);
  const legs = vehicles.map((veh) => {
    const offer = parseOfferId(seed, veh.details.flightId);
    const rules = offer ? cancellationTable(offer) : [];
    const hoursBefore = hoursBeforeDeparture(veh.details.departureTime, now);
    const quote = penaltyFor(rules, hoursBefore, veh.details.isRefundable);
    const share = paidShare(veh.details.totalPrice, listTotal, paid);
    const line = refundLine(share, quote, ticketTaxes(share, 'adult'));
    const leg: RefundLegRules = {
      leg: veh.leg,
      flight: `${veh.details.origin.city} ← ${veh.details.destination.city}`,
      departureTime: veh.details.departureTime,
      hoursBefore: Math.round(hoursBefore * 100) / 100,
      isRefundable: veh.details.isRefundable,
      rules,
      currentRow: quote.refundable ? quote.row : null,
      penaltyPercent: quote.refundable ? quote.percent : null,
    };
    const rule = quote.refundable
      ? `${LEG_FA[veh.leg]}: ${rules[quote.row]!.title}، ${persianNumber(quote.percent)}٪${quote.basis === 'base' ? ' از نرخ پایه' : ''}`
      : `${LEG_FA[veh.leg]}: ${r[quote.reason]}`;
    return { leg, quote, line, rule };
  });
  const flights = sumLines(legs.map((l) => l.line));
  const today = tehranToday(now);
  const kind = packageRule(seed, h.packageNumber) ?? 'none';
  const stayPrice = Math.max(0, paid - flights.price);
  const stayPenalty = packagePenalty(kind, stayPrice, h.nights, daysBetween(today, h.checkIn));
  const stay = { price: stayPrice, penalty: stayPenalty, refund: stayPrice - stayPenalty };
  const whole = sumLines([flights, stay]);
  const departed = legs.some((l) => !l.quote.refundable && l.quote.reason === 'departed');
  const reason =
    statusReason(order) ?? (departed || h.checkIn < today ? r.pastTravel : null) ?? (whole.refund <= 0 ? r.notRefundable : null);
  const open = reason === null;
  const airlines = [...new Set(vehicles.map((x) => x.details.airline.persianName))].join(' و ');
  return {
    factorId: order.factorId,
    officialFactorId: order.officialFactorId,
    refundable: open,
    reason,
    totalPrice: order.totalPrice,
    penalty: open ? whole.penalty : 0,
    refundAmount: open ? whole.refund : 0,
    currency: 'IRR',
    legs: legs.map((l) => l.leg),
    destinations: ['wallet', 'card'],
    parts: [
      {
        title: `پروازهای رفت و برگشت (${airlines})`,
        rule: legs.map((l) => l.rule).join('؛ '),
        price: flights.price,
        penalty: flights.penalty,
        refundAmount: flights.refund,
      },
      {
        title: `هتل ${h.hotel.persianName} (${persianNumber(h.nights)} شب)`,
        rule: cancellationSummary(kind),
        price: stay.price,
        penalty: stay.penalty,
        refundAmount: stay.refund,
      },
    ],
    creditReturn: creditReturn(open ? whole.refund : 0, order.checkout?.creditPaid ?? 0, creditReturned(store, order)),
  };
}

/** Hotel, tour (and booking-less) orders: the whole order, by days before the stay or the departure. */
function quoteWhole(order: OrderRecord, today: string, seed: number): RefundInfo {
  const base = {
    factorId: order.factorId,
    officialFactorId: order.officialFactorId,
    totalPrice: order.totalPrice,
    currency: 'IRR' as const,
  };
  const no = (reason: string): RefundInfo => ({ ...base, refundable: false, reason, penalty: 0, refundAmount: 0 });
  const blocked = statusReason(order);
  if (blocked) return no(blocked);
  if (!order.refundable) return no(r.notRefundable);
  if (order.fromDate < today) return no(r.pastTravel);
  const steps = tourCancellationSteps(seed, order);
  const nights = Math.max(1, daysBetween(order.fromDate, order.toDate));
  // A tour by its package's own steps; a hotel by the national table.
  const penalty = steps
    ? cancellationPenalty(steps, daysBetween(today, order.fromDate), order.totalPrice)
    : nationalPenalty(Math.round(order.totalPrice / nights), daysBetween(today, order.fromDate));
  return { ...base, refundable: true, reason: null, penalty, refundAmount: order.totalPrice - penalty };
}

async function ownOrder(c: Ctx, id: number | null): Promise<{ store: Store; order: OrderRecord } | Response> {
  const { store, user } = await currentUser(c);
  const order = id === null ? undefined : store.orders.get(id);
  if (!order || order.userId !== user.userId) return fail(c, 404, 'not_found', 'سفارش یافت نشد');
  return { store, order };
}

export function refundRoutes(): Hono<SandboxEnv> {
  const app = new Hono<SandboxEnv>();

  app.get('/api2/Refunds/GetFactorInfo/:id', async (c) => {
    const ctx = c.get('ctx');
    const found = await ownOrder(c, intParam(c.req.param('id')));
    if (found instanceof Response) return found;
    const { store, order } = found;
    // `userid` (spec: ?userid={userId}) must be the caller when given.
    const asked = c.req.query('userid');
    if (asked && asked !== order.userId) return fail(c, 404, 'not_found', 'سفارش یافت نشد');
    const now = ctx.clock();
    return ok(
      c,
      quoteFlight(ctx.seed, store, order, now)?.info ??
        quoteBundle(ctx.seed, store, order, now) ??
        quoteWhole(order, tehranToday(now), ctx.seed),
    );
  });

  app.post('/api2/Refunds/RequestRefund', async (c) => {
    const ctx = c.get('ctx');
    const body = await readBody(c, RefundRequest);
    if ('error' in body) return body.error;
    const found = await ownOrder(c, body.value.factorId);
    if (found instanceof Response) return found;
    const { store, order } = found;
    const user = store.users.get(order.userId);
    if (!user) return fail(c, 404, 'not_found', 'سفارش یافت نشد');
    const now = ctx.clock();
    const destination = body.value.destination ?? 'wallet';
    const flight = quoteFlight(ctx.seed, store, order, now);
    const bundle = flight ? null : quoteBundle(ctx.seed, store, order, now);

    let penalty: number;
    let amount: number;
    let passengers: number[] | undefined;
    if (flight) {
      const done = refundedPassengers(store, order);
      const chosen = body.value.passengers ?? [...flight.lines.keys()];
      const unique = [...new Set(chosen)].sort((a, b) => a - b);
      if (unique.some((i) => i >= flight.types.length)) return fail(c, 400, 'validation', r.unknownPassenger);
      if (unique.some((i) => done.has(i)) || (unique.length === 0 && done.size > 0))
        return fail(c, 409, 'already_refunded', r.alreadyRefunded);
      if (!flight.info.refundable) return fail(c, 400, 'validation', flight.info.reason ?? r.notRefundable);
      if (unique.length === 0) return fail(c, 400, 'validation', messages.refunds.choosePassenger);
      const notRefundable = unique.find((i) => !flight.lines.has(i));
      if (notRefundable !== undefined) return fail(c, 400, 'validation', r.notRefundable);
      if (leavesInfantAlone(flight.types, [...done], unique)) return fail(c, 400, 'validation', messages.refunds.infantAlone);
      const sum = sumLines(unique.map((i) => flight.lines.get(i)!));
      penalty = sum.penalty;
      amount = sum.refund;
      passengers = unique;
    } else if (bundle) {
      // The whole bundle, both parts, once: a second request finds the order refunded (or its refund requested).
      if (order.status === 'refund_requested' || order.status === 'refunded')
        return fail(c, 409, 'already_refunded', bundle.reason ?? r.alreadyRequested);
      if (!bundle.refundable) return fail(c, 400, 'validation', bundle.reason ?? r.notRefundable);
      penalty = bundle.penalty;
      amount = bundle.refundAmount;
    } else {
      const quote = quoteWhole(order, tehranToday(now), ctx.seed);
      if (order.status === 'refund_requested' || order.status === 'refunded')
        return fail(c, 409, 'already_refunded', quote.reason ?? r.alreadyRequested);
      if (!quote.refundable) return fail(c, 400, 'validation', quote.reason ?? r.notRefundable);
      penalty = quote.penalty;
      amount = quote.refundAmount;
    }

    // From here on no await: the check above and these writes are one step for this isolate's store.
    // Money paid from credit goes back to the wallet whatever the destination (creditReturn states the rule).
    // Flights and bundles move money at once (wallet) or hand it to the bank (card); a whole-order hotel or tour
    // refund is reviewed first.
    const moves = flight !== null || bundle !== null;
    const fromCredit = moves ? creditReturn(amount, order.checkout?.creditPaid ?? 0, creditReturned(store, order)) : 0;
    const toWallet = moves && (destination === 'wallet' || fromCredit === amount);
    const status: Refund['status'] = toWallet ? 'paid' : moves ? 'approved' : 'requested';
    const refund: Refund = {
      refundId: order.factorId * 100 + refundsOf(store, order).length + 1,
      factorId: order.factorId,
      officialFactorId: order.officialFactorId,
      status,
      statusText: REFUND_STATUS_TEXT[status],
      refundAmount: amount,
      penalty,
      createdAt: isoInstant(now),
      ...(flight ? { destination, passengers } : bundle ? { destination } : {}),
      ...(fromCredit > 0 ? { creditReturned: fromCredit } : {}),
    };
    store.refunds.set(order.userId, [...(store.refunds.get(order.userId) ?? []), refund]);
    if (toWallet || fromCredit > 0)
      postTransaction(store, user, {
        type: 'refund',
        amount: toWallet ? amount : fromCredit,
        description: `استرداد وجه سفارش ${order.officialFactorId}`,
        createdAt: refund.createdAt,
        factorId: order.factorId,
      });
    const all = !flight || refundedPassengers(store, order).size >= flight.types.length;
    // A bundle's refund cancels its flights and its stay at once, whatever the bank still has to pay: its documents
    // are void (routes/tickets.ts).
    if (bundle) order.serviceCancelledAt = refund.createdAt;
    if (all) {
      order.status = toWallet ? 'refunded' : 'refund_requested';
      order.statusText = ORDER_STATUS_TEXT[order.status];
      order.refundable = false;
    }
    ctx.log(`refund ${status} for ${order.officialFactorId}: ${amount} IRR to ${moves ? destination : 'review'}`);
    return ok(c, refund);
  });

  app.get('/api2/Refunds/List', async (c) => {
    const { store, user } = await currentUser(c);
    const rows = [...(store.refunds.get(user.userId) ?? [])].sort((a, b) => (a.createdAt < b.createdAt ? 1 : -1));
    const { page, pageSize } = pageQuery(c);
    return ok(c, paginate(rows, page, pageSize));
  });

  return app;
}
