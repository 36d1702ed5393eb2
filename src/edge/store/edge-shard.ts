/**
 * EdgeShard (bound as EDGE_SHARDS): one of `STORE_SHARDS` objects holding the edge store's revocations, account
 * sessions and rate-limit windows, each under its own key (shards.ts says why not one object per key). Each record
 * ends (a revocation with the cookie's life, a window at its reset, an account's sessions with the newest) and the
 * object's alarm deletes it then (expiring-records.ts), so storage does not grow. Times come from the calling edge
 * (its clock is injected in tests). The class is plain (no `cloudflare:workers` import), like the others, so
 * `waku build`'s Node step can load the entry.
 */
import { ExpiringRecords } from '../do/expiring-records';
import { boundSessions } from './memory-store';
import type { WindowCount } from './store';

export type ShardOp =
  | { op: 'revoke'; key: string; until: number }
  | { op: 'isRevoked'; key: string; now: number }
  | { op: 'count'; key: string; n: number; windowMs: number; now: number }
  | { op: 'track'; key: string; sid: string; until: number; now: number }
  | { op: 'takeSessions'; key: string; keep: string };

/**
 * A counter's window after adding `n` at `now` (`n = 0` only reads): the window `current` while it lasts, else a new
 * one of `windowMs` from its first hit. Never below 0. `stored: false` for a read, which writes nothing.
 */
export function windowAfter(
  current: WindowCount | undefined,
  n: number,
  windowMs: number,
  now: number,
): { window: WindowCount; stored: boolean } {
  const live = current && current.resetAt > now ? current : null;
  if (n === 0) return { window: live ?? { count: 0, resetAt: now }, stored: false };
  return { window: { count: Math.max(0, (live?.count ?? 0) + n), resetAt: live?.resetAt ?? now + windowMs }, stored: true };
}

/** An account's sessions (sid → end of the cookie's life) with `sid` added, bounded (memory-store.ts). */
export function sessionsWith(kept: [string, number][] | undefined, sid: string, until: number, now: number): Map<string, number> {
  const sessions = new Map(kept);
  sessions.set(sid, until);
  boundSessions(sessions, now);
  return sessions;
}

export class EdgeShard {
  private readonly records: ExpiringRecords;

  constructor(state: DurableObjectState) {
    this.records = new ExpiringRecords(state.storage);
  }

  async fetch(request: Request): Promise<Response> {
    const op = (await request.json()) as ShardOp;
    const records = this.records;
    switch (op.op) {
      case 'revoke':
        await records.put(op.key, op.until, op.until);
        return Response.json(null);
      case 'isRevoked': {
        const until = records.get<number>(op.key);
        return Response.json(until !== undefined && until > op.now);
      }
      case 'count': {
        const { window, stored } = windowAfter(records.get<WindowCount>(op.key), op.n, op.windowMs, op.now);
        if (stored) await records.put(op.key, window, window.resetAt);
        return Response.json(window);
      }
      case 'track': {
        const sessions = sessionsWith(records.get(op.key), op.sid, op.until, op.now);
        await records.put(op.key, [...sessions], Math.max(...sessions.values()));
        return Response.json(null);
      }
      case 'takeSessions': {
        const sessions = new Map(records.get<[string, number][]>(op.key));
        const ended = [...sessions.keys()].filter((sid) => sid !== op.keep);
        for (const sid of ended) sessions.delete(sid);
        if (sessions.size === 0) records.delete(op.key);
        else await records.put(op.key, [...sessions], Math.max(...sessions.values()));
        return Response.json(ended);
      }
      default:
        return new Response('unknown op', { status: 400 });
    }
  }

  async alarm(): Promise<void> {
    await this.records.sweep();
  }
}
