import { safeRedirectTarget } from '@/lib/safe-redirect';

/**
 * The auth layout's back chain (spec 000 §2.2): forgot-verify → forgot → login → auth → the redirect URL
 * (`redirectUrl`, default /, same-origin only). The auth steps keep `redirectUrl` along.
 */
export function authBackTarget(path: string, search: string): string {
  const params = new URLSearchParams(search);
  const redirectUrl = params.get('redirectUrl');
  const keep = redirectUrl ? `?${new URLSearchParams({ redirectUrl }).toString()}` : '';
  const p = path.replace(/\/+$/, '') || '/';
  if (p === '/auth/forgot/verify') return `/auth/forgot${keep}`;
  if (p === '/auth/forgot') return `/auth/login${keep}`;
  if (p === '/auth/login' || p === '/register') return `/auth${keep}`;
  return safeRedirectTarget(redirectUrl);
}

/** The same query (`redirectUrl` only) for links between the auth steps. */
export function withRedirect(path: string, search: string): string {
  const redirectUrl = new URLSearchParams(search).get('redirectUrl');
  if (!redirectUrl) return path;
  const sep = path.includes('?') ? '&' : '?';
  return `${path}${sep}${new URLSearchParams({ redirectUrl }).toString()}`;
}

/** Where a successful login on an auth page goes. */
export function afterLoginTarget(search: string): string {
  return safeRedirectTarget(new URLSearchParams(search).get('redirectUrl'));
}
