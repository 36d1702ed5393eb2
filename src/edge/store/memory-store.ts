import type { Claim, EdgeStore, WindowCount } from './store';

/** Entries kept before the expired ones are swept (a sweep is O(n), so it runs only when the map grows past this). */
const SWEEP_AT = 10_000;

/**
 * The store in the isolate's own memory: right for one process (the workerd tests, `npm start`), wrong on Cloudflare
 * with many isolates (durable-store.ts is used there). Expired entries are swept so the maps stay bounded.
 */
export class MemoryEdgeStore implements EdgeStore {
  private readonly revoked = new Map<string, number>();
  private readonly windows = new Map<string, WindowCount>();
  private readonly claims = new Map<string, { value: number | null; until: number }>();

  constructor(readonly now: () => number) {}

  async revoke(sid: string, forMs: number): Promise<void> {
    const now = this.now();
    this.revoked.set(sid, now + forMs);
    if (this.revoked.size > SWEEP_AT) sweep(this.revoked, (until) => until, now);
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
    const next = { count: live.count + n, resetAt: live.resetAt };
    this.windows.set(key, next);
    if (this.windows.size > SWEEP_AT) sweep(this.windows, (w) => w.resetAt, now);
    return { ...next };
  }

  async claim(key: string, leaseMs: number): Promise<Claim> {
    const now = this.now();
    const current = this.claims.get(key);
    if (current && current.until > now) return { claimed: false, value: current.value };
    this.claims.set(key, { value: null, until: now + leaseMs });
    if (this.claims.size > SWEEP_AT) sweep(this.claims, (c) => c.until, now);
    return { claimed: true };
  }

  async settle(key: string, value: number, forMs: number): Promise<void> {
    this.claims.set(key, { value, until: this.now() + forMs });
  }

  async release(key: string): Promise<void> {
    this.claims.delete(key);
  }
}

function sweep<V>(map: Map<string, V>, end: (v: V) => number, now: number): void {
  for (const [k, v] of map) if (end(v) <= now) map.delete(k);
}
