/**
 * The store as Durable Objects, so every isolate of the worker sees the same revocation, counter or account's
 * sessions, and a session's `once` runs once whichever isolate asks.
 *
 * Records live in `STORE_SHARDS` objects per namespace, chosen by a hash of the key (shards.ts: one object per key
 * or per session cost ~270 KB of memory each, and 200 visitors made ~1 300 of them):
 * - EDGE_SHARDS (EdgeShard, edge-shard.ts): revocations, account sessions, rate-limit windows;
 * - SESSION_SHARDS (SessionShard, ../do/session-coordinator.ts): `once` records, keyed `<sid>|<key>`.
 *
 * The layout before it (EDGE_STORE: EdgeCoordinator below, one object per key; SESSIONS: SessionCoordinator, one per
 * session) is still read for the sessions made before the shards (`isPreShardSessionId`: their revocation and their
 * `once` records stay where they were, so a deploy neither revives a logged-out cookie nor forgets a first basket),
 * and a password reset also ends the sessions an account had recorded there. Counters start afresh in the shards:
 * rate-limit windows (≤ 15 minutes), and the record of a guest's orders kept for a second tab (its cookie still names
 * the order it was answered; tracking code and SMS find any other). Both old classes can go once those sessions have ended: 7 days (the cookie's life) after the
 * shards' deploy.
 *
 * The classes are plain (no `cloudflare:workers` import: a static import of it from the worker entry breaks
 * `waku build`'s static-generation step, which loads the server build in Node) and answer JSON over `fetch`. Each
 * deletes its records when they end (an alarm), so storage does not grow.
 */
import type { ClaimAnswer, SessionOp } from '../do/session-coordinator';
import { isPreShardSessionId } from '../session-cookie';
import { type ShardOp, sessionsWith, windowAfter } from './edge-shard';
import { shardName } from './shards';
import type { EdgeStore, Json, OnceOptions, OnceResult, WindowCount } from './store';

/** The layout before the shards: one EdgeCoordinator object per key, the op without its key. */
type Op =
  | { op: 'revoke'; until: number }
  | { op: 'isRevoked'; now: number }
  | { op: 'count'; n: number; windowMs: number; now: number }
  | { op: 'track'; sid: string; until: number; now: number }
  | { op: 'takeSessions'; keep: string };

/** The worker's Durable Object namespaces the store uses (wrangler.toml). */
export interface DurableStoreBindings {
  EDGE_SHARDS: DurableObjectNamespace;
  SESSION_SHARDS: DurableObjectNamespace;
  EDGE_STORE: DurableObjectNamespace;
  SESSIONS: DurableObjectNamespace;
}

/** Time a `once` caller may spend on calls to the session object beyond the lease it waits out. */
const ONCE_MARGIN_MS = 15_000;

export class DurableEdgeStore implements EdgeStore {
  /**
   * `once` runs this isolate is already asking the session object about: a second caller in the same isolate joins
   * the first instead of asking again. Only while under way (never a kept value), so it cannot disagree with the
   * object: whatever it hands out is what the object answered.
   */
  private readonly asking = new Map<string, Promise<OnceResult<unknown>>>();

  constructor(
    private readonly bindings: DurableStoreBindings,
    readonly now: () => number,
  ) {}

  revoke(sid: string, forMs: number): Promise<void> {
    return this.forSession<void>(sid, { op: 'revoke', until: this.now() + forMs });
  }

  isRevoked(sid: string): Promise<boolean> {
    return this.forSession<boolean>(sid, { op: 'isRevoked', now: this.now() });
  }

  trackSession(account: string, sid: string, forMs: number): Promise<void> {
    const now = this.now();
    return this.send<void>({ op: 'track', key: `acct:${account}`, sid, until: now + forMs, now });
  }

  async revokeAccount(account: string, keep: string, forMs: number): Promise<void> {
    const key = `acct:${account}`;
    const lists = await Promise.all([
      this.send<string[]>({ op: 'takeSessions', key, keep }),
      this.sendBefore<string[]>(key, { op: 'takeSessions', keep }),
    ]);
    await Promise.all([...new Set(lists.flat())].map((sid) => this.revoke(sid, forMs)));
  }

  count(key: string, n: number, windowMs: number): Promise<WindowCount> {
    return this.send<WindowCount>({ op: 'count', key: `count:${key}`, n, windowMs, now: this.now() });
  }

  async once<V extends Json>(sid: string, key: string, opts: OnceOptions, work: () => Promise<V>): Promise<OnceResult<V>> {
    const k = `${sid}|${key}`;
    const joined = this.asking.get(k);
    if (joined) {
      // Its outcome is ours; if its run failed, this caller asks the object itself (a waiter there may run now).
      const outcome = await joined.catch(() => null);
      if (outcome) return { value: outcome.value as V, ran: false };
    }
    const asked = this.onceThroughObject(sid, key, opts, work);
    this.asking.set(k, asked);
    try {
      return await asked;
    } finally {
      if (this.asking.get(k) === asked) this.asking.delete(k);
    }
  }

  private async onceThroughObject<V extends Json>(
    sid: string,
    key: string,
    opts: OnceOptions,
    work: () => Promise<V>,
  ): Promise<OnceResult<V>> {
    // A session made before the shards keeps its own object (its first basket is recorded there).
    const before = isPreShardSessionId(sid);
    const ns = before ? this.bindings.SESSIONS : this.bindings.SESSION_SHARDS;
    const stub = ns.get(ns.idFromName(before ? sid : shardName(sid)));
    const recordKey = before ? key : `${sid}|${key}`;
    const ask = async <T>(op: SessionOp): Promise<T> => {
      const res = await stub.fetch('https://session/', { method: 'POST', body: JSON.stringify(op) });
      if (!res.ok) throw new Error(`session object ${op.op} failed: ${res.status}`);
      return (await res.json()) as T;
    };
    // Bounded: the object holds a caller at most while a run's lease lasts (in calls of ≤ 10 s), then it is this
    // caller's turn; the margin covers the calls' own time.
    const deadline = Date.now() + opts.leaseMs + ONCE_MARGIN_MS;
    while (Date.now() < deadline) {
      const answer = await ask<ClaimAnswer>({ op: 'claim', key: recordKey, leaseMs: opts.leaseMs });
      if (answer.claimed) {
        let value: V;
        try {
          value = await work();
        } catch (err) {
          await ask({ op: 'release', key: recordKey, run: answer.run }).catch(() => {});
          throw err;
        }
        // The value is this caller's whatever happens next; if it cannot be kept, others run again (logged).
        await ask({ op: 'settle', key: recordKey, run: answer.run, value, keepMs: opts.keepMs }).catch((err) =>
          console.error('session object settle failed:', err instanceof Error ? err.message : err),
        );
        return { value, ran: true };
      }
      if ('value' in answer) return { value: answer.value as V, ran: false };
    }
    throw new Error(`session object: ${key} not settled in time`);
  }

  /** An op on the session's own record: in its shard, or where a session made before the shards had it. */
  private forSession<T>(sid: string, op: Op): Promise<T> {
    const key = `sid:${sid}`;
    return isPreShardSessionId(sid) ? this.sendBefore<T>(key, op) : this.send<T>({ ...op, key } as ShardOp);
  }

  /** An op to the shard of its key. */
  private send<T>(op: ShardOp): Promise<T> {
    return post<T>(this.bindings.EDGE_SHARDS, shardName(op.key), op);
  }

  /** An op to the object of the layout before the shards, one per key (`name`). */
  private sendBefore<T>(name: string, op: Op): Promise<T> {
    return post<T>(this.bindings.EDGE_STORE, name, op);
  }
}

async function post<T>(ns: DurableObjectNamespace, name: string, op: Op | ShardOp): Promise<T> {
  const res = await ns.get(ns.idFromName(name)).fetch('https://edge-store/', { method: 'POST', body: JSON.stringify(op) });
  if (!res.ok) throw new Error(`edge store ${op.op} failed: ${res.status}`);
  return (await res.json()) as T;
}

/**
 * The layout before the shards, one object per key (bound as EDGE_STORE in wrangler.toml): still read for sessions
 * made before them (above). Times come from the calling edge (its clock is injected in tests); the alarm that clears
 * a record uses the real clock.
 */
export class EdgeCoordinator {
  constructor(private readonly state: DurableObjectState) {}

  async fetch(request: Request): Promise<Response> {
    const op = (await request.json()) as Op;
    const storage = this.state.storage;
    switch (op.op) {
      case 'revoke':
        await storage.put('revokedUntil', op.until);
        await storage.setAlarm(op.until);
        return Response.json(null);
      case 'isRevoked': {
        const until = await storage.get<number>('revokedUntil');
        return Response.json(until !== undefined && until > op.now);
      }
      case 'count': {
        const current = await storage.get<WindowCount>('window');
        const { window, stored } = windowAfter(current, op.n, op.windowMs, op.now);
        if (!stored) return Response.json(window);
        await storage.put('window', window);
        if (window.resetAt !== current?.resetAt) await storage.setAlarm(window.resetAt);
        return Response.json(window);
      }
      case 'track': {
        // An account's sessions: sid → end of the cookie's life. The object lives as long as its newest session.
        const sessions = sessionsWith(await storage.get<[string, number][]>('sessions'), op.sid, op.until, op.now);
        await storage.put('sessions', [...sessions]);
        await storage.setAlarm(Math.max(...sessions.values()));
        return Response.json(null);
      }
      case 'takeSessions': {
        const sessions = new Map(await storage.get<[string, number][]>('sessions'));
        const ended = [...sessions.keys()].filter((sid) => sid !== op.keep);
        // Nothing to take (a password reset asks here for every account): nothing written, no object kept.
        if (ended.length === 0) return Response.json([]);
        for (const sid of ended) sessions.delete(sid);
        await storage.put('sessions', [...sessions]);
        return Response.json(ended);
      }
      default:
        return new Response('unknown op', { status: 400 });
    }
  }

  /** The record ended: nothing of this object is needed any more. */
  async alarm(): Promise<void> {
    await this.state.storage.deleteAll();
  }
}
