import { describe, expect, it } from 'vitest';
import { HOLD_MAX_MS, HOLD_RELEASE_GRACE_MS, createPressHold, type PressHoldTimers } from '@/components/results/press-hold';

/** A hand-driven clock for the hold's timers. */
function manualTimers() {
  let now = 0;
  let next = 0;
  const due = new Map<number, { at: number; fn: () => void }>();
  const timers: PressHoldTimers = {
    set(fn, ms) {
      const id = next++;
      due.set(id, { at: now + ms, fn });
      return id;
    },
    clear(handle) {
      due.delete(handle as number);
    },
  };
  const advance = (ms: number) => {
    const until = now + ms;
    for (;;) {
      const first = [...due.entries()].filter(([, t]) => t.at <= until).sort((a, b) => a[1].at - b[1].at)[0];
      if (!first) break;
      due.delete(first[0]);
      now = first[1].at;
      first[1].fn();
    }
    now = until;
  };
  return { timers, advance, pending: () => due.size };
}

/** One step of a case: an action on the hold or time passing, then the hold's changes so far. */
type Step = ['press' | 'lift' | 'dispose' | number, boolean[]];

const G = HOLD_RELEASE_GRACE_MS;
const CASES: [string, Step[]][] = [
  [
    'holds from the press until the grace after the lift',
    [
      ['press', [true]],
      [3_000, [true]],
      ['lift', [true]],
      [G - 1, [true]],
      [1, [true, false]],
    ],
  ],
  [
    'a second press within the grace (a double tap) keeps the same hold',
    [
      ['press', [true]],
      ['lift', [true]],
      [G / 2, [true]],
      ['press', [true]],
      [G, [true]],
      ['lift', [true]],
      [G, [true, false]],
    ],
  ],
  [
    'never holds longer than HOLD_MAX_MS, even without a lift; a later lift changes nothing',
    [
      ['press', [true]],
      [HOLD_MAX_MS - 1, [true]],
      [1, [true, false]],
      ['lift', [true, false]],
      [G, [true, false]],
    ],
  ],
  [
    'a lift without a press, or after dispose, does nothing',
    [
      ['lift', []],
      [HOLD_MAX_MS, []],
      ['press', [true]],
      ['dispose', [true]],
      [HOLD_MAX_MS, [true]],
    ],
  ],
];

describe('press hold (a re-ordering list stays put under a press)', () => {
  it.each(CASES)('%s', (_name, steps) => {
    const clock = manualTimers();
    const changes: boolean[] = [];
    const hold = createPressHold((held) => changes.push(held), clock.timers);
    for (const [step, expected] of steps) {
      if (typeof step === 'number') clock.advance(step);
      else hold[step]();
      expect(changes, `after ${step}`).toEqual(expected);
    }
    // Every case ends with no timer left behind.
    expect(clock.pending()).toBe(0);
  });
});
