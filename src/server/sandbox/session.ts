/** Users and sessions: the User view of a stored user, and issuing access + refresh tokens. */
import { roleIds, roleNames } from '@/lib/roles';
import type { Session, User } from '../schemas/auth';
import type { AccessTokenClaims } from '../schemas/auth';
import { GUEST_USER_ID, primaryRole } from './data/accounts';
import type { SandboxContext } from './context';
import type { Ctx } from './http';
import { settleCashback } from './cashback';
import { getStore, type Store, type UserRecord } from './store';
import { isoInstant } from './time';
import { issueAccessToken, issueRefreshToken, type TokenSubject } from './tokens';

export function isGuestUser(user: Pick<UserRecord, 'roles'>): boolean {
  return user.roles.includes('GUEST');
}

/** Logged in: neither the guest account nor a guest-reserve user. */
export function isLoggedIn(user: Pick<UserRecord, 'roles'>): boolean {
  return !user.roles.includes('GUEST') && !user.roles.includes('GUEST_RESERVE');
}

export function toUser(user: UserRecord): User {
  return {
    userId: user.userId,
    username: user.username,
    name: user.name,
    family: user.family,
    mobile: user.mobile,
    email: user.email,
    currency: user.currency,
    role: primaryRole(user.roles),
    roleIds: roleIds(user.roles),
    GUEST_RESERVE: user.roles.includes('GUEST_RESERVE'),
    isGuest: isGuestUser(user),
    gender: user.gender,
    birthDate: user.birthDate,
    nationalCode: user.nationalCode,
    hasCashbackAccess: true,
  };
}

/**
 * The user of a token. Unknown in this isolate's store (another isolate registered it), it is rebuilt from the
 * token's claims and added to the store, so requests keep working across isolates.
 */
export function userFromClaims(store: Store, claims: AccessTokenClaims): UserRecord {
  const known = store.users.get(claims.sub);
  if (known) return known;
  const mobile = /^09\d{9}$/.test(claims.username) ? claims.username : claims.sub.startsWith('gr-') ? claims.sub.slice(3) : null;
  const user: UserRecord = {
    userId: claims.sub,
    username: claims.username,
    mobile,
    passwordHash: '',
    name: claims.name,
    family: claims.family,
    email: null,
    roles: roleNames(claims.roleIds),
    currency: claims.currency,
    walletBalance: 0,
    gender: null,
    birthDate: null,
    nationalCode: null,
  };
  store.users.set(user.userId, user);
  return user;
}

/** The authenticated user of this request (the auth middleware has run). */
export async function currentUser(c: Ctx): Promise<{ store: Store; user: UserRecord }> {
  const store = await getStore(c.get('ctx'));
  const auth = c.get('auth');
  if (!auth) throw new Error('currentUser() on a public route');
  const user = userFromClaims(store, auth.claims);
  // A purchase's cashback reaches the wallet once its service has ended (cashback.ts), before anything reads it.
  settleCashback(store, user, c.get('ctx').clock());
  return { store, user };
}

export function subjectOf(user: UserRecord): TokenSubject {
  return { userId: user.userId, username: user.username, name: user.name, family: user.family, currency: user.currency, roles: user.roles };
}

export async function issueSession(ctx: SandboxContext, user: UserRecord, family?: string): Promise<Session> {
  const subject = subjectOf(user);
  const access = await issueAccessToken(ctx, subject);
  const refresh = await issueRefreshToken(ctx, subject, family);
  return {
    ...toUser(user),
    access_token: access.token,
    refreshToken: refresh.token,
    expireAt: isoInstant(access.expireAt),
    refreshExpireAt: isoInstant(refresh.expireAt),
    isLogin: isLoggedIn(user),
  };
}

export { GUEST_USER_ID };
