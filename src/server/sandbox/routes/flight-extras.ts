/**
 * The flight catalogue calls around the search (issue 49 point 9):
 *   GET /api2/flights/SuggestionFlight?source=THR[&days=14]            → envelope FlightSuggestion[] (cheapest first)
 *   GET /ai/GetSuggestedPopularFlight?source=THR                       → envelope PopularFlight[] (most searched first)
 *   GET /api2/FlightProvider/AlertFlightChange/{factorId}              → envelope { factorId, changes } (own orders)
 *   GET /sandbox/sms?to=09…                                            → the text messages the supplier sent
 *
 * Suggestions are the sandbox network's non-stop routes from the source city, each on its cheapest day (the same
 * fares the day-price calendar and a search give). Popularity is a pure function of (seed, route, week).
 *
 * Schedule changes: the airline announces one change for an issued flight order's outbound flight
 * `ALERT_WINDOW_DAYS` before it departs (or an hour after the order was made, when later): a delay of 15–90 minutes,
 * or, for one order in seven, a cancel. Once announced it is listed here and sent to the buyer by SMS (once, kept in
 * the store's SMS log), whenever it is first asked about.
 */
import { Hono } from 'hono';
import * as v from 'valibot';
import { findAirport } from '@/lib/lookups/airports';
import { type FlightChange, type FlightItem, SuggestionFlightQuery } from '@/products/flight/server/schemas';
import type { SandboxContext, SandboxEnv } from '../context';
import { dayPrices, nonStopRoutes } from '../data/flights';
import { cityAirports } from '../data/flight-network';
import { hashString } from '../data/prng';
import { fail, intParam, ok, type Ctx } from '../http';
import { currentUser } from '../session';
import { getStore, type OrderRecord, type Store } from '../store';
import { addDays, isoInstant, tehranToday } from '../time';

export const SUGGESTION_LIMIT = 8;
export const SUGGESTION_DEFAULT_DAYS = 14;
/** How long before departure an airline announces the change. */
export const ALERT_WINDOW_DAYS = 18;
const HOUR_MS = 3_600_000;
const DAY_MS = 86_400_000;

const cityName = (code: string) => findAirport(code)?.city ?? code;

function sourceOf(c: Ctx): { source: string; days: number } | Response {
  const parsed = v.safeParse(SuggestionFlightQuery, { source: c.req.query('source'), days: c.req.query('days') });
  if (!parsed.success) return fail(c, 400, 'validation', 'مبدأ یا بازه پیشنهاد معتبر نیست');
  const source = (parsed.output.source ?? 'THR').toUpperCase();
  // A city code or one of its airports (IKA → THR).
  const city = cityAirports(source)[0] ?? source;
  return { source: city, days: parsed.output.days ?? SUGGESTION_DEFAULT_DAYS };
}

function routesFrom(seed: number, source: string): string[] {
  return nonStopRoutes(seed)
    .filter((r) => r.Source === source && r.Destination !== source)
    .map((r) => r.Destination)
    .sort();
}

/** Cheapest day per destination over tomorrow … +days; kept per (seed, day, source, days). */
const suggestionCache = new Map<string, ReturnType<typeof suggestions>>();
function suggestions(ctx: SandboxContext, source: string, days: number) {
  const today = tehranToday(ctx.clock());
  const from = addDays(today, 1);
  const to = addDays(today, days);
  const out = [];
  for (const destination of routesFrom(ctx.seed, source)) {
    let best: { date: string; price: number } | null = null;
    for (const d of dayPrices(ctx.seed, source, destination, from, to)) {
      if (d.price !== null && (!best || d.price < best.price)) best = { date: d.date, price: d.price };
    }
    if (best) out.push({ source, destination, sourceCity: cityName(source), destinationCity: cityName(destination), ...best });
  }
  return out.sort((a, b) => a.price - b.price || a.destination.localeCompare(b.destination)).slice(0, SUGGESTION_LIMIT);
}
function cachedSuggestions(ctx: SandboxContext, source: string, days: number) {
  const key = `${ctx.seed}|${tehranToday(ctx.clock())}|${source}|${days}`;
  let hit = suggestionCache.get(key);
  if (!hit) {
    if (suggestionCache.size > 200) suggestionCache.clear();
    hit = suggestions(ctx, source, days);
    suggestionCache.set(key, hit);
  }
  return hit;
}

function popular(ctx: SandboxContext, source: string) {
  const week = Math.floor(ctx.clock() / (7 * DAY_MS));
  return routesFrom(ctx.seed, source)
    .map((destination) => ({
      source,
      destination,
      sourceCity: cityName(source),
      destinationCity: cityName(destination),
      searchCount: 200 + (hashString(`popular|${source}|${destination}|${week}`, ctx.seed) % 4800),
    }))
    .sort((a, b) => b.searchCount - a.searchCount || a.destination.localeCompare(b.destination))
    .slice(0, SUGGESTION_LIMIT)
    .map((r, i) => ({ rank: i + 1, ...r }));
}

/** `2026-12-01T08:30:00+03:30` moved by `minutes`, in the same offset. */
export function shiftLocal(local: string, minutes: number): string {
  const m = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2})(?::\d{2})?([+-]\d{2}:\d{2}|Z)$/.exec(local);
  if (!m) return local;
  const offset = m[2] === 'Z' ? 0 : (m[2]!.startsWith('-') ? -1 : 1) * (Number(m[2]!.slice(1, 3)) * 60 + Number(m[2]!.slice(4, 6)));
  const utc = Date.parse(`${m[1]}:00${m[2]}`) + minutes * 60_000;
  const shifted = new Date(utc + offset * 60_000).toISOString().slice(0, 16);
  return `${shifted}:00${m[2]}`;
}

function outboundOf(order: OrderRecord): FlightItem | null {
  const basket = order.booking?.basket;
  const first = Array.isArray(basket) ? (basket[0] as { typeInfos?: { vehicles?: unknown } } | undefined) : undefined;
  const vehicles = Array.isArray(first?.typeInfos?.vehicles) ? (first.typeInfos.vehicles as { leg?: string; details?: FlightItem }[]) : [];
  const out = vehicles.find((x) => x.leg !== 'return' && x.details) ?? vehicles[0];
  return out?.details ?? null;
}

const mask = (mobile: string) => `${mobile.slice(0, 4)}***${mobile.slice(-4)}`;
const faTime = (local: string) => local.slice(11, 16).replace(/\d/g, (d) => '۰۱۲۳۴۵۶۷۸۹'[Number(d)]!);

/** The changes announced so far for an order (none for anything but an issued flight order not yet flown). */
export function flightChanges(ctx: SandboxContext, order: OrderRecord): (v.InferOutput<typeof FlightChange> & { mobile: string | null })[] {
  if (order.product !== 'flight' || order.status !== 'issued') return [];
  const flight = outboundOf(order);
  if (!flight) return [];
  const departs = Date.parse(flight.departureTime);
  const now = ctx.clock();
  if (!Number.isFinite(departs) || departs <= now) return [];
  const announced = Math.max(Date.parse(order.createdAt) + HOUR_MS, departs - ALERT_WINDOW_DAYS * DAY_MS);
  if (announced > now) return [];
  const h = hashString(`flight-change|${order.factorId}`, ctx.seed);
  const cancel = h % 7 === 0;
  const minutes = cancel ? 0 : 15 * (1 + ((h >>> 3) % 6));
  const newDeparture = cancel ? null : shiftLocal(flight.departureTime, minutes);
  const number = `${flight.airline.code}${flight.flightNumber}`;
  const message = cancel
    ? `پرواز ${number} ${flight.origin.city} به ${flight.destination.city} ساعت ${faTime(flight.departureTime)} توسط ایرلاین لغو شد. برای استرداد یا جایگزینی با پشتیبانی تماس بگیرید.`
    : `ساعت حرکت پرواز ${number} ${flight.origin.city} به ${flight.destination.city} از ${faTime(flight.departureTime)} به ${faTime(newDeparture!)} تغییر کرد.`;
  const mobile = order.mobile ?? null;
  return [
    {
      changeId: `FC-${order.factorId}-1`,
      leg: 'outbound',
      airlineName: flight.airline.persianName,
      flightNumber: number,
      kind: cancel ? 'cancel' : 'delay',
      previousDeparture: flight.departureTime,
      newDeparture,
      minutes,
      message,
      announcedAt: isoInstant(announced),
      smsTo: mobile ? mask(mobile) : null,
      mobile,
    },
  ];
}

/** Each announced change goes to the buyer by SMS once. */
function sendChangeSms(ctx: SandboxContext, store: Store, changes: ReturnType<typeof flightChanges>): void {
  for (const ch of changes) {
    if (!ch.mobile) continue;
    const subject = `flight-change:${ch.changeId}`;
    if (store.sms.some((s) => s.subject === subject)) continue;
    store.sms.push({ at: ctx.clock(), to: ch.mobile, subject, text: ch.message });
    ctx.log(`SMS to ${ch.mobile}: ${ch.message}`);
  }
}

export function flightExtraRoutes(): Hono<SandboxEnv> {
  const app = new Hono<SandboxEnv>();

  app.get('/api2/flights/SuggestionFlight', (c) => {
    const q = sourceOf(c);
    if (q instanceof Response) return q;
    return ok(c, cachedSuggestions(c.get('ctx'), q.source, q.days));
  });

  app.get('/ai/GetSuggestedPopularFlight', (c) => {
    const q = sourceOf(c);
    if (q instanceof Response) return q;
    return ok(c, popular(c.get('ctx'), q.source));
  });

  app.get('/api2/FlightProvider/AlertFlightChange/:factorId', async (c) => {
    const ctx = c.get('ctx');
    const { store, user } = await currentUser(c);
    const id = intParam(c.req.param('factorId'));
    const order = id === null ? undefined : store.orders.get(id);
    if (!order || order.userId !== user.userId || order.product !== 'flight') return fail(c, 404, 'not_found', 'سفارش یافت نشد');
    const changes = flightChanges(ctx, order);
    sendChangeSms(ctx, store, changes);
    return ok(c, { factorId: order.factorId, changes: changes.map(({ mobile: _m, ...ch }) => ch) });
  });

  // What the supplier texted a mobile (flight change alerts), newest first: the sandbox's stand-in for the phone.
  app.get('/sandbox/sms', async (c) => {
    const to = (c.req.query('to') ?? '').replace(/[۰-۹]/g, (d) => String('۰۱۲۳۴۵۶۷۸۹'.indexOf(d)));
    if (!/^09\d{9}$/.test(to)) return fail(c, 400, 'validation', 'شماره موبایل وارد شده معتبر نیست.');
    const store = await getStore(c.get('ctx'));
    return c.json({
      to,
      items: store.sms
        .filter((s) => s.to === to)
        .reverse()
        .map((s) => ({ at: isoInstant(s.at), subject: s.subject, text: s.text })),
    });
  });

  return app;
}

/** Tests: forget the kept suggestions. */
export function clearSuggestionCache(): void {
  suggestionCache.clear();
}
