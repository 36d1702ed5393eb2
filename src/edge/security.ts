import type { MiddlewareHandler } from 'hono';
import { contextStorage } from 'hono/context-storage';
import { NONCE, secureHeaders } from 'hono/secure-headers';

/** CSP for anything that is not an HTML document (JSON, NDJSON, RSC payloads, redirects): nothing may load. */
export const NON_DOCUMENT_CSP = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

// Under `waku dev` only (a build replaces import.meta.env.DEV with false; vitest runs in mode 'test'): React's
// development build evaluates code (`eval` for its component stacks) and Vite's HMR client talks over a websocket.
const DEV_SERVER = import.meta.env.DEV && import.meta.env.MODE === 'development';

const documentHeaders = secureHeaders({
  contentSecurityPolicy: {
    defaultSrc: ["'self'"],
    scriptSrc: DEV_SERVER ? ["'self'", NONCE, "'unsafe-eval'"] : ["'self'", NONCE],
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', 'blob:'],
    fontSrc: ["'self'"],
    connectSrc: DEV_SERVER ? ["'self'", 'ws:'] : ["'self'"],
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
  if (!type.startsWith('text/html')) {
    c.res.headers.set('Content-Security-Policy', NON_DOCUMENT_CSP);
    return;
  }
  // A configured map tile server (MAP_TILE_URL) is the one foreign origin images may come from.
  const tiles = tileOrigin((c.env as { MAP_TILE_URL?: string } | undefined)?.MAP_TILE_URL);
  if (tiles) {
    const csp = c.res.headers.get('Content-Security-Policy');
    if (csp) c.res.headers.set('Content-Security-Policy', csp.replace("img-src 'self' data: blob:", `img-src 'self' data: blob: ${tiles}`));
  }
};

/** The https origin of a tile URL template like `https://{s}.tiles.example/{z}/{x}/{y}.png` (subdomain wildcard kept). */
export function tileOrigin(template: string | undefined): string | null {
  const t = template?.trim();
  if (!t) return null;
  const m = /^https:\/\/([a-z0-9.{}-]+(?::\d{1,5})?)(?:\/|$)/i.exec(t);
  if (!m) return null;
  return `https://${m[1]!.replace(/^\{s\}\./, '*.')}`;
}

/** Makes the Hono context reachable from server components (tryGetContext) during the render. */
export const requestContext = (): MiddlewareHandler => contextStorage();
