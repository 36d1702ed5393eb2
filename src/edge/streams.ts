import type { Context, Hono } from 'hono';
import { todayIn } from '@/lib/dates';
import { currentDay } from '@/server/clock';
import * as messages from '@/lib/messages';
import { toQuery } from '@/lib/query';
import { roleNames } from '@/lib/roles';
import {
  itemsForViewer,
  searchRounds,
  stopMessage,
  streamStart,
  type SearchDefinition,
  type SearchRoundEvent,
  type SearchStart,
} from '@/server/search/pipeline';
import type { PollOptions } from '@/server/search/poll';
import type { DetailSearchEvent } from '@/server/search/detail-stream';
import type { DetailStream, ServerProduct } from '@/server/product';
import type { Parsed } from '@/server/search/requests';
import { UpstreamError, realTimers, type Timers } from '@/server/upstream/request';
import { reportSearchFailure } from './analytics';
import { upstreamUnavailable } from './failures';
import { ndjsonResponse, sleep } from './ndjson';

/**
 * Streaming routes (NDJSON, one JSON value per line). The session middleware has already run: the session is
 * established and a token that would expire within the stream refreshed, so the cookie goes out with the headers.
 *
 *   GET /stream/{search}/{place}?{the product's search query}[&searchToken=&since=]   every product's search
 *   GET /stream/{detail}/{param}?{query}                                           a product's detail stream
 *     (the names are the products' own: src/products/registry.server.ts; e.g. hotels, flights, packages)
 *     {"type":"round",…}*  then  {"type":"error","message":"<Persian>"}?  then  {"type":"summary",…}
 *   GET /stream/health?count=&interval=  lets ops verify that nothing between the worker and the browser buffers
 *                                        (bounded: HEALTH_STREAM_CAP, tighter for an anonymous caller).
 *
 * Upstream error bodies never reach the stream: a failed search ends with a Persian error line and the summary.
 */
/** Per stream name (`/stream/{name}/…`): its poll settings (tests); `timers` for every stream. */
export type StreamOptions = { timers?: Timers } & { [stream: string]: PollOptions | Timers | undefined };

declare module 'hono' {
  interface ContextVariableMap {
    /** Per-request stream settings; only tests set it (an injected clock). */
    streamOptions: StreamOptions | undefined;
  }
}

/** `/stream/health`'s limits: ticks and the time between them. */
export const HEALTH_STREAM_CAP = {
  anonymous: { count: 6, intervalMs: 2_000 },
  loggedIn: { count: 20, intervalMs: 5_000 },
} as const;

export function mountStreams(app: Hono, products: readonly ServerProduct[], defaults: StreamOptions = {}): void {
  app.get('/stream/health', (c) => {
    // A logged-in caller may hold it up to 20 × 5 s; an anonymous one at most 6 ticks 2 s apart (about 10 s), so
    // nobody can park many long connections for free (issue 43 case 10).
    const cap = c.get('session')?.isLoggedIn ? HEALTH_STREAM_CAP.loggedIn : HEALTH_STREAM_CAP.anonymous;
    const count = clampInt(c.req.query('count'), 3, 1, cap.count);
    const interval = clampInt(c.req.query('interval'), 500, 50, cap.intervalMs);
    // Its clock and waits: the stream options' timers where they are injected (as every stream's), else real time.
    const timers = { ...defaults, ...c.get('streamOptions') }.timers;
    const now = timers ? () => timers.now() : () => Date.now();
    const wait = timers ? (ms: number, signal: AbortSignal) => timers.sleep(ms, signal) : sleep;
    const started = now();
    return ndjsonResponse(
      async (write, signal) => {
        for (let i = 0; i < count && !signal.aborted; i++) {
          if (i > 0) await wait(interval, signal);
          write({ type: 'tick', seq: i, elapsedMs: now() - started });
        }
        write({ type: 'done', count, elapsedMs: now() - started });
      },
      { signal: c.req.raw.signal },
    );
  });

  for (const product of products) {
    for (const search of product.searches ?? []) mountSearchStream(app, search, defaults);
    for (const detail of product.detailStreams ?? []) mountDetailStream(app, detail, defaults);
  }
}

/** The poll settings the options give a stream (tests), or none. */
function pollOptionsOf(o: StreamOptions, name: string): PollOptions | undefined {
  return name === 'timers' ? undefined : (o[name] as PollOptions | undefined);
}

/** `GET /stream/{name}/{param}?{query}`: one item's details (a hotel's room packages), parsed by its product. */
function mountDetailStream(app: Hono, detail: DetailStream, defaults: StreamOptions): void {
  app.get(`/stream/${detail.name}/:param`, async (c) => {
    const o = { ...defaults, ...c.get('streamOptions') };
    const parsed = detail.parse(c.req.param('param'), toQuery(new URL(c.req.url).searchParams));
    if (!parsed.ok) return badRequest(c, parsed);
    const client = c.get('upstream');
    const params = parsed.value;
    return searchStream(c, (signal) =>
      detail.poll(client, params, { ...pollOptionsOf(o, detail.name), timers: o.timers ?? realTimers, signal }),
    );
  });
}

/**
 * `GET /stream/{product}/{place}?{query}[&searchToken=&since=]` for a results product: a resumed search needs only its
 * token and round; a new one parses the query (once) and starts its own search. A single-answer product's stream is
 * one call (`&page=N` for a later page) streamed as the same round and summary.
 */
function mountSearchStream<Req, Item, Info>(app: Hono, product: SearchDefinition<Req, Item, Info>, defaults: StreamOptions): void {
  app.get(`/stream/${product.name}/:place`, async (c) => {
    const o = { ...defaults, ...c.get('streamOptions') };
    const timers = o.timers ?? realTimers;
    const client = c.get('upstream');
    let parsed: Parsed<SearchStart<Req>>;
    try {
      // Today by the test's timers when it injects them, else by the request's clock (src/server/clock.ts).
      const today = o.timers ? todayIn(timers.now()) : currentDay();
      parsed = await streamStart(product, client, c.req.param('place'), toQuery(new URL(c.req.url).searchParams), today);
    } catch (err) {
      if (err instanceof UpstreamError) {
        reportSearchFailure(c);
        return upstreamUnavailable(c, err);
      }
      throw err;
    }
    if (!parsed.ok) return badRequest(c, parsed);
    const start = parsed.value;
    const poll = pollOptionsOf(o, product.name);
    const roles = roleNames(c.get('session')?.data?.roleIds ?? []);
    return searchStream(c, async function* (signal) {
      for await (const event of searchRounds(product, client, start, { ...poll, timers, signal })) {
        yield event.type === 'round' ? { ...event, items: itemsForViewer(product, event.items, roles) } : event;
      }
    });
  });
}

/**
 * Streams a poller's events. The summary gets `session`, a short hash of the session id, so a client (the load
 * bench) can tell that the stream ran in its own session without the id itself being exposed.
 */
async function searchStream(
  c: Context,
  events: (signal: AbortSignal) => AsyncIterable<SearchRoundEvent<unknown, unknown> | DetailSearchEvent<unknown, string>>,
): Promise<Response> {
  // Hono answers HEAD with the GET handler's headers and drops the body unread: don't start a search for it.
  if (c.req.method === 'HEAD') return ndjsonResponse(async () => {});
  const session = await sessionTag(c.get('session')?.data?.sid);
  return ndjsonResponse(
    async (write, signal) => {
      try {
        for await (const event of events(signal)) {
          if (event.type !== 'summary') {
            write(event);
            continue;
          }
          const message = stopMessage(event.reason);
          if (message) write({ type: 'error', message });
          // A search the supplier failed is reported (spec 000 §8), after the answer.
          if (event.reason === 'error') reportSearchFailure(c);
          write({ ...event, session });
        }
      } catch (err) {
        // Only a bug gets here (the pollers turn upstream failures into a summary): log it, say it in Persian.
        console.error('search stream failed', err);
        reportSearchFailure(c);
        write({ type: 'error', message: messages.common.genericError });
      }
    },
    { signal: c.req.raw.signal },
  );
}

function badRequest(c: Context, parsed: Exclude<Parsed<unknown>, { ok: true }>): Response {
  return c.json({ succeed: false, code: parsed.code, message: parsed.message }, 400, { 'Cache-Control': 'no-store' });
}

async function sessionTag(sid: string | undefined): Promise<string | null> {
  if (!sid) return null;
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(sid)));
  return [...digest.slice(0, 6)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

function clampInt(raw: string | undefined, fallback: number, min: number, max: number): number {
  const n = raw === undefined ? NaN : Number.parseInt(raw, 10);
  if (!Number.isFinite(n)) return fallback;
  return Math.min(max, Math.max(min, n));
}
