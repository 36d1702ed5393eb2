/**
 * The clock knob (development and tests only): a signed shift of "now" for one request, so a browser session can be
 * at 21:00 Tehran time, or 16 minutes after its payment link was made, without waiting for it. The sandbox reads it
 * from the header `X-Sandbox-Clock`, only while its fault knobs are on (`faults`, README "Fault knobs"); the site's
 * edge sends it from the browser's `sandbox-clock` cookie, only with `SANDBOX_CLOCK="on"` on the embedded sandbox
 * (src/edge/clock.ts; production and a public demo refuse the switch), and reads the same shifted time for its own
 * rules (src/server/clock.ts). One grammar for both: an optionally signed whole number with a unit, `+21h`, `-90m`,
 * `16m`, `2d`, `1500ms`, `3600s`; a bare number is seconds.
 */
import type { SandboxContext } from './context';

export const CLOCK_HEADER = 'X-Sandbox-Clock';
export const CLOCK_COOKIE = 'sandbox-clock';
/** The furthest the knob moves the clock either way: a little over a year (the sandbox sells a year ahead). */
export const MAX_CLOCK_SHIFT_MS = 400 * 86_400_000;

const UNIT_MS: Record<string, number> = { ms: 1, s: 1000, m: 60_000, h: 3_600_000, d: 86_400_000 };

/** The shift in ms; 0 for `0`; null when it cannot be read or goes beyond `MAX_CLOCK_SHIFT_MS`. */
export function parseClockShift(text: string): number | null {
  const m = /^([+-]?)(\d{1,12})(ms|s|m|h|d)?$/.exec(text.trim());
  if (!m) return null;
  const ms = Number(m[2]) * (UNIT_MS[m[3] ?? 's'] as number);
  if (!Number.isSafeInteger(ms) || ms > MAX_CLOCK_SHIFT_MS) return null;
  return m[1] === '-' ? -ms : ms;
}

/** The header's value for a shift (`parseClockShift` reads it back exactly). */
export function formatClockShift(ms: number): string {
  return `${Math.trunc(ms)}ms`;
}

/**
 * The context one request sees: its clock moved by the header's shift when the knobs are on, else the app's own.
 * `{ error }` for a shift it cannot read (a typo must not pass silently, as with the fault knobs).
 */
export function requestContextAt(ctx: SandboxContext, header: string | undefined): SandboxContext | { error: string } {
  if (!ctx.faults || header === undefined) return ctx;
  const shift = parseClockShift(header);
  if (shift === null) return { error: `${CLOCK_HEADER}: bad clock shift (e.g. +21h, -90m, 16m, 3600s)` };
  if (shift === 0) return ctx;
  const base = ctx.clock;
  return { ...ctx, clock: () => base() + shift };
}
