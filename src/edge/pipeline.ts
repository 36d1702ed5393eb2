import type { Hono, MiddlewareHandler } from 'hono';
import { configFromEnv } from './config';
import { redirects } from './redirects';
import { requestContext, securityHeaders } from './security';
import { mountStreams } from './streams';

type MiddlewareFn = (opts: { app: Hono }) => MiddlewareHandler;

/**
 * The edge pipeline, in order. waku's cloudflare adapter runs these before rendering pages
 * (src/waku.server.tsx); the workerd edge tests run the very same list (tests/edge).
 */
export const edgeMiddlewareFns: MiddlewareFn[] = [
  () => requestContext(),
  () => securityHeaders(),
  () => configFromEnv(),
  () => redirects(),
  ({ app }) => {
    // Routes registered here sit before waku's renderer in the app's handler chain.
    mountStreams(app);
    return (_c, next) => next();
  },
];

/** Applies the pipeline to any Hono app (used by tests to wrap a stand-in renderer). */
export function applyEdgePipeline(app: Hono): Hono {
  for (const fn of edgeMiddlewareFns) app.use(fn({ app }));
  return app;
}
