/**
 * The browser's calls to the edge for auth steps. The edge holds the session cookie; the browser only ever sees
 * `{ isLogin, name, currency, roleIds }`.
 */
import { edgeJson } from '../edge-client';
import type { LoggedInSession } from './store';

interface SessionAnswer {
  succeed: boolean;
  session: LoggedInSession;
  message?: string;
}

type Challenge = { token: string; codeLength: number };

export const authApi = {
  login: (username: string, password: string) => edgeJson<SessionAnswer>('/api/auth/login', { body: { username, password } }),
  /** 200 `{ token }` = not registered yet; 406 = already registered. */
  mobileCheck: (mobile: string) => edgeJson<Challenge>('/api/auth/mobile-check', { body: { mobile } }),
  register: (body: {
    mobile: string;
    username: string;
    password: string;
    name: string;
    family?: string;
    email?: string | null;
    code: string;
    token: string;
  }) => edgeJson<SessionAnswer>('/api/auth/register', { body }),
  forgot: (username: string) => edgeJson<Challenge>('/api/auth/forgot', { body: { username } }),
  reset: (token: string, smsCode: string, newPassword: string) =>
    edgeJson<SessionAnswer>('/api/auth/reset', { body: { token, smsCode, newPassword } }),
  logout: () => edgeJson<SessionAnswer>('/api/auth/logout', { body: {} }),
  session: () => edgeJson<LoggedInSession>('/api/session'),
};
