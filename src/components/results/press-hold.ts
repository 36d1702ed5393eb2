/**
 * A list that re-orders itself while a search runs (a round's cheaper hotel or flight takes its place, a package
 * search's cheaper room goes above) keeps what is on screen still while the traveller is pressing on it: a tap that
 * lands as the list moves would choose, open or reserve whatever slid under the finger, not what the traveller aimed
 * at. The new order waits until the finger or button is lifted, plus a short grace for the click and a double tap;
 * then the list moves to it (sliding, use-flip.ts). Never longer than HOLD_MAX_MS, so a finger resting on the screen
 * does not keep the list out of date (every wait is bounded).
 */
import { type RefObject, useEffect, useLayoutEffect, useRef, useState } from 'react';

/** After the lift: the click that follows it, and a double tap's second press, still see the list they aimed at. */
export const HOLD_RELEASE_GRACE_MS = 400;
/** The longest a press holds the list, whatever happens to its lift. */
export const HOLD_MAX_MS = 10_000;

export interface PressHoldTimers {
  set(fn: () => void, ms: number): unknown;
  clear(handle: unknown): void;
}

const browserTimers: PressHoldTimers = {
  set: (fn, ms) => setTimeout(fn, ms),
  clear: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

/**
 * The hold's rule without the DOM: `press` starts (or keeps) a hold, `lift` ends it after the grace, and a hold
 * ends by itself after HOLD_MAX_MS. `onChange(true)` when a hold starts, `onChange(false)` when it ends.
 */
export function createPressHold(onChange: (held: boolean) => void, timers: PressHoldTimers = browserTimers) {
  let held = false;
  let release: unknown = null;
  let cap: unknown = null;
  const clearAll = () => {
    if (release !== null) timers.clear(release);
    if (cap !== null) timers.clear(cap);
    release = cap = null;
  };
  const end = () => {
    clearAll();
    if (!held) return;
    held = false;
    onChange(false);
  };
  return {
    press() {
      if (release !== null) timers.clear(release);
      release = null;
      if (held) return;
      held = true;
      cap = timers.set(end, HOLD_MAX_MS);
      onChange(true);
    },
    lift() {
      if (!held) return;
      if (release !== null) timers.clear(release);
      release = timers.set(end, HOLD_RELEASE_GRACE_MS);
    },
    dispose: clearAll,
  };
}

/**
 * `value` as the list should draw it: the value on screen when a press inside `ref` began, for as long as the press
 * holds; `value` itself otherwise. The press is a pointer or touch going down inside the list; the lift is the pointer
 * going up, the touch ending (after a scroll too, which cancels the pointer but not the touch), or the page losing
 * focus or going hidden.
 */
export function useHeldWhilePressed<T>(value: T, ref: RefObject<HTMLElement | null>): T {
  const [held, setHeld] = useState<{ value: T } | null>(null);
  const shown = held ? held.value : value;
  const shownRef = useRef(shown);
  useLayoutEffect(() => {
    shownRef.current = shown;
  });
  useEffect(() => {
    const hold = createPressHold((on) => setHeld(on ? { value: shownRef.current } : null));
    // On the document, so a list that mounts later (after an empty first screen) is covered too.
    const press = (e: Event) => {
      if (ref.current && e.target instanceof Node && ref.current.contains(e.target)) hold.press();
    };
    const lift = () => hold.lift();
    const liftWhenHidden = () => {
      if (document.visibilityState === 'hidden') hold.lift();
    };
    const opts = { capture: true, passive: true } as const;
    document.addEventListener('pointerdown', press, opts);
    document.addEventListener('touchstart', press, opts);
    for (const type of ['pointerup', 'touchend', 'touchcancel'] as const) window.addEventListener(type, lift, opts);
    window.addEventListener('blur', lift);
    document.addEventListener('visibilitychange', liftWhenHidden);
    return () => {
      hold.dispose();
      document.removeEventListener('pointerdown', press, opts);
      document.removeEventListener('touchstart', press, opts);
      for (const type of ['pointerup', 'touchend', 'touchcancel'] as const) window.removeEventListener(type, lift, opts);
      window.removeEventListener('blur', lift);
      document.removeEventListener('visibilitychange', liftWhenHidden);
    };
  }, [ref]);
  return shown;
}
