import type { EdgeStore, Json, OnceOptions, OnceResult, WindowCount } from './store';

/**
 * Entries of one kind kept in memory. Past it the expired ones are swept (O(n), so only then); if that is not enough
 * the oldest go first, so a long-running process never grows without bound (it may then forget an old revocation or
 * counter: acceptable for one local process, and why Cloudflare uses the Durable Object).
 */
export const MEMORY_STORE_LIMIT = 10_000;

/**
 * The store in the isolate's own memory: right for one process (the workerd tests, `npm start`), wrong on Cloudflare
 * with many isolates (durable-store.ts is used there).
 */
export class MemoryEdgeStore implements EdgeStore {
  private readonly revoked = new Map<string, number>();
  private readonly windows = new Map<string, WindowCount>();
  /** account → its sessions (sid → end of the cookie's life) */
  private readonly accounts = new Map<string, { sessions: Map<string, number>; until: number }>();
  /** `once` records: a run under way in this process, or its value until it ends. */
  private readonly onces = new Map<string, { running?: Promise<unknown>; value?: unknown; until: number }>();

  constructor(readonly now: () => number) {}

  async revoke(sid: string, forMs: number): Promise<void> {
    const now = this.now();
    this.revoked.set(sid, now + forMs);
    bound(this.revoked, (until) => until, now);
  }

  async isRevoked(sid: string): Promise<boolean> {
    const until = this.revoked.get(sid);
    return until !== undefined && until > this.now();
  }

  async trackSession(account: string, sid: string, forMs: number): Promise<void> {
    const now = this.now();
    const sessions = this.accounts.get(account)?.sessions ?? new Map<string, number>();
    sessions.set(sid, now + forMs);
    boundSessions(sessions, now);
    this.accounts.set(account, { sessions, until: Math.max(...sessions.values()) });
    bound(this.accounts, (a) => a.until, now);
  }

  async revokeAccount(account: string, keep: string, forMs: number): Promise<void> {
    const sessions = this.accounts.get(account)?.sessions;
    if (!sessions) return;
    for (const sid of [...sessions.keys()]) {
      if (sid === keep) continue;
      sessions.delete(sid);
      await this.revoke(sid, forMs);
    }
  }

  async count(key: string, n: number, windowMs: number): Promise<WindowCount> {
    const now = this.now();
    const current = this.windows.get(key);
    const live = current && current.resetAt > now ? current : { count: 0, resetAt: now + windowMs };
    if (n === 0) return current && current.resetAt > now ? { ...live } : { count: 0, resetAt: now };
    const next = { count: Math.max(0, live.count + n), resetAt: live.resetAt };
    this.windows.set(key, next);
    bound(this.windows, (w) => w.resetAt, now);
    return { ...next };
  }

  async once<V extends Json>(sid: string, key: string, opts: OnceOptions, work: () => Promise<V>): Promise<OnceResult<V>> {
    const k = `${sid}|${key}`;
    for (;;) {
      const current = this.onces.get(k);
      if (current && !current.running && current.until > this.now()) return { value: current.value as V, ran: false };
      if (current?.running) {
        // Someone in this process runs it: its outcome is ours; if it failed, loop and run it ourselves.
        const outcome = await current.running.then(
          (value) => ({ value }),
          () => null,
        );
        if (outcome) return { value: outcome.value as V, ran: false };
        continue;
      }
      const running = work();
      this.onces.set(k, { running, until: Number.POSITIVE_INFINITY });
      try {
        const value = await running;
        const now = this.now();
        this.onces.set(k, { value, until: now + opts.keepMs });
        bound(this.onces, (o) => o.until, now);
        return { value, ran: true };
      } catch (err) {
        if (this.onces.get(k)?.running === running) this.onces.delete(k);
        throw err;
      }
    }
  }
}

/**
 * Sessions remembered per account (a password reset ends them all). One account rarely has many; past this the
 * ended ones go, then the oldest (an old session a reset then misses still ends with its access token).
 */
export const SESSIONS_PER_ACCOUNT = 100;

export function boundSessions(sessions: Map<string, number>, now: number): void {
  if (sessions.size <= SESSIONS_PER_ACCOUNT) return;
  for (const [sid, until] of sessions) if (until <= now) sessions.delete(sid);
  for (const sid of sessions.keys()) {
    if (sessions.size <= SESSIONS_PER_ACCOUNT) break;
    sessions.delete(sid);
  }
}

/** Keeps a map within `MEMORY_STORE_LIMIT`: the expired entries first, then the oldest (a Map keeps insertion order). */
function bound<V>(map: Map<string, V>, end: (v: V) => number, now: number): void {
  if (map.size <= MEMORY_STORE_LIMIT) return;
  for (const [k, v] of map) if (end(v) <= now) map.delete(k);
  for (const k of map.keys()) {
    if (map.size <= MEMORY_STORE_LIMIT * 0.9) break;
    map.delete(k);
  }
}
