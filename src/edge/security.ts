import type { MiddlewareHandler } from 'hono';
import { contextStorage } from 'hono/context-storage';
import { NONCE, secureHeaders } from 'hono/secure-headers';

/** CSP for anything that is not an HTML document (JSON, NDJSON, RSC payloads, redirects): nothing may load. */
export const NON_DOCUMENT_CSP = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

const documentHeaders = secureHeaders({
  contentSecurityPolicy: {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'", NONCE],
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', 'blob:'],
    fontSrc: ["'self'"],
    connectSrc: ["'self'"],
    workerSrc: ["'self'", 'blob:'],
    frameAncestors: ["'none'"],
    baseUri: ["'none'"],
    formAction: ["'self'"],
    objectSrc: ["'none'"],
  },
  xFrameOptions: 'DENY',
  strictTransportSecurity: 'max-age=63072000; includeSubDomains; preload',
  referrerPolicy: 'strict-origin-when-cross-origin',
  crossOriginEmbedderPolicy: false,
  crossOriginResourcePolicy: 'same-origin',
  permissionsPolicy: { camera: [], microphone: [], geolocation: ['self'], payment: ['self'] },
});

/**
 * Security headers for every response, by route class. HTML documents (pages, error pages) get a CSP with a
 * fresh per-request nonce — src/pages/_interceptors/nonce.ts makes waku stamp it on every inline script;
 * everything else (API JSON, streams, RSC payloads, redirects) gets a CSP under which nothing can load.
 * Static assets never reach the worker: public/_headers covers them.
 */
export const securityHeaders = (): MiddlewareHandler => async (c, next) => {
  await documentHeaders(c, next);
  const type = c.res.headers.get('Content-Type') ?? '';
  if (!type.startsWith('text/html')) c.res.headers.set('Content-Security-Policy', NON_DOCUMENT_CSP);
};

/** Makes the Hono context reachable from server components (tryGetContext) during the render. */
export const requestContext = (): MiddlewareHandler => contextStorage();
