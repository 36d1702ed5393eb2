/**
 * A minimal way to call the sandbox, in-process (app.request) or over HTTP, so one suite runs against both.
 * The product's upstream client can reuse contract-suite.ts by supplying its own `Call`.
 */
import { serve, type ServerType } from '@hono/node-server';
import type { AddressInfo } from 'node:net';
import { createSandboxApp, type SandboxApp, type SandboxOptions } from '@/server/sandbox/app';

export type Call = (path: string, init?: RequestInit) => Promise<Response>;

export const PROVIDER = { 'X-Provider-Code': 'sandbox-tests' };

export function inProcess(app: SandboxApp): Call {
  return async (path, init) => app.request(path, init);
}

export interface HttpSandbox {
  url: string;
  call: Call;
  close(): Promise<void>;
}

/** The sandbox app on 127.0.0.1, a free port. */
export async function startHttpSandbox(options: SandboxOptions = {}): Promise<HttpSandbox> {
  let app: SandboxApp | undefined;
  let server: ServerType | undefined;
  const url = await new Promise<string>((resolve) => {
    server = serve({ fetch: (req) => (app as SandboxApp).fetch(req), hostname: '127.0.0.1', port: 0 }, (info: AddressInfo) => {
      const base = `http://127.0.0.1:${info.port}`;
      app = createSandboxApp({ ...options, publicBaseUrl: options.publicBaseUrl ?? base });
      resolve(base);
    });
  });
  return {
    url,
    call: (path, init) => fetch(`${url}${path}`, { redirect: 'manual', ...init }),
    close: () =>
      new Promise<void>((resolve) => {
        const s = server as ServerType & { closeAllConnections?: () => void };
        s.closeAllConnections?.();
        s.close(() => resolve());
      }),
  };
}

export function json(body: unknown, headers: Record<string, string> = {}, method = 'POST'): RequestInit {
  return { method, headers: { ...PROVIDER, 'Content-Type': 'application/json', ...headers }, body: JSON.stringify(body) };
}

export function authed(token: string, extra: Record<string, string> = {}): Record<string, string> {
  return { ...PROVIDER, Authorization: token, ...extra };
}

export interface SessionLike {
  access_token: string;
  refreshToken: string;
  isLogin: boolean;
}

export async function login(call: Call, username: string, password: string): Promise<SessionLike> {
  const res = await call('/auth/Login', json({ username, password }));
  if (res.status !== 200) throw new Error(`login ${username}: ${res.status} ${await res.text()}`);
  return (await res.json()) as SessionLike;
}

export const guestLogin = (call: Call) => login(call, 'guest', 'guest');

/** A check-in date `days` after the clock's Tehran date. */
export function dateAfter(nowMs: number, days: number): string {
  const tehranMidnight = Math.floor((nowMs + 3.5 * 3_600_000) / 86_400_000) * 86_400_000;
  return new Date(tehranMidnight + days * 86_400_000).toISOString().slice(0, 10);
}
