/**
 * Issue 49 point 9, the catalogue calls: suggested and popular flights (SuggestionFlight, GetSuggestedPopularFlight),
 * special offers (GetSpecialOffers) and flight change alerts (AlertFlightChange, with its SMS record), each against
 * its schema in process and over HTTP; then the site's own callers against the sandbox and against an outage (an
 * empty list, never a throw: the page hides the block). Session 35: the payment link (PaymentLink, GetByExternalId and
 * its basket-limited token), /auth/validate and the basket register (/api/v1/users/register).
 */
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CheapestResponse,
  FlightChangeAlertResponse,
  SuggestedPopularFlightResponse,
  SuggestionFlightResponse,
} from '@/products/flight/server/schemas';
import { alertCandidates, flightChangeAlerts, popularFlights, suggestedFlights } from '@/products/flight/server/suggestions';
import {
  BasketDeleteResponse,
  BasketResponse,
  ContractSalesReportResponse,
  ErrorBody,
  FactorPassengersResponse,
  LoadingBannersResponse,
  OrderPaymentBreakdownResponse,
  SpecialOffersResponse,
  UserPaymentDetailResponse,
  UserPaymentsResponse,
} from '@/server/schemas';
import { AgentServicesResponse, FormPluginResponse, ServiceRequestResponse } from '@/server/schemas/agency';
import { formMessages } from '@/lib/form-plugin';
import { toJalaliString } from '@/lib/dates';
import { toPersianDigits } from '@/lib/text';
import { destinationBanners, hotelResultsBanners, RESULT_BANNER_SLOTS } from '@/products/hotel/server/banners';
import { UPLOAD_MAX_BYTES, UploadResponse } from '@/server/schemas/account';
import { SavedPassengersResponse } from '@/server/schemas/agency';
import { Session, User, ValidateTokenResponse } from '@/server/schemas/auth';
import { ExternalBasketResponse, PaymentLinkResponse } from '@/server/schemas/basket';
import { HotelListResponse, HotelSuggestionsResponse } from '@/products/hotel/server/schemas/hotels';
import { hotelSuggestions } from '@/products/hotel/server/suggestions';
import { createSandboxApp, resetSandboxState } from '@/server/sandbox/app';
import { ALERT_WINDOW_DAYS, shiftLocal } from '@/server/sandbox/routes/flight-extras';
import { contentApi } from '@/server/upstream/content';
import { flightHotelApi } from '@/server/upstream/flight-hotel';
import { UpstreamClient } from '@/server/upstream/request';
import { contractProblems } from './contract-suite';
import { authed, type Call, dateAfter, guestLogin, type HttpSandbox, inProcess, json, login, PROVIDER, startHttpSandbox } from './client';

const START = Date.UTC(2026, 10, 24, 8, 0, 0);
const PW = 'Sandbox!234';

interface OrderRow {
  factorId: number;
  officialFactorId: string;
  product: string;
  status: string;
  fromDate: string;
  toDate: string;
  mobile: string | null;
}

/** The answer fits its schema and carries nothing the schema does not declare (contract-suite.ts). */
function strict<S extends v.GenericSchema>(schema: S, body: unknown): v.InferOutput<S> {
  expect(contractProblems(schema, body)).toEqual([]);
  return v.parse(schema, body);
}

async function get(call: Call, path: string, token?: string) {
  const res = await call(path, { headers: token ? authed(token) : PROVIDER });
  return { status: res.status, body: (await res.json()) as unknown };
}

async function flightOrders(call: Call, token: string): Promise<OrderRow[]> {
  const res = await call('/reports/DirectReports/Run', json({ reportName: 'orders', pageSize: 100 }, authed(token)));
  return ((await res.json()) as { data: { items: OrderRow[] } }).data.items.filter((o) => o.product === 'flight' && o.status === 'issued');
}

/** A basket of one Milad Tower ticket for one adult (its lead named), created by `token`; its id. */
async function attractionBasket(call: Call, token: string, mobile: string): Promise<number> {
  const d = (await get(call, '/api/attraction/core/v1/attractions/milad-tower', token)).body as {
    attractionId: number;
    dates: { serviceDate: string; remaining: number; prices: { adult: number } }[];
  };
  const day = d.dates.find((x) => x.remaining >= 2)!;
  const line = {
    key: 'a1',
    details: {
      attractionId: d.attractionId,
      serviceDate: day.serviceDate,
      tickets: { adult: 1, child: 0, infant: 0 },
      totalPrice: day.prices.adult,
    },
    passengers: [{ type: 'adult', firstName: 'مریم', lastName: 'احمدی', isLeader: true }],
  };
  const data = JSON.stringify([{ typeInfos: { attractions: [line] }, passengerInfos: [], contact: { mobile } }]);
  return ((await (await call('/api2/Basket/Create', json({ data }, authed(token)))).json()) as { data: { basketId: number } }).data
    .basketId;
}

/** Books the basket with `token` and pays the whole order at the sandbox's gateway; the order's factorId. */
async function bookAndPayByGateway(call: Call, token: string, basketId: number): Promise<{ factorId: number; officialFactorId: string }> {
  const booked = await call('/api2/Basket/BasketBook', json({ basketId, idempotencyKey: crypto.randomUUID() }, authed(token)));
  expect(booked.status).toBe(200);
  const order = ((await booked.json()) as { data: { factorId: number; officialFactorId: string } }).data;
  const back = encodeURIComponent('https://shop.example/checkout/result');
  const pay = await call(`/api/v2/payment/token/payment?factor_id=${order.factorId}&callback_url=${back}`, { headers: authed(token) });
  expect(pay.status).toBe(200);
  const { token: payToken } = ((await pay.json()) as { data: { token: string } }).data;
  const done = await call(`/sandbox/pay/${payToken}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: 'action=pay',
  });
  expect(done.status).toBe(303);
  return order;
}

const randomMobile = () => `0913${String(crypto.getRandomValues(new Uint32Array(1))[0]! % 10_000_000).padStart(7, '0')}`;

function contract(label: string, getCall: () => Call, now: () => number) {
  describe(`catalogue contract: ${label}`, () => {
    let guest = '';
    beforeAll(async () => {
      guest = (await guestLogin(getCall())).access_token;
    });

    it('SuggestionFlight: each non-stop route from Tehran on its cheapest day of the next 14, cheapest first, at most 8', async () => {
      const call = getCall();
      const res = await get(call, '/api2/flights/SuggestionFlight?source=THR', guest);
      expect(res.status).toBe(200);
      const items = strict(SuggestionFlightResponse, res.body).data;
      expect(items.length).toBeGreaterThanOrEqual(3);
      expect(items.length).toBeLessThanOrEqual(8);
      const tomorrow = dateAfter(now(), 1);
      const last = dateAfter(now(), 14);
      for (const s of items) {
        expect(s.source).toBe('THR');
        expect(s.date >= tomorrow && s.date <= last, s.date).toBe(true);
      }
      expect(items.map((s) => s.price)).toEqual([...items.map((s) => s.price)].sort((a, b) => a - b));
      // The same fare the date picker's calendar shows for that route's cheapest day.
      const first = items[0]!;
      const cal = v.parse(
        CheapestResponse,
        await (
          await call(
            '/api2/flights/Cheapest',
            json({ fromDate: tomorrow, toDate: last, source: 'THR', destination: first.destination }, authed(guest)),
          )
        ).json(),
      ).data;
      expect(Math.min(...cal.flatMap((d) => (d.price === null ? [] : [d.price])))).toBe(first.price);
      // An airport of the city is the city (IKA = THR); a bad code or span is a 400 with a Persian message.
      expect(strict(SuggestionFlightResponse, (await get(call, '/api2/flights/SuggestionFlight?source=IKA', guest)).body).data).toEqual(
        items,
      );
      for (const q of ['source=T1', 'days=0', 'days=40', 'days=x']) {
        const bad = await get(call, `/api2/flights/SuggestionFlight?${q}`, guest);
        expect(bad.status, q).toBe(400);
        expect(v.parse(ErrorBody, bad.body).message).toMatch(/[\u0600-\u06FF]/);
      }
      expect((await get(call, '/api2/flights/SuggestionFlight?source=THR')).status).toBe(401);
    });

    it('GetSuggestedPopularFlight: ranked routes from Tehran, most searched first', async () => {
      const res = await get(getCall(), '/ai/GetSuggestedPopularFlight?source=THR', guest);
      expect(res.status).toBe(200);
      const items = strict(SuggestedPopularFlightResponse, res.body).data;
      expect(items.length).toBeGreaterThanOrEqual(3);
      expect(items.map((p) => p.rank)).toEqual(items.map((_, i) => i + 1));
      const counts = items.map((p) => p.searchCount);
      expect(counts).toEqual([...counts].sort((a, b) => b - a));
      expect(new Set(items.map((p) => p.destination)).size).toBe(items.length);
      expect(items.every((p) => p.source === 'THR' && p.destinationCity.length > 0)).toBe(true);
    });

    it('GetSpecialOffers: hotels and flights, each a site path, a discount, a from-price and an end still ahead', async () => {
      const call = getCall();
      const res = await get(call, '/api2/SpecialOffer/GetSpecialOffers', guest);
      expect(res.status).toBe(200);
      const offers = strict(SpecialOffersResponse, res.body).data;
      expect(new Set(offers.map((o) => o.kind))).toEqual(new Set(['hotel', 'flight']));
      for (const o of offers) {
        expect(o.link.startsWith('/')).toBe(true);
        expect(Date.parse(o.expireAt)).toBeGreaterThan(now());
        expect(o.discountPercent).toBeGreaterThan(0);
      }
      const kish = offers.find((o) => o.link === '/flight/THR-KIH')!;
      const cal = v.parse(
        CheapestResponse,
        await (
          await call(
            '/api2/flights/Cheapest',
            json({ fromDate: dateAfter(now(), 1), toDate: dateAfter(now(), 14), source: 'THR', destination: 'KIH' }, authed(guest)),
          )
        ).json(),
      ).data;
      expect(kish.priceFrom).toBe(Math.min(...cal.flatMap((d) => (d.price === null ? [] : [d.price]))));
      const hotel = offers.find((o) => o.kind === 'hotel')!;
      expect(hotel.image).toMatch(/\/sandbox\/img\/hotel\/\d+\/1\.png$/);
      expect((await call(hotel.image!.replace(/^https?:\/\/[^/]+/, ''))).headers.get('Content-Type')).toBe('image/png');
    });

    it('AlertFlightChange: a change of the flight departing within 18 days, its SMS sent once; none further off; owner only', async () => {
      const call = getCall();
      const { access_token: token } = await login(call, '09120000001', PW);
      const orders = await flightOrders(call, token);
      const soon = orders.filter((o) => o.fromDate <= dateAfter(now(), ALERT_WINDOW_DAYS - 1));
      const later = orders.filter((o) => o.fromDate > dateAfter(now(), ALERT_WINDOW_DAYS + 1));
      expect(soon.length).toBeGreaterThanOrEqual(1);
      expect(later.length).toBeGreaterThanOrEqual(1);
      const order = soon[0]!;
      const first = strict(
        FlightChangeAlertResponse,
        (await get(call, `/api2/FlightProvider/AlertFlightChange/${order.factorId}`, token)).body,
      ).data;
      expect(first.factorId).toBe(order.factorId);
      expect(first.changes).toHaveLength(1);
      const ch = first.changes[0]!;
      expect(ch.leg).toBe('outbound');
      expect(ch.message).toMatch(/[\u0600-\u06FF]/);
      expect(ch.smsTo).toBe('0912***0001');
      expect(Date.parse(ch.announcedAt)).toBeLessThanOrEqual(now());
      if (ch.kind === 'cancel') expect(ch.newDeparture).toBeNull();
      else {
        expect(ch.minutes % 15).toBe(0);
        expect(ch.minutes).toBeGreaterThanOrEqual(15);
        expect(Date.parse(ch.newDeparture!) - Date.parse(ch.previousDeparture)).toBe(ch.minutes * 60_000);
        expect(ch.newDeparture!.slice(-6)).toBe(ch.previousDeparture.slice(-6));
      }
      // Asked again: the same change, and the SMS is not sent twice.
      const again = strict(
        FlightChangeAlertResponse,
        (await get(call, `/api2/FlightProvider/AlertFlightChange/${order.factorId}`, token)).body,
      ).data;
      expect(again).toEqual(first);
      const sms = ((await (await call('/sandbox/sms?to=09120000001')).json()) as { items: { subject: string; text: string }[] }).items;
      expect(sms.filter((s) => s.subject === `flight-change:${ch.changeId}`)).toEqual([expect.objectContaining({ text: ch.message })]);
      // A flight further off than the window: nothing announced yet.
      const none = strict(
        FlightChangeAlertResponse,
        (await get(call, `/api2/FlightProvider/AlertFlightChange/${later[0]!.factorId}`, token)).body,
      ).data;
      expect(none.changes).toEqual([]);
      // Another user's order, an unknown id, a malformed id: 404; no token: 401.
      const other = (await login(call, '09120000002', PW)).access_token;
      expect((await get(call, `/api2/FlightProvider/AlertFlightChange/${order.factorId}`, other)).status).toBe(404);
      expect((await get(call, '/api2/FlightProvider/AlertFlightChange/999999999', token)).status).toBe(404);
      expect((await get(call, '/api2/FlightProvider/AlertFlightChange/abc', token)).status).toBe(404);
      expect((await get(call, `/api2/FlightProvider/AlertFlightChange/${order.factorId}`)).status).toBe(401);
      expect((await call('/sandbox/sms?to=123')).status).toBe(400);
    });

    it('GetFactorPassengerInfo: the travellers an order was booked with, owner only', async () => {
      const call = getCall();
      const { access_token: token } = await login(call, '09120000001', PW);
      const flight = (await flightOrders(call, token)).find((o) => o.fromDate === o.toDate)!;
      const res = await get(call, `/api2/Orders/GetFactorPassengerInfo/${flight.factorId}`, token);
      expect(res.status).toBe(200);
      const info = strict(FactorPassengersResponse, res.body).data;
      expect(info.factorId).toBe(flight.factorId);
      expect(info.passengers.map((p) => p.type)).toEqual(['adult', 'adult', 'infant']);
      expect(info.passengers[0]).toMatchObject({
        name: 'مریم احمدی',
        latinName: 'MARYAM AHMADI',
        isLeader: true,
        nationalCode: '0012345679',
      });
      const other = (await login(call, '09120000002', PW)).access_token;
      expect((await get(call, `/api2/Orders/GetFactorPassengerInfo/${flight.factorId}`, other)).status).toBe(404);
      expect((await get(call, '/api2/Orders/GetFactorPassengerInfo/x', token)).status).toBe(404);
    });

    it('ContractSalesReport: the order with its sales record (null for an order without a checkout), owner only', async () => {
      const call = getCall();
      const { access_token: agent } = await login(call, '09120000003', PW);
      const res = await call('/reports/DirectReports/Run', json({ reportName: 'orders', pageSize: 100 }, authed(agent)));
      const order = ((await res.json()) as { data: { items: OrderRow[] } }).data.items[0]!;
      const report = strict(
        ContractSalesReportResponse,
        (await get(call, `/reports/DirectReports/ContractSalesReport/${order.factorId}/0/TRUE`, agent)).body,
      ).data;
      expect(report.factorId).toBe(order.factorId);
      expect(report.sales).toBeNull();
      const { access_token: traveller } = await login(call, '09120000001', PW);
      expect((await get(call, `/reports/DirectReports/ContractSalesReport/${order.factorId}/0/TRUE`, traveller)).status).toBe(404);
    });

    it("GetPassengerInfos (traveller info by agent): the caller's own id only", async () => {
      const call = getCall();
      const session = await login(call, '09120000003', PW);
      const me = v.parse(User, await (await call('/auth/GetUser', json({}, authed(session.access_token)))).json());
      const own = await get(call, `/api2/PassengerInfoes/GetPassengerInfos/${me.userId}/${me.userId}?filter=`, session.access_token);
      expect(own.status).toBe(200);
      strict(SavedPassengersResponse, own.body);
      expect((await get(call, `/api2/PassengerInfoes/GetPassengerInfos/u-9999/${me.userId}`, session.access_token)).status).toBe(403);
    });

    it('an agency books and pays an order: its sales record, its basket by factor id; DELETE basket', async () => {
      const call = getCall();
      const agent = (await login(call, '09120000003', PW)).access_token;
      const basketId = await attractionBasket(call, agent, '09120000003');
      const booked = (await (
        await call('/api2/Basket/BasketBook', json({ basketId, idempotencyKey: crypto.randomUUID() }, authed(agent)))
      ).json()) as { data: { factorId: number; payable: number; roleDiscount: number; grossPrice: number } };
      const { factorId, payable } = booked.data;
      const paid = await call(
        '/api/v3/payment/usecredit',
        json({ factorId, amount: payable, idempotencyKey: crypto.randomUUID() }, authed(agent)),
      );
      expect(paid.status).toBe(200);
      const report = strict(
        ContractSalesReportResponse,
        (await get(call, `/reports/DirectReports/ContractSalesReport/${factorId}/0/TRUE`, agent)).body,
      ).data;
      expect(report.sales).toEqual({
        grossPrice: booked.data.grossPrice,
        roleDiscount: booked.data.roleDiscount,
        couponCode: null,
        couponDiscount: 0,
        payable,
        creditPaid: payable,
        cardPaid: 0,
      });
      expect(report.sales!.roleDiscount).toBeGreaterThan(0);
      const travellers = strict(
        FactorPassengersResponse,
        (await get(call, `/api2/Orders/GetFactorPassengerInfo/${factorId}`, agent)).body,
      ).data;
      expect(travellers.passengers).toEqual([expect.objectContaining({ name: 'مریم احمدی', type: 'adult', isLeader: true })]);
      // The basket the order was booked from, by factor id; it cannot be deleted once paid.
      const basket = strict(BasketResponse, (await get(call, `/api2/Basket/GetByFactorId/${factorId}`, agent)).body).data;
      expect(basket.basketId).toBe(basketId);
      const other = (await login(call, '09120000001', PW)).access_token;
      expect((await get(call, `/api2/Basket/GetByFactorId/${factorId}`, other)).status).toBe(404);
      expect((await call(`/api2/Basket/Delete/${basketId}`, { method: 'DELETE', headers: authed(agent) })).status).toBe(409);
      // A basket still open is deleted whole; then it is gone.
      const open = (
        (await (await call('/api2/Basket/Create', json({ data: '[]' }, authed(agent)))).json()) as { data: { basketId: number } }
      ).data.basketId;
      expect((await call(`/api2/Basket/Delete/${open}`, { method: 'DELETE', headers: authed(other) })).status).toBe(404);
      const del = await call(`/api2/Basket/Delete/${open}`, { method: 'DELETE', headers: authed(agent) });
      expect(strict(BasketDeleteResponse, await del.json()).data).toBeNull();
      expect((await get(call, `/api2/Basket/FindByCurrentUser/${open}`, agent)).status).toBe(404);
    });

    it('payment link: counter staff texts it; the basket by external id with a token for that basket only; void once paid', async () => {
      const call = getCall();
      const staff = (await login(call, '09120000002', PW)).access_token;
      const customer = randomMobile();
      const basketId = await attractionBasket(call, staff, customer);
      const other = await attractionBasket(call, staff, customer);
      const linkBase = 'https://shop.example/pay/';
      // Only a counter or agent account, for its own basket; a bad mobile is a Persian 400.
      const plain = (await login(call, '09120000001', PW)).access_token;
      expect((await call('/api2/Basket/PaymentLink', json({ basketId, mobile: customer, linkBase }, authed(guest)))).status).toBe(403);
      expect((await call('/api2/Basket/PaymentLink', json({ basketId, mobile: customer, linkBase }, authed(plain)))).status).toBe(403);
      const badMobile = await call('/api2/Basket/PaymentLink', json({ basketId, mobile: '123', linkBase }, authed(staff)));
      expect(badMobile.status).toBe(400);
      expect(v.parse(ErrorBody, await badMobile.json()).message).toMatch(/[\u0600-\u06FF]/);
      const sent = await call('/api2/Basket/PaymentLink', json({ basketId, mobile: customer, linkBase }, authed(staff)));
      expect(sent.status).toBe(200);
      const link = strict(PaymentLinkResponse, await sent.json()).data;
      // 128 random bits, base64url; a day to use it; the SMS carries the site's link.
      expect(link.externalId).toMatch(/^[A-Za-z0-9_-]{22}$/);
      expect(Date.parse(link.expireAt) - now()).toBeGreaterThanOrEqual(24 * 3_600_000 - 1_000);
      expect(link.sentTo).toBe(`${customer.slice(0, 4)}***${customer.slice(-4)}`);
      const sms = (await (await call(`/sandbox/sms?to=${customer}`)).json()) as { items: { subject: string; text: string }[] };
      expect(sms.items[0]!.text).toContain(`${linkBase}${link.externalId}`);
      expect(sms.items[0]!.text).toMatch(/[\u0600-\u06FF]/);

      // Any session (a guest's) reads it: the basket and a token limited to it.
      const opened = await get(call, `/api2/Basket/GetByExternalId/${link.externalId}`, guest);
      expect(opened.status).toBe(200);
      const ext = strict(ExternalBasketResponse, opened.body).data;
      expect(ext.basket.basketId).toBe(basketId);
      expect(Date.parse(ext.expireAt)).toBeLessThanOrEqual(Date.parse(ext.linkExpireAt));
      const scoped = ext.accessToken;
      const checked = strict(ValidateTokenResponse, await (await call('/auth/validate', json({ token: scoped }))).json());
      expect(checked).toMatchObject({ valid: true, scope: 'basket', basketId });
      expect(strict(ValidateTokenResponse, await (await call('/auth/validate', json({ token: staff }))).json())).toMatchObject({
        valid: true,
        scope: 'full',
        basketId: null,
      });
      expect(strict(ValidateTokenResponse, await (await call('/auth/validate', json({ token: 'JWT a.b.c' }))).json())).toEqual({
        valid: false,
        reason: 'invalid',
      });
      // Nothing else of the staff's: orders, wallet, transactions, profile, another basket, credit.
      const staffOrders = (await (
        await call('/reports/DirectReports/Run', json({ reportName: 'orders', pageSize: 100 }, authed(staff)))
      ).json()) as {
        data: { items: { factorId: number }[] };
      };
      expect(staffOrders.data.items.length).toBeGreaterThan(0);
      const refused: [string, RequestInit][] = [
        ['/reports/DirectReports/Run', json({ reportName: 'orders', pageSize: 100 }, authed(scoped))],
        ['/api2/SSO/Users/GetBalance', { headers: authed(scoped) }],
        ['/api/v1/transactionv2/transaction_detail', { headers: authed(scoped) }],
        ['/auth/GetUser', json({}, authed(scoped))],
        ['/auth/UpdateUserProfile', json({ name: 'x' }, authed(scoped))],
        ['/api2/Basket/Create', json({ data: '[]' }, authed(scoped))],
        [
          '/api/v3/payment/usecredit',
          json({ factorId: staffOrders.data.items[0]!.factorId, amount: 1, idempotencyKey: 'abcdefgh12' }, authed(scoped)),
        ],
        ['/api/v1/users/register', json({}, authed(scoped))],
      ];
      for (const [path, init] of refused) {
        const res = await call(path, init);
        expect(res.status, path).toBe(403);
        expect(v.parse(ErrorBody, await res.json()).message).toMatch(/[\u0600-\u06FF]/);
      }
      expect((await get(call, `/api2/Basket/FindByCurrentUser/${basketId}`, scoped)).status).toBe(200);
      expect((await get(call, `/api2/Basket/FindByCurrentUser/${other}`, scoped)).status).toBe(404);
      expect((await get(call, `/api/v3/Management/Payment/checkorder/${staffOrders.data.items[0]!.factorId}`, scoped)).status).toBe(404);
      const wrongBasket = await call(
        '/api2/Basket/BasketBook',
        json({ basketId: other, idempotencyKey: crypto.randomUUID() }, authed(scoped)),
      );
      expect(wrongBasket.status).toBe(404);

      // The customer books and pays by gateway with it; the sale is the staff's order.
      const order = await bookAndPayByGateway(call, scoped, basketId);
      const status = (await get(call, `/api/v3/Management/Payment/checkorder/${order.factorId}`, scoped)).body as {
        data: { paid: boolean };
      };
      expect(status.data.paid).toBe(true);
      const after = (await (
        await call('/reports/DirectReports/Run', json({ reportName: 'orders', pageSize: 100 }, authed(staff)))
      ).json()) as {
        data: { items: { factorId: number }[] };
      };
      expect(after.data.items.map((o) => o.factorId)).toContain(order.factorId);
      // Paid: the link and its token are void; sending another is refused.
      const again = await get(call, `/api2/Basket/GetByExternalId/${link.externalId}`, guest);
      expect(again.status).toBe(409);
      const paidBody = v.parse(ErrorBody, again.body);
      expect(paidBody).toMatchObject({ code: 'basket_paid', message: 'این سبد پرداخت شده است' });
      expect(paidBody.data).toMatchObject({ officialFactorId: order.officialFactorId });
      expect(strict(ValidateTokenResponse, await (await call('/auth/validate', json({ token: scoped }))).json())).toEqual({
        valid: false,
        reason: 'expired',
      });
      expect((await call('/api2/Basket/PaymentLink', json({ basketId, mobile: customer, linkBase }, authed(staff)))).status).toBe(409);
      // Unknown or malformed ids: 404; without a session: 401.
      expect((await get(call, '/api2/Basket/GetByExternalId/AAAAAAAAAAAAAAAAAAAAAA', guest)).status).toBe(404);
      expect((await get(call, '/api2/Basket/GetByExternalId/x', guest)).status).toBe(404);
      expect((await get(call, `/api2/Basket/GetByExternalId/${link.externalId}`)).status).toBe(401);
    });

    it("basket register: a guest who paid makes an account with the order's mobile; the guest's orders move to it", async () => {
      const call = getCall();
      const mobile = randomMobile();
      const basketId = await attractionBasket(call, guest, mobile);
      const validated = await call(
        '/api2/Basket/ValidatePhoneNumber',
        json({ basketId, phoneNumber: mobile, email: null }, authed(guest), 'PUT'),
      );
      const buyer = ((await validated.json()) as { data: { accessToken: string } }).data.accessToken;
      const order = await bookAndPayByGateway(call, buyer, basketId);
      const challenge = (await (await call('/api/v2/user/validate', json({ mobile }))).json()) as { token: string };
      const body = { mobile, username: mobile, password: 'secret77', name: 'سارا', family: 'کریمی', code: '12345', token: challenge.token };
      // Only the guest-reserve identity of that very mobile.
      expect((await call('/api/v1/users/register', json(body, authed(guest)))).status).toBe(403);
      const someone = (await login(call, '09120000001', PW)).access_token;
      expect((await call('/api/v1/users/register', json(body, authed(someone)))).status).toBe(403);
      const otherMobile = await call('/api/v1/users/register', json({ ...body, mobile: randomMobile() }, authed(buyer)));
      expect(otherMobile.status).toBe(400);
      const short = await call('/api/v1/users/register', json({ ...body, password: '123' }, authed(buyer)));
      expect(short.status).toBe(400);
      expect(v.parse(ErrorBody, await short.json()).message).toMatch(/[\u0600-\u06FF]/);
      expect((await call('/api/v1/users/register', json({ ...body, token: 'rg1.x.y' }, authed(buyer)))).status).toBe(400);
      const res = await call('/api/v1/users/register', json(body, authed(buyer)));
      expect(res.status).toBe(200);
      const session = strict(Session, await res.json());
      expect(session).toMatchObject({ isLogin: true, mobile, username: mobile, GUEST_RESERVE: false });
      const mine = (await (
        await call('/reports/DirectReports/Run', json({ reportName: 'orders', pageSize: 100 }, authed(session.access_token)))
      ).json()) as {
        data: { items: { factorId: number }[] };
      };
      expect(mine.data.items.map((o) => o.factorId)).toEqual([order.factorId]);
      // The same mobile again: registered (the mobile check says so first); the new password logs in.
      expect((await call('/api/v2/user/validate', json({ mobile }))).status).toBe(406);
      expect((await login(call, mobile, 'secret77')).access_token).toMatch(/^JWT /);
    });

    it('FileUploads/Upload: a passport scan as JPEG, PNG or PDF up to 2 MB; anything else refused in Persian', async () => {
      const call = getCall();
      const upload = (
        bytes: Uint8Array,
        type: string,
        name = 'passport',
        extra: Record<string, string> = {},
        token: string | null = guest,
      ) => {
        const form = new FormData();
        form.set('file', new File([bytes as Uint8Array<ArrayBuffer>], name, { type }));
        for (const [k, val] of Object.entries(extra)) form.set(k, val);
        return call('/api2/FileUploads/Upload', { method: 'POST', headers: token ? authed(token) : PROVIDER, body: form });
      };
      const head = (...b: number[]) => {
        const out = new Uint8Array(1024);
        out.set(b);
        return out;
      };
      const JPEG = head(0xff, 0xd8, 0xff, 0xe0);
      const PNG = head(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a);
      const PDF = head(0x25, 0x50, 0x44, 0x46, 0x2d, 0x31);
      for (const [bytes, type] of [
        [JPEG, 'image/jpeg'],
        [PNG, 'image/png'],
        [PDF, 'application/pdf'],
        [JPEG, ''],
      ] as const) {
        const res = await upload(bytes, type, 'scan.bin', { kind: 'passport' });
        expect(res.status, type).toBe(200);
        const file = strict(UploadResponse, await res.json()).data;
        expect(file.size).toBe(1024);
        expect(file.contentType).toBe(type || 'image/jpeg');
      }
      const refused = async (res: Response, status: number, message: RegExp) => {
        expect(res.status).toBe(status);
        const body = strict(ErrorBody, await res.json());
        expect(body.message).toMatch(message);
      };
      await refused(await upload(head(0x47, 0x49, 0x46, 0x38), 'image/gif'), 400, /JPG یا PNG یا فایل PDF/);
      await refused(await upload(PNG, 'image/jpeg'), 400, /نوع فایل با محتوای آن/);
      await refused(await upload(new Uint8Array(0), 'image/png'), 400, /انتخاب نشده/);
      await refused(await upload(JPEG, 'image/jpeg', 'p', { kind: 'visa' }), 400, /نوع مدرک/);
      const big = new Uint8Array(UPLOAD_MAX_BYTES + 1);
      big.set([0xff, 0xd8, 0xff]);
      await refused(await upload(big, 'image/jpeg'), 413, /۲ مگابایت/);
      await refused(await call('/api2/FileUploads/Upload', json({ file: 'x' }, authed(guest))), 400, /چندبخشی/);
      expect((await upload(JPEG, 'image/jpeg', 'p', {}, null)).status).toBe(401);
    });

    it("hotel suggestions (/ai/recommendation/search): the city's best-liked hotels, the given one left out", async () => {
      const call = getCall();
      const res = await get(call, '/ai/recommendation/search?locationId=402', guest);
      expect(res.status).toBe(200);
      const list = strict(HotelSuggestionsResponse, res.body).data;
      expect(list).toHaveLength(6);
      expect(list.every((h) => h.cityId === 402 && h.citySlug === 'ir-kish')).toBe(true);
      const score = (h: { rate: number; reviewCount: number }) => h.rate * Math.log10(10 + h.reviewCount);
      expect(list.map(score)).toEqual([...list.map(score)].sort((a, b) => b - a));
      const without = strict(
        HotelSuggestionsResponse,
        (await get(call, `/ai/recommendation/search?locationId=402&hotelId=${list[0]!.hotelId}&take=3`, guest)).body,
      ).data;
      expect(without.map((h) => h.hotelId)).toEqual(list.slice(1, 4).map((h) => h.hotelId));
      // A hotel as the place: its city's, without it.
      const byHotel = strict(
        HotelSuggestionsResponse,
        (await get(call, `/ai/recommendation/search?locationId=${list[0]!.hotelId}`, guest)).body,
      ).data;
      expect(byHotel).toHaveLength(6);
      expect(byHotel.slice(0, 5).map((h) => h.hotelId)).toEqual(list.slice(1).map((h) => h.hotelId));
      expect(strict(HotelSuggestionsResponse, (await get(call, '/ai/recommendation/search?locationId=999999', guest)).body).data).toEqual(
        [],
      );
      for (const q of ['', 'locationId=x', 'locationId=402&take=13', 'locationId=402&hotelId=-1'])
        expect((await get(call, `/ai/recommendation/search?${q}`, guest)).status, q).toBe(400);
    });

    it('AgentHotels/{id}/false: every hotel of the city, best first; true: the guaranteed ones; another flag: 400', async () => {
      const call = getCall();
      const all = strict(HotelListResponse, (await get(call, '/api2/hotelSales/AgentHotels/401/false', guest)).body).data;
      const own = strict(HotelListResponse, (await get(call, '/api2/hotelSales/AgentHotels/401/true', guest)).body).data;
      expect(all.length).toBeGreaterThan(own.length);
      expect(own.every((h) => h.isGuaranty)).toBe(true);
      expect(all.map((h) => h.star)).toEqual([...all.map((h) => h.star)].sort((a, b) => b - a));
      expect((await get(call, '/api2/hotelSales/AgentHotels/401/maybe', guest)).status).toBe(400);
      expect((await get(call, '/api2/hotelSales/AgentHotels/999999999/false', guest)).status).toBe(404);
    });

    it('GetAgentServicePluginList and GetFormPlugin: agency accounts only; each service has its form; ids that do not belong together are 404', async () => {
      const call = getCall();
      const agent = (await login(call, '09120000003', PW)).access_token;
      const counter = (await login(call, '09120000002', PW)).access_token;
      const traveller = (await login(call, '09120000001', PW)).access_token;
      const list = strict(
        AgentServicesResponse,
        await (await call('/api2/AgentServices/GetAgentServicePluginList', json({}, authed(agent)))).json(),
      ).data;
      expect(list.map((s) => s.category)).toEqual(['visa', 'flight', 'insurance', 'transfer']);
      const visa = strict(
        AgentServicesResponse,
        await (await call('/api2/AgentServices/GetAgentServicePluginList', json({ category: 'visa' }, authed(counter)))).json(),
      ).data;
      expect(visa.map((s) => s.serviceId)).toEqual([list[0]!.serviceId]);
      for (const token of [traveller, guest])
        expect((await call('/api2/AgentServices/GetAgentServicePluginList', json({}, authed(token)))).status).toBe(403);
      for (const s of list) {
        const res = await get(call, `/api2/FormBuilder/GetFormPlugin/${s.serviceId}/${s.entityFormId}/${s.extraId}`, agent);
        expect(res.status).toBe(200);
        const form = strict(FormPluginResponse, res.body).data;
        expect([form.serviceId, form.entityFormId, form.extraId, form.title]).toEqual([s.serviceId, s.entityFormId, s.extraId, s.title]);
        expect(new Set(form.fields.map((f) => f.name)).size).toBe(form.fields.length);
        for (const f of form.fields.filter((x) => x.type === 'select')) expect(f.options!.length).toBeGreaterThan(1);
        expect(form.fields.some((f) => f.required)).toBe(true);
      }
      const [a, b] = [list[0]!, list[1]!];
      expect((await get(call, `/api2/FormBuilder/GetFormPlugin/${a.serviceId}/${b.entityFormId}/${a.extraId}`, agent)).status).toBe(404);
      expect((await get(call, `/api2/FormBuilder/GetFormPlugin/${a.serviceId}/x/${a.extraId}`, agent)).status).toBe(404);
      expect((await get(call, `/api2/FormBuilder/GetFormPlugin/${a.serviceId}/${a.entityFormId}/${a.extraId}`, traveller)).status).toBe(
        403,
      );
    });

    it('SubmitServiceRequest: values checked against the form in Persian (Persian digits and Jalali dates accepted); a tracking number', async () => {
      const call = getCall();
      const agent = (await login(call, '09120000003', PW)).access_token;
      const send = (values: Record<string, string>, token = agent, ids = { serviceId: 11, entityFormId: 301, extraId: 1 }) =>
        call('/api2/AgentServices/SubmitServiceRequest', json({ ...ids, values }, authed(token)));
      // Nothing filled: every required field is named with its Persian message.
      const empty = await send({});
      expect(empty.status).toBe(400);
      const refused = strict(ErrorBody, await empty.json());
      expect(refused.message).toBe(formMessages.required);
      expect(Object.keys(refused.data as object).sort()).toEqual(['country', 'leaderMobile', 'leaderName', 'travelDate', 'travellers']);
      const inTen = toPersianDigits(toJalaliString(dateAfter(now(), 10), '/'));
      const good = { country: 'TR', travellers: '۴', travelDate: inTen, leaderName: 'مریم احمدی', leaderMobile: '۰۹۱۲۱۲۳۴۵۶۷' };
      const bad = async (values: Record<string, string>) => {
        const res = await send(values);
        expect(res.status).toBe(400);
        return (strict(ErrorBody, await res.json()).data ?? {}) as Record<string, string>;
      };
      expect(await bad({ ...good, travellers: '۶۰' })).toEqual({ travellers: formMessages.aboveMax(50) });
      expect(await bad({ ...good, travelDate: toJalaliString(dateAfter(now(), -2), '/') })).toEqual({ travelDate: formMessages.pastDate });
      expect(await bad({ ...good, travelDate: '1405/13/40' })).toEqual({ travelDate: formMessages.badDate });
      expect(await bad({ ...good, country: 'XX' })).toEqual({ country: formMessages.badChoice });
      expect((await bad({ ...good, leaderMobile: '0912' })).leaderMobile).toMatch(/موبایل/);
      expect(await bad({ ...good, extra: 'x' })).toEqual({ extra: formMessages.unknownField });
      const first = strict(ServiceRequestResponse, await (await send(good)).json()).data;
      const second = strict(ServiceRequestResponse, await (await send({ ...good, notes: 'دو اتاق جدا' })).json()).data;
      expect(first.trackingNumber).toMatch(/^AS-14\d\d-\d{6}$/);
      expect(second.trackingNumber).not.toBe(first.trackingNumber);
      expect(first).toMatchObject({ serviceId: 11, status: 'registered', answerBy: dateAfter(now(), 3) });
      // A traveller is refused; a form that is not the service's is not found.
      const traveller = (await login(call, '09120000001', PW)).access_token;
      expect((await send(good, traveller)).status).toBe(403);
      expect((await send(good, agent, { serviceId: 11, entityFormId: 302, extraId: 1 })).status).toBe(404);
    });

    it("payments: the user's list (gateway with the bank's record, wallet, refunds), one payment, an order's breakdown; nobody reads another's", async () => {
      const call = getCall();
      const traveller = (await login(call, '09120000001', PW)).access_token;
      const other = (await login(call, '09120000002', PW)).access_token;
      const list = strict(UserPaymentsResponse, (await get(call, '/api/v3/payment?pageSize=100', traveller)).body).data;
      expect(list.totalCount).toBe(list.items.length);
      const at = list.items.map((p) => p.paidAt);
      expect(at).toEqual([...at].sort().reverse());
      const gateway = list.items.filter((p) => p.method === 'gateway' && p.kind === 'order');
      expect(gateway.length).toBeGreaterThan(0);
      for (const p of gateway) expect(p.bank).not.toBeNull();
      // Wallet movements carry no bank record; a traveller has no agency credit; the seeded refunded order's refund.
      for (const p of list.items.filter((x) => x.method !== 'gateway')) expect(p.bank).toBeNull();
      expect(list.items.filter((p) => p.method === 'credit')).toEqual([]);
      expect(list.items.some((p) => p.kind === 'refund' && p.method === 'wallet')).toBe(true);
      // One payment, as listed, with its order.
      const one = gateway[0]!;
      const detail = strict(UserPaymentDetailResponse, (await get(call, `/api/v3/payment/${one.paymentId}`, traveller)).body).data;
      expect({ ...detail, order: undefined }).toEqual({ ...one, order: undefined });
      expect(detail.order?.title).toBeTruthy();
      // The order it paid: paid in full at the gateway, nothing left.
      const breakdown = strict(
        OrderPaymentBreakdownResponse,
        (await get(call, `/api/v2/paymentjson/${one.factorId}`, traveller)).body,
      ).data;
      expect(breakdown).toMatchObject({ factorId: one.factorId, paidByGateway: one.amount, paidFromWallet: 0, remaining: 0 });
      expect(breakdown.payments.map((p) => p.paymentId)).toContain(one.paymentId);
      // Nobody else reads them; a guest has no payments list.
      expect((await get(call, `/api/v3/payment/${one.paymentId}`, other)).status).toBe(404);
      expect((await get(call, `/api/v2/paymentjson/${one.factorId}`, other)).status).toBe(404);
      expect((await get(call, '/api/v3/payment/X1', traveller)).status).toBe(404);
      expect((await get(call, '/api/v3/payment', guest)).status).toBe(403);
      const others = strict(UserPaymentsResponse, (await get(call, '/api/v3/payment?pageSize=100', other)).body).data.items;
      expect(others.map((p) => p.paymentId)).not.toContain(one.paymentId);
    });

    it("an agency pays an order partly from its credit and the rest at the gateway: both lines, the bank's record, the breakdown", async () => {
      const call = getCall();
      const agent = (await login(call, '09120000003', PW)).access_token;
      const d = (await get(call, '/api/attraction/core/v1/attractions/milad-tower', agent)).body as {
        attractionId: number;
        dates: { serviceDate: string; remaining: number; prices: { adult: number } }[];
      };
      const day = d.dates.find((x) => x.remaining >= 2)!;
      const line = {
        key: 'a1',
        details: {
          attractionId: d.attractionId,
          serviceDate: day.serviceDate,
          tickets: { adult: 1, child: 0, infant: 0 },
          totalPrice: day.prices.adult,
        },
        passengers: [{ type: 'adult', firstName: 'مریم', lastName: 'احمدی', isLeader: true }],
      };
      const data = JSON.stringify([{ typeInfos: { attractions: [line] }, passengerInfos: [], contact: { mobile: '09120000003' } }]);
      const basketId = ((await (await call('/api2/Basket/Create', json({ data }, authed(agent)))).json()) as { data: { basketId: number } })
        .data.basketId;
      const booked = (await (
        await call('/api2/Basket/BasketBook', json({ basketId, idempotencyKey: crypto.randomUUID() }, authed(agent)))
      ).json()) as { data: { factorId: number; payable: number; grossPrice: number; roleDiscount: number } };
      const { factorId, payable } = booked.data;
      const credit = Math.floor(payable / 3);
      expect(
        (await call('/api/v3/payment/usecredit', json({ factorId, amount: credit, idempotencyKey: crypto.randomUUID() }, authed(agent))))
          .status,
      ).toBe(200);
      const before = strict(OrderPaymentBreakdownResponse, (await get(call, `/api/v2/paymentjson/${factorId}`, agent)).body).data;
      expect(before).toMatchObject({ payable, paidFromCredit: credit, paidByGateway: 0, remaining: payable - credit });
      const token = (
        (await (
          await call(
            `/api/v2/payment/token/payment?factor_id=${factorId}&callback_url=${encodeURIComponent('http://site.test/cb')}&lang=fa`,
            {
              headers: authed(agent),
            },
          )
        ).json()) as { data: { token: string; amount: number } }
      ).data;
      expect(token.amount).toBe(payable - credit);
      const pay = await call(`/sandbox/pay/${token.token}`, { method: 'POST', body: new URLSearchParams({ action: 'pay' }) });
      expect(pay.status).toBe(303);
      const after = strict(OrderPaymentBreakdownResponse, (await get(call, `/api/v2/paymentjson/${factorId}`, agent)).body).data;
      expect(after).toMatchObject({
        grossPrice: booked.data.grossPrice,
        roleDiscount: booked.data.roleDiscount,
        payable,
        paidFromCredit: credit,
        paidByGateway: payable - credit,
        paidFromWallet: 0,
        remaining: 0,
      });
      const lines = after.payments;
      expect(lines.map((p) => [p.method, p.amount]).sort()).toEqual([
        ['credit', credit],
        ['gateway', payable - credit],
      ]);
      const card = lines.find((p) => p.method === 'gateway')!;
      expect(card.paymentId).toMatch(/^G\d+$/);
      expect(card.bank!.cardMask).toMatch(/^\d{6}\*{6}\d{4}$/);
      // The same record in the list and by id.
      const mine = strict(UserPaymentsResponse, (await get(call, '/api/v3/payment?pageSize=100', agent)).body).data.items;
      expect(mine.find((p) => p.paymentId === card.paymentId)).toEqual(card);
      expect(strict(UserPaymentDetailResponse, (await get(call, `/api/v3/payment/${card.paymentId}`, agent)).body).data.bank).toEqual(
        card.bank,
      );
    });

    it('the loading-banners service: per destination its banners for the product; one product and local required', async () => {
      const call = getCall();
      for (const local of [true, false]) {
        const res = await get(call, `/loading-banners?local=${local}&hotel=true`, guest);
        expect(res.status).toBe(200);
        const list = strict(LoadingBannersResponse, res.body);
        expect(list.length).toBeGreaterThanOrEqual(3);
        for (const entry of list) {
          expect(entry.banner.length).toBeGreaterThan(0);
          for (const b of entry.banner) {
            expect(Date.parse(b.expireDate)).toBeGreaterThan(now());
            expect(b.link).toMatch(/^\/hotel\/[a-z-]+\/search\?id=\d+/);
          }
          expect(entry.banner[0]!.link).toContain(`id=${entry.destination.locationId}`);
        }
      }
      const kish = strict(LoadingBannersResponse, (await get(call, '/loading-banners?local=true&hotel=true', guest)).body).find(
        (e) => e.destination.locationId === 402,
      )!;
      expect(kish.destination.name).toBe('کیش');
      const img = await call(new URL(kish.banner[0]!.url).pathname);
      expect([img.status, img.headers.get('content-type')]).toEqual([200, 'image/png']);
      const flights = strict(LoadingBannersResponse, (await get(call, '/loading-banners?local=true&flight=true', guest)).body);
      expect(flights[0]!.banner[0]!.link).toMatch(/^\/flight\/THR-[A-Z]{3}$/);
      for (const q of ['local=true', 'hotel=true', 'local=yes&hotel=true', 'local=true&hotel=true&tour=true'])
        expect((await get(call, `/loading-banners?${q}`, guest)).status, q).toBe(400);
    });
  });
}

contract(
  'in-process',
  () => inProcess(createSandboxApp({ seed: 1405, clock: () => START, firstRoundDelayMs: 0, publicBaseUrl: 'http://sandbox.test' })),
  () => START,
);
let http: HttpSandbox | undefined;
beforeAll(async () => {
  resetSandboxState();
  http = await startHttpSandbox({ seed: 31, firstRoundDelayMs: 0 });
});
afterAll(async () => {
  await http?.close();
});
contract(
  'over HTTP',
  () => {
    if (!http) throw new Error('HTTP sandbox not started');
    return http.call;
  },
  () => Date.now(),
);

describe('a payment link expires', () => {
  it('after a day: 410 in Persian, and a token never outlives its link', async () => {
    let t = START;
    const call = inProcess(createSandboxApp({ seed: 1405, clock: () => t, firstRoundDelayMs: 0, publicBaseUrl: 'http://sandbox.test' }));
    const staff = (await login(call, '09120000003', PW)).access_token;
    const basketId = await attractionBasket(call, staff, '09121234567');
    const sent = await call(
      '/api2/Basket/PaymentLink',
      json({ basketId, mobile: '09121234567', linkBase: 'https://shop.example/pay/' }, authed(staff)),
    );
    const { externalId } = ((await sent.json()) as { data: { externalId: string } }).data;
    t += 23 * 3_600_000;
    const guest = (await guestLogin(call)).access_token;
    const late = strict(ExternalBasketResponse, (await get(call, `/api2/Basket/GetByExternalId/${externalId}`, guest)).body).data;
    expect(Date.parse(late.expireAt)).toBe(Date.parse(late.linkExpireAt));
    t += 3_600_000;
    const gone = await get(call, `/api2/Basket/GetByExternalId/${externalId}`, (await guestLogin(call)).access_token);
    expect(gone.status).toBe(410);
    expect(v.parse(ErrorBody, gone.body)).toMatchObject({ code: 'link_expired', message: 'مهلت این لینک پرداخت به پایان رسیده است' });
  });
});

describe('shiftLocal', () => {
  it('moves a local time by minutes in its own offset, across midnight', () => {
    expect(shiftLocal('2026-12-01T08:30:00+03:30', 45)).toBe('2026-12-01T09:15:00+03:30');
    expect(shiftLocal('2026-12-01T23:50:00+03:00', 30)).toBe('2026-12-02T00:20:00+03:00');
  });
});

describe.each([
  ['in-process', () => ({ baseUrl: 'http://sandbox.internal', transport: (req: Request) => Promise.resolve(app.fetch(req)) })],
  ['over HTTP', () => ({ baseUrl: http!.url, transport: (req: Request) => fetch(req) })],
])('the site callers against the sandbox %s', (_name, target) => {
  const client = (token: string | null) =>
    new UpstreamClient({
      ...target(),
      providerCode: 'web-tests',
      auth: { accessToken: async () => token, onUnauthorized: async () => false },
    });
  const tokenFor = async (username: string, password: string) => {
    const t = target();
    const res = await t.transport(
      new Request(`${t.baseUrl}/auth/Login`, {
        method: 'POST',
        headers: { ...PROVIDER, 'Content-Type': 'application/json' },
        body: JSON.stringify({ username, password }),
      }),
    );
    return ((await res.json()) as { access_token: string }).access_token;
  };

  it('suggested and popular flights link to one-way searches; special offers are the running ones', async () => {
    const c = client(await tokenFor('guest', 'guest'));
    const today = dateAfter(Date.now(), 0);
    const suggested = await suggestedFlights(c, today);
    expect(suggested.length).toBeGreaterThan(0);
    expect(suggested[0]!.href).toMatch(/^\/flight\/THR-[A-Z]{3}\/search\?/);
    const popular = await popularFlights(c, today);
    expect(popular.length).toBeGreaterThan(0);
    expect(popular.every((p) => p.href.startsWith('/flight/THR-'))).toBe(true);
    const hotels = await hotelSuggestions(c, 402);
    expect(hotels.length).toBe(4);
    expect(hotels[0]!.href).toMatch(/^\/hotel\/ir-kish\/[^/?]+\?hotelId=\d+/);
    const offers = await contentApi(c).specialOffers();
    expect(offers.length).toBeGreaterThan(0);
    expect(await contentApi(c).specialOffers(Date.parse('2100-01-01T00:00:00Z'))).toEqual([]);
  });

  it("the dashboard's alerts: upcoming issued flight orders only, each with its changes", async () => {
    const token = await tokenFor('09120000001', PW);
    const c = client(token);
    const t = target();
    const orders = (
      (await (
        await t.transport(
          new Request(`${t.baseUrl}/reports/DirectReports/Run`, {
            method: 'POST',
            headers: { ...authed(token), 'Content-Type': 'application/json' },
            body: JSON.stringify({ reportName: 'orders', pageSize: 100 }),
          }),
        )
      ).json()) as { data: { items: OrderRow[] } }
    ).data.items;
    const today = dateAfter(Date.now(), 0);
    const candidates = alertCandidates(orders, today);
    expect(candidates.length).toBe(2);
    expect(candidates.every((o) => o.product === 'flight' && o.status === 'issued')).toBe(true);
    const alerts = await flightChangeAlerts(c, candidates);
    expect(alerts).toHaveLength(1);
    expect(alerts[0]!.changes[0]!.changeId).toBe(`FC-${alerts[0]!.factorId}-1`);
  });
});

// Its own seed: the stores are per seed, and the in-process contract above runs on a fixed, earlier clock.
describe("the flight+hotel pages ask for the top hotels with the catalogue's flag", () => {
  it('calls AgentHotels/{id}/false', async () => {
    const paths: string[] = [];
    const sandbox = createSandboxApp({ seed: 78, firstRoundDelayMs: 0 });
    const token = (
      (await (await sandbox.request('/auth/Login', json({ username: 'guest', password: 'guest' }))).json()) as { access_token: string }
    ).access_token;
    const c = new UpstreamClient({
      baseUrl: 'http://sandbox.internal',
      providerCode: 'web-tests',
      transport: async (req) => {
        paths.push(new URL(req.url).pathname);
        return sandbox.fetch(req);
      },
      auth: { accessToken: async () => token, onUnauthorized: async () => false },
    });
    const top = await flightHotelApi(c).topHotelsOf('ir-kish');
    expect(top.length).toBeGreaterThan(0);
    expect(paths.filter((p) => p.includes('AgentHotels'))).toEqual([
      expect.stringMatching(/^\/api2\/hotelSales\/AgentHotels\/\d+\/false$/),
    ]);
  });
});

const app = createSandboxApp({ seed: 77, firstRoundDelayMs: 0 });

describe('an outage hides the blocks, never throws', () => {
  const broken = (status: number | 'network') =>
    new UpstreamClient({
      baseUrl: 'http://sandbox.internal',
      providerCode: 'web-tests',
      transport: async () => {
        if (status === 'network') throw new TypeError('fetch failed');
        return new Response(JSON.stringify({ succeed: false, message: 'خطا', code: 'internal' }), {
          status,
          headers: { 'Content-Type': 'application/json' },
        });
      },
      auth: { accessToken: async () => 'JWT x', onUnauthorized: async () => false },
    });
  const malformed = new UpstreamClient({
    baseUrl: 'http://sandbox.internal',
    providerCode: 'web-tests',
    transport: async () =>
      new Response(JSON.stringify({ succeed: true, message: null, data: [{ nonsense: 1 }] }), {
        status: 200,
        headers: { 'Content-Type': 'application/json' },
      }),
    auth: { accessToken: async () => 'JWT x', onUnauthorized: async () => false },
  });
  const order = { factorId: 1, officialFactorId: 'A1', product: 'flight', status: 'issued', toDate: '2099-01-01' };
  for (const [name, c] of [
    ['a 500', broken(500)],
    ['a 404', broken(404)],
    ['a network failure', broken('network')],
    ['a malformed answer', malformed],
  ] as const) {
    it(name, async () => {
      expect(await suggestedFlights(c, '2026-11-24')).toEqual([]);
      expect(await popularFlights(c, '2026-11-24')).toEqual([]);
      expect(await contentApi(c).specialOffers()).toEqual([]);
      expect(await flightChangeAlerts(c, [order])).toEqual([]);
      expect(await hotelSuggestions(c, 402)).toEqual([]);
      expect(await hotelResultsBanners(c, 402, 'l')).toEqual([]);
    });
  }
});

describe("the hotel results' banners come from the loading-banners service", () => {
  const sandbox = createSandboxApp({ seed: 79, firstRoundDelayMs: 0, publicBaseUrl: 'http://sandbox.test' });
  const paths: string[] = [];
  let token = '';
  const client = new UpstreamClient({
    baseUrl: 'http://sandbox.internal',
    providerCode: 'web-tests',
    transport: async (req) => {
      paths.push(new URL(req.url).pathname + new URL(req.url).search);
      return sandbox.fetch(req);
    },
    auth: { accessToken: async () => token, onUnauthorized: async () => false },
  });
  beforeAll(async () => {
    token = (
      (await (await sandbox.request('/auth/Login', json({ username: 'guest', password: 'guest' }))).json()) as { access_token: string }
    ).access_token;
  });

  it("the searched destination's: a three-part carousel at the first slot, a single image at the second; one call, no retry", async () => {
    paths.length = 0;
    const banners = await hotelResultsBanners(client, 402, 'l');
    expect(paths).toEqual(['/loading-banners?local=true&hotel=true']);
    expect(banners.map((b) => [b.Place, b.order, b.ShowThreeBanner, b.DstName, b.Locale])).toEqual([
      ['SearchResult', RESULT_BANNER_SLOTS[0], true, 'کیش', 'Local'],
      ['SearchResult', RESULT_BANNER_SLOTS[1], false, 'کیش', 'Local'],
    ]);
    expect(banners[0]!.DesktopThree).toHaveLength(3);
    for (const b of banners) expect(b.Link).toContain('id=402');
    // Istanbul is international; a city without banners has none.
    expect((await hotelResultsBanners(client, 5847, 'i')).map((b) => b.DstName)).toEqual(['استانبول', 'استانبول']);
    expect(await hotelResultsBanners(client, 439, 'l')).toEqual([]);
  });

  it('a banner without all three parts is a single image', () => {
    const one = {
      url: 'https://x/a.png',
      link: '/hotel/ir-kish/search?id=402',
      image1: 'https://x/1.png',
      link1: '/a',
      image2: 'https://x/2.png',
      link2: null,
      image3: null,
      link3: null,
      expireDate: '2099-01-01T00:00:00.000Z',
    };
    const [b] = destinationBanners([{ destination: { locationId: 402, name: 'کیش' }, banner: [one, one, one] }], 402, 'l');
    expect(b).toMatchObject({ ShowThreeBanner: false, DesktopThree: null, Desktop: one.url, Link: one.link });
    expect(destinationBanners([{ destination: { locationId: 402, name: 'کیش' }, banner: [one, one, one] }], 402, 'l')).toHaveLength(2);
  });
});
