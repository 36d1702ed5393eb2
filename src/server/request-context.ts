/**
 * What a server component may know about the current request, without touching Hono: the session (as the
 * browser may see it) and the request's upstream client. The edge's session middleware put both on the context.
 */
import { tryGetContext } from 'hono/context-storage';
import type { AppConfig } from '../edge/env';
import type { SessionManager } from '../edge/session-manager';
import { isCounterOrAgent, roleNames } from '../lib/roles';
import type { UpstreamClient } from './upstream/request';

interface Vars {
  Variables: { session?: SessionManager; upstream?: UpstreamClient; config?: AppConfig };
}

export interface ViewerSession {
  isLogin: boolean;
  name: string;
  currency: string;
  roleIds: number[];
  isCounter: boolean;
  isCounterOrAgent: boolean;
}

/** The request's upstream client (authorised with its session). Throws outside a request. */
export function upstream(): UpstreamClient {
  const client = tryGetContext<Vars>()?.get('upstream');
  if (!client) throw new Error('no upstream client on this request (is the session middleware running?)');
  return client;
}

/** The session's basket id, or null. */
export function sessionBasketId(): number | null {
  return tryGetContext<Vars>()?.get('session')?.data?.basketId ?? null;
}

/** Whether guests may book without logging in (GUEST_BOOKING var; default on). */
export function guestBookingAllowed(): boolean {
  return tryGetContext<Vars>()?.get('config')?.guestBooking ?? true;
}

/** The viewer as pages render it. A guest when there is no session. */
export function viewer(): ViewerSession {
  const c = tryGetContext<Vars>();
  const s = c?.get('session');
  const roleIds = s?.data?.roleIds ?? [];
  const roles = roleNames(roleIds);
  const production = c?.get('config')?.appEnv === 'production';
  return {
    isLogin: s?.isLoggedIn ?? false,
    name: s?.data?.name ?? '',
    currency: s?.data?.currency ?? 'IRR',
    roleIds,
    isCounter: roles.includes('CREDIT_COUNTER'),
    isCounterOrAgent: isCounterOrAgent(roles, { isProduction: production }),
  };
}
