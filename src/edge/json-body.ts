/**
 * The one reader of JSON request bodies at the edge. Every route that takes a body states its schema and its byte
 * limit; the handler then gets the validated value from `c.req.valid('json')` and never touches the raw body.
 *
 * - 415 `unsupported_media_type` unless the media type is JSON (`application/json` or `…+json`);
 * - 413 `payload_too_large` as soon as the body passes the limit: the bytes are counted while the stream is read,
 *   so a false or missing Content-Length or a chunked body cannot slip past it (a declared length over the limit is
 *   refused before reading);
 * - 400 `invalid_json` for bytes that are not UTF-8 JSON, 400 `validation` when the value is not what the schema
 *   says. An empty body is no value (`undefined`): the schema decides whether it may be missing.
 */
import type { Context, MiddlewareHandler } from 'hono';
import * as v from 'valibot';
import * as messages from '@/lib/messages';
import { drain, readAtMost } from './body-limit';

/** Byte limits of the routes that take a body: the API takes small JSON documents. */
export const BODY_LIMIT = {
  /** Auth steps, checkout and the allow-listed API proxy. */
  api: 64 * 1024,
  /** Basket edits: one item or one key. */
  basket: 32 * 1024,
} as const;

export type BodyRefusal = 'unsupported_media_type' | 'payload_too_large' | 'invalid_json' | 'validation';

const REFUSALS: Record<BodyRefusal, { status: 400 | 413 | 415; message: string }> = {
  unsupported_media_type: { status: 415, message: messages.edgeApi.notJson },
  payload_too_large: { status: 413, message: messages.edgeApi.tooLarge },
  invalid_json: { status: 400, message: messages.edgeApi.invalidBody },
  validation: { status: 400, message: messages.edgeApi.invalidBody },
};

const JSON_MEDIA_TYPE = /^application\/(?:[\w.-]+\+)?json$/;

/** What `c.req.valid('json')` holds after `jsonBody(schema)`. */
export type JsonInput<S extends v.GenericSchema> = { in: { json: v.InferInput<S> }; out: { json: v.InferOutput<S> } };

/**
 * Reads and validates the body; the validated value, or the refusal already answered as a response. For routes
 * whose schema is known only once the request is matched (the API proxy); fixed routes use `jsonBody`.
 */
export async function readJsonBody<S extends v.GenericSchema>(
  c: Context,
  schema: S,
  { limit }: { limit: number },
): Promise<{ ok: true; value: v.InferOutput<S> } | { ok: false; response: Response }> {
  const refuse = (code: BodyRefusal) => {
    const { status, message } = REFUSALS[code];
    return { ok: false as const, response: c.json({ succeed: false, code, message }, status, { 'Cache-Control': 'no-store' }) };
  };
  const mediaType = (c.req.header('Content-Type') ?? '').split(';')[0]!.trim().toLowerCase();
  if (!JSON_MEDIA_TYPE.test(mediaType)) return refuse('unsupported_media_type');
  const declared = Number(c.req.header('Content-Length'));
  if (Number.isFinite(declared) && declared > limit) {
    await drain(c.req.raw);
    return refuse('payload_too_large');
  }
  const bytes = await readAtMost(c.req.raw, limit);
  if (!bytes) return refuse('payload_too_large');
  let json: unknown;
  try {
    const text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    json = text.trim() === '' ? undefined : JSON.parse(text);
  } catch {
    return refuse('invalid_json');
  }
  const parsed = v.safeParse(schema, json);
  return parsed.success ? { ok: true, value: parsed.output } : refuse('validation');
}

/** Middleware form of `readJsonBody`: refuses the request, or hands the typed value on as `c.req.valid('json')`. */
export function jsonBody<S extends v.GenericSchema>(schema: S, opts: { limit: number }): MiddlewareHandler<object, string, JsonInput<S>> {
  return async (c, next) => {
    const body = await readJsonBody(c, schema, opts);
    if (!body.ok) return body.response;
    c.req.addValidatedData('json', body.value as object);
    await next();
  };
}
