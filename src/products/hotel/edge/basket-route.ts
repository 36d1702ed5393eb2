/**
 * `POST /api/basket/hotels { details }`: the hotel page's «reserve» puts the chosen package in the session's basket
 * (idempotent: the same package twice is one item), through the shared basket change (src/edge/basket-routes.ts).
 */
import type { Hono } from 'hono';
import * as v from 'valibot';
import { basketView, changeBasket } from '@/edge/basket-routes';
import { BODY_LIMIT, jsonBody } from '@/edge/json-body';
import { NewHotelItemDetails, withHotel } from '../server/basket';

const AddHotel = v.object({ details: NewHotelItemDetails });

export function mountHotelBasketRoute(app: Hono): void {
  app.post('/api/basket/hotels', jsonBody(AddHotel, { limit: BODY_LIMIT.basket }), async (c) => {
    const { details } = c.req.valid('json');
    return c.json(basketView(c, await changeBasket(c, (doc) => withHotel(doc, details))), 200, { 'Cache-Control': 'no-store' });
  });
}
