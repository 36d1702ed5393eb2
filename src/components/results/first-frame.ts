/**
 * The frame that shows a search's first round draws the first screen, not the whole round.
 *
 * Why: before the traveller sees the first card, the browser styles, lays out and paints everything the round revealed
 * in one frame, and that frame's cost follows what it holds. With the three hotel cards below a 720 px screen and the
 * tour offers in it, it was twice as long as with the two cards on screen alone (issue 15: the browser's part of the
 * first card went from 22 to 12 ms on this 2-core VM, about double that on the slower machine).
 * `content-visibility: auto` does not keep them out of it: Chromium draws everything within one and a half screens of
 * the viewport in the same frame, in a second style and layout pass.
 *
 * So until the list has hydrated, an item below the first screen is `content-visibility: hidden` with its measured size
 * reserved (nothing above or around it moves when it is drawn), and then it takes its ordinary class: the frame after
 * hydration draws it, before the traveller can scroll to it. Only the browser knows where the first screen ends, and
 * the viewport's height tells CSS: an item is drawn at once on a screen tall enough to show its top. Tops measured at
 * 1 280 px wide: hotel cards from 365 px, one every 236 px; flight cards from 363 px, one every 193 px. On phones a
 * card is 329–562 px tall, and the first screen shows two.
 *
 * Each product's list (its components/first-frame.ts): the class of the item at each index until hydration
 * (undefined: drawn at once; the last entry holds for every item after it).
 */
import { cx } from '../../../styled-system/css';

export type FirstFrameClasses = readonly (string | undefined)[];

/** The item's class: `ordinary` once the list has hydrated, before that the first screen's rule for its place. */
export function firstFrameClass(
  classes: FirstFrameClasses,
  index: number,
  hydrated: boolean,
  ordinary: string | undefined,
): string | undefined {
  if (hydrated) return ordinary;
  return index < classes.length ? classes[index] : classes[classes.length - 1];
}

/**
 * A list's classes: the first two items drawn at once, then one per tall-screen rule, then waiting for the rest. Each
 * product builds its own from its card's measured height (its components/first-frame.ts).
 */
export function firstFrame(waits: string, drawnOnTallScreens: readonly string[]): FirstFrameClasses {
  return [undefined, undefined, ...drawnOnTallScreens.map((tall) => cx(waits, tall)), waits];
}
