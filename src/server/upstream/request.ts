/**
 * The one transport to the travel API. Every call of the product goes through `UpstreamClient.call`:
 * - sends the provider-code header, and `Authorization` where the call asks for it;
 * - per-call timeouts (auth 15 s, data 120 s, guest reserve 120 s), each attempt bounded by an overall deadline;
 * - retry policy (below); a 401 triggers a guest login and exactly one retry after 100 ms;
 * - never follows redirects; parses JSON and validates it with the call's valibot schema;
 * - every failure is an `UpstreamError` with a kind, never a raw exception or an upstream body.
 *
 * Retry policy (spec 001 §8 and §9: 2 retries, 2 s apart):
 *   timeout, network error, 408, 429, 502, 503, 504 → retried, when the call is idempotent
 *     (GET/HEAD/PUT/DELETE, or a POST marked `idempotent`); a Retry-After of up to the remaining
 *     deadline replaces the 2 s delay.
 *   500 and other statuses → not retried (a deterministic failure would fail again).
 *   401 → guest login + one retry after 100 ms, then it is final (no loop).
 * Time is injected (clock, sleep, timers) so tests control it.
 */
import * as v from 'valibot';
import {
  API_TIMEOUT_MS,
  AUTH_TIMEOUT_MS,
  GUEST_RESERVE_TIMEOUT_MS,
  MAX_RETRIES,
  RETRY_DELAY_MS,
  UNAUTHORIZED_RETRY_DELAY_MS,
} from '@/lib/constants';
import { utf8Length } from '@/lib/utf8';

export type UpstreamErrorKind =
  | 'timeout' // no answer in time, after retries
  | 'network' // connection failed or was reset
  | 'aborted' // the caller cancelled (client went away)
  | 'unauthorized' // 401 even after a guest login
  | 'http' // another non-2xx status
  | 'redirect' // a 3xx: never followed
  | 'malformed' // not JSON, wrong content type, truncated, or not what the schema says
  | 'deadline'; // the overall deadline ran out

export class UpstreamError extends Error {
  constructor(
    readonly kind: UpstreamErrorKind,
    readonly status: number | null,
    message: string,
    /** The upstream's own (Persian) message, when it sent one in an error envelope. */
    readonly upstreamMessage: string | null = null,
    /** The upstream's machine-readable error code, when it sent one. */
    readonly code: string | null = null,
    /** The error envelope's `data`, when it sent one (read with a schema before use). */
    readonly data: unknown = undefined,
  ) {
    super(message);
    this.name = 'UpstreamError';
  }
  /** Network errors and cancelled requests are expected noise: callers stay silent about them (spec 001 §8). */
  get silent(): boolean {
    return this.kind === 'network' || this.kind === 'aborted';
  }
}

export type ClientKind = 'auth' | 'data' | 'guestReserve';
export const TIMEOUTS: Record<ClientKind, number> = {
  auth: AUTH_TIMEOUT_MS,
  data: API_TIMEOUT_MS,
  guestReserve: GUEST_RESERVE_TIMEOUT_MS,
};

export interface Timers {
  now: () => number;
  /** Resolves after `ms`, or early when the signal aborts. */
  sleep: (ms: number, signal?: AbortSignal) => Promise<void>;
  /** An AbortSignal that aborts after `ms` (injected because fake timers don't fake AbortSignal.timeout). */
  timeout: (ms: number) => AbortSignal;
}

export const realTimers: Timers = {
  now: () => Date.now(),
  sleep: (ms, signal) =>
    new Promise((resolve) => {
      if (signal?.aborted) return resolve();
      const t = setTimeout(done, ms);
      function done() {
        clearTimeout(t);
        signal?.removeEventListener('abort', done);
        resolve();
      }
      signal?.addEventListener('abort', done, { once: true });
    }),
  // Not AbortSignal.timeout: its timer cannot be cleared, so every attempt would leave a timer of up to 120 s (and what
  // it holds) behind after its answer arrived. This one is cleared when the attempt ends (releaseTimeout).
  timeout: (ms) => {
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(new DOMException('The operation timed out.', 'TimeoutError')), ms);
    pendingTimeouts.set(controller.signal, timer);
    return controller.signal;
  },
};

const pendingTimeouts = new WeakMap<AbortSignal, ReturnType<typeof setTimeout>>();

/** Clears the timer of a `realTimers.timeout` signal (a no-op for any other signal). */
export function releaseTimeout(signal: AbortSignal): void {
  const timer = pendingTimeouts.get(signal);
  if (timer === undefined) return;
  clearTimeout(timer);
  pendingTimeouts.delete(signal);
}

/** What the client needs from the session: the current token and a way to become a guest again. */
export interface AuthHandle {
  /** "JWT …" or null when there is no session (only public calls then). */
  accessToken(): Promise<string | null>;
  /** Called on a 401: log in as guest (once per request at most); false when that failed too. */
  onUnauthorized(): Promise<boolean>;
}

export interface UpstreamOptions {
  /** Base URL of the API, e.g. https://api.example or http://sandbox.internal for the in-process sandbox. */
  baseUrl: string;
  /** Sends one request: global fetch for a real supplier, the sandbox app's fetch in-process. */
  transport: (req: Request) => Promise<Response>;
  providerCode: string;
  timers?: Timers;
  /** Overall budget for one call including retries (default: the call's timeout × 3 + delays). */
  deadlineMs?: number;
  /** End of the whole request's budget (the client's clock, epoch ms): no call of the request runs past it. */
  requestDeadline?: number;
  /** Aborts everything, e.g. the browser's request signal. */
  signal?: AbortSignal;
  /** Headers every call of this client sends (a call's own headers win), e.g. the sandbox's clock knob. */
  headers?: Record<string, string>;
  auth?: AuthHandle;
  /** Observability hook: one line per attempt. */
  onAttempt?: (info: {
    method: string;
    path: string;
    attempt: number;
    status: number | null;
    ms: number;
    error?: UpstreamErrorKind;
  }) => void;
}

export interface CallSpec<S extends v.GenericSchema> {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Path with query, starting with `/`. */
  path: string;
  /** JSON, or a `FormData` sent as multipart (a file upload). */
  body?: unknown;
  schema: S;
  client?: ClientKind;
  /** Send Authorization (default true; false for login/refresh/register/…). */
  authorized?: boolean;
  /** A POST that is safe to repeat (searches, lookups). */
  idempotent?: boolean;
  /** Extra headers (e.g. Request-time on searches). */
  headers?: Record<string, string>;
  /** Upper bound for this call (ms) within the client's deadline. */
  deadlineMs?: number;
  /** Overrides the retry count (optional content that should degrade fast instead of retrying: 0). */
  retries?: number;
  /**
   * What the answer is: JSON parsed by `schema` (default), or a PDF document (`application/pdf` starting `%PDF-`),
   * whose bytes (a Uint8Array) are then checked by `schema`.
   */
  accept?: 'json' | 'pdf';
}

/**
 * What one request the traveller waits on (a page, an RSC payload, an API call) may wait for the upstream in all: the
 * data client's time-out. Each call alone may take three attempts of its time-out (a hanging data call 364 s); a
 * traveller would stare at a spinner that long. Within the budget the retry rule still holds (a quick failure is
 * retried twice, 2 s apart); a hang uses the budget up, and the traveller then gets the outage answer (/server-error
 * for a page, 504 for the API). Search streams are bounded by their own polling deadline instead.
 */
export const REQUEST_BUDGET_MS = API_TIMEOUT_MS;

const RETRYABLE_STATUS = new Set([408, 429, 502, 503, 504]);
const MAX_BODY_BYTES = 8 * 1024 * 1024;

export class UpstreamClient {
  private readonly timers: Timers;
  constructor(private readonly opts: UpstreamOptions) {
    this.timers = opts.timers ?? realTimers;
  }

  /**
   * The same client bound to another auth handle / signal (per request). Attempt observers add up: a poll loop's
   * counter does not silence the edge's per-call log line.
   */
  with(patch: Partial<Pick<UpstreamOptions, 'auth' | 'signal' | 'onAttempt' | 'headers'>>): UpstreamClient {
    const prev = this.opts.onAttempt;
    const added = patch.onAttempt;
    const onAttempt: UpstreamOptions['onAttempt'] =
      prev && added
        ? (info) => {
            prev(info);
            added(info);
          }
        : (added ?? prev);
    return new UpstreamClient({ ...this.opts, ...patch, ...(onAttempt ? { onAttempt } : {}) });
  }

  /**
   * The same client for one request the traveller waits on: every call of it, retries included, ends within `budgetMs`
   * from now (`REQUEST_BUDGET_MS` by default), whatever each call's own deadline would allow.
   */
  withRequestBudget(budgetMs = REQUEST_BUDGET_MS): UpstreamClient {
    return new UpstreamClient({ ...this.opts, requestDeadline: this.timers.now() + budgetMs });
  }

  async call<S extends v.GenericSchema>(spec: CallSpec<S>): Promise<v.InferOutput<S>> {
    const { timers } = this;
    const kind = spec.client ?? 'data';
    const timeoutMs = TIMEOUTS[kind];
    const started = timers.now();
    const own = started + (spec.deadlineMs ?? this.opts.deadlineMs ?? timeoutMs * (MAX_RETRIES + 1) + RETRY_DELAY_MS * MAX_RETRIES);
    const deadline = Math.min(own, this.opts.requestDeadline ?? own);
    const idempotent = spec.method !== 'POST' || spec.idempotent === true;
    let retriesLeft = spec.retries ?? MAX_RETRIES;
    let unauthorizedRetried = false;

    for (let attempt = 1; ; attempt++) {
      if (this.opts.signal?.aborted) throw new UpstreamError('aborted', null, 'request cancelled');
      const remaining = deadline - timers.now();
      if (remaining <= 0) throw new UpstreamError('deadline', null, `deadline exceeded for ${spec.method} ${spec.path}`);
      const t0 = timers.now();
      let outcome: Outcome;
      try {
        outcome = await this.attempt(spec, Math.min(timeoutMs, remaining));
      } catch (err) {
        outcome = { error: err instanceof UpstreamError ? err : new UpstreamError('network', null, String(err)) };
      }
      this.opts.onAttempt?.({
        method: spec.method,
        path: spec.path,
        attempt,
        status: outcome.status ?? outcome.error?.status ?? null,
        ms: timers.now() - t0,
        ...(outcome.error ? { error: outcome.error.kind } : {}),
      });
      if (!outcome.error) return outcome.value as v.InferOutput<S>;
      const error = outcome.error;

      if (error.kind === 'unauthorized' && spec.authorized !== false && this.opts.auth && !unauthorizedRetried) {
        unauthorizedRetried = true;
        if (await this.opts.auth.onUnauthorized()) {
          await timers.sleep(UNAUTHORIZED_RETRY_DELAY_MS, this.opts.signal);
          continue;
        }
        throw error;
      }
      const transient =
        error.kind === 'timeout' || error.kind === 'network' || (error.kind === 'http' && RETRYABLE_STATUS.has(error.status ?? 0));
      if (transient && idempotent && retriesLeft > 0) {
        // Retry-After (429/503) replaces the fixed delay; if it points past the deadline, give up now.
        const wait = outcome.retryAfterMs ?? RETRY_DELAY_MS;
        if (wait >= deadline - timers.now()) throw error;
        retriesLeft--;
        await timers.sleep(wait, this.opts.signal);
        continue;
      }
      throw error;
    }
  }

  /** One attempt under its own time-out, whose timer is released as soon as the attempt has its outcome. */
  private async attempt(spec: CallSpec<v.GenericSchema>, timeoutMs: number): Promise<Outcome> {
    const timeout = this.timers.timeout(timeoutMs);
    try {
      return await this.attemptUntil(spec, timeout);
    } finally {
      releaseTimeout(timeout);
    }
  }

  private async attemptUntil(spec: CallSpec<v.GenericSchema>, timeout: AbortSignal): Promise<Outcome> {
    const pdf = spec.accept === 'pdf';
    const headers = new Headers({
      Accept: pdf ? 'application/pdf' : 'application/json',
      'X-Provider-Code': this.opts.providerCode,
      ...this.opts.headers,
      ...spec.headers,
    });
    if (spec.authorized !== false && this.opts.auth) {
      const token = await this.opts.auth.accessToken();
      if (token) headers.set('Authorization', token);
    }
    let body: string | FormData | undefined;
    if (spec.body instanceof FormData) {
      // A multipart form (a file upload): the runtime writes its Content-Type with the boundary.
      body = spec.body;
    } else if (spec.body !== undefined) {
      body = JSON.stringify(spec.body);
      headers.set('Content-Type', 'application/json');
    }
    const signal = this.opts.signal ? AbortSignal.any([timeout, this.opts.signal]) : timeout;
    const url = new URL(spec.path, this.opts.baseUrl);
    if (url.origin !== new URL(this.opts.baseUrl).origin) throw new UpstreamError('http', 400, 'path left the upstream origin');

    let res: Response;
    try {
      res = await raceAbort(
        this.opts.transport(new Request(url, { method: spec.method, headers, body, redirect: 'manual', signal })),
        signal,
      );
    } catch (err) {
      return { error: this.abortError(err, timeout) };
    }
    const status = res.status;
    if (status >= 300 && status < 400) {
      await res.body?.cancel().catch(() => {});
      return { status, error: new UpstreamError('redirect', status, `upstream answered ${status}`) };
    }
    // A PDF is read as bytes; anything else as text (see readText).
    let bytes: Uint8Array = new Uint8Array(0);
    let text = '';
    try {
      if (pdf) bytes = await raceAbort(readBytes(res), signal);
      else text = await raceAbort(readText(res), signal);
    } catch (err) {
      if (err instanceof UpstreamError) return { status, error: err };
      return {
        status,
        error: signal.aborted ? this.abortError(err, timeout) : new UpstreamError('malformed', status, 'body could not be read'),
      };
    }
    if (pdf && (status < 200 || status >= 300)) text = new TextDecoder().decode(bytes);
    if (status === 401) return { status, error: new UpstreamError('unauthorized', 401, 'unauthorized', ...errorInfo(text)) };
    if (status < 200 || status >= 300) {
      return {
        status,
        retryAfterMs: parseRetryAfter(res.headers.get('Retry-After'), this.timers.now()),
        error: new UpstreamError('http', status, `upstream answered ${status}`, ...errorInfo(text)),
      };
    }
    const type = res.headers.get('Content-Type') ?? '';
    if (pdf) return this.pdfOutcome(spec, status, type, bytes);
    if (!/\bjson\b/i.test(type))
      return { status, error: new UpstreamError('malformed', status, `unexpected content type ${type.slice(0, 60)}`) };
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      return { status, error: new UpstreamError('malformed', status, 'invalid JSON') };
    }
    const parsed = v.safeParse(spec.schema, json);
    if (!parsed.success) {
      const issue = parsed.issues[0];
      return {
        status,
        error: new UpstreamError(
          'malformed',
          status,
          `response does not match its schema at ${issue ? (v.getDotPath(issue) ?? '(root)') : '?'}`,
        ),
      };
    }
    return { status, value: parsed.output };
  }

  /**
   * A PDF answer: the right type, the `%PDF-` signature and the `%%EOF` end marker (a body cut short without a
   * Content-Length has no end), else malformed: an HTML error page or half a file is not a ticket.
   */
  private pdfOutcome(spec: CallSpec<v.GenericSchema>, status: number, type: string, bytes: Uint8Array): Outcome {
    const signature = new TextDecoder().decode(bytes.subarray(0, 5));
    const tail = new TextDecoder().decode(bytes.subarray(Math.max(0, bytes.byteLength - 1024)));
    if (!/^application\/pdf\b/i.test(type) || signature !== '%PDF-' || !/%%EOF\s*$/.test(tail))
      return { status, error: new UpstreamError('malformed', status, `not a PDF (${type.slice(0, 60)})`) };
    const parsed = v.safeParse(spec.schema, bytes);
    return parsed.success
      ? { status, value: parsed.output }
      : { status, error: new UpstreamError('malformed', status, 'PDF refused by its schema') };
  }

  private abortError(err: unknown, timeout: AbortSignal): UpstreamError {
    if (timeout.aborted) return new UpstreamError('timeout', null, 'upstream timed out');
    if (this.opts.signal?.aborted) return new UpstreamError('aborted', null, 'request cancelled');
    return new UpstreamError('network', null, err instanceof Error ? err.message : 'network error');
  }
}

interface Outcome {
  value?: unknown;
  status?: number;
  retryAfterMs?: number;
  error?: UpstreamError;
}

/** Resolves or rejects with the promise, but rejects as soon as the signal aborts (a hung transport can't hold us). */
function raceAbort<T>(p: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) return Promise.reject(signal.reason);
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    signal.addEventListener('abort', onAbort, { once: true });
    p.then(
      (x) => {
        signal.removeEventListener('abort', onAbort);
        resolve(x);
      },
      (e) => {
        signal.removeEventListener('abort', onAbort);
        reject(e);
      },
    );
  });
}

/** The body's declared length (NaN when not declared), refused at once when it is over the limit. */
async function declaredLength(res: Response): Promise<number> {
  const declared = Number(res.headers.get('Content-Length') ?? NaN);
  if (Number.isFinite(declared) && declared > MAX_BODY_BYTES) {
    await res.body?.cancel().catch(() => {});
    throw new UpstreamError('malformed', res.status, 'upstream body too large');
  }
  return declared;
}

/** A body of `size` bytes against the limit and its declared length. */
function checkLength(res: Response, size: number, declared: number): void {
  if (size > MAX_BODY_BYTES) throw new UpstreamError('malformed', res.status, 'upstream body too large');
  if (Number.isFinite(declared) && size < declared) throw new UpstreamError('malformed', res.status, 'truncated body');
}

async function readBytes(res: Response): Promise<Uint8Array> {
  const declared = await declaredLength(res);
  const buf = await res.arrayBuffer();
  checkLength(res, buf.byteLength, declared);
  return new Uint8Array(buf);
}

/**
 * A JSON (or error) body, read by the runtime straight into a string. Not `arrayBuffer()` then a decoder: an
 * ArrayBuffer's bytes live outside the JS heap, in workerd's allocator, and are freed only when a collection finds
 * the buffer dead; one search poll's answer can be ~150 KB, and 100+ searches poll at once. The runtime frees what
 * it reads into as soon as the string is made. Measured (issue 43, session 40; short soaks, one before and two
 * after): the RSS after each idle 17–32 MB lower.
 */
async function readText(res: Response): Promise<string> {
  const declared = await declaredLength(res);
  const text = await res.text();
  checkLength(res, text.length > MAX_BODY_BYTES ? text.length : utf8Length(text), declared);
  return text;
}

function errorInfo(text: string): [string | null, string | null, unknown] {
  try {
    const j = JSON.parse(text) as { message?: unknown; code?: unknown; data?: unknown };
    return [
      typeof j.message === 'string' ? j.message.slice(0, 300) : null,
      typeof j.code === 'string' ? j.code.slice(0, 60) : null,
      text.length <= 4096 ? j.data : undefined,
    ];
  } catch {
    return [null, null, undefined];
  }
}

/** Retry-After as delta seconds or an HTTP date → ms from now; undefined when absent or unreadable. */
export function parseRetryAfter(value: string | null, now: number): number | undefined {
  if (!value) return undefined;
  if (/^\d{1,6}$/.test(value.trim())) return Number(value.trim()) * 1000;
  const at = Date.parse(value);
  return Number.isFinite(at) ? Math.max(0, at - now) : undefined;
}
