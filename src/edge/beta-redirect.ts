/**
 * The beta site for counter users (spec 001 §4 and §6: "redirect to the beta site for counter users who have a
 * cookie unless a prevent-redirect flag is stored"), behind the `BETA_SITE_URL` setting: unset (the default), nobody
 * is redirected. A counter user's page load goes to the same path and query on the beta site, unless they chose to
 * stay: `?noBeta=1` stores the prevent-redirect flag (a cookie for a year) and serves the page here.
 */
import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import { isCounter, roleNames } from '@/lib/roles';

export const NO_BETA_COOKIE = '__Host-sfn_no_beta';
const NO_BETA_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

/** The prevent-redirect flag's Set-Cookie. */
export const noBetaSetCookie = () => `${NO_BETA_COOKIE}=1; Path=/; Max-Age=${NO_BETA_MAX_AGE_SECONDS}; HttpOnly; Secure; SameSite=Lax`;

/**
 * The redirect to answer instead of the page; 'stay' when the counter user asks to stay (the caller stores the flag
 * with `noBetaSetCookie`); null otherwise.
 */
export function betaRedirect(c: Context, betaSiteUrl: string | null, roleIds: readonly number[]): Response | 'stay' | null {
  if (!betaSiteUrl || c.req.method !== 'GET' || c.req.header('Sec-Fetch-Mode') !== 'navigate') return null;
  if (!isCounter(roleNames(roleIds))) return null;
  if (getCookie(c, NO_BETA_COOKIE)) return null;
  const url = new URL(c.req.url);
  if (url.searchParams.get('noBeta') === '1') return 'stay';
  const target = new URL(betaSiteUrl);
  // Same path and query on the beta site (its own origin and base path only: nothing of the request picks the host).
  target.pathname = `${target.pathname.replace(/\/$/, '')}${url.pathname}`;
  target.search = url.search;
  c.header('Cache-Control', 'no-store');
  return c.redirect(target.toString(), 302);
}
