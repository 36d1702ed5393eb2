/**
 * The result card's detail panel toggle (spec 001 §4 "Hotel card and banner"): debounced 400 ms. The first press
 * toggles at once; a press within the debounce window of the last accepted one is dropped, so a double click (or a
 * bouncing key) is one toggle.
 */
export function acceptToggle(lastAcceptedAt: number | null, now: number, debounceMs: number): boolean {
  return lastAcceptedAt === null || now - lastAcceptedAt >= debounceMs;
}
