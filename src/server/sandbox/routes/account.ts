/**
 * Wallet, cashback and the dashboard's orders, transactions and refunds. All need an access token; the guest
 * account simply has none of them.
 */
import { Hono } from 'hono';
import { toPersianDigits } from '@/lib/text';
import type { CashbackItem } from '../../schemas/account';
import { ReportRunRequest, TrackCodeRequest, TrackOrderRequest } from '../../schemas/account';
import type { SandboxEnv } from '../context';
import { CASHBACK_PERCENT } from '../data/accounts';
import { fail, intParam, ok, pageQuery, paginate, readBody, type Ctx } from '../http';
import { currentUser, isGuestUser } from '../session';
import { markUsed, type OrderRecord, orderCustomer, type Store } from '../store';
import { passengerName } from '../issue';
import { isoInstant } from '../time';
import { checkCode, CODE_LENGTH, codeToken, normaliseMobile } from './auth';
import { orderParts } from './service-cancel';
import { documentAccessToken, orderDocumentRefs } from './tickets';
import { valuesWhere } from '../tracked-map';

const CASHBACK_STATUS_BY_NUMBER: Readonly<Record<string, CashbackItem['status']>> = { '0': 'pending', '1': 'approved', '2': 'rejected' };

/** The order as the API shows it: without its owner and its booking (the ticket and refund calls read those). */
function toOrder(o: OrderRecord, c: Ctx, store: Store) {
  // What was bought (booking) and the checkout's money stay in the sandbox: the order lists answer the Order shape
  // only, with the documents the order holds (their names, not their contents), and (BUYFOROTHER) whom it was for.
  const { userId: _userId, booking: _booking, checkout: _checkout, basketId: _basketId, customerId, ...order } = o;
  const { cancelledParts: _parts, ...shown } = order;
  const parts = orderParts(o);
  return {
    ...shown,
    documents: orderDocumentRefs(c, o),
    ...(parts.length ? { parts } : {}),
    customer: orderCustomer(store, o.userId, customerId),
  };
}

/** The travellers an order was booked with: the first basket slot whose items carry passengers (a flight's vehicles
 * before a hotel's rooms), else the basket's passenger list; each once. */
export function orderTravellers(o: OrderRecord) {
  const basket = o.booking?.basket;
  const first = Array.isArray(basket)
    ? (basket[0] as { typeInfos?: Record<string, unknown>; passengerInfos?: unknown } | undefined)
    : undefined;
  let people: Record<string, unknown>[] = [];
  for (const slot of ['vehicles', ...Object.keys(first?.typeInfos ?? {}).filter((k) => k !== 'vehicles')]) {
    const items = first?.typeInfos?.[slot];
    const list = (Array.isArray(items) ? items : items && typeof items === 'object' ? [items] : []) as { passengers?: unknown }[];
    const found = list.find((x) => Array.isArray(x?.passengers) && x.passengers.length);
    if (found) {
      people = found.passengers as Record<string, unknown>[];
      break;
    }
  }
  if (!people.length && Array.isArray(first?.passengerInfos)) people = first.passengerInfos as Record<string, unknown>[];
  const str = (p: Record<string, unknown>, ...keys: string[]) => {
    for (const k of keys) if (typeof p[k] === 'string' && (p[k] as string).trim()) return (p[k] as string).trim();
    return null;
  };
  return people.map((p, i) => {
    const type = str(p, 'type');
    const latin = `${str(p, 'fnameEn', 'firstNameEn') ?? ''} ${str(p, 'lnameEn', 'lastNameEn') ?? ''}`.trim();
    return {
      name: passengerName(p) || latin || `مسافر ${i + 1}`,
      latinName: latin || null,
      type: type === 'adult' || type === 'child' || type === 'infant' ? type : null,
      gender: str(p, 'gender'),
      birthDate: str(p, 'birthDate'),
      nationalCode: str(p, 'nationalNumber', 'nationalCode'),
      passportNumber: str(p, 'passportNumber', 'number'),
      isLeader: p['isLeader'] === true || (i === 0 && p['isLeader'] === undefined),
    };
  });
}

const PAID_STATUSES: ReadonlySet<OrderRecord['status']> = new Set(['paid', 'issued', 'refund_requested', 'refunded']);

/** How a checkout order's price was made up and paid (ContractSalesReport); null for an order without a checkout. */
function contractSales(o: OrderRecord) {
  const k = o.checkout;
  if (!k) return null;
  return {
    grossPrice: k.grossPrice,
    roleDiscount: k.roleDiscount,
    couponCode: k.couponCode,
    couponDiscount: k.couponDiscount,
    payable: k.payable,
    creditPaid: k.creditPaid,
    cardPaid: PAID_STATUSES.has(o.status) ? Math.max(0, k.payable - k.creditPaid) : 0,
  };
}

async function ordersReport(c: Ctx): Promise<Response> {
  const body = c.req.method === 'POST' ? await readBody(c, ReportRunRequest) : { value: {} as Record<string, never> };
  if ('error' in body) return body.error;
  const b = body.value as { reportName?: 'orders' | 'pending'; page?: number; pageSize?: number; status?: OrderRecord['status'] };
  const { store, user } = await currentUser(c);
  const status = b.reportName === 'pending' ? 'pending' : b.status;
  const orders = valuesWhere(store.orders, (o) => o.userId === user.userId && (status === undefined || o.status === status), {
    index: 'userId',
    value: user.userId,
  })
    .sort((a, b2) => (a.createdAt < b2.createdAt ? 1 : a.createdAt > b2.createdAt ? -1 : b2.factorId - a.factorId))
    .map((o) => toOrder(o, c, store));
  const { page, pageSize } = pageQuery(c, b);
  return ok(c, paginate(orders, page, pageSize));
}

export function accountRoutes(): Hono<SandboxEnv> {
  const app = new Hono<SandboxEnv>();

  const balance = async (c: Ctx) => {
    const { user } = await currentUser(c);
    const asked = c.req.param('id');
    if (asked !== undefined && asked !== user.userId) return fail(c, 403, 'forbidden', 'شما به این بخش دسترسی ندارید');
    return ok(c, { userId: user.userId, user_balance: user.walletBalance, currency: 'IRR' as const });
  };
  app.get('/api2/SSO/Users/GetBalance', balance);
  app.get('/api2/SSO/Users/GetBalance/:id', balance);

  app.get('/api2/Cashback/configuration', async (c) => {
    const { store, user } = await currentUser(c);
    const items = store.cashback.get(user.userId) ?? [];
    const approved = items.filter((i) => i.status === 'approved');
    return ok(c, {
      isEnable: true,
      cashbackPercent: CASHBACK_PERCENT,
      cashbackTotalAmount: approved.reduce((n, i) => n + i.amount, 0),
      cashbackTotalAmountPurchase: approved.reduce((n, i) => n + i.purchaseAmount, 0),
      message: isGuestUser(user) ? '' : `با هر خرید ${toPersianDigits(CASHBACK_PERCENT)}٪ مبلغ به کیف پول شما برمی‌گردد`,
    });
  });

  app.get('/api2/Cashback/getList', async (c) => {
    const { store, user } = await currentUser(c);
    const raw = (c.req.query('cashbackStatus') ?? '').toLowerCase();
    const status =
      CASHBACK_STATUS_BY_NUMBER[raw] ?? (['pending', 'approved', 'rejected'].includes(raw) ? (raw as CashbackItem['status']) : undefined);
    const items = [...(store.cashback.get(user.userId) ?? [])]
      .filter((i) => status === undefined || i.status === status)
      .sort((a, b) => (a.createdAt < b.createdAt ? 1 : -1));
    const { page, pageSize } = pageQuery(c);
    return ok(c, paginate(items, page, pageSize));
  });

  app.get('/api2/Cashback/Calculate', (c) => {
    const amount = Number(c.req.query('officialFactorAmount'));
    if (!Number.isFinite(amount) || amount < 0) return fail(c, 400, 'validation', 'مبلغ معتبر نیست');
    return ok(c, { amount: Math.floor((amount * CASHBACK_PERCENT) / 100), percent: CASHBACK_PERCENT });
  });

  app.post('/reports/DirectReports/Run', ordersReport);
  app.get('/reports/DirectReports/Run', ordersReport);

  app.get('/reports/DirectReports/ContractSalesReport/:id/:a/:b', async (c) => {
    const { store, user } = await currentUser(c);
    const id = intParam(c.req.param('id'));
    const order = id === null ? undefined : store.orders.get(id);
    if (!order || order.userId !== user.userId) return fail(c, 404, 'not_found', 'سفارش یافت نشد');
    return ok(c, { ...toOrder(order, c, store), sales: contractSales(order) });
  });

  app.get('/api2/Orders/GetFactorPassengerInfo/:id', async (c) => {
    const { store, user } = await currentUser(c);
    const id = intParam(c.req.param('id'));
    const order = id === null ? undefined : store.orders.get(id);
    if (!order || order.userId !== user.userId) return fail(c, 404, 'not_found', 'سفارش یافت نشد');
    return ok(c, { factorId: order.factorId, passengers: orderTravellers(order) });
  });

  // Order tracking (/track-order): any session may look an order up by its official id and the buyer's mobile,
  // once it proves the mobile with the SMS code sent to it (the fixed sandbox code works too, as for login). Asking
  // for a code answers the same whether or not such an order exists; only a matching one sends the SMS.
  const NO_TRACK = 'سفارشی با این مشخصات یافت نشد';
  const trackSubject = (official: string, mobile: string) => `${official}|${mobile}`;
  app.post('/api2/Orders/Track/SendCode', async (c) => {
    const ctx = c.get('ctx');
    const body = await readBody(c, TrackCodeRequest);
    if ('error' in body) return body.error;
    const { store } = await currentUser(c);
    const official = body.value.officialFactorId.toUpperCase();
    const mobile = normaliseMobile(body.value.mobile);
    if (!mobile) return fail(c, 400, 'validation', 'شماره موبایل وارد شده معتبر نیست.');
    const sent = await codeToken(ctx, 'tr1', trackSubject(official, mobile));
    const [order] = valuesWhere(store.orders, (o) => o.officialFactorId === official && o.mobile === mobile, {
      index: 'officialFactorId',
      value: official,
    });
    if (order) ctx.log(`SMS to ${mobile}: کد پیگیری سفارش ${official}: ${sent.code}`);
    return ok(c, { token: sent.token, codeLength: CODE_LENGTH, expireAt: isoInstant(sent.expireAt) });
  });
  app.post('/api2/Orders/Track', async (c) => {
    const ctx = c.get('ctx');
    const body = await readBody(c, TrackOrderRequest);
    if ('error' in body) return body.error;
    const { store } = await currentUser(c);
    const official = body.value.officialFactorId.toUpperCase();
    const mobile = normaliseMobile(body.value.mobile);
    if (!mobile) return fail(c, 400, 'validation', 'شماره موبایل وارد شده معتبر نیست.');
    const check = await checkCode(ctx, store, 'tr1', body.value.token, body.value.code);
    if (!check.ok) return fail(c, 400, check.code, check.message);
    // The code proves this order number and this mobile only.
    if (check.subject !== trackSubject(official, mobile)) return fail(c, 400, 'invalid_code', 'کد وارد شده صحیح نیست');
    const [order] = valuesWhere(store.orders, (o) => o.officialFactorId === official && o.mobile === mobile, {
      index: 'officialFactorId',
      value: official,
    });
    if (!order) return fail(c, 404, 'not_found', NO_TRACK);
    markUsed(store, check.jti, ctx.clock() + 15 * 60_000, ctx.clock());
    // The visitor proved the buyer's mobile: a short-lived proof lets it download the order's documents.
    const documents = orderDocumentRefs(c, order);
    return ok(c, { ...toOrder(order, c, store), ...(documents.length ? { documentAccess: await documentAccessToken(ctx, order) } : {}) });
  });

  const transactions = async (c: Ctx) => {
    const { store, user } = await currentUser(c);
    const rows = [...(store.transactions.get(user.userId) ?? [])].reverse();
    const { page, pageSize } = pageQuery(c);
    return ok(c, { ...paginate(rows, page, pageSize), balance: user.walletBalance });
  };
  app.get('/api/v1/transactionv2/transaction_detail', transactions);
  app.post('/api/v1/transactionv2/transaction_detail', transactions);

  // Refunds: routes/refunds.ts.

  return app;
}
