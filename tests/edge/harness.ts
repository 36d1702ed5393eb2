import { env } from 'cloudflare:workers';
import { Hono, type Context } from 'hono';
import { tryGetContext } from 'hono/context-storage';
import { applyEdgePipeline } from '@/edge/pipeline';
import { SERVER_PRODUCTS } from '@/products/registry.server';
import type { EdgeStore } from '@/edge/store/store';
import type { ServerProduct } from '@/server/product';
import { createSandboxApp, type SandboxOptions } from '@/server/sandbox/app';
import { SANDBOX_BASE_URL } from '@/server/upstream';
import { UpstreamClient, type Timers } from '@/server/upstream/request';

export { env };

export interface Harness {
  app: Hono;
  /** Every request the edge sent upstream, in order. */
  calls: { method: string; path: string; auth: string | null; headers: Headers; url: string }[];
  /** Rewrites upstream responses (e.g. to add hostile headers or a redirect). */
  respond: { fn: ((res: Response, req: Request) => Response | Promise<Response>) | null };
  /** Set a fault knob (X-Sandbox-Fault) for upstream paths matching a pattern. */
  faults: { pattern: RegExp; spec: string }[];
  request: (path: string, init?: RequestInit) => Promise<Response>;
  sandbox: ReturnType<typeof createSandboxApp>;
}

/**
 * The real edge pipeline in workerd, talking to a real sandbox app (in-process) through a counting transport.
 * `render` stands in for waku: by default it calls the upstream like a page would.
 */
export function harness(
  opts: {
    sandbox?: SandboxOptions;
    now?: () => number;
    timers?: Timers;
    render?: (c: Context) => Promise<Response> | Response;
    /** The edge store (revocations, rate limits); a fresh in-isolate one per harness by default. */
    store?: EdgeStore;
    /** The products the edge serves: the registry's by default (a test adds a fixture product). */
    products?: readonly ServerProduct[];
    /** Another supplier (a fixture product's): its answer, or null to send the request on to the sandbox. */
    supplier?: (req: Request) => Promise<Response> | null;
    /** `real`: the session's 1 s wait before a refresh takes real time (by default a harness without timers skips it). */
    refreshWait?: 'real';
    /** Vars on top of the test bindings (e.g. `TRUST_CF_HEADERS: 'on'`). */
    env?: Record<string, string>;
  } = {},
): Harness {
  const sandbox = createSandboxApp({ seed: 1405, ...opts.sandbox });
  const calls: Harness['calls'] = [];
  const faults: Harness['faults'] = [];
  const respond: Harness['respond'] = { fn: null };
  const transport = async (req: Request) => {
    const url = new URL(req.url);
    calls.push({
      method: req.method,
      path: url.pathname,
      auth: req.headers.get('authorization'),
      headers: new Headers(req.headers),
      url: req.url,
    });
    const fault = faults.find((f) => f.pattern.test(url.pathname));
    if (fault) {
      const headers = new Headers(req.headers);
      headers.set('X-Sandbox-Fault', fault.spec);
      req = new Request(req, { headers });
    }
    const res = (await opts.supplier?.(req)) ?? (await sandbox.fetch(req));
    return respond.fn ? respond.fn(res, req) : res;
  };
  const app = applyEdgePipeline(new Hono(), opts.products ?? SERVER_PRODUCTS, {
    ...(opts.store ? { store: opts.store } : {}),
    session: {
      ...(opts.now ? { now: opts.now } : {}),
      // The session's own waits (the 1 s before a refresh): the harness's timers, else none (a test that is about
      // the wait asks for real time with `refreshWait: 'real'`: tests/edge/session-visit.test.ts).
      ...(opts.timers ? { timers: opts.timers } : opts.refreshWait === 'real' ? {} : { sleep: async () => {} }),
      upstream: (config, signal) =>
        new UpstreamClient({
          baseUrl: SANDBOX_BASE_URL,
          transport,
          providerCode: config.providerCode,
          signal,
          ...(opts.timers ? { timers: opts.timers } : {}),
        }),
    },
  });
  app.all('*', opts.render ?? defaultRender);
  // One env object per harness: the edge validates an env once per object.
  const workerEnv = opts.env ? { ...env, ...opts.env } : env;
  return { app, calls, faults, respond, sandbox, request: async (path, init = {}) => app.request(path, init, workerEnv) };
}

/** Renders like a page: one upstream data call (the current user), then HTML with a nonce'd inline script. */
async function defaultRender(c: Context): Promise<Response> {
  const user = await c.get('upstream').call({
    method: 'POST',
    path: '/auth/GetUser',
    body: {},
    schema: (await import('@/server/schemas/auth')).User,
    client: 'auth',
    idempotent: true,
  });
  const nonce = tryGetContext<{ Variables: { secureHeadersNonce?: string } }>()?.get('secureHeadersNonce');
  return c.html(
    `<!doctype html><html lang="fa" dir="rtl"><body data-user="${user.username}"><script nonce="${nonce}">0</script></body></html>`,
  );
}

/** `name=value` of the Set-Cookie headers of a response. */
export function setCookies(res: Response): string[] {
  return res.headers.getSetCookie();
}

/** Turns a response's session Set-Cookie into a Cookie request header. */
export function cookieFrom(res: Response): string {
  const c = res.headers.getSetCookie().find((h) => h.startsWith('__Host-sfn_session='));
  if (!c) throw new Error('no session cookie set');
  return c.split(';')[0]!;
}
