/**
 * The edge's shared state: session revocations, rate-limit counters and a session's first basket. Everything a visitor's requests must agree
 * on goes through this interface, because on Cloudflare one visitor's requests land on different isolates and an
 * isolate's memory is not shared: there the store is a Durable Object (durable-store.ts, one object per key); where
 * the binding is absent (the workerd tests, `npm start`) it is the isolate's own memory (memory-store.ts).
 */
import type { MiddlewareHandler } from 'hono';
import { DurableEdgeStore } from './durable-store';
import { MemoryEdgeStore } from './memory-store';

export interface EdgeStore {
  /** The store's clock (epoch ms): the one every window and revocation is measured by. */
  readonly now: () => number;
  /** The session `sid` is over for the next `forMs` (a cookie's lifetime: after it any copy is dead anyway). */
  revoke(sid: string, forMs: number): Promise<void>;
  isRevoked(sid: string): Promise<boolean>;
  /**
   * Adds `n` to the counter `key` in its fixed window of `windowMs` (a window starts with its first hit), and answers
   * the count after it and when the window ends. `n = 0` only reads; a negative `n` takes back (never below 0).
   */
  count(key: string, n: number, windowMs: number): Promise<WindowCount>;
  /**
   * A value set once per key by whoever claims it first: the first caller gets `{ claimed: true }` and must `settle` it
   * (or `release` it on failure) within `leaseMs`, after which the claim lapses; the others get the settled value, or
   * null while the claim is under way. (A session's first basket: one creation, whatever the isolate.)
   */
  claim(key: string, leaseMs: number): Promise<Claim>;
  settle(key: string, value: number, forMs: number): Promise<void>;
  release(key: string): Promise<void>;
}

export type Claim = { claimed: true } | { claimed: false; value: number | null };

export interface WindowCount {
  count: number;
  /** End of the current window (epoch ms); `now` when there is none. */
  resetAt: number;
}

/** The binding wrangler.toml declares (a Durable Object namespace of `EdgeCoordinator`). */
export interface StoreEnv {
  EDGE_STORE?: DurableObjectNamespace;
}

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
    const ns = given ? undefined : (c.env as StoreEnv | undefined)?.EDGE_STORE;
    let store = local;
    if (ns) {
      store = durable.get(ns) ?? failingOpen(new DurableEdgeStore(ns, now));
      durable.set(ns, store);
    }
    c.set('edgeStore', store);
    await next();
  };
}

/**
 * A store whose calls may fail (the Durable Object unreachable) answers as if it held nothing, and says so in the log:
 * an outage of the coordination must not take the site down with it. For that while, revoked copies of a cookie still
 * work until their tokens expire, limits do not count, and first baskets are not coordinated across isolates.
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
    count: (key, n, windowMs) => store.count(key, n, windowMs).catch(logged('count', () => ({ count: 0, resetAt: store.now() }))),
    claim: (key, leaseMs) => store.claim(key, leaseMs).catch(logged('claim', (): Claim => ({ claimed: true }))),
    settle: (key, value, forMs) => store.settle(key, value, forMs).catch(logged('settle', () => undefined)),
    release: (key) => store.release(key).catch(logged('release', () => undefined)),
  };
}
