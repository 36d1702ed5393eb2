/** Auth and account calls (spec 001 §7 "Auth and account"). Auth calls use the 15 s auth client. */
import type * as v from 'valibot';
import { LogoutResponse, Session, User, ValidateTokenResponse } from '../schemas/auth';
import type { UpstreamClient } from './request';

export interface GuestCredentials {
  username: string;
  password: string;
}

export const authApi = (client: UpstreamClient) => ({
  /** Visitors are silently signed in as the shared guest account. */
  guestLogin: (guest: GuestCredentials) =>
    client.call({ method: 'POST', path: '/auth/Login', body: guest, schema: Session, client: 'auth', authorized: false }),
  login: (username: string, password: string) =>
    client.call({ method: 'POST', path: '/auth/Login', body: { username, password }, schema: Session, client: 'auth', authorized: false }),
  refresh: (refreshToken: string) =>
    client.call({ method: 'POST', path: '/auth/RefreshToken', body: { refreshToken }, schema: Session, client: 'auth', authorized: false }),
  getUser: () => client.call({ method: 'POST', path: '/auth/GetUser', body: {}, schema: User, client: 'auth', idempotent: true }),
  /** POST /auth/validate: whether a token (a payment link's, say) is valid now, and for what. */
  validate: (token: string) =>
    client.call({
      method: 'POST',
      path: '/auth/validate',
      body: { token },
      schema: ValidateTokenResponse,
      client: 'auth',
      authorized: false,
    }),
  logout: (refreshToken: string | undefined) =>
    client.call({
      method: 'POST',
      path: '/auth/Logout',
      body: { refreshToken },
      schema: LogoutResponse,
      client: 'auth',
      authorized: false,
    }),
});

export type SessionPayload = v.InferOutput<typeof Session>;
