import type { Hono } from 'hono';
import { now } from '@/server/clock';
import { sandboxFetch } from '@/server/upstream';
import { sandboxObject } from './do/sandbox-binding';
import { PAYER_REF_HEADER, payerRef } from '@/server/checkout/payer-ref';
import { payloadTooLarge, readAtMost } from './body-limit';
import { SESSION_COOKIE, decodeSession } from './session-cookie';
import { cookieValues } from './session';
import { clockHeaders } from './clock';
import type { EdgeStore } from './store/store';

/** The pay page's form carries a choice and a token: a few hundred bytes. */
const PAY_FORM_LIMIT = 4096;

const PAY_PAGE = /^\/sandbox\/pay\/[^/]+$/;

/**
 * The visitor's name for the sandbox's payment intents (src/server/checkout/payer-ref.ts), from their own session
 * cookie (decoded here: the pay page runs before the session middleware and makes no session), or null. A session
 * ended by logout (revoked in the edge store) names nobody: a copy of its cookie opens none of its links.
 */
async function visitorPayerRef(header: string | undefined, secret: string, store: EdgeStore): Promise<string | null> {
  const values = cookieValues(header, SESSION_COOKIE);
  if (values.length !== 1) return null;
  const decoded = await decodeSession(secret, values[0], now());
  if (decoded.kind !== 'ok' || (await store.isRevoked(decoded.session.sid))) return null;
  return payerRef(decoded.session.sid);
}

/**
 * In sandbox mode the browser loads the sandbox's hotel images and its payment page from `/sandbox/*`.
 * Only GET/HEAD (and the payment page's own form POST), and never the fault knobs: a visitor must not be able
 * to make the sandbox hang or fail. The payment page gets the visitor's payer name (X-Payer-Ref, never the
 * browser's own header): a payment made by one session is shown and paid only in that session. The clock knob's
 * shift, where the edge honours it (SANDBOX_CLOCK, never in production), goes along as the edge's own header.
 */
export function mountSandboxPassthrough(app: Hono): void {
  app.on(['GET', 'HEAD', 'POST'], '/sandbox/*', async (c) => {
    if (c.get('config').upstreamUrl !== null) return c.notFound();
    const url = new URL(c.req.url);
    const payPage = PAY_PAGE.test(url.pathname);
    if (c.req.method === 'POST' && !payPage) return c.notFound();
    url.searchParams.delete('__fault');
    // The clock knob's shift (src/edge/clock.ts): the pay page reads the link's expiry by the session's time.
    const headers = new Headers({ Accept: c.req.header('Accept') ?? '*/*', ...clockHeaders(c) });
    if (payPage) {
      const ref = await visitorPayerRef(c.req.header('Cookie'), c.get('config').sessionSecret, c.get('edgeStore'));
      if (ref) headers.set(PAYER_REF_HEADER, ref);
    }
    const type = c.req.header('Content-Type');
    if (c.req.method === 'POST' && type) headers.set('Content-Type', type);
    let body: Uint8Array<ArrayBuffer> | undefined;
    if (c.req.method === 'POST') {
      const bytes = await readAtMost(c.req.raw, PAY_FORM_LIMIT);
      if (!bytes) return payloadTooLarge(c);
      body = bytes;
    }
    return sandboxFetch(
      sandboxObject(c.env),
      new Request(url, { method: c.req.method, headers, ...(body !== undefined ? { body } : {}) }),
      c.get('config').sandboxSecret,
    );
  });
}
