/**
 * The store as a Durable Object: one object per key (`idFromName`), so every isolate of the worker sees the same
 * revocation or counter. The class is plain (no `cloudflare:workers` import: a static import of it from the worker
 * entry breaks `waku build`'s static-generation step, which loads the server build in Node) and answers JSON over
 * `fetch`. Each object deletes its own state when its record ends (an alarm), so storage does not grow.
 */
import type { Claim, EdgeStore, WindowCount } from './store';

type Op =
  | { op: 'revoke'; until: number }
  | { op: 'isRevoked'; now: number }
  | { op: 'count'; n: number; windowMs: number; now: number }
  | { op: 'claim'; until: number; now: number }
  | { op: 'settle'; value: number; until: number }
  | { op: 'release' };

export class DurableEdgeStore implements EdgeStore {
  constructor(
    private readonly ns: DurableObjectNamespace,
    readonly now: () => number,
  ) {}

  revoke(sid: string, forMs: number): Promise<void> {
    return this.send<void>(`sid:${sid}`, { op: 'revoke', until: this.now() + forMs });
  }

  isRevoked(sid: string): Promise<boolean> {
    return this.send<boolean>(`sid:${sid}`, { op: 'isRevoked', now: this.now() });
  }

  count(key: string, n: number, windowMs: number): Promise<WindowCount> {
    return this.send<WindowCount>(`count:${key}`, { op: 'count', n, windowMs, now: this.now() });
  }

  claim(key: string, leaseMs: number): Promise<Claim> {
    const now = this.now();
    return this.send<Claim>(`claim:${key}`, { op: 'claim', until: now + leaseMs, now });
  }

  settle(key: string, value: number, forMs: number): Promise<void> {
    return this.send<void>(`claim:${key}`, { op: 'settle', value, until: this.now() + forMs });
  }

  release(key: string): Promise<void> {
    return this.send<void>(`claim:${key}`, { op: 'release' });
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
      case 'claim': {
        // While the object awaits its own storage no other request is delivered (input gates): check and claim are atomic.
        const current = await storage.get<{ value: number | null; until: number }>('claim');
        if (current && current.until > op.now) return Response.json({ claimed: false, value: current.value });
        await storage.put('claim', { value: null, until: op.until });
        await storage.setAlarm(op.until);
        return Response.json({ claimed: true });
      }
      case 'settle':
        await storage.put('claim', { value: op.value, until: op.until });
        await storage.setAlarm(op.until);
        return Response.json(null);
      case 'release':
        await storage.deleteAll();
        return Response.json(null);
      default:
        return new Response('unknown op', { status: 400 });
    }
  }

  /** The record ended: nothing of this object is needed any more. */
  async alarm(): Promise<void> {
    await this.state.storage.deleteAll();
  }
}
