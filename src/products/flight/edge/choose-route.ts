/**
 * The flight's own route before the one checkout: choose a flight (re-checked and provisioned upstream), then the
 * trip goes into the basket.
 *   POST /api/basket/flights   { searchToken, flightId, returnFlightId?, acceptedTotal? }
 * A changed price or a sold-out seat is answered before anything is saved; bad input is a 400; an upstream
 * failure goes to the app's one error map (src/edge/errors.ts). The passengers step, the review and the payment
 * are the one checkout's (src/edge/checkout-routes.ts, with this product's definition: ../server/checkout-definition.ts).
 */
import type { Hono } from 'hono';
import * as v from 'valibot';
import { basketView, changeBasket } from '@/edge/basket-routes';
import { BODY_LIMIT, jsonBody } from '@/edge/json-body';
import * as messages from '@/lib/messages';
import { flightChoice } from '../messages';
import { provisionTrip, withFlightTrip } from '../server/checkout';
import { FlightId } from '../server/schemas';

const noStore = { 'Cache-Control': 'no-store' };
const m = messages.payment;

const SearchToken = v.pipe(v.string(), v.regex(/^[A-Za-z0-9._~-]{8,1024}$/));
const ChooseBody = v.object({
  searchToken: SearchToken,
  flightId: FlightId,
  returnFlightId: v.optional(v.nullable(FlightId), null),
  acceptedTotal: v.optional(v.nullable(v.pipe(v.number(), v.integer(), v.minValue(0))), null),
});

export function mountFlightChoose(app: Hono): void {
  app.post('/api/basket/flights', jsonBody(ChooseBody, { limit: BODY_LIMIT.basket }), async (c) => {
    const body = c.req.valid('json');
    const out = await provisionTrip(c.get('upstream'), body);
    switch (out.step) {
      case 'price-changed':
        return c.json({ succeed: true, step: 'price-changed', oldPrice: out.oldPrice, newPrice: out.newPrice }, 200, noStore);
      case 'sold-out':
        return c.json({ succeed: false, code: 'sold_out', message: m.soldOut }, 409, noStore);
      case 'sale-closed':
        return c.json({ succeed: false, code: 'sale_closed', message: flightChoice.saleClosed }, 409, noStore);
      case 'expired':
        return c.json({ succeed: false, code: 'expired', message: m.expired }, 410, noStore);
      case 'not-found':
        return c.json({ succeed: false, code: 'not_found', message: flightChoice.gone }, 404, noStore);
      default: {
        const state = await changeBasket(c, (doc) => withFlightTrip(doc, out.vehicles));
        const d = out.vehicles[0]!.details;
        return c.json(
          { succeed: true, step: 'saved', next: `/flight/${d.origin.iata}-${d.destination.iata}/passengers`, ...basketView(c, state) },
          200,
          noStore,
        );
      }
    }
  });
}
