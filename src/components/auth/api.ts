/**
 * The browser's calls to the edge for auth and account steps. The edge holds the session cookie; the browser only
 * ever sees `{ isLogin, name, currency, roleIds }`.
 */
import type { LoggedInSession } from './store';

export type ApiResult<T> = { ok: true; status: number; data: T } | { ok: false; status: number; message: string; code: string };

export async function callApi<T>(method: 'GET' | 'POST' | 'PUT', path: string, body?: unknown): Promise<ApiResult<T>> {
  try {
    const res = await fetch(path, {
      method,
      headers: body === undefined ? { Accept: 'application/json' } : { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: body === undefined ? null : JSON.stringify(body),
      credentials: 'same-origin',
    });
    const json = (await res.json().catch(() => null)) as (T & { message?: string; code?: string }) | null;
    if (res.ok && json) return { ok: true, status: res.status, data: json };
    return { ok: false, status: res.status, message: json?.message ?? '', code: json?.code ?? '' };
  } catch {
    // Network and cancelled requests: silently ignored (spec 001 §8), the caller shows nothing.
    return { ok: false, status: 0, message: '', code: 'network' };
  }
}

interface SessionAnswer {
  succeed: boolean;
  session: LoggedInSession;
  message?: string;
}

export const authApi = {
  login: (username: string, password: string) => callApi<SessionAnswer>('POST', '/api/auth/login', { username, password }),
  /** 200 `{ token }` = not registered yet; 406 = already registered. */
  mobileCheck: (mobile: string) => callApi<{ token: string; codeLength: number }>('POST', '/api/auth/mobile-check', { mobile }),
  register: (body: {
    mobile: string;
    username: string;
    password: string;
    name: string;
    family?: string;
    email?: string | null;
    code: string;
    token: string;
  }) => callApi<SessionAnswer>('POST', '/api/auth/register', body),
  forgot: (username: string) => callApi<{ token: string; codeLength: number }>('POST', '/api/auth/forgot', { username }),
  reset: (token: string, smsCode: string, newPassword: string) =>
    callApi<SessionAnswer>('POST', '/api/auth/reset', { token, smsCode, newPassword }),
  logout: () => callApi<SessionAnswer>('POST', '/api/auth/logout', {}),
  session: () => callApi<LoggedInSession>('GET', '/api/session'),
};
