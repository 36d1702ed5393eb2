/**
 * The site's one "now" (epoch ms) for its own rules: sale cut-offs, "today" (a passed search date repaired, a search's
 * and a booking's dates), what a page offers from today on. Real time, moved by the request's clock knob when there is
 * one: the edge reads the browser's `sandbox-clock` cookie only with `SANDBOX_CLOCK="on"` on the embedded sandbox
 * (development and tests; production and a public demo refuse it: src/edge/env.ts) and sends the same shift to the
 * sandbox, so the site and its supplier agree on the time (src/edge/clock.ts, src/server/sandbox/clock.ts). Outside a
 * request, or without the knob, it is `Date.now()`. Read it once per decision; server code passes it down.
 */
import { tryGetContext } from 'hono/context-storage';
import { type IsoDate, todayIn } from '@/lib/dates';

type Vars = { Variables: { clockShiftMs?: number } };

/** This request's clock shift in ms (0 without the knob). */
export function clockShift(): number {
  return tryGetContext<Vars>()?.get('clockShiftMs') ?? 0;
}

/** Now, as this request's rules read it. */
export function now(): number {
  return Date.now() + clockShift();
}

/** Today in Tehran, as this request's rules read it. */
export function currentDay(): IsoDate {
  return todayIn(now());
}
