/**
 * The browser's basket API. The basket id lives in the session (one basket per session, kept across login);
 * every write goes through BasketService (versioned read-modify-write), never a raw upstream PUT from the browser.
 */
import type { Context, Hono } from 'hono';
import * as v from 'valibot';
import { messages } from '../lib/messages';
import { HotelItemDetails, EMPTY_BASKET, hotelItems, itemCount, withHotel, withoutItem, type BasketDoc } from '../server/basket/model';
import { BasketService, type BasketState } from '../server/basket/service';
import { UpstreamError } from '../server/upstream/request';
import { proxyError } from './proxy';

/** What the browser sees of a basket. */
export function basketView(state: BasketState | null) {
  if (!state) return { basket: null };
  return { basket: { basketId: state.basketId, version: state.version, count: itemCount(state.doc), hotels: hotelItems(state.doc) } };
}

// Two requests of one session creating its first basket at once would make two baskets: per isolate, the first
// creation is shared (keyed by session id) and the second request applies its change to that basket.
const creating = new Map<string, Promise<BasketState>>();

async function change(c: Context, fn: (doc: BasketDoc) => BasketDoc): Promise<Response> {
  const session = c.get('session');
  const service = new BasketService(c.get('upstream'));
  const sid = session.data?.sid ?? '';
  try {
    let state: BasketState;
    const pending = creating.get(sid);
    if (session.data?.basketId == null && pending) {
      state = await service.update((await pending).basketId, fn);
    } else if (session.data?.basketId == null) {
      const p = service.update(null, fn);
      creating.set(sid, p);
      try {
        state = await p;
      } finally {
        creating.delete(sid);
      }
    } else {
      state = await service.update(session.data.basketId, fn);
    }
    session.setBasket(state.basketId);
    return c.json(basketView(state), 200, { 'Cache-Control': 'no-store' });
  } catch (err) {
    if (err instanceof UpstreamError) return proxyError(c, err);
    throw err;
  }
}

async function body<S extends v.GenericSchema>(c: Context, schema: S): Promise<v.InferOutput<S> | Response> {
  if (!/^application\/json\b/i.test(c.req.header('Content-Type') ?? '')) {
    return c.json({ succeed: false, code: 'unsupported_media_type', message: 'نوع محتوای درخواست باید JSON باشد' }, 415);
  }
  const text = await c.req.text();
  if (text.length > 32 * 1024)
    return c.json({ succeed: false, code: 'payload_too_large', message: 'حجم اطلاعات ارسالی بیش از حد مجاز است' }, 413);
  try {
    const r = v.safeParse(schema, JSON.parse(text));
    if (r.success) return r.output;
  } catch {}
  return c.json({ succeed: false, code: 'validation', message: 'اطلاعات ارسالی معتبر نیست' }, 400);
}

export function mountBasketRoutes(app: Hono): void {
  app.get('/api/basket/current', async (c) => {
    try {
      const state = await new BasketService(c.get('upstream')).load(c.get('session').data?.basketId ?? null);
      // A basket that is gone upstream is forgotten by the session too.
      if (!state) c.get('session').setBasket(null);
      return c.json(basketView(state), 200, { 'Cache-Control': 'no-store' });
    } catch (err) {
      if (err instanceof UpstreamError) return proxyError(c, err);
      throw err;
    }
  });
  app.post('/api/basket/hotels', async (c) => {
    const b = await body(c, v.object({ details: HotelItemDetails }));
    if (b instanceof Response) return b;
    return change(c, (doc) => withHotel(doc, b.details));
  });
  app.post('/api/basket/remove', async (c) => {
    const b = await body(c, v.object({ key: v.pipe(v.string(), v.maxLength(256)) }));
    if (b instanceof Response) return b;
    return change(c, (doc) => withoutItem(doc, b.key));
  });
  /** Reset (spec 001 §4): tickets, provisions, passengers and search info go; the client shows the info message. */
  app.post('/api/basket/reset', async (c) => {
    if (c.get('session').data?.basketId == null) {
      return c.json({ basket: null, message: messages.basket.ticketRemoved }, 200, { 'Cache-Control': 'no-store' });
    }
    const res = await change(c, () => structuredClone(EMPTY_BASKET));
    if (res.status !== 200) return res;
    return c.json({ ...((await res.json()) as object), message: messages.basket.ticketRemoved }, 200, { 'Cache-Control': 'no-store' });
  });
}
