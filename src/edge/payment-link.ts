/**
 * Payment links (issue 49 point 9; spec 001 §7 "GET basket by external id (returns basket, accessToken)").
 *   POST /api/basket/payment-link { mobile }   counter staff or an agent (CREDIT_COUNTER, AGENT) sends the customer a
 *                                              link to pay the session's basket (its travellers given); the supplier
 *                                              makes the unguessable id and texts `{origin}/pay/{externalId}`. The
 *                                              staff's session and basket do not change. Rate-limited per mobile as
 *                                              any SMS (rate-limit.ts).
 *   GET  /pay/:externalId                      the customer opens it: the basket by external id, its token checked
 *                                              with /auth/validate (limited to that basket), a NEW session holding it
 *                                              (not a login; the previous session's id is not kept), then 302 to the
 *                                              review to pay by gateway. A link that cannot be used goes to
 *                                              `/pay?state=…` (paid, expired, unknown, signed-in, busy, outage): a
 *                                              Persian page, never a 500. Only fixed paths are redirected to. Opened
 *                                              cross-site (no cookie may be set then), `continue`: a press on our own
 *                                              page opens it again, same-origin.
 * Unknown and expired ids count against the client (RATE_LIMITS.paymentLink), like a wrong tracking code.
 */
import type { Context, Hono } from 'hono';
import * as v from 'valibot';
import { RATE_LIMITS } from '@/lib/constants';
import * as messages from '@/lib/messages';
import { isCounterOrAgent, roleNames } from '@/lib/roles';
import { MOBILE_PATTERN, normalizeMobile } from '@/lib/validate';
import { BasketService } from '@/server/basket/service';
import { bookedProduct, missingTravellers } from '@/server/checkout/products';
import { authApi } from '@/server/upstream/auth';
import { basketApi } from '@/server/upstream/basket';
import { UpstreamError } from '@/server/upstream/request';
import { clientAddress } from './client-address';
import { apiError, loginRequired } from './failures';
import { BODY_LIMIT, jsonBody } from './json-body';

/** The supplier's external id: 128 random bits, base64url. */
export const EXTERNAL_ID = /^[A-Za-z0-9_-]{22}$/;
/** The states of the `/pay` page (src/pages/(default)/pay/index.tsx). */
export const PAY_LINK_STATES = ['paid', 'expired', 'unknown', 'signed-in', 'busy', 'outage', 'continue'] as const;
export type PayLinkState = (typeof PAY_LINK_STATES)[number];

const noStore = { 'Cache-Control': 'no-store' };
const m = messages.paymentLink;
const SendBody = v.object({ mobile: v.pipe(v.string(), v.maxLength(20)) });
/** An official order number as the supplier writes it, for the paid page's tracking line. */
const ORDER_NUMBER = /^[A-Za-z0-9-]{1,32}$/;

/** The `/pay` page of a state: a fixed path, its query built here (never a URL the request sent). */
function statePage(c: Context, state: PayLinkState, order?: string, link?: string): Response {
  const q = new URLSearchParams({ state });
  if (order && ORDER_NUMBER.test(order)) q.set('order', order);
  if (link && EXTERNAL_ID.test(link)) q.set('link', link);
  c.header('Cache-Control', 'no-store');
  // The link's id is not passed on to the next page as a Referer.
  c.header('Referrer-Policy', 'no-referrer');
  return c.redirect(`/pay?${q}`, 302);
}

const failureKey = (c: Context) => `paymentLink:client:${clientAddress(c)}`;

async function countFailure(c: Context): Promise<void> {
  await c.get('edgeStore').count(failureKey(c), 1, RATE_LIMITS.paymentLink.windowMs);
}

/** The supplier's refusal of a link, as the page's state. */
function refusalState(err: UpstreamError): { state: PayLinkState; order?: string } {
  if (err.kind === 'http' && err.status === 404) return { state: 'unknown' };
  if (err.kind === 'http' && err.status === 410) return { state: 'expired' };
  if (err.kind === 'http' && err.status === 409 && err.code === 'basket_paid') {
    const data = v.safeParse(v.object({ officialFactorId: v.string() }), err.data);
    return { state: 'paid', ...(data.success ? { order: data.output.officialFactorId } : {}) };
  }
  // Being paid from the owner's credit right now: not the customer's to pay.
  if (err.kind === 'http' && err.status === 409) return { state: 'expired' };
  return { state: 'outage' };
}

async function openLink(c: Context): Promise<Response> {
  const session = c.get('session');
  const externalId = c.req.param('externalId') ?? '';
  const store = c.get('edgeStore');
  const seen = await store.count(failureKey(c), 0, RATE_LIMITS.paymentLink.windowMs);
  if (seen.count >= RATE_LIMITS.paymentLink.perClient) return statePage(c, 'busy');
  if (!EXTERNAL_ID.test(externalId)) {
    await countFailure(c);
    return statePage(c, 'unknown');
  }
  // A signed-in traveller (the staff who sent it, say) keeps their session: the link is for the customer's browser.
  if (session.isLoggedIn) return statePage(c, 'signed-in');
  // Opened from another site (a messenger's web page): the edge never sets the session cookie on a cross-site request
  // (session.ts), so the customer continues from our own page, one press away (a same-origin navigation).
  if (c.req.header('Sec-Fetch-Site') === 'cross-site') return statePage(c, 'continue', undefined, externalId);
  let link: Awaited<ReturnType<ReturnType<typeof basketApi>['byExternalId']>>;
  try {
    link = await basketApi(session.client).byExternalId(externalId);
  } catch (err) {
    // Whatever went wrong, the customer gets a page that says so, never a 500.
    const refused: { state: PayLinkState; order?: string } = err instanceof UpstreamError ? refusalState(err) : { state: 'outage' };
    if (refused.state === 'unknown' || refused.state === 'expired') await countFailure(c);
    return statePage(c, refused.state, refused.order);
  }
  // The token is checked with the supplier before any session holds it: valid, and limited to this very basket.
  let check: Awaited<ReturnType<ReturnType<typeof authApi>['validate']>>;
  try {
    check = await authApi(session.client).validate(link.accessToken);
  } catch {
    return statePage(c, 'outage');
  }
  if (!check.valid || check.scope !== 'basket' || check.basketId !== link.basket.basketId) return statePage(c, 'expired');
  session.adoptPaymentLink({ accessToken: link.accessToken, expireAt: link.expireAt, basketId: link.basket.basketId });
  c.header('Cache-Control', 'no-store');
  c.header('Referrer-Policy', 'no-referrer');
  return c.redirect('/checkout/review', 302);
}

async function sendLink(c: Context, body: v.InferOutput<typeof SendBody>): Promise<Response> {
  const session = c.get('session');
  if (!session.isLoggedIn) return loginRequired(c);
  if (!isCounterOrAgent(roleNames(session.data?.roleIds ?? []))) return apiError(c, 403, 'forbidden', m.notAllowed);
  const mobile = normalizeMobile(body.mobile);
  if (!MOBILE_PATTERN.test(mobile))
    return c.json(
      { succeed: false, code: 'validation', message: messages.auth.mobileInvalid, errors: { mobile: messages.auth.mobileInvalid } },
      400,
      noStore,
    );
  const basketId = session.data?.basketId ?? null;
  const state = await new BasketService(c.get('upstream')).load(basketId);
  const products = (c.get('products') ?? []).flatMap((p) => (p.checkout ? [p.checkout] : []));
  if (!state || !bookedProduct(products, state.doc)) return apiError(c, 409, 'no_basket', messages.checkout.noBasket);
  // The customer pays what the staff prepared: every traveller must be given first (the link cannot change them).
  if (missingTravellers(products, state.doc)) return apiError(c, 409, 'travellers_missing', m.travellersFirst);
  try {
    const sent = await basketApi(c.get('upstream')).paymentLink(state.basketId, mobile, `${new URL(c.req.url).origin}/pay/`);
    return c.json(
      {
        succeed: true,
        sentTo: sent.sentTo,
        expireAt: sent.expireAt,
        link: `${new URL(c.req.url).origin}/pay/${sent.externalId}`,
      },
      200,
      noStore,
    );
  } catch (err) {
    if (err instanceof UpstreamError && err.kind === 'http' && err.status === 409)
      return apiError(c, 409, 'basket_closed', messages.checkout.basketPaid);
    throw err;
  }
}

export function mountPaymentLinks(app: Hono): void {
  app.post('/api/basket/payment-link', jsonBody(SendBody, { limit: BODY_LIMIT.api }), (c) => sendLink(c, c.req.valid('json')));
  app.get('/pay/:externalId', openLink);
}
