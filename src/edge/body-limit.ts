/**
 * Request bodies at the edge: one byte-counting reader and one overall limit, whatever the headers say.
 *
 * - A declared Content-Length over `REQUEST_BODY_LIMIT` is a 413 before anything else runs.
 * - Any other body is read here, counted as the bytes arrive (a false Content-Length or a chunked body cannot slip
 *   past), and handed on in memory; over the limit it is a 413.
 * - Routes read it again through `readAtMost` against their own, smaller limit (json-body.ts, the sandbox's pay form).
 * - After a refusal the rest of the body is drained, up to `DRAIN_LIMIT`: a server that answers while the client is
 *   still sending and then closes the connection makes the client see a reset instead of the 413.
 * waku's own adapter limit is off (src/waku.server.tsx): it trusted a Content-Length and answered by throwing.
 */
import type { Context, MiddlewareHandler } from 'hono';
import * as messages from '@/lib/messages';
import { requestKind } from './request-kind';
import { UPLOAD_BODY_LIMIT, UPLOAD_PATH } from './uploads';

/** No route takes more: the largest JSON document the API takes is 64 KB (json-body.ts). */
export const REQUEST_BODY_LIMIT = 1024 * 1024;
/** Bytes read and discarded after a refusal so the client can read the answer; beyond this the connection goes. */
export const DRAIN_LIMIT = 16 * 1024 * 1024;

/** The body's bytes, or null as soon as they pass `limit` (the rest is then drained, see `DRAIN_LIMIT`). */
export async function readAtMost(req: Request, limit: number): Promise<Uint8Array<ArrayBuffer> | null> {
  if (!req.body) return new Uint8Array(new ArrayBuffer(0));
  const reader = req.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await drainReader(reader, DRAIN_LIMIT - size);
      return null;
    }
    chunks.push(value);
  }
  const all = new Uint8Array(new ArrayBuffer(size));
  let offset = 0;
  for (const chunk of chunks) {
    all.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return all;
}

/** Reads and discards what is left of an unread body (bounded); never throws. */
export async function drain(req: Request): Promise<void> {
  if (!req.body || req.bodyUsed || req.body.locked) return;
  await drainReader(req.body.getReader(), DRAIN_LIMIT);
}

async function drainReader(reader: ReadableStreamDefaultReader<Uint8Array>, budget: number): Promise<void> {
  try {
    let left = budget;
    while (left > 0) {
      const { done, value } = await reader.read();
      if (done) return;
      left -= value.byteLength;
    }
    await reader.cancel();
  } catch {
    // A client that went away: nothing to drain.
  }
}

/**
 * The paths that take more than `REQUEST_BODY_LIMIT`, with their own limit and Persian 413: a passport scan (the file
 * and its form, uploads.ts).
 */
const LARGER_BODIES: ReadonlyMap<string, { limit: number; message: string }> = new Map([
  [UPLOAD_PATH, { limit: UPLOAD_BODY_LIMIT, message: messages.uploads.tooLarge }],
]);

/** The Persian 413: JSON for the API and streams, a small page for a navigation. */
export function payloadTooLarge(c: Context, message: string = messages.edgeApi.tooLarge): Response {
  const headers = { 'Cache-Control': 'no-store', Connection: 'close' };
  if (requestKind(c) === 'navigation') return c.text(message, 413, headers);
  return c.json({ succeed: false, code: 'payload_too_large', message }, 413, headers);
}

export function bodyLimit(): MiddlewareHandler {
  return async (c, next) => {
    const req = c.req.raw;
    if (!req.body) return next();
    const larger = LARGER_BODIES.get(c.req.path);
    const limit = larger?.limit ?? REQUEST_BODY_LIMIT;
    const declared = Number(req.headers.get('Content-Length'));
    if (Number.isFinite(declared) && declared > limit) {
      await drain(req);
      return payloadTooLarge(c, larger?.message);
    }
    // Read (and count) now: a route that ignores its body, or answers 405 without looking, leaves nothing unread.
    const bytes = await readAtMost(req, limit);
    if (!bytes) return payloadTooLarge(c, larger?.message);
    c.req.raw = new Request(req, { body: bytes });
    await next();
  };
}
