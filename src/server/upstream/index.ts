/**
 * Where the product's upstream calls go. `UPSTREAM_URL` unset or "sandbox" → the embedded sandbox supplier,
 * called in-process (`app.fetch`: no network hop, no subrequest); an http(s) URL → that supplier over fetch.
 * Both sit behind the same UpstreamClient, so nothing else in the product knows which one it talks to.
 */
import { createSandboxApp, type SandboxApp } from '../sandbox/app';
import { UpstreamClient, type Timers, type UpstreamOptions } from './request';

export const SANDBOX_BASE_URL = 'http://sandbox.internal';

let sandbox: SandboxApp | undefined;
/**
 * One sandbox per isolate (its stores are in memory; isolates don't share them: hence the Durable Object). `secret`
 * is the worker's SANDBOX_SECRET (the same for every request of the isolate); without one the sandbox makes a random
 * key for this process.
 */
export function sandboxApp(secret?: string | null): SandboxApp {
  sandbox ??= createSandboxApp({ log: (msg) => console.log(`[sandbox] ${msg}`), ...(secret ? { secret } : {}) });
  return sandbox;
}

/** Where the embedded sandbox runs when not in this isolate: its Durable Object (src/server/sandbox/durable.ts). */
export interface SandboxFetcher {
  fetch(request: Request): Promise<Response>;
}

/** The sandbox's requests go to its Durable Object when there is one, else to the sandbox in this isolate. */
export function sandboxFetch(remote: SandboxFetcher | null | undefined, request: Request, secret?: string | null): Promise<Response> {
  return remote ? remote.fetch(request) : Promise.resolve(sandboxApp(secret).fetch(request));
}

export interface UpstreamTarget {
  /** null = embedded sandbox. */
  upstreamUrl: string | null;
  /** The sandbox's Durable Object (deployed, `wrangler dev`); absent → the sandbox runs in this isolate. */
  sandbox?: SandboxFetcher | null;
  /** The in-isolate sandbox's signing key (SANDBOX_SECRET), when it runs here. */
  sandboxSecret?: string | null;
  providerCode: string;
  timers?: Timers;
}

export function createUpstreamClient(target: UpstreamTarget, extra: Partial<UpstreamOptions> = {}): UpstreamClient {
  const transport: UpstreamOptions['transport'] =
    target.upstreamUrl === null ? (req) => sandboxFetch(target.sandbox, req, target.sandboxSecret) : (req) => fetch(req);
  return new UpstreamClient({
    baseUrl: target.upstreamUrl ?? SANDBOX_BASE_URL,
    transport,
    providerCode: target.providerCode,
    ...(target.timers ? { timers: target.timers } : {}),
    ...extra,
  });
}

export { UpstreamClient, UpstreamError } from './request';
export { authApi } from './auth';
