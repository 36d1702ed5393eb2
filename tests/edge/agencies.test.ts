import { beforeEach, describe, expect, it, vi } from 'vitest';
import * as messages from '@/lib/messages';
import { topupOutcome } from '@/lib/topup-result';
import { resetSandboxState } from '@/server/sandbox/app';
import { hotelItemDetails } from '../fixtures/basket';
import { checkoutHarness, hotelGuests, payAtGateway } from './checkout-helpers';

/**
 * Issue 48 point 7, through the edge and the in-process sandbox (workerd): what fills a travellers step for the one
 * booking (the account's contact, its saved travellers, a buyer's customers), whom an order was bought for on the
 * dashboard's orders list, the agent's customers refusal, and a wallet top-up's return that says what happened.
 */
vi.setConfig({ testTimeout: 60_000 });
beforeEach(() => resetSandboxState());

// biome-ignore lint/suspicious/noExplicitAny: answers are read loosely by many assertions
type Json = Record<string, any>;
type H = ReturnType<typeof checkoutHarness>;

const customer = { firstName: 'حسن', lastName: 'نوری', mobile: '09121112233', nationalCode: '0076543218', email: '' };
const savedTraveller = {
  first_name: 'مریم',
  last_name: 'احمدی',
  first_name_en: 'Maryam',
  last_name_en: 'Ahmadi',
  gender: 'FEMALE',
  birth_date: '1990-04-12',
  isIranian: true,
  nationality: 'IR',
  nationalNumber: '0012345679',
  doc_id: 'N',
  number: '',
  mobile: '',
  email: '',
  is_primary: false,
};
const json = async (res: Response | Promise<Response>) => (await (await res).json()) as Json;
const travellers = (h: H) => json(h.get('/api/account/travellers'));
const balance = async (h: H) => (await json(h.get('/api/account/balance'))).data.user_balance as number;

describe('what fills a travellers step', () => {
  it('a guest gets null (no 401), never anyone’s data', async () => {
    const h = checkoutHarness();
    await h.get('/api/session');
    const res = await h.get('/api/account/travellers');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toMatch(/no-store/);
    expect(await res.json()).toEqual({ succeed: true, data: null });
  });

  it('a buyer for others gets its own mobile and e-mail, its saved travellers and its customers', async () => {
    const h = checkoutHarness();
    await h.login('09120000004');
    expect((await h.post('/api/account/customers', customer)).status).toBe(200);
    expect((await h.post('/api/account/passengers', savedTraveller)).status).toBe(200);
    const { data } = await travellers(h);
    expect(data).toMatchObject({ mobile: '09120000004', email: 'buyer@example.com' });
    expect(data.saved).toHaveLength(1);
    expect(data.saved[0]).toMatchObject({ first_name: 'مریم', first_name_en: 'Maryam', nationalNumber: '0012345679' });
    expect(data.customers.map((c: Json) => `${c.firstName} ${c.lastName}`)).toEqual(['حسن نوری']);
    // Another account sees none of it.
    const other = checkoutHarness();
    await other.login('09120000001');
    const mine = (await travellers(other)).data;
    expect(mine).toMatchObject({ mobile: '09120000001', customers: null });
    expect(mine.saved.map((s: Json) => s.nationalNumber)).not.toContain('0076543218');
  });

  it('an agent has no customers (the spec gives them to BUYFOROTHER): the list is null and adding one is refused in Persian', async () => {
    const h = checkoutHarness();
    await h.login('09120000003');
    const mine = (await travellers(h)).data;
    expect(mine).toMatchObject({ mobile: '09120000003', customers: null });
    // Issue 49 point 9: an agent's list is read by its agent id (GetPassengerInfos), the same list as its saved ones.
    expect(h.calls.some((c) => c.path === '/api2/PassengerInfoes/GetPassengerInfos/u-1003/u-1003')).toBe(true);
    expect(h.calls.some((c) => c.path === '/v2/user/order_passengers/')).toBe(false);
    expect(mine.saved).toEqual((await json(h.get('/api/account/passengers'))).data);
    const refused = await h.post('/api/account/customers', customer);
    // The supplier's 403 reaches the browser as the edge's one refusal status (400), with its Persian message.
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as Json).message).toBe(messages.customers.notAllowed);
  });
});

describe('the order says whom it was for', () => {
  it('a hotel booked for a customer lists the customer on the dashboard’s orders; the buyer’s own order does not', async () => {
    const h = checkoutHarness();
    await h.login('09120000004');
    const customerId = (await json(h.post('/api/account/customers', customer))).data.customerId as string;
    expect((await h.post('/api/basket/hotels', { details: hotelItemDetails(0) })).status).toBe(200);
    expect((await h.post('/api/checkout/hotel', hotelGuests)).status).toBe(200);
    let step = await json(h.post('/api/checkout/pay', { credit: 'none', customerId }));
    if (step.step === 'price-changed')
      step = await json(h.post('/api/checkout/pay', { credit: 'none', acceptedPrice: step.newPrice, customerId }));
    expect(step.step).toBe('pay');
    expect((await payAtGateway(h, step.paymentUrl)).status).toBe(303);
    const orders = (await json(h.post('/api/account/orders', {}))).data.items as Json[];
    const booked = orders.find((o) => o.factorId === step.order.factorId)!;
    expect(booked).toMatchObject({ status: 'issued', customer: { customerId, name: 'حسن نوری' } });
    // The seeded orders were the buyer's own.
    expect(orders.filter((o) => o.factorId !== step.order.factorId).every((o) => o.customer === null)).toBe(true);
  });
});

describe('the customer chosen at the travellers step is kept in the basket, server side', () => {
  it('another tab reads it from the basket, the payment books for it without naming it; clearing it books for the buyer', async () => {
    const h = checkoutHarness();
    await h.login('09120000004');
    const customerId = (await json(h.post('/api/account/customers', customer))).data.customerId as string;
    expect((await h.post('/api/basket/hotels', { details: hotelItemDetails(0) })).status).toBe(200);
    // The travellers step's picker writes the choice into the basket.
    const chosen = await json(h.post('/api/basket/customer', { customerId }));
    expect(chosen.basket.customerId).toBe(customerId);
    expect((await h.post('/api/checkout/hotel', hotelGuests)).status).toBe(200);
    // A second tab of the same session (no sessionStorage shared): the basket says whom it is for.
    const tab = await json(h.get('/api/basket/current'));
    expect(tab.basket.customerId).toBe(customerId);
    // The pay names no customer: the basket's own is booked.
    let step = await json(h.post('/api/checkout/pay', { credit: 'none' }));
    if (step.step === 'price-changed') step = await json(h.post('/api/checkout/pay', { credit: 'none', acceptedPrice: step.newPrice }));
    expect(step.step).toBe('pay');
    expect(step.order.customerId).toBe(customerId);
    expect((await payAtGateway(h, step.paymentUrl)).status).toBe(303);
    const orders = (await json(h.post('/api/account/orders', {}))).data.items as Json[];
    expect(orders.find((o) => o.factorId === step.order.factorId)).toMatchObject({ customer: { customerId, name: 'حسن نوری' } });
  });

  it('only a buyer for others, only its own customer; null clears it; a guest is asked to log in', async () => {
    const guest = checkoutHarness();
    await guest.get('/api/session');
    expect((await guest.post('/api/basket/customer', { customerId: null })).status).toBe(401);

    const agent = checkoutHarness();
    await agent.login('09120000003');
    const refused = await agent.post('/api/basket/customer', { customerId: 'C1' });
    expect(refused.status).toBe(403);
    expect((await refused.json()) as Json).toMatchObject({ message: messages.customers.notAllowed });

    const h = checkoutHarness();
    await h.login('09120000004');
    // No basket yet: clearing is a no-op that creates none.
    expect((await json(h.post('/api/basket/customer', { customerId: null }))).basket).toBeNull();
    expect((await h.post('/api/basket/hotels', { details: hotelItemDetails(0) })).status).toBe(200);
    const crafted = await h.post('/api/basket/customer', { customerId: 'NOT-MINE-1' });
    expect(crafted.status).toBe(400);
    expect(((await crafted.json()) as Json).message).toBe(messages.customers.unknown);
    expect((await h.post('/api/basket/customer', { customerId: '../x' })).status).toBe(400);
    const customerId = (await json(h.post('/api/account/customers', customer))).data.customerId as string;
    expect((await json(h.post('/api/basket/customer', { customerId }))).basket).toMatchObject({ customerId, count: 1 });
    const cleared = await json(h.post('/api/basket/customer', { customerId: null }));
    expect(cleared.basket).toMatchObject({ customerId: null, count: 1 });
    expect((await h.post('/api/checkout/hotel', hotelGuests)).status).toBe(200);
    let step = await json(h.post('/api/checkout/pay', { credit: 'none' }));
    if (step.step === 'price-changed') step = await json(h.post('/api/checkout/pay', { credit: 'none', acceptedPrice: step.newPrice }));
    expect(step.order.customerId ?? null).toBeNull();
  });
});

describe('a wallet top-up comes back to a page that says what happened', () => {
  async function topup(h: H, amount: number) {
    const res = await json(h.post('/api/account/topup', { amount }));
    expect(res.succeed).toBe(true);
    return res.data.paymentUrl as string;
  }
  /** The payment as the page reads it (the session's own; anyone else's is not found: null). */
  const intentOf = async (h: H, location: string) => {
    const res = await h.get(`/__intent?token=${new URL(location, 'http://localhost').searchParams.get('payment')}`);
    return res.status === 200 ? ((await res.json()) as Json as Parameters<typeof topupOutcome>[0]) : null;
  };

  it('paid: back on the transactions page, credited with the amount and the new balance', async () => {
    const h = checkoutHarness();
    await h.login('09120000001');
    const before = await balance(h);
    const back = await payAtGateway(h, await topup(h, 5_000_000), 'pay');
    expect(back.status).toBe(303);
    const location = new URL(back.headers.get('location')!);
    expect(location.pathname).toBe('/dashboard/transactions');
    expect(location.searchParams.get('kind')).toBe('topup');
    const after = await balance(h);
    expect(after).toBe(before + 5_000_000);
    expect(topupOutcome(await intentOf(h, location.href), after)).toEqual({ outcome: 'credited', amount: 5_000_000, balance: after });
  });

  it('cancelled: says nothing was taken, the balance unchanged; the address’s status alone claims nothing', async () => {
    const h = checkoutHarness();
    await h.login('09120000001');
    const before = await balance(h);
    const back = await payAtGateway(h, await topup(h, 2_000_000), 'cancel');
    const location = new URL(back.headers.get('location')!);
    expect(location.searchParams.get('status')).toBe('failed');
    expect(await balance(h)).toBe(before);
    expect(topupOutcome(await intentOf(h, location.href), before)).toEqual({ outcome: 'cancelled' });
    // Another session's look at the same payment finds nothing to claim.
    const stranger = checkoutHarness();
    await stranger.login('09120000004');
    expect(topupOutcome(await intentOf(stranger, location.href), 0)).toEqual({ outcome: 'unknown' });
  });
});
