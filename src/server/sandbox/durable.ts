/**
 * The sandbox supplier inside one SQLite-backed Durable Object (bound as SANDBOX, reached with
 * `idFromName('sandbox')`), so a deployed demo keeps every basket, order, wallet, registered user and used refresh
 * token whichever isolate a request lands on. The sandbox's own Hono app runs unchanged inside the object; its
 * Store is loaded from the object's storage before the first request and saved after each request (snapshot.ts):
 * before the answer of a write (POST/PUT/DELETE: a basket or order is durable before the caller hears of it), within
 * a second after a read. A save encodes only the Map entries the requests since the last one reached (tracked-map.ts),
 * and every `FULL_SAVE_EVERY_MS` one compares the whole store as it is in memory (a reference kept past its request
 * and changed later is saved then). Baskets, orders and payments are not loaded: they stay in storage, with indexes in
 * memory, and a record is read back when a request reaches it (stored-map.ts, store.ts `STORED_INDEXES`). The class
 * is plain (no `cloudflare:workers` import: the worker entry exports it, and `waku build` loads the entry in Node).
 *
 * Input gates: a slow sandbox request (a round's delay, the hang knob) waits on timers, not storage, so the object
 * keeps serving other requests meanwhile; storage calls here are short. Every wait inside stays bounded by the
 * sandbox's own limits (`maxHangMs`).
 */
import { createSandboxApp, type SandboxApp } from './app';
import { answerDelayFromEnv, createContext, type SandboxOptions } from './context';
import { applySnapshot, type StoredFields, snapshotChanges, trackStore, type Written, writtenFrom } from './snapshot';
import { entriesPrefix, readEntry } from './snapshot-entries';
import { restoreStore, STORED_INDEXES, type Store } from './store';
import { StoredMap } from './stored-map';
import { StoreTracker, Touches, type TrackedMap } from './tracked-map';

/** Storage accepts at most 128 entries per put. */
const PUT_BATCH = 128;
/**
 * A read (GET/HEAD) rarely changes the store (a guest basket claimed by a user, a fault counter): its changes are
 * saved within this time instead of before its answer, so polls and page loads do not each serialise the store.
 */
const READ_SAVE_DELAY_MS = 1_000;
/**
 * A save compares the whole store in memory at least this often (the safety net under the tracking: a record a route
 * kept past its request and changed later, without a Map call, is saved within this time; a stored record only while
 * it is in memory, see RESIDENT_MS). At 600 orders in memory a full comparison cost ~30 ms; once a write, it cut the
 * soak's requests per round by half (issue 43).
 */
const FULL_SAVE_EVERY_MS = 30_000;
/**
 * A stored record (baskets, orders, payments: stored-map.ts) stays in memory this long after a request last reached
 * it, then leaves it once a save has covered it: the records a traveller is working on are not read back at every
 * step, and the full save above compares them at least once more before they go. `SANDBOX_RESIDENT_MS` sets it
 * (whole ms up to 10 minutes): the worker and browser tests set 0, so every record is read back from storage at the
 * next request that reaches it and the tests run through that path, not only through memory.
 */
const RESIDENT_MS = 60_000;
/** How often at most the object looks for records to let go of (each pass looks at every record in memory). */
const EVICT_EVERY_MS = 1_000;

/** `SANDBOX_RESIDENT_MS` as a time: whole milliseconds up to 10 minutes, anything else RESIDENT_MS. */
export function residentFromEnv(text: string | undefined): number {
  return text && /^\d{1,6}$/.test(text) ? Math.min(Number(text), 600_000) : RESIDENT_MS;
}

export class SandboxSupplier {
  private readonly app: SandboxApp;
  private store: Store | null = null;
  /** Field texts as last written, entry by entry or item by item (snapshot.ts): a save writes only what changed. */
  private written = new Map<string, Written>();
  /** Which Map entries each request reaches (tracked-map.ts); what is reached outside a request is saved soon. */
  private readonly tracker = new StoreTracker(() => this.saveSoon());
  /** What the requests answered since the last save reached: the next save compares those entries. */
  private dirty = new Touches();
  private lastFullSave = 0;
  private saving: Promise<void> = Promise.resolve();
  private saveQueued = false;
  private saveTimer: ReturnType<typeof setTimeout> | null = null;
  private lastEvict = 0;
  /** Set while stored records are still in memory: a save then, so the ones no longer used leave it. */
  private evictTimer: ReturnType<typeof setTimeout> | null = null;
  /** The stored fields (store.ts STORED_INDEXES), each entry read back from the object's synchronous storage. */
  private readonly stored: StoredFields;
  private readonly residentMs: number;

  /**
   * `env.SANDBOX_SECRET` signs the sandbox's tokens (the edge refuses a public demo or production without it); unset
   * (development, tests) the sandbox makes a random key for this process, so tokens do not outlive a restart of it.
   */
  constructor(
    private readonly state: DurableObjectState,
    env?: { SANDBOX_SECRET?: string; SANDBOX_ANSWER_DELAY_MS?: string; SANDBOX_RESIDENT_MS?: string },
  ) {
    this.residentMs = residentFromEnv(env?.SANDBOX_RESIDENT_MS);
    const options: SandboxOptions = {
      log: (msg) => console.log(`[sandbox] ${msg}`),
      ...(env?.SANDBOX_SECRET ? { secret: env.SANDBOX_SECRET } : {}),
      // A supplier's answer time for single-answer searches (the bench's; unset: at once).
      answerDelayMs: answerDelayFromEnv(env?.SANDBOX_ANSWER_DELAY_MS),
    };
    this.app = createSandboxApp(options);
    const ctx = createContext(options);
    const kv = state.storage.kv;
    this.stored = {
      indexes: STORED_INDEXES,
      read: (field, slot) => readEntry((key) => kv.get(key), field, slot),
      listEntries: (field) => kv.list({ prefix: entriesPrefix(field) }),
    };
    state.blockConcurrencyWhile(async () => {
      const entries = this.listStore();
      this.store = await restoreStore(ctx, (store) => {
        applySnapshot(store, entries, this.written, this.tracker, this.stored);
        trackStore(store, this.tracker, this.written, this.stored);
      });
    });
  }

  /**
   * What storage holds under `store:`, but the stored fields' records: listed around their key ranges, which
   * `stored.listEntries` reads lazily. So neither the start nor a failed save's recovery holds every record at once.
   */
  private listStore(): Map<string, unknown> {
    const kv = this.state.storage.kv;
    const out = new Map<string, unknown>();
    let start = 'store:';
    for (const prefix of [...Object.keys(STORED_INDEXES).map(entriesPrefix).sort(), null]) {
      for (const [key, value] of kv.list({ start, end: prefix ?? 'store;' })) out.set(key, value);
      // The first key after every key that starts with the prefix (which ends with `:`).
      if (prefix) start = `${prefix.slice(0, -1)};`;
    }
    return out;
  }

  async fetch(request: Request): Promise<Response> {
    const { touches, result } = this.tracker.run(() => this.app.fetch(request));
    let res: Response;
    try {
      res = await result;
    } finally {
      // What the request reaches from here on (a streamed answer's body) goes to the tracker's pending touches.
      this.tracker.close(touches);
      this.dirty.merge(touches);
    }
    if (request.method === 'GET' || request.method === 'HEAD') this.saveSoon();
    else await this.save();
    return res;
  }

  /**
   * Lets the stored records this save covered leave memory (stored-map.ts `evict`): those last reached before it
   * started and more than `residentMs` ago, unless a running request, a pending save or the next save (`dirty`) still
   * holds them. While some stay, a save is asked for later so that they go when no longer used, idle or not.
   */
  private evict(savedBefore: number): void {
    if (!this.store) return;
    // At most every EVICT_EVERY_MS, or after every save when records are to leave memory at once (the tests' 0).
    const due = savedBefore - this.lastEvict >= Math.min(this.residentMs, EVICT_EVERY_MS);
    if (due) this.lastEvict = savedBefore;
    const held = (map: TrackedMap<unknown, unknown>, key: unknown) => this.dirty.has(map, key) || this.tracker.holds(map, key);
    let left = 0;
    for (const value of Object.values(this.store))
      if (value instanceof StoredMap) {
        if (due) value.evict(savedBefore, this.residentMs, held);
        left += value.residentCount;
      }
    // At least a second later: records a long request still holds must not make this a busy loop.
    if (left > 0 && !this.evictTimer)
      this.evictTimer = setTimeout(
        () => {
          this.evictTimer = null;
          void this.save();
        },
        Math.max(this.residentMs, EVICT_EVERY_MS),
      );
  }

  private saveSoon(): void {
    this.saveTimer ??= setTimeout(() => {
      this.saveTimer = null;
      void this.save();
    }, READ_SAVE_DELAY_MS);
  }

  /**
   * Writes what changed. One save at a time; a request finishing during a save asks for one more, which then covers
   * every change made meanwhile. The response waits for its own changes (so a basket made through one isolate is
   * durable before the caller hears of it).
   */
  private save(): Promise<void> {
    if (this.saveQueued) return this.saving;
    this.saveQueued = true;
    this.saving = this.saving.then(async () => {
      this.saveQueued = false;
      if (!this.store) return;
      const started = Date.now();
      trackStore(this.store, this.tracker, this.written, this.stored);
      const touches = this.dirty;
      this.dirty = new Touches();
      touches.merge(this.tracker.takePending());
      const full = Date.now() - this.lastFullSave >= FULL_SAVE_EVERY_MS;
      if (full) this.lastFullSave = Date.now();
      const { put, del } = snapshotChanges(this.store, this.written, full ? null : touches);
      const keys = Object.keys(put);
      const writes: Promise<unknown>[] = [];
      // No await between these calls: the object commits them together (write coalescing), so a snapshot is whole.
      for (let i = 0; i < keys.length; i += PUT_BATCH) {
        const batch: Record<string, unknown> = {};
        for (const k of keys.slice(i, i + PUT_BATCH)) batch[k] = put[k];
        writes.push(this.state.storage.put(batch));
      }
      for (let i = 0; i < del.length; i += PUT_BATCH) writes.push(this.state.storage.delete(del.slice(i, i + PUT_BATCH)));
      await Promise.all(writes);
      this.evict(started);
    });
    const saved = this.saving.catch(async (err) => {
      // A failed save must not fail the request (the state is still in memory). What it meant to write is unknown
      // to have landed: the next save, within a second and without waiting for another request, starts from what
      // storage holds and compares the whole store.
      console.error('[sandbox] snapshot failed:', err instanceof Error ? err.message : err);
      this.lastFullSave = 0;
      try {
        this.written = writtenFrom(this.listStore(), this.stored);
      } catch {
        this.written = new Map();
      }
      this.saveSoon();
    });
    this.saving = saved;
    return saved;
  }
}
