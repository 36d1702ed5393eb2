/**
 * Fault injection, per request: header `X-Sandbox-Fault` or query `__fault` (the header wins), a comma-separated
 * list of knobs. See README.md "Fault knobs". Counters (count/skip) are kept per isolate.
 */
import type { Context, MiddlewareHandler } from 'hono';
import type { SandboxEnv } from './context';
import { getStore } from './store';

export interface FaultSpec {
  raw: string;
  latencyMs?: number;
  hang?: boolean;
  hangMs?: number;
  status?: number;
  retryAfter?: number;
  malformedJson?: boolean;
  html200?: boolean;
  expired401?: boolean;
  truncate?: boolean;
  reset?: boolean;
  wrongType?: boolean;
  /** Route-level: a new hotel or flight search finds nothing. */
  empty?: boolean;
  /** Route-level: a new hotel, package or flight search never finishes. */
  neverFinish?: boolean;
  /** Route-level: AddPreReserve and a flight provision re-price by this percent. */
  priceChange?: number;
  /** Route-level: AddPreReserve and a flight provision answer sold out. */
  soldOut?: boolean;
  count?: number;
  skip?: number;
  key?: string;
}

export const FAULT_HEADER = 'X-Sandbox-Fault';
export const FAULT_QUERY = '__fault';
export const FAULT_APPLIED_HEADER = 'X-Sandbox-Fault-Applied';
const MAX_LATENCY_MS = 60_000;

function int(value: string | undefined, min: number, max: number): number | null {
  if (value === undefined || !/^\d{1,9}$/.test(value)) return null;
  const n = Number(value);
  return n >= min && n <= max ? n : null;
}

/** Parse a knob list; an unknown knob or a bad value is an error (typos should not pass silently). */
export function parseFaults(text: string): FaultSpec | { error: string } {
  const raw = text.trim();
  const spec: FaultSpec = { raw };
  if (raw.length > 200) return { error: 'fault spec too long' };
  for (const item of raw
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)) {
    const eq = item.indexOf('=');
    const name = (eq < 0 ? item : item.slice(0, eq)).trim().toLowerCase();
    const value = eq < 0 ? undefined : item.slice(eq + 1).trim();
    let ok = true;
    switch (name) {
      case 'latency': {
        const n = int(value, 0, MAX_LATENCY_MS);
        ok = n !== null;
        if (n !== null) spec.latencyMs = n;
        break;
      }
      case 'hang': {
        spec.hang = true;
        if (value !== undefined) {
          const n = int(value, 0, 3_600_000);
          ok = n !== null;
          if (n !== null) spec.hangMs = n;
        }
        break;
      }
      case 'status': {
        const n = int(value, 400, 599);
        ok = n !== null;
        if (n !== null) spec.status = n;
        break;
      }
      case '429':
        spec.status = 429;
        ok = value === undefined;
        break;
      case 'retry-after': {
        const n = int(value, 0, 86_400);
        ok = n !== null;
        if (n !== null) spec.retryAfter = n;
        break;
      }
      case 'malformed-json':
        spec.malformedJson = true;
        break;
      case 'html-200':
        spec.html200 = true;
        break;
      case 'expired-401':
        spec.expired401 = true;
        break;
      case 'truncate':
        spec.truncate = true;
        break;
      case 'reset':
        spec.reset = true;
        break;
      case 'wrong-type':
        spec.wrongType = true;
        break;
      case 'empty':
        spec.empty = true;
        break;
      case 'never-finish':
        spec.neverFinish = true;
        break;
      case 'sold-out':
        spec.soldOut = true;
        break;
      case 'price-change': {
        const n = value === undefined ? 7 : int(value, 1, 90);
        ok = n !== null;
        if (n !== null) spec.priceChange = n;
        break;
      }
      case 'count': {
        const n = int(value, 1, 1_000_000);
        ok = n !== null;
        if (n !== null) spec.count = n;
        break;
      }
      case 'skip': {
        const n = int(value, 0, 1_000_000);
        ok = n !== null;
        if (n !== null) spec.skip = n;
        break;
      }
      case 'key':
        ok = value !== undefined && /^[\w.-]{1,64}$/.test(value);
        if (ok) spec.key = value;
        break;
      default:
        return { error: `unknown fault knob: ${name.slice(0, 40)}` };
    }
    if (!ok) return { error: `bad value for fault knob ${name}` };
  }
  return spec;
}

/** The counter scope: the search/package token in the path, else method + path. */
function scopeOf(c: Context<SandboxEnv>): string {
  const token = c.req.path.split('/').find((seg) => /^(h1|p1|f1|t1)\./.test(seg));
  return token ?? `${c.req.method} ${c.req.path}`;
}

const MALFORMED_JSON = '{"succeed":true,"message":null,"data":{"items":[{"hotelId":402001,"name":"هتل';
const HTML_ERROR_PAGE =
  '<!DOCTYPE html><html lang="fa" dir="rtl"><head><meta charset="utf-8"><title>خطای سرور</title></head>' +
  '<body><h1>502 Bad Gateway</h1><p>سرویس موقتاً در دسترس نیست.</p><hr><address>nginx</address></body></html>';

function errorJson(status: number, code: string, message: string, extra: Record<string, string> = {}): Response {
  return new Response(JSON.stringify({ succeed: false, message, code }), {
    status,
    headers: { 'Content-Type': 'application/json; charset=utf-8', ...extra },
  });
}

/** The route-level knobs of this request, if any. */
export function routeFault(c: Context<SandboxEnv>): FaultSpec | undefined {
  return c.get('fault');
}

export function faultMiddleware(): MiddlewareHandler<SandboxEnv> {
  return async (c, next) => {
    const ctx = c.get('ctx');
    const text = ctx.faults ? (c.req.header(FAULT_HEADER) ?? c.req.query(FAULT_QUERY)) : undefined;
    if (!text) return next();
    const parsed = parseFaults(text);
    if ('error' in parsed) return errorJson(400, 'validation', `X-Sandbox-Fault: ${parsed.error}`);
    const spec = parsed;
    if (spec.count !== undefined || spec.skip !== undefined) {
      const store = await getStore(ctx);
      const key = `${spec.key ?? scopeOf(c)}|${spec.raw}`;
      const n = (store.faultCounters.get(key) ?? 0) + 1;
      store.faultCounters.set(key, n);
      const skip = spec.skip ?? 0;
      if (n <= skip || (spec.count !== undefined && n > skip + spec.count)) return next();
    }
    ctx.log(`fault ${spec.raw} on ${c.req.method} ${c.req.path}`);
    const applied = { [FAULT_APPLIED_HEADER]: spec.raw };
    const signal = c.req.raw.signal;
    if (spec.latencyMs) await ctx.sleep(spec.latencyMs, signal);
    if (spec.hang) {
      await ctx.sleep(Math.min(spec.hangMs ?? ctx.maxHangMs, ctx.maxHangMs), signal);
      if (signal.aborted) return new Response(null, { status: 499, headers: applied });
      return errorJson(504, 'sandbox_hang_timeout', 'پاسخی از سرویس دریافت نشد', applied);
    }
    if (spec.expired401) {
      return errorJson(401, 'token_expired', 'نشست شما منقضی شده است', {
        ...applied,
        'WWW-Authenticate': 'JWT error="invalid_token", error_description="The access token expired"',
      });
    }
    if (spec.status) {
      const retryAfter = spec.retryAfter ?? (spec.status === 429 ? 2 : undefined);
      const headers: Record<string, string> = { ...applied };
      if (retryAfter !== undefined) headers['Retry-After'] = String(retryAfter);
      const code = spec.status === 429 ? 'rate_limited' : spec.status >= 500 ? 'upstream_error' : 'validation';
      const message = spec.status === 429 ? 'تعداد درخواست‌ها بیش از حد مجاز است' : 'خطای شبیه‌سازی شده سرویس';
      return errorJson(spec.status, code, message, headers);
    }
    if (spec.malformedJson) {
      return new Response(MALFORMED_JSON, { status: 200, headers: { 'Content-Type': 'application/json; charset=utf-8', ...applied } });
    }
    if (spec.html200) {
      return new Response(HTML_ERROR_PAGE, { status: 200, headers: { 'Content-Type': 'text/html; charset=utf-8', ...applied } });
    }
    c.set('fault', spec);
    await next();
    // Hono's res setter merges the old headers into the new response; clear it first so Content-Length can't leak.
    const replace = (r: Response): void => {
      c.res = undefined as unknown as Response;
      c.res = r;
    };
    const res = c.res;
    const headers = new Headers(res.headers);
    headers.set(FAULT_APPLIED_HEADER, spec.raw);
    if (spec.wrongType) headers.set('Content-Type', 'text/plain; charset=utf-8');
    if (spec.truncate || spec.reset) {
      const bytes = new Uint8Array(await res.arrayBuffer());
      const half = bytes.slice(0, Math.floor(bytes.length / 2));
      headers.delete('Content-Length');
      if (spec.truncate) {
        replace(new Response(half, { status: res.status, headers }));
      } else {
        const body = new ReadableStream<Uint8Array>({
          start(controller) {
            controller.enqueue(half);
          },
          pull(controller) {
            controller.error(new Error('sandbox: connection reset mid-body'));
          },
        });
        replace(new Response(body, { status: res.status, headers }));
      }
      return;
    }
    replace(new Response(res.body, { status: res.status, headers }));
  };
}
