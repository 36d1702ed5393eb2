/**
 * Moves within a results list play as a slide (FLIP: first, last, invert, play). When a round or a sort re-orders
 * the list (a cheaper hotel takes its place in the chosen order), each item that was or is on screen starts from
 * where it was, by a transform, and glides to its new place: the eye can follow it, and a transform moves nothing
 * in the layout, so the cards around it are not pushed about.
 *
 * Items are the list's elements carrying `data-flip-key`. Their places (page-relative tops) are recorded after each
 * commit of the list; the next commit compares. The list sets `overflow-anchor: none`, so the browser's scroll
 * anchoring does not scroll the page to follow one moved card while the others slide.
 */
import { type RefObject, useLayoutEffect, useRef } from 'react';

const SLIDE_MS = 280;

export function useFlip(list: RefObject<HTMLElement | null>): void {
  const places = useRef<Map<string, number> | null>(null);
  // No dependency list: every commit of the list can move items, and measuring them is one layout read.
  useLayoutEffect(() => {
    const root = list.current;
    if (!root) return;
    const before = places.current;
    const now = new Map<string, number>();
    const { innerHeight, scrollY } = window;
    const still = before === null || matchMedia('(prefers-reduced-motion: reduce)').matches;
    for (const el of root.querySelectorAll<HTMLElement>('[data-flip-key]')) {
      const key = el.dataset['flipKey'] ?? '';
      const rect = el.getBoundingClientRect();
      now.set(key, rect.top + scrollY);
      const was = before?.get(key);
      if (still || was === undefined) continue;
      const dy = was - scrollY - rect.top;
      const onScreen = (top: number) => top < innerHeight && top + rect.height > 0;
      if (Math.abs(dy) >= 1 && (onScreen(rect.top) || onScreen(rect.top + dy))) {
        el.animate([{ transform: `translateY(${dy}px)` }, { transform: 'none' }], { duration: SLIDE_MS, easing: 'ease-out' });
      }
    }
    places.current = now;
  });
}
