/** Wallet, cashback and dashboard data: orders, transactions, refunds (spec 000 §3, spec 001 §3, §7). */
import * as v from 'valibot';
import { Amount, Envelope, IsoDate, IsoDateTime, OrderDocumentRef, OrderPart, OrderProduct, Page } from './common';

export const BalanceResponse = Envelope(v.object({ userId: v.string(), user_balance: Amount, currency: v.literal('IRR') }));

export const CashbackConfigResponse = Envelope(
  v.object({
    isEnable: v.boolean(),
    cashbackPercent: v.number(),
    /** Cashback the user has received so far, rial. */
    cashbackTotalAmount: Amount,
    /** Purchases that earned it, rial. */
    cashbackTotalAmountPurchase: Amount,
    /** Persian alert text; empty means no alert. */
    message: v.string(),
  }),
);

export const CASHBACK_STATUSES = ['pending', 'approved', 'rejected'] as const;
export const CashbackItem = v.object({
  id: v.number(),
  factorId: v.number(),
  officialFactorId: v.string(),
  title: v.string(),
  purchaseAmount: Amount,
  amount: Amount,
  status: v.picklist(CASHBACK_STATUSES),
  statusText: v.string(),
  createdAt: IsoDateTime,
});
export const CashbackListResponse = Envelope(Page(CashbackItem));
export const CashbackCalculateResponse = Envelope(v.object({ amount: Amount, percent: v.number() }));

export const ORDER_STATUSES = ['pending', 'paid', 'issued', 'cancelled', 'failed', 'refund_requested', 'refunded'] as const;
export const OrderStatus = v.picklist(ORDER_STATUSES);

/** Whom an order was bought for (a BUYFOROTHER buyer's customer). */
export const OrderCustomer = v.object({
  customerId: v.pipe(v.string(), v.maxLength(64)),
  name: v.pipe(v.string(), v.maxLength(200)),
});

export const Order = v.object({
  factorId: v.number(),
  officialFactorId: v.string(),
  product: OrderProduct,
  title: v.string(),
  status: OrderStatus,
  statusText: v.string(),
  totalPrice: Amount,
  currency: v.literal('IRR'),
  createdAt: IsoDateTime,
  fromDate: IsoDate,
  toDate: IsoDate,
  hotelId: v.nullable(v.number()),
  cityPersianName: v.nullable(v.string()),
  passengersCount: v.number(),
  refundable: v.boolean(),
  packageNumber: v.nullable(v.string()),
  trackingCode: v.nullable(v.string()),
  mobile: v.nullable(v.string()),
  /** The documents the issued order holds (none while it is unpaid or once refunded), in the order's own order. */
  documents: v.optional(v.array(OrderDocumentRef)),
  /** The parts other products joined to the order that their product cancels on its own (absent: none). */
  parts: v.optional(v.array(OrderPart)),
  /** BUYFOROTHER: the buyer's customer the order was bought for (null or absent: for the buyer). */
  customer: v.optional(v.nullable(OrderCustomer)),
  /**
   * Only in the order-tracking answer: a short-lived proof, issued after the SMS code, that lets this visitor download
   * the order's documents (`/api/orders/track/documents/…?access=`). Bound to the order and its buyer's mobile.
   */
  documentAccess: v.optional(v.pipe(v.string(), v.maxLength(1024))),
});

/** POST /reports/DirectReports/Run body. reportName `orders` (default) or `pending`. */
export const ReportRunRequest = v.object({
  reportName: v.optional(v.picklist(['orders', 'pending'])),
  page: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1))),
  pageSize: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(100))),
  status: v.optional(OrderStatus),
});
export const OrdersResponse = Envelope(Page(Order));
export const OrderResponse = Envelope(Order);

/**
 * GET /reports/DirectReports/ContractSalesReport/{factorId}/0/TRUE → the agency's sales report of one of its orders
 * (issue 49 point 9): the order and, for an order made through the checkout, how its price was made up and paid,
 * integer rial (`sales` null for an order without that record).
 */
export const ContractSales = v.object({
  grossPrice: Amount,
  /** The agency's (role) discount off the gross price. */
  roleDiscount: Amount,
  couponCode: v.nullable(v.string()),
  couponDiscount: Amount,
  payable: Amount,
  /** Paid from the wallet or the agency's credit. */
  creditPaid: Amount,
  /** The rest, by card (0 while unpaid). */
  cardPaid: Amount,
});
export const ContractSalesReport = v.object({ ...Order.entries, sales: v.nullable(ContractSales) });
export const ContractSalesReportResponse = Envelope(ContractSalesReport);

/**
 * Order tracking (/track-order) proves the buyer's mobile with an SMS code first:
 * POST /api2/Orders/Track/SendCode { officialFactorId, mobile } → envelope { token, codeLength, expireAt } (the code goes
 * by SMS to the mobile when an order has that number and mobile; the answer is the same either way), then
 * POST /api2/Orders/Track { officialFactorId, mobile, token, code } → envelope Order.
 */
const OfficialFactorId = v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(24));
const TrackMobile = v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(20));
export const TrackCodeRequest = v.object({ officialFactorId: OfficialFactorId, mobile: TrackMobile });
export const TrackCodeResponse = Envelope(v.object({ token: v.string(), codeLength: v.number(), expireAt: IsoDateTime }));
export const TrackOrderRequest = v.object({
  officialFactorId: OfficialFactorId,
  mobile: TrackMobile,
  token: v.pipe(v.string(), v.minLength(1), v.maxLength(1024)),
  code: v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(10)),
});

export const TRANSACTION_TYPES = ['deposit', 'purchase', 'cashback', 'refund', 'withdraw'] as const;
export const Transaction = v.object({
  id: v.number(),
  type: v.picklist(TRANSACTION_TYPES),
  /** Signed: credits positive, debits negative. */
  amount: Amount,
  balanceAfter: Amount,
  description: v.string(),
  createdAt: IsoDateTime,
  factorId: v.nullable(v.number()),
});
export const TransactionsResponse = Envelope(v.object({ ...Page(Transaction).entries, balance: Amount }));

// Refund shapes live in one module (refunds.ts); re-exported here for the dashboard's older imports.
export { REFUND_STATUSES, Refund, RefundInfoResponse, RefundListResponse, RefundRequest, RefundResponse } from './refunds';

export type Order = v.InferOutput<typeof Order>;
export type OrderStatus = v.InferOutput<typeof OrderStatus>;
export type Transaction = v.InferOutput<typeof Transaction>;
export type CashbackItem = v.InferOutput<typeof CashbackItem>;

/**
 * GET /api2/Orders/GetFactorPassengerInfo/{factorId} → the travellers of one of the caller's orders, as booked
 * (issue 49 point 9: traveller info by id); 404 for an order not the caller's. Every field but the name may be null.
 */
export const FactorPassenger = v.object({
  name: v.string(),
  latinName: v.nullable(v.string()),
  type: v.nullable(v.picklist(['adult', 'child', 'infant'])),
  gender: v.nullable(v.string()),
  birthDate: v.nullable(v.string()),
  nationalCode: v.nullable(v.string()),
  passportNumber: v.nullable(v.string()),
  isLeader: v.boolean(),
});
export const FactorPassengersResponse = Envelope(v.object({ factorId: v.number(), passengers: v.array(FactorPassenger) }));

/**
 * POST /api2/FileUploads/Upload (multipart: `file`, optional `kind` = `passport`) → a passport scan kept for the
 * booking (issue 49 point 9). JPEG, PNG or PDF (by their first bytes, and the declared type must agree), at most
 * `UPLOAD_MAX_BYTES`; 413 when larger, 400 for anything else, each with a Persian message.
 */
export const UPLOAD_MAX_BYTES = 2 * 1024 * 1024;
export const UPLOAD_TYPES = ['image/jpeg', 'image/png', 'application/pdf'] as const;
export const UploadedFile = v.object({
  fileId: v.string(),
  kind: v.literal('passport'),
  fileName: v.string(),
  contentType: v.picklist(UPLOAD_TYPES),
  size: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(UPLOAD_MAX_BYTES)),
  uploadedAt: IsoDateTime,
});
export const UploadResponse = Envelope(UploadedFile);
