import { beforeEach, describe, expect, it, vi } from 'vitest';
import { addDays, todayIn } from '@/lib/dates';
import { resetSandboxState } from '@/server/sandbox/app';
import { CODES, checkoutHarness, payAtGateway } from './checkout-helpers';
import { choosePorter, fillBurjKhalifa, postPorterTravellers } from './service-baskets';

/**
 * Wallet credit and a coupon on the newer products through the one shared checkout (issues 44 and 47), as the flight
 * and hotel edge tests do it: a signed-in traveller's basket of a flight+hotel bundle, attraction tickets or a CIP
 * service, paid with 1,000,000 rial of wallet credit and the coupon SAFAR10 (10 %, at most 5,000,000 rial), the rest at
 * the gateway. The checkout's money is checked against the product's own price: the gross is what the product costs,
 * the coupon takes 10 % of it, the wallet goes down by exactly the credit once, the gateway takes the rest, and the
 * issued order of the product records all of it. Real edge pipeline and sandbox, in workerd.
 */
vi.setConfig({ testTimeout: 90_000 });
beforeEach(() => resetSandboxState());

// biome-ignore lint/suspicious/noExplicitAny: answers are read loosely by the assertions
type Json = Record<string, any>;
type H = ReturnType<typeof checkoutHarness>;

const USER = '09120000001';
const CREDIT = 1_000_000;
const day = (n: number) => addDays(todayIn(Date.now()), n);

/** A call to the harness's own sandbox as a guest (a flight+hotel search's token, bundle and flight pairs). */
async function sandboxJson(h: H, path: string, body?: unknown): Promise<Json> {
  const headers = { 'Content-Type': 'application/json', 'X-Provider-Code': 'edge-tests' };
  const login = await h.sandbox.request('/auth/Login', {
    method: 'POST',
    headers,
    body: JSON.stringify({ username: 'guest', password: 'guest' }),
  });
  const token = ((await login.json()) as Json).access_token as string;
  const res = await h.sandbox.request(path, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { ...headers, Authorization: token },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return (await res.json()) as Json;
}

/** Each product's basket and travellers for the signed-in traveller; the product's own price of what was chosen (rial). */
const PRODUCTS: { name: string; product: string; fill: (h: H) => Promise<number> }[] = [
  {
    name: 'flight+hotel bundle (Kish, 2 adults)',
    product: 'flightHotel',
    async fill(h) {
      const { searchToken } = await sandboxJson(h, '/api2/TourDynamic/GetSearchToken', {
        source: 'THR',
        destination: 'KIH',
        checkIn: day(6),
        checkOut: day(9),
        roomPassengers: [{ adultsCount: 2, childrenAges: [] }],
      });
      let poll: Json = {};
      for (let i = 0; i < 40 && !poll.isFinish; i++) {
        poll = await sandboxJson(h, `/api2/TourDynamic/GetSearchResult/${searchToken}`);
        if (!poll.isFinish) await new Promise((r) => setTimeout(r, 250));
      }
      const bundle = poll.items[0];
      const pairs = (
        await sandboxJson(h, `/api2/TourDynamic/GetAllFlights/${searchToken}?FirstRequest=false`, { hotelId: bundle.hotel.hotelId })
      ).data.items as Json[];
      // The first pair whose seats and price hold (the sandbox re-prices or sells out some flights on provision).
      for (const pair of pairs) {
        const res = await h.post('/api/basket/flight-hotel', {
          searchToken,
          hotelId: bundle.hotel.hotelId,
          outboundId: pair.outbound.flightId,
          inboundId: pair.inbound.flightId,
          route: 'THR-KIH',
          shownTotal: pair.totalPrice,
        });
        if (res.status !== 200) continue;
        const person = (i: number) => ({
          gender: i ? 'FEMALE' : 'MALE',
          birthDate: i ? '1989-06-02' : '1985-07-20',
          fnameFa: i ? 'مریم' : 'علی',
          lnameFa: 'احمدی',
          fnameEn: '',
          lnameEn: '',
          nationalCode: CODES[i]!,
          passportNumber: '',
          passportExpiry: '',
        });
        const travellers = { passengers: [person(0), person(1)], mobile: '09121234567', email: '' };
        expect((await h.post('/api/checkout/flightHotel/travellers', travellers)).status).toBe(200);
        return pair.totalPrice as number;
      }
      throw new Error('no flight pair of the bundle could be reserved');
    },
  },
  {
    name: 'attraction tickets (Burj Khalifa, 2 adults + 1 child)',
    product: 'attraction',
    async fill(h) {
      return (await fillBurjKhalifa(h, todayIn(Date.now()))).price;
    },
  },
  {
    name: 'CIP (IKA departure porter, 2 adults)',
    product: 'cip',
    async fill(h) {
      const pkg = await choosePorter(h, day(5));
      await postPorterTravellers(h);
      return 2 * pkg.prices.adult;
    },
  },
];

const balanceOf = async (h: H) => ((await (await h.get('/api/account/balance')).json()) as Json).data.user_balance as number;

describe('wallet credit and a coupon on the newer products, through the shared checkout', () => {
  it.each(PRODUCTS)('$name: the coupon takes 10 %, the wallet exactly the credit once, the gateway the rest', async ({ product, fill }) => {
    const h = checkoutHarness({ firstRoundDelayMs: 0 });
    await h.login(USER);
    const price = await fill(h);
    const before = await balanceOf(h);
    expect(before).toBeGreaterThanOrEqual(CREDIT);

    // A wrong coupon is refused in Persian; nothing is taken.
    const wrong = (await (await h.post('/api/checkout/quote', { coupon: 'NOPE99' })).json()) as Json;
    expect(JSON.stringify(wrong)).toMatch(/[\u0600-\u06FF]/);
    expect(await balanceOf(h)).toBe(before);

    let out = (await (await h.post('/api/checkout/pay', { credit: CREDIT, coupon: 'SAFAR10' })).json()) as Json;
    if (out.step === 'price-changed')
      out = (await (await h.post('/api/checkout/pay', { credit: CREDIT, coupon: 'SAFAR10', acceptedPrice: out.newPrice })).json()) as Json;
    expect(out.step, JSON.stringify(out)).toBe('pay');
    const o = out.order as Json;
    // The product's price is the order's gross; a traveller has no role discount.
    expect(o.grossPrice).toBe(price);
    expect(o.roleDiscount).toBe(0);
    expect(o.couponCode).toBe('SAFAR10');
    expect(o.couponDiscount).toBe(Math.min(Math.round(price / 10), 5_000_000));
    expect(o.payable).toBe(price - o.couponDiscount);
    expect(o.creditPaid).toBe(CREDIT);
    expect(out.amount).toBe(o.payable - CREDIT);
    expect(await balanceOf(h)).toBe(before - CREDIT);

    expect((await payAtGateway(h, out.paymentUrl)).status).toBe(303);
    const paid = ((await (await h.get(`/api/checkout/order/${o.factorId}`)).json()) as Json).data as Json;
    expect(paid).toMatchObject({
      product,
      paid: true,
      status: 'issued',
      grossPrice: price,
      couponCode: 'SAFAR10',
      couponDiscount: o.couponDiscount,
      payable: o.payable,
      creditPaid: CREDIT,
    });
    // The gateway took the rest: the wallet moved once, by the credit only.
    expect(await balanceOf(h)).toBe(before - CREDIT);
    const tx = (await (await h.get('/api/account/transactions?pageSize=50')).json()) as Json;
    const mine = ((tx.data?.items ?? []) as Json[]).filter((t) => t.factorId === o.factorId);
    expect(mine.map((t) => Math.abs(t.amount))).toEqual([CREDIT]);
  });
});
