/**
 * One request's session: what the cookie said, the upstream client bound to it, and the session rules of
 * spec 001 §4 — no session → guest login; expired (or about to) → refresh (after a 1 s wait), at most once per
 * request; a rejected refresh → a new guest login (a user's too: spec 001 §4 "refresh failure falls back to guest
 * login"); at the start of a visit a valid session is checked with the supplier's current-user call (GetUser), and a
 * session it refuses becomes a guest's; an upstream 401 → one guest login (a user's session is refreshed instead)
 * and one retry.
 * The middleware (session.ts) persists whatever changed before the response starts.
 */
import { ROLE_IDS, isLoggedIn } from '@/lib/roles';
import type { RequestSession } from '@/server/request-context';
import { SESSION_LIMITS, SESSION_ORDERS, type SessionData } from '@/server/session-data';
import { authApi, type GuestCredentials, type SessionPayload } from '@/server/upstream/auth';
import { REQUEST_BUDGET_MS, UpstreamError, type AuthHandle, type UpstreamClient } from '@/server/upstream/request';
import { SESSION_COOKIE_MAX_AGE_SECONDS } from '@/lib/constants';
import { newSessionId } from './session-cookie';
import type { EdgeStore } from './store/store';

/** Refresh when the access token has less than this left (a page render needs a few seconds). */
export const REFRESH_MARGIN_MS = 60_000;
/** A search stream runs up to 90 s: its token must outlive it (refreshed before the stream's headers). */
export const STREAM_REFRESH_MARGIN_MS = 100_000;
/** Spec 001 §4: "before any data call an expired session is refreshed (waits 1 s first)". */
export const REFRESH_WAIT_MS = 1_000;

/**
 * Refresh tokens are single-use: two requests of one browser refreshing the same token at once (a page and its API
 * calls, two tabs, two isolates on Cloudflare) would otherwise see the second one rejected as a reuse, and the
 * supplier revokes the whole token family: the user is logged out. So one refresh per refresh token per session,
 * through the edge store's `once` (the session's Durable Object on Cloudflare): whoever asks while it runs, or
 * within 30 s after, gets the same new tokens. A failed refresh is not kept (the next request may try again).
 */
const REFRESH_SHARE_MS = 30_000;

async function sharedRefresh(
  store: Pick<EdgeStore, 'once'>,
  client: UpstreamClient,
  sid: string,
  refreshToken: string,
  sleep: (ms: number) => Promise<void>,
): Promise<SessionPayload> {
  const key = `refresh:${await sha256Hex(refreshToken)}`;
  // The 1 s wait is the refresh's own: the requests that share one refresh share its wait too.
  const { value } = await store.once(sid, key, { leaseMs: REQUEST_BUDGET_MS, keepMs: REFRESH_SHARE_MS }, async () => {
    await sleep(REFRESH_WAIT_MS);
    return authApi(client).refresh(refreshToken);
  });
  return value;
}

async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

export type EnsureResult = { ok: true } | { ok: false; reason: 'unavailable'; error: UpstreamError };

export class SessionManager implements RequestSession {
  /** Changed this request (new login, refresh, logout): the cookie must be rewritten. */
  changed = false;
  /** The user's session ended (refresh rejected): the cookie must be cleared. */
  cleared = false;
  private refreshed = false;
  private guestLogin: Promise<boolean> | null = null;
  private readonly base: UpstreamClient;
  readonly client: UpstreamClient;

  constructor(
    public data: SessionData | null,
    base: UpstreamClient,
    private readonly guest: GuestCredentials,
    private readonly now: () => number,
    /** The edge store: revocations, and the refresh single-flight (`once`) shared with the session's other requests. */
    private readonly store: Pick<EdgeStore, 'revoke' | 'once' | 'trackSession' | 'revokeAccount' | 'count'>,
    /** Waits before a refresh (injected: tests count the wait without spending it). */
    private readonly sleep: (ms: number) => Promise<void> = (ms) => new Promise((r) => setTimeout(r, ms)),
  ) {
    this.base = base;
    const handle: AuthHandle = {
      accessToken: async () => this.data?.accessToken ?? null,
      onUnauthorized: () => this.handleUnauthorized(),
    };
    this.client = base.with({ auth: handle });
  }

  get isLoggedIn(): boolean {
    return this.data !== null && isLoggedIn({ isAuthenticated: this.data.isLogin });
  }

  /**
   * Makes sure there is a session whose token is valid for at least `marginMs`. `visitStart`: this request starts a
   * visit, so a session that is still valid is checked with the supplier (GetUser) before it is trusted.
   */
  async ensure(marginMs = REFRESH_MARGIN_MS, { visitStart = false }: { visitStart?: boolean } = {}): Promise<EnsureResult> {
    try {
      if (!this.data) {
        await this.loginAsGuest();
        return { ok: true };
      }
      if (this.data.expireAt - this.now() > marginMs) {
        if (visitStart) await this.checkCurrentUser();
        return { ok: true };
      }
      return await this.refreshOrFallBack();
    } catch (err) {
      if (err instanceof UpstreamError) return { ok: false, reason: 'unavailable', error: err };
      throw err;
    }
  }

  /** A successful login: a brand-new session id (no session fixation); the basket comes along. */
  adopt(payload: SessionPayload): void {
    this.data = { ...toSessionData(payload, newSessionId()), basketId: this.data?.basketId ?? null };
    this.changed = true;
    this.cleared = false;
  }

  /**
   * Guest checkout: the basket was validated with a phone and the upstream issued a guest-reserve session. It is
   * not a login (the traveller still counts as not logged in) but it owns the basket and the order from now on.
   */
  adoptGuestReserve(tokens: { accessToken: string; refreshToken: string; expireAt: string }, name: string): void {
    if (!this.data) return;
    this.data = {
      ...this.data,
      accessToken: tokens.accessToken,
      refreshToken: tokens.refreshToken,
      expireAt: Date.parse(tokens.expireAt),
      isLogin: false,
      roleIds: [ROLE_IDS.GUEST_RESERVE],
      name: name.slice(0, SESSION_LIMITS.name),
    };
    this.changed = true;
  }

  /**
   * A payment link opened (payment-link.ts): a new session (new id: nothing of the previous one carries over) holding the
   * link's token, limited upstream to `basketId`, and that basket. Not a login and no refresh: when the token ends the
   * session falls back to a guest, and the link opened again gives a new one.
   */
  adoptPaymentLink(link: { accessToken: string; expireAt: string; basketId: number }): void {
    this.data = {
      sid: newSessionId(),
      accessToken: link.accessToken,
      refreshToken: '',
      expireAt: Date.parse(link.expireAt),
      isLogin: false,
      currency: 'IRR',
      roleIds: [ROLE_IDS.GUEST_RESERVE],
      name: '',
      basketId: link.basketId,
      paymentLink: true,
    };
    this.changed = true;
    this.cleared = false;
  }

  /**
   * The session booked (or was answered) this order: a guest reads only the orders of its own session. Written to the
   * cookie and to the edge store under the session id: two tabs answered at once each set a cookie naming only its
   * own order and the browser keeps the last, so the store is what the other tab's order is found by.
   */
  async recordOrder(factorId: number): Promise<void> {
    if (!this.data) return;
    this.addOrderToCookie(factorId);
    await this.store.count(sessionOrderKey(this.data.sid, factorId), 1, SESSION_COOKIE_MAX_AGE_SECONDS * 1000);
  }

  /**
   * A logged-in traveller may read any order (the supplier checks it by account); a guest only one its session booked:
   * named in the cookie, or else recorded in the edge store for this session (then the cookie names it again).
   */
  async mayReadOrder(factorId: number): Promise<boolean> {
    if (!this.data) return false;
    if (this.isLoggedIn || this.data.orders?.includes(factorId)) return true;
    const { count } = await this.store.count(sessionOrderKey(this.data.sid, factorId), 0, SESSION_COOKIE_MAX_AGE_SECONDS * 1000);
    if (count > 0) this.addOrderToCookie(factorId);
    return count > 0;
  }

  private addOrderToCookie(factorId: number): void {
    if (!this.data || this.data.orders?.includes(factorId)) return;
    this.data = { ...this.data, orders: [...(this.data.orders ?? []), factorId].slice(-SESSION_ORDERS) };
    this.changed = true;
  }

  /** The session's basket changed (created or reset). */
  setBasket(basketId: number | null): void {
    if (!this.data || this.data.basketId === basketId) return;
    this.data = { ...this.data, basketId };
    this.changed = true;
  }

  /**
   * Logout: end the session everywhere (a copy of the cookie taken before is a guest from now on: the session id is
   * revoked in the edge store, as the access token stays valid upstream until it expires), forget the user and their
   * basket, and become a fresh guest.
   */
  async logout(): Promise<void> {
    const ending = this.data;
    if (ending?.refreshToken)
      await authApi(this.base)
        .logout(ending.refreshToken)
        .catch(() => {});
    this.data = null;
    await this.revoke(ending);
    await this.loginAsGuest();
  }

  /** Ends a session for every copy of its cookie (logout, password reset); a plain guest has nothing to end. */
  async revoke(ending: SessionData | null): Promise<void> {
    if (ending && isRevocable(ending)) await this.store.revoke(ending.sid, SESSION_COOKIE_MAX_AGE_SECONDS * 1000);
  }

  /**
   * A login, registration or password reset started this session for the supplier's user `account`: remember it
   * under the account, so that a later password reset ends it too (the cookie does not name the account).
   */
  async trackAccount(account: string): Promise<void> {
    if (this.data && isRevocable(this.data)) await this.store.trackSession(account, this.data.sid, SESSION_COOKIE_MAX_AGE_SECONDS * 1000);
  }

  /** A password reset: every other session of the account ends (on every device, every copy of their cookies). */
  async revokeOtherSessions(account: string): Promise<void> {
    if (this.data) await this.store.revokeAccount(account, this.data.sid, SESSION_COOKIE_MAX_AGE_SECONDS * 1000);
  }

  /** The profile changed upstream (name, currency): keep the cookie's copy in step (spec 001 §4 "refresh user"). */
  updateProfile(p: { name?: string; currency?: string }): void {
    if (!this.data) return;
    this.data = {
      ...this.data,
      ...(p.name !== undefined ? { name: p.name.slice(0, SESSION_LIMITS.name) } : {}),
      ...(p.currency ? { currency: p.currency.slice(0, SESSION_LIMITS.currency) } : {}),
    };
    this.changed = true;
  }

  /**
   * The start of a visit with a session that is still valid: ask the supplier who it is (GetUser, spec 001 §4). A
   * session it refuses (ended upstream: a logout elsewhere, a disabled account) becomes a guest's; the profile it
   * answers keeps the cookie's name and currency in step. An outage leaves the session as it is (the pages say
   * what is down; a blip never logs anyone out).
   */
  private async checkCurrentUser(): Promise<void> {
    const current = this.data!;
    // The check's own token and no retry: a 401 here is the answer, not a reason to log in and ask again.
    const probe = this.base.with({ auth: { accessToken: async () => current.accessToken, onUnauthorized: async () => false } });
    if (current.paymentLink) {
      // A payment link's token may not read its owner's profile: the supplier's token check says whether it still holds
      // (the basket paid or gone ends it).
      try {
        const check = await authApi(this.base).validate(current.accessToken);
        if (!check.valid || check.basketId !== current.basketId) await this.fallBackToGuest(current);
      } catch {
        // An outage leaves the session as it is.
      }
      return;
    }
    try {
      const user = await authApi(probe).getUser();
      const name = `${user.name} ${user.family}`.trim();
      if (current.isLogin && (name !== current.name || user.currency !== current.currency))
        this.updateProfile({ name, currency: user.currency });
    } catch (err) {
      if (!(err instanceof UpstreamError) || !isRejection(err)) return;
      await this.fallBackToGuest(current);
    }
  }

  private async refreshOrFallBack(): Promise<EnsureResult> {
    const current = this.data!;
    if (this.refreshed) return { ok: true };
    this.refreshed = true;
    // A payment link's session has no refresh: past its token it is a guest's (the link opened again gives a new one).
    if (current.paymentLink) {
      await this.fallBackToGuest(current);
      return { ok: true };
    }
    try {
      const payload = await sharedRefresh(this.store, this.base, current.sid, current.refreshToken, this.sleep);
      this.data = { ...toSessionData(payload, current.sid), basketId: current.basketId, ...ordersOf(current) };
      this.changed = true;
      return { ok: true };
    } catch (err) {
      if (!(err instanceof UpstreamError) || !isRejection(err)) throw err;
      await this.fallBackToGuest(current);
      return { ok: true };
    }
  }

  /**
   * The supplier refused the session (refresh or current-user check): a guest login, as the spec says. A user's
   * session ends everywhere (its cookie copies are guests from now on) and its basket stays with the account; a
   * guest keeps its basket (the upstream keeps guest baskets claimable).
   */
  private async fallBackToGuest(current: SessionData): Promise<void> {
    // A payment link's basket is its owner's: the guest it becomes keeps nothing of it.
    if (current.paymentLink) this.data = null;
    if (current.isLogin) {
      await this.revoke(current);
      this.data = null;
    }
    await this.loginAsGuest();
  }

  /**
   * On an upstream 401: a user gets one refresh, a guest one new guest login. True → retry the call. A guest-reserve
   * session (a guest's checkout, validated by phone) is refreshed as a user's is: it owns the basket and the order,
   * and a plain guest login would lose both (its order would answer 404 on the result page).
   */
  private async handleUnauthorized(): Promise<boolean> {
    if (this.data?.isLogin || this.data?.roleIds.includes(ROLE_IDS.GUEST_RESERVE)) {
      if (this.refreshed) return false;
      this.data = { ...this.data, expireAt: 0 };
      const r = await this.refreshOrFallBack().catch(() => ({ ok: false }) as const);
      return r.ok;
    }
    try {
      await this.loginAsGuest();
      return true;
    } catch {
      return false;
    }
  }

  /** Single-flight: however many calls ask at once, one guest login per request. */
  private loginAsGuest(): Promise<boolean> {
    this.guestLogin ??= authApi(this.base)
      .guestLogin(this.guest)
      .then((payload) => {
        // A guest whose session lapsed keeps the basket it had (the upstream keeps guest baskets claimable).
        this.data = { ...toSessionData(payload, newSessionId()), basketId: this.data?.basketId ?? null };
        this.changed = true;
        this.cleared = false;
        return true;
      })
      .catch((err) => {
        this.guestLogin = null;
        throw err;
      });
    return this.guestLogin;
  }
}

/** A session that can be ended server-side: a user's, or a guest-reserve one (it owns a basket and an order). */
export function isRevocable(data: SessionData): boolean {
  return data.isLogin || data.roleIds.includes(ROLE_IDS.GUEST_RESERVE);
}

/** A refresh the upstream refused (as opposed to one it could not answer). */
function isRejection(err: UpstreamError): boolean {
  return (
    err.kind === 'unauthorized' ||
    (err.kind === 'http' && err.status !== null && err.status >= 400 && err.status < 500 && err.status !== 408 && err.status !== 429)
  );
}

/** The edge-store counter that says session `sid` booked the order (read with n = 0). */
const sessionOrderKey = (sid: string, factorId: number) => `session-order:${sid}:${factorId}`;

/** The orders a session remembers, kept across a refresh of its tokens. */
const ordersOf = (s: SessionData) => (s.orders?.length ? { orders: s.orders } : {});

/** The upstream session, reshaped into what the cookie keeps. */
export function toSessionData(p: SessionPayload, sid: string): SessionData {
  const name = `${p.name} ${p.family}`.trim().slice(0, SESSION_LIMITS.name);
  return {
    sid,
    accessToken: p.access_token,
    refreshToken: p.refreshToken,
    expireAt: Date.parse(p.expireAt),
    isLogin: p.isLogin && !p.GUEST_RESERVE && !p.isGuest,
    currency: p.currency.slice(0, SESSION_LIMITS.currency),
    roleIds: p.roleIds.slice(0, SESSION_LIMITS.roles),
    name,
    basketId: null,
  };
}
