/**
 * `POST /api/basket/cip`: the detail page's «continue» puts the chosen CIP service in the session's basket (its one
 * `cip` slot; a new choice replaces the one before), through the shared basket change (src/edge/basket-routes.ts).
 * The package is read again from the catalogue and the form's rules run again (the flight's time inside the service
 * hours, the party, the extras): a crafted request gets the form's Persian errors; the price is the catalogue's.
 */
import type { Hono } from 'hono';
import * as v from 'valibot';
import { basketView, changeBasket } from '@/edge/basket-routes';
import { BODY_LIMIT, jsonBody } from '@/edge/json-body';
import { UpstreamError } from '@/server/upstream/request';
import { cipDetail as d, cipTexts } from '../messages';
import { checkCipBooking } from '../model/booking';
import { legKey, withCip } from '../server/basket';
import { cipApi } from '../server/upstream';
import { currentDay } from '@/server/clock';

const noStore = { 'Cache-Control': 'no-store' };

const AddCip = v.object({
  packageId: v.pipe(v.number(), v.integer(), v.minValue(1)),
  flightNumber: v.pipe(v.string(), v.maxLength(20)),
  flightDate: v.pipe(v.string(), v.maxLength(20)),
  flightTime: v.pipe(v.string(), v.maxLength(10)),
  extraGuests: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(20)),
  passengers: v.pipe(
    v.array(
      v.object({
        type: v.picklist(['adult', 'child', 'infant']),
        extras: v.pipe(v.array(v.pipe(v.string(), v.maxLength(60))), v.maxLength(10)),
      }),
    ),
    v.maxLength(20),
  ),
});

/** Where the CIP travellers step is: the airport's passengers page. */
export const cipTravellersPath = (iata: string): string => `/cip/${iata}/passengers`;

export function mountCipBasketRoute(app: Hono): void {
  app.post('/api/basket/cip', jsonBody(AddCip, { limit: BODY_LIMIT.basket }), async (c) => {
    const input = c.req.valid('json');
    let pkg: Awaited<ReturnType<ReturnType<typeof cipApi>['detail']>>;
    try {
      pkg = await cipApi(c.get('upstream')).detail(input.packageId);
    } catch (err) {
      if (err instanceof UpstreamError && err.kind === 'http' && (err.status === 404 || err.status === 400))
        return c.json({ succeed: false, code: 'not_found', message: cipTexts.unknown }, 404, noStore);
      throw err;
    }
    const checked = checkCipBooking(pkg, input, currentDay());
    if (!checked.ok) return c.json({ succeed: false, code: 'validation', message: d.failed, errors: checked.errors }, 400, noStore);
    const b = checked.value;
    const leg = {
      packageId: pkg.packageId,
      flightNumber: b.flightNumber,
      flightDate: b.flightDate,
      flightTime: b.flightTime,
      extraGuests: b.extraGuests,
    };
    const state = await changeBasket(c, (doc) =>
      withCip(doc, {
        key: `cip-${pkg.packageId}`,
        packageId: pkg.packageId,
        entrancePackage: null,
        leavePackage: null,
        [legKey(pkg.kind)]: leg,
        passengers: b.passengers.map((p) => ({ type: p.type, extras: p.extras })),
        totalPrice: checked.total,
        details: {
          persianName: pkg.persianName,
          serviceName: pkg.serviceName,
          kind: pkg.kind,
          kindName: pkg.kindName,
          iata: pkg.airport.iata,
          airportName: pkg.airport.name,
          terminal: pkg.terminal,
          extraNames: Object.fromEntries(pkg.extras.map((x) => [x.extraId, x.persianName])),
        },
      }),
    );
    return c.json({ ...basketView(c, state), next: cipTravellersPath(pkg.airport.iata) }, 200, noStore);
  });
}
