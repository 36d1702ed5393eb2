/**
 * Auth steps that change the session: login, register and password reset each start a NEW session (a fresh
 * session id, against session fixation); logout ends the user's session and starts a fresh guest one.
 * The session middleware writes the cookie after these handlers return. An upstream failure is answered by the
 * app's error handler (errors.ts).
 */
import type { Context, Hono } from 'hono';
import type * as v from 'valibot';
import * as messages from '@/lib/messages';
import { isCounterOrAgent, roleNames } from '@/lib/roles';
import { BasketRegisterRequest, LoginRequest, RegisterRequest, ResetPasswordRequest, Session } from '@/server/schemas/auth';
import { ROLE_IDS } from '@/lib/roles';
import { UpstreamError } from '@/server/upstream/request';
import { apiError } from './failures';
import { displayCurrencyFor } from '@/server/display-currency';
import { authApi } from '@/server/upstream/auth';
import { BODY_LIMIT, jsonBody, type JsonInput } from './json-body';
import type { SessionManager } from './session-manager';
import { safeRedirectTarget } from '@/lib/safe-redirect';

/** What the browser may know about its session (never the tokens). */
export function publicSession(c: Context) {
  const s = c.get('session');
  const d = s.data;
  const roleIds = d?.roleIds ?? [];
  // What the roles mean for this viewer is decided here, so the browser never maps role ids itself.
  const counterOrAgent = isCounterOrAgent(roleNames(roleIds));
  return { isLogin: s.isLoggedIn, name: d?.name ?? '', currency: d?.currency ?? 'IRR', roleIds, isCounterOrAgent: counterOrAgent };
}

/** The public session with how its prices are shown: the currency and the supplier's rate (`display`). */
async function sessionWithDisplay(c: Context) {
  const s = c.get('session');
  return { ...publicSession(c), display: await displayCurrencyFor(s.data?.currency, s.client) };
}

/** One step that answers with a new session: the validated body goes to `path`, the answer becomes the session. */
function sessionStep<S extends v.GenericSchema>(
  app: Hono,
  route: string,
  schema: S,
  path: string,
  opts: { endsPreviousSession?: boolean } = {},
): void {
  app.post(route, jsonBody(schema, { limit: BODY_LIMIT.api }), async (c: Context<object, string, JsonInput<S>>) => {
    const body = c.req.valid('json');
    const session = c.get('session') as SessionManager;
    const previous = session.data;
    const payload = await session.client.call({ method: 'POST', path, body, schema: Session, client: 'auth', authorized: false });
    session.adopt(payload);
    await session.trackAccount(payload.userId);
    // A password reset ends the session it was made from and every other session of the account: a copy of any of
    // their cookies is a guest from now on.
    if (opts.endsPreviousSession) {
      await session.revoke(previous);
      await session.revokeOtherSessions(payload.userId);
    }
    c.header('Cache-Control', 'no-store');
    return c.json({ succeed: true, session: publicSession(c) });
  });
}

export function mountAuthRoutes(app: Hono): void {
  // A logged-in visitor has nothing to do on the auth page: straight on to `redirectUrl` (same-origin paths only,
  // default /). Everyone else gets the auth page itself.
  app.get('/auth', (c, next) => (c.get('session').isLoggedIn ? c.redirect(safeRedirectTarget(c.req.query('redirectUrl')), 302) : next()));
  sessionStep(app, '/api/auth/login', LoginRequest, '/auth/Login');
  sessionStep(app, '/api/auth/register', RegisterRequest, '/auth/Register');
  sessionStep(app, '/api/auth/reset', ResetPasswordRequest, '/auth/ResetPassword', { endsPreviousSession: true });
  // Basket register: a guest who has just paid (a guest-reserve session, not a payment link's) makes an account with the
  // order's mobile; the supplier moves the guest's orders to it, and the session becomes the new user's.
  app.post('/api/auth/basket-register', async (c, next) => {
    const d = c.get('session').data;
    if (!d || d.isLogin || d.paymentLink || !d.roleIds.includes(ROLE_IDS.GUEST_RESERVE))
      return apiError(c, 403, 'forbidden', messages.basketRegister.notGuest);
    return next();
  });
  app.post('/api/auth/basket-register', jsonBody(BasketRegisterRequest, { limit: BODY_LIMIT.api }), async (c) => {
    const body = c.req.valid('json');
    const session = c.get('session') as SessionManager;
    let payload: v.InferOutput<typeof Session>;
    try {
      payload = await session.client.call({ method: 'POST', path: '/api/v1/users/register', body, schema: Session, client: 'auth' });
    } catch (err) {
      if (err instanceof UpstreamError && err.kind === 'http' && err.status === 406)
        return c.json({ succeed: false, code: 'already_registered', message: messages.basketRegister.alreadyRegistered }, 406, {
          'Cache-Control': 'no-store',
        });
      throw err;
    }
    session.adopt(payload);
    await session.trackAccount(payload.userId);
    c.header('Cache-Control', 'no-store');
    return c.json({ succeed: true, session: publicSession(c) });
  });
  app.post('/api/auth/logout', async (c) => {
    await c.get('session').logout();
    c.header('Cache-Control', 'no-store');
    return c.json({ succeed: true, message: messages.auth.loggedOut, session: publicSession(c) });
  });
  // Refresh user (after a currency or profile change): the upstream user, copied into the session cookie.
  app.post('/api/session/refresh', async (c) => {
    const user = await authApi(c.get('session').client).getUser();
    c.get('session').updateProfile({ name: `${user.name} ${user.family}`.trim(), currency: user.currency });
    return c.json(await sessionWithDisplay(c), 200, { 'Cache-Control': 'no-store' });
  });
  app.get('/api/session', async (c) => c.json(await sessionWithDisplay(c), 200, { 'Cache-Control': 'no-store' }));
}
