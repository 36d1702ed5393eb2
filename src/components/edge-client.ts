/**
 * The browser's one way to talk to the edge (`/api/*`, `/stream/*`): components never call `fetch` themselves.
 * The edge holds the session cookie, so every call is same-origin with credentials; the browser never sees a token.
 *
 * - `edgeJson` answers `{ ok, status, data }` or `{ ok: false, status, message, code, body }`, never throws: a network
 *   failure or a cancelled request is `status: 0, code: 'network'` (network and cancelled request errors are
 *   silently ignored, so callers show nothing for them unless they choose to).
 * - `edgeStream` reads an NDJSON stream line by line and hands each event to `onEvent` as soon as it is complete.
 */
import { readNdjson } from '@/lib/ndjson';

export type EdgeResult<T> =
  | { ok: true; status: number; data: T }
  /** `body` is the refusal's JSON as it came (e.g. field errors), null when there was none. */
  | { ok: false; status: number; message: string; code: string; body: Record<string, unknown> | null };

export interface EdgeJsonInit {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Sent as JSON; a GET never has one. */
  body?: unknown;
  signal?: AbortSignal | undefined;
  /** The browser's fetch unless given (tests pass their own). */
  fetchFn?: typeof fetch | undefined;
}

export async function edgeJson<T>(path: string, init: EdgeJsonInit = {}): Promise<EdgeResult<T>> {
  const { method = init.body === undefined ? 'GET' : 'POST', body, signal, fetchFn = fetch } = init;
  try {
    const res = await fetchFn(path, {
      method,
      headers: body === undefined ? { Accept: 'application/json' } : { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: body === undefined ? null : JSON.stringify(body),
      credentials: 'same-origin',
      signal: signal ?? null,
    });
    const json: unknown = await res.json().catch(() => null);
    if (res.ok && json !== null) return { ok: true, status: res.status, data: json as T };
    const refusal = typeof json === 'object' && json !== null ? (json as Record<string, unknown>) : null;
    const text = (key: string) => (typeof refusal?.[key] === 'string' ? (refusal[key] as string) : '');
    return { ok: false, status: res.status, message: text('message'), code: text('code'), body: refusal };
  } catch {
    return { ok: false, status: 0, message: '', code: 'network', body: null };
  }
}

export type EdgeStreamEnd = { ok: true } | { ok: false; status: number; aborted: boolean };

/**
 * GETs an NDJSON stream and calls `onEvent` for every line. Resolves when the stream ends: `ok: false` when it could
 * not start (`status` is the HTTP status, 0 for a network failure), was cut off, or was aborted by `signal`.
 */
export async function edgeStream<E>(url: string, onEvent: (event: E) => void, signal?: AbortSignal): Promise<EdgeStreamEnd> {
  let status = 0;
  try {
    const res = await fetch(url, { signal: signal ?? null, headers: { Accept: 'application/x-ndjson' }, credentials: 'same-origin' });
    status = res.status;
    if (!res.ok || !res.body) return { ok: false, status, aborted: false };
    await readNdjson(res.body, (value) => onEvent(value as E), signal);
    return signal?.aborted ? { ok: false, status, aborted: true } : { ok: true };
  } catch {
    return { ok: false, status, aborted: signal?.aborted === true };
  }
}
