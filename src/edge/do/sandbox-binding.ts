import type { SandboxFetcher } from '@/server/upstream';

/** The binding wrangler.toml declares for the sandbox's Durable Object (`SandboxSupplier`). */
export interface SandboxEnv {
  SANDBOX?: DurableObjectNamespace;
}

/** Name of the one sandbox object (the sandbox's state is one store, so one object holds it). */
const SANDBOX_OBJECT_NAME = 'sandbox';

/**
 * The sandbox's Durable Object when the worker has the binding (so every isolate sees one sandbox state), else null
 * (the sandbox runs in this isolate: the edge tests, a worker without the binding).
 */
export function sandboxObject(env: unknown): SandboxFetcher | null {
  const ns = (env as SandboxEnv | undefined)?.SANDBOX;
  if (!ns) return null;
  const stub = ns.get(ns.idFromName(SANDBOX_OBJECT_NAME));
  // A Durable Object's response has immutable headers; the edge's middlewares add theirs (security headers) to the
  // pass-through answers (images, the payment page), as they could to the in-isolate sandbox's: copy it.
  // Redirects are answers, never followed here (as from the in-isolate app): the payment page's 303 goes to the browser.
  return { fetch: async (request) => copyResponse(await stub.fetch(new Request(request, { redirect: 'manual' }))) };
}

function copyResponse(res: Response): Response {
  return new Response(res.body, res);
}
