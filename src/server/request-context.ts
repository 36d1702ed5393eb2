/**
 * The request's typed variables, in one place: the edge puts them on the Hono context (config, then the session and
 * its upstream client), and the edge's routes and the server components read them. Server components read them
 * through the accessors below, without touching Hono; the edge implements the session (`src/edge/session-manager.ts`).
 */
import { tryGetContext } from 'hono/context-storage';
import { isCounter, isCounterOrAgent, ROLE_IDS, roleNames } from '@/lib/roles';
import type { AppConfig } from './app-config';
import type { SessionData } from './session-data';
import type { SessionPayload } from './upstream/auth';
import type { UpstreamClient } from './upstream/request';

/** The request's session: what the session cookie holds, the upstream client bound to it, and how a route changes it. */
export interface RequestSession {
  readonly data: SessionData | null;
  /** Logged in: neither the silent guest account nor a guest-reserve user. */
  readonly isLoggedIn: boolean;
  /** The upstream client authorised with this session (refreshes and retries on a 401 itself). */
  readonly client: UpstreamClient;
  /** A successful login: a brand-new session id; the basket comes along. */
  adopt(payload: SessionPayload): void;
  /** Guest checkout: the basket was validated with a phone, and the session owns the basket and its order from now on. */
  adoptGuestReserve(tokens: { accessToken: string; refreshToken: string; expireAt: string }, name: string): void;
  /** A payment link opened: a new session with the link's basket-limited token and its basket (not a login). */
  adoptPaymentLink(link: { accessToken: string; expireAt: string; basketId: number }): void;
  setBasket(basketId: number | null): void;
  /** The session booked this order (a guest reads only its own session's orders). */
  recordOrder(factorId: number): Promise<void>;
  /** A logged-in traveller: any (the supplier checks by account); a guest: only an order this session booked. */
  mayReadOrder(factorId: number): Promise<boolean>;
  /** Forget the user (and their basket) and become a fresh guest. */
  logout(): Promise<void>;
  /** Keep the session's copy of the profile in step with the supplier. */
  updateProfile(profile: { name?: string; currency?: string }): void;
}

export interface RequestVariables {
  /** The validated worker configuration (`src/edge/config.ts`). */
  config: AppConfig;
  session: RequestSession;
  /** The upstream client of this request, authorised with its session. */
  upstream: UpstreamClient;
  /**
   * The clock knob's shift of this request's "now", in ms (src/edge/clock.ts; development and tests only): read it
   * through `now()` in src/server/clock.ts. Unset without the knob.
   */
  clockShiftMs: number;
  /** Sends the visit's campaign record with a paid order's official number, after the answer (src/edge/analytics.ts). */
  purchaseAnalytics: (officialFactorId: string) => void;
}

declare module 'hono' {
  interface ContextVariableMap extends RequestVariables {}
}

/** Outside a request, or on a path the session middleware skips, a variable is missing. */
type Vars = { Variables: Partial<RequestVariables> };

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

/**
 * Whether this request's session may read the order: a guest (the silent guest, or a guest-reserve identity, which
 * is only a phone number anyone may type) reads only the orders its own session booked; a logged-in traveller's
 * orders are the supplier's to check, by account.
 */
export async function sessionMayReadOrder(factorId: number): Promise<boolean> {
  const s = tryGetContext<Vars>()?.get('session');
  return s !== undefined && (await s.mayReadOrder(factorId));
}

/**
 * A guest who booked by phone (a guest-reserve session, not a payment link's): the one who may make an account with
 * the order's mobile after paying (basket register).
 */
export function isGuestBuyer(): boolean {
  const d = tryGetContext<Vars>()?.get('session')?.data;
  return !!d && !d.isLogin && !d.paymentLink && d.roleIds.includes(ROLE_IDS.GUEST_RESERVE);
}

/** Whether guests may book without logging in (GUEST_BOOKING var; default on). */
export function guestBookingAllowed(): boolean {
  return tryGetContext<Vars>()?.get('config')?.guestBooking ?? true;
}

/** The environment this worker runs as; production when unknown, so nothing meant for testing shows by accident. */
export function appEnv(): AppConfig['appEnv'] {
  return tryGetContext<Vars>()?.get('config')?.appEnv ?? 'production';
}

/**
 * Whether the render-fault test page exists (`RENDER_FAULTS="on"`, which production refuses at start-up): off when
 * unknown, so a production page never throws on purpose.
 */
export function renderFaultsEnabled(): boolean {
  const config = tryGetContext<Vars>()?.get('config');
  return !!config?.renderFaults && config.appEnv !== 'production';
}

/** Where «مجله» leads (header, footer): the external magazine (`MAGAZINE_URL`), else the site's own list at /blog. */
export function magazineHref(): string {
  return tryGetContext<Vars>()?.get('config')?.magazineUrl ?? '/blog';
}

/**
 * A paid order's campaign record (spec 000 §3: campaign, medium, term, content, source, officialFactorId), when the
 * visit came from a campaign link; never waited on. The supplier keys it by the official number, so a reload of the
 * result page repeats the same record.
 */
export function reportPurchase(officialFactorId: string): void {
  tryGetContext<Vars>()?.get('purchaseAnalytics')?.(officialFactorId);
}

/** The viewer as pages render it. A guest when there is no session. */
export function viewer(): ViewerSession {
  const s = tryGetContext<Vars>()?.get('session');
  const roleIds = s?.data?.roleIds ?? [];
  const roles = roleNames(roleIds);
  return {
    isLogin: s?.isLoggedIn ?? false,
    name: s?.data?.name ?? '',
    currency: s?.data?.currency ?? 'IRR',
    roleIds,
    isCounter: isCounter(roles),
    isCounterOrAgent: isCounterOrAgent(roles),
  };
}
