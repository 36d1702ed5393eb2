/**
 * The edge's shared state: session revocations (per session and per account), rate-limit counters, and what a
 * session does once (its token refresh, its first basket). Everything a visitor's requests must agree on goes
 * through this interface, because on Cloudflare one visitor's requests land on different isolates and an isolate's
 * memory is not shared: there the store is Durable Objects (durable-store.ts: EDGE_SHARDS and SESSION_SHARDS, a
 * fixed set of objects each holding many keys); where the bindings are absent (the edge tests) it is the isolate's
 * own memory (memory-store.ts).
 */
import type { MiddlewareHandler } from 'hono';
import { DurableEdgeStore, type DurableStoreBindings } from './durable-store';
import { MemoryEdgeStore } from './memory-store';

export interface EdgeStore {
  /** The store's clock (epoch ms): the one every window and revocation is measured by. */
  readonly now: () => number;
  /** The session `sid` is over for the next `forMs` (a cookie's lifetime: after it any copy is dead anyway). */
  revoke(sid: string, forMs: number): Promise<void>;
  isRevoked(sid: string): Promise<boolean>;
  /**
   * Remembers that session `sid` belongs to `account` (the supplier's user id) for `forMs` (a cookie's lifetime), so
   * a password reset can end every session of the account without the account being in the cookie.
   */
  trackSession(account: string, sid: string, forMs: number): Promise<void>;
  /** Ends every remembered session of `account` but `keep` (the session a password reset has just started). */
  revokeAccount(account: string, keep: string, forMs: number): Promise<void>;
  /**
   * Adds `n` to the counter `key` in its fixed window of `windowMs` (a window starts with its first hit), and answers
   * the count after it and when the window ends. `n = 0` only reads; a negative `n` takes back (never below 0).
   */
  count(key: string, n: number, windowMs: number): Promise<WindowCount>;
  /**
   * Once per session and key, whatever the isolate: the first caller runs `work` and its value is kept for `keepMs`;
   * callers that come while it runs wait for that value (up to `leaseMs`, after which the run is presumed lost and
   * another caller runs), later callers get the kept value. A failed run keeps nothing: the next waiter runs.
   * `ran` says whether this caller's own `work` made the value. (A session's refresh of one refresh token; its
   * first basket.) On Cloudflare it is a Durable Object (`SessionShard`, the shard of the session id).
   */
  once<V extends Json>(sid: string, key: string, opts: OnceOptions, work: () => Promise<V>): Promise<OnceResult<V>>;
}

/** What a `once` value may be: it is stored in a Durable Object as JSON. */
export type Json = null | boolean | number | string | Json[] | { [k: string]: Json } | object;

export interface OnceOptions {
  /** How long a run may take before another caller may run instead (a run whose isolate vanished). */
  leaseMs: number;
  /** How long the value is handed to later callers. */
  keepMs: number;
}

export interface OnceResult<V> {
  value: V;
  ran: boolean;
}

export interface WindowCount {
  count: number;
  /** End of the current window (epoch ms); `now` when there is none. */
  resetAt: number;
}

/** The bindings wrangler.toml declares: the Durable Object namespaces of durable-store.ts. */
export type StoreEnv = Partial<DurableStoreBindings>;

declare module 'hono' {
  interface ContextVariableMap {
    edgeStore: EdgeStore;
  }
}

/**
 * Puts the request's store on the context as `edgeStore`: the one given (tests), else the Durable Object when the
 * worker has the binding, else this pipeline's in-isolate store. Times come from `now` (tests inject a clock).
 */
export function edgeStore(opts: { store?: EdgeStore; now?: () => number } = {}): MiddlewareHandler {
  const given = opts.store;
  const now = opts.now ?? Date.now;
  const local = given ?? new MemoryEdgeStore(now);
  const durable = new WeakMap<DurableObjectNamespace, EdgeStore>();
  return async (c, next) => {
    const env = given ? undefined : (c.env as StoreEnv | undefined);
    let store = local;
    if (env?.EDGE_SHARDS && env.SESSION_SHARDS && env.EDGE_STORE && env.SESSIONS) {
      const ns = env.EDGE_SHARDS;
      store = durable.get(ns) ?? failingOpen(new DurableEdgeStore(env as DurableStoreBindings, now));
      durable.set(ns, store);
    }
    c.set('edgeStore', store);
    await next();
  };
}

/**
 * A store whose calls may fail (the Durable Object unreachable) answers as if it held nothing, and says so in the log:
 * an outage of the coordination must not take the site down with it. For that while, revoked copies of a cookie still
 * work until their tokens expire, limits do not count, and first baskets and token refreshes are coordinated per isolate only.
 */
export function failingOpen(store: EdgeStore): EdgeStore {
  const logged =
    <T>(op: string, fallback: () => T) =>
    (err: unknown) => {
      console.error(`edge store ${op} failed, going on without it:`, err instanceof Error ? err.message : err);
      return fallback();
    };
  return {
    now: store.now,
    revoke: (sid, forMs) => store.revoke(sid, forMs).catch(logged('revoke', () => undefined)),
    isRevoked: (sid) => store.isRevoked(sid).catch(logged('isRevoked', () => false)),
    trackSession: (account, sid, forMs) => store.trackSession(account, sid, forMs).catch(logged('trackSession', () => undefined)),
    revokeAccount: (account, keep, forMs) => store.revokeAccount(account, keep, forMs).catch(logged('revokeAccount', () => undefined)),
    count: (key, n, windowMs) => store.count(key, n, windowMs).catch(logged('count', () => ({ count: 0, resetAt: store.now() }))),
    once: (sid, key, opts, work) => {
      // Only the coordination may fail open: an error of `work` itself (the upstream refused) is the caller's.
      let working = false;
      const tracked = () => {
        working = true;
        return work();
      };
      return store.once(sid, key, opts, tracked).catch(async (err) => {
        if (working) throw err;
        logged('once', () => undefined)(err);
        return { value: await work(), ran: true };
      });
    },
  };
}
