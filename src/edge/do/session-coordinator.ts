/**
 * One Durable Object per session (`idFromName(sessionId)`, bound as SESSIONS): the place where a session's requests
 * agree on what must happen once, whichever isolate they land on: the refresh of a rotating refresh token (two
 * refreshes of one token look like theft upstream and end the session) and the session's first basket.
 *
 * The protocol (see `DurableEdgeStore.once`): `claim` answers `{ value }` when the value is known, `{ claimed: true }`
 * to the first caller (who then does the work and sends `settle` or `release`), and holds later callers inside the
 * object until the run settles (then `{ value }`), is released (then one of them gets `{ claimed: true }`) or its
 * lease ends (the claimer's isolate vanished: the next caller claims). The waits are plain promises, not storage
 * calls, so the object's input gate stays open and settle/release get through while others wait.
 *
 * Records are kept in memory (the object is single-threaded: check-and-claim is atomic) and written to storage so a
 * restarted object keeps them; an alarm deletes ended ones. The class is plain (no `cloudflare:workers` import),
 * like EdgeCoordinator, so `waku build`'s Node step can load the entry.
 */

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

export class SessionCoordinator {
  private readonly records = new Map<string, OnceRecord>();
  /** Callers held while a key's run is under way: woken on settle or release. */
  private readonly waiters = new Map<string, Set<() => void>>();

  constructor(private readonly state: DurableObjectState) {
    state.blockConcurrencyWhile(async () => {
      const stored = await state.storage.list<OnceRecord>();
      for (const [key, record] of stored) this.records.set(key, record);
    });
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
        await this.put(op.key, { value: op.value, settled: true, run: op.run, until: Date.now() + op.keepMs });
        this.wake(op.key);
        return Response.json(null);
      }
      case 'release':
        if (this.records.get(op.key)?.run !== op.run) return Response.json(null);
        this.records.delete(op.key);
        await this.state.storage.delete(op.key);
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
      // Nothing, or an ended record: this caller runs. Set in memory before any await, so the claim is atomic.
      const run = crypto.randomUUID();
      await this.put(key, { settled: false, run, until: now + leaseMs });
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

  private async put(key: string, record: OnceRecord): Promise<void> {
    this.records.set(key, record);
    await this.state.storage.put(key, record);
    const alarm = await this.state.storage.getAlarm();
    if (alarm === null || alarm > record.until) await this.state.storage.setAlarm(record.until);
  }

  /** Deletes the records that ended; wakes again at the next end. */
  async alarm(): Promise<void> {
    const now = Date.now();
    let next = Number.POSITIVE_INFINITY;
    for (const [key, record] of this.records) {
      if (record.until <= now) {
        this.records.delete(key);
        await this.state.storage.delete(key);
      } else next = Math.min(next, record.until);
    }
    if (next !== Number.POSITIVE_INFINITY) await this.state.storage.setAlarm(next);
  }
}
