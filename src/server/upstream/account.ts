/**
 * Dashboard data (spec 000 §2.2, spec 001 §7): the current user, wallet balance, cashback, orders, pending orders,
 * refunds and wallet transactions. Server components call these through `upstream()`; each answer is parsed by
 * its schema.
 */
import { User } from '../schemas/auth';
import {
  BalanceResponse,
  CashbackConfigResponse,
  CashbackListResponse,
  ContractSalesReportResponse,
  FactorPassengersResponse,
  OrdersResponse,
  RefundListResponse,
  TransactionsResponse,
  UploadResponse,
} from '../schemas/account';
import { OrderPaymentBreakdownResponse, UserPaymentDetailResponse, UserPaymentsResponse } from '../schemas/payment';
import { cashbackPercentOf } from '@/lib/money';
import type { UpstreamClient } from './request';

const CASHBACK_DEADLINE_MS = 3_000;

export const accountApi = (client: UpstreamClient) => ({
  /**
   * A passport scan (`FileUploads/Upload`, multipart `file` + `kind`): the supplier keeps it for the booking and answers
   * its id, which the traveller then carries. Not repeated (a POST; the traveller may send it again).
   */
  uploadPassport: async (file: Blob, fileName: string) => {
    const form = new FormData();
    form.set('kind', 'passport');
    form.set('file', file, fileName);
    return (await client.call({ method: 'POST', path: '/api2/FileUploads/Upload', body: form, schema: UploadResponse })).data;
  },
  user: () => client.call({ method: 'POST', path: '/auth/GetUser', body: {}, schema: User, client: 'auth', idempotent: true }),
  balance: async () => (await client.call({ method: 'GET', path: '/api2/SSO/Users/GetBalance', schema: BalanceResponse })).data,
  cashbackConfig: async () =>
    (await client.call({ method: 'GET', path: '/api2/Cashback/configuration', schema: CashbackConfigResponse })).data,
  /**
   * The viewer's cashback percent for the «… تومان به کیف پول شما برمی‌گردد» line (spec 001 §9), or null when
   * cashback is off. Optional page content: one try under a short deadline, and a failure is no line, never a
   * failed page.
   */
  cashbackPercent: async (): Promise<number | null> => {
    try {
      const config = (
        await client.call({
          method: 'GET',
          path: '/api2/Cashback/configuration',
          schema: CashbackConfigResponse,
          retries: 0,
          deadlineMs: CASHBACK_DEADLINE_MS,
        })
      ).data;
      return cashbackPercentOf(config);
    } catch (err) {
      console.warn('cashback configuration unavailable:', err instanceof Error ? err.message : err);
      return null;
    }
  },
  cashbackList: async (page = 1, pageSize = 20) =>
    (await client.call({ method: 'GET', path: `/api2/Cashback/getList?page=${page}&pageSize=${pageSize}`, schema: CashbackListResponse }))
      .data,
  orders: async (reportName: 'orders' | 'pending' = 'orders', page = 1, pageSize = 20) =>
    (
      await client.call({
        method: 'POST',
        path: '/reports/DirectReports/Run',
        body: { reportName, page, pageSize },
        schema: OrdersResponse,
        idempotent: true,
      })
    ).data,
  /** The agency's sales report of one of its orders (ContractSalesReport); 404 for an order not the caller's. */
  salesReport: async (factorId: number) =>
    (
      await client.call({
        method: 'GET',
        path: `/reports/DirectReports/ContractSalesReport/${encodeURIComponent(String(factorId))}/0/TRUE`,
        schema: ContractSalesReportResponse,
      })
    ).data,
  /** The travellers of one of the caller's orders (GetFactorPassengerInfo); 404 for an order not the caller's. */
  orderTravellers: async (factorId: number) =>
    (
      await client.call({
        method: 'GET',
        path: `/api2/Orders/GetFactorPassengerInfo/${encodeURIComponent(String(factorId))}`,
        schema: FactorPassengersResponse,
      })
    ).data.passengers,
  refunds: async (page = 1, pageSize = 20) =>
    (await client.call({ method: 'GET', path: `/api2/Refunds/List?page=${page}&pageSize=${pageSize}`, schema: RefundListResponse })).data,
  transactions: async (page = 1, pageSize = 20) =>
    (
      await client.call({
        method: 'GET',
        path: `/api/v1/transactionv2/transaction_detail?page=${page}&pageSize=${pageSize}`,
        schema: TransactionsResponse,
      })
    ).data,
  /** The user's payments, newest first (GET /api/v3/payment): gateway, wallet and credit parts, top-ups, refunds. */
  payments: async (page = 1, pageSize = 20) =>
    (await client.call({ method: 'GET', path: `/api/v3/payment?page=${page}&pageSize=${pageSize}`, schema: UserPaymentsResponse })).data,
  /** One of the user's payments (GET /api/v3/payment/{id}); 404 for anyone else's. */
  payment: async (paymentId: string) =>
    (await client.call({ method: 'GET', path: `/api/v3/payment/${encodeURIComponent(paymentId)}`, schema: UserPaymentDetailResponse }))
      .data,
  /** How one of the user's orders was paid (GET /api/v2/paymentjson/{factorId}); 404 for anyone else's. */
  orderPayments: async (factorId: number) =>
    (
      await client.call({
        method: 'GET',
        path: `/api/v2/paymentjson/${encodeURIComponent(String(factorId))}`,
        schema: OrderPaymentBreakdownResponse,
      })
    ).data,
});

export type AccountApi = ReturnType<typeof accountApi>;
