/**
 * The hotel checkout (spec 000 §4, spec 001 §4–§7): passengers → (guest) phone validation → pre-reserve with a price
 * re-check → payment. A changed price is never charged silently: the browser must confirm it (second route).
 * The payment callback URL is always built here from our own origin, never taken from the browser.
 */
import type { Context, Hono } from 'hono';
import * as v from 'valibot';
import { validateCheckout, type CheckoutInput } from '../lib/passengers';
import { hotelItems, type BasketDoc, type HotelItem } from '../server/basket/model';
import { BasketService } from '../server/basket/service';
import { bookingApi } from '../server/upstream/booking';
import { UpstreamError } from '../server/upstream/request';
import { proxyError } from './proxy';

const Guest = v.object({
  firstName: v.pipe(v.string(), v.maxLength(60)),
  lastName: v.pipe(v.string(), v.maxLength(60)),
  gender: v.picklist(['MALE', 'FEMALE']),
  isIranian: v.boolean(),
  nationalCode: v.pipe(v.string(), v.maxLength(20)),
  passportNumber: v.pipe(v.string(), v.maxLength(20)),
});
const CheckoutBody = v.object({
  rooms: v.pipe(v.array(v.pipe(v.array(Guest), v.maxLength(20))), v.minLength(1), v.maxLength(4)),
  leader: v.pipe(v.number(), v.integer()),
  mobile: v.pipe(v.string(), v.maxLength(20)),
  email: v.pipe(v.string(), v.maxLength(200)),
});

const noBasket = (c: Context) => {
  console.log('no basket id found');
  return c.json({ succeed: false, code: 'no_basket', message: 'سبد خرید شما خالی است؛ لطفاً دوباره جستجو کنید', redirect: '/hotel' }, 409);
};

async function readJson<S extends v.GenericSchema>(c: Context, schema: S): Promise<v.InferOutput<S> | Response> {
  if (!/^application\/json\b/i.test(c.req.header('Content-Type') ?? ''))
    return c.json({ succeed: false, code: 'unsupported_media_type', message: 'نوع محتوای درخواست باید JSON باشد' }, 415);
  const text = await c.req.text();
  if (text.length > 64 * 1024)
    return c.json({ succeed: false, code: 'payload_too_large', message: 'حجم اطلاعات ارسالی بیش از حد مجاز است' }, 413);
  try {
    const r = v.safeParse(schema, JSON.parse(text));
    if (r.success) return r.output;
  } catch {}
  return c.json({ succeed: false, code: 'validation', message: 'اطلاعات ارسالی معتبر نیست' }, 400);
}

function withCheckout(doc: BasketDoc, key: string, input: CheckoutInput, provision: unknown): BasketDoc {
  const [first, ...rest] = doc;
  const passengerInfos = input.rooms.flatMap((guests, room) =>
    guests.map((g, i) => ({ ...g, room, isLeader: room === 0 && i === input.leader })),
  );
  const hotels = (first!.typeInfos.hotels ?? []).map((h) => (h.key === key ? { ...h, provision } : h));
  return [
    { ...first!, typeInfos: { ...first!.typeInfos, hotels }, passengerInfos, contact: { mobile: input.mobile, email: input.email } },
    ...rest,
  ];
}

async function currentHotel(c: Context): Promise<{ basketId: number; item: HotelItem; service: BasketService } | null> {
  const basketId = c.get('session').data?.basketId ?? null;
  const service = new BasketService(c.get('upstream'));
  const state = await service.load(basketId);
  const item = state ? hotelItems(state.doc)[0] : undefined;
  return state && item ? { basketId: state.basketId, item, service } : null;
}

const callbackUrl = (c: Context) => `${new URL(c.req.url).origin}/checkout/hotel/result`;

export function mountCheckoutRoutes(app: Hono): void {
  app.post('/api/checkout/hotel', async (c) => {
    const body = await readJson(c, CheckoutBody);
    if (body instanceof Response) return body;
    const checked = validateCheckout(body);
    if (!checked.ok)
      return c.json({ succeed: false, code: 'validation', message: 'لطفاً خطاهای فرم را برطرف کنید', errors: checked.errors }, 400);
    const input = checked.value;
    try {
      const current = await currentHotel(c);
      if (!current) return noBasket(c);
      const { basketId, item, service } = current;
      const session = c.get('session');
      const api = bookingApi(c.get('upstream'));
      // A guest books by validating the basket with the contact phone: the upstream answers with a guest-reserve
      // session that owns the basket and the order (the traveller still counts as not logged in).
      if (!session.isLoggedIn) {
        const tokens = await api.validatePhone(basketId, input.mobile, input.email || null);
        const leader = input.rooms[0]![input.leader]!;
        session.adoptGuestReserve(tokens, `${leader.firstName} ${leader.lastName}`);
      }
      const reserve = await api.preReserve({
        basketId,
        packageNumber: item.details.packageNumber,
        expectedPrice: item.details.packagePrice,
        passengers: input.rooms.flat(),
        contact: { mobile: input.mobile, email: input.email || null },
      });
      await service.update(basketId, (doc) => withCheckout(doc, item.key, input, reserve));
      if (reserve.priceChanged) {
        return c.json({
          succeed: true,
          step: 'price-changed',
          factorId: reserve.factorId,
          oldPrice: reserve.previousPrice ?? item.details.packagePrice,
          newPrice: reserve.totalPrice,
          currency: reserve.currency,
        });
      }
      const pay = await api.paymentToken(reserve.factorId, callbackUrl(c));
      return c.json({ succeed: true, step: 'pay', paymentUrl: pay.paymentUrl, factorId: reserve.factorId, amount: pay.amount });
    } catch (err) {
      if (err instanceof UpstreamError) return proxyError(c, err);
      throw err;
    }
  });

  /** After the traveller accepted a changed price: only the order of this session's basket can be paid. */
  app.post('/api/checkout/hotel/pay', async (c) => {
    const body = await readJson(c, v.object({ factorId: v.pipe(v.number(), v.integer(), v.minValue(1)) }));
    if (body instanceof Response) return body;
    try {
      const current = await currentHotel(c);
      if (!current) return noBasket(c);
      const provision = current.item.provision as { factorId?: unknown } | null;
      if (provision?.factorId !== body.factorId)
        return c.json({ succeed: false, code: 'forbidden', message: 'این سفارش متعلق به سبد خرید شما نیست' }, 403);
      const pay = await bookingApi(c.get('upstream')).paymentToken(body.factorId, callbackUrl(c));
      return c.json({ succeed: true, step: 'pay', paymentUrl: pay.paymentUrl, factorId: body.factorId, amount: pay.amount });
    } catch (err) {
      if (err instanceof UpstreamError) return proxyError(c, err);
      throw err;
    }
  });

  /** The order's status for the result page. */
  app.get('/api/checkout/status/:factorId', async (c) => {
    const factorId = Number(c.req.param('factorId'));
    if (!Number.isSafeInteger(factorId) || factorId <= 0)
      return c.json({ succeed: false, code: 'validation', message: 'شمارهٔ سفارش نامعتبر است' }, 400);
    try {
      return c.json({ succeed: true, data: await bookingApi(c.get('upstream')).factorStatus(factorId) }, 200, {
        'Cache-Control': 'no-store',
      });
    } catch (err) {
      if (err instanceof UpstreamError) return proxyError(c, err);
      throw err;
    }
  });
}
