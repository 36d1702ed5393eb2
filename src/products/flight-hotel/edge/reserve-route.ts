/**
 * `POST /api/basket/flight-hotel`: «reserve» on the bundle page puts the bundle in the session's basket as one — its
 * outbound and return flights (vehicles with their provision) and the hotel's rooms, three items under one bundle
 * key (server/basket.ts), a new bundle replacing the one before — through the shared basket change. Everything is
 * re-checked upstream first (`POST /api2/TourDynamic/Provision/{token}`: seats, prices, the flights' check-in still
 * open) and priced as the supplier prices it (hotel + flights − bundle discount), never the browser's: a total that
 * differs from what the page showed is 409 `price_changed` with both, a sold-out flight 409 `sold_out`, a flight whose
 * check-in has closed 409 `sale_closed` (the shared rule, src/lib/sale-cutoff.ts, checked here too), an expired
 * search 410, a hotel or flight no longer in the search 404; nothing is saved on any of them.
 */
import type { Hono } from 'hono';
import * as v from 'valibot';
import { basketView, changeBasket } from '@/edge/basket-routes';
import { BODY_LIMIT, jsonBody } from '@/edge/json-body';
import { formatMoney } from '@/lib/money';
import { displayCurrency } from '@/server/display-currency';
import { onSale } from '@/lib/sale-cutoff';
import { UpstreamError } from '@/server/upstream/request';
import { bundleReserve as m } from '../messages';
import { bundleTravellersPath, storedBundle, withBundle } from '../server/basket';
import { BundleProvisionRequest } from '../server/schemas';
import { bundleProvision } from '../server/upstream';
import { now } from '@/server/clock';

const noStore = { 'Cache-Control': 'no-store' };

const ReserveBody = v.object({
  searchToken: v.pipe(v.string(), v.regex(/^[A-Za-z0-9._~-]{8,1024}$/)),
  ...BundleProvisionRequest.entries,
  /** The results route (`THR-KIH`): where the travellers page lives. */
  route: v.pipe(v.string(), v.regex(/^[A-Za-z]{3}-[A-Za-z]{3}$/)),
  /** The total the page showed (rial): a price that differs is a change the traveller must confirm first. */
  shownTotal: v.pipe(v.number(), v.integer(), v.minValue(0)),
});

export function mountBundleReserveRoute(app: Hono): void {
  app.post('/api/basket/flight-hotel', jsonBody(ReserveBody, { limit: BODY_LIMIT.basket }), async (c) => {
    const body = c.req.valid('json');
    const refuse = (status: 404 | 409 | 410, code: string, message: string) => c.json({ succeed: false, code, message }, status, noStore);
    let p: Awaited<ReturnType<typeof bundleProvision>>;
    try {
      p = await bundleProvision(c.get('upstream'), body.searchToken, {
        hotelId: body.hotelId,
        outboundId: body.outboundId,
        inboundId: body.inboundId,
        ...(body.packageNumber !== undefined ? { packageNumber: body.packageNumber } : {}),
      });
    } catch (err) {
      if (err instanceof UpstreamError && err.kind === 'http') {
        if (err.status === 409)
          return err.code === 'sale_closed' ? refuse(409, 'sale_closed', m.saleClosed) : refuse(409, 'sold_out', m.soldOut);
        if (err.status === 410) return refuse(410, 'expired', m.expired);
        if (err.status === 404 || err.status === 400) return refuse(404, 'not_found', m.gone);
      }
      throw err;
    }
    // Whatever the supplier says, a flight whose check-in has closed is not sold.
    const at = now();
    if (!onSale(p.outbound, at) || !onSale(p.inbound, at)) return refuse(409, 'sale_closed', m.saleClosed);
    if (p.totalPrice !== body.shownTotal) {
      // Both totals as the viewer saw them: in their currency (toman by default).
      const money = await displayCurrency();
      return c.json(
        {
          succeed: false,
          code: 'price_changed',
          message: m.priceChanged(formatMoney(body.shownTotal, money), formatMoney(p.totalPrice, money)),
          previousTotal: body.shownTotal,
          total: p.totalPrice,
        },
        409,
        noStore,
      );
    }
    const bundle = storedBundle(body.searchToken, p, body.route.toUpperCase());
    const state = await changeBasket(c, (doc) => withBundle(doc, bundle));
    return c.json({ succeed: true, ...basketView(c, state), next: bundleTravellersPath(bundle) }, 200, noStore);
  });
}
