/**
 * `POST /api/basket/tour`: the reserve page's «continue» puts the chosen departure and rooms in the session's basket
 * (its `tours` list: a new choice replaces the one before), through the shared basket change. The rooms' rules run
 * again and the price is the supplier's quote, recomputed now (`POST /api2/Tour/Packages/{id}/Price`), never the
 * browser's: a sold-out date or too few seats is 409 with the Persian reason and the seats left; a price that differs
 * from what the page showed is 409 `price_changed` with both prices, and nothing is put in the basket.
 */
import type { Hono } from 'hono';
import * as v from 'valibot';
import { basketView, changeBasket } from '@/edge/basket-routes';
import { BODY_LIMIT, jsonBody } from '@/edge/json-body';
import * as messages from '@/lib/messages';
import { formatMoney } from '@/lib/money';
import { displayCurrency } from '@/server/display-currency';
import { UpstreamError } from '@/server/upstream/request';
import { tourReserve as r, tourTexts as m } from '../messages';
import { roomsProblem } from '../model/price';
import { tourOnSale } from '../model/sale-cutoff';
import { tourTravellersPathOf, withTour } from '../server/basket';
import { DepartureId } from '../server/schemas';
import { tourApi } from '../server/upstream';
import { now } from '@/server/clock';

const noStore = { 'Cache-Control': 'no-store' };

const AddTour = v.object({
  packageId: v.pipe(v.number(), v.integer(), v.minValue(1)),
  departureId: DepartureId,
  rooms: v.pipe(
    v.array(
      v.object({
        adults: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(9)),
        childrenAges: v.pipe(v.array(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(20))), v.maxLength(4)),
      }),
    ),
    v.minLength(1),
    v.maxLength(8),
  ),
  /** The total the page showed (rial): a quote that differs is a price change the traveller must see first. */
  shownTotal: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0))),
});

export function mountTourBasketRoute(app: Hono): void {
  app.post('/api/basket/tour', jsonBody(AddTour, { limit: BODY_LIMIT.basket }), async (c) => {
    const input = c.req.valid('json');
    const problem = roomsProblem(input.rooms);
    if (problem) return c.json({ succeed: false, code: 'validation', message: problem }, 400, noStore);
    const api = tourApi(c.get('upstream'));
    let quote: Awaited<ReturnType<typeof api.price>>;
    let pkg: Awaited<ReturnType<typeof api.detail>>;
    try {
      [pkg, quote] = await Promise.all([
        api.detail(input.packageId),
        api.price(input.packageId, { departureId: input.departureId, rooms: input.rooms }),
      ]);
    } catch (err) {
      if (err instanceof UpstreamError && err.kind === 'http' && err.status === 409) {
        const left = v.safeParse(v.object({ seatsLeft: v.number() }), err.data);
        return c.json(
          {
            succeed: false,
            code: 'sold_out',
            message: err.upstreamMessage ?? m.soldOut,
            seatsLeft: left.success ? left.output.seatsLeft : 0,
          },
          409,
          noStore,
        );
      }
      if (err instanceof UpstreamError && err.kind === 'http' && err.status === 404)
        return c.json({ succeed: false, code: 'not_found', message: m.unknown }, 404, noStore);
      if (err instanceof UpstreamError && err.kind === 'http' && err.status === 400)
        return c.json({ succeed: false, code: 'validation', message: err.upstreamMessage ?? m.invalid }, 400, noStore);
      throw err;
    }
    // A departure past its carrier's cut-off (Tehran time) is not sold, whatever the supplier still quotes.
    if (!tourOnSale({ date: quote.date, transport: pkg.transport, domestic: pkg.destination.domestic }, now()))
      return c.json({ succeed: false, code: 'sale_closed', message: messages.payment.saleClosed }, 409, noStore);
    if (input.shownTotal !== undefined && input.shownTotal !== quote.total) {
      // Both totals as the viewer saw them: in their currency (toman by default).
      const money = await displayCurrency();
      return c.json(
        {
          succeed: false,
          code: 'price_changed',
          message: r.priceChanged(formatMoney(input.shownTotal, money), formatMoney(quote.total, money)),
          previousTotal: input.shownTotal,
          total: quote.total,
        },
        409,
        noStore,
      );
    }
    const tour = {
      key: `tour-${quote.departureId}`,
      details: {
        packageId: quote.packageId,
        departureId: quote.departureId,
        rooms: input.rooms.map((x) => ({ adults: x.adults, childrenAges: [...x.childrenAges] })),
        totalPrice: quote.total,
        title: pkg.title,
        cityName: pkg.destination.name,
        operator: pkg.operator,
        date: quote.date,
        returnDate: quote.returnDate,
        nights: pkg.nights,
        international: pkg.passportRequired,
        quote: quote.rooms,
      },
      passengers: [],
    };
    const state = await changeBasket(c, (doc) => withTour(doc, tour));
    return c.json({ ...basketView(c, state), next: tourTravellersPathOf(tour) }, 200, noStore);
  });
}
