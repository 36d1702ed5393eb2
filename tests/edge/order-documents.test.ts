import { beforeEach, describe, expect, it, vi } from 'vitest';
import { addDays, todayIn } from '@/lib/dates';
import { hotelDocument } from '@/products/hotel/messages';
import { resetSandboxState } from '@/server/sandbox/app';
import { FIXED_SMS_CODE } from '@/server/sandbox/data/accounts';
import { trackedDocumentUrl } from '@/server/tickets/availability';
import { hotelItemDetails } from '../fixtures/basket';
import { pdfPages } from '../unit/tickets/pdf-text';
import { checkoutHarness, hotelGuests, payAtGateway, twoAdultsAndInfant } from './checkout-helpers';

/**
 * Every buyer holds their document (issue 48 point 2), through the real edge pipeline and the real sandbox (workerd):
 * a paid order lists its documents, one per part that issued one; a guest downloads its hotel voucher from its own
 * session and, from any browser, through order tracking (order number + buyer mobile + SMS code → a short-lived
 * proof); a wrong mobile, a missing or forged proof, another order's proof and another user's order are 404 alike,
 * and refused proofs are rate-limited as tracking codes are.
 */
vi.setConfig({ testTimeout: 90_000 });
beforeEach(() => resetSandboxState());

// biome-ignore lint/suspicious/noExplicitAny: answers are read loosely by many assertions
type Json = Record<string, any>;
type H = ReturnType<typeof checkoutHarness>;

const head = async (res: Response) => new TextDecoder().decode(new Uint8Array(await res.clone().arrayBuffer()).subarray(0, 5));

/** Pays the basket by gateway, confirming the supplier's re-checked price once; the paid order (checkorder). */
async function payByGateway(h: H): Promise<Json> {
  let out = (await (await h.post('/api/checkout/pay', { credit: 'none' })).json()) as Json;
  if (out.step === 'price-changed')
    out = (await (await h.post('/api/checkout/pay', { credit: 'none', acceptedPrice: out.newPrice })).json()) as Json;
  expect(out.step).toBe('pay');
  expect((await payAtGateway(h, out.paymentUrl)).status).toBe(303);
  const order = (await (await h.get(`/api/checkout/order/${out.order.factorId}`)).json()) as Json;
  expect(order.data).toMatchObject({ paid: true, status: 'issued' });
  return order.data;
}

/** A guest's paid hotel order (two guests, the fixture's contact mobile). */
async function guestHotelOrder(): Promise<{ h: H; order: Json }> {
  const h = checkoutHarness();
  expect((await h.post('/api/basket/hotels', { details: hotelItemDetails(0) })).status).toBe(200);
  expect((await h.post('/api/checkout/hotel', hotelGuests)).status).toBe(200);
  return { h, order: await payByGateway(h) };
}

const day = (n: number) => addDays(todayIn(Date.now()), n);

/** IKA's departure porter service for two adults (as tests/edge/cip-checkout.test.ts chooses it). */
async function cipChoice(h: H): Promise<Json> {
  const text = await (await h.get(`/stream/cip/IKA?startDate=${day(5)}`)).text();
  const pkg = (JSON.parse(text.split('\n')[0]!) as Json).items.find((p: Json) => p.kind === 'departure' && p.serviceType === 'porter');
  return {
    packageId: pkg.packageId,
    flightNumber: 'w5 1061',
    flightDate: day(5),
    flightTime: '12:00',
    extraGuests: 0,
    passengers: [
      { type: 'adult', extras: [] },
      { type: 'adult', extras: [] },
    ],
  };
}
const cipNames = {
  passengers: [
    { firstName: 'مریم', lastName: 'احمدی' },
    { firstName: 'علی', lastName: 'احمدی' },
  ],
  mobile: '09121234567',
  email: '',
};

/** Order tracking as the form does it: the SMS code for the order number and mobile, then the order with the code. */
async function track(h: H, officialFactorId: string, mobile: string): Promise<Response> {
  const sent = (await (await h.post('/api/orders/track/code', { officialFactorId, mobile })).json()) as Json;
  return h.post('/api/orders/track', { officialFactorId, mobile, token: sent.data.token, code: FIXED_SMS_CODE });
}

describe('an order lists its documents and every buyer downloads them', () => {
  it('a guest’s hotel order holds its voucher: hotel, address, rooms, guests, dates, meal, cancellation rules, confirmation', async () => {
    const { h, order } = await guestHotelOrder();
    expect(order.documents).toEqual([{ id: 'hotel', kind: 'voucher', title: hotelDocument.title }]);
    for (const path of [`/api/tickets/${order.factorId}.pdf`, `/api/tickets/${order.factorId}-hotel.pdf`]) {
      const res = await h.get(path);
      expect(res.status, path).toBe(200);
      expect(res.headers.get('Content-Type')).toBe('application/pdf');
      expect(await head(res)).toBe('%PDF-');
    }
    const [page] = await pdfPages(new Uint8Array(await (await h.get(`/api/tickets/${order.factorId}-hotel.pdf`)).arrayBuffer()));
    // pdf.js drops the spaces between right-to-left runs and moves a hamza above out of its word: compared without.
    const squash = (t: string) => t.replace(/[\s\u0654]/g, '');
    for (const piece of [
      hotelDocument.title,
      hotelDocument.address,
      hotelDocument.meal,
      hotelDocument.cancellation,
      hotelDocument.checkIn,
      hotelDocument.checkOut,
      hotelDocument.room,
      'کیش',
      'مریم',
      'سارا',
    ])
      expect(squash(page!), piece).toContain(squash(piece));
    expect(page).toMatch(/HC-\d{7}/);
    // A document the order does not hold is not found.
    expect((await h.get(`/api/tickets/${order.factorId}-insurance.pdf`)).status).toBe(404);
  });

  it('a guest downloads its voucher through order tracking from another browser; a wrong mobile or a stranger gets 404', async () => {
    const { order } = await guestHotelOrder();
    const mobile = hotelGuests.mobile;
    const stranger = checkoutHarness();
    // Without tracking, another session cannot download the order (its own session route).
    expect((await stranger.get(`/api/tickets/${order.factorId}-hotel.pdf`)).status).toBe(404);
    // A wrong mobile: no order, no proof.
    const wrong = await track(stranger, order.officialFactorId, '09350000000');
    expect(wrong.status).toBe(404);
    expect(JSON.stringify(await wrong.json())).not.toContain('documentAccess');
    // The buyer's mobile and the SMS code: the order, its documents and a proof.
    const tracked = await track(stranger, order.officialFactorId, mobile);
    expect(tracked.status).toBe(200);
    const data = ((await tracked.json()) as Json).data;
    expect(data.documents).toEqual([{ id: 'hotel', kind: 'voucher', title: hotelDocument.title }]);
    expect(typeof data.documentAccess).toBe('string');
    const res = await stranger.get(trackedDocumentUrl(order.factorId, 'hotel', data.documentAccess));
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toBe('application/pdf');
    expect(res.headers.get('Cache-Control')).toMatch(/no-store/);
    expect(await head(res)).toBe('%PDF-');
    expect((await pdfPages(new Uint8Array(await res.arrayBuffer())))[0]).toContain(hotelDocument.title);
    // The proof without tracking's route, a missing or forged proof: 404.
    const forged = `${data.documentAccess.slice(0, -4)}AAAA`;
    for (const path of [
      `/api/orders/track/documents/${order.factorId}-hotel.pdf`,
      trackedDocumentUrl(order.factorId, 'hotel', forged),
      trackedDocumentUrl(order.factorId, 'hotel', 'not-a-proof-at-all-0000'),
    ])
      expect((await checkoutHarness().get(path)).status, path).toBe(404);
  });

  it('a proof opens its own order only, another user’s order is 404, and refused proofs are rate-limited', async () => {
    const first = await guestHotelOrder();
    const second = await guestHotelOrder();
    const stranger = checkoutHarness();
    const data = ((await (await track(stranger, first.order.officialFactorId, hotelGuests.mobile)).json()) as Json).data;
    // The first order's proof does not open the second order.
    expect((await stranger.get(trackedDocumentUrl(second.order.factorId, 'hotel', data.documentAccess))).status).toBe(404);
    // A logged-in traveller asks for the guest's order by its number: not theirs, 404 (no file).
    const other = checkoutHarness();
    await other.login('09120000002');
    for (const path of [`/api/tickets/${second.order.factorId}.pdf`, `/api/tickets/${second.order.factorId}-hotel.pdf`]) {
      const res = await other.get(path);
      expect(res.status, path).toBe(404);
      expect(res.headers.get('Content-Type')).not.toBe('application/pdf');
    }
    // Refused proofs count like wrong codes (5 per order in the window, the one above included): then even a good
    // proof waits.
    for (let i = 0; i < 4; i++)
      expect((await stranger.get(trackedDocumentUrl(second.order.factorId, 'hotel', data.documentAccess))).status).toBe(404);
    const blocked = await stranger.get(trackedDocumentUrl(second.order.factorId, 'hotel', data.documentAccess));
    expect(blocked.status).toBe(429);
    expect(blocked.headers.get('Retry-After')).toMatch(/^\d+$/);
    // The first order's own proof still downloads (its window is its own).
    expect((await stranger.get(trackedDocumentUrl(first.order.factorId, 'hotel', data.documentAccess))).status).toBe(200);
  });

  it('a flight with a hotel and a CIP service is one order with three documents, each downloadable', async () => {
    const h = checkoutHarness();
    await h.choose({ route: ['THR', 'MHD'], days: 3, adults: 2, infants: 1 });
    expect((await h.post('/api/basket/hotels', { details: hotelItemDetails(4) })).status).toBe(200);
    expect((await h.post('/api/basket/cip', await cipChoice(h))).status).toBe(200);
    expect((await h.post('/api/checkout/flight/passengers', twoAdultsAndInfant())).status).toBe(200);
    expect((await h.post('/api/checkout/hotel', hotelGuests)).status).toBe(200);
    expect((await h.post('/api/checkout/cip/travellers', cipNames)).status).toBe(200);
    const order = await payByGateway(h);
    expect(order.product).toBe('flight');
    expect(order.documents.map((d: Json) => [d.id, d.kind])).toEqual([
      ['flight', 'ticket'],
      ['hotel', 'voucher'],
      ['cip', 'voucher'],
    ]);
    const cip = await h.get(`/api/tickets/${order.factorId}-cip.pdf`);
    expect(cip.status).toBe(200);
    expect((await pdfPages(new Uint8Array(await cip.arrayBuffer())))[0]).toContain('W5 1061');
    const ticket = await h.get(`/api/tickets/${order.factorId}-flight.pdf`);
    const voucher = await h.get(`/api/tickets/${order.factorId}-hotel.pdf`);
    expect([ticket.status, voucher.status]).toEqual([200, 200]);
    expect(voucher.headers.get('Content-Disposition')).toBe(`attachment; filename="safarnameh-ticket-${order.factorId}-hotel.pdf"`);
    const [voucherPage] = await pdfPages(new Uint8Array(await voucher.arrayBuffer()));
    expect(voucherPage).toContain(hotelDocument.title);
    const ticketPages = await pdfPages(new Uint8Array(await ticket.arrayBuffer()));
    expect(ticketPages.join(' ')).not.toContain(hotelDocument.title);
  });
});
