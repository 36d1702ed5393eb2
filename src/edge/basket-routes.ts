/**
 * The browser's basket API. The basket id lives in the session (one basket per session, kept across login);
 * every write goes through BasketService (versioned read-modify-write, one first basket per session, coordinated
 * through the edge store so it holds across isolates), never a raw upstream PUT from the browser. A BUYFOROTHER
 * buyer's customer is kept in the basket too (`POST /api/basket/customer`). «Empty the basket» deletes it at the supplier
 * (`POST /api/basket/clear`). An upstream failure is answered by the app's error handler (errors.ts).
 */
import type { Context, Hono } from 'hono';
import * as v from 'valibot';
import * as messages from '@/lib/messages';
import { hasRole, roleNames, ROLES } from '@/lib/roles';
import { basketCustomer, CustomerId, withBasketCustomer } from '@/server/basket/customer';
import { itemCount, type BasketDoc } from '@/server/basket/model';
import { agencyApi } from '@/server/upstream/agency';
import { apiError, loginRequired } from './failures';
import { basketClosedBy, BasketService, type BasketState } from '@/server/basket/service';
import { basketApi } from '@/server/upstream/basket';
import { UpstreamError } from '@/server/upstream/request';
import { basketItemsView, emptyBasket, withoutItem, type BasketSlot } from '@/server/basket/slots';
import type { ServerProduct } from '@/server/product';
import { BODY_LIMIT, jsonBody } from './json-body';
import { storeFirstBasket } from './store/first-basket';

declare module 'hono' {
  interface ContextVariableMap {
    /** The one list of products (src/products/registry.server.ts), for routes that work through their definitions. */
    products: readonly ServerProduct[];
  }
}

/** The products' basket slots, from the request's product list. */
export const basketSlots = (c: Context): BasketSlot[] => (c.get('products') ?? []).flatMap((p) => (p.basket ? [p.basket] : []));

/** What the browser sees of a basket: its id, version and count, and each product's items under its view key. */
export function basketView(c: Context, state: BasketState | null) {
  if (!state) return { basket: null };
  return {
    basket: {
      basketId: state.basketId,
      version: state.version,
      count: itemCount(state.doc),
      /** BUYFOROTHER: the customer the basket is bought for (server/basket/customer.ts), or null. */
      customerId: basketCustomer(state.doc),
      ...basketItemsView(state.doc, basketSlots(c)),
    },
  };
}

/** Applies a change to the session's basket (creating it on first use) and remembers the basket in the session. */
export async function changeBasket(c: Context, fn: (doc: BasketDoc) => BasketDoc): Promise<BasketState> {
  const session = c.get('session');
  const state = await new BasketService(c.get('upstream'), storeFirstBasket(c.get('edgeStore')), emptyBasket(basketSlots(c))).change(
    { sessionId: session.data?.sid ?? null, basketId: session.data?.basketId ?? null },
    fn,
  );
  session.setBasket(state.basketId);
  return state;
}

const RemoveItem = v.object({ key: v.pipe(v.string(), v.maxLength(256)) });
const ChooseCustomer = v.object({ customerId: v.nullable(CustomerId) });
const noStore = { 'Cache-Control': 'no-store' };

export function mountBasketRoutes(app: Hono): void {
  app.get('/api/basket/current', async (c) => {
    // A basket the supplier does not find now is shown as none, but the session keeps it: a transient 404 must not
    // detach it for good. A change confirms it is really gone before the session takes a new one (BasketService).
    const basketId = c.get('session').data?.basketId ?? null;
    const state = await new BasketService(c.get('upstream')).load(basketId);
    // The session had a basket the supplier no longer gives it: say it expired (search again), not that it is empty.
    if (!state && basketId !== null)
      return c.json({ ...basketView(c, null), expired: true, message: messages.checkout.basketExpired }, 200, noStore);
    return c.json(basketView(c, state), 200, noStore);
  });
  app.post('/api/basket/remove', jsonBody(RemoveItem, { limit: BODY_LIMIT.basket }), async (c) => {
    const { key } = c.req.valid('json');
    return c.json(basketView(c, await changeBasket(c, (doc) => withoutItem(doc, key, basketSlots(c)))), 200, noStore);
  });
  /**
   * BUYFOROTHER: whom the basket is bought for (`null`: the buyer), chosen at the travellers step or the review, kept
   * in the basket. Only a logged-in BUYFOROTHER account, and only one of its own customers (a crafted id is a Persian
   * 400); without a basket, clearing is a no-op.
   */
  app.post('/api/basket/customer', async (c, next) => (c.get('session').isLoggedIn ? next() : loginRequired(c)));
  app.post('/api/basket/customer', jsonBody(ChooseCustomer, { limit: BODY_LIMIT.basket }), async (c) => {
    const session = c.get('session');
    if (!hasRole(roleNames(session.data?.roleIds ?? []), ROLES.BUYFOROTHER))
      return apiError(c, 403, 'forbidden', messages.customers.notAllowed);
    const { customerId } = c.req.valid('json');
    if (customerId !== null) {
      const mine = await agencyApi(c.get('upstream')).customers();
      if (!mine.some((x) => x.customerId === customerId)) return apiError(c, 400, 'customer_invalid', messages.customers.unknown);
    } else if (session.data?.basketId == null) return c.json(basketView(c, null), 200, noStore);
    return c.json(basketView(c, await changeBasket(c, (doc) => withBasketCustomer(doc, customerId))), 200, noStore);
  });
  /**
   * «Empty the basket» (the review, when it holds more than one line): the whole basket is deleted at the supplier
   * (DELETE by id) and the session lets it go; the next choice starts a new one. A basket whose order is paid, or being
   * paid from credit, stays (409 in Persian); one the supplier no longer has is simply let go.
   */
  app.post('/api/basket/clear', async (c) => {
    const session = c.get('session');
    const message = messages.checkout.basketEmptied;
    const basketId = session.data?.basketId ?? null;
    if (basketId === null) return c.json({ basket: null, message }, 200, noStore);
    try {
      await basketApi(c.get('upstream')).remove(basketId);
    } catch (err) {
      const closed = basketClosedBy(err);
      if (closed) return apiError(c, 409, 'basket_closed', closed.paid ? messages.checkout.basketPaid : messages.checkout.basketPaying);
      const gone = err instanceof UpstreamError && err.kind === 'http' && err.status === 404;
      if (!gone) throw err;
    }
    session.setBasket(null);
    return c.json({ basket: null, message }, 200, noStore);
  });
  /** Reset: tickets, provisions, passengers and search info go; the client shows the "ticket removed" message. */
  app.post('/api/basket/reset', async (c) => {
    const message = messages.basket.ticketRemoved;
    if (c.get('session').data?.basketId == null) return c.json({ basket: null, message }, 200, noStore);
    return c.json({ ...basketView(c, await changeBasket(c, () => emptyBasket(basketSlots(c)))), message }, 200, noStore);
  });
}
