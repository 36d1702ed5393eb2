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

/** Keeps a map within `MEMORY_STORE_LIMIT`: the expired entries first, then the oldest (a Map keeps insertion order). */
function bound<V>(map: Map<string, V>, end: (v: V) => number, now: number): void {
  if (map.size <= MEMORY_STORE_LIMIT) return;
  for (const [k, v] of map) if (end(v) <= now) map.delete(k);
  for (const k of map.keys()) {
    if (map.size <= MEMORY_STORE_LIMIT * 0.9) break;
    map.delete(k);
  }
}
