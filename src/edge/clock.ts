/**
 * The clock knob at the edge (development and tests only). With `SANDBOX_CLOCK="on"` (refused in production, in a
 * public demo and with a real supplier: src/edge/env.ts), a browser's `sandbox-clock` cookie (`+21h`, `-90m`, `16m`:
 * src/server/sandbox/clock.ts) moves that request's "now": the site's own rules read it through `now()`
 * (src/server/clock.ts), and every call to the embedded sandbox carries the same shift (`X-Sandbox-Clock`, added to
 * the request's upstream client by the session middleware and to the pay page by the passthrough), so both agree on
 * the time. Without the switch the cookie is nobody's business: it is never read. An unreadable value is ignored.
 */
import type { Context, MiddlewareHandler } from 'hono';
import { CLOCK_COOKIE, CLOCK_HEADER, formatClockShift, parseClockShift } from '@/server/sandbox/clock';
import { cookieValues } from './session';

export const clockKnob = (): MiddlewareHandler => async (c, next) => {
  if (c.get('config')?.sandboxClock) {
    const values = cookieValues(c.req.header('Cookie'), CLOCK_COOKIE);
    const shift = values.length === 1 ? parseClockShift((values[0] as string).replace(/^%2B/i, '+')) : null;
    if (shift) c.set('clockShiftMs', shift);
  }
  await next();
};

/** The header the sandbox reads for this request's shift, or none. */
export function clockHeaders(c: Context): Record<string, string> {
  const shift = c.get('clockShiftMs');
  return shift ? { [CLOCK_HEADER]: formatClockShift(shift) } : {};
}
