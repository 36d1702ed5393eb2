/** A poll's hint to the next round (rounds.ts): counted from the round it answered, read as its answer leaves. */
import { describe, expect, it } from 'vitest';
import { hintAfterRound, nextRoundIn } from '@/server/sandbox/rounds';

const TIMES = [1000, 3000, 6000];

describe('hintAfterRound', () => {
  it.each([
    ['before the first round', 0, 400, 600],
    ['round 1 answered at 1.2 s: round 2 is due at 3 s', 1, 1200, 1800],
    ['round 1 answered after round 2 fell due (the build took long): at once', 1, 3100, 0],
    ['round 2 answered at 3 s exactly', 2, 3000, 3000],
    ['the last round answered: none left', 3, 6500, null],
  ])('%s', (_what, round, elapsed, hint) => {
    expect(hintAfterRound(TIMES, round, elapsed)).toBe(hint);
  });

  it('differs from nextRoundIn when a round fell due while the poll was built: that round is the next poll’s', () => {
    // Round 1 was taken when the poll came; by the time its answer leaves (3.1 s) round 2 is due too.
    expect(hintAfterRound(TIMES, 1, 3100)).toBe(0);
    expect(nextRoundIn(TIMES, 3100)).toBe(2900);
  });
});
