/**
 * Where the product's upstream calls go. `UPSTREAM_URL` unset or "sandbox" → the embedded sandbox supplier,
 * called in-process (`app.fetch`: no network hop, no subrequest); an http(s) URL → that supplier over fetch.
 * Both sit behind the same UpstreamClient, so nothing else in the product knows which one it talks to.
 */
import { createSandboxApp, type SandboxApp } from '../sandbox/app';
import { UpstreamClient, type Timers, type UpstreamOptions } from './request';

export const SANDBOX_BASE_URL = 'http://sandbox.internal';

let sandbox: SandboxApp | undefined;
/** One sandbox per isolate (its stores are in memory; isolates don't share them). */
export function sandboxApp(): SandboxApp {
  sandbox ??= createSandboxApp({ log: (msg) => console.log(`[sandbox] ${msg}`) });
  return sandbox;
}

export interface UpstreamTarget {
  /** null = embedded sandbox. */
  upstreamUrl: string | null;
  providerCode: string;
  timers?: Timers;
}

export function createUpstreamClient(target: UpstreamTarget, extra: Partial<UpstreamOptions> = {}): UpstreamClient {
  const transport: UpstreamOptions['transport'] =
    target.upstreamUrl === null ? (req) => Promise.resolve(sandboxApp().fetch(req)) : (req) => fetch(req);
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
