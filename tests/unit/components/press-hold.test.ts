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

function setup() {
  const clock = manualTimers();
  const changes: boolean[] = [];
  const hold = createPressHold((held) => changes.push(held), clock.timers);
  return { clock, changes, hold };
}

describe('press hold (a re-ordering list stays put under a press)', () => {
  it('holds from the press until the grace after the lift', () => {
    const { clock, changes, hold } = setup();
    hold.press();
    expect(changes).toEqual([true]);
    clock.advance(3_000);
    expect(changes).toEqual([true]);
    hold.lift();
    clock.advance(HOLD_RELEASE_GRACE_MS - 1);
    expect(changes).toEqual([true]);
    clock.advance(1);
    expect(changes).toEqual([true, false]);
    expect(clock.pending()).toBe(0);
  });

  it('a second press within the grace (a double tap) keeps the same hold', () => {
    const { clock, changes, hold } = setup();
    hold.press();
    hold.lift();
    clock.advance(HOLD_RELEASE_GRACE_MS / 2);
    hold.press();
    clock.advance(HOLD_RELEASE_GRACE_MS);
    expect(changes).toEqual([true]);
    hold.lift();
    clock.advance(HOLD_RELEASE_GRACE_MS);
    expect(changes).toEqual([true, false]);
  });

  it('never holds longer than HOLD_MAX_MS, even without a lift', () => {
    const { clock, changes, hold } = setup();
    hold.press();
    clock.advance(HOLD_MAX_MS - 1);
    expect(changes).toEqual([true]);
    clock.advance(1);
    expect(changes).toEqual([true, false]);
    // The lift that comes later changes nothing.
    hold.lift();
    clock.advance(HOLD_RELEASE_GRACE_MS);
    expect(changes).toEqual([true, false]);
  });

  it('a lift without a press, or after dispose, does nothing', () => {
    const { clock, changes, hold } = setup();
    hold.lift();
    clock.advance(HOLD_MAX_MS);
    expect(changes).toEqual([]);
    hold.press();
    hold.dispose();
    clock.advance(HOLD_MAX_MS);
    expect(changes).toEqual([true]);
    expect(clock.pending()).toBe(0);
  });
});
