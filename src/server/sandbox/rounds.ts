/**
 * The time model. A search's results arrive in rounds at fixed offsets from the search's start time (carried in
 * its token): the first after `firstRoundDelayMs`, then one every 1–2 s. Polls compare the clock with the offsets,
 * so no state is kept between polls.
 */
import { createRng } from './data/prng';

/** Offsets (ms from the start) of `count` rounds. */
export function roundTimes(seed: number, key: string, first: number, count: number, gapMin: number, gapMax: number): number[] {
  const rng = createRng(seed, 'rounds', key);
  const times: number[] = [];
  let t = Math.max(0, first);
  for (let i = 0; i < count; i++) {
    times.push(t);
    t += rng.int(gapMin, gapMax);
  }
  return times;
}

/** How many rounds are complete after `elapsed` ms. */
export function completedRounds(times: readonly number[], elapsed: number): number {
  let n = 0;
  for (const t of times) if (t <= elapsed) n++;
  return n;
}

/** Milliseconds until the next round, or null when all are complete. */
export function nextRoundIn(times: readonly number[], elapsed: number): number | null {
  const next = times.find((t) => t > elapsed);
  return next === undefined ? null : next - elapsed;
}

/**
 * The hint of a poll that answered `round`, read `elapsed` ms into the search as its answer leaves (clockCatchUp): the
 * ms until the round after it falls due; 0 when it fell due while the poll was built (it is the next poll's); null
 * when no round is left. Unlike nextRoundIn, it counts from the round answered, not from the clock's latest round.
 */
export function hintAfterRound(times: readonly number[], round: number, elapsed: number): number | null {
  const due = times[round];
  return due === undefined ? null : Math.max(0, due - elapsed);
}

/**
 * Assign each of `n` items the (1-based) round it first appears in, earlier rounds weighted heavier, and every
 * round non-empty when n ≥ rounds.
 */
export function assignRounds(seed: number, key: string, n: number, rounds: number): number[] {
  const rng = createRng(seed, 'assign', key);
  const weights = Array.from({ length: rounds }, (_, i) => [i + 1, rounds - i + 1] as const);
  const out = Array.from({ length: n }, () => rng.weighted(weights));
  if (n >= rounds) {
    for (let r = 1; r <= rounds; r++) {
      if (!out.includes(r)) {
        // Move an item from the most crowded round.
        const counts = new Map<number, number>();
        for (const x of out) counts.set(x, (counts.get(x) ?? 0) + 1);
        let busiest = 1;
        for (const [round, count] of counts) if (count > (counts.get(busiest) ?? 0)) busiest = round;
        const idx = out.indexOf(busiest);
        if (idx >= 0) out[idx] = r;
      }
    }
  }
  return out;
}

/**
 * Resolves once the clock has caught up with a poll's work, so the round and the hint to the next one are read
 * at the time the answer leaves. Why: on Cloudflare `Date.now()` stands still while a request computes (it moves only
 * at I/O events, a Spectre mitigation), and a poll builds every result it returns (a first round of Kish: ~50 hotels,
 * several ms on this 2-core VM). Read before that, the clock still gave the time the poll arrived, so the hint to the
 * next round was as much too long as the build took, and the product's poll at that round, with the traveller's
 * results, came that much late (issue 15). A zero timer is such an event. Local workerd and Node keep a running clock,
 * where this only yields (tests/unit/sandbox/rounds.test.ts simulates Cloudflare's; poll-clock.test.ts checks the
 * order).
 */
export function clockCatchUp(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/** Where a search stands `elapsed` ms after its start: rounds complete, finished, and the next round's hint. */
export function roundProgress(times: readonly number[], elapsed: number): { round: number; done: boolean; nextRoundInMs: number | null } {
  const round = completedRounds(times, elapsed);
  return { round, done: round >= times.length, nextRoundInMs: nextRoundIn(times, elapsed) };
}
