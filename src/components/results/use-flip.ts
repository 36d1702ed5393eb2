/**
 * Moves within a results list play as a slide (FLIP: first, last, invert, play). When a round or a sort re-orders
 * the list (a cheaper hotel takes its place in the chosen order), each item that was or is on screen starts from
 * where it was, by a transform, and glides to its new place: the eye can follow it, and a transform moves nothing
 * in the layout, so the cards around it are not pushed about.
 *
 * Items are the list's elements carrying `data-flip-key`; their places are kept relative to the list's own top, so a
 * change above the list (a notice, the search form) is not mistaken for a move.
 *
 * Cost (issue 15, the results page's blocking time on a phone): reading positions forces a layout. With `order` (the
 * items' keys in display order, e.g. joined with spaces) the hook reads only when that order changed, and takes the
 * first places after the frame has painted (layout clean, so the read is free) rather than inside the hydration's
 * commit. Without `order` it reads after every commit of the list. The new places are read in the next frame's
 * animation callback, not in the commit: that frame lays the list out anyway, so the read costs no layout of its own,
 * and the commit's task no longer carries the layout of the whole list (a round was one task of commit + layout; it
 * is now the commit, then the frame). The callback runs before that frame's style, layout and paint, so the slide
 * starts from the old place in the first frame that shows the new order: nothing is painted in its new place first.
 * Several commits before one frame make one measurement, from the places last painted.
 * The list sets `overflow-anchor: none`, so the browser's scroll anchoring does not scroll the page to follow one
 * moved card while the others slide.
 */
import { type RefObject, useEffect, useLayoutEffect, useRef } from 'react';

const SLIDE_MS = 280;
/** Names the slides this hook plays, so a later move finds them (and no other animation). */
const SLIDE_ID = 'flip-slide';

type Places = Map<string, { top: number; height: number }>;

/** How far a slide under way draws `el` from its place (0 when none is). */
function slideOffset(el: HTMLElement): number {
  const sliding = el.getAnimations().some((a) => a.id === SLIDE_ID && a.playState !== 'finished');
  return sliding ? new DOMMatrixReadOnly(getComputedStyle(el).transform).m42 : 0;
}

/** Each item's place relative to the list's top (one layout read, shared by every item); a slide's transform is not a place. */
function placesOf(root: HTMLElement): Places {
  const rootTop = root.getBoundingClientRect().top;
  const out: Places = new Map();
  for (const el of root.querySelectorAll<HTMLElement>('[data-flip-key]')) {
    const rect = el.getBoundingClientRect();
    out.set(el.dataset['flipKey'] ?? '', { top: rect.top - rootTop - slideOffset(el), height: rect.height });
  }
  return out;
}

/**
 * Reads each item's place (the frame's layout) and slides every item that moved, on screen before or after, from
 * `before` (the places last painted); returns the places now. No `before` (or reduced motion): reads only.
 */
function slide(root: HTMLElement, before: Places | null): Places {
  const still = before === null || matchMedia('(prefers-reduced-motion: reduce)').matches;
  const items = [...root.querySelectorAll<HTMLElement>('[data-flip-key]')];
  const { innerHeight } = window;
  const onScreen = (top: number, height: number) => top < innerHeight && top + height > 0;
  // A move while an earlier one still slides (a sort tapped mid-slide): each item starts from where it is drawn now,
  // its place before plus what is left of its slide, and that slide gives way to the new one. Read from the slide
  // before it is cancelled; the places below are then the layout's alone (a running slide's transform is not a place).
  const drawnOffset = new Map<HTMLElement, number>();
  for (const el of items) {
    const slides = el.getAnimations().filter((a) => a.id === SLIDE_ID);
    if (slides.length === 0) continue;
    drawnOffset.set(el, slideOffset(el));
    for (const a of slides) a.cancel();
  }
  const read = () => {
    const rootTop = root.getBoundingClientRect().top;
    const now: Places = new Map();
    const moves: { el: HTMLElement; dy: number }[] = [];
    let lowest = -1;
    items.forEach((el, i) => {
      const key = el.dataset['flipKey'] ?? '';
      const rect = el.getBoundingClientRect();
      now.set(key, { top: rect.top - rootTop, height: rect.height });
      const was = before?.get(key);
      if (still || was === undefined) return;
      // Where it is drawn now (its place before, plus what is left of a slide it was in), less where it is: both
      // relative to the list, which did not move.
      const dy = was.top + (drawnOffset.get(el) ?? 0) - (rect.top - rootTop);
      if (Math.abs(dy) >= 1 && (onScreen(rect.top, rect.height) || onScreen(rect.top + dy, rect.height))) {
        moves.push({ el, dy });
        lowest = i;
      }
    });
    return { now, moves, lowest };
  };
  let frame = read();
  if (frame.lowest < 0) return frame.now;
  // Items that skip their content off screen (`content-visibility: auto`) are drawn from the first item to the
  // lowest one that slides, for as long as it slides. A sliding item is on screen wherever its place is: one that
  // moved into the skipping part would start its slide with nothing drawn for a frame (then appear: a 0.23 layout
  // shift on a phone). And an item above it drawn for the first time mid-slide (it came near the viewport) takes its
  // real height instead of the estimate, moving the sliding ones under the eye. So: draw them, then read again.
  // Items a slide still running holds drawn are held by this one too, so the first to settle does not let them go.
  const held = (el: HTMLElement) => (pins.get(el) ?? 0) > 0;
  const drawn = items.slice(0, frame.lowest + 1).filter((el) => held(el) || getComputedStyle(el).contentVisibility === 'auto');
  if (drawn.length > 0) {
    const fresh = drawn.some((el) => !held(el));
    for (const el of drawn) pin(el, 1);
    if (fresh) frame = read();
  }
  const animations = frame.moves.map(({ el, dy }) =>
    el.animate([{ transform: `translateY(${dy}px)` }, { transform: 'none' }], { duration: SLIDE_MS, easing: 'ease-out', id: SLIDE_ID }),
  );
  if (drawn.length > 0) {
    const release = () => {
      for (const el of drawn) pin(el, -1);
    };
    // A slide cancelled (its item left the list) settles too.
    Promise.allSettled(animations.map((a) => a.finished)).then(release);
  }
  return frame.now;
}

/** How many running slides need each item drawn; the item skips its content again when none does. */
const pins = new WeakMap<HTMLElement, number>();
function pin(el: HTMLElement, by: 1 | -1): void {
  const n = (pins.get(el) ?? 0) + by;
  pins.set(el, n);
  // Its own class says `auto` again afterwards; having been drawn, it keeps its real height as its estimate.
  el.style.contentVisibility = n > 0 ? 'visible' : '';
}

export function useFlip(list: RefObject<HTMLElement | null>, order?: string): void {
  const places = useRef<Places | null>(null);
  const lastOrder = useRef<string | undefined>(undefined);
  /** The frame callback that will read the new places and start the slides, if one is scheduled. */
  const frame = useRef(0);
  /** The frame (its timeline time) in which the places were last read. */
  const readIn = useRef<CSSNumberish | null>(null);
  // No dependency list: compared with `order` inside (an effect per commit is nothing; a layout read is the cost).
  useLayoutEffect(() => {
    const root = list.current;
    if (!root) return;
    if (order !== undefined && order === lastOrder.current) return;
    const first = lastOrder.current === undefined && order !== undefined;
    lastOrder.current = order;
    // The first commit (the hydration) moves nothing: its places are read after the frame (below).
    if (first || frame.current) return;
    frame.current = requestAnimationFrame(() => {
      frame.current = 0;
      places.current = slide(root, places.current);
      readIn.current = document.timeline.currentTime;
    });
  });
  useEffect(
    () => () => {
      if (frame.current) cancelAnimationFrame(frame.current);
      frame.current = 0;
    },
    [],
  );
  // Places go stale when the layout changes with no move: a card that skipped its content off screen is drawn for the
  // first time as it nears the viewport and takes its real height instead of the estimate, and every card below it
  // moves; a later slide would then start from the old places, a jump. So when the list's size changes, its places
  // are read again in the next frame's callback (whose layout the frame does anyway), unless they were read in the
  // frame that changed it (a slide reads after the commit's changes) or a slide's read is on its way.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, for the list's element (the refs are stable).
  useEffect(() => {
    const root = list.current;
    if (!root || typeof ResizeObserver !== 'function') return;
    let next = 0;
    const observer = new ResizeObserver(() => {
      if (next || places.current === null || readIn.current === document.timeline.currentTime) return;
      next = requestAnimationFrame(() => {
        next = 0;
        if (!list.current || places.current === null || frame.current) return;
        places.current = placesOf(list.current);
        readIn.current = document.timeline.currentTime;
      });
    });
    observer.observe(root);
    return () => {
      observer.disconnect();
      if (next) cancelAnimationFrame(next);
    };
  }, []);
  // The first places, once the hydrated list has been painted: nothing is dirty then, so the read forces no layout.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, for the list as hydrated (later reads follow `order`).
  useEffect(() => {
    if (order === undefined) return;
    let painted = requestAnimationFrame(() => {
      painted = 0;
      timer = setTimeout(() => {
        if (list.current && places.current === null) places.current = placesOf(list.current);
      }, 0);
    });
    let timer: ReturnType<typeof setTimeout> | undefined;
    return () => {
      if (painted) cancelAnimationFrame(painted);
      clearTimeout(timer);
    };
  }, []);
}
