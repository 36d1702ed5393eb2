/**
 * `afterNextPaint` (src/components/results/clock.ts): the results shell's start (URL, workers, stream) waits for the
 * frame that paints the first results, once, and never longer than its limit when no frame comes.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { afterNextPaint } from '@/components/results/clock';

describe('afterNextPaint', () => {
  let frames: (() => void)[];
  beforeEach(() => {
    vi.useFakeTimers();
    frames = [];
    vi.stubGlobal('requestAnimationFrame', (cb: () => void) => frames.push(cb));
    vi.stubGlobal('cancelAnimationFrame', (id: number) => {
      frames[id - 1] = () => {};
    });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('runs in the task after the next frame, once', () => {
    const fn = vi.fn();
    afterNextPaint(fn);
    vi.advanceTimersByTime(10);
    expect(fn).not.toHaveBeenCalled();
    for (const f of frames) f();
    expect(fn).not.toHaveBeenCalled();
    vi.advanceTimersByTime(0);
    expect(fn).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1000);
    expect(fn).toHaveBeenCalledTimes(1);
  });

  it('runs after its limit when no frame comes (a background tab), once', () => {
    const fn = vi.fn();
    afterNextPaint(fn, 100);
    vi.advanceTimersByTime(99);
    expect(fn).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(fn).toHaveBeenCalledTimes(1);
    for (const f of frames) f();
    vi.advanceTimersByTime(1000);
    expect(fn).toHaveBeenCalledTimes(1);
  });

  it('runs nothing once cancelled', () => {
    const fn = vi.fn();
    const cancel = afterNextPaint(fn);
    cancel();
    for (const f of frames) f();
    vi.advanceTimersByTime(1000);
    expect(fn).not.toHaveBeenCalled();
  });
});
