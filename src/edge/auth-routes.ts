/**
 * Auth steps that change the session: login, register and password reset each start a NEW session (a fresh
 * session id, against session fixation); logout ends the user's session and starts a fresh guest one.
 * The session middleware writes the cookie after these handlers return.
 */
import type { Context, Hono } from 'hono';
import * as v from 'valibot';
import { messages } from '../lib/messages';
import { LoginRequest, RegisterRequest, ResetPasswordRequest, Session } from '../server/schemas/auth';
import { authApi } from '../server/upstream/auth';
import { UpstreamError } from '../server/upstream/request';
import { API_BODY_LIMIT, proxyError } from './proxy';
import { safeRedirectTarget } from '../lib/safe-redirect';

async function jsonBody<S extends v.GenericSchema>(c: Context, schema: S): Promise<v.InferOutput<S> | Response> {
  if (!/^application\/json\b/i.test(c.req.header('Content-Type') ?? '')) {
    return c.json({ succeed: false, code: 'unsupported_media_type', message: 'نوع محتوای درخواست باید JSON باشد' }, 415);
  }
  const text = await c.req.text();
  if (text.length > API_BODY_LIMIT)
    return c.json({ succeed: false, code: 'payload_too_large', message: 'حجم اطلاعات ارسالی بیش از حد مجاز است' }, 413);
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return c.json({ succeed: false, code: 'invalid_json', message: 'اطلاعات ارسالی معتبر نیست' }, 400);
  }
  const parsed = v.safeParse(schema, json);
  if (!parsed.success) return c.json({ succeed: false, code: 'validation', message: 'اطلاعات ارسالی معتبر نیست' }, 400);
  return parsed.output;
}

/** What the browser may know about its session (never the tokens). */
export function publicSession(c: Context) {
  const s = c.get('session');
  const d = s.data;
  return { isLogin: s.isLoggedIn, name: d?.name ?? '', currency: d?.currency ?? 'IRR', roleIds: d?.roleIds ?? [] };
}

function sessionStep<S extends v.GenericSchema>(schema: S, path: string) {
  return async (c: Context) => {
    const body = await jsonBody(c, schema);
    if (body instanceof Response) return body;
    try {
      const payload = await c
        .get('session')
        .client.call({ method: 'POST', path, body, schema: Session, client: 'auth', authorized: false });
      c.get('session').adopt(payload);
      c.header('Cache-Control', 'no-store');
      return c.json({ succeed: true, session: publicSession(c) });
    } catch (err) {
      if (err instanceof UpstreamError) return proxyError(c, err);
      throw err;
    }
  };
}

export function mountAuthRoutes(app: Hono): void {
  // A logged-in visitor has nothing to do on the auth page: straight on to `redirectUrl` (same-origin paths only,
  // default /). Everyone else gets the auth page itself.
  app.get('/auth', (c, next) => (c.get('session').isLoggedIn ? c.redirect(safeRedirectTarget(c.req.query('redirectUrl')), 302) : next()));
  app.post('/api/auth/login', sessionStep(LoginRequest, '/auth/Login'));
  app.post('/api/auth/register', sessionStep(RegisterRequest, '/auth/Register'));
  app.post('/api/auth/reset', sessionStep(ResetPasswordRequest, '/auth/ResetPassword'));
  app.post('/api/auth/logout', async (c) => {
    try {
      await c.get('session').logout();
    } catch (err) {
      if (err instanceof UpstreamError) return proxyError(c, err);
      throw err;
    }
    c.header('Cache-Control', 'no-store');
    return c.json({ succeed: true, message: messages.auth.loggedOut, session: publicSession(c) });
  });
  // Refresh user (after a currency or profile change): the upstream user, copied into the session cookie.
  app.post('/api/session/refresh', async (c) => {
    try {
      const user = await authApi(c.get('session').client).getUser();
      c.get('session').updateProfile({ name: `${user.name} ${user.family}`.trim(), currency: user.currency });
    } catch (err) {
      if (err instanceof UpstreamError) return proxyError(c, err);
      throw err;
    }
    return c.json(publicSession(c), 200, { 'Cache-Control': 'no-store' });
  });
  app.get('/api/session', (c) => c.json(publicSession(c), 200, { 'Cache-Control': 'no-store' }));
}
