/**
 * Contract suite: every endpoint's answer is accepted by its valibot schema, and carries no field the schema does
 * not declare. Table-driven; runs against any `Call` (in-process, over HTTP, or later through the product's client).
 */
import * as v from 'valibot';
import { beforeAll, describe, expect, it } from 'vitest';
import * as S from '@/server/schemas';
import { authed, type Call, dateAfter, guestLogin, json, login, PROVIDER, type SessionLike } from './client';

export interface SuiteState {
  guest: SessionLike;
  user: SessionLike;
  counter: SessionLike;
  searchToken: string;
  hotelId: number;
  packageToken: string;
  packageId: number;
  packageNumber: string;
  basketId: number;
  factorId: number;
  paidFactorId: number;
  paidOfficialId: string;
  flightToken: string;
  /** A flight of the THR-MHD search whose provision succeeds. */
  flightId: string;
}

/** Problems of a value against a schema: schema issues, then keys the schema does not declare. */
export function contractProblems(schema: v.GenericSchema, value: unknown): string[] {
  const parsed = v.safeParse(schema, value);
  if (!parsed.success) return parsed.issues.slice(0, 5).map((i) => `${v.getDotPath(i) ?? '(root)'}: ${i.message}`);
  const extra: string[] = [];
  const walk = (input: unknown, output: unknown, path: string): void => {
    if (Array.isArray(input) && Array.isArray(output)) {
      for (const [i, x] of input.entries()) walk(x, output[i], `${path}[${i}]`);
    } else if (input && output && typeof input === 'object' && typeof output === 'object') {
      for (const key of Object.keys(input)) {
        if (!(key in output)) extra.push(`${path}.${key} is not in the schema`);
        else walk((input as Record<string, unknown>)[key], (output as Record<string, unknown>)[key], `${path}.${key}`);
      }
    }
  };
  walk(value, parsed.output, '$');
  return extra.slice(0, 5);
}

interface Case {
  name: string;
  status: number;
  schema: v.GenericSchema;
  run: (s: SuiteState, call: Call) => Promise<Response>;
}

const checkIn = (days = 30) => dateAfter(Date.now(), days);
const flightSearch = (over: Record<string, unknown> = {}) => ({
  source: 'THR',
  destination: 'MHD',
  departureDate: checkIn(30),
  flightType: 1,
  adults: 2,
  children: 1,
  infants: 1,
  ...over,
});
const rooms = [
  { adultsCount: 2, childrenAges: [] },
  { adultsCount: 1, childrenAges: [4] },
];

async function body<T>(res: Response): Promise<T> {
  if (!res.ok) throw new Error(`${res.status} ${res.url}: ${await res.text()}`);
  return (await res.json()) as T;
}

const CASES: Case[] = [
  // auth
  {
    name: 'POST /auth/Login (guest)',
    status: 200,
    schema: S.Session,
    run: (_, call) => call('/auth/Login', json({ username: 'guest', password: 'guest' })),
  },
  {
    name: 'POST /auth/Login (user)',
    status: 200,
    schema: S.Session,
    run: (_, call) => call('/auth/Login', json({ username: '09120000001', password: 'Sandbox!234' })),
  },
  {
    name: 'POST /auth/Login (wrong password)',
    status: 400,
    schema: S.ErrorBody,
    run: (_, call) => call('/auth/Login', json({ username: '09120000001', password: 'nope' })),
  },
  {
    name: 'POST /auth/RefreshToken',
    status: 200,
    schema: S.Session,
    run: async (_, call) =>
      call('/auth/RefreshToken', json({ refreshToken: (await login(call, '09120000004', 'Sandbox!234')).refreshToken })),
  },
  {
    name: 'POST /auth/GetUser',
    status: 200,
    schema: S.User,
    run: (s, call) => call('/auth/GetUser', { method: 'POST', headers: authed(s.user.access_token) }),
  },
  { name: 'POST /auth/Logout', status: 200, schema: S.LogoutResponse, run: (_, call) => call('/auth/Logout', json({})) },
  {
    name: 'POST /api/v2/user/validate (new)',
    status: 200,
    schema: S.MobileCheckResponse,
    run: (_, call) => call('/api/v2/user/validate', json({ mobile: '09351112233' })),
  },
  {
    name: 'POST /api/v2/user/validate (registered → 406)',
    status: 406,
    schema: S.ErrorBody,
    run: (_, call) => call('/api/v2/user/validate', json({ mobile: '09120000001' })),
  },
  {
    name: 'POST /auth/Register',
    status: 200,
    schema: S.Session,
    run: async (_, call) => {
      const mobile = `0936${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`;
      const { token } = await body<{ token: string }>(await call('/api/v2/user/validate', json({ mobile })));
      return call(
        '/auth/Register',
        json({ mobile, username: mobile, password: 'secret1', name: 'تست', family: 'کاربر', code: '12345', token }),
      );
    },
  },
  {
    name: 'POST /auth/ForgotPassword',
    status: 200,
    schema: S.ForgotPasswordResponse,
    run: (_, call) => call('/auth/ForgotPassword', json({ username: '09120000005' })),
  },
  {
    name: 'POST /auth/ResetPassword',
    status: 200,
    schema: S.Session,
    run: async (_, call) => {
      const { token } = await body<{ token: string }>(await call('/auth/ForgotPassword', json({ username: '09120000005' })));
      return call('/auth/ResetPassword', json({ token, smsCode: '12345', newPassword: 'Sandbox!234' }));
    },
  },
  {
    name: 'POST /auth/UpdateUserCurrency',
    status: 200,
    schema: S.UpdateCurrencyResponse,
    run: (s, call) => call('/auth/UpdateUserCurrency', json({ currency: 'IRR' }, authed(s.user.access_token))),
  },
  {
    name: 'POST /auth/UpdateUserProfile',
    status: 200,
    schema: S.User,
    run: (s, call) => call('/auth/UpdateUserProfile', json({ email: 'maryam@example.com' }, authed(s.user.access_token))),
  },
  // locations
  {
    name: 'POST /api2/Location/FindLocation (city)',
    status: 200,
    schema: S.FindLocationResponse,
    run: (s, call) =>
      call(
        '/api2/Location/FindLocation',
        json(
          {
            name: 'کیش',
            lang: 'fa',
            locationTypes: [{ locationTypeid: 3 }],
            takeCount: 0,
            parentid: null,
            showAllCity: false,
            myCityShowOnly: false,
            isLocal: null,
          },
          authed(s.guest.access_token),
        ),
      ),
  },
  {
    name: 'POST /api2/Location/FindLocation (types 5, 7)',
    status: 200,
    schema: S.FindLocationResponse,
    run: (s, call) =>
      call(
        '/api2/Location/FindLocation',
        json({ name: 'teh', lang: 'fa', locationTypes: [5, 7], takeCount: 10 }, authed(s.guest.access_token)),
      ),
  },
  {
    name: 'POST /api2/Location/FindLocation (hotels of a city)',
    status: 200,
    schema: S.FindLocationResponse,
    run: (s, call) =>
      call(
        '/api2/Location/FindLocation',
        json({ name: 'پارسیان', lang: 'fa', locationTypes: [{ locationTypeid: 4 }], parentid: 402 }, authed(s.guest.access_token)),
      ),
  },
  ...(
    [
      ['/api2/Location/FindFlightLocation', 'تهران', [3, 5]],
      ['/api2/Location/FindTourLocation', 'BAK', [5, 7]],
    ] as const
  ).map(
    ([path, name, types]): Case => ({
      name: `POST ${path} (types ${types.join(', ')})`,
      status: 200,
      schema: S.FindLocationResponse,
      run: (s, call) =>
        call(
          path,
          json(
            {
              name,
              lang: 'fa',
              locationTypes: types.map((locationTypeid) => ({ locationTypeid })),
              takeCount: 0,
              parentid: null,
              showAllCity: true,
              myCityShowOnly: false,
              isLocal: null,
            },
            authed(s.guest.access_token),
          ),
        ),
    }),
  ),
  ...(['hotels', 'dtour', 'attractions', 'cip'] as const).map(
    (set): Case => ({
      name: `GET /api2/Location/Offline/${set}`,
      status: 200,
      schema: S.OfflineLocationsResponse,
      run: (s, call) => call(`/api2/Location/Offline/${set}`, { headers: authed(s.guest.access_token) }),
    }),
  ),
  // hotels and packages
  {
    name: 'POST /api/hotel/core/v1/Hotels/{locationId}/Search',
    status: 200,
    schema: S.SearchTokenResponse,
    run: (s, call) =>
      call(
        '/api/hotel/core/v1/Hotels/46082/Search',
        json({ checkIn: checkIn(), checkOut: checkIn(34), roomPassengers: rooms }, authed(s.guest.access_token)),
      ),
  },
  {
    name: 'GET /api/hotel/core/v1/Hotels/cities/{token}/available',
    status: 200,
    schema: S.HotelSearchPollResponse,
    run: (s, call) => call(`/api/hotel/core/v1/Hotels/cities/${s.searchToken}/available`, { headers: authed(s.guest.access_token) }),
  },
  {
    name: 'POST /api/hotel/core/v1/Hotels/{id}/searchpackages',
    status: 200,
    schema: S.PackageSearchTokenResponse,
    run: (s, call) =>
      call(
        `/api/hotel/core/v1/Hotels/402/searchpackages?hotelId=${s.hotelId}`,
        json({ searchToken: s.searchToken }, authed(s.guest.access_token)),
      ),
  },
  {
    name: 'GET /api/hotel/core/v1/Hotels/{token}/availablepackages',
    status: 200,
    schema: S.PackagePollResponse,
    run: (s, call) =>
      call(`/api/hotel/core/v1/Hotels/${s.packageToken}/availablepackages?hotelId=${s.hotelId}`, { headers: authed(s.guest.access_token) }),
  },
  {
    name: 'GET /api/hotel/core/v1/Hotels/{token}/packages/{packageId}/cancellationRules',
    status: 200,
    schema: S.CancellationRulesResponse,
    run: (s, call) =>
      call(`/api/hotel/core/v1/Hotels/${s.packageToken}/packages/${s.packageId}/cancellationRules`, {
        headers: authed(s.guest.access_token),
      }),
  },
  {
    name: 'POST /api2/hotelSales/showCancellationRule',
    status: 200,
    schema: S.ShowCancellationRuleResponse,
    run: (s, call) => call('/api2/hotelSales/showCancellationRule', json({ packageNumber: s.packageNumber }, authed(s.guest.access_token))),
  },
  {
    name: 'GET /api2/hotels/HotelList?hotelId=',
    status: 200,
    schema: S.HotelListResponse,
    run: (s, call) => call(`/api2/hotels/HotelList?hotelId=${s.hotelId}`, { headers: authed(s.guest.access_token) }),
  },
  {
    name: 'GET /api2/hotels/HotelList?locationId=',
    status: 200,
    schema: S.HotelListResponse,
    run: (s, call) => call('/api2/hotels/HotelList?locationId=5847', { headers: authed(s.guest.access_token) }),
  },
  {
    name: 'GET /api2/hotelSales/AgentHotels/{locationId}/false',
    status: 200,
    schema: S.HotelListResponse,
    run: (s, call) => call('/api2/hotelSales/AgentHotels/401/false', { headers: authed(s.guest.access_token) }),
  },
  // content, tracking, flights
  {
    name: 'GET /banners (Local)',
    status: 200,
    schema: S.BannersResponse,
    run: (s, call) => call('/banners?Hotel=true&Locale=Local', { headers: authed(s.guest.access_token) }),
  },
  {
    name: 'GET /banners (International)',
    status: 200,
    schema: S.BannersResponse,
    run: (s, call) => call('/banners?Hotel=true&Locale=International', { headers: authed(s.guest.access_token) }),
  },
  {
    name: 'GET /api2/Tour/TourOffer?locationId=',
    status: 200,
    schema: S.TourOffersResponse,
    run: (s, call) => call('/api2/Tour/TourOffer?locationId=402', { headers: authed(s.guest.access_token) }),
  },
  {
    name: 'GET /api2/Tour/TourOffer?source=&destination=',
    status: 200,
    schema: S.TourOffersResponse,
    run: (s, call) => call('/api2/Tour/TourOffer?source=THR&destination=46082', { headers: authed(s.guest.access_token) }),
  },
  {
    name: 'POST /api2/Events/CreateEvent',
    status: 200,
    schema: S.CreateEventResponse,
    run: (s, call) =>
      call(
        '/api2/Events/CreateEvent',
        json(
          {
            eventId: 6,
            firstName: 'مریم',
            lastName: 'احمدی',
            phoneNumber: '09121234567',
            fromDate: checkIn(),
            toDate: checkIn(33),
            sourceId: null,
            destinationId: 402,
            hotelName: null,
            url: '/hotel/ir-kish/search',
            product: 'hotel',
            cityName: 'کیش',
          },
          authed(s.guest.access_token),
        ),
      ),
  },
  {
    name: 'POST /api2/Events/CreateEvent (bad phone)',
    status: 400,
    schema: S.ErrorBody,
    run: (s, call) => call('/api2/Events/CreateEvent', json({ eventId: 6, phoneNumber: '12345' }, authed(s.guest.access_token))),
  },
  {
    name: 'POST /auth/analytics/AnalyticsInputInformation',
    status: 200,
    schema: S.AnalyticsResponse,
    run: (s, call) =>
      call(
        '/auth/analytics/AnalyticsInputInformation',
        json(
          { campaign: 'yalda', medium: 'cpc', term: null, content: null, source: 'google', officialFactorId: null },
          authed(s.guest.access_token),
        ),
      ),
  },
  {
    name: 'POST /api2/flights/Cheapest',
    status: 200,
    schema: S.CheapestResponse,
    run: (s, call) =>
      call(
        '/api2/flights/Cheapest',
        json({ fromDate: checkIn(1), toDate: checkIn(31), source: 'THR', destination: 'KIH' }, authed(s.guest.access_token)),
      ),
  },
  // flights
  {
    name: 'POST /api2/flights/searchv3',
    status: 200,
    schema: S.FlightSearchTokenResponse,
    run: (s, call) => call('/api2/flights/searchv3', json(flightSearch(), authed(s.guest.access_token))),
  },
  {
    name: 'POST /api2/flights/searchv3 (return, Tehran all airports)',
    status: 200,
    schema: S.FlightSearchTokenResponse,
    run: (s, call) =>
      call(
        '/api2/flights/searchv3',
        json(
          flightSearch({ destination: 'IST', sourceAllAirports: true, flightType: 2, returnDate: checkIn(37) }),
          authed(s.guest.access_token),
        ),
      ),
  },
  {
    name: 'POST /api2/flights/searchv3 (same origin and destination → 400)',
    status: 400,
    schema: S.ErrorBody,
    run: (s, call) => call('/api2/flights/searchv3', json(flightSearch({ destination: 'THR' }), authed(s.guest.access_token))),
  },
  {
    name: 'POST /api2/flights/available/{token}',
    status: 200,
    schema: S.FlightSearchPollResponse,
    run: (s, call) => call(`/api2/flights/available/${s.flightToken}`, { method: 'POST', headers: authed(s.guest.access_token) }),
  },
  {
    name: 'POST /api2/flights/available/{token}/cancel',
    status: 200,
    schema: S.FlightCancelResponse,
    run: async (s, call) => {
      const { searchToken } = await body<{ searchToken: string }>(
        await call('/api2/flights/searchv3', json(flightSearch(), authed(s.guest.access_token))),
      );
      return call(`/api2/flights/available/${searchToken}/cancel`, { method: 'POST', headers: authed(s.guest.access_token) });
    },
  },
  {
    name: 'GET /api2/flights/GetFlightById/{token}/{flightId}',
    status: 200,
    schema: S.FlightByIdResponse,
    run: (s, call) => call(`/api2/flights/GetFlightById/${s.flightToken}/${s.flightId}`, { headers: authed(s.guest.access_token) }),
  },
  {
    name: 'POST /api/v1/flights/rules',
    status: 200,
    schema: S.FareRulesResponse,
    run: (s, call) =>
      call('/api/v1/flights/rules', json({ searchToken: s.flightToken, flightId: s.flightId }, authed(s.guest.access_token))),
  },
  {
    name: 'POST /api/v1/flights/baggages',
    status: 200,
    schema: S.BaggageRulesResponse,
    run: (s, call) =>
      call('/api/v1/flights/baggages', json({ searchToken: s.flightToken, flightId: s.flightId }, authed(s.guest.access_token))),
  },
  {
    name: 'POST /api2/CancellationRules/CancellationRulesFlight',
    status: 200,
    schema: S.FlightCancellationRulesResponse,
    run: (s, call) =>
      call(
        '/api2/CancellationRules/CancellationRulesFlight',
        json({ searchToken: s.flightToken, flightId: s.flightId }, authed(s.guest.access_token)),
      ),
  },
  {
    name: 'POST /api2/CharterFlightRule/GetRules',
    status: 200,
    schema: S.CharterRuleResponse,
    run: (s, call) =>
      call('/api2/CharterFlightRule/GetRules', json({ searchToken: s.flightToken, flightId: s.flightId }, authed(s.guest.access_token))),
  },
  {
    name: 'POST /api2/flights/Provision',
    status: 200,
    schema: S.FlightProvisionResponse,
    run: (s, call) =>
      call('/api2/flights/Provision', json({ searchToken: s.flightToken, flightId: s.flightId }, authed(s.guest.access_token))),
  },
  {
    name: 'POST /api2/flights/Provision (sold out → 409)',
    status: 409,
    schema: S.ErrorBody,
    run: (s, call) =>
      call(
        '/api2/flights/Provision',
        json({ searchToken: s.flightToken, flightId: s.flightId }, authed(s.guest.access_token, { 'X-Sandbox-Fault': 'sold-out' })),
      ),
  },
  {
    name: 'GET /api/v2/flights/get_flight_class',
    status: 200,
    schema: S.FlightClassResponse,
    run: (s, call) => call('/api/v2/flights/get_flight_class?airline=W5', { headers: authed(s.guest.access_token) }),
  },
  {
    name: 'POST /api/v2/flights/search/cheap',
    status: 200,
    schema: S.CheapestResponse,
    run: (s, call) =>
      call(
        '/api/v2/flights/search/cheap',
        json({ fromDate: checkIn(1), toDate: checkIn(31), source: 'THR', destination: 'MHD' }, authed(s.guest.access_token)),
      ),
  },
  {
    name: 'GET /api2/flights/NonStopRoutes',
    status: 200,
    schema: S.NonStopRoutesResponse,
    run: (s, call) => call('/api2/flights/NonStopRoutes', { headers: authed(s.guest.access_token) }),
  },
  {
    name: 'GET /api2/flights/CharterSchedule',
    status: 200,
    schema: S.CharterScheduleResponse,
    run: (s, call) => call('/api2/flights/CharterSchedule', { headers: authed(s.guest.access_token) }),
  },
  // basket
  {
    name: 'POST /api2/Basket/Create',
    status: 200,
    schema: S.BasketResponse,
    run: (s, call) => call('/api2/Basket/Create', json({ data: '[{"typeInfos":{"hotels":[]}}]' }, authed(s.guest.access_token))),
  },
  {
    name: 'GET /api2/Basket/FindByCurrentUser/{id}',
    status: 200,
    schema: S.BasketResponse,
    run: (s, call) => call(`/api2/Basket/FindByCurrentUser/${s.basketId}`, { headers: authed(s.guest.access_token) }),
  },
  {
    name: 'PUT /api2/Basket/Edit',
    status: 200,
    schema: S.BasketResponse,
    run: (s, call) =>
      call(
        '/api2/Basket/Edit',
        json(
          { basketId: s.basketId, data: '[{"typeInfos":{"hotels":[{"id":1}]},"passengerInfos":[]}]' },
          authed(s.guest.access_token),
          'PUT',
        ),
      ),
  },
  {
    name: 'DELETE /api2/Basket/Delete/{id}/{part}',
    status: 200,
    schema: S.BasketDeleteResponse,
    run: (s, call) => call(`/api2/Basket/Delete/${s.basketId}/hotels`, { method: 'DELETE', headers: authed(s.guest.access_token) }),
  },
  {
    name: 'DELETE /api2/Basket/Delete/{id}',
    status: 200,
    schema: S.BasketDeleteResponse,
    run: async (s, call) => {
      const created = await body<{ data: { basketId: number } }>(
        await call('/api2/Basket/Create', json({ data: '[]' }, authed(s.user.access_token))),
      );
      return call(`/api2/Basket/Delete/${created.data.basketId}`, { method: 'DELETE', headers: authed(s.user.access_token) });
    },
  },
  {
    name: 'PUT /api2/Basket/ValidatePhoneNumber',
    status: 200,
    schema: S.ValidatePhoneNumberResponse,
    run: async (s, call) => {
      const created = await body<{ data: { basketId: number } }>(
        await call('/api2/Basket/Create', json({ data: '[]' }, authed(s.guest.access_token))),
      );
      return call(
        '/api2/Basket/ValidatePhoneNumber',
        json(
          { basketId: created.data.basketId, phoneNumber: '09127654321', email: 'a@example.com', ValidationType: 1 },
          authed(s.guest.access_token),
          'PUT',
        ),
      );
    },
  },
  {
    name: 'POST /api2/PreReserves/AddPreReserve',
    status: 200,
    schema: S.PreReserveResponse,
    run: (s, call) => call('/api2/PreReserves/AddPreReserve', json({ packageNumber: s.packageNumber }, authed(s.user.access_token))),
  },
  // payment
  {
    name: 'GET /api/v2/payment/token/payment',
    status: 200,
    schema: S.PaymentTokenResponse,
    run: (s, call) =>
      call(
        `/api/v2/payment/token/payment?factor_id=${s.factorId}&callback_url=${encodeURIComponent('http://127.0.0.1/checkout/hotel/result')}&lang=fa`,
        { headers: authed(s.user.access_token) },
      ),
  },
  {
    name: 'POST /api/v3/payment/topup',
    status: 200,
    schema: S.PaymentTokenResponse,
    run: (s, call) =>
      call(
        '/api/v3/payment/topup',
        json({ amount: 5_000_000, callback_url: 'http://127.0.0.1/dashboard/transactions' }, authed(s.user.access_token)),
      ),
  },
  {
    name: 'GET /api/v3/Management/Payment/CheckHotelFactorStatus/{id}',
    status: 200,
    schema: S.FactorStatusResponse,
    run: (s, call) => call(`/api/v3/Management/Payment/CheckHotelFactorStatus/${s.paidFactorId}`, { headers: authed(s.user.access_token) }),
  },
  // account
  {
    name: 'GET /api2/SSO/Users/GetBalance',
    status: 200,
    schema: S.BalanceResponse,
    run: (s, call) => call('/api2/SSO/Users/GetBalance', { headers: authed(s.user.access_token) }),
  },
  {
    name: 'GET /api2/Cashback/configuration',
    status: 200,
    schema: S.CashbackConfigResponse,
    run: (s, call) => call('/api2/Cashback/configuration', { headers: authed(s.user.access_token) }),
  },
  {
    name: 'GET /api2/Cashback/getList',
    status: 200,
    schema: S.CashbackListResponse,
    run: (s, call) =>
      call('/api2/Cashback/getList?page=1&pageSize=10&cashbackStatus=approved', { headers: authed(s.counter.access_token) }),
  },
  {
    name: 'GET /api2/Cashback/Calculate',
    status: 200,
    schema: S.CashbackCalculateResponse,
    run: (s, call) => call('/api2/Cashback/Calculate?officialFactorAmount=123456789', { headers: authed(s.user.access_token) }),
  },
  {
    name: 'POST /reports/DirectReports/Run',
    status: 200,
    schema: S.OrdersResponse,
    run: (s, call) =>
      call('/reports/DirectReports/Run', json({ reportName: 'orders', page: 1, pageSize: 20 }, authed(s.user.access_token))),
  },
  {
    name: 'GET /reports/DirectReports/ContractSalesReport/{id}/0/TRUE',
    status: 200,
    schema: S.ContractSalesReportResponse,
    run: (s, call) => call(`/reports/DirectReports/ContractSalesReport/${s.paidFactorId}/0/TRUE`, { headers: authed(s.user.access_token) }),
  },
  {
    name: 'POST /api2/Orders/Track/SendCode',
    status: 200,
    schema: S.TrackCodeResponse,
    run: (s, call) =>
      call(
        '/api2/Orders/Track/SendCode',
        json({ officialFactorId: s.paidOfficialId, mobile: '09120000001' }, authed(s.guest.access_token)),
      ),
  },
  {
    name: 'POST /api2/Orders/Track',
    status: 200,
    schema: S.OrderResponse,
    run: async (s, call) => {
      const who = { officialFactorId: s.paidOfficialId, mobile: '09120000001' };
      const sent = (await (await call('/api2/Orders/Track/SendCode', json(who, authed(s.guest.access_token)))).json()) as {
        data: { token: string };
      };
      return call('/api2/Orders/Track', json({ ...who, token: sent.data.token, code: '12345' }, authed(s.guest.access_token)));
    },
  },
  {
    name: 'GET /api/v1/transactionv2/transaction_detail',
    status: 200,
    schema: S.TransactionsResponse,
    run: (s, call) => call('/api/v1/transactionv2/transaction_detail?page=1&pageSize=50', { headers: authed(s.counter.access_token) }),
  },
  {
    name: 'GET /api2/Refunds/GetFactorInfo/{id}',
    status: 200,
    schema: S.RefundInfoResponse,
    run: (s, call) => call(`/api2/Refunds/GetFactorInfo/${s.paidFactorId}?userid=u-1001`, { headers: authed(s.user.access_token) }),
  },
  {
    name: 'POST /api2/Refunds/RequestRefund',
    status: 200,
    schema: S.RefundResponse,
    run: (s, call) =>
      call('/api2/Refunds/RequestRefund', json({ factorId: s.paidFactorId, reason: 'تغییر برنامه سفر' }, authed(s.user.access_token))),
  },
  {
    name: 'GET /api2/Refunds/List',
    status: 200,
    schema: S.RefundListResponse,
    run: (s, call) => call('/api2/Refunds/List', { headers: authed(s.counter.access_token) }),
  },
  // sandbox and errors
  { name: 'GET /sandbox/holidays', status: 200, schema: S.HolidaysResponse, run: (_, call) => call('/sandbox/holidays') },
  {
    name: 'unknown path → 404',
    status: 404,
    schema: S.ErrorBody,
    run: (s, call) => call('/api2/Nope', { headers: authed(s.guest.access_token) }),
  },
  {
    name: 'no token → 401',
    status: 401,
    schema: S.ErrorBody,
    run: (_, call) => call('/banners?Hotel=true&Locale=Local', { headers: PROVIDER }),
  },
  {
    name: 'no provider code → 400',
    status: 400,
    schema: S.ErrorBody,
    run: (_, call) => call('/auth/Login', { method: 'POST', body: '{}' }),
  },
];

export const CONTRACT_CASE_COUNT = CASES.length;

/** Set up sessions, a search, a package, a basket, a pending and a paid order. */
export async function setUp(call: Call): Promise<SuiteState> {
  const guest = await guestLogin(call);
  const user = await login(call, '09120000001', 'Sandbox!234');
  const counter = await login(call, '09120000002', 'Sandbox!234');
  const g = authed(guest.access_token);
  const { searchToken } = await body<{ searchToken: string }>(
    await call('/api/hotel/core/v1/Hotels/402/Search', json({ checkIn: checkIn(), checkOut: checkIn(33), roomPassengers: rooms }, g)),
  );
  const poll = await body<{ items: { hotelId: number }[] }>(
    await call(`/api/hotel/core/v1/Hotels/cities/${searchToken}/available`, { headers: g }),
  );
  // A refundable, bookable package (the refund cases need one); which hotels have one depends on the dates, and
  // the dates follow today, so look through the first round's hotels instead of trusting the first.
  let found: { hotelId: number; packageToken: string; pkg: { packageId: number; packageNumber: string } } | null = null;
  for (const item of poll.items.slice(0, 20)) {
    const { searchToken: token } = await body<{ searchToken: string }>(
      await call(`/api/hotel/core/v1/Hotels/402/searchpackages?hotelId=${item.hotelId}`, json({ searchToken }, g)),
    );
    const packages = await body<{ items: { packageId: number; packageNumber: string; isSoldOut: boolean; isRefundable: boolean }[] }>(
      await call(`/api/hotel/core/v1/Hotels/${token}/availablepackages?hotelId=${item.hotelId}`, { headers: g }),
    );
    const ok = packages.items.find((p) => !p.isSoldOut && p.isRefundable);
    if (ok) {
      found = { hotelId: item.hotelId, packageToken: token, pkg: ok };
      break;
    }
  }
  if (!found) throw new Error('no refundable package among the first round of the Kish search');
  const { hotelId, packageToken, pkg } = found;
  const basket = await body<{ data: { basketId: number } }>(
    await call('/api2/Basket/Create', json({ data: '[{"typeInfos":{"hotels":[]}}]' }, g)),
  );
  const order = async () =>
    (
      await body<{ data: { factorId: number; officialFactorId: string } }>(
        await call('/api2/PreReserves/AddPreReserve', json({ packageNumber: pkg.packageNumber }, authed(user.access_token))),
      )
    ).data;
  const factorId = (await order()).factorId;
  const { factorId: paidFactorId, officialFactorId: paidOfficialId } = await order();
  const pay = await body<{ data: { token: string } }>(
    await call(
      `/api/v2/payment/token/payment?factor_id=${paidFactorId}&callback_url=${encodeURIComponent('http://127.0.0.1/checkout/hotel/result')}`,
      { headers: authed(user.access_token) },
    ),
  );
  const paid = await call(`/sandbox/pay/${pay.data.token}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: 'action=pay',
    redirect: 'manual',
  });
  if (paid.status !== 303) throw new Error(`payment page answered ${paid.status}`);
  const { searchToken: flightToken } = await body<{ searchToken: string }>(await call('/api2/flights/searchv3', json(flightSearch(), g)));
  const flights = await body<{ departures: { flightId: string }[] }>(
    await call(`/api2/flights/available/${flightToken}`, { method: 'POST', headers: g }),
  );
  // Some flights sell out or re-price at provision (by design); the provision case needs one that is still there.
  let flightId: string | null = null;
  for (const f of flights.departures) {
    const res = await call('/api2/flights/Provision', json({ searchToken: flightToken, flightId: f.flightId }, g));
    if (res.status === 200) {
      flightId = f.flightId;
      break;
    }
  }
  if (!flightId) throw new Error('no bookable flight in the first round of the THR-MHD search');
  return {
    guest,
    user,
    counter,
    searchToken,
    hotelId,
    packageToken,
    packageId: pkg.packageId,
    packageNumber: pkg.packageNumber,
    basketId: basket.data.basketId,
    factorId,
    paidFactorId,
    paidOfficialId,
    flightToken,
    flightId,
  };
}

/** Register the table as vitest cases. `makeCall` is resolved in beforeAll (servers start there). */
export function contractSuite(label: string, getCall: () => Call): void {
  describe(`contract: ${label}`, () => {
    let state: SuiteState;
    beforeAll(async () => {
      state = await setUp(getCall());
    });
    for (const c of CASES) {
      it(c.name, async () => {
        const res = await c.run(state, getCall());
        const text = await res.text();
        expect(res.status, text.slice(0, 300)).toBe(c.status);
        expect(res.headers.get('content-type') ?? '').toMatch(/^application\/json/);
        const problems = contractProblems(c.schema, JSON.parse(text));
        expect(problems, text.slice(0, 300)).toEqual([]);
      });
    }
  });
}
