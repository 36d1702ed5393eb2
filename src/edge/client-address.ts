/**
 * The client's address, as the rate limits key on it. `CF-Connecting-IP` is the client only when the deployment says
 * it sits behind Cloudflare (`TRUST_CF_HEADERS="on"`, wrangler.toml's deployed environments): there Cloudflare sets
 * the header and overwrites one a client sent. Anywhere else (`wrangler dev`, workerd, a proxy in front of the worker)
 * anyone can send the header, so it is ignored: a Worker sees no connection address of its own, so every request is
 * the one client `local`, and what must not be turned against a traveller (login) does not rest on it alone
 * (login-guard.ts: a known device).
 */
import type { Context } from 'hono';

/** Where the client's address is not known: every request is the same client. */
export const LOCAL_CLIENT = 'local';

export function clientAddress(c: Context): string {
  if (!c.get('config')?.trustCfHeaders) return LOCAL_CLIENT;
  const ip = c.req.header('CF-Connecting-IP')?.trim();
  return ip && ip.length <= 64 ? ip : LOCAL_CLIENT;
}
