/**
 * `POST /api/basket/attractions { attractionId, serviceDate, tickets }`: the detail page's «add to basket». The
 * attraction is asked of the supplier again and the line priced from its day of now (the browser sends no price);
 * a day not offered or counts a venue refuses are 400, a sold-out day or too few places 409, each with its Persian
 * message; then the line goes into the session's basket through the shared basket change.
 */
import type { Hono } from 'hono';
import type * as v from 'valibot';
import { basketView, changeBasket } from '@/edge/basket-routes';
import { BODY_LIMIT, jsonBody } from '@/edge/json-body';
import { todayIn } from '@/lib/dates';
import * as messages from '@/lib/messages';
import { UpstreamError } from '@/server/upstream/request';
import { attractionTexts } from '../messages';
import { AddAttraction, attractionLine, withAttraction } from '../server/basket';
import { attractionsApi } from '../server/upstream';
import { now } from '@/server/clock';

const noStore = { 'Cache-Control': 'no-store' };

export function mountAttractionBasketRoute(app: Hono): void {
  app.post('/api/basket/attractions', jsonBody(AddAttraction, { limit: BODY_LIMIT.basket }), async (c) => {
    const add = c.req.valid('json') as v.InferOutput<typeof AddAttraction>;
    let detail: Awaited<ReturnType<ReturnType<typeof attractionsApi>['detail']>>;
    try {
      detail = await attractionsApi(c.get('upstream')).detail(add.attractionId);
    } catch (err) {
      if (err instanceof UpstreamError && err.status === 404)
        return c.json({ succeed: false, message: attractionTexts.unknown }, 404, noStore);
      return c.json({ succeed: false, message: messages.common.genericError }, 502, noStore);
    }
    const at = now();
    const priced = attractionLine(detail, add, todayIn(at), at);
    if (!priced.ok) return c.json({ succeed: false, message: priced.message }, priced.status, noStore);
    const state = await changeBasket(c, (doc) => withAttraction(doc, priced.line));
    return c.json({ ...basketView(c, state), line: priced.line.details, next: '/passengers/attraction' }, 200, noStore);
  });
}
