import { describe, expect, it } from 'vitest';
import { findAttractionDetail } from '@/products/attraction/server/detail';
import { createSandboxApp } from '@/server/sandbox/app';
import { authApi } from '@/server/upstream/auth';
import { UpstreamClient } from '@/server/upstream/request';

/**
 * `/attraction/{segment}`'s lookup against the sandbox in process (issue 47 left 3): a city of the offline attraction
 * set is a destination and the supplier is never asked for its detail; an attraction's slug is its detail; anything
 * else not found; the supplier's failure on the detail an outage (the offline set's failure only degrades).
 */
const sandbox = createSandboxApp({ seed: 1405 });

async function client(fault?: { path: RegExp; status: number }) {
  const calls: string[] = [];
  const base = new UpstreamClient({
    baseUrl: 'http://sandbox.internal',
    providerCode: 'tests',
    // Retries wait no time here: an outage is answered at once.
    timers: { now: () => Date.now(), sleep: async () => {}, timeout: (ms) => AbortSignal.timeout(ms) },
    transport: async (r) => {
      const path = new URL(r.url).pathname;
      calls.push(path);
      if (fault?.path.test(path))
        return new Response(JSON.stringify({ succeed: false, message: 'خطا', code: 'upstream_error' }), { status: fault.status });
      return sandbox.fetch(r);
    },
  });
  const { access_token } = await authApi(base).guestLogin({ username: 'guest', password: 'guest' });
  calls.length = 0;
  return { calls, client: base.with({ auth: { accessToken: async () => access_token, onUnauthorized: async () => false } }) };
}

const detailCalls = (calls: string[]) => calls.filter((p) => p.startsWith('/api/attraction/core/v1/attractions/'));

describe('/attraction/{segment}: a destination or an attraction', () => {
  it.each(['ae-dubai', 'AE-Dubai', 'dubai', 'ir-kish', 'kish', 'ir-isfahan', 'tr-istanbul'])(
    '%s is a city of the offline set: the product home, no detail asked',
    async (segment) => {
      const { client: c, calls } = await client();
      expect(await findAttractionDetail(c, segment)).toEqual({ kind: 'destination' });
      expect(calls).toEqual(['/api2/Location/Offline/attractions']);
    },
  );

  it('an attraction’s slug and its id are its detail', async () => {
    const { client: c, calls } = await client();
    const found = await findAttractionDetail(c, 'burj-khalifa-at-the-top');
    expect(found.kind).toBe('found');
    expect(detailCalls(calls)).toEqual(['/api/attraction/core/v1/attractions/burj-khalifa-at-the-top']);
  });

  it('an unknown segment is not found (the supplier’s 404), a malformed one without asking', async () => {
    const { client: c, calls } = await client();
    expect(await findAttractionDetail(c, 'xx-atlantis')).toEqual({ kind: 'not-found' });
    expect(await findAttractionDetail(c, 'Not An Attraction!')).toEqual({ kind: 'not-found' });
    expect(detailCalls(calls)).toEqual(['/api/attraction/core/v1/attractions/xx-atlantis']);
  });

  it('the detail’s outage is an outage; the offline set’s outage only degrades to asking the detail', async () => {
    const down = await client({ path: /\/attractions\//, status: 503 });
    expect(await findAttractionDetail(down.client, 'burj-khalifa-at-the-top')).toEqual({ kind: 'outage' });
    const noSet = await client({ path: /Offline/, status: 503 });
    expect((await findAttractionDetail(noSet.client, 'burj-khalifa-at-the-top')).kind).toBe('found');
    expect(await findAttractionDetail(noSet.client, 'xx-atlantis')).toEqual({ kind: 'not-found' });
  });
});
