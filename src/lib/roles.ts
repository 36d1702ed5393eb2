/** Roles and login state (spec 001 §6). Role names come from the role list of the access token. */

export const ROLES = {
  /** Counter user: price discounts, extra header links, beta redirect, provider names, no idle dialog. */
  CREDIT_COUNTER: 'CREDIT_COUNTER',
  /** May buy for others. */
  BUYFOROTHER: 'BUYFOROTHER',
  AGENT: 'AGENT',
  GUEST: 'GUEST',
} as const;
export type Role = (typeof ROLES)[keyof typeof ROLES];

type Roles = readonly string[] | null | undefined;

export function hasRole(roles: Roles, role: Role): boolean {
  return roles?.includes(role) ?? false;
}

export function isCounter(roles: Roles): boolean {
  return hasRole(roles, ROLES.CREDIT_COUNTER);
}

/** Counter or agent; always true outside production (so the discount paths can be exercised). */
export function isCounterOrAgent(roles: Roles, { isProduction }: { isProduction: boolean }): boolean {
  return !isProduction || isCounter(roles) || hasRole(roles, ROLES.AGENT);
}

/** The silent guest session is the account with the guest username. */
export function isGuestUser(username: string | null | undefined, guestUsername: string): boolean {
  return Boolean(username) && username === guestUsername;
}

export interface LoginStateInput {
  /** The session is authenticated (the session's isLogin). */
  isAuthenticated: boolean;
  /** A guest-reserve user (validated a basket by phone) is treated as not logged in. */
  isGuestReserve?: boolean;
  /** The silent guest account is not a login either. */
  isGuest?: boolean;
}

/** Logged in only when authenticated and neither a guest-reserve user nor the guest account. */
export function isLoggedIn({ isAuthenticated, isGuestReserve = false, isGuest = false }: LoginStateInput): boolean {
  return isAuthenticated && !isGuestReserve && !isGuest;
}
