/**
 * Provider code and Authorization checks.
 * - `X-Provider-Code` (non-empty, [A-Za-z0-9_.-], ≤ 64) is required on every path except `/sandbox/*`: 400 without.
 * - `Authorization: JWT <token>` (also `Bearer`) is required on every path except the public ones below: 401
 *   (code unauthorized) when missing or invalid, 401 (code token_expired) when expired. Guest tokens are accepted.
 */
import type { MiddlewareHandler } from 'hono';
import type { SandboxEnv } from './context';
import { fail } from './http';
import { verifyAccessToken } from './tokens';

export const PROVIDER_HEADER = 'X-Provider-Code';

/** Paths served without an access token. */
export const PUBLIC_PATHS: ReadonlySet<string> = new Set([
  '/auth/Login',
  '/auth/Logout',
  '/auth/RefreshToken',
  '/auth/Register',
  '/auth/ForgotPassword',
  '/auth/ResetPassword',
  '/api/v2/user/validate',
]);

export function isSandboxPath(path: string): boolean {
  return path === '/sandbox' || path.startsWith('/sandbox/');
}

export function providerCode(): MiddlewareHandler<SandboxEnv> {
  return async (c, next) => {
    if (isSandboxPath(c.req.path)) return next();
    const code = c.req.header(PROVIDER_HEADER);
    if (!code || !/^[A-Za-z0-9_.-]{1,64}$/.test(code)) {
      return fail(c, 400, 'provider_code_missing', `سرآیند ${PROVIDER_HEADER} الزامی است`);
    }
    return next();
  };
}

export function authenticate(): MiddlewareHandler<SandboxEnv> {
  return async (c, next) => {
    if (isSandboxPath(c.req.path) || PUBLIC_PATHS.has(c.req.path)) return next();
    const check = await verifyAccessToken(c.get('ctx'), c.req.header('Authorization'));
    if (!check.ok) {
      c.header(
        'WWW-Authenticate',
        `JWT error="invalid_token"${check.reason === 'expired' ? ', error_description="The access token expired"' : ''}`,
      );
      return check.reason === 'expired'
        ? fail(c, 401, 'token_expired', 'نشست شما منقضی شده است')
        : fail(c, 401, 'unauthorized', 'احراز هویت انجام نشد');
    }
    c.set('auth', { claims: check.claims });
    return next();
  };
}
