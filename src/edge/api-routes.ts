import {
  BalanceResponse,
  CashbackConfigResponse,
  CashbackListResponse,
  OrderResponse,
  TrackCodeRequest,
  TrackCodeResponse,
  TrackOrderRequest,
} from '@/server/schemas/account';
import {
  MobileCheckRequest,
  MobileCheckResponse,
  ForgotPasswordRequest,
  ForgotPasswordResponse,
  UpdateCurrencyRequest,
  UpdateCurrencyResponse,
  UpdateProfileRequest,
  User,
} from '@/server/schemas/auth';
import { AnswersRequest, AnswersResponse, ResultResponse, TryYourChanceRequest, TryYourChanceResponse } from '@/server/schemas/campaign';
import { CreateEventRequest, CreateEventResponse } from '@/server/schemas/events';
import { FindLocationRequest, FindLocationResponse } from '@/server/schemas/locations';
import { HolidaysResponse } from '@/server/schemas/content';
import { OfflineLocationsResponse } from '@/server/schemas/locations';
import type { ApiRoute } from '@/server/api-route';
import type { ServerProduct } from '@/server/product';
// dashboard
import {
  OrdersResponse,
  RefundInfoResponse,
  RefundListResponse,
  RefundRequest,
  RefundResponse,
  ReportRunRequest,
  TransactionsResponse,
} from '@/server/schemas/account';
// agencies, customers (BUYFOROTHER) and saved / agent passengers
import {
  CreateAgentRequest,
  CreateAgentResponse,
  CreateCustomerRequest,
  CustomerListResponse,
  CustomerResponse,
  SavedPassengerResponse,
  SavedPassengersResponse,
  SavePassengerRequest,
  ServiceRequestBody,
  ServiceRequestResponse,
} from '@/server/schemas/agency';

export type { ApiRoute } from '@/server/api-route';

/**
 * The shared routes of the allow-list; each product adds its own (its definition's `apiRoutes`, e.g. a flight's
 * detail panel or a hotel package's cancellation rules): `apiRoutesOf(products)` is the whole list.
 */
export const API_ROUTES: readonly ApiRoute[] = [
  // Location search (destination combobox).
  {
    method: 'POST',
    path: '/api/locations/search',
    upstream: '/api2/Location/FindLocation',
    body: FindLocationRequest,
    response: FindLocationResponse,
    idempotent: true,
  },
  // The campaign wheel (/campaign): answers, the one try and the account's result; registered accounts only.
  {
    method: 'POST',
    path: '/api/campaign/answers',
    upstream: '/api2/Question/Answers',
    body: AnswersRequest,
    response: AnswersResponse,
    loginRequired: true,
  },
  {
    method: 'POST',
    path: '/api/campaign/try',
    upstream: '/api2/luckywheel/TryYourChance',
    body: TryYourChanceRequest,
    response: TryYourChanceResponse,
    loginRequired: true,
  },
  {
    method: 'GET',
    path: '/api/campaign/result',
    upstream: '/api2/luckywheel/Result',
    query: ['EventId'],
    response: ResultResponse,
    loginRequired: true,
  },
  // Leads.
  { method: 'POST', path: '/api/leads', upstream: '/api2/Events/CreateEvent', body: CreateEventRequest, response: CreateEventResponse },
  // Basket: reads and writes go through src/edge/basket-routes.ts (versioned, one basket per session). There is no
  // browser route to AddPreReserve: the one checkout's BasketBook re-checks and reserves every item (spec 000 §7 keeps
  // the supplier path, but a direct call from the browser would open a second, unpaid hotel order outside it).
  // Auth dialog steps that don't change the session (login/register/reset/logout are in auth-routes.ts).
  {
    method: 'POST',
    path: '/api/auth/mobile-check',
    upstream: '/api/v2/user/validate',
    body: MobileCheckRequest,
    response: MobileCheckResponse,
    client: 'auth',
  },
  {
    method: 'POST',
    path: '/api/auth/forgot',
    upstream: '/auth/ForgotPassword',
    body: ForgotPasswordRequest,
    response: ForgotPasswordResponse,
    client: 'auth',
  },
  // Account.
  {
    method: 'POST',
    path: '/api/account/user',
    upstream: '/auth/GetUser',
    response: User,
    client: 'auth',
    idempotent: true,
    loginRequired: true,
  },
  {
    method: 'POST',
    path: '/api/account/profile',
    upstream: '/auth/UpdateUserProfile',
    body: UpdateProfileRequest,
    response: User,
    client: 'auth',
    loginRequired: true,
  },
  {
    method: 'GET',
    path: '/api/account/balance',
    upstream: '/api2/SSO/Users/GetBalance',
    response: BalanceResponse,
    loginRequired: true,
  },
  { method: 'GET', path: '/api/cashback/config', upstream: '/api2/Cashback/configuration', response: CashbackConfigResponse },
  {
    method: 'GET',
    path: '/api/cashback/list',
    upstream: '/api2/Cashback/getList',
    query: ['page', 'pageSize', 'cashbackStatus'],
    response: CashbackListResponse,
    loginRequired: true,
  },
  {
    method: 'POST',
    path: '/api/account/currency',
    upstream: '/auth/UpdateUserCurrency',
    body: UpdateCurrencyRequest,
    response: UpdateCurrencyResponse,
    client: 'auth',
  },
  // content
  // order tracking: an SMS code to the buyer's mobile first, then the order with the code (both rate-limited).
  {
    method: 'POST',
    path: '/api/orders/track/code',
    upstream: '/api2/Orders/Track/SendCode',
    body: TrackCodeRequest,
    response: TrackCodeResponse,
  },
  {
    method: 'POST',
    path: '/api/orders/track',
    upstream: '/api2/Orders/Track',
    body: TrackOrderRequest,
    response: OrderResponse,
  },
  // search form: the popular-city lists of the destination combobox (hotels, dtour, attractions, cip) and the
  // official holidays shown in red by the date picker.
  { method: 'GET', path: '/api/locations/offline/:set', upstream: '/api2/Location/Offline/:set', response: OfflineLocationsResponse },
  { method: 'GET', path: '/api/holidays', upstream: '/sandbox/holidays', query: ['from', 'to'], response: HolidaysResponse },
  // dashboard: orders, pending orders, transactions, refunds and wallet top-up.
  {
    method: 'POST',
    path: '/api/account/orders',
    upstream: '/reports/DirectReports/Run',
    body: ReportRunRequest,
    response: OrdersResponse,
    idempotent: true,
    loginRequired: true,
  },
  {
    method: 'GET',
    path: '/api/account/transactions',
    upstream: '/api/v1/transactionv2/transaction_detail',
    query: ['page', 'pageSize'],
    response: TransactionsResponse,
    loginRequired: true,
  },
  {
    method: 'GET',
    path: '/api/account/refunds',
    upstream: '/api2/Refunds/List',
    query: ['page', 'pageSize'],
    response: RefundListResponse,
    loginRequired: true,
  },
  {
    method: 'GET',
    path: '/api/account/refunds/:factorId',
    upstream: '/api2/Refunds/GetFactorInfo/:factorId',
    response: RefundInfoResponse,
    loginRequired: true,
  },
  {
    method: 'POST',
    path: '/api/account/refunds/request',
    upstream: '/api2/Refunds/RequestRefund',
    body: RefundRequest,
    response: RefundResponse,
    loginRequired: true,
  },
  // The dashboard's top-up is not proxied: /api/account/topup (src/edge/checkout-routes.ts) takes an amount only and the
  // server builds the gateway's callback on its own origin (a proxied body would let the browser name it).
  // Agency partner registration (/register?active=agency; rate-limited in rate-limit.ts), the customers a
  // BUYFOROTHER user buys for, and saved passengers (an agent's passenger list for AGENT). The upstream decides who
  // may: only the owner's own lists, CreateCustomer only for BUYFOROTHER.
  {
    method: 'POST',
    path: '/api/agency/register',
    upstream: '/api2/Customer/CreateAgent',
    body: CreateAgentRequest,
    response: CreateAgentResponse,
  },
  {
    method: 'GET',
    path: '/api/account/customers',
    upstream: '/api2/Customer/GetCustomers',
    response: CustomerListResponse,
    loginRequired: true,
  },
  {
    method: 'POST',
    path: '/api/account/customers',
    upstream: '/api2/Customer/CreateCustomer',
    body: CreateCustomerRequest,
    response: CustomerResponse,
    loginRequired: true,
  },
  // An agency's request for one of the supplier's extra services (the dashboard's agent services form); the supplier
  // checks the values against the service's form and refuses other accounts.
  {
    method: 'POST',
    path: '/api/agency/services/request',
    upstream: '/api2/AgentServices/SubmitServiceRequest',
    body: ServiceRequestBody,
    response: ServiceRequestResponse,
    loginRequired: true,
  },
  {
    method: 'GET',
    path: '/api/account/passengers',
    upstream: '/v2/user/order_passengers/',
    query: ['filter'],
    response: SavedPassengersResponse,
    loginRequired: true,
  },
  {
    method: 'POST',
    path: '/api/account/passengers',
    upstream: '/v2/user/order_passengers/',
    body: SavePassengerRequest,
    response: SavedPassengerResponse,
    loginRequired: true,
  },
];

const PARAM = /^(?!\.{1,2}$)[A-Za-z0-9._~-]{1,1024}$/;

/** Matches a browser path against a route pattern; returns the params or null. */
export function matchRoute(pattern: string, path: string): Record<string, string> | null {
  const a = pattern.split('/');
  const b = path.split('/');
  if (a.length !== b.length) return null;
  const params: Record<string, string> = {};
  for (let i = 0; i < a.length; i++) {
    const p = a[i]!;
    const s = b[i]!;
    if (p.startsWith(':')) {
      if (!PARAM.test(s)) return null;
      params[p.slice(1)] = s;
    } else if (p !== s) return null;
  }
  return params;
}

export function fillTemplate(template: string, params: Record<string, string>): string {
  return template.replace(/:([A-Za-z]+)/g, (_m, name: string) => encodeURIComponent(params[name] ?? ''));
}

/** The whole allow-list: the shared routes, then each product's own. */
export const apiRoutesOf = (products: readonly Pick<ServerProduct, 'apiRoutes'>[]): readonly ApiRoute[] => [
  ...API_ROUTES,
  ...products.flatMap((p) => p.apiRoutes ?? []),
];
