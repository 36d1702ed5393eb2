import { beforeEach, describe, expect, it, vi } from 'vitest';
import { DOCUMENT_FILE_MAX_BYTES } from '@/lib/document-file';
import * as messages from '@/lib/messages';
import { toPersianDigits } from '@/lib/text';
import { resetSandboxState } from '@/server/sandbox/app';
import { findTourPackage, seededDepartures } from '@/server/sandbox/data/tours';
import { UPLOAD_MSG } from '@/server/sandbox/routes/uploads';
import { tehranToday } from '@/server/sandbox/time';
import { UPLOAD_BODY_LIMIT, UPLOAD_PATH } from '@/edge/uploads';
import { hotelItemDetails } from '../fixtures/basket';
import { checkoutHarness, hotelGuests } from './checkout-helpers';

/**
 * Issue 49 point 9, the catalogue calls a page now uses, through the real edge pipeline and the sandbox:
 * - the passport scan: `POST /api/uploads/passport` (multipart, the shared rule: JPEG/PNG/PDF by bytes, 2 MB, Persian
 *   refusals, nothing malformed sent upstream) → FileUploads/Upload; its id goes with an international tour's traveller
 *   and the supplier's booking checks it is a file it was given;
 * - the basket by factor id: «pay again» for a pending order (`POST /api/checkout/pay-again`) from another session of
 *   the same account makes the order's basket the session's and books the same order; a stranger, a guest, a paid
 *   order and a bad number go to the result page, no basket taken;
 * - DELETE basket: «empty the basket» (`POST /api/basket/clear`) deletes it at the supplier and the session lets it go;
 *   a paid basket stays (409 in Persian).
 */
vi.setConfig({ testTimeout: 60_000 });
beforeEach(() => resetSandboxState());

// biome-ignore lint/suspicious/noExplicitAny: answers are read loosely by the tests
type Json = Record<string, any>;

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3, 4]);
const JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46]);
const fileForm = (bytes: Uint8Array<ArrayBuffer>, type: string, name = 'passport.png') => {
  const form = new FormData();
  form.set('file', new File([bytes], name, { type }));
  return form;
};
const uploadCalls = (h: ReturnType<typeof checkoutHarness>) => h.calls.filter((c) => c.path === '/api2/FileUploads/Upload');

const DUBAI = 70061;
function openDeparture(packageId: number) {
  const pkg = findTourPackage(1405, packageId)!;
  return seededDepartures(1405, pkg, tehranToday(Date.now())).find((d) => d.seats - d.soldBefore >= 6)!;
}
const abroadTraveller = {
  fnameFa: '',
  lnameFa: '',
  fnameEn: 'MARYAM',
  lnameEn: 'AHMADI',
  nationalCode: '',
  passportNumber: 'K12345678',
  passportExpiry: '2031/01/01',
};

describe('the passport scan (FileUploads/Upload)', () => {
  it('a PNG is sent on as multipart and answered with its id; the refusals are Persian and never reach the supplier', async () => {
    const h = checkoutHarness();
    await h.get('/api/session');
    const ok = await h.multipart(UPLOAD_PATH, fileForm(PNG, 'image/png', 'a/../b\\scan.png'));
    expect(ok.status, await ok.clone().text()).toBe(200);
    const body = (await ok.json()) as Json;
    expect(body.data).toMatchObject({ contentType: 'image/png', size: PNG.byteLength });
    expect(body.data.fileId).toMatch(/^up-[A-Za-z0-9_-]{16}$/);
    expect(body.data.fileName).not.toMatch(/[\u0000/\\]/);
    expect(uploadCalls(h)).toHaveLength(1);
    expect(uploadCalls(h)[0]!.headers.get('content-type')).toMatch(/^multipart\/form-data; boundary=/);

    const refusals: [string, Promise<Response>, number, string][] = [
      ['a JPEG called a PNG', h.multipart(UPLOAD_PATH, fileForm(JPEG, 'image/png')), 400, messages.uploads.mismatch],
      [
        'a text file',
        h.multipart(UPLOAD_PATH, fileForm(new TextEncoder().encode('hello'), 'text/plain', 'a.txt')),
        400,
        messages.uploads.badType,
      ],
      ['no file', h.multipart(UPLOAD_PATH, new FormData()), 400, messages.uploads.noFile],
      ['an empty file', h.multipart(UPLOAD_PATH, fileForm(new Uint8Array(0), 'image/png')), 400, messages.uploads.noFile],
      ['JSON, not a form', h.post(UPLOAD_PATH, { file: 'x' }), 400, messages.uploads.notForm],
    ];
    for (const [name, res, status, message] of refusals) {
      const r = await res;
      expect(r.status, name).toBe(status);
      expect(((await r.json()) as Json).message, name).toBe(message);
    }
    const two = new FormData();
    two.append('file', new File([PNG], 'a.png', { type: 'image/png' }));
    two.append('file', new File([PNG], 'b.png', { type: 'image/png' }));
    expect((await h.multipart(UPLOAD_PATH, two)).status).toBe(400);
    expect(uploadCalls(h)).toHaveLength(1);
  });

  it('the size: a 2 MB scan passes the edge’s body limit (1 MB elsewhere); one byte more, or a body past the path’s limit, is a Persian 413', async () => {
    const h = checkoutHarness();
    await h.get('/api/session');
    const big = new Uint8Array(DOCUMENT_FILE_MAX_BYTES);
    big.set(PNG);
    const ok = await h.multipart(UPLOAD_PATH, fileForm(big, 'image/png'));
    expect(ok.status, await ok.clone().text()).toBe(200);
    expect(((await ok.json()) as Json).data.size).toBe(DOCUMENT_FILE_MAX_BYTES);
    const over = new Uint8Array(DOCUMENT_FILE_MAX_BYTES + 1);
    over.set(PNG);
    const tooBig = await h.multipart(UPLOAD_PATH, fileForm(over, 'image/png'));
    expect(tooBig.status).toBe(413);
    expect(((await tooBig.json()) as Json).message).toBe(messages.uploads.tooLarge);
    const overLimit = await h.request(UPLOAD_PATH, {
      method: 'POST',
      headers: {
        Origin: 'http://localhost',
        'Sec-Fetch-Site': 'same-origin',
        'Content-Type': 'multipart/form-data; boundary=x',
        Cookie: h.cookie(),
      },
      body: new Uint8Array(UPLOAD_BODY_LIMIT + 1),
    });
    expect(overLimit.status).toBe(413);
    expect(((await overLimit.json()) as Json).message).toBe(messages.uploads.tooLarge);
    expect(uploadCalls(h)).toHaveLength(1);
  });

  it('only a same-origin POST: another site is refused (CSRF), GET is 405', async () => {
    const h = checkoutHarness();
    await h.get('/api/session');
    const foreign = await h.request(UPLOAD_PATH, {
      method: 'POST',
      headers: { Origin: 'https://evil.example', 'Sec-Fetch-Site': 'cross-site', Cookie: h.cookie() },
      body: fileForm(PNG, 'image/png'),
    });
    expect(foreign.status).toBe(403);
    expect((await h.get(UPLOAD_PATH)).status).toBe(405);
    expect(uploadCalls(h)).toHaveLength(0);
  });

  it('an international tour’s traveller carries the scan’s id; the booking takes it, and refuses an id the supplier never gave', async () => {
    const h = checkoutHarness();
    await h.login('09120000001');
    const dep = openDeparture(DUBAI);
    expect(
      (await h.post('/api/basket/tour', { packageId: DUBAI, departureId: dep.departureId, rooms: [{ adults: 1, childrenAges: [] }] }))
        .status,
    ).toBe(200);
    const malformed = await h.post('/api/checkout/tour/travellers', {
      passengers: [{ ...abroadTraveller, passportScanId: 'not an id!' }],
      mobile: '09121234567',
      email: '',
    });
    expect(malformed.status).toBe(400);
    expect(((await malformed.json()) as Json).errors).toEqual({ 'p0.passportScanId': messages.uploads.badId });

    const forged = await h.post('/api/checkout/tour/travellers', {
      passengers: [{ ...abroadTraveller, passportScanId: 'up-AAAAAAAAAAAAAAAA' }],
      mobile: '09121234567',
      email: '',
    });
    expect(forged.status, await forged.clone().text()).toBe(200);
    const refused = await h.post('/api/checkout/quote', {});
    // Not «expired»: the service is there, the traveller's scan is not; the supplier's Persian reason is shown.
    expect(refused.status).toBe(400);
    expect((await refused.json()) as Json).toMatchObject({ code: 'traveller_invalid', message: UPLOAD_MSG.unknown });

    const fileId = ((await (await h.multipart(UPLOAD_PATH, fileForm(PNG, 'image/png'))).json()) as Json).data.fileId as string;
    const given = await h.post('/api/checkout/tour/travellers', {
      passengers: [{ ...abroadTraveller, passportScanId: fileId }],
      mobile: '09121234567',
      email: '',
    });
    expect(given.status, await given.clone().text()).toBe(200);
    const quote = await h.post('/api/checkout/quote', {});
    expect(quote.status, await quote.clone().text()).toBe(200);
    expect(((await quote.json()) as Json).order).toMatchObject({ product: 'tour', status: 'pending' });
  });
});

/** A hotel basket booked and sent to the gateway (a pending order), as a logged-in traveller. */
async function pendingOrder(mobile: string) {
  const a = checkoutHarness();
  await a.login(mobile);
  expect((await a.post('/api/basket/hotels', { details: hotelItemDetails(0) })).status).toBe(200);
  expect((await a.post('/api/checkout/hotel', hotelGuests)).status).toBe(200);
  let step = (await (await a.post('/api/checkout/pay', { credit: 'none' })).json()) as Json;
  if (step.step === 'price-changed')
    step = (await (await a.post('/api/checkout/pay', { credit: 'none', acceptedPrice: step.newPrice })).json()) as Json;
  expect(step.step).toBe('pay');
  return { a, step };
}
const currentBasket = async (h: ReturnType<typeof checkoutHarness>) =>
  ((await (await h.get('/api/basket/current')).json()) as Json).basket as Json | null;

describe('«pay again» by the order’s number (Basket/GetByFactorId)', () => {
  it('another device of the same account: the pending order’s basket becomes the session’s and pays the same order', async () => {
    const { step } = await pendingOrder('09120000001');
    const factorId = step.order.factorId as number;
    const b = checkoutHarness();
    await b.login('09120000001');
    expect(await currentBasket(b)).toBeNull();
    const res = await b.form('/api/checkout/pay-again', { factorId: toPersianDigits(String(factorId)) });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/checkout/review');
    expect(b.calls.some((c) => c.path === `/api2/Basket/GetByFactorId/${factorId}`)).toBe(true);
    expect((await currentBasket(b))?.basketId).toBe(step.order.basketId);
    let again = (await (await b.post('/api/checkout/pay', { credit: 'none' })).json()) as Json;
    if (again.step === 'price-changed')
      again = (await (await b.post('/api/checkout/pay', { credit: 'none', acceptedPrice: again.newPrice })).json()) as Json;
    expect(again.step).toBe('pay');
    expect(again.order.factorId).toBe(factorId);
  });

  it('a stranger, a guest, a bad number and a paid order go to the result page; no basket is taken', async () => {
    const { a, step } = await pendingOrder('09120000001');
    const factorId = step.order.factorId as number;
    const stranger = checkoutHarness();
    await stranger.login('09120000004');
    const s = await stranger.form('/api/checkout/pay-again', { factorId: String(factorId) });
    expect(s.status).toBe(303);
    // Another account's order: the supplier does not give it (404), so the result page says «not found».
    expect(s.headers.get('location')).toBe(`/checkout/result?factorId=${factorId}`);
    expect(await currentBasket(stranger)).toBeNull();

    const guest = checkoutHarness();
    await guest.get('/api/session');
    const g = await guest.form('/api/checkout/pay-again', { factorId: String(factorId) });
    expect(g.headers.get('location')).toBe(`/checkout/result?factorId=${factorId}`);
    expect(guest.calls.some((c) => c.path.includes('GetByFactorId'))).toBe(false);
    for (const bad of ['abc', '0', '-5', '1e3', '']) {
      const r = await guest.form('/api/checkout/pay-again', { factorId: bad });
      expect(r.status, bad).toBe(303);
      expect(r.headers.get('location'), bad).toBe('/checkout/result');
    }

    // Paid at the gateway: nothing left to pay, so the result page says so.
    const paid = await a.request(new URL(step.paymentUrl, 'http://localhost').pathname, {
      method: 'POST',
      headers: {
        Origin: 'http://localhost',
        'Sec-Fetch-Site': 'same-origin',
        'Content-Type': 'application/x-www-form-urlencoded',
        Cookie: a.cookie(),
      },
      body: 'action=pay',
    });
    expect(paid.status).toBe(303);
    const b = checkoutHarness();
    await b.login('09120000001');
    const r = await b.form('/api/checkout/pay-again', { factorId: String(factorId) });
    expect(r.headers.get('location')).toBe(`/checkout/hotel/result?factorId=${factorId}`);
    expect(await currentBasket(b)).toBeNull();
  });
});

describe('«empty the basket» (DELETE Basket/Delete/{id})', () => {
  it('deletes the whole basket at the supplier; the session lets it go and the next choice starts a new one', async () => {
    const h = checkoutHarness();
    await h.get('/api/session');
    const none = await h.post('/api/basket/clear', {});
    expect(none.status).toBe(200);
    expect(h.calls.some((c) => c.method === 'DELETE')).toBe(false);
    await h.post('/api/basket/hotels', { details: hotelItemDetails(0) });
    await h.post('/api/basket/hotels', { details: hotelItemDetails(1) });
    const before = await currentBasket(h);
    expect(before?.count).toBe(2);
    const cleared = await h.post('/api/basket/clear', {});
    expect(cleared.status).toBe(200);
    expect((await cleared.json()) as Json).toEqual({ basket: null, message: messages.checkout.basketEmptied });
    expect(h.calls.some((c) => c.method === 'DELETE' && c.path === `/api2/Basket/Delete/${before!.basketId}`)).toBe(true);
    const after = (await (await h.get('/api/basket/current')).json()) as Json;
    expect(after).toEqual({ basket: null });
    await h.post('/api/basket/hotels', { details: hotelItemDetails(0) });
    const fresh = await currentBasket(h);
    expect(fresh?.count).toBe(1);
    expect(fresh?.basketId).not.toBe(before!.basketId);
  });

  it('a paid basket stays: 409 in Persian, the session keeps it', async () => {
    const { a, step } = await pendingOrder('09120000001');
    await a.request(new URL(step.paymentUrl, 'http://localhost').pathname, {
      method: 'POST',
      headers: {
        Origin: 'http://localhost',
        'Sec-Fetch-Site': 'same-origin',
        'Content-Type': 'application/x-www-form-urlencoded',
        Cookie: a.cookie(),
      },
      body: 'action=pay',
    });
    const res = await a.post('/api/basket/clear', {});
    expect(res.status).toBe(409);
    expect(((await res.json()) as Json).message).toBe(messages.checkout.basketPaid);
  });
});
