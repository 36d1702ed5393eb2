import type { Hono, MiddlewareHandler } from 'hono';
import type { ServerProduct } from '@/server/product';
import { landingAnalytics } from './analytics';
import { mountAuthRoutes } from './auth-routes';
import { mountBenchReference } from './bench-reference';
import { bodyLimit } from './body-limit';
import { mountBasketRoutes } from './basket-routes';
import { mountPaymentLinks } from './payment-link';
import { mountAccountTravellers } from './account-travellers';
import { mountCheckoutRoutes } from './checkout-routes';
import { clockKnob } from './clock';
import { configFromEnv } from './config';
import { csrf } from './csrf';
import { installErrorHandler, installRenderErrorLog, renderFailures } from './errors';
import { errorStatus } from './error-status';
import { mountFindabilityRoutes } from './findability-routes';
import { health, type HealthOptions } from './health';
import { requestLogging } from './logging';
import { malformedUrl } from './malformed-url';
import { methods } from './methods';
import { mountAirportPlaces } from './airport-places';
import { apiRoutesOf } from './api-routes';
import { mountApiProxy } from './proxy';
import { mountRateLimits } from './rate-limit';
import { redirects, supplierRedirects } from './redirects';
import { mountSandboxPassthrough } from './sandbox-passthrough';
import { requestContext, securityHeaders } from './security';
import { searchPrefetch } from './search-prefetch';
import { session, type SessionOptions } from './session';
import { type EdgeStore, edgeStore } from './store/store';
import { mountStreams } from './streams';
import { mountTicketRoutes } from './ticket-routes';
import { mountUploads } from './uploads';

type MiddlewareFn = (opts: { app: Hono }) => MiddlewareHandler;

/**
 * The edge pipeline, in order. waku's cloudflare adapter runs these before rendering pages
 * (src/waku.server.tsx); the workerd edge tests run the very same list (tests/edge).
 */
export interface PipelineOptions {
  /** Clock, timers and upstream factory (tests inject them). */
  session?: SessionOptions;
  /** The edge's shared state (revocations, rate limits); by default the Durable Object if bound, else in-isolate. */
  store?: EdgeStore;
  /** `GET /health`'s clock and probe transport (tests). */
  health?: HealthOptions;
}

/**
 * `products` is the one list of products (src/products/registry.server.ts), handed in by the composition root
 * (src/waku.server.tsx) and by the tests: the edge mounts each product's streams and routes, prefetches its results
 * pages and keeps its basket items, and names none of them.
 */
export const edgePipeline = (products: readonly ServerProduct[], opts: PipelineOptions = {}): MiddlewareFn[] => [
  () => requestLogging(opts.session?.now),
  () => bodyLimit(),
  () => malformedUrl(),
  ({ app }) => {
    installErrorHandler(app);
    installRenderErrorLog();
    return requestContext();
  },
  () => securityHeaders(),
  () => health(opts.health),
  () => configFromEnv(),
  // The clock knob (test and development only): this request's "now" for the rules below and the sandbox.
  () => clockKnob(),
  () => redirects({ searchRoutes: products.flatMap((p) => p.searchRoutes ?? []) }),
  () => csrf(),
  () => methods(),
  // Before the pay page: it asks whether the visitor's session was revoked.
  () => edgeStore({ ...(opts.store ? { store: opts.store } : {}), ...(opts.session?.now ? { now: opts.session.now } : {}) }),
  ({ app }) => {
    // Registered before the session middleware: the sandbox's images and pay page need no session, and robots.txt
    // and sitemap.xml are public and cacheable (no visitor cookie).
    mountSandboxPassthrough(app);
    mountFindabilityRoutes(app);
    mountBenchReference(app);
    return (_c, next) => next();
  },
  () => session(opts.session),
  () => supplierRedirects({ searchRoutes: products.flatMap((p) => p.searchRoutes ?? []) }),
  // A landing with utm_* or gclid sends its marketing record after the answer (never waited on).
  () => landingAnalytics(),
  () => searchPrefetch(products) as MiddlewareHandler,
  () => errorStatus(),
  // Inside errorStatus: it sees the renderer's own answer (an /error/500 page keeps its page and status).
  () => renderFailures(),
  ({ app }) => {
    // Routes registered here sit before waku's renderer in the app's handler chain.
    mountRateLimits(app);
    mountAuthRoutes(app);
    // Every route below finds the product list on the request (the basket's slots, a product's checkout).
    app.use('*', async (c, next) => {
      c.set('products', products);
      await next();
    });
    mountBasketRoutes(app);
    mountPaymentLinks(app);
    mountCheckoutRoutes(
      app,
      products.flatMap((p) => (p.checkout ? [p.checkout] : [])),
    );
    mountTicketRoutes(app);
    mountAccountTravellers(app);
    mountUploads(app);
    mountAirportPlaces(app);
    for (const product of products) product.mountRoutes?.(app);
    mountApiProxy(app, apiRoutesOf(products));
    mountStreams(app, products);
    return (_c, next) => next();
  },
];

/** Applies the pipeline to any Hono app (used by tests to wrap a stand-in renderer). */
export function applyEdgePipeline(app: Hono, products: readonly ServerProduct[], opts: PipelineOptions = {}): Hono {
  for (const fn of edgePipeline(products, opts)) app.use(fn({ app }));
  return app;
}
