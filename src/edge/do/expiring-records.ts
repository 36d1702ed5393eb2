/**
 * Records that end, kept in a Durable Object's SQLite storage: one row per key (its JSON value and its end, epoch ms),
 * indexed by end, so a shard object holding thousands of keys reads one row per request and deletes ended rows in
 * one statement (shards.ts). Reads and writes are synchronous (`storage.sql`): a read-check-write in one request runs
 * with no await between, so it is atomic in the single-threaded object.
 *
 * A row past its end may still be read until the sweep deletes it: callers judge liveness by their own clock (the
 * edge's, injected in tests), as before. The sweep runs from the object's alarm, at the earliest end but at most once
 * per `SWEEP_GAP_MS`: ended rows are already treated as absent, so deleting them a little later costs nothing, and a
 * busy object does not wake for every 30-second record.
 */
const SWEEP_GAP_MS = 60_000;

export class ExpiringRecords {
  /** The alarm set, `null` for none, `undefined` until read from storage (once per object). */
  private alarmAt: number | null | undefined;

  constructor(private readonly storage: DurableObjectStorage) {
    storage.sql.exec('CREATE TABLE IF NOT EXISTS records (key TEXT PRIMARY KEY, value TEXT NOT NULL, ends INTEGER NOT NULL)');
    storage.sql.exec('CREATE INDEX IF NOT EXISTS records_by_end ON records (ends)');
  }

  /** The value kept under `key` (ended or not, until swept), or undefined. */
  get<V>(key: string): V | undefined {
    const [row] = this.storage.sql.exec<{ value: string }>('SELECT value FROM records WHERE key = ?', key).toArray();
    return row ? (JSON.parse(row.value) as V) : undefined;
  }

  /** Keeps `value` under `key` until `ends` (epoch ms); the row is written before this returns, the alarm after. */
  async put(key: string, value: unknown, ends: number): Promise<void> {
    this.storage.sql.exec(
      'INSERT INTO records (key, value, ends) VALUES (?, ?, ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value, ends = excluded.ends',
      key,
      JSON.stringify(value),
      ends,
    );
    await this.sweepBy(ends);
  }

  delete(key: string): void {
    this.storage.sql.exec('DELETE FROM records WHERE key = ?', key);
  }

  /** Deletes the rows that ended by `now`; sets the alarm for the next end. Called from the object's `alarm()`. */
  async sweep(now = Date.now()): Promise<void> {
    this.storage.sql.exec('DELETE FROM records WHERE ends <= ?', now);
    const [next] = this.storage.sql.exec<{ ends: number | null }>('SELECT MIN(ends) AS ends FROM records').toArray();
    this.alarmAt = null;
    if (next?.ends != null) await this.sweepBy(next.ends);
  }

  /** Makes sure a sweep comes at `ends` or, if sooner than the gap allows, `SWEEP_GAP_MS` from now. */
  private async sweepBy(ends: number): Promise<void> {
    if (this.alarmAt === undefined) this.alarmAt = await this.storage.getAlarm();
    const at = Math.max(ends, Date.now() + SWEEP_GAP_MS);
    if (this.alarmAt !== null && this.alarmAt <= at) return;
    this.alarmAt = at;
    await this.storage.setAlarm(at);
  }
}
