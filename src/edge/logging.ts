/**
 * Structured logs: one JSON line per request and one per upstream call, each with the request's id (`cf-ray` when
 * Cloudflare sent one, else a generated one), so Workers Logs (`[observability]` in wrangler.toml) and `wrangler tail`
 * can filter and join them. The request line carries the route, status, duration, the upstream calls' count and time,
 * and the error with its cause chain when one escaped to the error handler.
 */
import type { Context, MiddlewareHandler } from 'hono';
import type { UpstreamErrorKind } from '@/server/upstream/request';
import { requestKind } from './request-kind';

export interface UpstreamAttempt {
  method: string;
  path: string;
  attempt: number;
  status: number | null;
  ms: number;
  error?: UpstreamErrorKind;
}

export interface LoggedError {
  name: string;
  message: string;
  /** The first frames of an unexpected error (not of an upstream failure, whose kind and path say enough). */
  stack?: string;
  cause?: LoggedError;
}

/** What one request collects while it runs. */
export interface RequestLog {
  readonly id: string;
  /** Called by the upstream client once per attempt (UpstreamOptions.onAttempt): writes the call's line. */
  upstream(attempt: UpstreamAttempt): void;
  /** The error that reached the app's error handler (or a render), with its cause chain. */
  error(err: unknown): void;
}

declare module 'hono' {
  interface ContextVariableMap {
    requestLog: RequestLog;
  }
}

export type LogWriter = (level: 'info' | 'warn' | 'error', line: Record<string, unknown>) => void;

// Under vitest the info and warn lines of thousands of test requests (every 404 is a warn) would bury the output;
// tests that check lines set a writer of their own.
const QUIET_INFO = import.meta.env?.MODE === 'test';

/** The default writer: one JSON object per line on the console (Workers Logs parse it into fields). */
export const consoleWriter: LogWriter = (level, line) => {
  if (level !== 'error' && QUIET_INFO) return;
  const text = JSON.stringify(line);
  if (level === 'error') console.error(text);
  else if (level === 'warn') console.warn(text);
  else console.log(text);
};

let writer: LogWriter = consoleWriter;
/** Tests capture the lines; returns the previous writer. */
export function setLogWriter(next: LogWriter): LogWriter {
  const prev = writer;
  writer = next;
  return prev;
}

/** One line outside a request's own (configuration refusals, store outages). */
export function logEvent(level: 'info' | 'warn' | 'error', event: string, fields: Record<string, unknown> = {}): void {
  writer(level, { t: 'event', event, ...fields });
}

const MAX_PATH = 200;
const LEVELS: Record<string, number> = { info: 0, warn: 1, error: 2 };
const MAX_CAUSES = 4;

/** An error and its causes as plain fields (a short stack at most: lines must stay small). */
export function describeError(err: unknown, depth = 0): LoggedError {
  // waku hands render errors over already turned into text ("Error: …" and its stack).
  if (!(err instanceof Error)) return { name: typeof err === 'string' ? 'Error' : typeof err, message: String(err).slice(0, 500) };
  const out: LoggedError = { name: err.name, message: err.message.slice(0, 500) };
  if (err.stack && err.name !== 'UpstreamError') out.stack = err.stack.split('\n').slice(1, 6).join('\n').slice(0, 800);
  if (err.cause !== undefined && depth < MAX_CAUSES) out.cause = describeError(err.cause, depth + 1);
  return out;
}

/** The request's id: Cloudflare's ray id when present (it joins our line to Cloudflare's own logs), else a fresh one. */
export function requestIdOf(req: Request): string {
  const ray = req.headers.get('cf-ray');
  if (ray && /^[A-Za-z0-9-]{1,64}$/.test(ray)) return ray;
  return crypto.randomUUID();
}

/**
 * The first middleware: gives the request its id and log, answers with `X-Request-Id`, and writes the request's line
 * when its response is ready (a streamed body is still flowing then: `ms` is the time to the response's headers).
 */
export const requestLogging =
  (now: () => number = Date.now): MiddlewareHandler =>
  async (c, next) => {
    const started = now();
    const id = requestIdOf(c.req.raw);
    // LOG_LEVEL (var): "warn" or "error" drops the lines below it (a busy deploy's volume); default: every line.
    const min = LEVELS[(c.env as { LOG_LEVEL?: string } | undefined)?.LOG_LEVEL ?? 'info'] ?? 0;
    const write: LogWriter = (level, line) => {
      if (LEVELS[level]! >= min) writer(level, line);
    };
    let calls = 0;
    let upstreamMs = 0;
    let upstreamErrors = 0;
    let failure: LoggedError | undefined;
    const path = new URL(c.req.url).pathname.slice(0, MAX_PATH);
    c.set('requestLog', {
      id,
      upstream(a) {
        calls++;
        upstreamMs += a.ms;
        if (a.error) upstreamErrors++;
        write(a.error ? 'warn' : 'info', {
          t: 'upstream',
          id,
          method: a.method,
          path: a.path.split('?')[0]!.slice(0, MAX_PATH),
          attempt: a.attempt,
          status: a.status,
          ms: Math.round(a.ms),
          ...(a.error ? { error: a.error } : {}),
        });
      },
      error(err) {
        failure = describeError(err);
      },
    });
    let thrown: unknown;
    try {
      await next();
    } catch (err) {
      // Only reached when no error handler answered (the pipeline installs one); logged, then rethrown as it was.
      thrown = err;
      failure ??= describeError(err);
    }
    const status = thrown === undefined ? c.res.status : 500;
    if (thrown === undefined) {
      try {
        c.res.headers.set('X-Request-Id', id);
      } catch {
        // A response with immutable headers (an asset fetched as is): the id stays in the log only.
      }
    }
    write(status >= 500 || failure ? 'error' : status >= 400 ? 'warn' : 'info', {
      t: 'request',
      id,
      method: c.req.method,
      route: path,
      kind: requestKind(c),
      status,
      ms: Math.round(now() - started),
      upstream: { calls, ms: Math.round(upstreamMs), errors: upstreamErrors },
      ...(c.res.headers.get('Content-Type')?.includes('ndjson') ? { streamed: true } : {}),
      ...(failure ? { error: failure } : {}),
    });
    if (thrown !== undefined) throw thrown;
  };

/** The request's log, when the logging middleware ran (every pipeline request). */
export function requestLogOf(c: Context): RequestLog | undefined {
  return c.get('requestLog') as RequestLog | undefined;
}
