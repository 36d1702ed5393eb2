/**
 * The once protocol of the edge store (`DurableEdgeStore.once`), whichever isolate asks: the refresh of a rotating
 * refresh token (two refreshes of one token look like theft upstream and end the session) and the session's first
 * basket. Two classes run it:
 * - SessionShard (bound as SESSION_SHARDS): one of `STORE_SHARDS` objects, each holding the records of many sessions
 *   (keys `<sid>|<key>`) in SQLite rows, read one at a time (shards.ts says why not one object per session);
 * - SessionCoordinator (bound as SESSIONS): the layout before it, one object per session (`idFromName(sessionId)`), its
 *   records in memory and in key-value storage. Only sessions made before the shards still use it
 *   (`isPreShardSessionId`); it can go once they have all ended (7 days after the shards' deploy).
 *
 * The protocol: `claim` answers `{ value }` when the value is known, `{ claimed: true }` to the first caller (who then
 * does the work and sends `settle` or `release`), and holds later callers inside the object until the run settles
 * (then `{ value }`), is released (then one of them gets `{ claimed: true }`) or its lease ends (the claimer's isolate
 * vanished: the next caller claims). The waits are plain promises, not storage calls, so the object's input gate stays
 * open and settle/release get through while others wait. A claim is written before any await, so check-and-claim is
 * atomic (the object is single-threaded). An alarm deletes ended records. The classes are plain (no
 * `cloudflare:workers` import), like EdgeCoordinator, so `waku build`'s Node step can load the entry.
 */
import { ExpiringRecords } from './expiring-records';

export type SessionOp =
  | { op: 'claim'; key: string; leaseMs: number }
  | { op: 'settle'; key: string; run: string; value: unknown; keepMs: number }
  | { op: 'release'; key: string; run: string };

/** `run` names the claim: a settle or release of a run whose lease ended and was claimed again changes nothing. */
export type ClaimAnswer = { claimed: true; run: string } | { claimed: false; value: unknown } | { claimed: false; wait: true };

interface OnceRecord {
  /** Settled value (absent while a run is under way). */
  value?: unknown;
  settled: boolean;
  /** The claim that made (or is making) it. */
  run: string;
  /** Lease end while running; end of keeping once settled (epoch ms, the object's clock). */
  until: number;
}

/** Longest a claim call waits inside the object before answering `wait` (the edge then asks again). */
const MAX_HOLD_MS = 10_000;

/** Where a once object keeps its records: `put` writes before it first awaits. */
interface OnceRecords {
  get(key: string): OnceRecord | undefined;
  put(key: string, record: OnceRecord): Promise<void>;
  delete(key: string): Promise<void>;
  /** Deletes the records that ended; the alarm comes again for the next. */
  sweep(): Promise<void>;
}

export class SessionCoordinator {
  private readonly records: OnceRecords;
  /** Callers held while a key's run is under way: woken on settle or release. */
  private readonly waiters = new Map<string, Set<() => void>>();

  constructor(state: DurableObjectState) {
    this.records = this.open(state);
  }

  /** One session's records: in memory (loaded once), and in key-value storage so a restarted object keeps them. */
  protected open(state: DurableObjectState): OnceRecords {
    const records = new Map<string, OnceRecord>();
    state.blockConcurrencyWhile(async () => {
      for (const [key, record] of await state.storage.list<OnceRecord>()) records.set(key, record);
    });
    const storage = state.storage;
    return {
      get: (key) => records.get(key),
      async put(key, record) {
        records.set(key, record);
        await storage.put(key, record);
        const alarm = await storage.getAlarm();
        if (alarm === null || alarm > record.until) await storage.setAlarm(record.until);
      },
      async delete(key) {
        records.delete(key);
        await storage.delete(key);
      },
      async sweep() {
        const now = Date.now();
        let next = Number.POSITIVE_INFINITY;
        for (const [key, record] of records) {
          if (record.until <= now) {
            records.delete(key);
            await storage.delete(key);
          } else next = Math.min(next, record.until);
        }
        if (next !== Number.POSITIVE_INFINITY) await storage.setAlarm(next);
      },
    };
  }

  async fetch(request: Request): Promise<Response> {
    const op = (await request.json()) as SessionOp;
    switch (op.op) {
      case 'claim':
        return Response.json(await this.claim(op.key, op.leaseMs));
      case 'settle': {
        // A late run (its lease ended and another caller ran) must not replace the value others already have.
        const current = this.records.get(op.key);
        if (current && current.run !== op.run && current.until > Date.now()) return Response.json(null);
        await this.records.put(op.key, { value: op.value, settled: true, run: op.run, until: Date.now() + op.keepMs });
        this.wake(op.key);
        return Response.json(null);
      }
      case 'release':
        if (this.records.get(op.key)?.run !== op.run) return Response.json(null);
        await this.records.delete(op.key);
        this.wake(op.key);
        return Response.json(null);
      default:
        return new Response('unknown op', { status: 400 });
    }
  }

  private async claim(key: string, leaseMs: number): Promise<ClaimAnswer> {
    const deadline = Date.now() + MAX_HOLD_MS;
    for (;;) {
      const now = Date.now();
      const record = this.records.get(key);
      if (record && record.until > now) {
        if (record.settled) return { claimed: false, value: record.value };
        if (now >= deadline) return { claimed: false, wait: true };
        await this.held(key, Math.min(record.until, deadline) - now);
        continue;
      }
      // Nothing, or an ended record: this caller runs. Written before any await, so the claim is atomic.
      const run = crypto.randomUUID();
      await this.records.put(key, { settled: false, run, until: now + leaseMs });
      return { claimed: true, run };
    }
  }

  /** Waits until the key's run settles or is released, or `ms` pass. */
  private held(key: string, ms: number): Promise<void> {
    return new Promise((resolve) => {
      const set = this.waiters.get(key) ?? new Set();
      this.waiters.set(key, set);
      const done = () => {
        clearTimeout(timer);
        set.delete(done);
        if (set.size === 0 && this.waiters.get(key) === set) this.waiters.delete(key);
        resolve();
      };
      const timer = setTimeout(done, Math.max(0, ms));
      set.add(done);
    });
  }

  private wake(key: string): void {
    for (const done of [...(this.waiters.get(key) ?? [])]) done();
  }

  async alarm(): Promise<void> {
    await this.records.sweep();
  }
}

/** The once protocol for many sessions in one object: its records in SQLite rows, read one at a time. */
export class SessionShard extends SessionCoordinator {
  protected override open(state: DurableObjectState): OnceRecords {
    const rows = new ExpiringRecords(state.storage);
    return {
      get: (key) => rows.get<OnceRecord>(key),
      put: (key, record) => rows.put(key, record, record.until),
      async delete(key) {
        rows.delete(key);
      },
      sweep: () => rows.sweep(),
    };
  }
}
