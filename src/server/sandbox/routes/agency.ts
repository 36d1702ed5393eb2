/**
 * Agencies, customers and saved passengers (spec 001 §6–§7, spec 000 §7):
 *   POST /api2/Customer/CreateAgent          agency partner application (any session, a guest too) → pending request
 *   POST /api2/Customer/CreateCustomer       a BUYFOROTHER user adds a customer it buys for (others: 403)
 *   GET  /api2/Customer/GetCustomers         that user's customers
 *   GET  /v2/user/order_passengers/          saved passengers; for an AGENT also the passengers of its orders
 *                                            (the agent's passenger list, «passengers data by agent id»)
 *   POST /v2/user/order_passengers/          save one passenger (logged-in users)
 *   GET  /api2/PassengerInfoes/GetPassengerInfos/{agentId}/{id}?filter=  the agent's list, by the spec's path
 * Bodies run the same validators as the browser forms (src/lib/agency.ts); state is plain JSON in the Store.
 */
import { Hono } from 'hono';
import * as v from 'valibot';
import { validateAgency, validateCustomer } from '@/lib/agency';
import * as messages from '@/lib/messages';
import { normalizeForSearch } from '@/lib/text';
import { BasketData } from '../../schemas/basket';
import { CreateAgentFields, CreateCustomerFields, SavePassengerRequest, type SavedPassengerRecord } from '../../schemas/agency';
import type { SandboxEnv } from '../context';
import { fail, ok, readBody, type Ctx } from '../http';
import { currentUser, isLoggedIn } from '../session';
import type { Store, UserRecord } from '../store';
import { isoInstant } from '../time';
import { valuesWhere } from '../tracked-map';

/** How many passengers one account may save. */
export const SAVED_PASSENGERS_LIMIT = 50;

interface BookedPassenger {
  type?: string;
  fnameFa?: string;
  lnameFa?: string;
  fnameEn?: string;
  lnameEn?: string;
  gender?: string;
  birthDate?: string;
  isIranian?: boolean;
  nationality?: string;
  nationalNumber?: string | null;
  passportNumber?: string | null;
  passportExpireDate?: string | null;
  passportOrigin?: string | null;
  mobile?: string | null;
  email?: string | null;
}

/** The passengers of a user's issued orders, as saved-passenger records (one per national code / passport). */
function passengersOfOrders(store: Store, user: UserRecord): SavedPassengerRecord[] {
  const out = new Map<string, SavedPassengerRecord>();
  for (const order of valuesWhere(store.orders, (o) => o.userId === user.userId, { index: 'userId', value: user.userId })) {
    if (!order.booking) continue;
    const basket = v.safeParse(BasketData, order.booking.basket);
    const first = basket.success ? basket.output[0] : undefined;
    for (const p of (first?.passengerInfos ?? []) as BookedPassenger[]) {
      const key = p.nationalNumber || p.passportNumber;
      if (!key || out.has(key)) continue;
      out.set(key, {
        id: `op-${order.factorId}-${key}`,
        first_name: p.fnameFa || p.fnameEn || '',
        last_name: p.lnameFa || p.lnameEn || '',
        first_name_en: p.fnameEn ?? '',
        last_name_en: p.lnameEn ?? '',
        gender: p.gender?.toUpperCase() === 'FEMALE' ? 'FEMALE' : 'MALE',
        birth_date: p.birthDate ?? '',
        isIranian: p.isIranian ?? true,
        nationality: p.nationality ?? 'IR',
        nationalNumber: p.nationalNumber ?? '',
        doc_id: p.passportNumber ? 'P' : 'N',
        number: p.passportNumber ?? '',
        passport_expire_date: p.passportExpireDate ?? '',
        passport_origin: p.passportOrigin ?? '',
        mobile: p.mobile ?? '',
        email: p.email ?? '',
        is_primary: false,
      });
    }
  }
  return [...out.values()];
}

function passengerList(store: Store, user: UserRecord, filter: string): SavedPassengerRecord[] {
  const saved = store.savedPassengers.get(user.userId) ?? [];
  const known = new Set(saved.map((p) => p.nationalNumber ?? p.number));
  const list = user.roles.includes('AGENT')
    ? [...saved, ...passengersOfOrders(store, user).filter((p) => !known.has(p.nationalNumber ?? p.number))]
    : saved;
  const q = normalizeForSearch(filter);
  return q
    ? list.filter((p) => normalizeForSearch(`${p.first_name} ${p.last_name} ${p.nationalNumber ?? ''} ${p.number ?? ''}`).includes(q))
    : list;
}

async function loggedIn(c: Ctx): Promise<{ store: Store; user: UserRecord } | Response> {
  const found = await currentUser(c);
  if (!isLoggedIn(found.user)) return fail(c, 401, 'login_required', messages.errorPage.byStatus[401]);
  return found;
}

export function agencyRoutes(): Hono<SandboxEnv> {
  const app = new Hono<SandboxEnv>();

  app.post('/api2/Customer/CreateAgent', async (c) => {
    const ctx = c.get('ctx');
    const body = await readBody(c, CreateAgentFields);
    if ('error' in body) return body.error;
    const checked = validateAgency(body.value);
    if (!checked.ok) return fail(c, 400, 'validation', Object.values(checked.errors)[0] ?? messages.edgeApi.invalidBody, checked.errors);
    const { store } = await currentUser(c);
    const a = checked.value;
    if (store.agentRequests.some((x) => x.nationalId === a.nationalId))
      return fail(c, 409, 'already_exists', messages.agency.alreadyRequested);
    const record = {
      requestId: `AG${String(700_001 + store.agentRequests.length)}`,
      agencyName: a.agencyName,
      status: 'pending' as const,
      createdAt: isoInstant(ctx.clock()),
      nationalId: a.nationalId,
      licenseNumber: a.licenseNumber,
      managerFirstName: a.managerFirstName,
      managerLastName: a.managerLastName,
      mobile: a.mobile,
      phone: a.phone,
      city: a.city,
      address: a.address,
      email: a.email || null,
    };
    store.agentRequests.push(record);
    ctx.log(`agency application ${record.requestId}: ${a.agencyName}`);
    const { requestId, agencyName, status, createdAt } = record;
    return ok(c, { requestId, agencyName, status, createdAt });
  });

  app.post('/api2/Customer/CreateCustomer', async (c) => {
    const ctx = c.get('ctx');
    const body = await readBody(c, CreateCustomerFields);
    if ('error' in body) return body.error;
    const found = await loggedIn(c);
    if (found instanceof Response) return found;
    const { store, user } = found;
    if (!user.roles.includes('BUYFOROTHER')) return fail(c, 403, 'forbidden', messages.customers.notAllowed);
    const checked = validateCustomer(body.value);
    if (!checked.ok) return fail(c, 400, 'validation', Object.values(checked.errors)[0] ?? messages.edgeApi.invalidBody, checked.errors);
    const list = store.customers.get(user.userId) ?? [];
    const x = checked.value;
    if (list.some((cu) => cu.nationalCode === x.nationalCode)) return fail(c, 409, 'already_exists', messages.customers.duplicate);
    const customer = {
      customerId: `cu-${user.userId.slice(2)}-${list.length + 1}`,
      firstName: x.firstName,
      lastName: x.lastName,
      mobile: x.mobile,
      nationalCode: x.nationalCode,
      email: x.email || null,
      createdAt: isoInstant(ctx.clock()),
    };
    store.customers.set(user.userId, [...list, customer]);
    return ok(c, customer);
  });

  app.get('/api2/Customer/GetCustomers', async (c) => {
    const found = await loggedIn(c);
    if (found instanceof Response) return found;
    const { store, user } = found;
    if (!user.roles.includes('BUYFOROTHER')) return fail(c, 403, 'forbidden', messages.customers.notAllowed);
    return ok(c, store.customers.get(user.userId) ?? []);
  });

  const listPassengers = async (c: Ctx) => {
    const found = await loggedIn(c);
    if (found instanceof Response) return found;
    return ok(c, passengerList(found.store, found.user, c.req.query('filter') ?? ''));
  };
  app.get('/v2/user/order_passengers', listPassengers);
  app.get('/v2/user/order_passengers/', listPassengers);
  app.get('/api2/PassengerInfoes/GetPassengerInfos/:agentId/:id', async (c) => {
    const found = await loggedIn(c);
    if (found instanceof Response) return found;
    if (c.req.param('agentId') !== found.user.userId) return fail(c, 403, 'forbidden', 'شما به این بخش دسترسی ندارید');
    return listPassengers(c);
  });

  const savePassenger = async (c: Ctx) => {
    const body = await readBody(c, SavePassengerRequest);
    if ('error' in body) return body.error;
    const found = await loggedIn(c);
    if (found instanceof Response) return found;
    const { store, user } = found;
    const list = store.savedPassengers.get(user.userId) ?? [];
    const p = body.value;
    const key = p.isIranian ? p.nationalNumber : p.number;
    if (list.some((x) => (x.isIranian ? x.nationalNumber : x.number) === key))
      return fail(c, 409, 'already_exists', messages.customers.passengerDuplicate);
    if (list.length >= SAVED_PASSENGERS_LIMIT)
      return fail(c, 400, 'validation', messages.customers.passengersLimit(SAVED_PASSENGERS_LIMIT));
    const record: SavedPassengerRecord = {
      ...p,
      id: `sp-${user.userId.slice(2)}-${list.length + 1}`,
      nationalNumber: p.isIranian ? p.nationalNumber : '',
      doc_id: p.isIranian ? p.doc_id : 'P',
    };
    store.savedPassengers.set(user.userId, [...list, record]);
    return ok(c, record);
  };
  app.post('/v2/user/order_passengers', savePassenger);
  app.post('/v2/user/order_passengers/', savePassenger);

  return app;
}
