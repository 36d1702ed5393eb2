import { beforeEach, describe, expect, it, vi } from 'vitest';
import * as messages from '@/lib/messages';
import { resetSandboxState } from '@/server/sandbox/app';
import { hotelItemDetails } from '../fixtures/basket';
import { checkoutHarness, hotelGuests, payAtGateway } from './checkout-helpers';

/**
 * Issue 49 point 9, session 35, through the edge and the in-process sandbox (workerd): the payment link (counter staff
 * texts it, a fresh guest opens /pay/{externalId}, pays by gateway, the order is the customer's to see; the link's
 * token reads nothing else of the staff's; expired, paid, unknown and malformed links are Persian pages, never a 500;
 * the staff's own session is untouched) and the basket register (a guest who paid makes an account; the order moves).
 */
vi.setConfig({ testTimeout: 60_000 });
beforeEach(() => resetSandboxState());

// biome-ignore lint/suspicious/noExplicitAny: answers are read loosely by many assertions
type Json = Record<string, any>;
type H = ReturnType<typeof checkoutHarness>;
const json = async (res: Response | Promise<Response>) => (await (await res).json()) as Json;
const randomMobile = () => `0935${String(crypto.getRandomValues(new Uint32Array(1))[0]! % 10_000_000).padStart(7, '0')}`;

/** Where a link leads: the 302's path and query (every answer of /pay/{id} is one). */
async function open(h: H, path: string): Promise<string> {
  const res = await h.get(path);
  expect(res.status, path).toBe(302);
  const to = new URL(res.headers.get('location')!, 'http://localhost');
  // Only our own fixed paths: never an open redirect.
  expect(to.origin).toBe('http://localhost');
  return `${to.pathname}${to.search}`;
}

/** Pays the session's basket by gateway (accepting a changed price once); the order. */
async function payByGateway(h: H): Promise<Json> {
  let step = await json(h.post('/api/checkout/pay', { credit: 'none' }));
  if (step.step === 'price-changed') step = await json(h.post('/api/checkout/pay', { credit: 'none', acceptedPrice: step.newPrice }));
  expect(step.step).toBe('pay');
  expect((await payAtGateway(h, step.paymentUrl)).status).toBe(303);
  return step.order;
}

/** A counter user's hotel basket with its guests given, and the link texted to `mobile`. */
async function staffLink(mobile: string) {
  const staff = checkoutHarness();
  await staff.login('09120000002');
  expect((await staff.post('/api/basket/hotels', { details: hotelItemDetails(0) })).status).toBe(200);
  expect((await staff.post('/api/checkout/hotel', hotelGuests)).status).toBe(200);
  const res = await staff.post('/api/basket/payment-link', { mobile });
  expect(res.status).toBe(200);
  const sent = (await res.json()) as { sentTo: string; expireAt: string; link: string };
  return { staff, sent, path: new URL(sent.link).pathname };
}

describe('a payment link', () => {
  it('made by counter staff, opened by a fresh guest, paid by gateway: the order is the customer’s to see', async () => {
    const mobile = randomMobile();
    const { staff, sent, path } = await staffLink(mobile);
    expect(path).toMatch(/^\/pay\/[A-Za-z0-9_-]{22}$/);
    expect(sent.sentTo).toBe(`${mobile.slice(0, 4)}***${mobile.slice(-4)}`);
    const staffBefore = await json(staff.get('/api/basket/current'));

    const customer = checkoutHarness();
    await customer.get('/api/session');
    const guestCookie = customer.cookie();
    // Opened from another site (a messenger's web page): no cookie may be set then, so one press on our own page.
    const crossSite = await customer.request(path, { headers: { Cookie: guestCookie, 'Sec-Fetch-Site': 'cross-site' } });
    expect(crossSite.status).toBe(302);
    expect(crossSite.headers.get('location')).toBe(`/pay?state=continue&link=${path.slice(5)}`);
    expect(crossSite.headers.getSetCookie().some((x) => x.startsWith('__Host-sfn_session='))).toBe(false);
    expect(await open(customer, path)).toBe('/checkout/review');
    // A new session (not the guest's cookie), not a login, holding the staff's basket.
    expect(customer.cookie()).not.toBe(guestCookie);
    expect(await json(customer.get('/api/session'))).toMatchObject({ isLogin: false, isCounterOrAgent: false, name: '' });
    expect((await json(customer.get('/api/basket/current'))).basket.basketId).toBe(staffBefore.basket.basketId);
    // The supplier's token check ran before the session took the token.
    expect(customer.calls.map((c) => c.path)).toEqual(expect.arrayContaining([expect.stringMatching(/GetByExternalId/), '/auth/validate']));

    // A new visit (a page load without the visit cookie) checks the link's token with /auth/validate, not GetUser
    // (which the token may not read): still valid, the session stays.
    const visit = (h: H) =>
      h.request('/checkout/review', { headers: { Cookie: h.cookie(), 'Sec-Fetch-Mode': 'navigate', 'Sec-Fetch-Dest': 'document' } });
    const validates = () => customer.calls.filter((c) => c.path === '/auth/validate').length;
    const getUsers = () => customer.calls.filter((c) => c.path === '/auth/GetUser').length;
    const [v0, g0] = [validates(), getUsers()];
    await visit(customer);
    expect([validates(), getUsers()]).toEqual([v0 + 1, g0]);
    expect((await json(customer.get('/api/basket/current'))).basket.basketId).toBe(staffBefore.basket.basketId);

    const order = await payByGateway(customer);
    const seen = await json(customer.get(`/api/checkout/order/${order.factorId}`));
    expect(seen.data).toMatchObject({ factorId: order.factorId, paid: true });

    // The token reads nothing else of the staff's: no account pages, none of the staff's other orders.
    expect((await customer.post('/api/account/orders', {})).status).toBe(401);
    expect((await customer.get('/api/account/balance')).status).toBe(401);
    const staffOrders = (await json(staff.post('/api/account/orders', {}))).data.items as Json[];
    expect(staffOrders.map((o) => o.factorId)).toContain(order.factorId);
    const other = staffOrders.find((o) => o.factorId !== order.factorId)!;
    expect((await customer.get(`/api/checkout/order/${other.factorId}`)).status).toBe(404);
    // Even asked directly, the supplier refuses the token anything but its basket and order.
    const token = customer.calls.find((c) => c.path === '/api2/Basket/BasketBook')!.auth!;
    const direct = (p: string, init: RequestInit = {}) =>
      customer.sandbox.fetch(
        new Request(`http://sandbox.test${p}`, {
          ...init,
          headers: { 'X-Provider-Code': 'edge-tests', Authorization: token, 'Content-Type': 'application/json' },
        }),
      );
    expect((await direct('/reports/DirectReports/Run', { method: 'POST', body: '{}' })).status).toBe(403);
    expect((await direct('/api2/SSO/Users/GetBalance')).status).toBe(403);
    expect((await direct('/auth/GetUser', { method: 'POST', body: '{}' })).status).toBe(403);
    expect((await direct(`/api/v3/Management/Payment/checkorder/${other.factorId}`)).status).toBe(404);

    // The staff's own session is untouched: still the counter user, the basket still theirs (now paid).
    expect(await json(staff.get('/api/session'))).toMatchObject({ isLogin: true, isCounterOrAgent: true });
    expect((await json(staff.get('/api/basket/current'))).basket.basketId).toBe(staffBefore.basket.basketId);

    // The same browser opening the link again (its session still the link's): the paid page.
    expect(await open(customer, path)).toMatch(/^\/pay\?state=paid&order=/);
    // Once paid, the next visit finds the token void: a plain guest, with nothing of the staff's basket.
    const visited = await visit(customer);
    const renewed = visited.headers.getSetCookie().find((x) => x.startsWith('__Host-sfn_session='));
    expect(renewed).toBeDefined();
    const asGuest = checkoutHarness();
    const guestView = await asGuest.request('/api/basket/current', { headers: { Cookie: renewed!.split(';')[0]! } });
    expect(((await guestView.json()) as Json).basket).toBeNull();

    // Paid: the link shows the paid page with the order to track, for anyone opening it again.
    const later = checkoutHarness();
    await later.get('/api/session');
    const paidPage = await open(later, path);
    expect(paidPage).toMatch(/^\/pay\?state=paid&order=/);
    expect(new URLSearchParams(paidPage.split('?')[1]).get('order')).toBe(order.officialFactorId);
    expect(messages.paymentLink.paid).toBe('این سبد پرداخت شده است');
  });

  it('only counter staff and agents send one, for a basket whose travellers are given; a bad mobile is a Persian 400', async () => {
    const guest = checkoutHarness();
    await guest.get('/api/session');
    expect((await guest.post('/api/basket/payment-link', { mobile: '09121234567' })).status).toBe(401);
    const user = checkoutHarness();
    await user.login('09120000001');
    const refused = await user.post('/api/basket/payment-link', { mobile: '09121234567' });
    expect(refused.status).toBe(403);
    expect((await refused.json()) as Json).toMatchObject({ message: messages.paymentLink.notAllowed });
    const agent = checkoutHarness();
    await agent.login('09120000003');
    expect((await json(agent.post('/api/basket/payment-link', { mobile: '09121234567' }))).code).toBe('no_basket');
    expect((await agent.post('/api/basket/hotels', { details: hotelItemDetails(1) })).status).toBe(200);
    const early = await agent.post('/api/basket/payment-link', { mobile: '09121234567' });
    expect(early.status).toBe(409);
    expect((await early.json()) as Json).toMatchObject({ message: messages.paymentLink.travellersFirst });
    expect((await agent.post('/api/checkout/hotel', hotelGuests)).status).toBe(200);
    const bad = await agent.post('/api/basket/payment-link', { mobile: '12345' });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as Json).errors.mobile).toBe(messages.auth.mobileInvalid);
    expect((await agent.post('/api/basket/payment-link', { mobile: '۰۹۱۲۱۲۳۴۵۶۷' })).status).toBe(200);
  });

  it('expired, unknown, malformed, opened while signed in, or the supplier down: a Persian page, never a 500', async () => {
    const { staff, path } = await staffLink(randomMobile());
    // The staff opening their own link keeps their session.
    const staffCookie = staff.cookie();
    expect(await open(staff, path)).toBe('/pay?state=signed-in');
    expect(staff.cookie()).toBe(staffCookie);
    expect(await json(staff.get('/api/session'))).toMatchObject({ isLogin: true });

    const fresh = async () => {
      const h = checkoutHarness();
      await h.get('/api/session');
      return h;
    };
    expect(await open(await fresh(), '/pay/AAAAAAAAAAAAAAAAAAAAAA')).toBe('/pay?state=unknown');
    expect(await open(await fresh(), '/pay/not-a-link')).toBe('/pay?state=unknown');
    expect(await open(await fresh(), `/pay/${'x'.repeat(23)}`)).toBe('/pay?state=unknown');
    const down = await fresh();
    down.faults.push({ pattern: /GetByExternalId/, spec: 'status=503' });
    expect(await open(down, path)).toBe('/pay?state=outage');
    // A day later (the supplier's clock): expired.
    const late = checkoutHarness({ clock: () => Date.now() + 25 * 3_600_000 });
    await late.get('/api/session');
    expect(await open(late, path)).toBe('/pay?state=expired');
  });

  it('unknown ids count against the client: past the limit the page says to wait, without asking the supplier', async () => {
    const h = checkoutHarness();
    await h.get('/api/session');
    for (let i = 0; i < 20; i++) expect(await open(h, `/pay/${'B'.repeat(21)}${String.fromCharCode(65 + i)}`)).toBe('/pay?state=unknown');
    const asked = h.calls.filter((c) => c.path.includes('GetByExternalId')).length;
    expect(await open(h, `/pay/${'C'.repeat(22)}`)).toBe('/pay?state=busy');
    expect(h.calls.filter((c) => c.path.includes('GetByExternalId')).length).toBe(asked);
  });
});

describe('basket register: a guest who has just paid makes an account with the same mobile', () => {
  it('the order moves to the new account and shows in its orders; the session is the new user’s', async () => {
    const mobile = randomMobile();
    const g = checkoutHarness();
    await g.get('/api/session');
    expect((await g.post('/api/basket/hotels', { details: hotelItemDetails(2) })).status).toBe(200);
    expect((await g.post('/api/checkout/hotel', { ...hotelGuests, mobile })).status).toBe(200);
    const order = await payByGateway(g);
    // Not before the code: a plain guest, or a payment link's session, may not.
    const plain = checkoutHarness();
    await plain.get('/api/session');
    const refused = await plain.post('/api/auth/basket-register', {
      mobile,
      username: mobile,
      password: 'x',
      name: 'x',
      code: 'x',
      token: 'x',
    });
    expect(refused.status).toBe(403);
    expect((await refused.json()) as Json).toMatchObject({ message: messages.basketRegister.notGuest });

    const challenge = await json(g.post('/api/auth/mobile-check', { mobile }));
    const body = { mobile, username: mobile, password: 'secret77', name: 'سارا کریمی', code: '12345', token: challenge.token };
    const short = await g.post('/api/auth/basket-register', { ...body, password: '123' });
    expect(short.status).toBe(400);
    expect(((await short.json()) as Json).message).toMatch(/[\u0600-\u06FF]/);
    const res = await g.post('/api/auth/basket-register', body);
    expect(res.status).toBe(200);
    expect((await res.json()) as Json).toMatchObject({ succeed: true, session: { isLogin: true, name: 'سارا کریمی' } });
    const orders = (await json(g.post('/api/account/orders', {}))).data.items as Json[];
    expect(orders.map((o) => o.factorId)).toEqual([order.factorId]);
    // The mobile is registered now: the next guest who pays with it is told to log in.
    const again = checkoutHarness();
    await again.get('/api/session');
    const check = await again.post('/api/auth/mobile-check', { mobile });
    expect(check.status).toBe(406);
  });

  it('a payment link’s session may not register (its orders are the staff’s)', async () => {
    const { path } = await staffLink(randomMobile());
    const customer = checkoutHarness();
    await customer.get('/api/session');
    expect(await open(customer, path)).toBe('/checkout/review');
    const m = randomMobile();
    const res = await customer.post('/api/auth/basket-register', {
      mobile: m,
      username: m,
      password: 'secret77',
      name: 'x',
      code: '12345',
      token: 'x',
    });
    expect(res.status).toBe(403);
  });
});
