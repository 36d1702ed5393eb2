/**
 * Basket, hotel pre-reserve and guest-reserve validation.
 *   POST   /api2/Basket/Create { data }                         → envelope Basket
 *   GET    /api2/Basket/FindByCurrentUser/{basketId}            → envelope Basket
 *   PUT    /api2/Basket/Edit { basketId, data, version? }       → envelope Basket (409 on a stale version)
 *   DELETE /api2/Basket/Delete/{basketId}/{part}                → envelope Basket | null
 *   DELETE /api2/Basket/Delete/{basketId}                       → envelope null (the whole basket; 409 once paid)
 *   GET    /api2/Basket/GetByFactorId/{factorId}                → envelope Basket (the basket an order was booked from)
 *   POST   /api2/PreReserves/AddPreReserve { packageNumber, … } → envelope PreReserve (creates a pending order)
 *   PUT    /api2/Basket/ValidatePhoneNumber { basketId, phoneNumber, email, ValidationType } → envelope tokens
 *   POST   /api2/Basket/PaymentLink { basketId, mobile, linkBase }   → envelope { externalId, sentTo, expireAt } + SMS
 *   GET    /api2/Basket/GetByExternalId/{externalId}           → envelope { basket, accessToken, expireAt, linkExpireAt }
 * A basket belongs to the user who created it. A basket created by the shared guest account is claimed by the
 * first logged-in or guest-reserve user who touches it (so it survives guest → login).
 */
import { Hono } from 'hono';
import type { Basket } from '../../schemas/basket';
import {
  BasketCreateRequest,
  BasketEditRequest,
  PaymentLinkRequest,
  PreReserveRequest,
  ValidatePhoneNumberRequest,
} from '../../schemas/basket';
import { isCounterOrAgent } from '@/lib/roles';
import type { SandboxEnv } from '../context';
import { discountFor, GUEST_USER_ID, officialFactorId } from '../data/accounts';
import { getCity } from '../data/cities';
import { findHotel } from '../data/hotels';
import { isSoldOut, parsePackageNumber, ratePlans, roomPrices } from '../data/packages';
import { roundTo } from '../data/prng';
import { applyBasketHotelFacts, HOTEL_FACTS_MSG } from '../booking/hotel-facts';
import { routeFault } from '../faults';
import { fail, intParam, MSG, ok, readBody, type Ctx } from '../http';
import { currentUser, isGuestUser, isLoggedIn, issueSession, subjectOf } from '../session';
import { addUser, ORDER_STATUS_TEXT, type OrderRecord, type Store, type UserRecord } from '../store';
import { isoInstant, tehranToday } from '../time';
import { normaliseMobile } from './auth';
import { basketClosedBy, closedAnswer } from '../orders';
import { issueAccessToken, randomId } from '../tokens';

const MAX_DATA_CHARS = 256 * 1024;
const PRE_RESERVE_TTL_MS = 15 * 60_000;
const BASKET_PARTS = ['vehicles', 'hotels', 'insurances', 'attractions', 'cip', 'tours', 'tourDynamics', 'passengerInfos'] as const;

function randomInt(min: number, max: number): number {
  const n = crypto.getRandomValues(new Uint32Array(1))[0] ?? 0;
  return min + (n % (max - min + 1));
}

/**
 * The basket's data as it is kept: valid JSON of bounded size, each hotel item checked against its package and
 * described by it (booking/hotel-facts.ts). A refusal is a Persian message.
 */
function keptData(seed: number, data: string): { data: string } | { problem: string } {
  if (data.length > MAX_DATA_CHARS) return { problem: 'حجم سبد خرید بیش از حد مجاز است' };
  let parsed: unknown;
  try {
    parsed = JSON.parse(data);
  } catch {
    return { problem: 'data باید متن JSON معتبر باشد' };
  }
  const refused = applyBasketHotelFacts(seed, parsed);
  return refused ? { problem: refused } : { data: JSON.stringify(parsed) };
}

/** The basket if this user may use it (claiming a guest basket for a non-guest user). */
function accessBasket(store: Store, user: UserRecord, id: number | null): Basket | null {
  const basket = id === null ? undefined : store.baskets.get(id);
  if (!basket) return null;
  if (basket.userId === user.userId) return basket;
  if (basket.userId === GUEST_USER_ID) {
    if (!isGuestUser(user)) basket.userId = user.userId;
    return basket;
  }
  return null;
}

const NOT_FOUND_BASKET = 'سبد خرید یافت نشد';

async function create(c: Ctx): Promise<Response> {
  const body = await readBody(c, BasketCreateRequest);
  if ('error' in body) return body.error;
  const kept = keptData(c.get('ctx').seed, body.value.data);
  if ('problem' in kept) return fail(c, 400, 'validation', kept.problem);
  const { store, user } = await currentUser(c);
  const now = isoInstant(c.get('ctx').clock());
  let basketId = randomInt(100_000_000, 999_999_999);
  while (store.baskets.has(basketId)) basketId = randomInt(100_000_000, 999_999_999);
  const basket: Basket = { basketId, data: kept.data, userId: user.userId, version: 1, createdAt: now, updatedAt: now };
  store.baskets.set(basketId, basket);
  return ok(c, basket);
}

async function find(c: Ctx): Promise<Response> {
  const { store, user } = await currentUser(c);
  const basket = accessBasket(store, user, intParam(c.req.param('id')));
  return basket ? ok(c, basket) : fail(c, 404, 'not_found', NOT_FOUND_BASKET);
}

async function edit(c: Ctx): Promise<Response> {
  const body = await readBody(c, BasketEditRequest);
  if ('error' in body) return body.error;
  const kept = keptData(c.get('ctx').seed, body.value.data);
  if ('problem' in kept) return fail(c, 400, 'validation', kept.problem);
  const { store, user } = await currentUser(c);
  const basket = accessBasket(store, user, body.value.basketId);
  if (!basket) return fail(c, 404, 'not_found', NOT_FOUND_BASKET);
  // One basket, one order: a paid basket (or one being paid from credit) takes no more changes.
  const closed = basketClosedBy(store, basket.basketId, c.get('ctx').clock());
  if (closed) return closedAnswer(c, closed);
  if (body.value.version !== undefined && body.value.version !== basket.version) {
    return fail(c, 409, 'basket_version_conflict', 'سبد خرید در جای دیگری تغییر کرده است', basket);
  }
  basket.data = kept.data;
  basket.version += 1;
  basket.updatedAt = isoInstant(c.get('ctx').clock());
  return ok(c, basket);
}

async function remove(c: Ctx): Promise<Response> {
  const { store, user } = await currentUser(c);
  const basket = accessBasket(store, user, intParam(c.req.param('id')));
  if (!basket) return fail(c, 404, 'not_found', NOT_FOUND_BASKET);
  const part = c.req.param('part') ?? '';
  if (!(BASKET_PARTS as readonly string[]).includes(part)) {
    store.baskets.delete(basket.basketId);
    return ok(c, null);
  }
  const closed = basketClosedBy(store, basket.basketId, c.get('ctx').clock());
  if (closed) return closedAnswer(c, closed);
  const data: unknown = JSON.parse(basket.data);
  if (Array.isArray(data)) {
    for (const entry of data) {
      if (!entry || typeof entry !== 'object') continue;
      const e = entry as Record<string, unknown>;
      if (part === 'passengerInfos') e.passengerInfos = [];
      else if (e.typeInfos && typeof e.typeInfos === 'object') (e.typeInfos as Record<string, unknown>)[part] = part === 'cip' ? null : [];
    }
  }
  basket.data = JSON.stringify(data);
  basket.version += 1;
  basket.updatedAt = isoInstant(c.get('ctx').clock());
  return ok(c, basket);
}

/**
 * A hotel package re-checked now, for this user: sold out → 409, a past check-in → 400, unknown → 404; else its
 * listed price and its price now (the user's role discount applied, a plan that reprices at reserve and the
 * `price-change` knob). AddPreReserve and the basket's BasketBook share this one rule.
 */
export function hotelPriceNow(c: Ctx, packageNumber: string, user: UserRecord) {
  const ctx = c.get('ctx');
  const ref = parsePackageNumber(packageNumber);
  const hotel = ref ? findHotel(ctx.seed, ref.hotelId) : undefined;
  const plan = ref && hotel ? ratePlans(ctx.seed, hotel)[ref.planIndex] : undefined;
  if (!ref || !hotel || !plan) return fail(c, 404, 'not_found', 'بسته مورد نظر یافت نشد');
  const today = tehranToday(ctx.clock());
  if (ref.stay.checkIn < today) return fail(c, 400, 'validation', 'تاریخ ورود گذشته است؛ دوباره جستجو کنید');
  const fault = routeFault(c);
  if (fault?.soldOut || isSoldOut(ctx.seed, hotel, plan, ref.stay)) return fail(c, 409, 'sold_out', 'ظرفیت این اتاق تکمیل شده است');
  const sum = (xs: number[]) => xs.reduce((a, x) => a + x, 0);
  const listed = sum(roomPrices(ctx.seed, hotel, plan, ref.stay, ref.discount));
  let current = sum(roomPrices(ctx.seed, hotel, plan, ref.stay, discountFor(user.roles)));
  if (plan.repricesAtReserve) current = roundTo(current * 1.05, 10_000);
  if (fault?.priceChange) current = roundTo(current * (1 + fault.priceChange / 100), 10_000);
  return {
    ref,
    hotel,
    plan,
    listed,
    current,
    cityName: getCity(hotel.cityId)?.fa ?? null,
    guests: ref.stay.rooms.reduce((n, r) => n + r.adults + r.childrenAges.length, 0),
    refundable: plan.rule !== 'nonRefundable' && plan.rule !== 'none',
  };
}

async function preReserve(c: Ctx): Promise<Response> {
  const ctx = c.get('ctx');
  const body = await readBody(c, PreReserveRequest);
  if ('error' in body) return body.error;
  const { store, user } = await currentUser(c);
  if (isGuestUser(user)) return fail(c, 403, 'login_required', MSG.loginRequired);
  const b = body.value;
  if (b.basketId !== undefined && !accessBasket(store, user, b.basketId)) return fail(c, 404, 'not_found', NOT_FOUND_BASKET);
  const now = hotelPriceNow(c, b.packageNumber, user);
  if (now instanceof Response) return now;
  const { ref, hotel, current } = now;
  if (b.passengers && b.passengers.length > now.guests) return fail(c, 400, 'validation', HOTEL_FACTS_MSG.tooManyGuests);
  const today = tehranToday(ctx.clock());
  const previous = b.expectedPrice ?? now.listed;
  let factorId = randomInt(1_000_000, 9_999_999);
  while (store.orders.has(factorId)) factorId = randomInt(1_000_000, 9_999_999);
  const order: OrderRecord = {
    factorId,
    officialFactorId: officialFactorId(factorId, today),
    product: 'hotel',
    title: `رزرو ${hotel.fa}`,
    status: 'pending',
    statusText: ORDER_STATUS_TEXT.pending,
    totalPrice: current,
    currency: 'IRR',
    createdAt: isoInstant(ctx.clock()),
    fromDate: ref.stay.checkIn,
    toDate: ref.stay.checkOut,
    hotelId: hotel.id,
    cityPersianName: now.cityName,
    passengersCount: now.guests,
    refundable: now.refundable,
    packageNumber: b.packageNumber,
    trackingCode: null,
    mobile: normaliseMobile(b.contact?.mobile ?? '') ?? user.mobile,
    userId: user.userId,
  };
  store.orders.set(factorId, order);
  ctx.log(
    `pre-reserve ${order.officialFactorId} ${hotel.fa} ${current} IRR${current !== previous ? ` (price changed from ${previous})` : ''}`,
  );
  return ok(c, {
    preReserveId: `PR-${factorId}`,
    factorId,
    officialFactorId: order.officialFactorId,
    hotelId: hotel.id,
    packageNumber: b.packageNumber,
    totalPrice: current,
    previousPrice: current !== previous ? previous : null,
    priceChanged: current !== previous,
    currency: 'IRR' as const,
    expireAt: isoInstant(ctx.clock() + PRE_RESERVE_TTL_MS),
    status: 'pending' as const,
  });
}

async function validatePhone(c: Ctx): Promise<Response> {
  const ctx = c.get('ctx');
  const body = await readBody(c, ValidatePhoneNumberRequest);
  if ('error' in body) return body.error;
  const mobile = normaliseMobile(body.value.phoneNumber);
  if (!mobile) return fail(c, 400, 'validation', MSG.invalidMobile);
  const email = body.value.email?.trim() || null;
  if (email && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) return fail(c, 400, 'validation', 'ایمیل وارد شده معتبر نیست');
  const { store, user } = await currentUser(c);
  const basket = accessBasket(store, user, body.value.basketId);
  if (!basket) return fail(c, 404, 'not_found', NOT_FOUND_BASKET);
  // A paid basket (or one being paid from credit) keeps the identity that is paying it.
  const closed = basketClosedBy(store, basket.basketId, ctx.clock());
  if (closed) return closedAnswer(c, closed);
  // A separate guest-reserve identity per phone, never the registered account of that phone.
  const userId = `gr-${mobile}`;
  let reserver = store.users.get(userId);
  if (!reserver) {
    reserver = {
      userId,
      username: userId,
      mobile,
      passwordHash: '',
      name: 'مسافر',
      family: mobile.slice(-4),
      email,
      roles: ['GUEST_RESERVE'],
      currency: 'IRR',
      walletBalance: 0,
      gender: null,
      birthDate: null,
      nationalCode: null,
    };
    addUser(store, reserver);
  } else if (email) {
    reserver.email = email;
  }
  basket.userId = reserver.userId;
  const session = await issueSession(ctx, reserver);
  ctx.log(`guest reserve validated for ${mobile} (basket ${basket.basketId})`);
  return ok(c, {
    accessToken: session.access_token,
    refreshToken: session.refreshToken,
    expireAt: session.expireAt,
    hasCredit: reserver.walletBalance > 0,
  });
}

/** GET /api2/Basket/GetByFactorId/{factorId}: the basket one of the caller's orders was booked from (issue 49 point 9). */
async function byFactor(c: Ctx): Promise<Response> {
  const { store, user } = await currentUser(c);
  const id = intParam(c.req.param('factorId'));
  const order = id === null ? undefined : store.orders.get(id);
  if (!order || order.userId !== user.userId || order.basketId === undefined) return fail(c, 404, 'not_found', NOT_FOUND_BASKET);
  const basket = store.baskets.get(order.basketId);
  return basket ? ok(c, basket) : fail(c, 404, 'not_found', NOT_FOUND_BASKET);
}

/** DELETE /api2/Basket/Delete/{basketId}: the whole basket (a paid one stays: it is the order's record). */
async function removeWhole(c: Ctx): Promise<Response> {
  const { store, user } = await currentUser(c);
  const basket = accessBasket(store, user, intParam(c.req.param('id')));
  if (!basket) return fail(c, 404, 'not_found', NOT_FOUND_BASKET);
  const closed = basketClosedBy(store, basket.basketId, c.get('ctx').clock());
  if (closed) return closedAnswer(c, closed);
  store.baskets.delete(basket.basketId);
  return ok(c, null);
}

/** How long a payment link lives: a day, as long as a basket's prices are worth offering (one constant, here). */
export const PAYMENT_LINK_TTL_MS = 24 * 3_600_000;
/** A link's token lives at most this long (opening the link again gives a new one), never past the link. */
export const PAYMENT_LINK_TOKEN_TTL_MS = 2 * 3_600_000;
/** 128 random bits, base64url. */
const EXTERNAL_ID = /^[A-Za-z0-9_-]{22}$/;
const LINK_NOT_FOUND = 'لینک پرداخت یافت نشد';
const LINK_EXPIRED = 'مهلت این لینک پرداخت به پایان رسیده است';
const LINK_PAID = 'این سبد پرداخت شده است';

const maskMobile = (m: string) => `${m.slice(0, 4)}***${m.slice(-4)}`;

/**
 * POST /api2/Basket/PaymentLink: counter staff or an agent (CREDIT_COUNTER, AGENT) sends the customer a link to pay a
 * basket they built; the SMS is recorded (store.sms, GET /sandbox/sms?to=). Only the basket's owner, only before it is
 * paid; each call makes a new link (the old ones stay valid until they expire or the basket is paid).
 */
async function paymentLink(c: Ctx): Promise<Response> {
  const ctx = c.get('ctx');
  const body = await readBody(c, PaymentLinkRequest);
  if ('error' in body) return body.error;
  const mobile = normaliseMobile(body.value.mobile);
  if (!mobile) return fail(c, 400, 'validation', MSG.invalidMobile);
  const base = new URL(body.value.linkBase);
  if (base.protocol !== 'https:' && base.protocol !== 'http:') return fail(c, 400, 'validation', 'نشانی لینک پرداخت معتبر نیست');
  const { store, user } = await currentUser(c);
  if (!isLoggedIn(user) || !isCounterOrAgent(user.roles)) return fail(c, 403, 'forbidden', MSG.forbidden);
  const basket = store.baskets.get(body.value.basketId);
  if (!basket || basket.userId !== user.userId) return fail(c, 404, 'not_found', NOT_FOUND_BASKET);
  const closed = basketClosedBy(store, basket.basketId, ctx.clock());
  if (closed) return closedAnswer(c, closed);
  let externalId = randomId(16);
  while (store.paymentLinks.has(externalId)) externalId = randomId(16);
  const now = ctx.clock();
  const expireAt = now + PAYMENT_LINK_TTL_MS;
  store.paymentLinks.set(externalId, { externalId, basketId: basket.basketId, userId: user.userId, mobile, createdAt: now, expireAt });
  const seller = `${user.name} ${user.family}`.trim();
  store.sms.push({
    at: now,
    to: mobile,
    subject: `payment-link|${externalId}`,
    text: `مسافر گرامی، ${seller} سبد خرید شما را آماده کرده است. برای پرداخت این لینک را باز کنید (تا ۲۴ ساعت معتبر است): ${base.href}${externalId}`,
  });
  ctx.log(`payment link for basket ${basket.basketId} sent to ${maskMobile(mobile)}`);
  return ok(c, { externalId, sentTo: maskMobile(mobile), expireAt: isoInstant(expireAt) });
}

/**
 * GET /api2/Basket/GetByExternalId/{externalId}: the basket of a payment link and a token limited to it (guard.ts
 * `basketScope`): it may read and pay that basket, nothing else of its owner. Unknown 404; expired (or its basket
 * gone) 410; paid 409 `basket_paid` with the order's number; being paid from credit 409 `basket_closed`.
 */
async function byExternalId(c: Ctx): Promise<Response> {
  const ctx = c.get('ctx');
  const id = c.req.param('externalId') ?? '';
  const store = (await currentUser(c)).store;
  const link = EXTERNAL_ID.test(id) ? store.paymentLinks.get(id) : undefined;
  if (!link) return fail(c, 404, 'not_found', LINK_NOT_FOUND);
  const now = ctx.clock();
  const basket = store.baskets.get(link.basketId);
  const owner = store.users.get(link.userId);
  if (link.expireAt <= now || !basket || basket.userId !== link.userId || !owner) return fail(c, 410, 'link_expired', LINK_EXPIRED);
  const closed = basketClosedBy(store, basket.basketId, now);
  if (closed?.paid)
    return fail(c, 409, 'basket_paid', LINK_PAID, { factorId: closed.order.factorId, officialFactorId: closed.order.officialFactorId });
  if (closed) return closedAnswer(c, closed);
  const token = await issueAccessToken(ctx, subjectOf(owner), {
    basketId: basket.basketId,
    expireAt: Math.min(link.expireAt, now + PAYMENT_LINK_TOKEN_TTL_MS),
  });
  return ok(c, { basket, accessToken: token.token, expireAt: isoInstant(token.expireAt), linkExpireAt: isoInstant(link.expireAt) });
}

export function basketRoutes(): Hono<SandboxEnv> {
  const app = new Hono<SandboxEnv>();
  app.post('/api2/Basket/Create', create);
  app.get('/api2/Basket/FindByCurrentUser/:id', find);
  app.put('/api2/Basket/Edit', edit);
  app.delete('/api2/Basket/Delete/:id/:part', remove);
  app.delete('/api2/Basket/Delete/:id', removeWhole);
  app.get('/api2/Basket/GetByFactorId/:factorId', byFactor);
  app.post('/api2/PreReserves/AddPreReserve', preReserve);
  app.put('/api2/Basket/ValidatePhoneNumber', validatePhone);
  app.post('/api2/Basket/PaymentLink', paymentLink);
  app.get('/api2/Basket/GetByExternalId/:externalId', byExternalId);
  return app;
}
