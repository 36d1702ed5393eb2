/**
 * The store as Durable Objects: EdgeCoordinator, one object per key (`idFromName`), so every isolate of the worker
 * sees the same revocation, counter or account's sessions; `once` goes to the session's own object
 * (SessionCoordinator, ../do/session-coordinator.ts). The class is plain (no `cloudflare:workers` import: a static import of it from the worker
 * entry breaks `waku build`'s static-generation step, which loads the server build in Node) and answers JSON over
 * `fetch`. Each object deletes its own state when its record ends (an alarm), so storage does not grow.
 */
import type { ClaimAnswer, SessionOp } from '../do/session-coordinator';
import { boundSessions } from './memory-store';
import type { EdgeStore, Json, OnceOptions, OnceResult, WindowCount } from './store';

type Op =
  | { op: 'revoke'; until: number }
  | { op: 'isRevoked'; now: number }
  | { op: 'count'; n: number; windowMs: number; now: number }
  | { op: 'track'; sid: string; until: number; now: number }
  | { op: 'takeSessions'; keep: string };

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
    private readonly ns: DurableObjectNamespace,
    private readonly sessions: DurableObjectNamespace,
    readonly now: () => number,
  ) {}

  revoke(sid: string, forMs: number): Promise<void> {
    return this.send<void>(`sid:${sid}`, { op: 'revoke', until: this.now() + forMs });
  }

  isRevoked(sid: string): Promise<boolean> {
    return this.send<boolean>(`sid:${sid}`, { op: 'isRevoked', now: this.now() });
  }

  trackSession(account: string, sid: string, forMs: number): Promise<void> {
    const now = this.now();
    return this.send<void>(`acct:${account}`, { op: 'track', sid, until: now + forMs, now });
  }

  async revokeAccount(account: string, keep: string, forMs: number): Promise<void> {
    const sids = await this.send<string[]>(`acct:${account}`, { op: 'takeSessions', keep });
    await Promise.all(sids.map((sid) => this.revoke(sid, forMs)));
  }

  count(key: string, n: number, windowMs: number): Promise<WindowCount> {
    return this.send<WindowCount>(`count:${key}`, { op: 'count', n, windowMs, now: this.now() });
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
    const stub = this.sessions.get(this.sessions.idFromName(sid));
    const ask = async <T>(op: SessionOp): Promise<T> => {
      const res = await stub.fetch('https://session/', { method: 'POST', body: JSON.stringify(op) });
      if (!res.ok) throw new Error(`session object ${op.op} failed: ${res.status}`);
      return (await res.json()) as T;
    };
    // Bounded: the object holds a caller at most while a run's lease lasts (in calls of ≤ 10 s), then it is this
    // caller's turn; the margin covers the calls' own time.
    const deadline = Date.now() + opts.leaseMs + ONCE_MARGIN_MS;
    while (Date.now() < deadline) {
      const answer = await ask<ClaimAnswer>({ op: 'claim', key, leaseMs: opts.leaseMs });
      if (answer.claimed) {
        let value: V;
        try {
          value = await work();
        } catch (err) {
          await ask({ op: 'release', key, run: answer.run }).catch(() => {});
          throw err;
        }
        // The value is this caller's whatever happens next; if it cannot be kept, others run again (logged).
        await ask({ op: 'settle', key, run: answer.run, value, keepMs: opts.keepMs }).catch((err) =>
          console.error('session object settle failed:', err instanceof Error ? err.message : err),
        );
        return { value, ran: true };
      }
      if ('value' in answer) return { value: answer.value as V, ran: false };
    }
    throw new Error(`session object: ${key} not settled in time`);
  }

  private async send<T>(name: string, op: Op): Promise<T> {
    const stub = this.ns.get(this.ns.idFromName(name));
    const res = await stub.fetch('https://edge-store/', { method: 'POST', body: JSON.stringify(op) });
    if (!res.ok) throw new Error(`edge store ${op.op} failed: ${res.status}`);
    return (await res.json()) as T;
  }
}

/**
 * The Durable Object class (exported from the worker entry, bound as EDGE_STORE in wrangler.toml). Times come from
 * the calling edge (its clock is injected in tests); the alarm that clears a record uses the real clock.
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
        const live = current && current.resetAt > op.now ? current : null;
        if (op.n === 0) return Response.json(live ?? { count: 0, resetAt: op.now });
        const next = { count: Math.max(0, (live?.count ?? 0) + op.n), resetAt: live?.resetAt ?? op.now + op.windowMs };
        await storage.put('window', next);
        if (!live) await storage.setAlarm(next.resetAt);
        return Response.json(next);
      }
      case 'track': {
        // An account's sessions: sid → end of the cookie's life. The object lives as long as its newest session.
        const sessions = new Map(await storage.get<[string, number][]>('sessions'));
        sessions.set(op.sid, op.until);
        boundSessions(sessions, op.now);
        await storage.put('sessions', [...sessions]);
        await storage.setAlarm(Math.max(...sessions.values()));
        return Response.json(null);
      }
      case 'takeSessions': {
        const sessions = new Map(await storage.get<[string, number][]>('sessions'));
        const ended = [...sessions.keys()].filter((sid) => sid !== op.keep);
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
