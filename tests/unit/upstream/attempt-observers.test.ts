import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { UpstreamClient } from '@/server/upstream/request';

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
