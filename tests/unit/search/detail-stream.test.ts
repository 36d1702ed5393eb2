import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { type DetailPoll, type DetailSearch, pollDetailSearch } from '@/server/search/detail-stream';
import { packageSearch } from '@/products/hotel/server/package-search';
import { UpstreamClient } from '@/server/upstream/request';
import { fakeTimers } from './fake-timers';
import { collect } from './supplier';

interface Fare {
  id: string;
  price: number;
}

/** A made-up product ("fares" of a flight) with scripted polls, to show what any definition gets from the poller. */
function fareSearch(polls: DetailPoll<Fare>[]) {
  const asked: { token: string; since: number }[] = [];
  const search: DetailSearch<{ flightId: string }, Fare, 'fares'> = {
    intervalMs: 2_000,
    limitMs: 10_000,
    maxPolls: 5,
    listKey: 'fares',
    start: async (_c, params) => `t.${params.flightId}.token`,
    poll: async (c, _params, token, o) => {
      asked.push({ token, since: o.since });
      await c.call({ method: 'GET', path: `/fares/${token}`, schema: v.unknown() }); // one upstream request, as counted
      const answer = polls[Math.min(asked.length - 1, polls.length - 1)];
      if (!answer) throw new Error('no script');
      return answer;
    },
    idOf: (f) => f.id,
    append: (found, incoming) => [...found.filter((f) => !incoming.some((i) => i.id === f.id)), ...incoming],
    order: (found) => [...found].sort((a, b) => a.price - b.price),
  };
  return { search, asked };
}

const client = new UpstreamClient({
  baseUrl: 'https://api.test',
  providerCode: 'web',
  transport: async () => new Response('{}', { headers: { 'Content-Type': 'application/json' } }),
});
const poll = (items: Fare[], round: number, isFinish = false): DetailPoll<Fare> => ({ items, round, isFinish, nextRoundInMs: null });

describe('pollDetailSearch: the detail stream any product defines', () => {
  it('rounds carry the whole list under the definition’s key, in its order, with what was added, and the token', async () => {
    const { search, asked } = fareSearch([
      poll([{ id: 'a', price: 300 }], 1),
      poll([], 1),
      poll(
        [
          { id: 'b', price: 100 },
          { id: 'a', price: 250 },
        ],
        2,
        true,
      ),
    ]);
    const time = fakeTimers();
    const events = await collect(pollDetailSearch(search, client, { flightId: 'IR123' }, { timers: time.timers }));
    expect(events).toEqual([
      { type: 'round', round: 1, fares: [{ id: 'a', price: 300 }], added: 1, isFinish: false, searchToken: 't.IR123.token' },
      {
        type: 'round',
        round: 2,
        fares: [
          { id: 'b', price: 100 },
          { id: 'a', price: 250 },
        ],
        added: 1,
        isFinish: true,
        searchToken: 't.IR123.token',
      },
      expect.objectContaining({ type: 'summary', total: 2, finished: true, reason: 'finished', polls: 3 }),
    ]);
    // Each poll asks only for what is newer than the last round seen; at the definition's own pace.
    expect(asked).toEqual([
      { token: 't.IR123.token', since: 0 },
      { token: 't.IR123.token', since: 1 },
      { token: 't.IR123.token', since: 1 },
    ]);
    expect(time.sleeps).toEqual([2_000, 2_000]);
  });

  it('keeps to the definition’s poll budget when the supplier never finishes', async () => {
    const { search, asked } = fareSearch([poll([{ id: 'a', price: 1 }], 1)]);
    const events = await collect(pollDetailSearch(search, client, { flightId: 'IR1' }, { timers: fakeTimers().timers, maxPolls: 3 }));
    expect(asked).toHaveLength(3);
    expect(events.at(-1)).toMatchObject({ type: 'summary', finished: false, reason: 'timeout', total: 1 });
  });

  it('the hotel packages are its first definition: 1 s polls, 90 at most (hotel room search max count), listed as `packages`', () => {
    expect(packageSearch).toMatchObject({ intervalMs: 1_000, maxPolls: 90, limitMs: 90_000, listKey: 'packages' });
  });
});
