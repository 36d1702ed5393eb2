/**
 * Roles and login state. The access token carries a list of role ids; every part of the site (edge, server, sandbox,
 * browser) maps ids to names here and nowhere else. See spec 001 §6 for where each role changes what a viewer sees.
 */

/** Role ids carried in the access token's `roleIds` claim. */
export const ROLE_IDS = {
  USER: 1,
  GUEST: 2,
  CREDIT_COUNTER: 3,
  AGENT: 4,
  BUYFOROTHER: 5,
  GUEST_RESERVE: 6,
} as const;
export type RoleName = keyof typeof ROLE_IDS;
export const ROLE_NAMES = Object.keys(ROLE_IDS) as RoleName[];

/** The names of a token's role ids, in the token's order; unknown ids are dropped. */
export function roleNames(ids: readonly number[]): RoleName[] {
  return ids.flatMap((id) => ROLE_NAMES.filter((name) => ROLE_IDS[name] === id));
}

/** The ids of role names (the sandbox issues tokens with them). */
export function roleIds(names: readonly RoleName[]): number[] {
  return names.map((name) => ROLE_IDS[name]);
}

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

/**
 * Who sees the provider (agency) that sells a flight: counter and agent users, by their roles alone (spec 001 §6: the
 * counter flag shows the provider name; unlike the discount paths this is not opened up outside production, so a
 * traveller never sees it).
 */
export function seesProviderName(roles: Roles): boolean {
  return isCounter(roles) || hasRole(roles, ROLES.AGENT);
}

/**
 * Counter or agent, by the token's roles alone, in every environment (issue 49: the spec's "always true outside
 * production" made a traveller logging in on a test site get the discount notice and a reload; the sandbox has real
 * counter and agent accounts to exercise the discount paths).
 */
export function isCounterOrAgent(roles: Roles): boolean {
  return isCounter(roles) || hasRole(roles, ROLES.AGENT);
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

/**
 * The supplier's price discount (percent) for counter and agent users (spec 001 §6; the sandbox accounts: counter
 * 5 %, agent 8 %). The review shows it before booking; the booked order's own figure is what is charged.
 */
export const ROLE_DISCOUNT_PERCENT: Partial<Record<RoleName, number>> = { CREDIT_COUNTER: 5, AGENT: 8 };

/** The discount percent of a user with these roles: the largest that applies (0 for travellers and guests). */
export function roleDiscountPercent(roles: readonly RoleName[]): number {
  return Math.max(0, ...roles.map((r) => ROLE_DISCOUNT_PERCENT[r] ?? 0));
}
