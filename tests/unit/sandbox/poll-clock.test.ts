/**
 * A hotel poll reads the clock for its elapsed time and its hint after it has built the tickets it returns (the long
 * part of a poll), as the answer leaves: on Cloudflare the clock stands still while a request computes, so a reading
 * taken before the build says the poll's arrival, and the hint to the next round is as much too long as the build
 * took. Here the clock shows how many packages had been built when it was read, so the order is checked exactly.
 */
import { describe, expect, it, vi } from 'vitest';
import * as v from 'valibot';
import { HotelSearchPollResponse } from '@/server/schemas';
import { createSandboxApp } from '@/server/sandbox/app';
import { authed, dateAfter, guestLogin, inProcess, json, type Call } from './client';

const built = vi.hoisted(() => ({ count: 0 }));
vi.mock('@/server/sandbox/data/packages', async (original) => {
  const mod = await original<typeof import('@/server/sandbox/data/packages')>();
  return {
    ...mod,
    cheapestPackage: (...args: Parameters<typeof mod.cheapestPackage>) => {
      built.count++;
      return mod.cheapestPackage(...args);
    },
  };
});

const START = Date.UTC(2026, 10, 21, 8, 0, 0);
const FIRST_ROUND_MS = 1200;

describe('a hotel poll and its clock', () => {
  it('reads the elapsed time and the hint after building the tickets it returns', async () => {
    let now = START;
    // Past the first round, the clock moves on one ms for every package built before it is read.
    let counting = false;
    const call: Call = inProcess(createSandboxApp({ seed: 3, clock: () => now + (counting ? built.count : 0) }));
    const { access_token } = await guestLogin(call);
    const start = await call(
      '/api/hotel/core/v1/Hotels/402/Search',
      json(
        { checkIn: dateAfter(START, 20), checkOut: dateAfter(START, 23), roomPassengers: [{ adultsCount: 2, childrenAges: [] }] },
        authed(access_token),
      ),
    );
    const { searchToken } = (await start.json()) as { searchToken: string };
    now += FIRST_ROUND_MS + 100;
    built.count = 0;
    counting = true;
    const res = await call(`/api/hotel/core/v1/Hotels/cities/${searchToken}/available`, { headers: authed(access_token) });
    const poll = v.parse(HotelSearchPollResponse, await res.json());
    expect(poll.searchInfo.round).toBe(1);
    expect(poll.items.length).toBeGreaterThan(40);
    // Every returned ticket was built before the reading (and the plan's few, for its improving hotels).
    const builtBefore = poll.searchInfo.elapsedMs - (FIRST_ROUND_MS + 100);
    expect(builtBefore).toBeGreaterThanOrEqual(poll.items.length);
    expect(builtBefore).toBe(built.count);
    // The hint counts to the second round (1–2 s after the first) from that reading.
    const second = poll.searchInfo.elapsedMs + (poll.searchInfo.nextRoundInMs ?? 0);
    expect(second).toBeGreaterThanOrEqual(FIRST_ROUND_MS + 1000);
    expect(second).toBeLessThanOrEqual(FIRST_ROUND_MS + 2000);
  });
});
