import * as v from 'valibot';
import { describe, expect, it, vi } from 'vitest';
import { UpstreamClient, realTimers, releaseTimeout } from '@/server/upstream/request';

// Attempt observers add up: the edge's per-call log line (src/edge/logging.ts) and a poll loop's own counter
// (src/server/search/poll.ts) both see every attempt; neither silences the other.
const ok = () => Promise.resolve(new Response(JSON.stringify({ ok: true }), { headers: { 'Content-Type': 'application/json' } }));

describe('UpstreamClient.with({ onAttempt })', () => {
  it('chains a new observer after the one the client already has', async () => {
    const seen: string[] = [];
    const logged = new UpstreamClient({ baseUrl: 'http://upstream.test', transport: ok, providerCode: 'p' }).with({
      onAttempt: (a) => void seen.push(`log ${a.path} ${a.status}`),
    });
    const counted = logged.with({ onAttempt: () => void seen.push('count') });
    await counted.call({ method: 'GET', path: '/a', schema: v.object({ ok: v.boolean() }) });
    expect(seen).toEqual(['log /a 200', 'count']);
    // The first client is unchanged.
    seen.length = 0;
    await logged.call({ method: 'GET', path: '/b', schema: v.object({ ok: v.boolean() }) });
    expect(seen).toEqual(['log /b 200']);
  });

  it('another patch (auth, signal) keeps the observer', async () => {
    const seen: number[] = [];
    const client = new UpstreamClient({
      baseUrl: 'http://upstream.test',
      transport: ok,
      providerCode: 'p',
      onAttempt: (a) => void seen.push(a.attempt),
    });
    await client.with({ signal: new AbortController().signal }).call({ method: 'GET', path: '/c', schema: v.unknown() });
    expect(seen).toEqual([1]);
  });
});

describe('attempt time-outs', () => {
  it('leave no timer behind once the attempt has its answer (a 120 s timer per call used to stay)', async () => {
    vi.useFakeTimers();
    try {
      // The time-out is a timer these fake timers see (AbortSignal.timeout's would not be)…
      const probe = realTimers.timeout(120_000);
      expect(vi.getTimerCount()).toBe(1);
      releaseTimeout(probe);
      expect(vi.getTimerCount()).toBe(0);
      // …and a call leaves none behind.
      const client = new UpstreamClient({ baseUrl: 'http://upstream.test', transport: ok, providerCode: 'p' });
      await client.call({ method: 'GET', path: '/d', schema: v.unknown() });
      expect(vi.getTimerCount()).toBe(0);
    } finally {
      vi.useRealTimers();
    }
  });

  it('still time a hanging attempt out', async () => {
    const signal = realTimers.timeout(20);
    await new Promise((r) => setTimeout(r, 60));
    expect(signal.aborted).toBe(true);
    const released = realTimers.timeout(20);
    releaseTimeout(released);
    await new Promise((r) => setTimeout(r, 60));
    expect(released.aborted).toBe(false);
  });
});
